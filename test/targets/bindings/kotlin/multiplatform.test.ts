import { test } from "uvu";
import * as assert from "uvu/assert";
import { versions } from "../../../helpers/paths.js";
import { renderLanguage } from "../wireChecks.js";

/**
 * kotlin-sdk is multiplatform: its types live in `commonMain`, where no JVM API exists. The Kotlin
 * output (the generated types and `McpRuntime.kt`) must therefore use none: no `java.*`/`javax.*`
 * type (the runtime once returned a `java.math.BigDecimal`), no `@Jvm*` annotation, no JVM-only
 * stdlib call. Comments may name them (KDoc says how to read a number on the JVM).
 */
const jvmOnly = [/\bjavax?\.[a-z]/, /@Jvm[A-Z]/, /\.javaClass\b/, /::class\.java\b/, /\bString\.format\(/, /\bsynchronized\(/, /\bSystem\.[a-z]/, /\bThread\b/];

/** The code lines of a Kotlin file: KDoc/block comment lines and `//` comments left out. */
function codeLines(text: string): { line: number; code: string }[] {
  let inComment = false;
  return text.split("\n").flatMap((raw, i) => {
    const trimmed = raw.trim();
    if (inComment) {
      if (trimmed.includes("*/")) inComment = false;
      return [];
    }
    if (trimmed.startsWith("/*")) {
      inComment = !trimmed.includes("*/");
      return [];
    }
    const code = raw.replace(/\/\/.*$/, "");
    return [{ line: i + 1, code }];
  });
}

test("kotlin: every version's output is common (multiplatform) code: no JVM-only API outside comments", async () => {
  const files = (await renderLanguage("kotlin")).filter((f) => f.path.endsWith(".kt"));
  for (const v of versions) assert.ok(files.some((f) => f.path.startsWith(`${v}/kotlin/`)), `${v} has Kotlin files`);
  const found = files.flatMap((f) =>
    codeLines(f.contents).flatMap(({ line, code }) => (jvmOnly.some((p) => p.test(code)) ? [`${f.path}:${line}: ${code.trim()}`] : [])),
  );
  assert.equal(found, []);
  const runtime = files.find((f) => f.path.endsWith("McpRuntime.kt"))!;
  assert.match(runtime.contents, /class McpNumber\(val literal: String\)/, "numbers keep their JSON text");
  console.log(`  kotlin multiplatform: ${files.length} files, 0 JVM-only uses`);
});

test.run();
