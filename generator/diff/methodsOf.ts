/**
 * The method map of a model for diffing. Generation refuses a method it cannot pair with a result;
 * a reviewer diffing an in-between draft still wants the rest. So the derivation runs with
 * `unpaired: "skip"`: what it leaves out is returned, and the `method-unpaired` rule reports it.
 * The derivation itself is `mcp/methods.ts`'s.
 */
import type { Model } from "../ir/model.js";
import { deriveMethods, type MethodInfo } from "../mcp/methods.js";

export interface Unpaired {
  method: string;
  detail: string;
}

export function methodsOf(model: Model): { methods: MethodInfo[]; unpaired: Unpaired[] } {
  const unpaired: Unpaired[] = [];
  const methods = deriveMethods(model, {
    unpaired: "skip",
    onSkip: (u) => unpaired.push({ method: u.method, detail: u.detail }),
  });
  return { methods, unpaired };
}
