// The TypeScript SDK's src/types.ts with every spec schema it hand-writes replaced by the generated one:
// `export const XSchema = <zod expression>;` becomes `export const XSchema = G.XSchema;` when the generated
// zod.ts exports XSchema. SDK helpers that are not spec-derived stay, and so do the schemas a KEEP file names, each with
// its reason ({ "keep": { "XSchema": "why" } }): those the SDK builds from two protocol revisions at once.
// With SWAP_TYPES=1 its inferred types go too: `export type X = Infer<typeof XSchema>;` becomes
// `export type X = GT.X;` when the generated types.ts (beside zod.ts) exports X and XSchema was swapped.
// Usage: node swapTypes.mjs TYPES_TS GENERATED_ZOD IMPORT_PATH [KEEP_JSON]
import { readFileSync, writeFileSync } from "node:fs";
import { parse } from "@babel/parser";

const [typesFile, zodFile, importPath, keepFile] = process.argv.slice(2);
const text = readFileSync(typesFile, "utf8");
const generated = new Set([...readFileSync(zodFile, "utf8").matchAll(/^export const (\w+Schema)\b/gm)].map((m) => m[1]));
const keep = keepFile ? JSON.parse(readFileSync(keepFile, "utf8")).keep : {};
for (const [name, reason] of Object.entries(keep)) {
  if (!generated.has(name) || typeof reason !== "string" || reason === "") {
    console.error(`swapTypes: ${keepFile} #/keep/${name}: ${generated.has(name) ? "needs its reason" : "not a generated schema"}`);
    process.exit(2);
  }
}
const program = parse(text, { sourceType: "module", plugins: ["typescript"] }).program;
const edits = [];
for (const statement of program.body) {
  const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
  if (declaration?.type !== "VariableDeclaration" || declaration.declarations.length !== 1) continue;
  const [d] = declaration.declarations;
  const name = d.id.type === "Identifier" ? d.id.name : undefined;
  if (!name || !generated.has(name) || name in keep || !d.init) continue;
  edits.push({ start: d.init.start, end: d.init.end, text: `G.${name}`, name });
  // A type annotation on the SDK's const would be its own claim about the schema: ours carries its type.
  if (d.id.typeAnnotation) edits.push({ start: d.id.typeAnnotation.start, end: d.id.typeAnnotation.end, text: "" });
}
const typesText = readFileSync(zodFile.replace(/zod\.ts$/, "types.ts"), "utf8");
const generatedTypes = new Set([...typesText.matchAll(/^export (?:interface|type) (\w+)\b/gm)].map((m) => m[1]));
const swappedSchemas = new Set(edits.filter((e) => e.name).map((e) => e.name));
const typeEdits = [];
if (process.env.SWAP_TYPES === "1") {
  for (const statement of program.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : undefined;
    if (declaration?.type !== "TSTypeAliasDeclaration" || declaration.typeParameters) continue;
    const name = declaration.id.name;
    const t = declaration.typeAnnotation;
    const inferred =
      t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "Infer" &&
      t.typeParameters?.params.length === 1 && t.typeParameters.params[0].type === "TSTypeQuery" &&
      t.typeParameters.params[0].exprName.type === "Identifier" && t.typeParameters.params[0].exprName.name === `${name}Schema`;
    if (!inferred || !generatedTypes.has(name) || !swappedSchemas.has(`${name}Schema`)) continue;
    typeEdits.push({ start: t.start, end: t.end, text: `GT.${name}` });
  }
}
edits.push(...typeEdits);
edits.sort((a, b) => b.start - a.start);
let out = text;
for (const e of edits) out = out.slice(0, e.start) + e.text + out.slice(e.end);
// After the last import: the generated module, as one namespace.
const lastImport = program.body.filter((s) => s.type === "ImportDeclaration").at(-1);
const at = lastImport ? lastImport.end : 0;
const typesImport = typeEdits.length > 0 ? `\nimport type * as GT from '${importPath.replace(/zod\.js$/, "types.js")}';` : "";
out = `${out.slice(0, at)}\nimport * as G from '${importPath}';${typesImport}${out.slice(at)}`;
writeFileSync(typesFile, out);
const swapped = [...swappedSchemas];
if (process.env.SWAP_TYPES === "1") console.log(`swapTypes: ${typeEdits.length} inferred types re-exported from types.js`);
const kept = Object.keys(keep).length;
console.log(`swapTypes: ${swapped.length} schemas re-exported from ${importPath}; ${kept} kept by ${keepFile ?? "no keep file"}; ${generated.size - swapped.length - kept} generated schemas the SDK does not name`);
