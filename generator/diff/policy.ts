/**
 * A project's policy over the rules: per-rule severity overrides (from the config's `diff.severity`;
 * `off` drops the rule) and accepted breaking changes (an ignore file: rule id + path + reason). Both are
 * checked against the registry so a typo fails loudly instead of silently accepting nothing.
 */
import type { JsonValue } from "../ir/model.js";
import { CodegenError } from "../messages/error.js";
import { ruleIds } from "./rules/index.js";
import type { Change, Level } from "./types.js";

export type Severity = Level | "off";

export interface Accepted {
  rule: string;
  path: string;
  reason: string;
}

export interface Policy {
  severity?: Readonly<Record<string, Severity>>;
  accepted?: readonly Accepted[];
}

/** Overrides applied to flat changes, before they are grouped into causes. */
export function applySeverity(changes: readonly Change[], severity: Policy["severity"] = {}): Change[] {
  return changes.flatMap((c) => {
    const s = severity[c.rule];
    if (s === undefined) return [c];
    if (s === "off") return [];
    return [{ ...c, level: s }];
  });
}

/** `{ "<rule-id>": "ERR" | "WARN" | "INFO" | "off" }`, every id a rule of the registry. */
export function checkSeverity(raw: unknown, file: string, pointer: string): Record<string, Severity> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw invalid(file, pointer, "an object of rule id -> ERR, WARN, INFO or off");
  for (const [id, level] of Object.entries(raw)) {
    if (!(ruleIds as readonly string[]).includes(id))
      throw invalid(file, `${pointer}/${escape(id)}`, `"${id}" is not a diff rule id (see docs/diff-rules.md)`);
    if (!["ERR", "WARN", "INFO", "off"].includes(level as string))
      throw invalid(file, `${pointer}/${escape(id)}`, "must be ERR, WARN, INFO or off");
  }
  return raw as Record<string, Severity>;
}

/** An ignore file: `{ "accepted": [{ "rule": "...", "path": "...", "reason": "..." }] }`. */
export function parseAccepted(raw: JsonValue, file: string): Accepted[] {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || !Array.isArray(raw.accepted)) {
    throw invalid(file, "#", 'expected { "accepted": [{ "rule", "path", "reason" }] }');
  }
  return raw.accepted.map((entry, i) => {
    const at = `#/accepted/${i}`;
    if (typeof entry !== "object" || entry === null || Array.isArray(entry))
      throw invalid(file, at, "expected an object");
    for (const key of ["rule", "path", "reason"] as const) {
      if (typeof entry[key] !== "string" || entry[key] === "")
        throw invalid(file, `${at}/${key}`, "must be a non-empty string");
    }
    const rule = entry.rule as string;
    if (!(ruleIds as readonly string[]).includes(rule))
      throw invalid(file, `${at}/rule`, `"${rule}" is not a diff rule id`);
    return { rule, path: entry.path as string, reason: entry.reason as string };
  });
}

/** The accepted entry that names a row (its own rule and path, or any of its locations'). */
export function acceptedFor(
  row: { rule: string; path: string; locations: readonly { rule: string; path: string }[] },
  accepted: readonly Accepted[],
): Accepted | undefined {
  return accepted.find(
    (a) =>
      (a.rule === row.rule && a.path === row.path) || row.locations.some((l) => l.rule === a.rule && l.path === a.path),
  );
}

function invalid(file: string, pointer: string, detail: string): CodegenError<"diff-policy-invalid"> {
  return new CodegenError("diff-policy-invalid", { detail }, { file, pointer });
}

function escape(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}
