import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

const control = /[\u0000-\u001f\u007f]/;

export const xMcpHeaderControl = {
  id: "x-mcp-header-control",
  level: "MUST",
  versions: headerVersions,
  stated: {
    ...headerSpec,
    text: "MUST NOT contain control characters, including carriage return (CR, `\\r`) or line feed (LF, `\\n`)",
  },
  subject: "tool",
  check: (tool) =>
    tool.headers.flatMap((h) => {
      if (typeof h.value !== "string") return [];
      const c = control.exec(h.value);
      return c
        ? [
            {
              path: h.path,
              args: {
                value: JSON.stringify(h.value),
                character: `U+${c[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`,
              },
            },
          ]
        : [];
    }),
} as const satisfies ToolRule<"x-mcp-header-control">;
