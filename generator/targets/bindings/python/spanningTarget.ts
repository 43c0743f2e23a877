import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningFiles } from "../spanningFiles.js";
import { renderPython } from "./render.js";
import { renderSpanning, versionModule } from "./spanning.js";

/** Where the layer goes: out/all/python/, beside out/<version>/. */
const folder = "all/python";
const pkg = "mcp_codegen_types/";

/**
 * The Python version-spanning layer: one package over every version generated, out/all/python/mcp_codegen_types/,
 * holding each version's wire models as a sub-package (`_v2025_11_25/`) and the spanning classes over them.
 * Nothing per version: it is made from all versions at once (`combine`).
 */
export const pythonSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[]) {
    return spanningFiles(inputs, {
      comment: "#",
      wire: (plan, version) =>
        renderPython(plan)
          .filter((f) => f.name.endsWith(".py"))
          .map((f) => ({ path: `${folder}/${pkg}${versionModule(version)}/${f.name.slice(pkg.length)}`, text: f.text })),
      layer: (spanned) =>
        renderSpanning(spanned).map((f) => (f.name.endsWith(".py") ? { path: `${folder}/${f.name}`, text: f.text } : { path: `${folder}/${f.name}`, text: f.text, bare: true as const })),
    });
  },
};
