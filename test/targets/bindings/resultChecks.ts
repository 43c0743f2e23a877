import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.js";
import { exampleFiles } from "../../helpers/paths.js";
import type { InvalidMessage } from "./invalidMessages.js";
import { caseRows, notRefusedAt } from "./jvmHarness.js";
import { run, tail } from "./toolchains.js";
import { writeManifest, type UnionCase } from "./wireChecks.js";

/**
 * The checks of each language's result decoder by method (`parse_result`, `ParseResult`, `decodeResult`), on
 * 2026-07-28: a case's `type` is `result:<method>` and its text is a response's `result`.
 */

/**
 * Every example of a type some request method answers with, through the first such method; and every example of
 * another result a response may hold (`PlanMethod.alternatives`), through each method whose response may hold it:
 * `InputRequiredResult` through `prompts/get`, `resources/read` and `tools/call`.
 */
export function resultCases(plan: BindingPlan): UnionCase[] {
  const requests = plan.messages?.requests ?? [];
  const methodOf = new Map<string, string>();
  for (const r of requests) if (r.result !== null && !methodOf.has(r.result)) methodOf.set(r.result, r.method);
  const answering = (type: string): string[] => {
    const own = methodOf.get(type);
    return own !== undefined ? [own] : requests.filter((r) => r.alternatives.includes(type)).map((r) => r.method);
  };
  return exampleFiles().flatMap((e) => answering(e.type).map((method) => ({ type: `result:${method}`, path: e.path, member: e.type, tagged: true })));
}

const example = (type: string, file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(exampleFiles().find((e) => e.type === type && e.file === file)!.path, "utf8")) as Record<string, unknown>;

/**
 * Results the method's decoder must reject, each with the JSON pointer of the first error (under `/result`): when
 * neither the method's own result nor an alternative decodes, the error is the own result's.
 */
export function resultRejections(): InvalidMessage[] {
  const tools = example("ListToolsResult", "tools-list-with-cursor-and-ttl.json");
  const inputRequired = example("InputRequiredResult", "input-required-result-with-request-state-only.json");
  return [
    { why: "a method with no result type", type: "result:tools/unknown", text: "{}", path: "" },
    { why: "a tools/list result read as resources/list", type: "result:resources/list", text: JSON.stringify(tools), path: "/result/resources" },
    { why: "tools not an array", type: "result:tools/list", text: JSON.stringify({ ...tools, tools: "text" }), path: "/result/tools" },
    // tools/list states no alternative: an InputRequiredResult is only a ListToolsResult missing its first required
    // field (cacheScope, then tools).
    { why: "an InputRequiredResult answering tools/list", type: "result:tools/list", text: JSON.stringify(inputRequired), path: "/result/cacheScope" },
    // tools/call may also be answered with an InputRequiredResult (an open object needing only a string resultType):
    // when neither decodes, the error is CallToolResult's.
    { why: "resultType missing", type: "result:tools/call", text: JSON.stringify({ content: [] }), path: "/result/resultType" },
    { why: "neither CallToolResult nor InputRequiredResult", type: "result:tools/call", text: "{}", path: "/result/content" },
    // It says "input_required" (issue 23): only an InputRequiredResult may hold it, and that one's error is the one.
    { why: "an InputRequiredResult with a number for requestState", type: "result:tools/call", text: JSON.stringify({ ...inputRequired, requestState: 5 }), path: "/result/requestState" },
  ];
}

/**
 * `resultType` decides (issue 23): a result saying `"complete"` is only the method's own, so a resources/read result
 * lacking cacheScope/ttlMs is refused at its path, not read as InputRequiredResult; `"input_required"` is the other.
 * `member` is the type it must decode as (none: refused at `at`).
 */
export const resultTypeCases: readonly { type: string; text: string; ok: boolean; at?: string; member?: string }[] = [
  { type: "result:resources/read", text: `{"resultType":"complete","contents":[{"uri":"file:///a","text":"x"}]}`, ok: false, at: "/result/cacheScope" },
  { type: "result:resources/read", text: `{"resultType":"input_required","requestState":"s"}`, ok: true, member: "InputRequiredResult" },
  // The method's own result first is no longer the rule: a result saying "input_required" that CallToolResult would
  // also accept is an InputRequiredResult (its content kept as an extra key), and one saying "complete" is only a
  // CallToolResult, refused where it lacks content (InputRequiredResult needs only resultType).
  { type: "result:tools/call", text: `{"resultType":"input_required","content":[]}`, ok: true, member: "InputRequiredResult" },
  { type: "result:tools/call", text: `{"resultType":"complete"}`, ok: false, at: "/result/content" },
  { type: "result:tools/call", text: `{"resultType":"complete","content":[]}`, ok: true, member: "CallToolResult" },
  // Absent says "complete": only a CallToolResult, refused at its own first missing key.
  { type: "result:tools/call", text: `{"requestState":"s"}`, ok: false, at: "/result/content" },
  { type: "result:prompts/get", text: `{"resultType":"input_required","messages":[]}`, ok: true, member: "InputRequiredResult" },
];

