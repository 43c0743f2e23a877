import type { CapabilityMap } from "../../mcp/capabilities.js";
import type { MethodInfo } from "../../mcp/methods.js";

/** One method as methods.json (and methods.ts's `methods` table) publishes it: a fixed key order. */
export interface MethodRecord {
  method: string;
  kind: MethodInfo["kind"];
  direction: MethodInfo["direction"];
  via: MethodInfo["via"];
  definition: string;
  params: string | null;
  paramsRequired: boolean;
  result: string | null;
  alternativeResults: string[];
  capability: string | null;
  capabilitySide: MethodInfo["capabilitySide"];
  deprecated: boolean;
}

export function methodRecord(m: MethodInfo): MethodRecord {
  return {
    method: m.method,
    kind: m.kind,
    direction: m.direction,
    via: m.via,
    definition: m.definition,
    params: m.params,
    paramsRequired: m.paramsRequired,
    result: m.result,
    alternativeResults: [...m.alternativeResults],
    capability: m.capability,
    capabilitySide: m.capabilitySide,
    deprecated: m.deprecated,
  };
}

/** `<version>/methods.json`. */
export function methodsJson(version: string, methods: readonly MethodInfo[]): string {
  return `${JSON.stringify({ version, methods: methods.map(methodRecord) }, null, 2)}\n`;
}

/** `<version>/capabilities.json`: each side's keys and sub-keys with the methods they guard. */
export function capabilitiesJson(version: string, capabilities: CapabilityMap): string {
  return `${JSON.stringify({ version, client: capabilities.client, server: capabilities.server }, null, 2)}\n`;
}
