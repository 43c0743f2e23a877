import { reportFormats } from "../diff/report/formats.js";
import { targets } from "../targets/index.js";

/** `mcp-codegen --help` examples: the jobs people run, each a command they can paste. */
export const helpExamples: readonly (readonly [string, string])[] = [
  ["mcp-codegen generate --spec 2026-07-28", "TypeScript types for one version into out/"],
  ["mcp-codegen generate --all --target ts,validators --out src/generated/mcp", "types and validators for every version"],
  ["mcp-codegen check", "in CI: exit 1 when the committed output (per mcp-codegen.config.json) is out of date"],
  ["mcp-codegen diff 2025-11-25 2026-07-28 --fail-on ERR", "what changed between two versions; exit 1 on a breaking change"],
  ["curl -s URL | mcp-codegen schema -", "the effective schema of standard input, on standard output"],
  ["mcp-codegen update --pr-body pr.md", "fetch upstream schemas, rewrite pins, regenerate, write a PR description"],
];

/** Every target and report format, so --help answers "what can it write?" without the README. */
export function helpEpilogue(): string {
  const width = Math.max(...targets.map((t) => t.id.length));
  return [
    "Targets (--target, comma-separated or repeated):",
    ...targets.map((t) => `  ${t.id.padEnd(width)}  ${t.description}`),
    "",
    `Report formats (diff --format): ${reportFormats.join(", ")}. crosscheck --format: text, json.`,
    "Formatting (--formatting): project (default: the output folder's prettier config) or builtin.",
    "",
    "Config: mcp-codegen.config.json (or .mjs), found from the current folder up to the repository root; --config FILE names one.",
    "Exit codes: 0 ok, 1 findings (check, diff --fail-on, crosscheck, lint-tools), 2 bad input or usage, 3 internal error.",
  ].join("\n");
}
