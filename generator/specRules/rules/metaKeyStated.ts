/** Where the spec states the `_meta` key format, shared by the meta-key-* rules. */
export const metaKeySpec = {
  page: "basic/index",
  section: "General fields: _meta (2026-07-28: the MetaObject schema)",
} as const;

/** The versions whose text gives the key format (it first appeared in 2025-06-18). */
export const metaKeyVersions = ["2025-06-18", "2025-11-25", "2026-07-28", "draft"] as const;

/** `_meta` keys a version's spec defines in prose only (no schema.json property declares them). */
export const proseMetaKeys: Readonly<Record<string, readonly string[]>> = {
  "2025-11-25": ["io.modelcontextprotocol/related-task"],
};
