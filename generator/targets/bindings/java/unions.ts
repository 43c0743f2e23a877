/** Sealed interfaces for unions: tagged (Jackson's type names), by deduction, ordered (a creator picking the member by its keys), scalar. */
import { assertNever } from "../../../ir/model.js";
import type { EnumDeclaration, Field, MemberSelector, PlanType, RecordDeclaration, ShapeUnion, TaggedUnion, UnionDeclaration } from "../plan/model.js";
import { pascalWords, uniqueWords } from "../plan/words.js";
import { annotationLines, arrayAnnotationLines, callLines, clauseLines, conditionLines, javadocLines, paramLines, width } from "./layout.js";
import { javadoc, javaSafeName, javaString } from "./syntax.js";
import { unlistedHelper } from "./runtime.js";
import { type Context, unionMembers, type Alternative, alternativeKeys, javaType, camelWords, membersByDeduction, mixedObjectMembers } from "./types.js";
import { fieldDeclarationLines, jsonSetterLines, setterLines, assignment, docLines, requiredNullable, presenceFlag } from "./members.js";
import { mixedPermits, mixedUnionLines } from "./mixedUnions.js";

function deductionDefault(d: UnionDeclaration, ctx: Context): string | undefined {
  const records = unionMembers(d).map((n) => ctx.declarations.get(n) as RecordDeclaration);
  const sets = records.map((r) => new Set(r.fields.map((f) => f.wire)));
  // An ambiguous match (the keys fit several members) decodes as the member whose keys lie within another's,
  // else as the first in the plan's order: its own checks then report what is missing (`/resource/text`).
  const i = sets.findIndex((a, i) => sets.some((b, j) => i !== j && [...a].every((k) => b.has(k))));
  return records[i < 0 ? 0 : i]?.name;
}

export function renderUnion(d: UnionDeclaration, ctx: Context): string[] | undefined {
  const style = ctx.unionStyle.get(d.name)!;
  const name = ctx.name(d.name);
  const doc = docLines(javadoc(d.doc, "", { deprecated: d.deprecated }));
  const parents = ctx.parents.get(d.name) ?? [];
  const extendsClause = parents.length > 0 ? [{ keyword: "extends", names: parents.map((p) => ctx.name(p)) }] : [];
  const sealed = (members: string[], end: string) => clauseLines(`public sealed interface ${name}`, [...extendsClause, { keyword: "permits", names: members }], end, "");
  switch (style) {
    case "json":
      // Members Jackson's annotations cannot tell apart: fields of this type hold any JSON (`Object`).
      return undefined;
    case "tagged": {
      const u = d.union as TaggedUnion;
      const subtypes = u.members.map((m) => ({ name: "@JsonSubTypes.Type", args: [`value = ${ctx.name(m.name)}.class`, `name = ${javaString(m.value).text}`] }));
      return [
        ...doc,
        ...annotationLines("@JsonTypeInfo", ["use = JsonTypeInfo.Id.NAME", "include = JsonTypeInfo.As.EXISTING_PROPERTY", `property = ${javaString(u.property).text}`, "visible = true"], "", ""),
        ...arrayAnnotationLines("@JsonSubTypes", subtypes, ""),
        ...sealed(u.members.map((m) => ctx.name(m.name)), " {}"),
      ];
    }
    case "deduction": {
      const members = unionMembers(d);
      const fallback = deductionDefault(d, ctx);
      const subtypes = members.map((m) => `@JsonSubTypes.Type(${ctx.name(m)}.class)`);
      return [
        ...doc,
        ...annotationLines("@JsonTypeInfo", ["use = JsonTypeInfo.Id.DEDUCTION", ...(fallback === undefined ? [] : [`defaultImpl = ${ctx.name(fallback)}.class`])], "", ""),
        ...arrayAnnotationLines("@JsonSubTypes", subtypes, ""),
        ...sealed(members.map((m) => ctx.name(m)), " {}"),
      ];
    }
    case "ordered":
      return [...doc, ...sealed(unionMembers(d).map((m) => ctx.name(m)), " {"), ...orderedCreator(d, name, ctx), "}"];
    case "scalar":
      return scalarUnion(d.union as ShapeUnion, name, doc);
    case "mixed": {
      const byKeys = membersByDeduction(d, ctx);
      const objects = byKeys ? deducedMembers(d, name, ctx) : unionMembers(d).length > 0 ? ["", ...orderedCreator(d, name, ctx)] : [];
      const permits = [...mixedPermits(d, name, ctx), ...(byKeys ? [`${name}.${mixedObjectMembers}`] : [])];
      return [...doc, ...sealed(permits, " {"), ...mixedUnionLines(d, name, ctx), ...objects, "}"];
    }
    default:
      return assertNever(style, "union style");
  }
}

