import { test } from "uvu";
import * as assert from "uvu/assert";
import { join } from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { schemaPath, versions } from "../../helpers/paths.ts";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { parseSchema } from "../../../generator/ingest/load.ts";
import { renderFiles, writeTemp } from "../../helpers/generate.ts";
import { typecheck } from "../../helpers/tsc.ts";
import { releaseFidelity } from "../../helpers/fidelity.ts";
import { resolveOptions, type ObjectTypes } from "../../../generator/options.ts";
import { validateConfig } from "../../../generator/config/validateConfig.ts";
import { emitTypes } from "../../../generator/targets/ts/emitTypes.ts";
import type { Model } from "../../../generator/ir/model.ts";

/**
 * The TypeScript SDK 1.30.0 (src/shared/protocol.ts) sends a parsed `TaskStatusNotification` as its type parameter
 * `SendNotificationT extends Notification`; with its types swapped for the generated ones this was TS2352 twice.
 */
const sdkPattern = `import type * as T from "./2025-11-25/types.js";
export const send = <N extends T.Notification>(n: T.TaskStatusNotification): N => n as N;
export const sendRequest = <R extends T.Request>(r: T.GetTaskRequest): R => r as R;
`;

const sdkCheck = async (objectTypes: ObjectTypes) => {
  const dir = writeTemp(await renderFiles({ specs: ["2025-11-25"], targets: ["ts"], objectTypes, envelope: "separate" }));
  writeFileSync(join(dir, "check.ts"), sdkPattern);
  return typecheck([join(dir, "check.ts")]).map((d) => `${d.line}: ${d.message.split("\n")[0]}`);
};

test("objectTypes: mapped types convert to a type parameter constrained by their base (the SDK's `x as T`), aliases do not", async () => {
  // The SDK's message shapes (envelope "separate"): with the envelope in the message, `jsonrpc` is what its base lacks.
  assert.equal(await sdkCheck("mapped"), []);
  const alias = await sdkCheck("alias");
  assert.equal(alias.map((d) => d.slice(0, d.indexOf(" to type"))), ["2: Conversion of type 'TaskStatusNotification'", "3: Conversion of type 'GetTaskRequest'"]);
});

test("objectTypes: mapped wraps each object and intersection definition in Flatten<...>, the alias text inside", () => {
  const model = buildModel(parseSchema(readFileSync(schemaPath("2025-11-25"), "utf8"), "2025-11-25"));
  const alias = emitTypes(model, "alias").map((c) => c.text);
  const mapped = emitTypes(model, "mapped").map((c) => c.text);
  const helper = mapped.findIndex((t) => t.includes("type Flatten<T> = { [K in keyof T]: T[K] };"));
  assert.is(helper, (model.constants ?? []).length, "Flatten comes after the constants");
  mapped.splice(helper, 1);
  assert.is(mapped.length, alias.length);
  let wrapped = 0;
  for (const [i, text] of mapped.entries()) {
    const unwrapped = text.replace(/^((?:.|\n)*?export type \S+ = )Flatten<((?:.|\n)*)>;\n$/, "$1$2;\n");
    if (unwrapped !== text) wrapped++;
    assert.is(unwrapped, alias[i]);
  }
  const kinds = model.definitions.filter((d) => d.type.kind === "intersection" || (d.type.kind === "object" && !alias.some((t) => t.includes(`export type ${d.name} = object;`))));
  assert.is(wrapped, kinds.length);
  console.log(`  mapped (2025-11-25): ${wrapped} of ${model.definitions.length} definitions wrapped`);
  // Unions stay as they are: the mapped form is for object types.
  assert.ok(mapped.some((t) => /export type ClientRequest = [A-Z]/.test(t)), "ClientRequest stays a union");
});

test("objectTypes: mapped output of all six versions compiles with tsc --strict and matches each release's schema.ts", async () => {
  const files = await renderFiles({ specs: [...versions], targets: ["ts"], objectTypes: "mapped" });
  assert.equal(typecheck([join(writeTemp(files), "index.ts")]), []);
  const result = await releaseFidelity({ objectTypes: "mapped" });
  for (const [v, { names, failing }] of result) {
    console.log(`  fidelity (mapped): ${v} ${names.length - failing.size}/${names.length}`);
    for (const [n, m] of failing) console.log(`    ${n}: ${m}`);
  }
  assert.equal(Object.fromEntries([...result].map(([v, r]) => [v, [...r.failing.keys()]])), Object.fromEntries(versions.map((v) => [v, []])));
});

test("objectTypes: the mapped helper takes a name no declaration has", () => {
  const object = (name: string) => ({
    name,
    type: { kind: "object", properties: [], requiredOnly: ["x"], additional: { kind: "closed" }, patternProperties: [] },
  });
  const model = { definitions: [object("Flatten"), object("Flatten_")] } as unknown as Model;
  const text = emitTypes(model, "mapped").map((c) => c.text).join("");
  assert.ok(text.includes("type Flatten__<T> ="), text);
  assert.ok(text.includes("export type Flatten = Flatten__<{"), text);
});

test("objectTypes: mapped is a valid option and config value", () => {
  assert.is(resolveOptions({ objectTypes: "mapped" }).objectTypes, "mapped");
  assert.equal(validateConfig({ objectTypes: "mapped" }, "c.json"), { objectTypes: "mapped" });
});

test.run();
