import type { CommandModule } from "yargs";
import { resolveOptions } from "../options.js";
import { configFlags, printWarnings, runOptions, type SourceArgs } from "./shared.js";

type SchemaArgs = Pick<SourceArgs, "schemaDir" | "patches" | "patchFile" | "config" | "download"> & { source: string };

/** The effective schema (after patches), so another tool (Ajv, a peer generator) can use exactly what mcp-codegen used. */
export const schemaCommand: CommandModule<object, SchemaArgs> = {
  command: "schema <source>",
  describe: "print the effective schema (a version, path, URL, git:<ref>:<path> or - for standard input, after the guarded patches) as JSON on stdout",
  builder: (y) =>
    configFlags(
      y.positional("source", {
        type: "string",
        demandOption: true,
        describe: "a spec version (2026-07-28), a schema.json path or URL, git:<ref>:<path>, or - for standard input",
      }),
    ) as never,
  handler: async (argv) => {
    const { knownVersions } = await import("../ingest/sources.js");
    const isVersion = knownVersions().some((k) => k.version === argv.source);
    const base = await runOptions({ ...argv, spec: undefined, all: undefined, schema: isVersion ? undefined : [argv.source] });
    // schema.json alone: schema.ts adds tags to the model, never to the schema printed here.
    const options = resolveOptions({ ...base, schemaTs: false });
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { loadSource } = await import("../ingest/loadSource.js");
    const { patched } = await loadSource(argv.source, { ...options, danglingRefs: "any" });
    printWarnings(patched.warnings.map((message) => ({ source: argv.source, message })));
    process.stdout.write(`${JSON.stringify(patched.json, null, 2)}\n`);
  },
};
