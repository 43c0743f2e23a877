import type { ToolListRule } from "../rule.js";
import { toolNameSpec, toolNameVersions } from "./toolNameStated.js";

export const toolNameUnique = {
  id: "tool-name-unique",
  level: "SHOULD",
  versions: toolNameVersions,
  stated: {
    ...toolNameSpec,
    text: "Tool names SHOULD be unique within a server.",
  },
  subject: "tool-list",
  // Names are case-sensitive (the same page says so): only exact repeats count.
  check: (tools) => {
    const first = new Map<string, number>();
    return tools.flatMap((t, i) => {
      if (typeof t.name !== "string") return [];
      const earlier = first.get(t.name);
      if (earlier === undefined) {
        first.set(t.name, i);
        return [];
      }
      return [
        {
          path: `/${i}/name`,
          args: { name: JSON.stringify(t.name), first: earlier },
        },
      ];
    });
  },
} as const satisfies ToolListRule<"tool-name-unique">;