/**
 * `resultType` decides a union of results too (issue 23; generator/facts/resultType.ts): the spec's own
 * `ReadResourceResultResponse/read-resource-result-response.json` ("read-resource-example") says `"complete"` but
 * lacks the `cacheScope` and `ttlMs` schema.json requires, so it is refused at the first missing key's path instead
 * of read silently as an `InputRequiredResult` holding `contents` as an extra key; `"input_required"` is only ever an
 * `InputRequiredResult`, in the per-method union and in `ServerResult`. `member` as in `resultTypeCases`.
 */
export function resultUnionCases(): { type: string; text: string; ok: boolean; at?: string; member?: string }[] {
  const example = exampleFiles().find((e) => e.type === "ReadResourceResultResponse" && e.file === "read-resource-result-response.json")!;
  const response = readFileSync(example.path, "utf8");
  const inputRequired = `{"resultType":"input_required","requestState":"s"}`;
  return [
    { type: "ReadResourceResultResponse", text: response, ok: false, at: "/result/cacheScope" },
    { type: "ReadResourceResultResponseResult", text: JSON.stringify((JSON.parse(response) as { result: unknown }).result), ok: false, at: "/cacheScope" },
    { type: "ReadResourceResultResponseResult", text: inputRequired, ok: true, member: "InputRequiredResult" },
    { type: "ServerResult", text: inputRequired, ok: true, member: "InputRequiredResult" },
    // A result saying "input_required" is no other member, even one it would fit (its keys kept as extra keys).
    { type: "ServerResult", text: `{"resultType":"input_required","tools":[],"ttlMs":0,"cacheScope":"public"}`, ok: true, member: "InputRequiredResult" },
  ];
}

/** Every result rejection through a driver printing one JSON row per case (`ok`, `at`): each must fail at its path. */
export function rejectsResults(dir: string, command: string, args: (manifest: string) => string[], cwd: string): { passed: number; failures: string[] } {
  const cases = resultRejections();
  const manifest = writeManifest(dir, "result-rejects.json", cases.map(({ type, text }) => ({ type, text })));
  const r = run(command, args(manifest), cwd);
  if (!r.ok) throw new Error(`${command} failed:\n${tail(r.output)}`);
  const rows = r.output
    .trim()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { ok: boolean; at?: string; error?: string; member?: string });
  const failures = cases.flatMap((c, i) => {
    const row = rows[i];
    if (row?.ok === false && row.at === c.path) return [];
    return [`${c.type} (${c.why}): want ${JSON.stringify(c.path)}, got ${row?.ok ? `accepted as ${row.member}` : `${JSON.stringify(row?.at)} ${row?.error}`}`];
  });
  return { passed: cases.length - failures.length, failures };
}

/**
 * The rejections as a JVM binding's `decodeResult` reports them (Java, Kotlin): it reads the result itself, so its
 * paths start there, not at `/result`, and a method the schema does not know gives null. Each case's text is written
 * to `dir/<i>.json`; `rows` are the harness's `[type, input, output]` lines, and `wrong(suffix)` lists the cases whose
 * reported path (`<i>.out<suffix>`: `path<TAB>message`, or `accepted`) is not the expected one.
 */
export function jvmResultRejections(dir: string): { cases: InvalidMessage[]; rows: string[][]; wrong: (suffix?: string) => string[] } {
  const cases = resultRejections().map((c) => ({ ...c, path: c.path === "" ? "null" : c.path.replace(/^\/result/, "") }));
  const rows = caseRows(dir, cases, (type) => type);
  return { cases, rows, wrong: (suffix = "") => notRefusedAt(dir, cases, suffix) };
}

/**
 * `resultTypeCases` as a JVM binding's `decodeResult` answers them (Java, Kotlin): each case's text is written to
 * `dir/<i>.json`; `rows(out)` are the harness's `[type, input, output]` lines (run them in its `reject` mode with
 * out `rej`, which writes the error's path or `accepted`, and its `roundtrip` mode with out `out`, which writes the class
 * decoded to `<i>.out.member`); `got(suffix)` is `[ok, at, member]` per case beside `want`, paths from the result
 * itself (no `/result`).
 */
export function jvmResultTypeCases(dir: string): { rows: (out: string) => string[][]; got: (suffix?: string) => unknown[][]; want: unknown[][] } {
  mkdirSync(dir, { recursive: true });
  resultTypeCases.forEach((c, i) => writeFileSync(join(dir, `${i}.json`), c.text));
  const rows = (out: string) => resultTypeCases.map((c, i) => [c.type, join(dir, `${i}.json`), join(dir, `${i}.${out}`)]);
  const read = (file: string) => (existsSync(join(dir, file)) ? readFileSync(join(dir, file), "utf8").trim() : undefined);
  const got = (suffix = "") =>
    resultTypeCases.map((_, i) => {
      const [at] = (read(`${i}.rej${suffix}`) ?? "missing").split("\t");
      return at === "accepted" ? [true, undefined, read(`${i}.out.member${suffix}`)] : [false, at, undefined];
    });
  return { rows, got, want: resultTypeCases.map((c) => [c.ok, c.at?.replace(/^\/result/, ""), c.member]) };
}
