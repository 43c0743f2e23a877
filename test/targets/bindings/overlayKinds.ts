import type { Model } from "../../../generator/ir/model.js";
import { applyOverlay } from "../../../generator/overlay/applyOverlay.js";
import { validateOverlay } from "../../../generator/overlay/validateOverlay.js";

/**
 * The overlay's reading kinds as a binding decodes them (issue 23): on 2026-07-28's `Tool`,
 * `object-policy: ignore` (an unlisted key is accepted and dropped), `null-absent` (an optional
 * field's `null` reads as absent) and `loosen onInvalid: "absent"` on `annotations` (a malformed
 * value reads as absent). Each case decodes a message with the overlaid bindings (`want`: the JSON
 * text written back) and with the plain ones, which must differ as `plain` says: the unlisted key
 * kept, or the message rejected at `at`. Read by each language's driver as `{type, text}` rows.
 */
export const overlayVersion = "2026-07-28";

const reason = "the peer's SDK does so";
export const overlayEntries: readonly object[] = [
  { kind: "object-policy", at: "#/$defs/Tool", policy: "ignore", reason },
  { kind: "null-absent", at: "#/$defs/Tool", reason },
  { kind: "loosen", at: "#/$defs/Tool", property: "annotations", onInvalid: "absent", reason },
];

/** `model` (2026-07-28's IR) with `overlayEntries` applied; the input is not changed. */
export function overlaidModel(model: Model): Model {
  return applyOverlay(model, validateOverlay({ entries: overlayEntries }, "overlay-kinds.json", "#/overlay"), overlayVersion);
}

const tool = (extra: string) => `{"name":"t","inputSchema":{"type":"object"}${extra}}`;
const response = (t: string) => `{"jsonrpc":"2.0","id":7,"result":{"resultType":"complete","tools":[${t}],"ttlMs":0,"cacheScope":"public"}}`;

export interface OverlayCase {
  kind: "ignore" | "null-absent" | "onInvalid" | "all";
  type: string;
  text: string;
  /** What the overlaid bindings write back. */
  want: string;
  /** What the plain bindings do: keep the unlisted key (write `text` back), or reject at the pointer. */
  plain: { kept: true } | { at: string };
}

export const overlayCases: readonly OverlayCase[] = [
  { kind: "ignore", type: "Tool", text: tool(`,"x-peer":{"a":1}`), want: tool(""), plain: { kept: true } },
  { kind: "null-absent", type: "Tool", text: tool(`,"title":null,"icons":null`), want: tool(""), plain: { at: "/icons" } },
  { kind: "onInvalid", type: "Tool", text: tool(`,"annotations":"read-only"`), want: tool(""), plain: { at: "/annotations" } },
  { kind: "onInvalid", type: "Tool", text: tool(`,"annotations":{"readOnlyHint":"yes"}`), want: tool(""), plain: { at: "/annotations/readOnlyHint" } },
  { kind: "onInvalid", type: "Tool", text: tool(`,"annotations":{"readOnlyHint":true}`), want: tool(`,"annotations":{"readOnlyHint":true}`), plain: { kept: true } },
  {
    kind: "all",
    type: "ListToolsResultResponse",
    text: response(tool(`,"title":null,"annotations":7,"x-peer":true`)),
    want: response(tool("")),
    plain: { at: "/result/tools/0/annotations" },
  },
];

/** The types the drivers must decode for these cases. */
export const overlayTypes: readonly string[] = [...new Set(overlayCases.map((c) => c.type))];
