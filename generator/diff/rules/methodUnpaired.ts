import { methodPath } from "../paths.js";
import type { DiffRule } from "../types.js";
import { statusFindings } from "./status.js";

export const methodUnpaired = {
  id: "method-unpaired",
  level: "INFO",
  category: "changed",
  description:
    "A request one version defines cannot be paired with a result (a draft mid-edit); it is left out of the method comparison.",
  example: { before: "(paired)", after: "subscriptions/listen: SubscriptionsListenResult is not defined" },
  status: true,
  check: (input) =>
    statusFindings(
      input,
      (snap) => snap.unpaired,
      (u, snap) => ({ path: methodPath(u.method), value: "unpaired", args: { method: u.method, version: snap.model.source, detail: u.detail } }),
    ),
} as const satisfies DiffRule<"method-unpaired">;
