import { assertNever } from "../../../ir/model.js";
import type { SpanningDeclaration, SpanningField } from "../plan/spanVersions.js";
import { taggedRecords } from "../plan/spanFacts.js";
import { pascalWords, wordsOf } from "../plan/words.js";
import { docLines } from "../syntax/text.js";
import { arm, callLine, signature } from "./layout.js";
import { renderConstruction, type StoredField } from "./render.js";
import { deprecation, held, mask, spanDoc, spell, type SpanningContext } from "./spanningContext.js";
import { spanningImpl, valueHead } from "./spanningImpls.js";
import { kindMembers, renderKinds, renderTagged } from "./spanningUnions.js";
import { renderPicked } from "./spanningShapes.js";
import { rustDoc, rustName, rustString, rustSyntax } from "./syntax.js";

type SpanningRecord = SpanningDeclaration & { kind: "record" };

export function renderSpanningDeclaration(d: SpanningDeclaration, ctx: SpanningContext): string {
  const name = ctx.name(d.name);
  const head = `${spanDoc(d.doc, d.versions, ctx.versions, "")}${d.doc || d.versions.length < ctx.versions.length ? "\n" : ""}${deprecation(d.name, "", ctx)}`;
  switch (d.kind) {
    case "record":
      return renderRecord(d, name, head, ctx);
    case "enum":
      return renderEnum(d, name, head, ctx);
    case "tagged": {
      const members = taggedRecords(d, ctx.byName);
      if (members) return renderTagged(d, name, head, members, ctx);
      return `${head}${oneOf(d.members)}pub type ${name} = Json;`;
    }
    case "shape": {
      const members = kindMembers(d.members, ctx);
      if (members) return renderKinds(d, name, head, members, ctx);
      const picked = ctx.shapes.get(d.name);
      if (picked) return renderPicked(d, name, head, picked, ctx);
      return `${head}${oneOf(d.members.map((m) => spell(m, ctx)))}pub type ${name} = Json;`;
    }
    case "alias":
      if (d.type.kind === "map" || d.type.kind === "array") return renderNewtype(d, name, head, ctx);
      return `${head}pub type ${name} = ${spell(d.type, ctx)};`;
    default:
      return assertNever(d, "spanning declaration");
  }
}

