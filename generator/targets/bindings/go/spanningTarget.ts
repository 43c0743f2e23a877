import type { Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames } from "../spanningNames.js";
import { spanningFiles } from "../spanningFiles.js";
import { renderGo } from "./render.js";
import { renderGoSpanning } from "./spanning.js";

/** Where the module goes: out/all/go/, beside out/<version>/. */
const folder = "all/go";

/**
 * The Go version-spanning layer: one module, out/all/go/ (go.mod's module path is the spanning package's name),
 * holding each version's wire package as a sub-package (the `go` target's output, unchanged) and the spanning
 * package over them at its root. Nothing per version: it is made from all versions at once (`combine`).
 */
export const goSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[], options: Options) {
    const { spanning, packages } = packageNames(inputs, options);
    return spanningFiles(inputs, {
      wire: (plan, version) => renderGo(plan, packages.get(version)!).map((f) => ({ path: `${folder}/${packages.get(version)!}/${f.name}`, text: f.text })),
      layer: (spanned, plans) => [
        ...renderGoSpanning(spanned, plans, spanning, packages).map((f) => ({ path: `${folder}/${f.name}`, text: f.text })),
        { path: `${folder}/go.mod`, text: `module ${spanning}\n\ngo 1.24\n`, bare: true },
      ],
    });
  },
};

/**
 * The option `bindings.go.package` names both: each version's wire package is the template with `{version}`
 * (one without it gets `{version}` appended: `mcp` -> `mcp20260728`), the spanning package the template without it
 * (`mcp{version}` -> `mcp`; `mcp` when nothing is left).
 */
function packageNames(inputs: readonly VersionInput[], options: Options): { spanning: string; packages: Map<string, string> } {
  const { spanning, perVersion } = spanningNames(inputs, options, "go", { withVersion: (t) => `${t}{version}`, withoutVersion: (t) => t.replace(/\{version\}/g, ""), fallback: "mcp" });
  return { spanning, packages: perVersion };
}
