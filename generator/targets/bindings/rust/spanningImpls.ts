import type { SpanningField } from "../plan/spanVersions.js";
import { arm, signature } from "./layout.js";
import { mask, wireName, type SpanningContext } from "./spanningContext.js";
import { rustString } from "./syntax.js";

/** The heads of `impl Value`: `read` from JSON its version's wire type accepted, `write` as a version has it. */
export function valueHead(name: string, ctx: SpanningContext): { impl: string; read: string; write: string } {
  const result = (t: string) => `${ctx.std("Result")}<${t}, Error>`;
  return {
    impl: `impl Value for ${name} {`,
    read: signature("    ", "fn read", ["value: &Json", "version: usize", "path: &str"], result("Self")),
    write: signature("    ", "fn write", ["&self", "version: usize", "path: &str"], result("Json")),
  };
}

/** `impl Spanning`: the spec's name, each key's versions, and each version's wire type. */
export function spanningImpl(name: string, spec: string, versions: readonly string[], fields: readonly SpanningField[], ctx: SpanningContext): string {
  const arms = versions.map((v) => {
    const module = ctx.modules.get(v)!;
    // Two statements in a block, which rustfmt keeps as they are whatever the name's length.
    const type = `                type W = ${module}::${wireName(spec)};`;
    const alias = type.length <= 100 ? type : `                type W =\n                    ${module}::${wireName(spec)};`;
    return `            ${ctx.versions.indexOf(v)} => {\n${alias}\n                Some(check_${module}::<W>(text))\n            }`;
  });
  const nameLine = `    const NAME: &'static str = ${rustString(spec)};`;
  const parts = [nameLine.length <= 100 ? nameLine : `    const NAME: &'static str =\n        ${rustString(spec)};`];
  if (fields.length > 0) {
    const keys = fields.map((f) => arm("            ", rustString(f.wire), mask(f.versions, ctx)));
    parts.push(`    fn field_mask(key: &str) -> u64 {\n        match key {\n${keys.join("\n")}\n            _ => 0,\n        }\n    }`);
  }
  parts.push(
    `${signature("    ", "fn wire", ["version: usize", "text: &str"], `${ctx.std("Option")}<spanning::Checked>`)}\n        match version {\n${arms.join("\n")}\n            _ => None,\n        }\n    }`,
  );
  return `impl Spanning for ${name} {\n${parts.join("\n\n")}\n}`;
}

