/** One-line, TypeScript-like summaries of IR types for reports: `string`, `Foo`, `"a" | "b"`, `Foo[]`. */
import { assertNever, type TypeNode } from "../ir/model.js";
import { canonical } from "./fingerprint.js";

export function summarize(node: TypeNode, depth = 2): string {
  switch (node.kind) {
    case "any":
      return "unknown";
    case "never":
      return "never";
    case "ref":
      return node.target;
    case "primitive":
      return node.type;
    case "literal":
      return canonical(node.value);
    case "enum":
      return node.values.map(canonical).join(" | ");
    case "object":
      if (depth <= 0 || node.properties.length === 0) return node.properties.length === 0 ? "object" : "{...}";
      return `{ ${node.properties.map((p) => `${p.name}${p.required ? "" : "?"}: ${summarize(p.type, depth - 1)}`).join("; ")} }`;
    case "map":
      return `Record<string, ${summarize(node.values, depth - 1)}>`;
    case "array":
      return node.prefixItems.length > 0
        ? `[${node.prefixItems.map((n) => summarize(n, depth - 1)).join(", ")}, ...]`
        : `${wrap(summarize(node.items, depth - 1))}[]`;
    case "union":
      return node.members.map((m) => summarize(m, depth - 1)).join(" | ");
    case "intersection":
      return node.members.map((m) => wrap(summarize(m, depth - 1))).join(" & ");
    case "not":
      return `not ${wrap(summarize(node.type, depth - 1))}`;
    case "switch":
      return node.cases.map((c) => `${c.when}: ${summarize(c.type, depth - 1)}`).join(", ");
    default:
      return assertNever(node, "type node");
  }
}

function wrap(s: string): string {
  return /[|&]/.test(s) ? `(${s})` : s;
}
