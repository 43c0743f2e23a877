import { code, join, literalValue, raw, type Code } from "../../../emit/code.js";
import type { TypeNode, UnionNode } from "../../../ir/model.js";
import { hoistCheck, hoistCollector, pushError, statements, type EmitContext } from "../context.js";
import { dispatchOf, type Dispatch } from "../../../facts/discriminator.js";
import { childPath, jsonType } from "./guards.js";
import type { KindEmitter } from "./kind.js";
import { acceptedKinds, jsonKinds, type JsonKind } from "./shape.js";

/** oneOf: count matches, stopping at the second. */
function exclusiveBody(node: UnionNode, ctx: EmitContext): Code {
  const tests = node.members.map((m) => ctx.check(m, raw("v")));
  return statements([raw("let n = 0;"), ...tests.map((t) => code`if (${t} && ++n > 1) return false;`), raw("if (n !== 1) return false;")]);
}

/**
 * Members all requiring one property with `const`/`enum` values (`type`, `method`): switch
 * on its value and check only the members that allow it; every other member fails on
 * that property anyway, so anyOf/oneOf's answer is unchanged. Non-objects match no member.
 */
function dispatchBody(node: UnionNode, dispatch: Dispatch, ctx: EmitContext): Code {
  const cases = dispatch.cases.map((c) => {
    const tests = c.members.map((m) => ctx.check(m, raw("v")));
    const answer = !node.exclusive || tests.length === 1 ? join(tests, " || ") : code`${join(tests.map((t) => code`(${t} ? 1 : 0)`), " + ")} === 1`;
    return code`case ${literalValue(c.tag)}:\nif (!(${answer})) return false;\nbreak;`;
  });
  return code`if (typeof v !== "object" || v === null) return false;\nswitch (v[${dispatch.property}]) {\n${join(cases, "\n")}\ndefault:\nreturn false;\n}`;
}

function check(node: UnionNode, value: Code, ctx: EmitContext): Code {
  if (node.members.length === 0) return raw("false");
  const dispatch = dispatchOf(node.members, ctx);
  if (dispatch) return code`${hoistCheck(ctx, node, () => dispatchBody(node, dispatch, ctx))}(${value})`;
  if (node.exclusive) return code`${hoistCheck(ctx, node, () => exclusiveBody(node, ctx))}(${value})`;
  return code`(${join(node.members.map((m) => ctx.check(m, value)), " || ")})`;
}

/**
 * The errors of the members a value could be meant for: one member's errors straight into
 * `errs`; several, each into its own list, and the closest (fewest errors) is kept. None
 * is "n > 0" passing (a oneOf matched twice reports only its own error).
 */
function collectMembers(members: readonly TypeNode[], exclusive: boolean, ctx: EmitContext): Code {
  if (members.length === 1) return ctx.collect(members[0]!, raw("v"), raw("p"), raw("errs"));
  const tries = members.map(
    (m) => code`{\nconst e: ValidationError[] = [];\n${ctx.collect(m, raw("v"), raw("p"), raw("e"))}\nif (e.length === 0) n++;\nelse if (best === undefined || e.length < best.length) best = e;\n}`,
  );
  return statements([
    raw("let n = 0;"),
    raw("let best: ValidationError[] | undefined;"),
    ...tries,
    exclusive ? raw("if (n === 1) return;") : raw("if (n > 0) return;"),
    raw("if (n === 0 && best !== undefined) for (const x of best) report(errs, x);"),
  ]);
}

/**
 * A tagged union reports for the member its tag selects (a missing or unknown tag is the
 * error); any other union, for the members that accept the value's JSON type. Then the
 * anyOf/oneOf error itself. Members the value cannot be meant for are never walked.
 */
function collectBody(node: UnionNode, ctx: EmitContext): Code {
  const keyword = node.exclusive ? "oneOf" : "anyOf";
  const message = node.exclusive ? "must match exactly one schema in oneOf" : "must match a schema in anyOf";
  const own = pushError(raw("errs"), raw("p"), keyword, message);
  const parts: Code[] = [code`if (${check(node, raw("v"), ctx)}) return;`];
  const dispatch = dispatchOf(node.members, ctx);
  if (dispatch) {
    const cases = dispatch.cases.map((c) => code`case ${literalValue(c.tag)}: {\n${collectMembers(c.members, node.exclusive, ctx)}\nbreak;\n}`);
    const missing = pushError(raw("errs"), raw("p"), "required", `must have required property ${JSON.stringify(dispatch.property)}`);
    const unknown = pushError(raw("errs"), childPath(raw("p"), dispatch.property), "enum", "must be equal to one of the allowed values");
    parts.push(
      code`if (!${jsonType.object(raw("v"))}) ${pushError(raw("errs"), raw("p"), "type", "must be object")}
else switch (v[${dispatch.property}]) {
${join(cases, "\n")}
case undefined:
${missing}
break;
default:
${unknown}
}`,
    );
  } else {
    parts.push(byShape(node, ctx));
  }
  parts.push(own);
  return statements(parts);
}

/** Members grouped by the JSON types they accept; one group for all when no member narrows it. */
function byShape(node: UnionNode, ctx: EmitContext): Code {
  const accepted = node.members.map((m) => acceptedKinds(m, ctx));
  if (accepted.every((a) => a === undefined)) return collectMembers(node.members, node.exclusive, ctx);
  const groups = jsonKinds.map((kind) => ({ kind, members: node.members.filter((_, i) => accepted[i] === undefined || accepted[i]!.has(kind)) }));
  const cases = groups
    .filter((g) => g.members.length > 0)
    .map((g) => code`case ${g.kind}: {\n${collectMembers(g.members, node.exclusive, ctx)}\nbreak;\n}`);
  const expected = jsonKinds.filter((k: JsonKind) => groups.some((g) => g.kind === k && g.members.length > 0));
  const wrongType = pushError(raw("errs"), raw("p"), "type", `must be ${expected.join(" or ")}`);
  return code`switch (jsonTypeOf(v)) {\n${join(cases, "\n")}\ndefault:\n${wrongType}\n}`;
}

export const unionKind = {
  kind: "union",
  description: "`anyOf`, `oneOf` (exclusive) or a `type` list",
  check,
  collect: (node, value, path, errs, ctx) => code`${hoistCollector(ctx, node, () => collectBody(node, ctx))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"union">;