/**
 * A mixed union's records where no one creator reads them: a nested sealed interface Jackson reads by `DEDUCTION`
 * (the keys present pick the record, as a `deduction` union's do), and the union's object creator delegating to it.
 */
function deducedMembers(d: UnionDeclaration, name: string, ctx: Context): string[] {
  const members = unionMembers(d).map((m) => ctx.name(m));
  const fallback = deductionDefault(d, ctx);
  const nested = mixedObjectMembers;
  return [
    "",
    ...javadocLines([`A {@link ${name}} read from a JSON object: Jackson picks the member by the keys present.`], "  "),
    ...annotationLines("@JsonTypeInfo", ["use = JsonTypeInfo.Id.DEDUCTION", ...(fallback === undefined ? [] : [`defaultImpl = ${ctx.name(fallback)}.class`])], "", "  "),
    ...arrayAnnotationLines("@JsonSubTypes", members.map((m) => `@JsonSubTypes.Type(${m}.class)`), "  "),
    ...clauseLines(`  sealed interface ${nested}`, [{ keyword: "extends", names: [name] }, { keyword: "permits", names: members }], " {}", "  "),
    "",
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    ...paramLines(`  static ${name} fromJsonObject`, [{ annotations: [], declaration: `${nested} value` }], " {", "  "),
    "    return value;",
    "  }",
  ];
}

/**
 * How a shape union's creator reads its keys: the variable of each key (`id`), the extra keys' map (`rest`), and for a
 * key members give different types, its types and the holder class it is read through.
 */
interface Reading {
  keys: readonly Field[];
  id: ReadonlyMap<string, string>;
  rest: string;
  alternatives: ReadonlyMap<string, Alternative[]>;
  holders: ReadonlyMap<string, string>;
  /** The presence flag of each key some member requires but may be `null` (`requiredNullable`): `null` there is a value. */
  flags: ReadonlyMap<string, string>;
}

function readingOf(members: readonly RecordDeclaration[], alternatives: ReadonlyMap<string, Alternative[]>, extra: readonly string[], ctx: Context): Reading & { words: string[][] } {
  const keys: Field[] = [];
  for (const r of members) for (const f of r.fields) if (!keys.some((k) => k.wire === f.wire)) keys.push(f);
  const flagged = keys.filter((k) => members.some((r) => r.fields.some((f) => f.wire === k.wire && requiredNullable(f, ctx))));
  // The flags are named after `extra` and left out of `words`: `words.at(-1)` is still the last of `extra`.
  const all = uniqueWords([...keys.map((k) => k.wire), "unlisted", ...extra, ...flagged.map((k) => presenceFlag(k.wire))]);
  const words = all.slice(0, all.length - flagged.length);
  const id = new Map(keys.map((k, i) => [k.wire, javaSafeName(camelWords(words[i]!)).text]));
  const holders = new Map(keys.flatMap((k, i) => (alternatives.has(k.wire) ? [[k.wire, javaSafeName(`${pascalWords(words[i]!)}Value`).text] as const] : [])));
  const flags = new Map(flagged.map((k, i) => [k.wire, javaSafeName(camelWords(all[words.length + i]!)).text]));
  return { keys, id, rest: javaSafeName(camelWords(words[keys.length]!)).text, alternatives, holders, flags, words };
}

