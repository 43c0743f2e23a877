/** The lines of a record's or a shape union's members: field declarations and the setters Jackson reads keys through. */
import type { Code } from "../../../emit/code.js";
import type { Field, PlanType } from "../plan/model.js";
import { callLines, conditionLines, paramLines, width } from "./layout.js";
import { javaString } from "./syntax.js";
import { unaliased } from "../plan/renderContext.js";
import { type Context, javaType, acceptsNull, contentOf } from "./types.js";

/**
 * The annotations of a setter that reads a key (a record's `Builder`, a shape union's `Keys`): its key, and
 * `Nulls.FAIL` where the schema refuses JSON `null` for the value or its elements. Jackson calls a setter only for
 * a key present, so an absent key stays unset and only an explicit `null` fails, at its path (no injection: a
 * creator argument would read absent and `null` alike).
 */
export function setterAnnotations(field: Field, ctx: Context): string[] {
  const refusesNull = !acceptsNull(field.type, ctx);
  const content = contentOf(field.type, ctx);
  const contentNulls = content !== undefined && !acceptsNull(content, ctx);
  const nulls = [...(refusesNull ? ["nulls = Nulls.FAIL"] : []), ...(contentNulls ? ["contentNulls = Nulls.FAIL"] : [])];
  return [`@JsonProperty(${javaString(field.wire).text})`, ...(nulls.length > 0 ? [`@JsonSetter(${nulls.join(", ")})`] : [])];
}

/** Whether a field holds any JSON as `Object`: JSON `null` there is `JsonNull.NULL`, apart from absent (`null`). */
export function holdsJsonNull(t: PlanType, ctx: Context): boolean {
  return unaliased(t, ctx.declarations).kind === "json";
}

/**
 * Whether a key is required but may be JSON `null` (2025-11-25's `ttl`): `null` is then a value, not absence, so
 * the builder and a shape union's keys record that the key was set in a flag of its own (`presenceFlag`), and the
 * record writes the key even when `null`.
 */
export function requiredNullable(field: Field, ctx: Context): boolean {
  return field.required && unaliased(field.type, ctx.declarations).kind === "nullable";
}

/** The wire name a key's presence flag takes in naming (`ttlSet`): named with the scope's other members (`uniqueWords`). */
export const presenceFlag = (wire: string) => `${wire}Set`;

/** `private Type name;` (and an initialiser) at `indent`, the name on a continuation line when it does not fit. */
export function fieldDeclarationLines(type: string, id: string, init: string, indent: string): string[] {
  const one = `${indent}private ${type} ${id}${init};`;
  return one.length <= width ? [one] : [`${indent}private ${type}`, `${indent}    ${id}${init};`];
}

/** The JSON kind each scalar Java type takes, and the test of the value Jackson read as `Object`. */
export const scalarKinds: Readonly<Record<string, { what: string; test: (v: string) => string; value: (v: string) => string }>> = {
  String: { what: "a string", test: (v) => `(${v} instanceof String)`, value: (v) => `(String) ${v}` },
  Long: { what: "an integer", test: (v) => `(${v} instanceof Integer || ${v} instanceof Long)`, value: (v) => `${v} == null ? null : ((Number) ${v}).longValue()` },
  Boolean: { what: "a boolean", test: (v) => `(${v} instanceof Boolean)`, value: (v) => `(Boolean) ${v}` },
};

/**
 * Jackson's setter of a key: `setterName(Type id)` with the key's annotations. A string, integer or boolean is read
 * as `Object` and its JSON kind checked, so no mapper setting can coerce `5` to `"5"`, `"7"` to `7` or `1.5` to `1`
 * (a plain `ObjectMapper` would); any JSON keeps an explicit `null` as `JsonNull.NULL`.
 */
export function jsonSetterLines(field: Field, id: string, setterName: string, ctx: Context, flag?: string): string[] {
  const type = javaType(field.type, ctx, true);
  const scalar = scalarKinds[type];
  const annotations = setterAnnotations(field, ctx);
  if (scalar === undefined) {
    const assigned = holdsJsonNull(field.type, ctx) ? `${id} == null ? JsonNull.NULL : ${id}` : id;
    return setterLines(annotations, "void", setterName, id, type, assigned, false, flag);
  }
  return [
    ...annotations.map((a) => `    ${a}`),
    ...paramLines(`    private void ${setterName}`, [{ annotations: [], declaration: `Object ${id}` }], " {", "    "),
    ...conditionLines([`${id} != null`, `!${scalar.test(id)}`], "      "),
    ...callLines("throw new IllegalArgumentException", [javaString(`${field.wire} must be ${scalar.what}`).text], ";", "        "),
    "      }",
    ...assignment(`this.${id}`, scalar.value(id), "      "),
    ...(flag === undefined ? [] : [`      this.${flag} = true;`]),
    "    }",
  ];
}

/** A setter of a builder (`Builder name(Type name)`, returning itself) or of a union's keys (`void`); `flag` records the key set. */
export function setterLines(annotations: readonly string[], returns: string, setterName: string, id: string, type: string, assigned: string, fluent: boolean, flag?: string): string[] {
  return [
    ...annotations.map((a) => `    ${a}`),
    ...paramLines(`    ${fluent ? "public" : "private"} ${returns} ${setterName}`, [{ annotations: [], declaration: `${type} ${id}` }], " {", "    "),
    ...assignment(`this.${id}`, assigned, "      "),
    ...(flag === undefined ? [] : [`      this.${flag} = true;`]),
    ...(fluent ? ["      return this;"] : []),
    "    }",
  ];
}

/** `name = value;` at `indent`, broken after `=` when too long. */
export function assignment(name: string, value: string, indent: string): string[] {
  const one = `${indent}${name} = ${value};`;
  return one.length <= width ? [one] : [`${indent}${name} =`, `${indent}    ${value};`];
}

export const docLines = (doc: Code): string[] => (doc.text === "" ? [] : doc.text.replace(/\n$/, "").split("\n"));
