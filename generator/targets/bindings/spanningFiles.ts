import { provenanceComment, type Provenance } from "../../emit/provenance.js";
import type { EmittedFile } from "../../emit/output.js";
import type { VersionInput } from "../target.js";
import { buildPlan } from "./plan/buildPlan.js";
import type { BindingPlan } from "./plan/model.js";
import { spanVersions, type SpanningPlan } from "./plan/spanVersions.js";

/** A file a spanning target writes: where, and its text before the provenance header. */
export interface SpanningFile {
  path: string;
  text: string;
  /** Written as is, with no header (a file that is no source of the language, such as a `py.typed` marker). */
  bare?: true;
}

/** What a language's spanning target says; `spanningFiles` does the rest alike for every language. */
export interface SpanningLayout {
  /** The language's line-comment prefix, for the provenance headers and what separates them atop the layer: `//` unless given. */
  comment?: string;
  /** One version's provenance header, where a plain comment of it is not safe in the language (Java's unicode escapes). */
  header?(provenance: Provenance): string;
  /** One version's wire files (the language's own target, unchanged). */
  wire(plan: BindingPlan, version: string): SpanningFile[];
  /** The layer over them, from the spanning plan; `header` is the versions' headers joined, for a file that writes its own. */
  layer(spanned: SpanningPlan, plans: readonly BindingPlan[], header: string): SpanningFile[];
}

/**
 * A spanning target's output: each version's binding plan, its wire files under that version's header, then the
 * spanning layer under every version's header.
 */
export function spanningFiles(inputs: readonly VersionInput[], layout: SpanningLayout): EmittedFile[] {
  const plans = inputs.map((input) => ({ ...buildPlan(input.model), source: input.version }));
  const headed = (header: string) => (f: SpanningFile) => ({ path: f.path, contents: f.bare ? f.text : `${header}\n\n${f.text.trimEnd()}\n` });
  const comment = layout.comment ?? "//";
  const headerOf = layout.header ?? ((p: Provenance) => provenanceComment(p, comment));
  const wire = inputs.flatMap((input, i) => layout.wire(plans[i]!, input.version).map(headed(headerOf(input.provenance))));
  const header = inputs.map((input) => headerOf(input.provenance)).join(`\n${comment}\n`);
  return [...wire, ...layout.layer(spanVersions(plans), plans, header).map(headed(header))];
}
