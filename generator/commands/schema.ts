import type { CommandModule } from "yargs";
import { knownVersions, resolveSources } from "../ingest/sources.js";
import { resolveOptions } from "../options.js";
import { configFlags, printWarnings, runOptions, type SourceArgs } from "./shared.js";

type SchemaArgs = Pick<SourceArgs, "schemaDir" | "patches" | "patchFile" | "config" | "download"> & { source: string };

/** The effective schema (after patches), so another tool (Ajv, a peer generator) can use exactly what mcp-codegen used. */
export const schemaCommand: CommandModule<object, SchemaArgs> = {
  command: "schema <source>",
  describe: "print the effective schema (a version, path, URL or - for standard input, after the guarded patches) as JSON on stdout",
  builder: (y) =>
    configFlags(
      y.positional("source", {
        type: "string",
        demandOption: true,
        describe: "a spec version (2026-07-28), a schema.json path or URL, or - for standard input",
      }),
    ) as never,
  handler: async (argv) => {
    const isVersion = knownVersions().some((k) => k.version === argv.source);
    const base = await runOptions({ ...argv, spec: undefined, all: undefined, schema: isVersion ? undefined : [argv.source] });
    const options = resolveOptions({ ...base, specs: isVersion ? [argv.source] : [], all: false, schemas: isVersion ? [] : [argv.source] });
    const [source] = await resolveSources(options);
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { effectiveSchema } = await import("../generate.js");
    const { patched } = await effectiveSchema(source!, options);
    printWarnings(patched.warnings.map((message) => ({ source: argv.source, message })));
    process.stdout.write(`${JSON.stringify(patched.json, null, 2)}\n`);
  },
};
