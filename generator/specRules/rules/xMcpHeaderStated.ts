/** Where the spec states the `x-mcp-header` constraints, shared by the rules in the x-mcp-header-* files. */
export const headerSpec = {
  page: "basic/transports/streamable-http",
  section: "Custom Headers from Tool Parameters: Schema Extension (also Tools: x-mcp-header)",
} as const;

/** The versions whose spec defines `x-mcp-header` (SEP-2243). */
export const headerVersions = ["2026-07-28", "draft"] as const;
