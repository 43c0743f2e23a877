import { spawnSync } from "node:child_process";

/** Result of one external command: the test prints its output when it fails. */
export interface Run {
  ok: boolean;
  output: string;
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${r.stdout ?? ""}${r.stderr ?? ""}${r.error ? String(r.error) : ""}`;
  return { ok: r.status === 0, output };
}

/** Whether `command` runs here (`<command> <versionFlag>` exits 0). */
export function available(command: string, versionFlag = "--version"): boolean {
  return run(command, [versionFlag], process.cwd()).ok;
}

/** The last lines of a long output, for assertion messages. */
export function tail(text: string, lines = 40): string {
  return text.trim().split("\n").slice(-lines).join("\n");
}
