import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

/** RFC 9110 section 5.6.2 `token = 1*tchar`. */
const tokenPattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Control characters have their own rule; this one reports the other non-token characters. */
const control = /[\u0000-\u001f\u007f]/;

export const xMcpHeaderToken = {
  id: "x-mcp-header-token",
  level: "MUST",
  versions: headerVersions,
  stated: {
    ...headerSpec,
    text: "MUST match HTTP field-name token syntax (`1*tchar`, RFC 9110 Section 5.1)",
  },
  subject: "tool",
  check: (tool) =>
    tool.headers.flatMap((h) => {
      if (typeof h.value !== "string")
        return [
          {
            path: h.path,
            args: {
              value: JSON.stringify(h.value) ?? String(h.value),
              problem: "not a string",
            },
          },
        ];
      if (h.value === "" || control.test(h.value) || tokenPattern.test(h.value)) return [];
      const bad = [...h.value].find((c) => !tokenPattern.test(c)) ?? "";
      return [
        {
          path: h.path,
          args: {
            value: JSON.stringify(h.value),
            problem: `holds ${JSON.stringify(bad)}`,
          },
        },
      ];
    }),
} as const satisfies ToolRule<"x-mcp-header-token">;
