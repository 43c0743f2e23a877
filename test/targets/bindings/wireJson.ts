/**
 * JSON text compared as the wire sees it: objects with sorted keys and no whitespace, strings by
 * their value, and numbers by their exact lexeme, so `1` and `1.0` differ (JSON.parse would make
 * them one JS number). Throws on text that is not JSON.
 */
export function canonicalJson(text: string): string {
  let i = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const value = (): string => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      const entries: [string, string][] = [];
      ws();
      if (text[i] === "}") {
        i++;
        return "{}";
      }
      for (;;) {
        ws();
        const key = JSON.parse(stringToken()) as string;
        ws();
        expect(":");
        entries.push([key, value()]);
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        expect("}");
        break;
      }
      entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
    }
    if (c === "[") {
      i++;
      const items: string[] = [];
      ws();
      if (text[i] === "]") {
        i++;
        return "[]";
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        expect("]");
        break;
      }
      return `[${items.join(",")}]`;
    }
    if (c === '"') return JSON.stringify(JSON.parse(stringToken()));
    const m = /^(-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) throw new Error(`not JSON at ${i}: ${text.slice(i, i + 20)}`);
    i += m[0].length;
    return m[0];
  };
  const stringToken = (): string => {
    const start = i;
    if (text[i] !== '"') throw new Error(`expected a string at ${i}`);
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return text.slice(start, i);
  };
  const expect = (ch: string) => {
    if (text[i] !== ch) throw new Error(`expected ${ch} at ${i}`);
    i++;
  };
  const out = value();
  ws();
  if (i !== text.length) throw new Error(`trailing text at ${i}`);
  return out;
}
