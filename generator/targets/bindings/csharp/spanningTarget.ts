import type { Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames, withoutVersionSegment } from "../spanningNames.js";
import { spanningFiles } from "../spanningFiles.js";
import { renderCsharp } from "./render.js";
import { renderCsharpSpanning } from "./spanning.js";

/** Where the layer goes: out/all/csharp/, beside out/<version>/. */
const folder = "all/csharp";

/**
 * The C# version-spanning layer: out/all/csharp/ holds each version's wire types in a folder named after the last
 * segment of its namespace (the `csharp` target's output, unchanged), and the spanning types and their runtime
 * (`McpTypes.cs`, `McpSpanning.cs`) in the namespace without the version. Made from all versions at once (`combine`).
 */
export const csharpSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[], options: Options) {
    const { spanning, namespaces } = namespaceNames(inputs, options);
    return spanningFiles(inputs, {
      wire: (plan, version) => {
        const namespace = namespaces.get(version)!;
        return renderCsharp(plan, namespace).map((f) => ({ path: `${folder}/${namespace.slice(namespace.lastIndexOf(".") + 1)}/${f.name}`, text: f.text }));
      },
      layer: (spanned, plans) => renderCsharpSpanning(spanned, plans, spanning, namespaces).map((f) => ({ path: `${folder}/${f.name}`, text: f.text })),
    });
  },
};

/**
 * The option `bindings.csharp.namespace` names both: each version's wire namespace is the template with `{version}`
 * (one without it gets `.{version}` appended: `ModelContextProtocol.Schema` -> `ModelContextProtocol.Schema.v2026_07_28`),
 * the spanning namespace the template without it, its empty segments dropped
 * (`ModelContextProtocol.Schema.{version}` -> `ModelContextProtocol.Schema`; `Mcp` when nothing is left).
 */
function namespaceNames(inputs: readonly VersionInput[], options: Options): { spanning: string; namespaces: Map<string, string> } {
  const { spanning, perVersion } = spanningNames(inputs, options, "csharp", { withVersion: (t) => `${t}.{version}`, withoutVersion: withoutVersionSegment, fallback: "Mcp" });
  return { spanning, namespaces: perVersion };
}
