import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

export const xMcpHeaderEmpty = {
  id: "x-mcp-header-empty",
  level: "MUST",
  versions: headerVersions,
  stated: { ...headerSpec, text: "MUST NOT be empty" },
  subject: "tool",
  check: (tool) => tool.headers.filter((h) => h.value === "").map((h) => ({ path: h.path, args: {} })),
} as const satisfies ToolRule<"x-mcp-header-empty">;
