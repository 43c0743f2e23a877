/** Rust text laid out as rustfmt lays it out (default settings), so `rustfmt --check` finds nothing to change. */

/** rustfmt's default line width. */
export const maxWidth = 100;

/** rustfmt's `fn_call_width` (60% of the width): longer argument lists go one per line. */
const fnCallWidth = 60;
/** rustfmt's `struct_lit_width`: longer struct literal bodies go one field per line. */
const structLitWidth = 18;

/** `prefix` + `name(args)` + `suffix` at `indent`: one line when it fits, else one argument per line (rustfmt's layout). */
export function callLine(indent: string, prefix: string, name: string, args: readonly string[], suffix: string): string {
  const fits = (line: string) => line.length <= maxWidth && args.join(", ").length <= fnCallWidth;
  const one = `${indent}${prefix}${name}(${args.join(", ")})${suffix}`;
  if (fits(one)) return one;
  // A `let` whose call fits on the next line moves there (rustfmt prefers that to breaking the arguments).
  const next = `${indent}    ${name}(${args.join(", ")})${suffix}`;
  if (prefix.startsWith("let ") && fits(next)) return `${indent}${prefix.trimEnd()}\n${next}`;
  return `${indent}${prefix}${name}(\n${args.map((a) => `${indent}    ${a},`).join("\n")}\n${indent})${suffix}`;
}

/** `let name = value;`, the value on the next line when the line is too long. */
export function letLine(indent: string, name: string, value: string): string {
  const one = `${indent}let ${name} = ${value};`;
  return one.length <= maxWidth ? one : `${indent}let ${name} =\n${indent}    ${value};`;
}

/** A function signature: on one line when it fits, else one parameter per line. */
export function signature(indent: string, head: string, params: readonly string[], ret: string): string {
  const one = `${indent}${head}(${params.join(", ")}) -> ${ret} {`;
  if (one.length <= maxWidth) return one;
  return `${indent}${head}(\n${params.map((p) => `${indent}    ${p},`).join("\n")}\n${indent}) -> ${ret} {`;
}

/** A match arm: `pattern => expr,` when it fits, else the expression in a block. */
export function arm(indent: string, pattern: string, expr: string): string {
  const one = `${indent}${pattern} => ${expr},`;
  if (one.length <= maxWidth) return one;
  return `${indent}${pattern} => {\n${indent}    ${expr}\n${indent}}`;
}

/**
 * A match arm decoding a variant: `let` then the variant, in a block of two statements, which
 * rustfmt never rearranges (a nested call would be laid out by its overflow rules).
 */
export function decodeArm(indent: string, pattern: string, decode: string, wrap: string): string {
  return `${indent}${pattern} => {\n${indent}    let value = ${decode}?;\n${indent}    Ok(${wrap}(value))\n${indent}}`;
}

export function structLiteral(fields: readonly string[]): string {
  const one = `        Ok(Self { ${fields.join(", ")} })`;
  if (fields.length === 0) return "        Ok(Self {})";
  if (one.length <= maxWidth && fields.join(", ").length <= structLitWidth) return one;
  return `        Ok(Self {\n${fields.map((f) => `            ${f},`).join("\n")}\n        })`;
}
