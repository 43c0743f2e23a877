import type { MessageArgs, MessageId } from "../../messages/catalog.js";
import type { Site, SiteKind } from "../site.js";

export type CrosscheckId = Extract<MessageId, `crosscheck-${string}`>;

/** One kind of divergence: which sites it reads, and the message args of each divergence found there. */
export interface CrosscheckRule<I extends CrosscheckId = CrosscheckId, K extends SiteKind = SiteKind> {
  readonly id: I;
  readonly site: K;
  readonly description: string;
  check(site: Extract<Site, { kind: K }>): MessageArgs<I>[];
}

/** Helper that keeps each rule's id, site and args tied together. */
export function rule<I extends CrosscheckId, K extends SiteKind>(r: CrosscheckRule<I, K>): CrosscheckRule<I, K> {
  return r;
}

/** Any rule, for the registry's `satisfies`. */
export interface AnyCrosscheckRule {
  readonly id: CrosscheckId;
  readonly site: SiteKind;
  readonly description: string;
  check(site: never): unknown[];
}
