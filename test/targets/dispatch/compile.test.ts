import { test } from "uvu";
import * as assert from "uvu/assert";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderFiles } from "../../helpers/generate.ts";
import { versions } from "../../helpers/paths.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { writeInProject } from "../zod/helpers.ts";

test("dispatch.ts and rpc.ts of every version compile under tsc --strict (noUncheckedIndexedAccess), beside the files they import", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["dispatch"] });
  for (const version of versions) {
    for (const name of ["dispatch.ts", "rpc.ts", "methods.ts", "validators.ts", "types.ts"]) assert.ok(files.some((f) => f.path === `${version}/${name}`), `${version}/${name}`);
  }
  const dir = writeInProject(files, "dispatch-compile-");
  const diagnostics = typecheck(versions.map((v) => join(dir, v, "dispatch.ts")), { noUncheckedIndexedAccess: true });
  assert.equal(diagnostics.map((d) => `${d.file.slice(dir.length)}:${d.line} ${d.message}`), []);
});

test("the types hold: a handler's params and result are the method's, a pairing's result narrows by method (2025-11-25)", async () => {
  const files = await renderFiles({ specs: ["2025-11-25"], targets: ["dispatch"] });
  const dir = writeInProject(files, "dispatch-types-");
  // Every probe in one program: diagnostics are sorted into their files.
  const probes: Record<string, string> = {
    good: `createServerDispatcher({ handlers: { "tools/call": (params) => ({ content: [{ type: "text", text: params.name }] }) } });
const answer = createClientPairing().response("{}");
if (answer.ok && answer.kind === "result" && answer.method === "tools/list") answer.result.tools.map((t: { name: string }) => t.name);`,
    // Each of these must fail to compile: a result of the wrong shape, a params field that does not exist, an unknown method, an unnarrowed result.
    badResult: `createServerDispatcher({ handlers: { "tools/call": () => ({ content: "text" }) } });`,
    badParams: `createServerDispatcher({ handlers: { "tools/call": (params) => ({ content: [], x: params.nope.length }) } });`,
    badMethod: `createServerDispatcher({ handlers: { "tools/teleport": () => ({}) } });`,
    unnarrowed: `const a = createClientPairing().response("{}"); if (a.ok && a.kind === "result") a.result.tools.map((t: { name: string }) => t.name);`,
  };
  const paths = Object.entries(probes).map(([name, body]) => {
    const path = join(dir, `${name}.ts`);
    writeFileSync(path, `import { createServerDispatcher, createClientPairing } from "./2025-11-25/dispatch.js";\n${body}\n`);
    return path;
  });
  const diagnostics = typecheck(paths);
  const failing = Object.keys(probes).filter((name) => diagnostics.some((d) => d.file === join(dir, `${name}.ts`)));
  assert.equal(failing, ["badResult", "badParams", "badMethod", "unnarrowed"], diagnostics.map((d) => d.message.split("\n")[0]).join("; "));
});

test.run();
