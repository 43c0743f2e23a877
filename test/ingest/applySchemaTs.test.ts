import { test } from "uvu";
import * as assert from "uvu/assert";
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applySchemaTs } from "../../generator/ingest/applySchemaTs.ts";
import { buildModel } from "../../generator/ingest/toModel.ts";
import { resolveSources } from "../../generator/ingest/sources.ts";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { listDeprecations } from "../../generator/schemaTs/listDeprecations.ts";
import { prepare } from "../../generator/generate.ts";
import { resolveOptions } from "../../generator/options.ts";
import { diffModels } from "../../generator/diff/diffModels.ts";
import type { Definition, EnumNode, JsonValue, Model, Property, TypeNode } from "../../generator/ir/model.ts";
import { renderFiles } from "../helpers/generate.ts";
import { runCli } from "../helpers/cli.ts";
import { schemasDir } from "../helpers/paths.ts";

const fixtureJson: JsonValue = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $defs: {
    Base: { type: "object", properties: { a: { type: "string" }, keep: { type: "string" } } },
    Derived: { type: "object", properties: { a: { type: "string" }, keep: { type: "string" }, c: { type: "string" } } },
    Old: { type: "object", deprecated: true, properties: {} },
    Bare: { type: "string" },
    Level: { enum: ["debug", "trace"], type: "string" },
    Params: {
      type: "object",
      properties: { mode: { enum: ["fast", "none", "slow"], type: "string" }, both: { allOf: [{ $ref: "#/$defs/Base" }] } },
    },
    Mixed: { allOf: [{ $ref: "#/$defs/Base" }, { type: "object", properties: { x: { type: "string" } } }] },
  },
};

const fixtureTs = `
export interface Base {
  /** @deprecated Use \`keep\`. */
  a?: string;
  keep?: string;
}
export interface Derived extends Base {
  /** Redeclared without the tag: current here, as TypeScript reads it. */
  keep?: string;
  c?: string;
}
/**
 * Old.
 * @deprecated Gone in the next release.
 */
export interface Old {}
/** @deprecated */
export type Bare = string;
export enum Level {
  Debug = "debug",
  /** @deprecated Use Debug. */
  Trace = "trace",
}
export interface Params {
  /** @deprecated The "fast" and \`slow\` values are deprecated; use "none". */
  mode?: "fast" | "none" | "slow";
}
export type Mixed = Base & {
  /** @deprecated No x. */
  x?: string;
};
`;

const byName = (m: Model, name: string): Definition => m.definitions.find((d) => d.name === name)!;
const objectOf = (t: TypeNode) => (t.kind === "object" ? t : t.kind === "intersection" ? t.members.find((m) => m.kind === "object") : undefined)!;
const prop = (m: Model, def: string, name: string): Property =>
  (objectOf(byName(m, def).type) as Extract<TypeNode, { kind: "object" }>).properties.find((p) => p.name === name)!;

test("tags reach definitions, properties (inherited through bases), enum members and the values a tag names", () => {
  const model = buildModel(fixtureJson);
  const before = JSON.stringify(model);
  const out = applySchemaTs(model, readSchemaTs(fixtureTs));
  assert.is(JSON.stringify(model), before, "input model untouched");
  assert.equal(byName(out, "Old").deprecated, { reason: "Gone in the next release." }, "keyword + tag: the tag's reason");
  assert.equal(byName(out, "Bare").deprecated, {}, "a bare tag: deprecated, no reason");
  assert.equal(prop(out, "Base", "a").deprecated, { reason: "Use `keep`." });
  assert.equal(prop(out, "Derived", "a").deprecated, { reason: "Use `keep`." }, "inherited from Base");
  assert.is(prop(out, "Derived", "keep").deprecated, undefined);
  assert.is(prop(out, "Derived", "c").deprecated, undefined);
  assert.equal(prop(out, "Mixed", "x").deprecated, { reason: "No x." }, "a member of an alias's object literal");
  assert.equal((byName(out, "Level").type as EnumNode).deprecatedValues, [{ value: "trace", deprecated: { reason: "Use Debug." } }]);
  const mode = prop(out, "Params", "mode");
  const reason = 'The "fast" and `slow` values are deprecated; use "none".';
  assert.equal(mode.deprecated, { reason });
  assert.equal((mode.type as EnumNode).deprecatedValues, [
    { value: "fast", deprecated: { reason } },
    { value: "slow", deprecated: { reason } },
  ]);
  assert.equal(applySchemaTs(out, readSchemaTs(fixtureTs)), out, "idempotent");
});

