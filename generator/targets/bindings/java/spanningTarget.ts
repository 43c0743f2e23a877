import type { Options } from "../../../options.js";
import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningNames, withoutVersionSegment } from "../spanningNames.js";
import { spanningFiles } from "../spanningFiles.js";
import { java } from "./language.js";
import { renderJava } from "./render.js";
import { renderJavaSpanning } from "./spanning.js";

/** Where the source tree goes: out/all/java/, beside out/<version>/. */
const folder = "all/java";

const path = (pkg: string, file: string) => `${folder}/${pkg.replace(/\./g, "/")}/${file}`;

/**
 * The Java version-spanning layer: one source tree, out/all/java/, holding each version's wire package (the `java`
 * target's output, unchanged) and the spanning package over them. Nothing per version: it is made from all
 * versions at once (`combine`).
 */
export const javaSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[], options: Options) {
    const { spanning, packages } = packageNames(inputs, options);
    return spanningFiles(inputs, {
      header: java.header,
      wire: (plan, version) => renderJava(plan, packages.get(version)!).map((f) => ({ path: path(packages.get(version)!, f.name), text: f.text })),
      layer: (spanned, plans) => renderJavaSpanning(spanned, plans, spanning, packages).map((f) => ({ path: path(spanning, f.name), text: f.text })),
    });
  },
};

/**
 * The option `bindings.java.package` names both: each version's wire package is the template with `{version}` (one
 * without it gets `.{version}` appended: `io.modelcontextprotocol.schema` -> `io.modelcontextprotocol.schema.v2026_07_28`),
 * the spanning package the template without that segment (`io.modelcontextprotocol.spec.{version}` -> `io.modelcontextprotocol.spec`).
 */
function packageNames(inputs: readonly VersionInput[], options: Options): { spanning: string; packages: Map<string, string> } {
  const { spanning, perVersion } = spanningNames(inputs, options, "java", { withVersion: (t) => `${t}.{version}`, withoutVersion: withoutVersionSegment, fallback: "mcp" });
  return { spanning, packages: perVersion };
}
