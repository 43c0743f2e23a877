/**
 * Every spec rule: MUSTs and SHOULDs the spec states in prose (not in schema.json). Ids are stable; the message
 * catalog (`messages.ts`) covers every entry (a test checks), and each rule lists the versions that state it.
 */
import type { SpecRule } from "./rule.js";
import { xMcpHeaderEmpty } from "./rules/xMcpHeaderEmpty.js";
import { xMcpHeaderToken } from "./rules/xMcpHeaderToken.js";
import { xMcpHeaderControl } from "./rules/xMcpHeaderControl.js";
import { xMcpHeaderUnique } from "./rules/xMcpHeaderUnique.js";
import { xMcpHeaderType } from "./rules/xMcpHeaderType.js";
import { xMcpHeaderReachable } from "./rules/xMcpHeaderReachable.js";
import { toolNameLength } from "./rules/toolNameLength.js";
import { toolNameCharacters } from "./rules/toolNameCharacters.js";
import { toolNameUnique } from "./rules/toolNameUnique.js";
import { metaKeyPrefix } from "./rules/metaKeyPrefix.js";
import { metaKeyName } from "./rules/metaKeyName.js";
import { metaKeyReserved } from "./rules/metaKeyReserved.js";
import { metaKeyReservedForward } from "./rules/metaKeyReservedForward.js";

export const specRules = [
  xMcpHeaderEmpty,
  xMcpHeaderToken,
  xMcpHeaderControl,
  xMcpHeaderUnique,
  xMcpHeaderType,
  xMcpHeaderReachable,
  toolNameLength,
  toolNameCharacters,
  toolNameUnique,
  metaKeyPrefix,
  metaKeyName,
  metaKeyReserved,
  metaKeyReservedForward,
] as const satisfies readonly SpecRule[];

export type SpecRuleId = (typeof specRules)[number]["id"];

/** The rules a spec version states, in registry order. */
export function specRulesFor(version: string): SpecRule<SpecRuleId>[] {
  return specRules.filter((r) => (r.versions as readonly string[]).includes(version));
}
