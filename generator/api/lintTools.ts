import { readFile } from "node:fs/promises";
import { knownVersions } from "../ingest/sources.js";
import { CodegenError } from "../messages/error.js";
import type { LintReport } from "../specRules/lintTools.js";
import { speakingOfOptions } from "./entry.js";

export interface LintToolsOptions {
  /** The spec version whose rules apply (default: the newest release). */
  spec?: string;
}

/**
 * `mcp-codegen lint-tools` as a function: a tools/list result, a JSON-RPC response holding one, or an array of
 * tools (a file, or `{ text }` already read), checked against the spec's prose rules. `errors` holds the MUSTs.
 */
export async function lintTools(input: string | { text: string; name?: string }, options: LintToolsOptions = {}): Promise<LintReport & { spec: string }> {
  return speakingOfOptions(async () => {
    const spec = options.spec ?? newestRelease();
    if (!knownVersions().some((k) => k.version === spec)) {
      throw new CodegenError("version-unknown", { version: spec, known: knownVersions().map((k) => k.version).join(", ") });
    }
    const file = typeof input === "string" ? input : (input.name ?? "<text>");
    const text =
      typeof input === "string"
        ? await readFile(input, "utf8").catch((e: Error) => {
            throw new CodegenError("file-unreadable", { detail: e.message }, { file });
          })
        : input.text;
    const { lintTools: lint } = await import("../specRules/lintTools.js");
    return { spec, ...lint(text, spec, file) };
  });
}

export function newestRelease(): string {
  const releases = knownVersions().filter((k) => k.version !== "draft");
  return releases[releases.length - 1]!.version;
}
