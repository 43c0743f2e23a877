import { provenanceComment } from "../../../emit/provenance.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { buildPlan } from "../plan/buildPlan.js";
import { spanVersions } from "../plan/spanVersions.js";
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
    const plans = inputs.map((input) => ({ ...buildPlan(input.model), source: input.version }));
    const wire = inputs.flatMap((input, i) =>
      renderPython(plans[i]!)
        .filter((f) => f.name.endsWith(".py"))
        .map((f) => ({
          path: `${folder}/${pkg}${versionModule(input.version)}/${f.name.slice(pkg.length)}`,
          contents: `${provenanceComment(input.provenance, "#")}\n\n${f.text.trimEnd()}\n`,
        })),
    );
    const header = inputs.map((input) => provenanceComment(input.provenance, "#")).join("\n#\n");
    const spanning = renderSpanning(spanVersions(plans)).map((f) => ({
      path: `${folder}/${f.name}`,
      contents: f.name.endsWith(".py") ? `${header}\n\n${f.text.trimEnd()}\n` : f.text,
    }));
    return [...wire, ...spanning];
  },
};
