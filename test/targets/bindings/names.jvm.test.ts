import { test } from "uvu";
import * as assert from "uvu/assert";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { lacks } from "../../helpers/toolchain.js";
import { workDir } from "./output.js";
import { available, run, tail } from "./toolchains.js";
import { freshDir, messagePath, messageValue, placeFiles, renderTwo, twoVersions } from "./names/twoVersions.js";

/**
 * Java and Kotlin: 2025-11-25 and 2026-07-28 under the option `bindings.<lang>.package` compile in ONE Maven build
 * each, side by side as an SDK serving both would hold them, and one program decodes the same message with each.
 */
const mvn = available("mvn", "-v") && available("javac", "-version");
const spelled = { "2025-11-25": "v2025_11_25", "2026-07-28": "v2026_07_28" } as const;

/** `mvn compile` offline first (everything is in ~/.m2 after the first resolve), then the classpath to run with. */
function compile(root: string): string {
  const args = ["-q", "-B", "compile", "dependency:build-classpath", "-Dmdep.outputFile=classpath.txt"];
  const build = run("mvn", ["-o", ...args], root).ok ? { ok: true, output: "" } : run("mvn", args, root);
  assert.ok(build.ok, `mvn compile:\n${tail(build.output)}`);
  return `${join(root, "target", "classes")}:${readFileSync(join(root, "classpath.txt"), "utf8").trim()}`;
}

/** Each output line: the decoded value's class, a tab, its JSON as the version's types write it. */
function decodedLines(output: string): { type: string; json: unknown }[] {
  return output.trim().split("\n").map((line) => {
    const [type, json] = line.split("\t");
    return { type: type!, json: JSON.parse(json!) };
  });
}

test("java: two versions in one Maven build, each in the package the option names, decode one message", async () => {
  if (lacks(mvn, "java: mvn or javac not found")) return;
  const root = freshDir(join(workDir, "names-java"));
  const files = await renderTwo("java", { java: { package: "io.modelcontextprotocol.spec.{version}" } });
  // The folder layout follows the package: out/<version>/java/io/modelcontextprotocol/spec/v2026_07_28/*.java.
  for (const v of twoVersions) assert.ok(files.some((f) => f.path === `${v}/java/io/modelcontextprotocol/spec/${spelled[v]}/McpMessages.java`), v);
  placeFiles(join(root, "src", "main", "java"), "java", files, () => "");
  writeFileSync(join(root, "pom.xml"), pom("names-java", javaDependencies, javaPlugins));
  writeFileSync(join(root, "src", "main", "java", "Names.java"), javaProgram);
  const classpath = compile(root);
  const r = run("java", ["-cp", classpath, "Names", messagePath], root);
  assert.ok(r.ok, tail(r.output));
  const lines = decodedLines(r.output);
  assert.equal(lines.map((l) => l.type), twoVersions.map((v) => `io.modelcontextprotocol.spec.${spelled[v]}.CallToolRequest`));
  for (const l of lines) assert.equal(l.json, messageValue, l.type);
});

test("kotlin: two versions in one Maven build, each in the package the option names, decode one message", async () => {
  if (lacks(mvn, "kotlin: mvn not found")) return;
  const root = freshDir(join(workDir, "names-kotlin"));
  const files = await renderTwo("kotlin", { kotlin: { package: "io.modelcontextprotocol.kotlin.schema.{version}" } });
  for (const f of files) assert.match(f.contents, /^package io\.modelcontextprotocol\.kotlin\.schema\.v20(25_11_25|26_07_28)$/m, f.path);
  // Kotlin does not tie folders to packages: each version's three files in a folder of its own.
  placeFiles(join(root, "src", "main", "kotlin"), "kotlin", files, (v) => spelled[v as keyof typeof spelled]);
  writeFileSync(join(root, "pom.xml"), pom("names-kotlin", kotlinDependencies, kotlinPlugins));
  writeFileSync(join(root, "src", "main", "kotlin", "Names.kt"), kotlinProgram);
  const classpath = compile(root);
  const r = run("java", ["-cp", classpath, "NamesKt", messagePath], root);
  assert.ok(r.ok, tail(r.output));
  const lines = decodedLines(r.output);
  assert.equal(lines.map((l) => l.type), twoVersions.map((v) => `io.modelcontextprotocol.kotlin.schema.${spelled[v]}.CallToolRequest`));
  for (const l of lines) assert.equal(l.json, messageValue, l.type);
});

