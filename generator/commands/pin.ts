import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { CommandModule } from "yargs";
import { CodegenError } from "../messages/error.js";
import { resolveOptions } from "../options.js";
import { cliContext } from "./context.js";
import { runConfig, runOptions } from "./shared.js";

interface PinArgs {
  config?: string;
  schemaDir?: string;
  download?: boolean;
}

/** Rewrite the config's pins to the sha256 of every source it names now: the one deliberate way to accept new bytes. */
export const pinCommand: CommandModule<object, PinArgs> = {
  command: "pin",
  describe: "set the config's sha256 pins to the current bytes of each source it names",
  builder: (y) =>
    y
      .option("config", { type: "string", describe: "config file [default: the nearest, from the current folder up to the repository root]" })
      .option("schema-dir", { type: "string", describe: "a folder holding <version>/schema.json" })
      .option("download", { type: "boolean", describe: "download a known version missing locally [default: true]" }) as never,
  handler: async (argv) => {
    const loaded = await runConfig(argv);
    if (!loaded) throw new CodegenError("config-not-found", { dir: cliContext().cwd });
    const [{ withPins }, { loadSchema, sha256 }, { resolveSources }] = await Promise.all([
      import("../config/withPins.js"),
      import("../ingest/load.js"),
      import("../ingest/sources.js"),
    ]);
    // Pins are being replaced, so the old ones must not stop resolution.
    const options = resolveOptions({ ...(await runOptions({ config: loaded.file, schemaDir: argv.schemaDir, download: argv.download })), pins: {} });
    const configKey = new Map((loaded.config.schemas ?? []).map((s) => [resolve(loaded.dir, s), s] as const));
    const before = loaded.config.pins ?? {};
    const pins: Record<string, string> = {};
    for (const source of await resolveSources(options)) {
      const key = configKey.get(source.source) ?? source.source;
      pins[key] = (await loadSchema(source.location, source.source)).sha256;
      const keys = [key];
      // A known version's schema.ts is pinned as `<version>/schema.ts`, as sources.json pins it.
      if (source.upstream && source.schemaTs) {
        keys.push(`${key}/schema.ts`);
        pins[`${key}/schema.ts`] = sha256(await readFile(source.schemaTs.location));
      }
      for (const k of keys) {
        const old = before[k];
        process.stdout.write(old === pins[k] ? `${k}\tunchanged ${pins[k]}\n` : `${k}\t${old ?? "unpinned"} -> ${pins[k]}\n`);
      }
    }
    if (!loaded.file.endsWith(".json")) {
      process.stdout.write(`${JSON.stringify({ pins }, null, 2)}\n`);
      throw new CodegenError("config-not-json", { file: loaded.file });
    }
    await writeFile(loaded.file, withPins(await readFile(loaded.file, "utf8"), pins));
    process.stdout.write(`pinned ${Object.keys(pins).length} source(s) in ${loaded.file}\n`);
  },
};
