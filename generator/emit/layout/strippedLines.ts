import { argumentLines, identifierPattern as name } from "./lines.js";

/** The few types the checks' code writes: in signatures (`v: any`, `errs: ValidationError[]`) and on `let`/`const`. */
const type = String.raw`(?:any|unknown|string|number|boolean|ValidationError\[\](?: \| undefined)?)`;
const returnType = String.raw`(?:boolean|void)`;
const param = new RegExp(String.raw`^(${name}): ${type}$`);
const oneLineSignature = new RegExp(String.raw`^function (${name})\((.*)\): ${returnType} \{$`);
const signatureOpen = new RegExp(String.raw`^function (${name})\($`);
const brokenParam = new RegExp(String.raw`^  (${name}): ${type},$`);
const signatureClose = new RegExp(String.raw`^\): ${returnType} \{$`);
/** `let x: any;`, `const y: any = v[i];` inside a body (indented: a line of code, never inside a string). */
const annotated = new RegExp(String.raw`^(\s+(?:let|const) ${name}): ${type}((?: = .*)?;)$`);

const topLevelAnnotated = new RegExp(String.raw`^(?:let|const|var) ${name}[:!]`);

/**
 * Top-level functions as prettier printed them in TypeScript (a formatted slot of the validators' checks), as prettier
 * prints them in JavaScript: the types left out. Their types are only in the signatures and on `let`/`const`
 * declarations of one line, so leaving them out changes the layout of the signatures alone (laid out again here);
 * a declaration that fitted still fits, shorter. Undefined at the first line of another form: the file's code is
 * then stripped and printed another way.
 */
export function strippedFunctions(formatted: string, width: number): string | undefined {
  const lines = formatted.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("function ")) {
      const one = oneLineSignature.exec(line);
      let fn: string;
      const params: string[] = [];
      if (one) {
        fn = one[1]!;
        for (const p of one[2]!.split(", ")) {
          const m = param.exec(p);
          if (!m) return undefined;
          params.push(m[1]!);
        }
      } else {
        const open = signatureOpen.exec(line);
        if (!open) return undefined;
        fn = open[1]!;
        for (i++; i < lines.length && !signatureClose.test(lines[i]!); i++) {
          const m = brokenParam.exec(lines[i]!);
          if (!m) return undefined;
          params.push(m[1]!);
        }
        if (i === lines.length) return undefined;
      }
      const signature = argumentLines("", `function ${fn}`, params, " {", width);
      if (!signature) return undefined;
      out.push(...signature);
      continue;
    }
    // Top-level statements of other kinds (the checks' constants carry no types) are left to another printing.
    if (/^(?:export|import|declare|interface|type|enum|namespace|abstract|class)\b/.test(line) || topLevelAnnotated.test(line)) return undefined;
    const m = annotated.exec(line);
    out.push(m ? m[1]! + m[2]! : line);
  }
  return out.join("\n");
}
