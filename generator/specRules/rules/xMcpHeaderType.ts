import type { ToolRule } from "../rule.js";
import { headerSpec, headerVersions } from "./xMcpHeaderStated.js";

const primitives = new Set(["integer", "string", "boolean"]);

/**
 * The annotated schema must declare one of integer, string, boolean (`number` is not permitted). A type list may
 * add `"null"` (a null argument sends no header, which the spec allows); a schema that declares no type is not
 * known to be primitive, so it fails too.
 */
function primitiveType(type: unknown): boolean {
  if (typeof type === "string") return primitives.has(type);
  if (!Array.isArray(type)) return false;
  const rest = type.filter((t) => t !== "null");
  return rest.length === 1 && typeof rest[0] === "string" && primitives.has(rest[0]);
}

export const xMcpHeaderType = {
  id: "x-mcp-header-type",
  level: "MUST",
  versions: headerVersions,
  stated: {
    ...headerSpec,
    text: "MUST only be applied to parameters with primitive types (integer, string, boolean). Parameters with type `number` are not permitted.",
  },
  subject: "tool",
  check: (tool) =>
    tool.headers
      .filter((h) => !primitiveType(h.type))
      .map((h) => ({
        path: h.path,
        args: { type: h.type === undefined ? "none" : JSON.stringify(h.type) },
      })),
} as const satisfies ToolRule<"x-mcp-header-type">;
