import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildModel } from "../../../generator/ingest/toModel.ts";
import { fillTemplate } from "../../../generator/emit/template.ts";
import { transpiledPieces } from "../../../generator/targets/validators/transpiledPieces.ts";
import { emitValidatorModule } from "../../../generator/targets/validators/module.ts";
import { exportClause, transpile, transpilePiece } from "../../../generator/targets/validators/transpile.ts";
import { readJson, schemaPath, versions } from "../../helpers/paths.ts";

for (const version of versions) {
  test(`${version}: validators.js transpiled a batch at a time is the whole file's transform, export clause included`, async () => {
    const model = buildModel(readJson(schemaPath(version)) as never);
    const header = "// header";
    const module = emitValidatorModule({ model, header, file: version });
    const whole = `${header}\n\n${transpile(fillTemplate("validators", "validators.ts", module.source), "validators.ts")}`;
    const { lead, pieces } = await transpiledPieces("validators.ts", module.source, ["header"]);
    assert.ok(pieces.length > 1, "cut into pieces");
    assert.is(`${lead}\n\n${pieces.join("")}`, whole);
  });
}

test("the export clause is taken apart and put back as esbuild prints it: sorted by exported name, aliases kept", () => {
  const source = "export function b(): void {}\nfunction q() {}\nexport { q as B_ };\nexport const a = 1;\n";
  const piece = transpilePiece(source, "x.ts");
  assert.equal(piece.exports, [{ local: "q", exported: "B_" }, { local: "a", exported: "a" }, { local: "b", exported: "b" }]);
  assert.not.match(piece.code, /export/);
  assert.is(piece.code + exportClause(piece.exports), transpile(source, "x.ts"));
  assert.is(exportClause([]), "");
});

test.run();
