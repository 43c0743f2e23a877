import { readBytes } from "../read/readFile.js";
import { isGitLocation, readGitFile } from "./gitSource.js";
import { downloadBytes, type DownloadLimits } from "./download.js";
import { isUrl } from "./load.js";

/**
 * The bytes behind a source location, whatever its kind: `-` (standard input, read once at the entry), `git:<ref>:<path>`,
 * an http(s) URL, or a local file (a regular file only). Every guard on the bytes' content is the readers' after this.
 */
export async function readLocation(location: string, stdin?: Uint8Array, limits: Partial<DownloadLimits> = {}): Promise<Uint8Array> {
  if (location === "-") return stdin ?? new Uint8Array();
  if (isGitLocation(location)) return readGitFile(location);
  if (isUrl(location)) return downloadBytes(location, limits);
  return readBytes(location);
}
