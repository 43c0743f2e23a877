import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../helpers/paths.js";
import { run, type Run } from "./toolchains.js";

/** What ktlint-cli 1.8.0 made of a set of files: its check's run and violations, and the files its `--format` changed. */
export interface KtlintVerdict {
  check: Run;
  violations: string[];
  format: Run;
  changed: string[];
}

const settings = join(projectRoot, "test", "targets", "bindings", "harness", "ktlint");

/**
 * kotlin-sdk formats with ktlint (its .editorconfig: ktlint's `intellij_idea` style, 120 columns, experimental rules
 * on), so `files` are laid out under `dir` with those settings and checked with ktlint-cli 1.8.0 from Maven Central
 * (offline from ~/.m2), then formatted on a copy; undefined when ktlint-cli is not in ~/.m2.
 */
export function ktlintFiles(dir: string, files: readonly { path: string; contents: string }[]): KtlintVerdict | undefined {
  const tool = join(dir, "ktlint");
  mkdirSync(tool, { recursive: true });
  cpSync(join(settings, "pom.xml"), join(tool, "pom.xml"));
  const cp = run("mvn", ["-o", "-q", "-B", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"], tool);
  if (!cp.ok) return undefined;
  const ktlint = (at: string, ...args: string[]) =>
    run("java", ["-cp", readFileSync(join(tool, "classpath.txt"), "utf8").trim(), "com.pinterest.ktlint.Main", "--relative", ...args, "**/*.kt"], at);
  const lay = (at: string) => {
    rmSync(at, { recursive: true, force: true });
    mkdirSync(at, { recursive: true });
    cpSync(join(settings, "editorconfig"), join(at, ".editorconfig"));
    for (const f of files) {
      mkdirSync(join(at, f.path, ".."), { recursive: true });
      writeFileSync(join(at, f.path), f.contents);
    }
  };
  const checked = join(dir, "ktlint-check");
  lay(checked);
  const check = ktlint(checked);
  const violations = check.output.split("\n").filter((l) => /^\S+\.kt:\d+:\d+: /.test(l));
  const formatted = join(dir, "ktlint-format");
  lay(formatted);
  const format = ktlint(formatted, "--format");
  const changed = files.filter((f) => readFileSync(join(formatted, f.path), "utf8") !== f.contents).map((f) => f.path);
  return { check, violations, format, changed };
}

/** The hint when ktlint-cli is missing. */
export const ktlintMissing = "ktlint-cli 1.8.0 is not in ~/.m2 (.ci/run fetches it: mvn dependency:get -Dartifact=com.pinterest.ktlint:ktlint-cli:1.8.0)";
