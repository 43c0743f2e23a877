import { CodegenError } from "../messages/error.js";
import { child } from "../ir/pointer.js";
import { entryKindOf, entryKinds } from "./kinds/index.js";
import type { Overlay, OverlayEntry } from "./overlay.js";
import * as check from "./checks.js";

const common = ["kind", "reason", "versions", "$comment"];

/**
 * A parsed overlay (`{ allowCode?, entries: [...] }`) -> Overlay. `pointer` is where it sits in `file`
 * (`#/overlay` inside the config, `#` in a file of its own); the first problem is exit 2 naming the member.
 */
export function validateOverlay(raw: unknown, file: string, pointer: string): Overlay {
  const fail = (at: string, detail: string): never => {
    throw new CodegenError("config-invalid", { detail }, { file, pointer: at });
  };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(pointer, "an overlay is an object { entries: [...] }");
  for (const key of Object.keys(raw)) if (!["entries", "allowCode", "$comment"].includes(key)) fail(child(pointer, key), `unknown overlay member "${key}" (known: entries, allowCode)`);
  const { entries, allowCode } = raw as { entries?: unknown; allowCode?: unknown };
  if (allowCode !== undefined && typeof allowCode !== "boolean") fail(child(pointer, "allowCode"), '"allowCode" must be true or false');
  if (!Array.isArray(entries)) return fail(child(pointer, "entries"), '"entries" must be an array');
  const list = child(pointer, "entries");
  return { file, pointer: list, allowCode: allowCode === true, entries: entries.map((e, i) => validateEntry(e, child(list, i), fail)) };
}

function validateEntry(raw: unknown, at: string, fail: (at: string, detail: string) => never): OverlayEntry {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(at, "an overlay entry is an object");
  const entry = raw as Record<string, unknown>;
  const kind = typeof entry.kind === "string" ? entryKindOf(entry.kind) : undefined;
  if (!kind) return fail(child(at, "kind"), `"kind" must be one of ${entryKinds.map((k) => k.kind).join(", ")}`);
  const reason = check.text(entry.reason);
  if (reason) fail(child(at, "reason"), `every overlay entry says why: "reason" must be ${reason}`);
  if (entry.versions !== undefined && check.names(entry.versions)) fail(child(at, "versions"), '"versions" must be an array of version names');
  for (const [key, value] of Object.entries(entry)) {
    if (common.includes(key)) continue;
    const member = Object.hasOwn(kind.members, key) ? kind.members[key] : undefined;
    if (!member) fail(child(at, key), `unknown member "${key}" of a ${kind.kind} entry (known: ${Object.keys(kind.members).join(", ")})`);
    const problem = member!.check(value);
    if (problem) fail(child(at, key), `"${key}" must be ${problem}`);
  }
  for (const [key, member] of Object.entries(kind.members)) if (member.required && !Object.hasOwn(entry, key)) fail(at, `a ${kind.kind} entry needs "${key}"`);
  const problem = kind.validate?.(entry);
  if (problem) fail(at, `a ${kind.kind} entry ${problem}`);
  return entry as OverlayEntry;
}
