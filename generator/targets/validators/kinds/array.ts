import { code, raw, type Code } from "../../../emit/code.js";
import type { ArrayNode } from "../../../ir/model.js";
import { hoistCheck, hoistCollector, pushError, statements, type EmitContext } from "../context.js";
import { checkConstraints, collectConstraints } from "../keywords/index.js";
import { jsonType } from "./guards.js";
import type { KindEmitter } from "./kind.js";

const isTrue = (c: Code) => c.text === "true";

function checkBody(node: ArrayNode, ctx: EmitContext): Code {
  const parts: Code[] = [code`if (!${jsonType.array(raw("v"))}) return false;`];
  const constraints = checkConstraints(node.constraints, raw("v"), ctx);
  if (!isTrue(constraints)) parts.push(code`if (!(${constraints})) return false;`);
  node.prefixItems.forEach((item, i) => {
    const test = ctx.check(item, raw("y"));
    if (!isTrue(test)) parts.push(code`if (v.length > ${i}) { const y: any = v[${i}]; if (!(${test})) return false; }`);
  });
  const start = node.prefixItems.length;
  const items = ctx.check(node.items, raw("y"));
  if (items.text === "false") parts.push(code`if (v.length > ${start}) return false;`);
  else if (!isTrue(items)) parts.push(code`for (let i = ${start}; i < v.length; i++) { const y: any = v[i]; if (y === undefined || !(${items})) return false; }`);
  if (node.contains) {
    const test = ctx.check(node.contains, raw("y"));
    parts.push(code`{ let found = false; for (let i = 0; i < v.length; i++) { const y: any = v[i]; if (y === undefined) return false; if (${test}) { found = true; break; } } if (!found) return false; }`);
  }
  return statements(parts);
}

function collectBody(node: ArrayNode, ctx: EmitContext): Code {
  const errs = raw("errs");
  const parts: Code[] = [code`if (!${jsonType.array(raw("v"))}) {\n${pushError(errs, raw("p"), "type", "must be array")}\nreturn;\n}`];
  parts.push(collectConstraints(node.constraints, raw("v"), raw("p"), errs, ctx));
  // Each item is walked for errors only when its check fails: valid items cost one check.
  node.prefixItems.forEach((item, i) => {
    const test = ctx.check(item, raw("y"));
    if (!isTrue(test)) parts.push(code`if (v.length > ${i}) {\nconst y: any = v[${i}];\nif (!(${test})) {\n${ctx.collect(item, raw("y"), code`p + ${"/" + i}`, errs)}\n}\n}`);
  });
  const start = node.prefixItems.length;
  const items = ctx.check(node.items, raw("y"));
  // A hole (a sparse array: not JSON) ends the walk: a length of 2^32-1 costs one error, not 2^32 steps.
  const hole = pushError(errs, raw('p + "/" + i'), "type", "must be a JSON value");
  if (!isTrue(items)) {
    const inner = ctx.collect(node.items, raw("y"), raw('p + "/" + i'), errs);
    parts.push(code`for (let i = ${start}; i < v.length; i++) {\nconst y: any = v[i];\nif (y === undefined) {\n${hole}\nbreak;\n}\nif (!(${items})) {\n${inner}\n}\n}`);
  }
  if (node.contains) {
    const test = ctx.check(node.contains, raw("y"));
    const none = pushError(errs, raw("p"), "contains", "must contain at least 1 valid item");
    parts.push(code`{\nlet found = false;\nfor (let i = 0; i < v.length; i++) {\nconst y: any = v[i];\nif (y === undefined) break;\nif (${test}) {\nfound = true;\nbreak;\n}\n}\nif (!found) ${none}\n}`);
  }
  return statements(parts);
}

export const arrayKind = {
  kind: "array",
  description: "`type: array` with items, prefixItems (or draft-07 array items), contains and item counts",
  check: (node, value, ctx) => code`${hoistCheck(ctx, node, () => checkBody(node, ctx))}(${value})`,
  collect: (node, value, path, errs, ctx) => code`${hoistCollector(ctx, node, () => collectBody(node, ctx))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"array">;