test("a tag's text names values only in a sentence that says they are deprecated; hostile text is read, not trusted", () => {
  const model = buildModel(fixtureJson);
  const withReason = (reason: string) => {
    const ts = readSchemaTs(fixtureTs);
    const declarations = ts.declarations.map((d) => (d.name === "Params" ? { ...d, members: [{ name: "mode", deprecated: { reason } }] } : d));
    return (prop(applySchemaTs(model, { ...ts, declarations }), "Params", "mode").type as EnumNode).deprecatedValues?.map((d) => d.value);
  };
  assert.equal(withReason('Values "fast", `slow` are soft-deprecated.'), ["fast", "slow"]);
  assert.equal(withReason('Use "none"; "fast" stays.'), undefined);
  assert.equal(withReason('The "nope" value is deprecated.'), undefined, "only values the enum has");
  // Many quoted tokens and no verdict: no value, and (the pattern has no ambiguous repetition) no runaway matching.
  assert.equal(withReason(`values ${'`"fast"` , '.repeat(20000)}`), undefined);
});

/** A release's IR as generation builds it: with the schema.ts beside its schema.json, or (false) without. */
async function modelOf(v: string, schemaTs?: false): Promise<Model> {
  const options = resolveOptions({ specs: [v], schemaDir: schemasDir, download: false, schemaTs });
  const [source] = await resolveSources(options);
  assert.is(source!.schemaTs?.location, schemaTs === false ? undefined : join(schemasDir, v, "schema.ts"));
  return (await prepare(source!, options)).model;
}

/** Every tag of a release's schema.ts, as the IR built with it as second source carries it. */
async function tagsInModel(v: string) {
  const model = await modelOf(v);
  const tags = listDeprecations(readSchemaTs(readFileSync(join(schemasDir, v, "schema.ts"), "utf8")));
  const inModel = tags.map((t) => (t.property === undefined ? byName(model, t.name).deprecated : prop(model, t.name, t.property).deprecated));
  return { model, tags, inModel };
}