/**
 * The creator of a union of records told apart by shape: every key any member declares is an
 * argument (the other keys are collected), and the first member in the plan's decode order whose
 * required keys are present, whose constants hold and (when closed) that has no key of its own
 * missing is built, the keys it does not declare kept as its extra keys; a member with evidence keys
 * is taken there only with one of them present, and after every other member without. A key members
 * give different types is read through a holder of whichever type its JSON token is (`alternativeKeys`),
 * and a member is taken only where the holder holds that member's type. Failing all, the first member
 * whose constants hold names the first required key missing.
 */
function orderedCreator(d: UnionDeclaration, name: string, ctx: Context): string[] {
  const members = unionMembers(d).map((m) => ctx.declarations.get(m) as RecordDeclaration);
  // A mixed union's arrays and scalars have no keys: only its records are read here.
  const records = d.union.kind === "shape" ? d.union.members.filter((m) => m.type.kind === "ref") : [];
  const evidence = d.union.kind === "shape" ? records.map((m) => m.evidenceKeys) : members.map(() => []);
  const selectors = records.map((m) => m.selector);
  const alternatives = alternativeKeys(members, ctx) ?? new Map<string, Alternative[]>();
  const reading = readingOf(members, alternatives, ["keys"], ctx);
  const read = javaSafeName(camelWords(reading.words.at(-1)!)).text;
  const nested = [...alternatives].flatMap(([wire, list]) => {
    const records = list.flatMap((a) => (a.kind === "record" ? [a.declaration as RecordDeclaration] : []));
    return records.length > 1 ? [{ wire, records }] : [];
  });
  const chooser = (wire: string) => javaSafeName(`choose${reading.holders.get(wire)!}`).text;
  const doc = javadocLines(
    [
      `Decodes the first member whose required keys are present and whose constants hold, tried in this order: ${members.map((m) => `{@link ${ctx.name(m.name)}}`).join(", ")}. The keys a member does not declare are kept as its extra keys.`,
    ],
    "  ",
  );
  const choices = nested.flatMap(({ wire, records }) => {
    const inner = readingOf(records, new Map(), ["keys"], ctx);
    const keysClass = `${reading.holders.get(wire)!}Keys`;
    const innerRead = javaSafeName(camelWords(inner.words.at(-1)!)).text;
    return [
      "",
      ...javadocLines([`Which of ${records.map((r) => `{@link ${ctx.name(r.name)}}`).join(", ")} an object read as {@link ${reading.holders.get(wire)!}} is, by its keys.`], "  "),
      ...paramLines(`  private static Object ${chooser(wire)}`, [{ annotations: [], declaration: `${keysClass} ${innerRead}` }], " {", "  "),
      ...[...inner.keys.flatMap((k) => [inner.id.get(k.wire)!, ...(inner.flags.has(k.wire) ? [inner.flags.get(k.wire)!] : [])]), inner.rest].flatMap((v) =>
        assignment(`var ${v}`, `${innerRead}.${v}`, "    "),
      ),
      ...choiceLines(records, records.map(() => []), inner, ctx),
      "  }",
      "",
      ...unionKeys(keysClass, `{@link ${reading.holders.get(wire)!}} object`, inner, ctx),
    ];
  });
  const needsUnlisted = members.some((r) => r.extra !== null) || nested.some((n) => n.records.some((r) => r.extra !== null));
  return [
    ...doc,
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `  static ${name} of(Keys ${read}) {`,
    ...[...reading.keys.flatMap((k) => [reading.id.get(k.wire)!, ...(reading.flags.has(k.wire) ? [reading.flags.get(k.wire)!] : [])]), reading.rest].flatMap((v) =>
      assignment(`var ${v}`, `${read}.${v}`, "    "),
    ),
    ...choiceLines(members, evidence, reading, ctx, selectors),
    "  }",
    "",
    ...unionKeys("Keys", `{@link ${name}}`, reading, ctx),
    ...[...alternatives].flatMap(([wire, list]) => ["", ...holderLines(list, reading.holders.get(wire)!, chooser(wire))]),
    ...choices,
    ...(needsUnlisted ? ["", ...unlistedHelper] : []),
  ];
}

