/**
 * The public types of the spec checks. No imports and nothing but declarations: the validators target writes this
 * file's text into each `specChecks.d.ts`, so the runtime (`check.ts`) and what users compile against are one.
 */

/** A rule the spec states in prose, and where one value breaks it. MUST failures are errors, SHOULD failures warnings. */
export interface SpecProblem {
  /** The rule id (`x-mcp-header-token`). */
  rule: string;
  level: "MUST" | "SHOULD";
  /** JSON pointer into the checked value. */
  path: string;
  message: string;
}

export interface SpecCheckResult {
  errors: SpecProblem[];
  warnings: SpecProblem[];
}

/** A tool `filterTools` left out, with why. */
export interface ExcludedTool {
  /** The tool's name (`String` of it when it is not a string). */
  tool: string;
  message: string;
  reasons: SpecProblem[];
}

/** Where the spec states a rule: a page of the published spec (relative to its version's root) and its words. */
export interface SpecRuleInfo {
  id: string;
  level: "MUST" | "SHOULD";
  stated: { page: string; section: string; text: string };
}

export interface SpecChecks {
  /** The rules of one tool definition (run it after schema validation; it never throws). */
  checkTool(tool: unknown): SpecCheckResult;
  /** A server's tool list: each tool's rules (paths from the list, `/2/inputSchema/...`) and the list's own (unique names). */
  checkTools(tools: unknown): SpecCheckResult;
  /**
   * A `tools/list` result as a Streamable HTTP client must take it: the tools it may use (those without errors;
   * warnings do not exclude), and one warning per excluded tool naming the tool and the reasons.
   */
  filterTools<T>(listToolsResult: { tools: readonly T[] }): { tools: T[]; warnings: ExcludedTool[] };
  filterTools(listToolsResult: unknown): { tools: unknown[]; warnings: ExcludedTool[] };
  /** The keys of one `_meta` object. */
  checkMetaKeys(meta: unknown): SpecCheckResult;
}
