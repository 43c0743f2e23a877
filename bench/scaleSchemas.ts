/**
 * Schemas built to the scale of issue 26 (20,000 definitions; a 100,000-character name), shaped so
 * a walk that recurses once per reference or is quadratic in the definitions shows: a ring of
 * records each holding the next, a chain of aliases each an array of the next, 10,000 two-member
 * unions with a 2,000-member one, 20,000 independent records, and one very long name.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const draft = "https://json-schema.org/draft/2020-12/schema";
const ref = (name: string): Json => ({ $ref: `#/$defs/${name}` });

export const scaleCases = {
  recordChain(n = 20_000): Json {
    const defs: Record<string, Json> = {};
    // The last holds the first: the whole chain is one cycle (a Rust struct must box what it holds).
    for (let i = 0; i < n; i++) defs[`Def${i}`] = { type: "object", properties: { next: ref(`Def${(i + 1) % n}`), name: { type: "string" } }, required: ["name"] };
    return { $schema: draft, $defs: defs };
  },
  aliasChain(n = 20_000): Json {
    const defs: Record<string, Json> = {};
    for (let i = 0; i < n; i++) defs[`Alias${i}`] = i + 1 < n ? { type: "array", items: ref(`Alias${i + 1}`) } : { type: "string" };
    defs.Holder = { type: "object", properties: { a: ref("Alias0") } };
    return { $schema: draft, $defs: defs };
  },
  unions(n = 10_000, wide = 2_000): Json {
    const defs: Record<string, Json> = {};
    for (let i = 0; i < n; i++) {
      defs[`Rec${i}`] = { type: "object", properties: { [`k${i}`]: { type: "string" }, kind: { const: `r${i}` } }, required: [`k${i}`, "kind"] };
      defs[`Pair${i}`] = { anyOf: [ref(`Rec${i}`), ref(`Rec${(i + 1) % n}`)] };
    }
    defs.Wide = { anyOf: Array.from({ length: wide }, (_, i) => ref(`Rec${i}`)) };
    return { $schema: draft, $defs: defs };
  },
  flat(n = 20_000): Json {
    const defs: Record<string, Json> = {};
    for (let i = 0; i < n; i++) {
      defs[`Flat${i}`] = { type: "object", properties: { a: { type: "string" }, b: { type: "integer" }, c: ref(`Flat${(i * 7919) % n}`) }, required: ["a"], additionalProperties: false };
    }
    return { $schema: draft, $defs: defs };
  },
  longName(length = 100_000): Json {
    const long = `N${"a".repeat(length - 1)}`;
    return {
      $schema: draft,
      $defs: {
        [long]: { type: "object", description: long, properties: { [long.toLowerCase()]: { type: "string" }, kind: { enum: [long, "b"] } } },
        Other: { type: "object", properties: { x: ref(long) } },
      },
    };
  },
} as const;
