import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSchemaTsFacts } from "../../../generator/schemaTs/readSchemaTsFacts.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { schemasDir, versions } from "../../helpers/paths.ts";
import { typecheck } from "../../helpers/tsc.ts";

const files = renderFiles({ specs: [...versions], targets: ["ts", "zod"] });
const place = (p: { name: string; path: string[] }) => `${p.name}/${p.path.join("/")}`;

test("types.ts writes `any` exactly where schema.ts does (and where a declaration inherits it), schema.ts's constants as it writes them", async () => {
  const out = await files;
  for (const version of versions) {
    const spec = readSchemaTsFacts(readFileSync(join(schemasDir, version, "schema.ts"), "utf8"), "schema.ts");
    const ours = readSchemaTsFacts(out.find((f) => f.path === `${version}/types.ts`)!.contents, "types.ts");
    const ourPlaces = new Set(ours.anyPlaces.map(place));
    for (const p of spec.anyPlaces) assert.ok(ourPlaces.has(place(p)), `${version}: ${place(p)} is any`);
    // Elsewhere only where the member is inherited unchanged from a place schema.ts writes `any` (JSONRPCRequest.params).
    const written = new Set(spec.anyPlaces.map((p) => p.path.join("/")));
    for (const p of ours.anyPlaces) assert.ok(written.has(p.path.join("/")), `${version}: ${place(p)} is not any in schema.ts`);
    assert.equal(ours.constants.map((c) => [c.name, c.value]), spec.constants.map((c) => [c.name, c.value]), version);
  }
});

test("the compiler tells any from unknown: Request.params values are any, RequestParams._meta values unknown; XRequest extends Request", async () => {
  const dir = writeTemp(await files, "mcp-codegen-any-");
  const lines = [
    "type IsAny<T> = 0 extends 1 & T ? true : false;",
    'import type * as T from "./2025-11-25/types.js";',
    'import { LATEST_PROTOCOL_VERSION, JSONRPC_VERSION, METHOD_NOT_FOUND } from "./2025-11-25/types.js";',
    "export const a: IsAny<NonNullable<T.Request['params']>[string]> = true;",
    "export const b: IsAny<NonNullable<T.Notification['params']>[string]> = true;",
    "export const c: IsAny<NonNullable<T.RequestParams['_meta']>[string]> = false;",
    "export const d: IsAny<NonNullable<T.JSONRPCRequest['params']>[string]> = true;",
    "export function e<R extends T.Request>(r: R): R { return r; }",
    "export const f = (x: T.CallToolRequest) => e(x);",
    'export const g: "2025-11-25" = LATEST_PROTOCOL_VERSION;',
    'export const h: "2.0" = JSONRPC_VERSION;',
    "export const i: -32601 = METHOD_NOT_FOUND;",
    // Controls, which must fail: unknown is not any.
    "export const control1: IsAny<NonNullable<T.RequestParams['_meta']>[string]> = true;",
  ];
  writeFileSync(join(dir, "check.ts"), lines.join("\n"));
  const diagnostics = typecheck([join(dir, "check.ts")]).map((d) => `${d.line}`);
  assert.equal(diagnostics, [String(lines.length)]);
});

test.run();
