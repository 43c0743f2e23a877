/**
 * google-java-format's layout (1.28, 100 columns, 2-space blocks, 4-space continuations) for the
 * few constructs the Java renderer emits, so the files come out formatter-clean without running
 * Java at generation time. Each function takes text already made safe by `syntax.ts` and only
 * chooses where lines break, the way the formatter would for that construct.
 */

/** The column limit. */
export const width = 100;

const fits = (line: string) => line.length <= width;

/**
 * `pieces` joined by spaces on `first` (the current line, ending where the pieces start), filling:
 * each piece goes on the current line when it fits there, else on a new line at `indent`.
 */
function fill(first: string, pieces: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = first;
  pieces.forEach((piece, i) => {
    // The first piece always stays on the first line, however long.
    if (i === 0 || fits(`${line} ${piece}`)) line = `${line} ${piece}`;
    else {
      lines.push(line);
      line = `${indent}${piece}`;
    }
  });
  lines.push(line);
  return lines;
}

/**
 * A Javadoc comment at `indent` as the formatter rewrites it: paragraphs (separated by empty
 * lines) filled to the limit, every paragraph after the first starting with `<p>`, block tags
 * (`@deprecated`) after an empty line, a comment of one short paragraph on one line.
 */
export function javadocLines(paragraphs: readonly string[], indent: string, blockTag?: string): string[] {
  const words = paragraphs.map((p) => p.split(/\s+/).filter((w) => w !== ""));
  const texts = words.filter((w) => w.length > 0);
  if (texts.length === 0 && blockTag === undefined) return [];
  const one = texts.length === 1 ? `${indent}/** ${texts[0]!.join(" ")} */` : undefined;
  if (one !== undefined && blockTag === undefined && fits(one)) return [one];
  const lines = [`${indent}/**`];
  texts.forEach((w, i) => {
    if (i > 0) lines.push(`${indent} *`);
    const paragraph = i > 0 ? [`<p>${w[0]}`, ...w.slice(1)] : w;
    lines.push(...fill(`${indent} *`, paragraph, `${indent} * `));
  });
  if (blockTag !== undefined) {
    if (texts.length > 0) lines.push(`${indent} *`);
    lines.push(`${indent} * ${blockTag}`);
  }
  lines.push(`${indent} */`);
  return lines;
}

/**
 * Line comments (`// text`) at `indent`, each longer than the limit broken at its last space
 * within it, the rest continued on a `//` line (the formatter's own comment wrapping).
 */
export function lineCommentLines(comments: readonly string[], indent = ""): string[] {
  const out: string[] = [];
  for (const comment of comments) {
    let line = comment;
    while (line.length + indent.length > width) {
      let at = width - indent.length;
      while (at >= 2 && !/\s/.test(line[at]!)) at--;
      if (at <= 2) break;
      out.push(`${indent}${line.slice(0, at)}`);
      line = `//${line.slice(at)}`;
    }
    out.push(`${indent}${line}`);
  }
  return out;
}

/** One formal parameter (a record component, a creator argument): its doc, annotations, type and name. */
export interface Param {
  doc?: readonly string[];
  annotations: readonly Element[];
  declaration: string;
}

const flatElement = (e: Element): string => (typeof e === "string" ? e : `${e.name}(${e.args.join(", ")})`);

/**
 * A declaration's parameter list: `head(` + params + `)` + `tail` on one line when it fits, else
 * one parameter a line at `indent + 4`; a parameter too long for its line puts its annotations on
 * one line (or one a line) and its type and name on the next, at `indent + 8`.
 */
export function paramLines(head: string, params: readonly Param[], tail: string, indent: string): string[] {
  const flat = params.map((p) => [...p.annotations.map(flatElement), p.declaration].join(" "));
  const oneLine = `${head}(${flat.join(", ")})${tail}`;
  if (params.every((p) => p.doc === undefined || p.doc.length === 0) && fits(oneLine) && !oneLine.includes("\n")) return [oneLine];
  const inner = `${indent}    `;
  const deeper = `${inner}    `;
  const lines = [`${head}(`];
  params.forEach((p, i) => {
    const end = i === params.length - 1 ? `)${tail}` : ",";
    if (p.doc) lines.push(...p.doc);
    const whole = `${inner}${flat[i]}${end}`;
    if (fits(whole)) return void lines.push(whole);
    const annotations = p.annotations.map(flatElement).join(" ");
    if (p.annotations.length > 0 && fits(`${inner}${annotations}`)) lines.push(`${inner}${annotations}`);
    else {
      p.annotations.forEach((a, j) => {
        const at = j === 0 ? inner : deeper;
        if (fits(`${at}${flatElement(a)}`) || typeof a === "string") lines.push(`${at}${flatElement(a)}`);
        else lines.push(...annotationLines(a.name, a.args, "", at));
      });
    }
    lines.push(...declarationLines(p.declaration, end, p.annotations.length > 0 ? deeper : inner));
  });
  return lines;
}

/** `Type name` + `end` at `indent`, the name on its own deeper line when both do not fit. */
function declarationLines(declaration: string, end: string, indent: string): string[] {
  const line = `${indent}${declaration}${end}`;
  const space = declaration.lastIndexOf(" ");
  if (fits(line) || space < 0) return [line];
  return [`${indent}${declaration.slice(0, space)}`, `${indent}    ${declaration.slice(space + 1)}${end}`];
}

