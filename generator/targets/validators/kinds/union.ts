import { code, join, literalValue, raw, type Code } from "../../../emit/code.js";
import type { UnionNode } from "../../../ir/model.js";
import { hoistCheck, hoistCollector, pushError, statements, type EmitContext } from "../context.js";
import { dispatchOf, type Dispatch } from "../discriminator.js";
import type { KindEmitter } from "./kind.js";

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
 * On failure, report the member that came closest (fewest errors) and then the
 * anyOf/oneOf error itself; a oneOf matched twice reports only its own error.
 */
function collectBody(node: UnionNode, ctx: EmitContext): Code {
  const keyword = node.exclusive ? "oneOf" : "anyOf";
  const message = node.exclusive ? "must match exactly one schema in oneOf" : "must match a schema in anyOf";
  const tries = node.members.map(
    (m) => code`{\nconst e: ValidationError[] = [];\n${ctx.collect(m, raw("v"), raw("p"), raw("e"))}\nif (e.length === 0) n++;\nelse if (best === undefined || e.length < best.length) best = e;\n}`,
  );
  return statements([
    raw("let n = 0;"),
    raw("let best: ValidationError[] | undefined;"),
    ...tries,
    node.exclusive ? raw("if (n === 1) return;") : raw("if (n > 0) return;"),
    raw("if (n === 0 && best !== undefined) errs.push(...best);"),
    pushError(raw("errs"), raw("p"), keyword, message),
  ]);
}

export const unionKind = {
  kind: "union",
  description: "`anyOf`, `oneOf` (exclusive) or a `type` list",
  check,
  collect: (node, value, path, errs, ctx) => code`${hoistCollector(ctx, node, () => collectBody(node, ctx))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"union">;
