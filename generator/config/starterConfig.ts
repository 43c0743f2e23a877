/** The commented starter `mcp-codegen init` writes. JSON has no comments, so `$comment` lines carry them. */
export function starterConfig(versions: string[], targets: string[] = ["ts"]): string {
  const config = {
    $comment: [
      "mcp-codegen config: `mcp-codegen generate` and `mcp-codegen check` read it from the current folder (or --config FILE); flags override it.",
      "versions: spec versions (`mcp-codegen versions` lists them), or schemas: schema.json paths or URLs. Paths are relative to this file.",
      "schemaDir: a vendored copy of the spec repo's schema/ folder; without it, known versions download once into mcp-codegen's cache.",
      "targets: what to generate (ts, python, go, ...); outDir: where. Commit the output and run `mcp-codegen check` in CI.",
      "patches: guarded fixes for upstream schema.json defects (false turns them off); patchFiles: your own, same shape as schema/patches/<version>.json.",
      "pins: sha256 of each source; a mismatch stops generation. `mcp-codegen pin` rewrites them on purpose.",
      "formatting: project (the output folder's prettier config, so `prettier --write` changes nothing) or builtin (mcp-codegen's own settings).",
      "naming: versionNamespace names each version's namespace in index.ts ({version} is replaced); collisionSuffix ends a derived name that is taken.",
    ],
    versions,
    targets,
    outDir: "generated/mcp",
    patches: true,
    patchFiles: [],
    pins: {},
    formatting: "project",
    naming: { versionNamespace: "{version}", collisionSuffix: "Inline" },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
