/**
 * A site: one aligned place where two descriptions of the protocol are compared, and the only thing a
 * rule reads. The diff aligns two versions (before: the old, after: the new); the cross-check aligns
 * schema.ts with schema.json (before: schema.ts, after: schema.json). Either side may be absent
 * (`undefined`) when the place exists on one side only. Extra facts a kind needs ride beside.
 */
export interface Site<At extends string = string, Before = unknown, After = unknown> {
  at: At;
  /** The definition the place is in. */
  definition: string;
  /** Where: a change path (`Tool/properties/name`) or, in the cross-check, `Owner.property` as schema.ts spells it. */
  path: string;
  /** JSON pointer into schema.json, when the place has one. */
  pointer?: string;
  before: Before;
  after: After;
}

/** Sites grouped by kind, every kind present (possibly empty), each in the order found. */
export type SitesByKind<S extends Site> = { [K in S["at"]]: Extract<S, { at: K }>[] };

export function groupSites<S extends Site>(sites: readonly S[], kinds: readonly S["at"][]): SitesByKind<S> {
  const out = Object.fromEntries(kinds.map((k) => [k, [] as S[]])) as Record<string, S[]>;
  for (const s of sites) (out[s.at] ??= []).push(s);
  return out as SitesByKind<S>;
}
