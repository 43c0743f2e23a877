import { test } from "uvu";
import * as assert from "uvu/assert";
import fc from "fast-check";
import ts from "typescript";
import { code, jsLiteral } from "../../generator/emit/code.ts";
import { docComment, lineComments, withoutUnicodeEscapes } from "../../generator/emit/comment.ts";
import { safeIdentifier } from "../../generator/emit/identifier.ts";
import { hostileString } from "./fuzz.ts";

const anyString = fc.oneof(hostileString, fc.string({ unit: "binary" }), fc.constantFrom("__proto__", "type", "$x", "x$", "_", ""));

test("safeIdentifier: always a TypeScript identifier, and one-to-one", () => {
  fc.assert(
    fc.property(anyString, anyString, (a, b) => {
      const x = safeIdentifier(a).text;
      assert.match(x, /^[A-Za-z_$][A-Za-z0-9_$]*$/);
      assert.not.ok(["type", "class", "await", "default", "constructor"].includes(x), x);
      if (a !== b) assert.is.not(x, safeIdentifier(b).text, `${JSON.stringify(a)} and ${JSON.stringify(b)}`);
    }),
    { numRuns: 2000, seed: 1 },
  );
});

test("jsLiteral: evaluates to exactly its JSON value, __proto__ keys included, prototype untouched", () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 3 }), fc.array(anyString, { maxLength: 3 }), (value, keys) => {
      const withKeys = JSON.parse(JSON.stringify({ value, ...Object.fromEntries(keys.map((k) => [k, 1])) }).replace('{"value"', '{"__proto__":{"a":1},"value"'));
      const evaluated = new Function(`return (${jsLiteral(withKeys).text});`)() as Record<string, unknown>;
      assert.is(Object.getPrototypeOf(evaluated), Object.prototype);
      assert.is(JSON.stringify(evaluated), JSON.stringify(withKeys));
    }),
    { numRuns: 500, seed: 2 },
  );
});

test("code tag: a hostile string interpolated stays one string literal", () => {
  fc.assert(
    fc.property(anyString, (s) => {
      const built = code`const x = ${s};`.text;
      assert.is(new Function(`${built} return x;`)(), s);
    }),
    { numRuns: 1000, seed: 3 },
  );
});

test("docComment: one comment whatever the text, with nothing hidden", () => {
  fc.assert(
    fc.property(anyString, (s) => {
      const text = docComment(s).text;
      if (text === "") return;
      const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, `${text}const end = 1;`);
      const kinds: ts.SyntaxKind[] = [];
      for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scanner.scan()) {
        if (k !== ts.SyntaxKind.WhitespaceTrivia && k !== ts.SyntaxKind.NewLineTrivia) kinds.push(k);
      }
      assert.is(kinds[0], ts.SyntaxKind.MultiLineCommentTrivia);
      assert.is(kinds[1], ts.SyntaxKind.ConstKeyword, "the comment ends where it should");
      assert.not.match(text, /[\u0000-\u0008\u000B-\u001F\u202A-\u202E\u2066-\u2069\uFEFF\u2028\u2029]/);
    }),
    { numRuns: 1000, seed: 4 },
  );
});

test("withoutUnicodeEscapes: no \\u a Java lexer would decode is left, whatever the backslashes before it", () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom("\\", "u", "002a", "/", "x"), { maxLength: 12 }).map((a) => a.join("")), (s) => {
      const out = withoutUnicodeEscapes(s);
      // JLS 3.3: a backslash preceded by an even number of backslashes, followed by u, starts an escape.
      for (let i = 0; i < out.length; i++) {
        if (out[i] !== "\\" || out[i + 1] !== "u") continue;
        let run = 0;
        for (let j = i - 1; j >= 0 && out[j] === "\\"; j--) run++;
        assert.ok(run % 2 === 1, `${JSON.stringify(s)} -> ${JSON.stringify(out)}`);
      }
    }),
    { numRuns: 2000, seed: 5 },
  );
});

test("lineComments: every line ending starts a new comment line", () => {
  assert.is(lineComments("a\rb\u2028c\n\nd */", "//").text, "// a\n// b\n// c\n//\n// d *\\/");
});

test.run();
