import type { MessageArgs, MessageId } from "../../messages/catalog.js";
import { perSite, type Rule } from "../../rules/rule.js";
import type { SitesByKind } from "../../rules/site.js";
import type { Site, SiteKind } from "../site.js";

export type CrosscheckId = Extract<MessageId, `crosscheck-${string}`>;

/** What every cross-check rule reads: the sites of both files, by kind. */
export interface CrosscheckInput {
  sites: SitesByKind<Site>;
}

/** One divergence found: the site it is at and its message args. */
export interface CrosscheckFinding<I extends CrosscheckId = CrosscheckId> {
  site: Site;
  finding: MessageArgs<I>;
}

/** One kind of divergence, in the shared rule shape (`rules/rule.ts`), reading one kind of site. */
export interface CrosscheckRule<I extends CrosscheckId = CrosscheckId, K extends SiteKind = SiteKind> extends Rule<
  I,
  CrosscheckInput,
  CrosscheckFinding<I>
> {
  readonly site: K;
}

/** A rule written per site: `check` sees each site of kind `site` and returns the args of each divergence there. */
export function rule<I extends CrosscheckId, K extends SiteKind>(r: {
  id: I;
  site: K;
  description: string;
  check(site: Extract<Site, { at: K }>): MessageArgs<I>[];
}): CrosscheckRule<I, K> {
  return {
    id: r.id,
    site: r.site,
    description: r.description,
    check: perSite<Site, K, MessageArgs<I>>(r.site, r.check),
  };
}

/** Any rule, for the registry's `satisfies`. */
export type AnyCrosscheckRule = CrosscheckRule<CrosscheckId, SiteKind>;
