import { provenanceComment } from "../../../emit/provenance.js";
import { defaultBindingNames, type Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames, withoutVersionSegment } from "../spanningNames.js";
import { bindingName, packageNamings } from "../../bindingNames.js";
import { buildPlan } from "../plan/buildPlan.js";
import { spanVersions } from "../plan/spanVersions.js";
import { renderKotlin } from "./render.js";
import { renderKotlinSpanning } from "./spanning.js";

/** Where the source tree goes: out/all/kotlin/, beside out/<version>/. */
const folder = "all/kotlin";

/**
 * The Kotlin version-spanning layer: one source tree, out/all/kotlin/, holding each version's wire package in a
 * folder of its own (`v2026_07_28/`: the `kotlin` target's output, unchanged) and the spanning package over them
 * at its root. Nothing per version: it is made from all versions at once (`combine`).
 */
export const kotlinSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[], options: Options) {
    const { spanning, packages } = packageNames(inputs, options);
    const plans = inputs.map((input) => ({ ...buildPlan(input.model), source: input.version }));
    const wire = inputs.flatMap((input, i) =>
      renderKotlin(plans[i]!, packages.get(input.version)!).map((f) => ({
        path: `${folder}/${bindingName(packageNamings.kotlin, "{version}", input.version)}/${f.name}`,
        contents: `${provenanceComment(input.provenance, "//")}\n\n${f.text.trimEnd()}\n`,
      })),
    );
    const header = inputs.map((input) => provenanceComment(input.provenance, "//")).join("\n//\n");
    const layer = renderKotlinSpanning(spanVersions(plans), plans, spanning, packages).map((f) => ({
      path: `${folder}/${f.name}`,
      contents: `${header}\n\n${f.text.trimEnd()}\n`,
    }));
    return [...wire, ...layer];
  },
};

/**
 * The option `bindings.kotlin.package` names both: each version's wire package is the template with `{version}`
 * (one without it gets a segment `.{version}` appended: `io.modelcontextprotocol.schema` ->
 * `io.modelcontextprotocol.schema.v2026_07_28`), the spanning package the template without it, empty segments
 * dropped (`io.example.{version}` -> `io.example`; the default package when nothing is left).
 */
function packageNames(inputs: readonly VersionInput[], options: Options): { spanning: string; packages: Map<string, string> } {
  const { spanning, perVersion } = spanningNames(inputs, options, "kotlin", { withVersion: (t) => `${t}.{version}`, withoutVersion: withoutVersionSegment, fallback: defaultBindingNames.kotlin.package });
  return { spanning, packages: perVersion };
}
