import type { MetaKeyRule } from "../rule.js";
import { token } from "../rule.js";
import { reservedLabels, splitMetaKey } from "../metaKey.js";
import { metaKeySpec } from "./metaKeyStated.js";

/**
 * 2025-06-18 reserved prefixes the other way round (forward DNS: `modelcontextprotocol.io/`, `tools.mcp.com/`):
 * a reserved label followed by at least one more label. Later versions use the second label (meta-key-reserved).
 */
export const metaKeyReservedForward = {
  id: "meta-key-reserved-forward",
  level: "SHOULD",
  versions: ["2025-06-18"],
  stated: {
    ...metaKeySpec,
    text: "Any prefix beginning with zero or more valid labels, followed by `modelcontextprotocol` or `mcp`, followed by any valid label, is reserved for MCP use.",
  },
  subject: "meta-key",
  check: (key, known) => {
    const { prefix, labels } = splitMetaKey(key);
    if (prefix === undefined || known.has(key)) return [];
    const at = labels.findIndex((l, i) => i < labels.length - 1 && reservedLabels.includes(l));
    return at < 0
      ? []
      : [
          {
            path: `/${token(key)}`,
            args: {
              key: JSON.stringify(key),
              prefix: JSON.stringify(`${prefix}/`),
            },
          },
        ];
  },
} as const satisfies MetaKeyRule<"meta-key-reserved-forward">;
