import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

/**
 * What "statically reachable" means here (properties at any depth, allOf, local $ref; not anyOf/oneOf/not/if,
 * array items, additional or pattern properties, unreferenced $defs, the root itself) is documented with the
 * collector, `../xMcpHeaders.ts`. A schema too large to search in full is reported here too: the client cannot
 * tell which headers it would have to send.
 */
export const xMcpHeaderReachable = {
  id: "x-mcp-header-reachable",
  level: "MUST",
  versions: headerVersions,
  stated: {
    ...headerSpec,
    text: "MUST only be applied to properties statically reachable from the schema root",
  },
  subject: "tool",
  check: (tool) => [
    ...tool.headers.filter((h) => !h.reachable).map((h) => ({ path: h.path, args: { via: h.blockedBy } })),
    ...(tool.truncated
      ? [
          {
            path: "/inputSchema",
            args: { via: "a schema too large to search" },
          },
        ]
      : []),
  ],
} as const satisfies ToolRule<"x-mcp-header-reachable">;
