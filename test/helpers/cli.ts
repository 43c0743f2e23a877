import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot, schemasDir } from "./paths.ts";

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Run the real CLI as a user would (`bin/mcp-codegen.js`), offline, in `cwd`. */
export function runCli(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; input?: string | Buffer } = {},
): CliRun {
  const r = spawnSync(process.execPath, [join(projectRoot, "bin/mcp-codegen.js"), ...args], {
    cwd: options.cwd ?? projectRoot,
    env: { ...process.env, MCP_SCHEMA_DIR: schemasDir, ...options.env },
    encoding: "utf8",
    input: options.input ?? "",
  });
  return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
