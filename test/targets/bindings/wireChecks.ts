import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../../generator/generate.js";
import { resolveOptions } from "../../../generator/options.js";
import type { OutputFile } from "../../../generator/emit/output.js";
import type { TargetId } from "../../../generator/targets/ids.js";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.js";
import { exampleFiles, schemasDir } from "../../helpers/paths.js";
import { invalidMessages } from "./invalidMessages.js";
import { validMessages, type ValidMessage } from "./validMessages.js";
import { run, tail } from "./toolchains.js";
import { canonicalJson } from "./wireJson.js";

/** The version whose examples the wire checks use. */
export const exampleVersion = "2026-07-28";

/** One language's files for every published version, rendered as `generate --all --target <id>` does. */
export function renderLanguage(id: TargetId): Promise<OutputFile[]> {
  return render(resolveOptions({ all: true, targets: [id], schemaDir: schemasDir, download: false }));
}

/** A manifest of cases for a driver, written under `dir`; returns its path. */
export function writeManifest(dir: string, name: string, cases: readonly object[]): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(cases));
  return path;
}

interface Row {
  path?: string;
  ok: boolean;
  /** What the value decoded to: Python's class, Go's `%T`, Rust's enum variant. */
  member?: string;
  out?: string;
  error?: string;
  at?: string;
  /** An unknown method's request id (null for a notification) and method. */
  id?: unknown;
  method?: string;
}

function rows(command: string, args: string[], cwd: string): Row[] {
  const r = run(command, args, cwd);
  if (!r.ok) throw new Error(`${command} ${args.join(" ")} failed:\n${tail(r.output)}`);
  return r.output
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Row);
}

/**
 * The published examples schema.json itself refuses (issue 23): `read-resource-example` says `resultType: "complete"`
 * but lacks `cacheScope` and `ttlMs`, which `ReadResourceResult` requires. A binding must refuse it at one of the
 * missing keys (`at`), not read it as an `InputRequiredResult` (its `resultType` says it is none).
 */
export const schemaInvalidExamples: readonly { type: string; file: string; at: readonly string[] }[] = [
  { type: "ReadResourceResultResponse", file: "read-resource-result-response.json", at: ["/result/cacheScope", "/result/ttlMs"] },
];

/** The entry of `schemaInvalidExamples` for an example, if schema.json refuses it. */
export const schemaInvalid = (e: { type: string; file: string }) => schemaInvalidExamples.find((x) => x.type === e.type && x.file === e.file);

/** The published examples schema.json accepts. */
export function validExampleFiles(): ReturnType<typeof exampleFiles> {
  return exampleFiles().filter((e) => !schemaInvalid(e));
}

/**
 * Strict round trip: every example decoded as its type and encoded back must be the same JSON
 * text up to key order and whitespace, number lexemes included (`1` is not `1.0`). The driver
 * reads `manifestArg` (replaced by the manifest path) and prints one row per example. An example schema.json refuses
 * (`schemaInvalidExamples`) must be refused at its path instead: `passed` counts the round trips, `refused` those.
 */
export function strictRoundTrip(dir: string, command: string, args: (manifest: string) => string[], cwd: string): { passed: number; refused: number; failures: string[] } {
  const examples = exampleFiles();
  const manifest = writeManifest(dir, "examples.json", examples.map((e) => ({ type: e.type, path: e.path })));
  const out = rows(command, args(manifest), cwd);
  const failures: string[] = [];
  examples.forEach((e, i) => {
    const row = out[i];
    const want = canonicalJson(readFileSync(e.path, "utf8"));
    const invalid = schemaInvalid(e);
    if (invalid) {
      if (row?.ok || !invalid.at.includes(row?.at ?? "")) failures.push(`${e.type}/${e.file} (schema-invalid): want refused at ${invalid.at.join(" or ")}, got ${row?.ok ? "accepted" : `${row?.at} ${row?.error}`}`);
      return;
    }
    if (!row?.ok) return void failures.push(`${e.type}/${e.file}: ${row?.at ?? ""} ${row?.error ?? "no output"}`);
    const got = canonicalJson(row.out!);
    if (got !== want) failures.push(`${e.type}/${e.file}:\n    got  ${got.slice(0, 300)}\n    want ${want.slice(0, 300)}`);
  });
  const refused = examples.filter(schemaInvalid).length;
  return { passed: examples.length - refused - failures.length, refused, failures };
}

