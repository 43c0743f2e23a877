import type { CommandModule } from "yargs";
import { knownVersions, resolveSources } from "../ingest/sources.js";
import { resolveOptions } from "../options.js";
import { printWarnings, runOptions, type SourceArgs } from "./shared.js";

type SchemaArgs = Pick<SourceArgs, "schemaDir" | "patches" | "patchFile" | "config" | "download"> & { source: string };

/** The effective schema (after patches), so another tool (Ajv, a peer generator) can use exactly what mcp-codegen used. */
export const schemaCommand: CommandModule<object, SchemaArgs> = {
  command: "schema <source>",
  describe: "print the effective schema (a version, path or URL, after the guarded patches) as JSON",
  builder: (y) =>
    y
      .positional("source", {
        type: "string",
        demandOption: true,
        describe: "a spec version (2026-07-28) or a schema.json path or URL",
      })
      .option("patches", {
        type: "boolean",
        describe: "apply the guarded patches (--no-patches: print the schema as published) [default: true]",
      })
      .option("patch-file", { type: "string", array: true, describe: "an extra patch file (repeatable)" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json" })
      .option("config", { type: "string", describe: "config file (for pins, patch files, schemaDir)" })
      .option("download", { type: "boolean", describe: "download a known version missing locally [default: true]" }) as never,
  handler: async (argv) => {
    const isVersion = knownVersions().some((k) => k.version === argv.source);
    const base = await runOptions({ ...argv, spec: undefined, all: undefined, schema: undefined });
    const options = resolveOptions({
      ...base,
      specs: isVersion ? [argv.source] : [],
      all: false,
      schemas: isVersion ? [] : [argv.source],
    });
    const [source] = await resolveSources(options);
    // Loaded on use, so `--help` and the other commands start without the pipeline.
    const { effectiveSchema } = await import("../generate.js");
    const { patched } = await effectiveSchema(source!, options);
    printWarnings(patched.warnings.map((message) => ({ source: argv.source, message })));
    process.stdout.write(`${JSON.stringify(patched.json, null, 2)}\n`);
  },
};
