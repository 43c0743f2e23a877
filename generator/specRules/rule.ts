/**
 * Spec rules: MUSTs and SHOULDs the spec states in prose, not in schema.json, as data. One rule per file in
 * `rules/`, listed in `index.ts`. Rule modules import nothing but types and the small fact collectors beside
 * them, because the validators target bundles them into a standalone file (`specChecks.js`).
 */

/** How strongly the spec says it: a MUST failure is an error, a SHOULD failure a warning. */
export type SpecLevel = "MUST" | "SHOULD";

/** Where the spec states a rule: a page of the published spec (relative to its version's root) and its words. */
export interface Stated {
  page: string;
  section: string;
  text: string;
}

/** One violation, before wording: where (a JSON pointer into the checked value) and the message's arguments. */
export interface SpecFinding {
  path: string;
  args: Record<string, string | number>;
}

/** An `x-mcp-header` annotation found in a tool's `inputSchema`. */
export interface HeaderAnnotation {
  /** The annotation's value, as given (it may not be a string). */
  value: unknown;
  /** JSON pointer of the annotation itself, from the tool (`/inputSchema/properties/region/x-mcp-header`). */
  path: string;
  /** Whether some path from the root reaches the annotated schema as a property, statically (see xMcpHeaders.ts). */
  reachable: boolean;
  /** The keyword that made the last unreachable path conditional or non-scalar (`anyOf`, `items`...), or "root". */
  blockedBy: string;
  /** The annotated schema's `type`, after a local `$ref` at that schema; undefined when it declares none. */
  type: unknown;
}

/** What the tool rules look at, collected once per tool. */
export interface ToolFacts {
  /** The tool's `name` as given (any JSON). */
  name: unknown;
  headers: readonly HeaderAnnotation[];
  /** Set when the inputSchema was too large or deep to collect in full: the header rules report it. */
  truncated: boolean;
}

interface RuleMeta<I extends string> {
  readonly id: I;
  readonly level: SpecLevel;
  /** The spec versions whose text states the rule; a version not listed lacks it. */
  readonly versions: readonly string[];
  readonly stated: Stated;
}

export interface ToolRule<I extends string = string> extends RuleMeta<I> {
  readonly subject: "tool";
  check(tool: ToolFacts): SpecFinding[];
}

/** A rule over a server's whole tool list (uniqueness); paths start at the list (`/3/name`). */
export interface ToolListRule<I extends string = string> extends RuleMeta<I> {
  readonly subject: "tool-list";
  check(tools: readonly ToolFacts[]): SpecFinding[];
}

/** A rule over one `_meta` key; paths are the key's own pointer (`/com.example~1x`). */
export interface MetaKeyRule<I extends string = string> extends RuleMeta<I> {
  readonly subject: "meta-key";
  /** `known`: the keys the schema itself declares for this version (reserved prefixes are the spec's to use). */
  check(key: string, known: ReadonlySet<string>): SpecFinding[];
}

export type SpecRule<I extends string = string> = ToolRule<I> | ToolListRule<I> | MetaKeyRule<I>;

/** A JSON pointer token (RFC 6901). */
export function token(key: string | number): string {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}
