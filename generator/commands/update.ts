import { readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import type { CommandModule } from "yargs";
import type { DiffReport } from "../diff/report/build.js";
import { CodegenError } from "../messages/error.js";
import { resolveOptions } from "../options.js";
import { cliContext } from "./context.js";
import { printWarnings, runConfig, runOptions, stageReporter, type SourceArgs } from "./shared.js";

interface UpdateArgs extends Pick<SourceArgs, "config" | "schemaDir"> {
  prBody?: string;
  upstream?: string;
}

/**
 * The spec-release job in one command: fetch each configured source's upstream files, and when any differs from its
 * pin, store the new bytes, rewrite the pins, regenerate, and write a pull-request description. Unchanged: exit 0,
 * nothing written.
 */
export const updateCommand: CommandModule<object, UpdateArgs> = {
  command: "update",
  describe: "fetch upstream schemas; when they changed: show the diff, rewrite the pins, regenerate, write a PR description",
  builder: (y) =>
    y
      .option("config", { type: "string", describe: "config file [default: the nearest mcp-codegen.config.json]" })
      .option("schema-dir", { type: "string", describe: "the vendored schema folder to update [default: the config's schemaDir, else the download cache]" })
      .option("pr-body", { type: "string", describe: "write the Markdown PR description to FILE (- or default: stdout)" })
      .option("upstream", { type: "string", describe: "fetch <URL>/<version>/schema.json instead of the spec repository (a mirror)" }) as never,
  handler: async (argv) => {
    const context = cliContext();
    const loaded = await runConfig(argv);
    if (!loaded) throw new CodegenError("config-not-found", { dir: context.cwd });
    if (!loaded.file.endsWith(".json")) throw new CodegenError("config-not-json", { file: loaded.file });
    // The config's own schema folder, not $MCP_SCHEMA_DIR: what is updated must be what the repository generates from.
    const schemaDir = argv.schemaDir ?? (loaded.config.schemaDir === undefined ? undefined : resolve(loaded.dir, loaded.config.schemaDir));
    const options = resolveOptions({ ...(await runOptions({ config: loaded.file })), schemaDir });
    const [{ fetchUpstream, upstreamFiles }, { writeFileAtomic }, { withPins }] = await Promise.all([
      import("../update/upstream.js"),
      import("../emit/write.js"),
      import("../config/withPins.js"),
    ]);
    const states = await Promise.all(upstreamFiles(options, argv.upstream).map(fetchUpstream));
    const changed = states.filter((s) => s.changed);
    const say = (line: string) => context.quiet || process.stderr.write(`mcp-codegen: ${line}\n`);
    for (const s of states) say(`${s.label}: ${s.changed ? `changed upstream (${s.pinned ?? "unpinned"} -> ${s.sha256})` : "unchanged"}`);
    if (changed.length === 0) {
      say(`up to date: ${states.length} upstream file(s) match their pins; nothing written`);
      return;
    }
    // Loaded on use: the diff engine is this command's (and diff's) alone.
    const [{ diffSource }, { prBody }] = await Promise.all([import("../update/diffSource.js"), import("../update/prBody.js")]);
    const reports = new Map<string, DiffReport>();
    const versions = await (await import("../overlay/importSources.js")).importedVersions(options);
    for (const source of new Set(changed.map((c) => c.source))) {
      const of = (kind: string) => states.find((s) => s.source === source && s.kind === kind);
      const report = await diffSource(of("schema.json"), of("schema.ts"), options, versions);
      if (report) reports.set(source, report);
    }
    for (const s of changed) if (s.store) await writeFileAtomic(s.store, s.bytes);
    const newPins = Object.fromEntries(changed.map((s) => [s.pinKey, s.sha256]));
    const progress = stageReporter();
    const { generate } = await import("../generate.js");
    const result = await generate({ ...options, pins: { ...options.pins, ...newPins } }, progress.onStage).catch(async (e: unknown) => {
      // New upstream bytes that do not generate (exit 2) must not replace the copies the repository generates from.
      for (const s of changed) if (s.store && s.previous !== undefined) await writeFileAtomic(s.store, s.previous);
      throw e;
    });
    progress.done();
    printWarnings(result.warnings);
    // Pins last: a run that failed before this point is retried by the next `update`, since upstream still differs.
    await writeFileAtomic(loaded.file, withPins(await readFile(loaded.file, "utf8"), { ...(loaded.config.pins ?? {}), ...newPins }));
    const body = prBody({
      changed,
      reports,
      config: relative(context.cwd, loaded.file) || loaded.file,
      outDir: relative(context.cwd, resolve(context.cwd, result.outDir)) || result.outDir,
      written: { written: result.written.written.length, removed: result.written.removed.length },
    });
    if (argv.prBody && argv.prBody !== "-") await writeFileAtomic(resolve(context.cwd, argv.prBody), body);
    else process.stdout.write(body);
    say(`${changed.length} file(s) updated, pins rewritten in ${loaded.file}, ${result.written.written.length} generated file(s) written`);
  },
};
