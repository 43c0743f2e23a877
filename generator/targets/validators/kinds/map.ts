import { code, raw, type Code } from "../../../emit/code.js";
import type { MapNode } from "../../../ir/model.js";
import { hoistCheck, hoistCollector, pushError, statements, type EmitContext } from "../context.js";
import { jsonType } from "./guards.js";
import type { KindEmitter } from "./kind.js";
import { checkKeys, collectKeys, type KeyRules } from "./object.js";

function rulesOf(node: MapNode): KeyRules {
  const rules: KeyRules = { listed: [], patternProperties: [], additional: { kind: "schema", type: node.values }, constraints: node.constraints };
  if (node.propertyNames) rules.propertyNames = node.propertyNames;
  return rules;
}

function checkBody(node: MapNode, ctx: EmitContext): Code {
  return statements([code`if (!${jsonType.object(raw("v"))}) return false;`, checkKeys(rulesOf(node), ctx)]);
}

function collectBody(node: MapNode, ctx: EmitContext): Code {
  return statements([
    code`if (!${jsonType.object(raw("v"))}) {\n${pushError(raw("errs"), raw("p"), "type", "must be object")}\nreturn;\n}`,
    collectKeys(rulesOf(node), ctx),
  ]);
}

export const mapKind = {
  kind: "map",
  description: "an object whose every value matches one schema (`additionalProperties` alone)",
  check: (node, value, ctx) => code`${hoistCheck(ctx, node, () => checkBody(node, ctx))}(${value})`,
  collect: (node, value, path, errs, ctx) => code`${hoistCollector(ctx, node, () => collectBody(node, ctx))}(${value}, ${path}, ${errs});`,
} as const satisfies KindEmitter<"map">;