/** Every invalid message must be rejected with exactly its JSON pointer. */
export function rejectsInvalid(dir: string, command: string, args: (manifest: string) => string[], cwd: string): { passed: number; failures: string[] } {
  const manifest = writeManifest(dir, "invalid.json", invalidMessages);
  const out = rows(command, args(manifest), cwd);
  const failures: string[] = [];
  invalidMessages.forEach((c, i) => {
    const row = out[i];
    if (row && !row.ok && row.at === c.path) return;
    failures.push(`${c.type} (${c.why}): want ${JSON.stringify(c.path)}, got ${row?.ok ? `accepted ${row.out}` : `${JSON.stringify(row?.at)} ${row?.error}`}`);
  });
  return { passed: invalidMessages.length - failures.length, failures };
}

/** Every valid message of `validMessages.ts` (or `cases`) must decode and be written back as the same JSON text (nulls kept). */
export function acceptsValid(dir: string, command: string, args: (manifest: string) => string[], cwd: string, cases: readonly ValidMessage[] = validMessages): { passed: number; failures: string[] } {
  const manifest = writeManifest(dir, "valid.json", cases);
  const out = rows(command, args(manifest), cwd);
  const failures: string[] = [];
  cases.forEach((c, i) => {
    const row = out[i];
    if (!row?.ok) return void failures.push(`${c.type} (${c.why}): rejected at ${JSON.stringify(row?.at)}: ${row?.error}`);
    if (canonicalJson(row.out!) !== canonicalJson(c.text)) failures.push(`${c.type} (${c.why}): written back as ${row.out}`);
  });
  return { passed: cases.length - failures.length, failures };
}

/**
 * Messages whose method this version lacks (issue 23): the one-call decoder must fail at `/method` and report the
 * request's id and method, so an SDK can answer -32601. 2026-07-28 has no `ping`; a vendor method is unknown in every
 * version; a notification has no id (null).
 */
export const unknownMethodCases: readonly { text: string; id: string | number | null; method: string }[] = [
  { text: `{"jsonrpc":"2.0","id":42,"method":"ping"}`, id: 42, method: "ping" },
  { text: `{"jsonrpc":"2.0","id":"a-1","method":"x-vendor/foo","params":{}}`, id: "a-1", method: "x-vendor/foo" },
  { text: `{"jsonrpc":"2.0","method":"notifications/x-vendor"}`, id: null, method: "notifications/x-vendor" },
];

/** The unknown-method cases through a driver printing `ok`, `at`, `id`, `method`: as `[ok, at, id, method]` rows, beside the expected ones. */
export function reportsUnknownMethods(dir: string, command: string, args: (manifest: string) => string[], cwd: string): { got: unknown[][]; want: unknown[][] } {
  const out = rows(command, args(writeManifest(dir, "unknown-method.json", unknownMethodCases.map((c) => ({ type: "message", text: c.text })))), cwd);
  return { got: out.map((x) => [x.ok, x.at, x.id, x.method]), want: unknownMethodCases.map((c) => [false, "/method", c.id, c.method]) };
}

/** The `resultType` cases through a driver: as `[ok, at, member]` rows (member mapped by `memberName`), beside the expected ones. */
export function decidesByResultType(dir: string, cases: readonly { type: string; text: string; ok: boolean; at?: string; member?: string }[], command: string, args: (manifest: string) => string[], cwd: string, memberName: (reported: string) => string = (m) => m): { got: unknown[][]; want: unknown[][] } {
  const out = rows(command, args(writeManifest(dir, "result-type.json", cases.map(({ type, text }) => ({ type, text })))), cwd);
  return { got: out.map((x) => [x.ok, x.at, x.member === undefined ? undefined : memberName(x.member)]), want: cases.map((c) => [c.ok, c.at, c.member]) };
}

/** Interop rows: what the official SDK read of ours, and what we read back of its output. */
export interface InteropRow {
  path: string;
  sdk: string | null;
  theirs_read?: boolean;
  their_text?: string;
  ours_back?: string | null;
  error?: string;
}

export interface InteropCounts {
  declared: number;
  theirsRead: number;
  oursRead: number;
  unchanged: number;
  notes: string[];
}

