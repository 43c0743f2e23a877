/**
 * A small valid instance of any IR node, for tests that need a message of every method (direction,
 * pairing, dispatch): required properties only, the first allowed value, the first union member
 * that is not a dead end. The result is still checked by the caller's validators: this helper only
 * proposes a value, it does not decide validity.
 */
import { assertNever, type Definition, type Model, type TypeNode } from "../../generator/ir/model.ts";
import { definitionsByName } from "../../generator/ir/lookup.ts";
import { methodMembers, type MethodMember } from "../../generator/mcp/methods.ts";

const formatSamples: Record<string, string> = {
  uri: "https://example.com/a",
  byte: "QUJD",
  "uri-template": "https://example.com/{id}",
};

export function sampler(model: Model): (node: TypeNode) => unknown {
  const defs = new Map<string, Definition>(model.definitions.map((d) => [d.name, d]));
  const sample = (node: TypeNode, depth: number): unknown => {
    if (depth > 40) throw new Error(`no finite sample at ${node.pointer}`);
    switch (node.kind) {
      case "any":
        return {};
      case "never":
        throw new Error(`never at ${node.pointer}`);
      case "ref":
        return sample(defs.get(node.target)!.type, depth + 1);
      case "primitive": {
        const c = node.constraints;
        const type = node.type;
        switch (type) {
          case "string":
            if (c.format) return formatSamples[c.format] ?? "x";
            return "x".repeat(Math.max(1, c.minLength ?? 1));
          case "number":
          case "integer": {
            let n = c.minimum ?? (c.exclusiveMinimum !== undefined ? Math.floor(c.exclusiveMinimum) + 1 : 1);
            if (c.maximum !== undefined) n = Math.min(n, c.maximum);
            return n;
          }
          case "boolean":
            return true;
          case "null":
            return null;
        }
        return assertNever(type, "primitive");
      }
      case "literal":
        return node.value;
      case "enum":
        return node.values[0];
      case "object": {
        const out: Record<string, unknown> = {};
        for (const p of node.properties) if (p.required) out[p.name] = sample(p.type, depth + 1);
        for (const name of node.requiredOnly) out[name] = {};
        return out;
      }
      case "map":
        return {};
      case "array": {
        const n = node.constraints.minItems ?? 0;
        return Array.from({ length: Math.max(n, node.prefixItems.length) }, (_, i) => sample(node.prefixItems[i] ?? node.items, depth + 1));
      }
      case "union": {
        // The member that needs the least nesting (JSONValue's string before its array).
        for (const m of node.members) {
          try {
            return sample(m, depth + 1);
          } catch {
            // a dead end (never, or a cycle with no way out): try the next member
          }
        }
        throw new Error(`no member of ${node.pointer} has a sample`);
      }
      case "intersection":
        return node.members.map((m) => sample(m, depth + 1)).reduce(merge, {});
      case "not":
      case "switch":
        return null;
      default:
        return assertNever(node, "type node");
    }
  };
  return (node) => sample(node, 0);
}

function merge(a: unknown, b: unknown): unknown {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return b;
  const out: Record<string, unknown> = { ...(a as Record<string, unknown>) };
  for (const [k, v] of Object.entries(b)) out[k] = k in out ? merge(out[k], v) : v;
  return out;
}

/** The node of a method union member: its definition, or for an inline member the union member with its method. */
export function memberNode(model: Model, member: MethodMember): TypeNode {
  const defs = definitionsByName(model);
  if (!member.inline) return defs.get(member.definition)!.type;
  const holder = defs.get(member.container!)!.type;
  const members = holder.kind === "union" ? holder.members : [holder];
  const found = members.find((m) => m.kind === "object" && m.properties.some((p) => p.name === "method" && p.type.kind === "literal" && p.type.value === member.method));
  if (!found) throw new Error(`no inline member ${member.method} in ${member.container}`);
  return found;
}

/**
 * A valid JSON-RPC message for every method member sent as JSON-RPC (`id` for requests): the
 * envelope's sample under the method definition's sample.
 */
export function sampleMessages(model: Model): { member: MethodMember; message: Record<string, unknown> }[] {
  const sample = sampler(model);
  const defs = definitionsByName(model);
  return methodMembers(model)
    .filter((m) => m.source.via === "json-rpc")
    .map((member) => {
      const envelope = defs.get(member.source.kind === "request" ? "JSONRPCRequest" : "JSONRPCNotification")!;
      const message = merge(sample(envelope.type), sample(memberNode(model, member))) as Record<string, unknown>;
      if (member.source.kind === "request") message.id = 1;
      return { member, message };
    });
}