/** The statements that build the first member that matches (see `orderedCreator`), else throw. */
function choiceLines(
  members: readonly RecordDeclaration[],
  evidence: readonly (readonly string[])[],
  reading: Reading,
  ctx: Context,
  selectors: readonly (MemberSelector | undefined)[] = [],
): string[] {
  const { keys, id, rest } = reading;
  // What the value's selecting property says decides whether the member may be taken (`ShapeMember.selector`).
  const selected = (s: MemberSelector | undefined): string[] => {
    if (!s || !id.has(s.property) || reading.holders.has(s.property)) return [];
    const x = id.get(s.property)!;
    const says = `${javaString(s.value).text}.equals(${x})`;
    const test = s.absent === s.value ? `(${x} == null || ${says})` : says;
    return [s.equals ? test : `!${test}`];
  };
  const v = (wire: string) => id.get(wire)!;
  const holder = (f: Field) => reading.holders.get(f.wire);
  const alternative = (f: Field) => reading.alternatives.get(f.wire)?.find((a) => a.javaT === javaType(f.type, ctx, true));
  const equalsLiteral = (f: Field, value: string): string => {
    const l = (f.type as { value: unknown }).value;
    return typeof l === "string" ? `${javaString(l).text}.equals(${value})` : `Objects.equals(${value}, ${typeof l === "boolean" ? String(l) : `${l}L`})`;
  };
  // A holder's tests follow its null check as operands of their own (the formatter breaks at each top-level `&&`).
  const literal = (f: Field): string[] | undefined => {
    if (f.type.kind !== "literal") return undefined;
    return holder(f) ? [`${v(f.wire)} != null`, equalsLiteral(f, `${v(f.wire)}.value`)] : [equalsLiteral(f, v(f.wire))];
  };
  const holds = (f: Field): string => {
    const a = alternative(f)!;
    const h = `${v(f.wire)}.value`;
    switch (a.kind) {
      case "enum":
        return `${holder(f)}.${enumReader(a)}(${v(f.wire)}) != null`;
      case "record":
        return `${h} instanceof ${ctx.name(a.declaration!.name)}`;
      default:
        return `${h} instanceof ${{ string: "String", integer: "Long", number: "JsonNumber", boolean: "Boolean", array: "List" }[a.kind]}`;
    }
  };
  // A required key that may be `null` is present when its flag says it was read, `null` or not.
  const present = (f: Field) => (requiredNullable(f, ctx) && reading.flags.has(f.wire) ? [reading.flags.get(f.wire)!] : holder(f) ? [`${v(f.wire)} != null`, holds(f)] : [`${v(f.wire)} != null`]);
  const optional = (f: Field): string[] => {
    if (f.type.kind === "literal") {
      const at = holder(f) ? `${v(f.wire)}.value` : v(f.wire);
      return [`(${v(f.wire)} == null || ${equalsLiteral(f, at)})`];
    }
    return holder(f) ? [`(${v(f.wire)} == null || ${holds(f)})`] : [];
  };
  const argument = (f: Field): string => {
    const h = holder(f);
    if (h === undefined) return v(f.wire);
    const a = alternative(f)!;
    return a.kind === "enum" ? `${h}.${enumReader(a)}(${v(f.wire)})` : `${h}.valueOf(${v(f.wire)})`;
  };
  // A flagged key read as `null` stays an extra key of a member that does not declare it (`JsonNull.NULL`).
  const flagged = (k: Field) => `${reading.flags.get(k.wire)} && ${v(k.wire)} == null ? JsonNull.NULL : ${v(k.wire)}`;
  const valueOf = (k: Field) => (reading.holders.has(k.wire) ? `${reading.holders.get(k.wire)}.valueOf(${v(k.wire)})` : reading.flags.has(k.wire) ? flagged(k) : v(k.wire));
  const attempts = [
    ...members.map((r, i) => ({ r, evidence: evidence[i] ?? [], selector: selectors[i] })),
    ...members.flatMap((r, i) => ((evidence[i] ?? []).length > 0 ? [{ r, evidence: [] as readonly string[], selector: selectors[i] }] : [])),
  ];
  const body: string[] = [];
  for (const { r, evidence: keysOf, selector } of attempts) {
    const own = new Set(r.fields.map((f) => f.wire));
    const others = keys.filter((k) => !own.has(k.wire));
    const operands = [
      ...selected(selector),
      ...r.fields.filter((f) => f.required).flatMap((f) => literal(f) ?? present(f)),
      ...r.fields.filter((f) => !f.required).flatMap(optional),
      ...(keysOf.length === 1 ? [`${v(keysOf[0]!)} != null`] : keysOf.length > 1 ? [`(${keysOf.map((k) => `${v(k)} != null`).join(" || ")})`] : []),
      ...(r.extra === null ? [`${rest} == null`, ...others.map((k) => `${v(k.wire)} == null`)] : []),
    ];
    const extraArgs = r.extra === null ? [] : [{ head: "unlisted", args: [rest, ...others.flatMap((k) => [javaString(k.wire).text, valueOf(k)])] }];
    const build = callLines(`return new ${ctx.name(r.name)}`, [...r.fields.map(argument), ...extraArgs], ";", "      ");
    body.push(...(operands.length > 0 ? [...conditionLines(operands, "    "), ...build, "    }"] : build.map((l) => l.slice(2))));
    if (operands.length === 0) break;
  }
  if (body.at(-1) === "    }") {
    // No member matched: the first whose constants hold reports its first missing key; failing all, the first constant.
    // A member whose constants are an earlier one's is not reached (that one has reported already).
    const guards = new Set<string>();
    for (const r of members) {
      // A required enum read through a holder narrows like a constant; any other holder present must hold the member's type.
      const constant = (f: Field) => f.required && (f.type.kind === "literal" || alternative(f)?.kind === "enum");
      const guard = r.fields.filter(constant).flatMap((f) => literal(f) ?? present(f));
      if (guards.has(guard.join(" && "))) continue;
      guards.add(guard.join(" && "));
      const missing = r.fields.filter((f) => f.required && !constant(f));
      const at = guard.length > 0 ? "      " : "    ";
      const report = (operands: string[], message: string) => [
        ...conditionLines(operands, at),
        ...callLines("throw new IllegalArgumentException", [javaString(message).text], ";", `${at}  `),
        `${at}}`,
      ];
      const reports = [
        ...missing.flatMap((f) => report([requiredNullable(f, ctx) && reading.flags.has(f.wire) ? `!${reading.flags.get(f.wire)}` : `${v(f.wire)} == null`], `${f.wire} is required`)),
        ...r.fields
          .filter((f) => holder(f) !== undefined && !constant(f) && f.type.kind !== "literal")
          .flatMap((f) => {
            const a = alternative(f)!;
            const wrong = a.kind === "enum" ? `${holder(f)}.${enumReader(a)}(${v(f.wire)}) == null` : `!(${holds(f)})`;
            return report([`${v(f.wire)} != null`, wrong], `${f.wire} must be ${kindWords[a.kind]}`);
          }),
      ];
      if (reports.length === 0) continue;
      body.push(...(guard.length > 0 ? [...conditionLines(guard, "    "), ...reports, "    }"] : reports));
      if (guard.length === 0) break;
    }
    const first = members[0]!.fields.find((f) => f.required && f.type.kind === "literal");
    const listed = `matches none of ${members.map((m) => m.name).join(", ")}`;
    // A string literal longer than a line would be split by the formatter: the members are then counted, not named.
    const none = `        ${javaString(listed).text});`.length <= width ? listed : `matches none of its ${members.length} members`;
    const message = first ? `${first.wire} must be ${JSON.stringify((first.type as { value: unknown }).value)}` : none;
    body.push(...callLines("throw new IllegalArgumentException", [javaString(message).text], ";", "    "));
  }
  return body;
}

