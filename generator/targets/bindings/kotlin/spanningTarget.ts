import { defaultBindingNames, type Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames, withoutVersionSegment } from "../spanningNames.js";
import { bindingName, packageNamings } from "../../bindingNames.js";
import { spanningFiles } from "../spanningFiles.js";
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
    return spanningFiles(inputs, {
      wire: (plan, version) =>
        renderKotlin(plan, packages.get(version)!).map((f) => ({ path: `${folder}/${bindingName(packageNamings.kotlin, "{version}", version)}/${f.name}`, text: f.text })),
      layer: (spanned, plans) => renderKotlinSpanning(spanned, plans, spanning, packages).map((f) => ({ path: `${folder}/${f.name}`, text: f.text })),
    });
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
