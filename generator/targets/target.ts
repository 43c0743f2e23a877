import type { Model } from "../ir/model.js";
import type { Options } from "../options.js";
import type { Provenance } from "../emit/provenance.js";
import type { EmittedFile } from "../emit/output.js";


/** One spec version as every target sees it: its name, its IR and where it came from. */
export interface VersionInput {
  /** Folder name under out/: the spec version, or the file's base name for `--schema`. */
  version: string;
  model: Model;
  provenance: Provenance;
}

/**
 * A registry entry (`targets/index.ts`): what the target is, as plain data, then its emitter,
 * loaded on use, so `--help` and a run of one target load no other target's code.
 */
export interface TargetDefinition {
  readonly id: string;
  readonly description: string;
  /**
   * Targets whose per-version files this one's import (methods.ts and validators.ts import
   * `./types.js`). The orchestrator adds their `emit` output when they are not selected.
   */
  readonly needs?: readonly string[];
  load(): Promise<TargetEmitter>;
}

/** What a target does: its files, from the IR. */
export interface TargetEmitter {
  /** Files for one version, written under `<version>/`: code, unformatted (the output stage formats it). */
  emit(input: VersionInput, options: Options): EmittedFile[] | Promise<EmittedFile[]>;
  /** Files that span versions (an index, a matrix), written at the top of out/. */
  combine?(inputs: readonly VersionInput[], options: Options): EmittedFile[] | Promise<EmittedFile[]>;
}
