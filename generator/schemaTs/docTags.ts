/**
 * JSDoc as the TypeScript compiler reads it, from the comments @babel/parser attaches to a node: only `/**` blocks
 * that start after a line break following the previous token count, and only the last such block's tags (as
 * `ts.getJSDocTags` does). A tag's text runs to the next tag: a line starting with `@`, or ` @word` in running
 * text outside backticks; continuation lines lose their `*` and the indentation up to the tag text's column.
 */
import type { Comment, Node } from "@babel/types";

/** The text of the first `name` tag of `node`'s JSDoc (empty when the tag is bare), or undefined without one. */
export function docTag(node: Node, name: string, text: string): string | undefined {
  const doc = lastDocComment(node, text);
  if (!doc) return undefined;
  return tagsOf(doc).find((t) => t.name === name)?.text;
}

function lastDocComment(node: Node, text: string): Comment | undefined {
  let collecting = false;
  let doc: Comment | undefined;
  let before = -1;
  for (const c of node.leadingComments ?? []) {
    if (c.start == null || c.end == null) continue;
    collecting ||= before < 0 ? startsLine(text, c.start) : /[\r\n]/.test(text.slice(before, c.start));
    before = c.end;
    // `/**` opens a doc comment; `/**/` does not (babel's value is the text between `/*` and `*/`).
    if (collecting && c.type === "CommentBlock" && c.value.startsWith("*")) doc = c;
  }
  return doc;
}

/** Whether only spaces lie between the start of the file or of a line and `at`. */
function startsLine(text: string, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "\t" || text[i] === "\v" || text[i] === "\f")) i--;
  return i < 0 || text[i] === "\n" || text[i] === "\r";
}

interface Tag {
  name: string;
  text: string;
}

const space = /^[ \t\v\f\u00a0\ufeff]*/;

function tagsOf(doc: Comment): Tag[] {
  // The block's lines; the first starts after `/**`, at the column the comment starts at plus three.
  const lines = doc.value.slice(1).split(/(\r\n|\r|\n)/);
  const tags: Tag[] = [];
  let current: { name: string; parts: string[]; margin: number | undefined } | undefined;
  const close = () => {
    if (!current) return;
    const parts = current.parts;
    while (parts.length > 0 && /^[\r\n]/.test(parts[0]!)) parts.shift();
    tags.push({ name: current.name, text: parts.join("").trimEnd() });
    current = undefined;
  };
  for (let i = 0; i < lines.length; i += 2) {
    const first = i === 0;
    const line = lines[i]!;
    let column = first ? (doc.loc?.start.column ?? 0) + 3 : 0;
    let rest = line;
    const lead = space.exec(rest)![0];
    if (!first && current?.margin !== undefined && lead.length > current.margin) {
      // Indented past the tag text's column: kept, asterisk and all.
      current.parts.push(lead.slice(current.margin));
      rest = rest.slice(lead.length);
      column += lead.length;
      scanText(rest, column);
    } else {
      rest = rest.slice(lead.length);
      column += lead.length;
      if (!first && rest.startsWith("*")) {
        rest = rest.slice(1);
        column += 1;
        const ws = space.exec(rest)![0];
        if (current?.margin !== undefined && column + ws.length > current.margin) current.parts.push(ws.slice(current.margin - column));
        rest = rest.slice(ws.length);
        column += ws.length;
      }
      scanText(rest, column);
    }
    if (i + 1 < lines.length) current?.parts.push(lines[i + 1]!);
  }
  close();
  return tags;

  /** Running text from `column`: tags start at its beginning, or at ` @x` outside backticks. */
  function scanText(rest: string, column: number): void {
    let at = rest.startsWith("@") ? 0 : nextTag(rest, 0);
    let textStart = 0;
    while (true) {
      const chunk = rest.slice(textStart, at < 0 ? rest.length : at);
      if (chunk && current) {
        current.margin ??= column + textStart;
        current.parts.push(chunk);
      }
      if (at < 0) return;
      close();
      const name = /^@([A-Za-z_$][\w$-]*)?/.exec(rest.slice(at))![1] ?? "";
      let after = at + 1 + name.length;
      const ws = space.exec(rest.slice(after))![0];
      after += ws.length;
      current = { name, parts: [], margin: after < rest.length ? column + after : undefined };
      textStart = after;
      at = nextTag(rest, after);
    }
  }
}

/** Index of the next `@` that starts a tag in running text (after a space, before a non-space), outside backticks. */
function nextTag(rest: string, from: number): number {
  let ticks = false;
  for (let i = from; i < rest.length; i++) {
    const c = rest[i];
    if (c === "`") ticks = !ticks;
    else if (!ticks && c === "@" && i > 0 && /[ \t]/.test(rest[i - 1]!) && i + 1 < rest.length && !/\s/.test(rest[i + 1]!)) return i;
  }
  return -1;
}
