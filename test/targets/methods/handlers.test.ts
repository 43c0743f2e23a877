import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { versions } from "../../helpers/paths.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck, type Diagnostic } from "../../helpers/tsc.ts";

/** Consumer code an SDK author would write against the generated maps, one file per case. */
const cases = {
  good: `
import type * as Types from "./types.js";
import type { ClientRequests, MethodOf, ParamsOf, ResultOf, ServerHandlers } from "./methods.js";
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const handlers: Pick<ServerHandlers<{ requestId: string }>, "tools/call" | "tools/list"> = {
  // resultType, cacheScope and ttlMs are required from 2026-07-28 on; earlier results accept extra keys.
  "tools/call": async (params, extra) => ({
    content: [{ type: "text", text: params.name + extra.requestId }],
    resultType: "complete",
  }),
  "tools/list": () => ({ tools: [], resultType: "complete", cacheScope: "private", ttlMs: 0 }),
};
export const resultIsNamed: Equals<ResultOf<"tools/call">, Types.CallToolResult> = true;
export const paramsAreNamed: Equals<ParamsOf<"tools/call">, NonNullable<Types.CallToolRequest["params"]>> = true;
export const isRequest: "tools/call" extends MethodOf<ClientRequests> ? true : false = true;
`,
  wrongParams: `
import type { ServerHandlers } from "./methods.js";
export const handlers: Pick<ServerHandlers, "tools/call"> = {
  "tools/call": (params: { name: number }) => ({ content: [] }),
};
`,
  wrongResult: `
import type { ServerHandlers } from "./methods.js";
export const handlers: Pick<ServerHandlers, "tools/call"> = {
  "tools/call": () => ({ tools: [] }),
};
`,
  wrongResultType: `
import type * as Types from "./types.js";
import type { ResultOf } from "./methods.js";
export const wrong: ResultOf<"tools/call"> = { tools: [] } satisfies Types.ListToolsResult;
`,
  unknownMethod: `
import type { ServerHandlers } from "./methods.js";
export const handlers: Pick<ServerHandlers, "tools/frobnicate"> = {};
`,
} as const;

type Case = keyof typeof cases;

async function diagnosticsPerCase(): Promise<Record<string, Record<Case, Diagnostic[]>>> {
  const files = await renderFiles({ specs: [...versions], targets: ["methods"] });
  const dir = writeTemp(files);
  const paths: string[] = [];
  for (const v of versions) {
    for (const name of Object.keys(cases) as Case[]) {
      const file = join(dir, v, `${name}.ts`);
      writeFileSync(file, cases[name]);
      paths.push(file);
    }
  }
  // One program for speed; each diagnostic is attributed to its file.
  const diagnostics = typecheck(paths);
  const out: Record<string, Record<Case, Diagnostic[]>> = {};
  for (const v of versions) {
    const perCase = {} as Record<Case, Diagnostic[]>;
    for (const name of Object.keys(cases) as Case[]) {
      perCase[name] = diagnostics.filter((d) => d.file === join(dir, v, `${name}.ts`));
    }
    out[v] = perCase;
  }
  assert.equal(
    diagnostics.filter((d) => !paths.includes(d.file)),
    [],
    "no errors in generated files",
  );
  return out;
}

test("a correct handler compiles; wrong params, a wrong result or an unknown method do not", async () => {
  const all = await diagnosticsPerCase();
  for (const v of versions) {
    const d = all[v]!;
    assert.equal(d.good, [], `${v}: the correct handlers must compile`);
    for (const bad of ["wrongParams", "wrongResult", "wrongResultType", "unknownMethod"] as const) {
      assert.ok(d[bad].length > 0, `${v}: ${bad} must not compile`);
    }
    // The errors point at the offending handler and say why.
    assert.ok(
      d.wrongParams.some((x) => x.line === 4 && /number/.test(x.message) && /string/.test(x.message)),
      `${v}: ${JSON.stringify(d.wrongParams)}`,
    );
    assert.ok(
      d.wrongResult.some((x) => x.line === 4 && /CallToolResult/.test(x.message)),
      `${v}: ${JSON.stringify(d.wrongResult)}`,
    );
    assert.ok(
      d.unknownMethod.some((x) => /tools\/frobnicate/.test(x.message)),
      `${v}`,
    );
  }
  const counts = versions.map(
    (v) =>
      `${v} ${(["wrongParams", "wrongResult", "wrongResultType", "unknownMethod"] as const).map((c) => all[v]![c].length).join("/")}`,
  );
  console.log(`  diagnostics (wrongParams/wrongResult/wrongResultType/unknownMethod): ${counts.join(", ")}`);
});

test.run();
