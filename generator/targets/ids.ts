/**
 * The target ids, as plain data: options validate `--target` against this list without loading
 * any emitter. The registry (`targets/index.ts`) must hold exactly these, in this order (a test checks).
 */
export const targetIds = ["ts", "methods", "validators", "zod", "dispatch", "python", "go", "rust", "java", "kotlin", "csharp", "swift", "python-all", "go-all", "csharp-all", "swift-all", "java-all", "rust-all", "kotlin-all"] as const;

export type TargetId = (typeof targetIds)[number];
