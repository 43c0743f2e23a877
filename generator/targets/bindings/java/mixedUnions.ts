/**
 * A shape union of records beside arrays or scalars (2025-03-26's `JSONRPCMessage` with its batches, `ElicitResult`'s
 * content values, sampling content that is one block or a list): a sealed interface read by the JSON token, a Jackson
 * creator per token its members take. Its records implement it and are picked by `unions.ts`' ordered creator (the
 * object token); each other member is a value record nested in it.
 */
import type { PlanType, UnionDeclaration } from "../plan/model.js";
import { callLines, conditionLines, headerLines, javadocLines, paramLines, width } from "./layout.js";
import { javaSafeName, javaString } from "./syntax.js";
import { type Context, acceptsNull, itemClass, javaType, mixedKind, unionMembers } from "./types.js";

interface Variant {
  /** The nested value record (`StringValue`, `StringArrayValue`). */
  record: string;
  type: PlanType;
  javaT: string;
}

/** The members that are not records, each as its nested value record, in decode order. */
function variantsOf(d: UnionDeclaration, ctx: Context): Variant[] {
  if (d.union.kind !== "shape") return [];
  return d.union.members
    .filter((m) => m.type.kind !== "ref")
    .map((m) => ({ record: javaSafeName(`${m.variant}Value`).text, type: m.type, javaT: javaType(m.type, ctx, m.type.kind !== "scalar") }));
}

/** What the sealed interface permits: its records, then its value records. */
export function mixedPermits(d: UnionDeclaration, name: string, ctx: Context): string[] {
  return [...unionMembers(d).map((m) => ctx.name(m)), ...variantsOf(d, ctx).map((v) => `${name}.${v.record}`)];
}

/** The value records and the creators of the tokens other than an object (`unions.ts` adds the object's). */
export function mixedUnionLines(d: UnionDeclaration, name: string, ctx: Context): string[] {
  const variants = variantsOf(d, ctx);
  const records = unionMembers(d).map((n) => ctx.declarations.get(n)!).filter((r) => r.kind === "record");
  const of = (k: string) => variants.filter((v) => mixedKind(v.type, ctx) === k);
  const [string] = of("string");
  const [bool] = of("boolean");
  const [number] = of("number");
  const arrays = of("array");
  const expected = (d.union.kind === "shape" ? d.union.members.map((m) => m.wire) : []).filter((w, i, all) => all.indexOf(w) === i).join(" or ");
  const creator = (delegating: boolean, method: string, param: { annotations: string[]; declaration: string }, body: string[]) => [
    "",
    delegating ? "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)" : "  @JsonCreator",
    ...paramLines(`  static ${name} ${method}`, [param], " {", "  "),
    ...body,
    "  }",
  ];
  const refuse = (what: string) => callLines("throw new IllegalArgumentException", [javaString(`expected ${expected}, got ${what}`).text], ";", "    ");
  // The first member follows the interface's opening line, with no blank line between.
  const lines = variants.flatMap((v, i) => [...(i === 0 ? [] : [""]), ...valueRecord(v, name)]);
  if (string) lines.push(...creator(false, "fromJsonString", { annotations: [], declaration: "String value" }, [`    return new ${string.record}(value);`]));
  else if (number) {
    // Without it a string would reach the number's creator below as its text (`"5"` read as 5).
    lines.push(...creator(false, "fromJsonString", { annotations: [], declaration: "String value" }, refuse("a string")));
  }
  if (bool) lines.push(...creator(false, "fromJsonBoolean", { annotations: [], declaration: "boolean value" }, [`    return new ${bool.record}(value);`]));
  if (number) {
    const t = number.type as { kind: "scalar"; type: string };
    const value = t.type === "integer" ? "Long.parseLong(text)" : "JsonNumber.of(text)";
    lines.push(
      ...creator(true, "fromJsonNumber", { annotations: [], declaration: "StringBuilder numberText" }, [
        "    String text = numberText.toString();",
        ...(t.type === "integer" ? [...conditionLines(['!text.matches("-?[0-9]+")'], "    "), ...refuse("a number with a fraction or an exponent").map((l) => `  ${l}`), "    }"] : []),
        `    return new ${number.record}(${value});`,
      ]),
    );
  }
  if (arrays.length === 1) {
    const a = arrays[0]!;
    const items = (a.type as { items: PlanType }).items;
    const nulls = acceptsNull(items, ctx) ? [] : ["@JsonSetter(contentNulls = Nulls.FAIL)"];
    lines.push(...creator(true, "fromJsonArray", { annotations: nulls, declaration: `${a.javaT} value` }, [`    return new ${a.record}(value);`]));
  } else if (arrays.length > 1) {
    // Arrays of the union's own records told apart by their elements: each is read as the union, then tested.
    const body = arrays.flatMap((a) => {
      const item = ctx.name(itemClass((a.type as { items: PlanType }).items, records as never, ctx)!);
      return [...conditionLines([`value.stream().allMatch(${item}.class::isInstance)`], "    "), `      return new ${a.record}(castAll(value));`, "    }"];
    });
    lines.push(
      ...creator(true, "fromJsonArray", { annotations: ["@JsonSetter(contentNulls = Nulls.FAIL)"], declaration: `List<${name}> value` }, [
        ...body,
        ...callLines("throw new IllegalArgumentException", [javaString(noArrayMember(arrays.map((a) => ctx.name(itemClass((a.type as { items: PlanType }).items, records as never, ctx)!)))).text], ";", "    "),
      ]),
      "",
      '  @SuppressWarnings("unchecked")',
      "  private static <T> List<T> castAll(List<?> value) {",
      "    return (List<T>) value;",
      "  }",
    );
  }
  return lines;
}

/** Why no array member takes a list: its items' classes named, unless that is longer than a line holds (the formatter would split it). */
function noArrayMember(items: readonly string[]): string {
  const named = `elements must all be ${items.join(" or all ")}`;
  return `        ${javaString(named).text});`.length <= width ? named : "elements must all be of one array member's item class";
}

/** `record StringValue(@JsonValue String value) implements Union`, refusing a Java `null` where the type is a reference. */
function valueRecord(v: Variant, name: string): string[] {
  const t = v.type;
  const what = t.kind === "array" ? "An array" : `A ${(t as { type: string }).type}`;
  const doc = javadocLines([`${what} {@link ${name}}.`], "  ");
  const primitive = v.javaT === "long" || v.javaT === "boolean";
  const head = headerLines(`  record ${v.record}`, [{ annotations: ["@JsonValue"], declaration: `${v.javaT} value` }], [{ keyword: "implements", names: [name] }], primitive ? " {}" : " {", "  ");
  return primitive ? [...doc, ...head] : [...doc, ...head, `    public ${v.record} {`, "      Objects.requireNonNull(value);", "    }", "  }"];
}
