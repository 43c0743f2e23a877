import { runtimeFile } from "../../../emit/moduleText.js";
import type { Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames } from "../spanningNames.js";
import { spanningFiles } from "../spanningFiles.js";
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
    return spanningFiles(inputs, {
      wire: (plan, version) => renderRust(plan, modules.get(version)!).map((f) => ({ path: `${folder}/src/${f.name}`, text: f.text })),
      layer: (spanned, plans) => [
        { path: `${folder}/src/lib.rs`, text: renderRustSpanning(spanned, plans, modules) },
        { path: `${folder}/src/runtime.rs`, text: runtimeSource() },
        { path: `${folder}/src/spanning.rs`, text: runtimeFile("bindings/rust-spanning/spanning.rs") },
        { path: `${folder}/Cargo.toml`, text: cargoToml(crate), bare: true },
      ],
    });
  },
};

/** The crate's manifest: serde, and serde_json with `raw_value` (the wire runtime writes number text through it). */
export function cargoToml(crate: string): string {
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
