/**
 * The one rule mechanism of the diff and the cross-check: a registry is an array of definition objects,
 * metadata first, then `check`, which reads the sites (and whatever else its stage puts in the input)
 * and returns findings. The stage stamps each finding with its rule; nothing else runs rules.
 */
import type { Site, SitesByKind } from "./site.js";

export interface Rule<Id extends string = string, Input = unknown, Finding = unknown> {
  /** Stable kebab-case id; never reuse or rename. */
  readonly id: Id;
  readonly description: string;
  check(input: Input): Finding[];
}

/** What a rule's check returns one of. */
export type FindingOf<R> = R extends { check(input: never): (infer F)[] } ? F : never;

/** Every rule over one input, in registry order; `stamp` turns a rule's finding into the stage's output. */
export function runRules<R extends Rule<string, never, unknown>, O>(
  rules: readonly R[],
  input: Parameters<R["check"]>[0],
  stamp: (rule: R, finding: FindingOf<R>) => O,
): O[] {
  const out: O[] = [];
  for (const rule of rules)
    for (const finding of (rule.check as (i: typeof input) => FindingOf<R>[])(input)) out.push(stamp(rule, finding));
  return out;
}

/** A rule that looks at one kind of site at a time: its check sees each site of that kind. */
export function perSite<S extends Site, K extends S["at"], F>(
  kind: K,
  check: (site: Extract<S, { at: K }>) => F[],
): (input: { sites: SitesByKind<S> }) => { site: Extract<S, { at: K }>; finding: F }[] {
  return (input) =>
    (input.sites[kind] as Extract<S, { at: K }>[]).flatMap((site) => check(site).map((finding) => ({ site, finding })));
}