/** What a holder's value must be, for the message naming a key of the wrong type. */
const kindWords: Readonly<Record<Alternative["kind"], string>> = {
  string: "a string",
  enum: "one of its values",
  integer: "an integer",
  number: "a number",
  boolean: "a boolean",
  array: "an array",
  record: "an object of its shape",
};

/** The holder's method that reads its string as the enum (`null` when it is none of its values). */
const enumReader = (a: Alternative) => javaSafeName(`as${a.javaT}`).text;

/**
 * The class a key members give different types is read through: a Jackson creator per JSON token its types take (a
 * string, a boolean, a number's text, an array, an object), holding what it read; `valueOf` gives it back typed, an
 * enum's reader narrows its string.
 */
function holderLines(list: readonly Alternative[], holder: string, chooser: string): string[] {
  const kinds = new Set(list.map((a) => a.kind));
  const signature = (head: string, param: string) => paramLines(`    private static ${head}`, [{ annotations: [], declaration: param }], " {", "    ");
  const creator = (delegating: boolean, method: string, param: string, value: string) => [
    "",
    delegating ? "    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)" : "    @JsonCreator",
    ...signature(`${holder} ${method}`, `${param} value`),
    ...callLines(`return new ${holder}`, [value], ";", "      "),
    "    }",
  ];
  const records = list.filter((a) => a.kind === "record");
  const array = list.find((a) => a.kind === "array");
  const enums = list.filter((a) => a.kind === "enum");
  return [
    ...javadocLines([`The value of a key the members give different types, read as whichever of them its JSON token is.`], "  "),
    `  final class ${holder} {`,
    "    private final Object value;",
    "",
    `    private ${holder}(Object value) {`,
    "      this.value = value;",
    "    }",
    ...(kinds.has("string") || kinds.has("enum") ? creator(false, "fromJsonString", "String", "value") : []),
    ...(kinds.has("boolean") ? creator(false, "fromJsonBoolean", "boolean", "value") : []),
    ...(kinds.has("number") ? creator(true, "fromJsonNumber", "StringBuilder", "JsonNumber.of(value.toString())") : []),
    ...(kinds.has("integer") ? creator(true, "fromJsonNumber", "StringBuilder", "Long.valueOf(value.toString())") : []),
    ...(array ? creator(true, "fromJsonArray", array.javaT, "value") : []),
    ...(records.length === 1 ? creator(true, "fromJsonObject", records[0]!.javaT, "value") : []),
    ...(records.length > 1 ? creator(true, "fromJsonObject", `${holder}Keys`, `${chooser}(value)`) : []),
    "",
    '    @SuppressWarnings("unchecked")',
    ...signature("<T> T valueOf", `${holder} holder`),
    "      return holder == null ? null : (T) holder.value;",
    "    }",
    ...enums.flatMap((a) => {
      const e = a.declaration as EnumDeclaration;
      return [
        "",
        ...signature(`${a.javaT} ${enumReader(a)}`, `${holder} holder`),
        "      Object value = valueOf(holder);",
        ...e.values.flatMap((x) => [
          ...conditionLines([`${javaString(x.wire).text}.equals(value)`], "      "),
          `        return ${a.javaT}.${javaSafeName(x.words.map((w) => w.toUpperCase()).join("_")).text};`,
          "      }",
        ]),
        "      return null;",
        "    }",
      ];
    }),
    "  }",
  ];
}

