import { execFileSync } from "node:child_process";
import { posix } from "node:path";
import { CodegenError } from "../messages/error.js";

/** `git:<ref>:<path>`: a file as committed at `ref` in the repository of the current folder. */
export interface GitLocation {
  ref: string;
  path: string;
}

export function isGitLocation(location: string): boolean {
  return location.startsWith("git:");
}

/** `git:<ref>:<path>` -> its parts; a ref that could be read as an option (`-...`) is refused. */
export function gitLocation(location: string): GitLocation {
  const rest = location.slice("git:".length);
  const colon = rest.indexOf(":");
  const [ref, path] = colon < 0 ? ["", ""] : [rest.slice(0, colon), rest.slice(colon + 1)];
  if (ref === "" || path === "" || ref.startsWith("-")) {
    throw new CodegenError("git-source-invalid", { source: location, detail: "expected git:<ref>:<path>, the ref not starting with -" }, { file: location });
  }
  return { ref, path };
}

/** The bytes of `git:<ref>:<path>` (`git show`, no shell, no textconv); a missing file or ref is bad input. */
export function readGitFile(location: string): Uint8Array {
  const { ref, path } = gitLocation(location);
  const bytes = gitShow(ref, path);
  if (bytes === undefined) throw new CodegenError("git-source-invalid", { source: location, detail: `git show ${ref}:${path} failed` }, { file: location });
  return bytes;
}

/** `git:<ref>:<dir>/<name>` beside `location`, when that file exists at the same ref. */
export function gitSibling(location: string, name: string): string | undefined {
  const { ref, path } = gitLocation(location);
  const sibling = posix.join(posix.dirname(path), name);
  try {
    execFileSync("git", ["cat-file", "-e", `${ref}:${sibling}`], { stdio: "ignore" });
  } catch {
    return undefined;
  }
  return `git:${ref}:${sibling}`;
}

function gitShow(ref: string, path: string): Uint8Array | undefined {
  try {
    return execFileSync("git", ["show", "--no-textconv", `${ref}:${path}`], { stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}
