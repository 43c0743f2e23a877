/**
 * What a command may know about the process it runs in. The CLI entry (cli.ts) builds it once from `process`; commands
 * read it here instead of `process.env`, so the environment is read in one place and tests can pass their own.
 */
export interface CliContext {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  /** Standard input's bytes, read on first use (for a source named `-`; pins are over bytes). */
  readStdin: () => Promise<Uint8Array>;
  stdinIsTTY: boolean;
  /** Progress and stage timings go to stderr only when it is a terminal, and never with --quiet. */
  progress: boolean;
  verbose: boolean;
  quiet: boolean;
}

let current: CliContext | undefined;

export function setCliContext(context: CliContext): void {
  current = context;
}

export function cliContext(): CliContext {
  if (!current) throw new Error("cliContext() called before the CLI entry set it");
  return current;
}