/**
 * The keys a shape union is read from: Jackson calls a setter for each key present (absent stays `null`, an explicit
 * `null` is refused where the schema refuses it, or kept as `JsonNull.NULL` where any JSON may stand), the keys no
 * member declares go to the extra map, made on the first. A key members give different types is read as its holder.
 */
function unionKeys(className: string, what: string, reading: Reading, ctx: Context): string[] {
  const { keys, id, rest, holders, flags } = reading;
  const typeOf = (k: Field) => holders.get(k.wire) ?? javaType(k.type, ctx, true);
  const setters = keys.map((k) => {
    const h = holders.get(k.wire);
    const v = id.get(k.wire)!;
    return h === undefined ? jsonSetterLines(k, v, v, ctx, flags.get(k.wire)) : setterLines([`@JsonProperty(${javaString(k.wire).text})`, "@JsonSetter(nulls = Nulls.FAIL)"], "void", v, v, h, v, false);
  });
  const anySetter = [
    "    @JsonAnySetter",
    ...paramLines(`    private void ${rest}`, [{ annotations: [], declaration: "String key" }, { annotations: [], declaration: "Json value" }], " {", "    "),
    ...conditionLines([`${rest} == null`], "      "),
    `        ${rest} = new LinkedHashMap<>();`,
    "      }",
    `      ${rest}.put(key, value);`,
    "    }",
  ];
  return [
    ...javadocLines([`The keys a ${what} is read from: Jackson calls a setter for each key present.`], "  "),
    `  final class ${className} {`,
    ...keys.flatMap((k) => [
      ...fieldDeclarationLines(typeOf(k), id.get(k.wire)!, "", "    "),
      ...(flags.has(k.wire) ? fieldDeclarationLines("boolean", flags.get(k.wire)!, "", "    ") : []),
    ]),
    ...fieldDeclarationLines("Map<String, Object>", rest, "", "    "),
    "",
    `    private ${className}() {}`,
    ...[...setters, anySetter].flatMap((m) => ["", ...m]),
    "  }",
  ];
}