/** Interop counts from a driver printing `InteropRow`s, compared by JSON text with number lexemes. */
export function interop(dir: string, command: string, args: (manifest: string) => string[], cwd: string): InteropCounts {
  // Ours refuse a schema-invalid example: nothing to hand the SDK.
  const examples = validExampleFiles();
  const manifest = writeManifest(dir, "interop.json", examples.map((e) => ({ type: e.type, path: e.path })));
  const r = run(command, args(manifest), cwd);
  if (!r.ok) throw new Error(`${command} failed:\n${tail(r.output)}`);
  const counts: InteropCounts = { declared: 0, theirsRead: 0, oursRead: 0, unchanged: 0, notes: [] };
  for (const line of r.output.trim().split("\n").filter((l) => l.startsWith("{"))) {
    const row = JSON.parse(line) as InteropRow;
    if (!row.sdk) continue;
    const name = row.path.split("/examples/")[1];
    counts.declared++;
    if (!row.theirs_read) {
      counts.notes.push(`theirs reject ${name}: ${(row.error ?? "").split("\n")[0]}`);
      continue;
    }
    counts.theirsRead++;
    if (row.ours_back == null) {
      counts.notes.push(`ours reject theirs ${name}: ${(row.error ?? "").split("\n")[0]}`);
      continue;
    }
    counts.oursRead++;
    if (canonicalJson(row.ours_back) === canonicalJson(readFileSync(row.path, "utf8"))) counts.unchanged++;
    else counts.notes.push(`changed by theirs ${name}: ${canonicalJson(row.their_text ?? "").slice(0, 160)}`);
  }
  return counts;
}

export function interopLine(language: string, sdk: string, c: InteropCounts, total: number): string {
  return `${language} interop with ${sdk}: ${c.declared}/${total} examples of types it declares; it read ours ${c.theirsRead}/${c.declared}; we read its output ${c.oursRead}/${c.theirsRead}; unchanged after both ${c.unchanged}/${c.oursRead}`;
}

/** An example decoded through a union that holds its type: `ContentBlock` for a `TextContent` example. */
export interface UnionCase {
  type: string;
  path: string;
  member: string;
  /** A tagged union must pick exactly this member. */
  tagged: boolean;
}

/** Every example of a union member (a record), decoded through each union declaring it, tagged or by shape. */
export function unionCases(plan: BindingPlan): UnionCase[] {
  const examples = exampleFiles();
  const records = new Set(plan.declarations.filter((d) => d.kind === "record").map((d) => d.name));
  return plan.declarations.flatMap((d) => {
    if (d.kind !== "union") return [];
    const members = d.union.kind === "tagged" ? d.union.members.map((m) => m.name) : d.union.members.flatMap((m) => (m.type.kind === "ref" && records.has(m.type.name) ? [m.type.name] : []));
    return members.flatMap((member) => examples.filter((e) => e.type === member).map((e) => ({ type: d.name, path: e.path, member, tagged: d.union.kind === "tagged" })));
  });
}

/**
 * Each union case must decode through the union's own decoder and write back the same JSON text;
 * a tagged union must pick the example's member by its tag. By shape, an example another member
 * also fits may decode as that member when the plan's order puts it first (both keep every key):
 * `exact` counts those that decoded to their own member.
 */
export function unionRoundTrip(dir: string, cases: readonly UnionCase[], command: string, args: (manifest: string) => string[], cwd: string, memberName: (reported: string) => string = (m) => m): { passed: number; exact: number; failures: string[] } {
  const manifest = writeManifest(dir, "unions.json", cases.map((c) => ({ type: c.type, path: c.path })));
  const out = rows(command, args(manifest), cwd);
  const failures: string[] = [];
  let exact = 0;
  cases.forEach((c, i) => {
    const row = out[i];
    const name = `${c.type} <- ${c.path.split("/examples/")[1]}`;
    if (!row?.ok) return void failures.push(`${name}: ${row?.at ?? ""} ${row?.error ?? "no output"}`);
    if (canonicalJson(row.out!) !== canonicalJson(readFileSync(c.path, "utf8"))) return void failures.push(`${name}: written back differently`);
    if (memberName(row.member ?? "") === c.member) exact++;
    else if (c.tagged) failures.push(`${name}: decoded as ${row.member}, not ${c.member}`);
  });
  return { passed: cases.length - failures.length, exact, failures };
}

/**
 * Every example that is a whole JSON-RPC message, for the one-call decoder (`parse_message`,
 * `ParseMessage`): it must come back as its method's type (a request or notification) or the
 * response envelope, and write back the same JSON text.
 */
export function messageCases(plan: BindingPlan): UnionCase[] {
  const m = plan.messages;
  if (!m) return [];
  const requests = new Map(m.requests.map((r) => [r.method, r.message]));
  const notifications = new Map(m.notifications.map((r) => [r.method, r.message]));
  return exampleFiles().flatMap((e) => {
    const value = JSON.parse(readFileSync(e.path, "utf8")) as Record<string, unknown>;
    if (value.jsonrpc === undefined) return [];
    const method = typeof value.method === "string" ? value.method : undefined;
    const member =
      method !== undefined
        ? ("id" in value ? requests : notifications).get(method)
        : "result" in value
          ? m.envelopes.result
          : "error" in value
            ? m.envelopes.error
            : undefined;
    return member ? [{ type: "message", path: e.path, member, tagged: true }] : [];
  });
}
