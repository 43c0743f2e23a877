import { isAbsolute, resolve } from "node:path";
import { isGitLocation } from "../ingest/gitSource.js";
import { isUrl } from "../ingest/load.js";
import type { Options } from "../options.js";
import type { LoadedConfig } from "./config.js";

/**
 * Config + flags -> the options a run gets. Flags win member by member, except that the sources
 * (versions, all, schemas) are one choice: naming any source on the command line replaces the config's.
 * Config paths are relative to the config's folder.
 */
export function mergeConfig(loaded: LoadedConfig, flags: Partial<Options>): Partial<Options> {
  const { config, dir } = loaded;
  const path = (p: string) => (isUrl(p) || isGitLocation(p) || isAbsolute(p) ? p : resolve(dir, p));
  const fromConfig: Partial<Options> = {
    specs: config.versions,
    all: config.all,
    schemas: config.schemas?.map(path),
    schemaDir: config.schemaDir === undefined ? undefined : path(config.schemaDir),
    targets: config.targets as Options["targets"] | undefined,
    outDir: config.outDir === undefined ? undefined : path(config.outDir),
    patches: config.patches,
    patchFiles: config.patchFiles?.map(path),
    pins: config.pins === undefined ? undefined : configPins(config.pins, config.schemas ?? [], path),
    download: config.download,
    naming: config.naming as Options["naming"] | undefined,
    formatting: config.formatting,
    overlay: typeof config.overlay === "object" ? config.overlay : undefined,
    envelope: config.envelope,
    zodImport: config.zodImport,
    order: config.order,
    objectTypes: config.objectTypes,
    bindings: config.bindings,
  };
  const flagsNameSources = Boolean(flags.specs?.length || flags.all || flags.schemas?.length);
  const merged: Partial<Options> = { ...defined(fromConfig), ...defined(flags) };
  if (flagsNameSources) {
    merged.specs = flags.specs;
    merged.all = flags.all;
    merged.schemas = flags.schemas;
  }
  // Pins are facts about files, and patch files add fixes: flags add to the config's, never drop them.
  if (fromConfig.pins || flags.pins) merged.pins = { ...fromConfig.pins, ...flags.pins };
  if (fromConfig.bindings || flags.bindings) merged.bindings = { ...fromConfig.bindings, ...flags.bindings };
  if (fromConfig.naming || flags.naming) merged.naming = { ...fromConfig.naming, ...flags.naming } as Options["naming"];
  if (fromConfig.patchFiles || flags.patchFiles)
    merged.patchFiles = [...(fromConfig.patchFiles ?? []), ...(flags.patchFiles ?? [])];
  return merged;
}

/** Pins keyed as the config writes its schemas, re-keyed to the resolved paths sources are looked up by. */
function configPins(pins: Record<string, string>, schemas: string[], path: (p: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(pins).map(([key, hash]) => [schemas.includes(key) ? path(key) : key, hash]));
}

function defined(o: Partial<Options>): Partial<Options> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<Options>;
}
