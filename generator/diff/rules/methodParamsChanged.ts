import type { ObjectNode, TypeNode } from "../../ir/model.js";
import { listedProperties } from "../../ir/walk.js";
import type { MethodInfo } from "../../mcp/methods.js";
import { methodPath } from "../paths.js";
import { relate } from "../relation.js";
import type { DiffRule, Snapshot } from "../types.js";
import { common, receiver } from "./methodSides.js";

export const methodParamsChanged = {
  id: "method-params-changed",
  level: "WARN",
  category: "changed",
  description:
    "A method's params are a differently named type of a different shape (a rename alone is no change; content changes are reported on the definitions).",
  example: { before: "logging/setLevel(SetLevelRequestParams)", after: "logging/setLevel(LevelParams)" },
  check: (input) =>
    common(input.from.methods, input.to.methods)
      .filter(([a, b]) => a.params !== b.params && !sameShape(a, b, input.from, input.to))
      .map(([a, b]) => ({
        path: methodPath(a.method),
        before: a.params,
        after: b.params,
        args: { method: a.method, before: a.params ?? "none", after: b.params ?? "none" },
        breaks: [receiver(a)],
      })),
} as const satisfies DiffRule<"method-params-changed">;

/**
 * Whether both params types accept the same values (`PingRequestParams` spelled as `RequestParams`),
 * an optional key one side lists and the other admits as any value (an open object) aside: that is
 * `*-property-constrained`, reported on the definitions.
 */
function sameShape(a: MethodInfo, b: MethodInfo, from: Snapshot, to: Snapshot): boolean {
  const [x, y] = [resolve(paramsType(a, from), from), resolve(paramsType(b, to), to)];
  if (x === undefined || y === undefined) return false;
  if (x.kind !== "object" || y.kind !== "object") return relate(x, y, from, to) === "equal";
  const common = (o: ObjectNode, other: ObjectNode): ObjectNode => ({
    ...o,
    properties: o.properties.filter(
      (p) => p.required || other.additional.kind === "closed" || other.properties.some((q) => q.name === p.name),
    ),
  });
  return relate(common(x, y), common(y, x), from, to) === "equal";
}

function resolve(node: TypeNode | undefined, side: Snapshot): TypeNode | undefined {
  return node?.kind === "ref" ? side.byName.get(node.target)?.type : node;
}

function paramsType(m: MethodInfo, side: Snapshot): TypeNode | undefined {
  if (m.params === null) return undefined;
  if (!m.paramsInline) return side.byName.get(m.params)?.type;
  const message = m.inline ? undefined : side.byName.get(m.definition);
  return message ? listedProperties(message.type, side.byName).find((p) => p.name === "params")?.type : undefined;
}