for (const v of ["2026-07-28", "draft"]) {
  test(`${v}: its 21 @deprecated tags reach the IR with their text, the TS output and the diff from 2025-11-25`, async () => {
    const { model, tags, inModel } = await tagsInModel(v);
    assert.is(tags.length, 21);
    assert.equal(inModel, tags.map((t) => ({ reason: t.note })));
    assert.ok(tags.every((t) => t.note.length > 0));
    const includeContext = prop(model, "CreateMessageRequestParams", "includeContext").type as EnumNode;
    assert.equal(includeContext.deprecatedValues?.map((d) => d.value), ["allServers", "thisServer"]);

    // Without schema.ts, schema.json alone says nothing of it (the deprecation patches are gone).
    assert.is((await modelOf(v, false)).definitions.filter((d) => d.deprecated).length, 0);

    const [types] = (await renderFiles({ specs: [v], targets: ["ts"] })).filter((f) => f.path === `${v}/types.ts`);
    const emitted: string[] = types!.contents.match(/@deprecated [^\n]*/g) ?? [];
    assert.is(emitted.length, 21);
    for (const t of tags) assert.ok(emitted.includes(`@deprecated ${t.note.split("\n")[0]!.replace(/\*\//g, "*\\/")}`), `${t.name}.${t.property}`);
    assert.match(types!.contents, /\* @deprecated Deprecated as of protocol version 2026-07-28 \(SEP-2577\)\.\n\s*\* Remains in the specification for at least twelve months; see the\n/);

    const changes = diffModels(await modelOf("2025-11-25"), model).filter((c) => c.rule === "newly-deprecated" || c.rule === "still-deprecated");
    const paths = new Map(changes.map((c) => [c.path, c.args as { note?: string; source?: string }]));
    for (const t of tags) {
      const path = t.property === undefined ? t.name : `${t.name}/properties/${t.property.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      // A tag whose text deprecates only some values of the property's enum is reported at those values.
      const type = t.property === undefined ? undefined : prop(model, t.name, t.property).type;
      const values = type?.kind === "enum" ? (type.deprecatedValues ?? []).map((d) => `${path}/enum/${String(d.value)}`) : [];
      for (const at of values.length > 0 ? values : [path]) assert.equal(paths.get(at), { ...paths.get(at), note: t.note, source: "schema.ts" }, at);
    }
    assert.is(changes.filter((c) => c.rule === "newly-deprecated" && !c.path.startsWith("methods/")).length, 20, "20 newly, includeContext's values were soft-deprecated already");
  });
}

test("provenance names the schema.ts read, by its upstream URL and sha256; none when schema.json is read alone", async () => {
  const options = resolveOptions({ specs: ["2026-07-28"], schemaDir: schemasDir, download: false });
  const input = await prepare((await resolveSources(options))[0]!, options);
  assert.equal(input.provenance.schemaTs, {
    location: "https://raw.githubusercontent.com/modelcontextprotocol/modelcontextprotocol/main/schema/2026-07-28/schema.ts",
    sha256: "742750af0bb8c716e7030c4977c992b55d1adc4407e9e66997db5846baedc2cd",
  });
  const alone = resolveOptions({ specs: ["2026-07-28"], schemaDir: schemasDir, download: false, schemaTs: false });
  assert.is((await prepare((await resolveSources(alone))[0]!, alone)).provenance.schemaTs, undefined);
});

test("--schema-ts FILE for one source; refused for several; --no-schema-ts reads none; a schema.ts pin mismatch stops", () => {
  const dir = mkdtempSync(join(tmpdir(), "schema-ts-"));
  const ts = join(dir, "types.ts");
  writeFileSync(ts, fixtureTs);
  mkdirSync(join(dir, "in"));
  writeFileSync(join(dir, "in", "fixture.json"), JSON.stringify(fixtureJson));
  const out = join(dir, "out");
  const one = runCli(["generate", "--schema", join(dir, "in", "fixture.json"), "--schema-ts", ts, "--out", out]);
  assert.is(one.status, 0, one.stderr);
  const types = readFileSync(join(out, "fixture", "types.ts"), "utf8");
  assert.match(types, /@deprecated Gone in the next release\./);
  const two = runCli(["generate", "--spec", "2026-07-28", "--spec", "draft", "--schema-ts", ts, "--out", out]);
  assert.is(two.status, 2);
  assert.match(two.stderr, /--schema-ts names one schema\.ts, but 2 sources are given/);
  const none = runCli(["generate", "--spec", "2026-07-28", "--no-schema-ts", "--out", out]);
  assert.is(none.status, 0, none.stderr);
  assert.not.match(readFileSync(join(out, "2026-07-28", "types.ts"), "utf8"), /@deprecated/);
  // A schema dir whose 2026-07-28/schema.ts is not the pinned upstream file.
  const mirror = join(dir, "mirror", "2026-07-28");
  mkdirSync(mirror, { recursive: true });
  writeFileSync(join(mirror, "schema.json"), readFileSync(join(schemasDir, "2026-07-28", "schema.json")));
  writeFileSync(join(mirror, "schema.ts"), fixtureTs);
  const bad = runCli(["generate", "--spec", "2026-07-28", "--schema-dir", join(dir, "mirror"), "--out", out]);
  assert.is(bad.status, 2, bad.stderr);
  assert.match(bad.stderr, /schema\.ts/);
  assert.match(bad.stderr, /742750af0bb8c716e7030c4977c992b55d1adc4407e9e66997db5846baedc2cd/);
});

test.run();