/** A union of scalars (`RequestId`: string or integer): a sealed interface of value records. */
function scalarUnion(u: ShapeUnion, name: string, doc: string[]): string[] {
  const variants = u.members.map((m) => {
    const t = m.type as PlanType & { kind: "scalar" };
    const javaT = t.type === "string" ? "String" : t.type === "integer" ? "long" : t.type === "number" ? "BigDecimal" : "boolean";
    const test =
      t.type === "string"
        ? "raw instanceof String v"
        : t.type === "integer"
          ? "raw instanceof Integer || raw instanceof Long"
          : t.type === "number"
            ? "raw instanceof Number"
            : "raw instanceof Boolean v";
    const value = t.type === "integer" ? "((Number) raw).longValue()" : t.type === "number" ? "new BigDecimal(raw.toString())" : "v";
    const variant = javaSafeName(`${m.variant}Value`).text;
    const boxedCheck = javaT !== "long" && javaT !== "boolean";
    const record = [
      ...javadocLines([`A ${t.type} ${name}.`], "  "),
      ...(boxedCheck
        ? [`  record ${variant}(@JsonValue ${javaT} value) implements ${name} {`, `    public ${variant} {`, "      Objects.requireNonNull(value);", "    }", "  }"]
        : [`  record ${variant}(@JsonValue ${javaT} value) implements ${name} {}`]),
    ];
    return { record, branch: [...conditionLines([test], "    "), `      return new ${variant}(${value});`, "    }"], variant };
  });
  const expected = u.members.map((m) => m.wire).join(" or ");
  return [
    ...doc,
    ...clauseLines(`public sealed interface ${name}`, [{ keyword: "permits", names: variants.map((v) => `${name}.${v.variant}`) }], " {", ""),
    ...variants.flatMap((v) => [...v.record, ""]),
    ...javadocLines(["Decodes the JSON value Jackson read (integers as {@code Integer}/{@code Long}: a fraction is not an integer)."], "  "),
    "  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)",
    `  static ${name} of(Object raw) {`,
    ...variants.flatMap((v) => v.branch),
    '    String got = raw == null ? "null" : raw.getClass().getSimpleName();',
    ...callLines("throw new IllegalArgumentException", [`${javaString(`expected ${expected}, got `).text} + got`], ";", "    "),
    "  }",
    "}",
  ];
}
