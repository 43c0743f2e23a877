import type { MetaKeyRule } from "../rule.js";
import { token } from "../rule.js";
import { reservedLabels, splitMetaKey } from "../metaKey.js";
import { metaKeySpec } from "./metaKeyStated.js";

/**
 * A key under a reserved prefix that the schema does not declare for this version: only MCP may define it. A
 * warning (the spec says "reserved", with no MUST for the sender), and never for the keys the schema declares.
 */
export const metaKeyReserved = {
  id: "meta-key-reserved",
  level: "SHOULD",
  versions: ["2025-11-25", "2026-07-28", "draft"],
  stated: {
    ...metaKeySpec,
    text: "Any prefix where the second label is `modelcontextprotocol` or `mcp` is reserved for MCP use. For example: `io.modelcontextprotocol/`, `dev.mcp/` [...] However, `com.example.mcp/` is NOT reserved.",
  },
  subject: "meta-key",
  check: (key, known) => {
    const { prefix, labels } = splitMetaKey(key);
    if (prefix === undefined || labels.length < 2 || !reservedLabels.includes(labels[1]!) || known.has(key)) return [];
    return [
      {
        path: `/${token(key)}`,
        args: {
          key: JSON.stringify(key),
          prefix: JSON.stringify(`${prefix}/`),
        },
      },
    ];
  },
} as const satisfies MetaKeyRule<"meta-key-reserved">;
