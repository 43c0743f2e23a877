/** Where the spec states the tool-name guidance (SEP-986), shared by the tool-name-* rules. */
export const toolNameSpec = {
  page: "server/tools",
  section: "Tool Names",
} as const;

/** The versions whose Tools page gives the guidance. */
export const toolNameVersions = ["2025-11-25", "2026-07-28", "draft"] as const;
