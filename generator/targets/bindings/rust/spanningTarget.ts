import { provenanceComment } from "../../../emit/provenance.js";
import { runtimeFile } from "../../../emit/moduleText.js";
import type { Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames } from "../spanningNames.js";
import { buildPlan } from "../plan/buildPlan.js";
import { spanVersions } from "../plan/spanVersions.js";
import { renderRust } from "./render.js";
import { runtimeSource } from "./runtime.js";
import { renderRustSpanning } from "./spanning.js";

/** Where the crate goes: out/all/rust/, beside out/<version>/. */
const folder = "all/rust";

/**
 * The Rust version-spanning layer: one crate, out/all/rust/ (Cargo.toml names it after the option
 * `bindings.rust.module`), holding each version's wire module (the `rust` target's output, unchanged, as
 * `src/v2026_07_28.rs`) and the spanning types at the crate root (`src/lib.rs`). Nothing per version (`combine`).
 */
export const rustSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[], options: Options) {
    const { crate, modules } = moduleNames(inputs, options);
    const plans = inputs.map((input) => ({ ...buildPlan(input.model), source: input.version }));
    const wire = inputs.flatMap((input, i) =>
      renderRust(plans[i]!, modules.get(input.version)!).map((f) => ({
        path: `${folder}/src/${f.name}`,
        contents: `${provenanceComment(input.provenance, "//")}\n\n${f.text.trimEnd()}\n`,
      })),
    );
    const header = inputs.map((input) => provenanceComment(input.provenance, "//")).join("\n//\n");
    const root = renderRustSpanning(spanVersions(plans), plans, modules);
    const layer = [
      { name: "lib.rs", text: root },
      { name: "runtime.rs", text: runtimeSource() },
      { name: "spanning.rs", text: runtimeFile("bindings/rust-spanning/spanning.rs") },
    ].map((f) => ({ path: `${folder}/src/${f.name}`, contents: `${header}\n\n${f.text.trimEnd()}\n` }));
    return [...wire, ...layer, { path: `${folder}/Cargo.toml`, contents: cargoToml(crate) }];
  },
};

function cargoToml(crate: string): string {
  return `[package]
name = "${crate}"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
serde = "1"
serde_json = { version = "1", features = ["raw_value"] }
`;
}

/**
 * The option \`bindings.rust.module\` names both: the template with \`{version}\` names each version's wire module
 * (one without it: \`v{version}\`, \`v2026_07_28\`), the template without it the crate (\`mcp_types\`; \`mcp\` when
 * nothing is left).
 */
function moduleNames(inputs: readonly VersionInput[], options: Options): { crate: string; modules: Map<string, string> } {
  const { spanning, perVersion } = spanningNames(inputs, options, "rust", { withVersion: () => "v{version}", withoutVersion: (t) => t.replace(/\{version\}/g, "").replace(/^_+|_+$/g, ""), fallback: "mcp" });
  return { crate: spanning, modules: perVersion };
}
