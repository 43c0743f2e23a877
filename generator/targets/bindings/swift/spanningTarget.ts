import type { TargetEmitter, VersionInput } from "../../target.js";
import { spanningFiles } from "../spanningFiles.js";
import { renderSwift } from "./render.js";
import { renderSwiftSpanning } from "./spanning.js";
import { swiftString } from "./syntax.js";

/** Where the package goes: out/all/swift/, beside out/<version>/. */
const folder = "all/swift";
/** The spanning module (a Swift source names no module: the SwiftPM target that compiles it does). */
const spanningModule = "Mcp";

/**
 * The Swift version-spanning layer: one SwiftPM package, out/all/swift/, with each version's wire types as a module
 * of their own (`Sources/Mcp2026_07_28/`: the `swift` target's output, unchanged) and the spanning module `Mcp`
 * over them (`Sources/Mcp/`), which imports them and names each wire type by its module. Made from all versions at
 * once (`combine`).
 */
export const swiftSpanningTarget: TargetEmitter = {
  emit: () => [],
  combine(inputs: readonly VersionInput[]) {
    const modules = moduleNames(inputs.map((i) => i.version));
    return spanningFiles(inputs, {
      wire: (plan, version) => renderSwift(plan).map((f) => ({ path: `${folder}/Sources/${modules.get(version)!}/${f.name}`, text: f.text })),
      layer: (spanned, plans, header) => [
        ...renderSwiftSpanning(spanned, plans, modules).map((f) => ({ path: `${folder}/Sources/${spanningModule}/${f.name}`, text: f.text })),
        { path: `${folder}/Package.swift`, text: manifest([...modules.values()], header), bare: true },
      ],
    });
  },
};

/**
 * Each version's module: `Mcp` and the version, every character outside `[A-Za-z0-9_]` made `_` (`2026-07-28` ->
 * `Mcp2026_07_28`); two versions spelled alike are told apart by a count.
 */
function moduleNames(versions: readonly string[]): Map<string, string> {
  const taken = new Set<string>([spanningModule]);
  return new Map(
    versions.map((v) => {
      const base = `${spanningModule}${v.replace(/[^A-Za-z0-9_]/g, "_")}`;
      let name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
      taken.add(name);
      return [v, name];
    }),
  );
}

/** Package.swift: the tools version must be its first line; the provenance follows it. */
function manifest(modules: readonly string[], header: string): string {
  const targets = modules.map((m) => `        .target(name: ${swiftString(m).text}),`);
  return `// swift-tools-version:5.9
${header}

import PackageDescription

let package = Package(
    name: ${swiftString(spanningModule).text},
    products: [.library(name: ${swiftString(spanningModule).text}, targets: [${swiftString(spanningModule).text}])],
    targets: [
${targets.join("\n")}
        .target(name: ${swiftString(spanningModule).text}, dependencies: [${modules.map((m) => swiftString(m).text).join(", ")}]),
    ]
)
`;
}
