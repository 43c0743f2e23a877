import * as assert from "uvu/assert";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BindingPlan } from "../../../generator/targets/bindings/plan/model.js";
import { classFor } from "./plan/classFor.js";
import { strictDifference } from "./strictJson.js";
import { run, tail } from "./toolchains.js";

/**
 * What the JVM tests share (Java on Jackson 2 and 3, Java on the Jackson floor, Kotlin): write the cases, run the
 * harness over a manifest of `[class, input, output]` rows, read the verdicts it leaves beside each output: `<out>`
 * the JSON written back (in `reject` mode `path<TAB>message`, or `accepted`), `<out>.err` why it was not decoded,
 * `<out>.member` the union member chosen; a second mapper's (Jackson 3) with a suffix such as `.j3`.
 */

/** A compiled harness: `java -cp <classpath> <main> <mode> <package> <manifest> ...`, run in `root`. */
export interface JvmHarness {
  root: string;
  main: string;
  /** Set once the Maven build has run. */
  classpath: string;
}

/** Runs the harness over `rows` (manifest and outputs in `root/runs/<name>`, emptied first); fails the test if it fails. */
export function runHarness(h: JvmHarness, mode: string, packageName: string, rows: string[][], name: string, ...args: string[]): { dir: string; output: string } {
  const dir = join(h.root, "runs", name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, "manifest.tsv");
  writeFileSync(manifest, rows.map((r) => r.join("\t")).join("\n") + "\n");
  const r = run("java", ["-cp", h.classpath, h.main, mode, packageName, manifest, ...args], h.root);
  assert.ok(r.ok, tail(r.output));
  return { dir, output: r.output };
}

/** A file the harness may not have written. */
export const readIfWritten = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, "utf8") : undefined);

/** The class a case's `type` decodes to; `message` stays itself (the harness's one-call JSON-RPC decoder). */
export const jvmClass =
  (plan: BindingPlan) =>
  (type: string): string =>
    type === "message" ? "message" : classFor(plan, type)!;

/** Each case's text written to `dir/<i><tag>.json`; the harness rows `[class, input, dir/<i><tag>.out]`. */
export function caseRows(dir: string, cases: readonly { type: string; text: string }[], classOf: (type: string) => string, tag = ""): string[][] {
  mkdirSync(dir, { recursive: true });
  return cases.map((c, i) => {
    const input = join(dir, `${i}${tag}.json`);
    writeFileSync(input, c.text);
    return [classOf(c.type), input, join(dir, `${i}${tag}.out`)];
  });
}

/**
 * The cases of `caseRows(dir, cases)` not decoded, not written back as their text, or (given `member`) decoded as
 * another member, each as `label(case): why`.
 */
export function notKept<C extends { type: string; text: string; member?: string }>(
  dir: string,
  cases: readonly C[],
  label: (c: C) => string,
  suffix = "",
): string[] {
  return cases.flatMap((c, i) => {
    const out = readIfWritten(join(dir, `${i}.out${suffix}`));
    const member = readIfWritten(join(dir, `${i}.out.member${suffix}`));
    const why =
      out === undefined
        ? `not decoded: ${readIfWritten(join(dir, `${i}.out${suffix}.err`))}`
        : (strictDifference(c.text, out) ?? (c.member === undefined || member === c.member ? undefined : `decoded as ${member}`));
    return why ? [`${label(c)}: ${why}`] : [];
  });
}

/** The cases of `caseRows(dir, cases, _, tag)` run in `reject` mode not refused at their `path`. */
export function notRefusedAt(dir: string, cases: readonly { type: string; why: string; path: string }[], suffix = "", tag = ""): string[] {
  return cases.flatMap((c, i) => {
    const [path, message] = (readIfWritten(join(dir, `${i}${tag}.out${suffix}`)) ?? "missing").split("\t");
    return path === c.path ? [] : [`${c.type} (${c.why}): ${path === "accepted" ? "accepted" : `at ${JSON.stringify(path)} (${message}), expected ${JSON.stringify(c.path)}`}`];
  });
}

/** A case's label: its type and why it is there. */
export const typeAndWhy = (c: { type: string; why: string }): string => `${c.type} (${c.why})`;

/**
 * `resultCases` run through `decodeResult` (outputs `dir/<i>.json`) not written back as read or decoded as another
 * member than the case's, each as `result:<method> <- <example>: why`.
 */
export function resultsNotDecoded(dir: string, cases: readonly { type: string; path: string; member: string }[], suffix = ""): string[] {
  return cases.flatMap((c, i) => {
    const out = readIfWritten(join(dir, `${i}.json${suffix}`));
    const why = out === undefined ? `not decoded: ${readIfWritten(join(dir, `${i}.json${suffix}.err`))}` : strictDifference(readFileSync(c.path, "utf8"), out);
    const member = readIfWritten(join(dir, `${i}.json.member${suffix}`));
    return why || member !== c.member ? [`${c.type} <- ${c.path.split("/examples/")[1]}: ${why ?? `decoded as ${member}, not ${c.member}`}`] : [];
  });
}

type Example = { type: string; file: string; path: string };

/**
 * The examples an official SDK reads, with the class ours decode them as (none for a map alias): a full JSON-RPC
 * message as the SDK's `message` type, else an example of one of `sdkTypes`, the SDK's types named as the spec names them.
 */
export function interopCases(examples: readonly Example[], plan: BindingPlan, sdkTypes: ReadonlySet<string>, message: string): { e: Example; i: number; sdk: string; cls: string }[] {
  return examples.flatMap((e, i) => {
    const json = JSON.parse(readFileSync(e.path, "utf8")) as Record<string, unknown>;
    const sdk = "jsonrpc" in json ? message : sdkTypes.has(e.type) ? e.type : undefined;
    const cls = classFor(plan, e.type);
    return sdk && cls && !cls.startsWith("map:") ? [{ e, i, sdk, cls }] : [];
  });
}

/**
 * The interop loop's counts (outputs `dir/<i>.json`): the SDK read ours (`.sdk` written), ours read the SDK's back,
 * and the example came back unchanged; a note for each that did not.
 */
export function interopTally(dir: string, cases: readonly { e: Example; i: number }[]): { theirsRead: number; oursRead: number; same: number; notes: string[] } {
  const tally = { theirsRead: 0, oursRead: 0, same: 0, notes: [] as string[] };
  for (const c of cases) {
    if (readIfWritten(join(dir, `${c.i}.json.sdk`)) !== undefined) tally.theirsRead++;
    const back = readIfWritten(join(dir, `${c.i}.json`));
    if (back !== undefined) tally.oursRead++;
    const why = back === undefined ? readIfWritten(join(dir, `${c.i}.json.err`)) : strictDifference(readFileSync(c.e.path, "utf8"), back);
    if (!why) tally.same++;
    else tally.notes.push(`${c.e.type}/${c.e.file}: ${why}`);
  }
  return tally;
}
