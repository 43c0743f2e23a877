import type { Model } from "../ir/model.js";
import { deriveCapabilities, type CapabilityMap } from "../mcp/capabilities.js";
import { deriveMethods } from "../mcp/methods.js";
import type { MethodInfo } from "../mcp/methodInfo.js";

/**
 * Method and capability facts, derived once per model (a model is never mutated) for every target
 * that reads them: generator/mcp/methods.ts's `deriveMethods` with its defaults (an unpaired method
 * is an error) and the capabilities guarding them. The diff, which skips unpaired methods of a
 * draft mid-edit, derives its own with that option.
 */
const methodsOf = new WeakMap<Model, readonly MethodInfo[]>();
const capabilitiesOf = new WeakMap<Model, CapabilityMap>();

/** Every method per direction, paired with params, result and capability; sorted by method, direction, via. */
export function protocolMethods(model: Model): readonly MethodInfo[] {
  let methods = methodsOf.get(model);
  if (!methods) methodsOf.set(model, (methods = deriveMethods(model)));
  return methods;
}

/** Every capability key and sub-key per side, with the methods it guards. */
export function protocolCapabilities(model: Model): CapabilityMap {
  let capabilities = capabilitiesOf.get(model);
  if (!capabilities) capabilitiesOf.set(model, (capabilities = deriveCapabilities(model, protocolMethods(model))));
  return capabilities;
}
