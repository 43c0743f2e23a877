import type { LayoutPrinter } from "./printer.js";

/**
 * prettier's layout of a TypeScript type declaration (the ts target's `export interface` / `export type`), read off
 * the emitter's own line structure: one member per line, a `{` ending a line opens a block, a `}` starting one closes
 * it, JSDoc blocks as `docComment` writes them. Only layouts that leave prettier no choice are computed: code lines
 * that fit, tokens already in prettier's form (double-quoted ASCII strings without quotes or backslashes, plain
 * numbers), a union of plain members broken one per line. Anything else is undefined: prettier prints it.
 * (Once targets/ts/layout.ts, for the built-in width only; now the output stage's, for any width.)
 */
export const typeDeclarations: LayoutPrinter = {
  name: "type declarations",
  extensions: ["ts"],
  print: layoutDeclaration,
};

const str = String.raw`"[ !#-&(-[\]-~]*"`;
const name = String.raw`[A-Za-z_$][A-Za-z0-9_$]*`;
const num = String.raw`-?(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?`;
/** Tokens prettier prints as they are: such strings, identifiers, plain numbers, punctuation, single spaces. */
const token = new RegExp(String.raw`${str}|${name}|${num}(?![0-9.eE])|\.\.\.|[{}[\]():;,|&?=]| `, "y");
const identifierName = new RegExp(`^${name}$`);
/** A union member prettier never breaks inside: a name or a literal, perhaps as an array. */
const plain = String.raw`(?:${str}|${name}|${num})(?:\[\])*`;
/** ... or an array of a union of those, `(A | B)[]`. */
const plainMember = new RegExp(String.raw`^(?:${plain}|\(${plain}(?: \| ${plain})+\)(?:\[\])+)$`);
const interfaceOpen = new RegExp(String.raw`^export interface ${name}(?: extends ${name}(?:, ${name})*)? \{$`);
/** `export type X = A & {` / `key?: { [key: string]: T } & {`: a name or a one-line map, then the object. */
const intersectionHead = String.raw`(?:${name}|\{ \[key: string\]: ${plain} \}) & \{`;
const aliasOpen = new RegExp(String.raw`^export type ${name} = ${intersectionHead}$`);
const memberKey = String.raw`(?:${name}|${str})\??`;
const memberOpen = new RegExp(String.raw`^${memberKey}: (?:${intersectionHead}|\{)$`);
const memberClose = new RegExp(String.raw`^\}(?:\[\])*(?: & ${name})?;$`);

/** schema.ts's constants: `export const LATEST_PROTOCOL_VERSION = "2026-07-28";`, `export const PARSE_ERROR = -32700;`. */
const constantLine = new RegExp(String.raw`^export const ${name} = (?:${str}|${num});$`);

type Block = "interface" | "alias" | "member";

function layoutDeclaration(text: string, printWidth: number): string | undefined {
  const lines = (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
  const out: string[] = [];
  const blocks: Block[] = [];
  let inComment = false;
  for (const line of lines) {
    const indent = "  ".repeat(blocks.length);
    if (inComment) {
      if (line === " */") {
        out.push(`${indent} */`);
        inComment = false;
        continue;
      }
      if (!line.startsWith(" *")) return undefined;
      // prettier re-indents a JSDoc line, trims its end, and keeps a Markdown line break (two trailing spaces).
      const start = line.trimStart();
      const trimmed = start.trimEnd();
      out.push(`${indent} ${trimmed}${trimmed !== "*" && start.endsWith("  ") ? "  " : ""}`);
      continue;
    }
    if (line === "/**") {
      out.push(`${indent}/**`);
      inComment = true;
      continue;
    }
    if (!certainTokens(line) || !validKeys(line)) return undefined;
    if (line.startsWith("}")) {
      const block = blocks.pop();
      const fits = block === "interface" ? line === "}" : block === "alias" ? line === "};" : block === "member" && memberClose.test(line);
      if (!fits) return undefined;
      out.push(`${"  ".repeat(blocks.length)}${line}`);
      continue;
    }
    if (line.endsWith("{")) {
      const block: Block | undefined =
        blocks.length === 0 ? (interfaceOpen.test(line) ? "interface" : aliasOpen.test(line) ? "alias" : undefined) : memberOpen.test(line) ? "member" : undefined;
      if (!block || indent.length + line.length > printWidth) return undefined;
      out.push(`${indent}${line}`);
      blocks.push(block);
      continue;
    }
    if (blocks.length === 0 && constantLine.test(line)) {
      if (line.length > printWidth) return undefined;
      out.push(line);
      continue;
    }
    const alias = /^(export type [A-Za-z_$][A-Za-z0-9_$]* =) (.*);$/.exec(line);
    const member = /^((?:\[key: string\]|[A-Za-z_$][A-Za-z0-9_$]*\??|"[^"]*"\??):) (.*);$/.exec(line);
    const parts = blocks.length === 0 ? alias : member;
    if (!parts) return undefined;
    if (indent.length + line.length <= printWidth) {
      out.push(`${indent}${line}`);
      continue;
    }
    const broken = brokenUnion(parts[1]!, parts[2]!, indent, printWidth);
    if (!broken) return undefined;
    out.push(...broken);
  }
  if (inComment || blocks.length > 0) return undefined;
  return `${out.join("\n")}\n`;
}

/** The line is nothing but tokens prettier prints as they are, one space apart where we put spaces. */
function certainTokens(line: string): boolean {
  token.lastIndex = 0;
  while (token.lastIndex < line.length) {
    const start = token.lastIndex;
    if (!token.test(line)) return false;
    if (line[start] === " " && (start === 0 || line[start + 1] === " " || start === line.length - 1)) return false;
  }
  return true;
}

/** A quoted member key stays quoted only when it is not an identifier name (prettier unquotes those). */
function validKeys(line: string): boolean {
  if (!line.startsWith('"')) return true;
  const end = line.indexOf('"', 1);
  return !identifierName.test(line.slice(1, end));
}

/**
 * A union too long for its line (an alias's or a member's): on the next line when it fits there, otherwise each
 * member on a line of its own after `| `.
 */
function brokenUnion(head: string, type: string, indent: string, printWidth: number): string[] | undefined {
  const members = splitUnion(type);
  if (!members || members.length < 2 || !members.every((m) => plainMember.test(m))) return undefined;
  const inner = `${indent}  `;
  if (inner.length + type.length + 1 <= printWidth) return [`${indent}${head}`, `${inner}${type};`];
  const out = [`${indent}${head}`, ...members.map((m, i) => `${inner}| ${m}${i === members.length - 1 ? ";" : ""}`)];
  return out.every((l) => l.length <= printWidth) ? out : undefined;
}

/** `A | "x | y" | (B | C)[]` -> its members: split outside strings and parentheses only. */
function splitUnion(text: string): string[] | undefined {
  const members: string[] = [];
  let start = 0;
  let inString = false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') inString = !inString;
    else if (inString) continue;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (depth === 0 && text.startsWith(" | ", i)) {
      members.push(text.slice(start, i));
      start = i + 3;
      i += 2;
    }
  }
  members.push(text.slice(start));
  return inString || depth !== 0 ? undefined : members;
}
