/**
 * A schema written to break out of every string and comment of the Python, Go and Rust
 * bindings (issue 12), and an instance that uses each hostile wire name. `marker` appears in
 * every payload: it may show up only inside a comment or a string literal of the output.
 */
export const marker = "PWNED_MARKER";

const long = "a".repeat(100_000);

const description = [
  `Ends */ and """ and ''' and \` and \\u002a/ and \\ and ${marker}`,
  `"""; import os; os.system('echo ${marker}'); """`,
  `*/ func init() { panic("${marker}") } /*`,
  `line\rwith CR, NUL \u0000, BOM \ufeff, bidi \u202e\u2066 ${marker} \u2069\u202c, separator \u2028 end`,
  `//go:generate echo ${marker}`,
  "  - an indented list item",
  "    with a continuation",
  "",
  "Heading Like This",
  "",
  "More ``quoted'' text.",
  `[link]: http://example.com/${marker}`,
].join("\n");

export const hostileSchema = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $defs: {
    Hostile: {
      type: "object",
      description,
      properties: {
        "a`b": { type: "string", description: `backtick \`; func init() { panic("${marker}") }; var _ = \`` },
        await: { type: "integer", description },
        type: { type: "string" },
        self: { type: "boolean" },
        extra: { type: "string" },
        Extra: { type: "string" },
        ["__proto__"]: { type: "string" },
        schema: { type: "string" },
        model_config: { type: "string" },
        _meta: { type: "object" },
        meta: { type: "string" },
        'quote"back\\slash': { type: "string" },
        名前: { type: "string" },
        "with space": { type: "string" },
        "\u202eevil": { type: "string" },
        [long]: { type: "string" },
        [`${long}b`]: { type: "string" },
        kind: { $ref: "#/$defs/Weird" },
        tagged: { $ref: "#/$defs/Choice" },
      },
      required: ["a`b", "await", long],
    },
    Weird: { type: "string", enum: ["", "a b", "Self", "None", "a-b", "a_b", "\u202e", '"""'], description },
    Result: { type: "object", properties: { value: { type: "string" } } },
    Option: { type: "object", properties: { some: { $ref: "#/$defs/Result" } } },
    Choice: { oneOf: [{ $ref: "#/$defs/ChoiceA" }, { $ref: "#/$defs/ChoiceB" }] },
    ChoiceA: { type: "object", properties: { k: { const: 'a`"*/\\' }, x: { type: "string" } }, required: ["k"] },
    ChoiceB: { type: "object", properties: { k: { const: "b\u202e" }, y: { type: "number" } }, required: ["k"] },
    "tool-name": { type: "object", properties: { n: { type: "integer" } }, additionalProperties: false },
  },
};

/** A `Hostile` value with every hostile key, an unknown key and both number forms. */
export const hostileInstance = {
  "a`b": "x",
  await: 1,
  [long]: "l",
  type: "t",
  self: true,
  extra: "e",
  Extra: "E",
  ["__proto__"]: "p",
  schema: "s",
  model_config: "m",
  _meta: {},
  meta: "mm",
  'quote"back\\slash': "q",
  名前: "n",
  "with space": "w",
  "\u202eevil": "v",
  [`${long}b`]: "lb",
  kind: "\u202e",
  tagged: { k: 'a`"*/\\', x: "1" },
};

/** The instance as JSON text, with an unknown member holding `1` and `1.0` (kept as written). */
export function hostileInstanceText(): string {
  const text = JSON.stringify(hostileInstance);
  return `${text.slice(0, -1)},"unknown":[1,1.0]}`;
}
