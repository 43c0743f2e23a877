import { closeSync, constants, fstatSync, openSync, readFileSync, type Stats } from "node:fs";
import { open } from "node:fs/promises";
import { CodegenError } from "../messages/error.js";
import { decodeUtf8 } from "./decodeUtf8.js";

/**
 * A local file's bytes. Opened non-blocking and checked with fstat before reading: a FIFO, a
 * device or a folder is refused at once instead of hanging or reading forever.
 */
export async function readBytes(path: string): Promise<Uint8Array> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw unreadable(e, path);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new CodegenError("file-not-regular", { kind: fileKind(stats) }, { file: path });
    return await handle.readFile();
  } catch (e) {
    if (e instanceof CodegenError) throw e;
    throw unreadable(e, path);
  } finally {
    await handle.close();
  }
}

/** A local file's text, read as `readBytes` reads it and decoded as `decodeUtf8` decodes it. */
export async function readTextFile(path: string): Promise<string> {
  return decodeUtf8(await readBytes(path), path);
}

/** `readTextFile`, synchronously (for callers inside the TypeScript compiler API, which is synchronous). */
export function readTextFileSync(path: string): string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw unreadable(e, path);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new CodegenError("file-not-regular", { kind: fileKind(stats) }, { file: path });
    return decodeUtf8(readFileSync(fd), path);
  } finally {
    closeSync(fd);
  }
}

function unreadable(e: unknown, path: string): CodegenError {
  const code = (e as NodeJS.ErrnoException).code ?? "";
  return new CodegenError("file-unreadable", { detail: code || String(e) }, { file: path });
}

function fileKind(stats: Stats): string {
  if (stats.isDirectory()) return "folder";
  if (stats.isFIFO()) return "FIFO";
  if (stats.isSocket()) return "socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "device";
  return "special file";
}