const javaProgram = `import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Decodes one message with each version's types, by their own McpMessages, and writes it back. */
public final class Names {
    public static void main(String[] args) throws Exception {
        JsonMapper mapper = JsonMapper.builder().build();
        String text = Files.readString(Path.of(args[0]));
        @SuppressWarnings("unchecked")
        Map<String, ?> message = mapper.readValue(text, Map.class);
        Object older = mapper.readValue(text, io.modelcontextprotocol.spec.v2025_11_25.McpMessages.classOf(message));
        Object newer = mapper.readValue(text, io.modelcontextprotocol.spec.v2026_07_28.McpMessages.classOf(message));
        for (Object value : new Object[] {older, newer}) {
            System.out.println(value.getClass().getName() + "\\t" + mapper.writeValueAsString(value));
        }
    }
}
`;

const kotlinProgram = `import io.modelcontextprotocol.kotlin.schema.v2025_11_25.CallToolRequest as OlderCallToolRequest
import io.modelcontextprotocol.kotlin.schema.v2025_11_25.McpMessages as OlderMessages
import io.modelcontextprotocol.kotlin.schema.v2026_07_28.CallToolRequest as NewerCallToolRequest
import io.modelcontextprotocol.kotlin.schema.v2026_07_28.McpMessages as NewerMessages
import java.io.File
import kotlinx.serialization.json.Json

/** Decodes one message with each version's types, by their own McpMessages, and writes it back. */
fun main(args: Array<String>) {
    val text = File(args[0]).readText()
    val older = OlderMessages.decode(text) as OlderCallToolRequest
    val newer = NewerMessages.decode(text) as NewerCallToolRequest
    println("\${older::class.qualifiedName}\\t\${Json.encodeToString(older)}")
    println("\${newer::class.qualifiedName}\\t\${Json.encodeToString(newer)}")
}
`;

const javaDependencies = `<dependency><groupId>com.fasterxml.jackson.core</groupId><artifactId>jackson-databind</artifactId><version>2.23.0</version></dependency>`;
const javaPlugins = `<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.14.0</version></plugin>`;
const kotlinDependencies = `<dependency><groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-stdlib</artifactId><version>2.3.21</version></dependency>
    <dependency><groupId>org.jetbrains.kotlinx</groupId><artifactId>kotlinx-serialization-json-jvm</artifactId><version>1.10.0</version></dependency>`;
const kotlinPlugins = `<plugin>
        <groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-maven-plugin</artifactId><version>2.3.21</version>
        <configuration><jvmTarget>17</jvmTarget><compilerPlugins><plugin>kotlinx-serialization</plugin></compilerPlugins></configuration>
        <dependencies><dependency><groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-maven-serialization</artifactId><version>2.3.21</version></dependency></dependencies>
        <executions><execution><id>compile</id><goals><goal>compile</goal></goals></execution></executions>
      </plugin>`;

/** A Maven project (the versions the other JVM tests resolve, so an offline build finds them in ~/.m2). */
function pom(artifact: string, dependencies: string, plugins: string): string {
  const kotlin = artifact.includes("kotlin") ? "\n    <sourceDirectory>src/main/kotlin</sourceDirectory>" : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>io.modelcontextprotocol</groupId>
  <artifactId>${artifact}</artifactId>
  <version>0.0.0</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    ${dependencies}
  </dependencies>
  <build>${kotlin}
    <plugins>
      ${plugins}
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-dependency-plugin</artifactId><version>3.8.1</version></plugin>
    </plugins>
  </build>
</project>
`;
}

test.run();
