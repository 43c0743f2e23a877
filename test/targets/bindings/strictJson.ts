/**
 * JSON compared as text where text matters: numbers by their literal form (`1` is not `1.0`, `1e3`
 * is not `1000`), strings and structure as values, object keys in any order (JSON objects are
 * unordered; the bindings keep the schema's order, Jackson 3 may not). Returns the JSON pointer of
 * the first difference, or undefined when the two are the same.
 */
export function strictDifference(expected: string, actual: string): string | undefined {
  let a: Strict, b: Strict;
  try {
    a = parseStrict(expected);
  } catch (e) {
    return `(expected is not JSON: ${String(e)})`;
  }
  try {
    b = parseStrict(actual);
  } catch (e) {
    return `(output is not JSON: ${String(e)})`;
  }
  return differ(a, b, "");
}

type Strict = null | boolean | string | { number: string } | Strict[] | { object: Map<string, Strict> };

function differ(a: Strict, b: Strict, path: string): string | undefined {
  const at = path || "/";
  if (a === null || typeof a !== "object") return a === b ? undefined : `${at}: ${JSON.stringify(a)} != ${describe(b)}`;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return `${at}: array != ${describe(b)}`;
    if (a.length !== b.length) return `${at}: ${a.length} items != ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = differ(a[i]!, b[i]!, `${path}/${i}`);
      if (d) return d;
    }
    return undefined;
  }
  if ("number" in a) return b !== null && typeof b === "object" && "number" in b && b.number === a.number ? undefined : `${at}: ${a.number} != ${describe(b)}`;
  if (b === null || typeof b !== "object" || !("object" in b)) return `${at}: object != ${describe(b)}`;
  for (const [k, v] of a.object) {
    const p = `${path}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    if (!b.object.has(k)) return `${p}: missing`;
    const d = differ(v, b.object.get(k)!, p);
    if (d) return d;
  }
  for (const k of b.object.keys()) if (!a.object.has(k)) return `${path}/${k}: added`;
  return undefined;
}

function describe(v: Strict): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return "array";
  return "number" in v ? v.number : "object";
}

/** A JSON parser that keeps each number's literal text (JSON.parse cannot: it makes `1.0` the number 1). */
export function parseStrict(text: string): Strict {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const fail = (what: string): never => {
    throw new Error(`${what} at ${i}`);
  };
  const value = (): Strict => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const object = new Map<string, Strict>();
      ws();
      if (text[i] === "}") return i++, { object };
      for (;;) {
        ws();
        if (text[i] !== '"') fail("expected a key");
        const key = str();
        ws();
        if (text[i++] !== ":") fail("expected :");
        if (object.has(key)) fail(`duplicate key ${key}`);
        object.set(key, value());
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return i++, { object };
        else fail("expected , or }");
      }
    }
    if (c === "[") {
      i++;
      const items: Strict[] = [];
      ws();
      if (text[i] === "]") return i++, items;
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return i++, items;
        else fail("expected , or ]");
      }
    }
    if (c === '"') return str();
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m && m[0]) return (i += m[0].length), { number: m[0] };
    for (const [word, v] of [["true", true], ["false", false], ["null", null]] as const) if (text.startsWith(word, i)) return (i += word.length), v;
    return fail("unexpected character");
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const v = value();
  ws();
  if (i !== text.length) fail("trailing text");
  return v;
}