/** The doc line of a union kept as any JSON. */
function oneOf(members: readonly string[]): string {
  return `${rustDoc(docLines(`One of: ${members.join(", ")} (the version's wire module tells them apart).`), "")}\n`;
}

interface RecordField extends StoredField {
  field: SpanningField;
  /** The versions whose declaration requires it. */
  requiredIn: readonly string[];
}

function renderRecord(r: SpanningRecord, name: string, head: string, ctx: SpanningContext): string {
  const seen = new Set<string>();
  const fields: RecordField[] = r.fields.map((f) => {
    let id = rustSyntax.fieldName(f.words).text;
    while (seen.has(id)) id = `${id}_field`;
    seen.add(id);
    // A constant every version requires is not stored: it is always written.
    const stored = !(f.required && f.type.kind === "literal");
    return { f: { wire: f.wire, required: f.required }, field: f, id, stored, value: held(f.type, r.name, ctx), requiredIn: ctx.facts.requiredIn(r.name, f.wire) };
  });
  const lines: string[] = [];
  for (const x of fields.filter((x) => x.stored)) {
    const comment = spanDoc(x.field.doc, x.field.versions, r.versions, "    ");
    if (comment) lines.push(comment);
    const attribute = deprecation(`${r.name}/${x.field.wire}`, "    ", ctx);
    if (attribute) lines.push(attribute.trimEnd());
    const type = x.f.required ? x.value : `${ctx.std("Option")}<${x.value}>`;
    const line = `    pub ${x.id}: ${type},`;
    lines.push(line.length <= 100 ? line : `    pub ${x.id}:\n        ${type},`);
  }
  lines.push("    /// Members that are not fields of the version decoded, written back as read.", `    pub extra: BTreeMap<${ctx.std("String")}, Json>,`);
  // Default where every field has a sound empty value: unset, or an empty list or map.
  const defaultable = fields.every((x) => !x.stored || !x.f.required || x.field.type.kind === "array" || x.field.type.kind === "map");
  const decl = `${head}#[derive(Debug, Clone, PartialEq${defaultable ? ", Default" : ""})]\npub struct ${name} {\n${lines.join("\n")}\n}`;
  // A setter of a field some version deprecates is deprecated too: the user's call warns.
  const construction = renderConstruction(name, fields, true, (x) => deprecation(`${r.name}/${x.f.wire}`, "    ", ctx).trimEnd());
  const h = valueHead(name, ctx);
  const constants = fields.filter((x) => !x.stored);
  const stored = fields.filter((x) => x.stored);
  const read = [`        let ${constants.length > 0 || stored.length > 0 ? "mut " : ""}object = spanning::object(value, version, path)?;`];
  for (const x of constants) read.push(`        spanning::constant(&mut object, ${rustString(x.f.wire)});`);
  const inits = stored.map((x) => {
    const key = rustString(x.f.wire);
    const args = x.f.required ? ["&mut object", key, "version", "path"] : ["&mut object", key, mask(x.field.versions, ctx), "version", "path"];
    return callLine("            ", `${x.id}: `, x.f.required ? "spanning::required" : "spanning::optional", args, "?,");
  });
  read.push(stored.length === 0 ? "        Ok(Self { extra: object })" : `        Ok(Self {\n${inits.join("\n")}\n            extra: object,\n        })`);
  const write = [`        let ${fields.length > 0 ? "mut " : ""}object = spanning::Object::new(${rustString(r.name)}, version, path);`];
  if (write[0]!.length > 100) write[0] = callLine("        ", `let ${fields.length > 0 ? "mut " : ""}object = `, "spanning::Object::new", [rustString(r.name), "version", "path"], ";");
  for (const x of fields) write.push(writeField(x, ctx));
  write.push("        object.end(&self.extra)");
  const value = `${h.impl}\n${h.read}\n${read.join("\n")}\n    }\n\n${h.write}\n${write.join("\n")}\n    }\n}`;
  return [decl, ...construction, value, spanningImpl(name, r.name, r.versions, r.fields, ctx)].join("\n\n");
}

function writeField(x: RecordField, ctx: SpanningContext): string {
  const key = rustString(x.f.wire);
  const constant = x.field.type.kind === "literal" ? rustString(JSON.stringify(x.field.type.value)) : undefined;
  if (!x.stored) return callLine("        ", "", "object.constant", [key, constant!], ";");
  if (x.f.required) return callLine("        ", "", "object.required", [key, `&self.${x.id}`], "?;");
  const versions = mask(x.field.versions, ctx);
  if (constant !== undefined && x.requiredIn.length > 0) {
    return callLine("        ", "", "object.defaulted", [key, versions, mask(x.requiredIn, ctx), constant, `&self.${x.id}`], "?;");
  }
  return callLine("        ", "", "object.optional", [key, versions, `&self.${x.id}`], "?;");
}

function renderEnum(d: SpanningDeclaration & { kind: "enum" }, name: string, head: string, ctx: SpanningContext): string {
  const seen = new Set<string>();
  const variants = d.values.map((wire) => {
    let id = pascalWords(wordsOf(wire));
    if (!/^[A-Za-z]/.test(id)) id = `Value${id}`;
    if (id === "Self") id = "SelfValue";
    while (seen.has(id)) id = `${id}Value`;
    seen.add(id);
    return { id: rustName(id).text, wire };
  });
  const rows = variants.map((v) => `    /// ${rustString(v.wire).replace(/^"|"$/g, "`")}\n${deprecation(`${d.name}=${v.wire}`, "    ", ctx)}    ${v.id},`);
  const decl = `${head}#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum ${name} {\n${rows.join("\n")}\n}`;
  const asStr = `impl ${name} {
    /// The value as written on the wire.
    pub fn as_str(&self) -> &'static str {
        match self {
${variants.map((v) => arm("            ", `Self::${v.id}`, rustString(v.wire))).join("\n")}
        }
    }
}`;
  const h = valueHead(name, ctx);
  const value = `${h.impl}
${h.read}
        let text = <${ctx.std("String")} as Value>::read(value, version, path)?;
        match text.as_str() {
${variants.map((v) => arm("            ", rustString(v.wire), `Ok(Self::${v.id})`)).join("\n")}
            other => Err(spanning::unknown_value(other, version, path)),
        }
    }

${h.write.replace("version: usize, path: &str", "_version: usize, _path: &str")}
        Ok(Json::String(self.as_str().to_string()))
    }
}`;
  return [decl, asStr, value, spanningImpl(name, d.name, d.versions, [], ctx)].join("\n\n");
}

/** A map or list alias: a type of its own (`decode` and `encode` find its wire types by it), holding the value. */
function renderNewtype(d: SpanningDeclaration & { kind: "alias" }, name: string, head: string, ctx: SpanningContext): string {
  const inner = spell(d.type, ctx);
  const decl = `${head}#[derive(Debug, Clone, PartialEq, Default)]\npub struct ${name}(pub ${inner});`;
  const from = `impl From<${inner}> for ${name} {\n${signature("    ", "fn from", [`value: ${inner}`], "Self")}\n        Self(value)\n    }\n}`;
  const h = valueHead(name, ctx);
  const value = `${h.impl}\n${h.read}\n        Value::read(value, version, path).map(Self)\n    }\n\n${h.write}\n        self.0.write(version, path)\n    }\n}`;
  return [decl, from, value, spanningImpl(name, d.name, d.versions, [], ctx)].join("\n\n");
}
