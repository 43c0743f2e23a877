import { methodPath } from "../paths.js";
import type { DiffRule, Finding } from "../types.js";

export const methodUnpaired = {
  id: "method-unpaired",
  level: "INFO",
  category: "changed",
  description:
    "A request one version defines cannot be paired with a result (a draft mid-edit); it is left out of the method comparison.",
  example: { before: "(paired)", after: "subscriptions/listen: SubscriptionsListenResult is not defined" },
  status: true,
  check: (input) => {
    const out: Finding[] = [];
    for (const [side, snap] of [
      ["from", input.from],
      ["to", input.to],
    ] as const) {
      for (const u of snap.unpaired) {
        out.push({
          path: methodPath(u.method),
          before: side === "from" ? "unpaired" : null,
          after: side === "to" ? "unpaired" : null,
          args: { method: u.method, version: snap.model.source, detail: u.detail },
          breaks: [],
        });
      }
    }
    return out;
  },
} as const satisfies DiffRule<"method-unpaired">;
