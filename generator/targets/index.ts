import type { TargetDefinition } from "./target.js";
import type { TargetId } from "./ids.js";
import { bindingLanguages } from "./bindings/index.js";

/** Every target, in the order their files are produced: what it is, then its emitter, loaded on use. */
export const targets = [
  {
    id: "ts",
    description: "TypeScript types: out/<version>/types.ts and out/index.ts (a namespace per version)",
    load: async () => (await import("./ts/index.js")).tsTarget,
  },
  {
    id: "methods",
    description:
      "Method maps: out/<version>/methods.ts (+ types.ts), methods.json, capabilities.json; out/methods.md and out/methods.json across versions",
    needs: ["ts"],
    load: async () => (await import("./methods/index.js")).methodsTarget,
  },
  {
    id: "validators",
    description: "runtime validators: out/<version>/validators.ts, validators.js + validators.d.ts (and types.ts they narrow to)",
    needs: ["ts"],
    load: async () => (await import("./validators/index.js")).validatorsTarget,
  },
  {
    id: "zod",
    description: "zod 4 schemas: out/<version>/zod.ts (`XSchema` per definition; zod is its peer dependency)",
    needs: ["ts"],
    load: async () => (await import("./zod/index.js")).zodTarget,
  },
  {
    id: "dispatch",
    description: "dispatch core and request/response pairing: out/<version>/dispatch.ts + rpc.ts (and the methods, validators and types they use)",
    needs: ["ts", "methods", "validators"],
    load: async () => (await import("./dispatch/index.js")).dispatchTarget,
  },
  ...bindingLanguages.map((language) => ({
    id: language.id,
    description: language.description,
    load: async () => (await import("./bindings/target.js")).bindingTarget(language),
  })),
  { id: "python-all", description: "Python layer spanning every version generated: out/all/python/mcp_codegen_types/ (lax classes, fields marked by version, decoded by each version's wire models)", load: async () => (await import("./bindings/python/spanningTarget.js")).pythonSpanningTarget },
  { id: "go-all", description: "Go module spanning every version generated: out/all/go/ (one struct per construct, fields marked by version, decoded by each version's wire package)", load: async () => (await import("./bindings/go/spanningTarget.js")).goSpanningTarget },
  { id: "csharp-all", description: "C# layer spanning every version generated: out/all/csharp/ (one record per construct, properties marked by version, decoded by each version's wire namespace)", load: async () => (await import("./bindings/csharp/spanningTarget.js")).csharpSpanningTarget },
  { id: "swift-all", description: "Swift package spanning every version generated: out/all/swift/ (one struct per construct, fields marked by version, decoded by each version's wire module)", load: async () => (await import("./bindings/swift/spanningTarget.js")).swiftSpanningTarget },
  { id: "java-all", description: "Java source tree spanning every version generated: out/all/java/ (one record per construct, fields marked by version, decoded by each version's wire package)", load: async () => (await import("./bindings/java/spanningTarget.js")).javaSpanningTarget },
  { id: "rust-all", description: "Rust crate spanning every version generated: out/all/rust/ (one type per construct, fields marked by version, decoded by each version's wire module)", load: async () => (await import("./bindings/rust/spanningTarget.js")).rustSpanningTarget },
  { id: "kotlin-all", description: "Kotlin sources spanning every version generated: out/all/kotlin/ (one data class per construct, fields marked by version, decoded by each version's wire package)", load: async () => (await import("./bindings/kotlin/spanningTarget.js")).kotlinSpanningTarget },
] as const satisfies readonly TargetDefinition[];

export { targetIds, type TargetId } from "./ids.js";

/** Compile-time proof that the registry's ids are exactly `ids.ts`'s (its order is checked by a test). */
const registryIdsMatch: [(typeof targets)[number]["id"]] extends [TargetId] ? ([TargetId] extends [(typeof targets)[number]["id"]] ? true : false) : false = true;
void registryIdsMatch;

export function targetById(id: TargetId): TargetDefinition {
  return targets.find((t) => t.id === id)!;
}
