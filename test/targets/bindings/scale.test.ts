import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../../generator/ingest/toModel.js";
import type { JsonValue } from "../../../generator/ir/model.js";
import { bindingLanguages } from "../../../generator/targets/bindings/index.js";
import { buildPlan } from "../../../generator/targets/bindings/plan/buildPlan.js";
import type { RenderedFile } from "../../../generator/targets/bindings/language.js";
import { scaleCases } from "../../../bench/scaleSchemas.js";

// Issue 26: 20,000 definitions made the Rust renderer overflow the stack. Every walk that follows
// references must hold at any chain length: these render every language (no timing here; the
// CPU figures are `npm run bench`'s "Bindings at scale").
const n = 20_000;

async function renderAll(schema: JsonValue): Promise<Map<string, string>> {
  const plan = buildPlan(buildModel(schema));
  const out = new Map<string, string>();
  for (const l of bindingLanguages) {
    const files: RenderedFile[] = (await l.render())(plan);
    out.set(l.id, files.map((f) => f.text).join("\n"));
  }
  return out;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

test("a ring of 20,000 records renders in every language; Rust boxes every link of the cycle", async () => {
  const out = await renderAll(scaleCases.recordChain(n) as JsonValue);
  assert.is(out.size, bindingLanguages.length);
  assert.is(count(out.get("rust")!, "pub next: Option<Box<Def"), n);
  assert.ok(out.get("python")!.includes("class Def19999(OpenModel):"));
});

test("a chain of 20,000 aliases renders in every language: a long chain goes by name, the end stays written out", async () => {
  const out = await renderAll(scaleCases.aliasChain(n) as JsonValue);
  const go = out.get("go")!;
  assert.ok(go.includes("func decodeAliasAlias0(dst *Alias0, data []byte, path string) error {\n\treturn rtArray(decodeAliasAlias1)(dst, data, path)\n}"));
  // The last aliases are a short chain: written out, with no named decoder.
  assert.not.ok(go.includes("func decodeAliasAlias19999("));
  assert.ok(out.get("swift")!.includes("public typealias Alias0 = [Alias1]\n"));
  assert.ok(out.get("kotlin")!.includes("internal fun decodeAliasAlias0(e: JsonElement): Alias0 ="));
  // Python declares each alias after the one it names.
  const py = out.get("python")!;
  assert.ok(py.indexOf("\nAlias19999 = str") < py.indexOf("\nAlias0 = list[Alias1]"));
});

test.run();
