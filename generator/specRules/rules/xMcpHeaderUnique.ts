import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

export const xMcpHeaderUnique = {
  id: "x-mcp-header-unique",
  level: "MUST",
  versions: headerVersions,
  stated: {
    ...headerSpec,
    text: "MUST be case-insensitively unique among all `x-mcp-header` values in the `inputSchema`",
  },
  subject: "tool",
  // Header names compare case-insensitively; tokens are ASCII, so lower-casing ASCII is the comparison.
  check: (tool) => {
    const first = new Map<string, string>();
    return tool.headers.flatMap((h) => {
      if (typeof h.value !== "string") return [];
      const folded = h.value.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const earlier = first.get(folded);
      if (earlier === undefined) {
        first.set(folded, h.path);
        return [];
      }
      return [
        {
          path: h.path,
          args: { value: JSON.stringify(h.value), first: earlier },
        },
      ];
    });
  },
} as const satisfies ToolRule<"x-mcp-header-unique">;
