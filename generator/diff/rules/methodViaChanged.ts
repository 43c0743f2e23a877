import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { pairMethods } from "./methodSides.js";

export const methodViaChanged = {
  id: "method-via-changed",
  level: "ERR",
  category: "changed",
  description:
    "A request travels differently (a JSON-RPC request became an input request inside a result, or back); both sides break.",
  example: { before: "sampling/createMessage via json-rpc", after: "sampling/createMessage via input-request" },
  check: (input) =>
    pairMethods(input.from.methods, input.to.methods).moved.map(([a, b]) => ({
      path: methodPath(a.method),
      before: a.via,
      after: b.via,
      args: { method: a.method, before: a.via, after: b.via },
      breaks: ["client", "server"],
    })),
} as const satisfies DiffRule<"method-via-changed">;