/**
 * A type header's clauses (`extends A, B`, `implements C`, `permits D, E`) after its first line:
 * filled at `indent + 4`; a clause too long for a line of its own lists one name a line at `indent + 8`.
 * `end` (` {`, ` {}`) stays on the last line; `newLine`: the first clause starts a line.
 */
export function clauseLines(first: string, clauses: readonly { keyword: string; names: readonly string[] }[], end: string, indent: string, newLine = false): string[] {
  const inner = `${indent}    `;
  const texts = clauses.map((c, i) => `${c.keyword} ${c.names.join(", ")}${i === clauses.length - 1 ? end : ""}`);
  if (clauses.length === 0) return [`${first}${end}`];
  const lines: string[] = [];
  let line = first;
  clauses.forEach((c, i) => {
    const text = texts[i]!;
    if (!(newLine && i === 0) && fits(`${line} ${text}`)) return void (line = `${line} ${text}`);
    lines.push(line);
    if (fits(`${inner}${text}`)) return void (line = `${inner}${text}`);
    const tail = i === clauses.length - 1 ? end : "";
    c.names.forEach((n, j) => {
      const last = j === c.names.length - 1;
      const piece = j === 0 ? `${inner}${c.keyword} ${n}` : `${inner}    ${n}`;
      if (last) line = `${piece}${tail}`;
      else lines.push(`${piece},`);
    });
  });
  lines.push(line);
  return lines;
}

/**
 * An annotation with arguments (`@JsonTypeInfo(use = ..., include = ...)`) + `end` at `indent`: on one
 * line when it fits, else one argument a line at `indent + 4` (annotations never pack their arguments).
 */
export function annotationLines(name: string, args: readonly string[], end: string, indent: string): string[] {
  const one = `${indent}${name}(${args.join(", ")})${end}`;
  if (fits(one)) return [one];
  return [`${indent}${name}(`, ...args.map((a, i) => `${indent}    ${a}${i === args.length - 1 ? `)${end}` : ","}`)];
}

/** An element of an annotation's array: text, or an annotation of its own (broken as one when too long). */
export type Element = string | { name: string; args: readonly string[] };

/**
 * An annotation with one array argument (`@JsonPropertyOrder({"a", "b"})`) at `indent`: on one
 * line when it fits, else one element a line at `indent + 2`.
 */
export function arrayAnnotationLines(name: string, elements: readonly Element[], indent: string, key = ""): string[] {
  const prefix = key ? `${key} = ` : "";
  const flat = elements.map(flatElement);
  const one = `${indent}${name}(${prefix}{${flat.join(", ")}})`;
  if (fits(one)) return [one];
  const inner = `${indent}  `;
  return [
    `${indent}${name}(${prefix}{`,
    ...elements.flatMap((e, i) => {
      const comma = i === elements.length - 1 ? "" : ",";
      const line = `${inner}${flat[i]}${comma}`;
      return fits(line) || typeof e === "string" ? [line] : annotationLines(e.name, e.args, comma, inner);
    }),
    `${indent}})`,
  ];
}

/** An argument of a call: plain text, or a call of its own (laid out the same way when it must break). */
export type Arg = string | { head: string; args: readonly Arg[] };

const flatArg = (a: Arg): string => (typeof a === "string" ? a : `${a.head}(${a.args.map(flatArg).join(", ")})`);

/**
 * A call or `new` with its arguments (`head(` args `)` + `end`) at `indent`: one line when it fits,
 * else the arguments on one line at `indent + 4`, else one a line there (a call among them that
 * does not fit its line broken the same way, one level deeper).
 */
export function callLines(head: string, args: readonly Arg[], end: string, indent: string): string[] {
  const flat = args.map(flatArg);
  const one = `${indent}${head}(${flat.join(", ")})${end}`;
  if (fits(one)) return [one];
  const inner = `${indent}    `;
  const together = `${inner}${flat.join(", ")})${end}`;
  if (fits(together)) return [`${indent}${head}(`, together];
  const lines = [`${indent}${head}(`];
  args.forEach((a, i) => {
    const punctuation = i === args.length - 1 ? `)${end}` : ",";
    const line = `${inner}${flat[i]}${punctuation}`;
    if (fits(line) || typeof a === "string") lines.push(line);
    else lines.push(...callLines(a.head, a.args, punctuation, inner));
  });
  return lines;
}

/** `if (a && b && ...) {` at `indent`: one line when it fits, else one operand a line, `&&` first, at `indent + 4`. */
export function conditionLines(operands: readonly string[], indent: string): string[] {
  const one = `${indent}if (${operands.join(" && ")}) {`;
  if (fits(one) || operands.length === 1) return [one];
  return operands.map((o, i) => (i === 0 ? `${indent}if (${o}` : `${indent}    && ${o}${i === operands.length - 1 ? ") {" : ""}`));
}

/**
 * A record's header at `indent`: its components (`paramLines`), then its clauses (`clauseLines`), which start a line of
 * their own once the components break.
 */
export function headerLines(head: string, params: readonly Param[], clauses: { keyword: string; names: string[] }[], end: string, indent = ""): string[] {
  const lines = paramLines(head, params, clauses.length > 0 ? "" : end, indent);
  if (clauses.length === 0) return lines;
  if (lines.length > 1) return [...lines.slice(0, -1), ...clauseLines(lines.at(-1)!, clauses, end, indent, true)];
  return clauseLines(lines[0]!, clauses, end, indent);
}
