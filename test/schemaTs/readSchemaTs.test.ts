/**
 * schema.ts read by @babel/parser as the TypeScript compiler read it: JSDoc ownership and tag text (docTags.ts),
 * and the six published files' `@deprecated` tags.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readSchemaTs } from "../../generator/schemaTs/readSchemaTs.ts";
import { listDeprecations } from "../../generator/schemaTs/listDeprecations.ts";
import type { CodegenError } from "../../generator/messages/error.ts";
import { schemasDir, versions } from "../helpers/paths.ts";

const tags = (text: string) => listDeprecations(readSchemaTs(text));

test("the six published schema.ts: 21 @deprecated tags in 2026-07-28 and draft, none before; multi-line text kept", () => {
  const counts = versions.map((v) => tags(readFileSync(join(schemasDir, v, "schema.ts"), "utf8")).length);
  assert.equal(counts, [0, 0, 0, 0, 21, 21]);
  const levels = tags(readFileSync(join(schemasDir, "2026-07-28", "schema.ts"), "utf8")).find((t) => t.name === "LoggingLevel");
  assert.equal(levels, {
    name: "LoggingLevel",
    note: "Deprecated as of protocol version 2026-07-28 (SEP-2577).\nRemains in the specification for at least twelve months; see the\ndeprecated features registry.",
  });
});

test("only the last /** block before a declaration counts, and only one starting on its own line", () => {
  assert.equal(tags("/** @deprecated old */\n/** current */\nexport interface A { a: string }"), []);
  assert.equal(tags("/** first */\n/** @deprecated gone */\nexport interface A { a: string }"), [{ name: "A", note: "gone" }]);
  // A comment on the line of the previous member belongs to that line, not to the next member.
  assert.equal(tags("interface A {\n  a: string; /** @deprecated */\n  b: string;\n}"), []);
  assert.equal(tags("interface A {\n  a: string;\n  /** @deprecated */\n  b: string;\n}"), [{ name: "A", property: "b", note: "" }]);
  // `/*` and `//` comments are not JSDoc.
  assert.equal(tags("/* @deprecated */\ntype T = string;\n// @deprecated\ntype U = string;"), []);
});

test("a tag's text runs to the next tag; ` @x` mid-line starts one, inside backticks it does not; indentation past the text's column is kept", () => {
  assert.equal(tags("/**\n * @deprecated use `@b` instead\n * of a.\n * @see B\n */\ntype A = string;"), [{ name: "A", note: "use `@b` instead\nof a." }]);
  assert.equal(tags("/** @deprecated use B @since 2 */\ntype A = string;"), [{ name: "A", note: "use B" }]);
  assert.equal(tags("/**\n * @deprecated one\n *               two\n */\ntype A = string;"), [{ name: "A", note: "one\n  two" }]);
  assert.equal(tags("/** @deprecatedNot a tag */\ntype A = string;"), []);
});

test("enum members, string and numeric names, declaration merging", () => {
  const read = readSchemaTs('enum E {\n  A = "a",\n  /** @deprecated */\n  B = 2,\n}\ninterface I { "x-y": string; 1e3: number }\ninterface I { z: boolean }');
  assert.equal(read.declarations, [
    { name: "E", kind: "enum", bases: [], members: [{ name: "A", value: "a" }, { name: "B", deprecated: {}, value: 2 }] },
    { name: "I", kind: "interface", bases: [], members: [{ name: "x-y" }, { name: "1000" }, { name: "z" }] },
  ]);
});

test("not TypeScript: exit-2 error naming the file, line and column", () => {
  const e = (() => {
    try {
      readSchemaTs("export interface {", "broken.ts");
    } catch (x) {
      return x as CodegenError;
    }
  })();
  assert.is(e?.id, "schema-ts-not-typescript");
  assert.match(e!.file ?? "", /^broken\.ts:1:\d+$/);
});

test.run();
