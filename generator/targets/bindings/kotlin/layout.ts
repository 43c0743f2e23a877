import { assertNever } from "../../../ir/model.js";

/**
 * Kotlin expressions as a small layout tree, printed the way ktlint (kotlin-sdk's formatter, `intellij_idea`
 * style, 120 columns) lays them out: a node stays on one line when it fits; otherwise a trailing lambda breaks
 * after its arrow, an argument list puts each argument on its own line with a trailing comma, an assignment or
 * property breaks after `=`, an expression body stays beside its signature when its first line fits, an elvis
 * breaks before `?:`, a multi-line `if` gets braces and a `when` with a multi-line branch gets blank lines between
 * branches. Atoms are code already built by the Kotlin syntax builders (names, literals), never broken.
 */
export type KotlinLayout =
  | { kind: "atom"; text: string }
  | { kind: "seq"; parts: KotlinLayout[] }
  | { kind: "call"; callee: string; args: KotlinLayout[]; lambda?: KotlinLayout; parens: boolean }
  | { kind: "lambda"; params: string; body: KotlinLayout }
  | { kind: "assign"; target: string; value: KotlinLayout }
  | { kind: "body"; signature: string; body: KotlinLayout }
  | { kind: "elvis"; left: KotlinLayout; right: KotlinLayout }
  | { kind: "ifElse"; condition: KotlinLayout; then: KotlinLayout; otherwise: KotlinLayout }
  | { kind: "when"; subject: string; branches: { condition: string; body: KotlinLayout }[] };

export const maxLineLength = 120;

export const atom = (text: string): KotlinLayout => ({ kind: "atom", text });
export const seq = (...parts: (KotlinLayout | string)[]): KotlinLayout => ({ kind: "seq", parts: parts.map((p) => (typeof p === "string" ? atom(p) : p)) });
/** `callee(args)`, `callee(args) { lambda }`, or `callee { lambda }` when there are no arguments. */
export const call = (callee: string, args: (KotlinLayout | string)[], lambda?: KotlinLayout): KotlinLayout => ({
  kind: "call",
  callee,
  args: args.map((a) => (typeof a === "string" ? atom(a) : a)),
  lambda,
  parens: args.length > 0 || lambda === undefined,
});
export const lambda = (params: string, body: KotlinLayout | string): KotlinLayout => ({ kind: "lambda", params, body: typeof body === "string" ? atom(body) : body });
export const assign = (target: string, value: KotlinLayout | string): KotlinLayout => ({ kind: "assign", target, value: typeof value === "string" ? atom(value) : value });
/** A function or getter with an expression body: `signature = body`. */
export const body = (signature: string, value: KotlinLayout | string): KotlinLayout => ({ kind: "body", signature, body: typeof value === "string" ? atom(value) : value });
export const elvis = (left: KotlinLayout | string, right: KotlinLayout | string): KotlinLayout => ({
  kind: "elvis",
  left: typeof left === "string" ? atom(left) : left,
  right: typeof right === "string" ? atom(right) : right,
});
export const ifElse = (condition: KotlinLayout | string, then: KotlinLayout | string, otherwise: KotlinLayout | string): KotlinLayout => ({
  kind: "ifElse",
  condition: typeof condition === "string" ? atom(condition) : condition,
  then: typeof then === "string" ? atom(then) : then,
  otherwise: typeof otherwise === "string" ? atom(otherwise) : otherwise,
});
export const when = (subject: string, branches: { condition: string; body: KotlinLayout | string }[]): KotlinLayout => ({
  kind: "when",
  subject,
  branches: branches.map((b) => ({ condition: b.condition, body: typeof b.body === "string" ? atom(b.body) : b.body })),
});

/** The node on one line, or undefined when it can never be (a `when`). */
function flat(d: KotlinLayout): string | undefined {
  const all = (xs: KotlinLayout[]) => {
    const out = xs.map(flat);
    return out.includes(undefined) ? undefined : (out as string[]);
  };
  switch (d.kind) {
    case "atom":
      return d.text;
    case "seq":
      return all(d.parts)?.join("");
    case "call": {
      const args = all(d.args);
      const fn = d.lambda === undefined ? "" : flat(d.lambda);
      if (args === undefined || fn === undefined) return undefined;
      return `${d.callee}${d.parens ? `(${args.join(", ")})` : ""}${fn ? ` ${fn}` : ""}`;
    }
    case "lambda": {
      const b = flat(d.body);
      return b === undefined ? undefined : `{ ${d.params ? `${d.params} -> ` : ""}${b} }`;
    }
    case "assign":
    case "body": {
      const v = flat(d.kind === "assign" ? d.value : d.body);
      return v === undefined ? undefined : `${d.kind === "assign" ? d.target : d.signature} = ${v}`;
    }
    case "elvis": {
      const [l, r] = [flat(d.left), flat(d.right)];
      return l === undefined || r === undefined ? undefined : `${l} ?: ${r}`;
    }
    case "ifElse": {
      const [c, t, o] = [flat(d.condition), flat(d.then), flat(d.otherwise)];
      return c === undefined || t === undefined || o === undefined ? undefined : `if (${c}) ${t} else ${o}`;
    }
    case "when":
      return undefined;
    default:
      return assertNever(d, "kotlin layout");
  }
}

/** The node on one line (for a short piece such as a `when` subject); a `when` never is. */
export function flatText(d: KotlinLayout): string {
  const one = flat(d);
  if (one === undefined) throw new Error("a when has no one-line form");
  return one;
}

const pad = (n: number) => " ".repeat(n);
const firstLine = (s: string) => s.split("\n", 1)[0]!;
const lastLine = (s: string) => s.slice(s.lastIndexOf("\n") + 1);

/**
 * The node printed starting at column `column`, its continuation lines indented by `indent`, with `tail`
 * characters (a `,` or `)`) still to follow on its last line.
 */
function print(d: KotlinLayout, indent: number, column: number, tail: number): string {
  const one = flat(d);
  if (one !== undefined && column + one.length + tail <= maxLineLength) return one;
  const inner = indent + 4;
  switch (d.kind) {
    case "atom":
      return d.text;
    case "seq": {
      let out = "";
      d.parts.forEach((p, i) => {
        const rest = d.parts.slice(i + 1).map(flat);
        const after = rest.includes(undefined) ? 0 : (rest as string[]).join("").length + tail;
        const col = out.includes("\n") ? lastLine(out).length : column + out.length;
        out += print(p, indent, col, i === d.parts.length - 1 ? tail : after);
      });
      return out;
    }
    case "call": {
      const args = d.args.map(flat);
      const argsFlat = args.includes(undefined) ? undefined : `(${(args as string[]).join(", ")})`;
      const head = d.callee;
      if (d.lambda !== undefined && d.lambda.kind === "lambda") {
        const open = ` { ${d.lambda.params ? `${d.lambda.params} ->` : ""}`.trimEnd();
        const opening = d.parens ? (argsFlat !== undefined && column + head.length + argsFlat.length + open.length <= maxLineLength ? head + argsFlat : brokenArgs(head, d.args, indent)) : head;
        return `${opening}${open}\n${pad(inner)}${print(d.lambda.body, inner, inner, 0)}\n${pad(indent)}}`;
      }
      return brokenArgs(head, d.args, indent);
    }
    case "lambda":
      return `{${d.params ? ` ${d.params} ->` : ""}\n${pad(inner)}${print(d.body, inner, inner, 0)}\n${pad(indent)}}`;
    case "assign": {
      const v = flat(d.value);
      if (v !== undefined && inner + v.length + tail <= maxLineLength) return `${d.target} =\n${pad(inner)}${v}`;
      const beside = print(d.value, indent, column + d.target.length + 3, tail);
      if (column + d.target.length + 3 + firstLine(beside).length <= maxLineLength && beside.includes("\n")) return `${d.target} = ${beside}`;
      return `${d.target} =\n${pad(inner)}${print(d.value, inner, inner, tail)}`;
    }
    case "body": {
      const beside = print(d.body, indent, column + d.signature.length + 3, tail);
      if (column + d.signature.length + 3 + firstLine(beside).length <= maxLineLength) return `${d.signature} = ${beside}`;
      return `${d.signature} =\n${pad(inner)}${print(d.body, inner, inner, tail)}`;
    }
    case "elvis":
      return `${print(d.left, indent, column, 0)}\n${pad(inner)}?: ${print(d.right, inner, inner + 3, tail)}`;
    case "ifElse": {
      // A condition too long for its line goes on lines of its own between `if (` and `) {`.
      const c = flat(d.condition);
      const condition = c !== undefined && column + c.length + 7 <= maxLineLength ? c : `\n${pad(inner)}${print(d.condition, inner, inner, 0)}\n${pad(indent)}`;
      return (
        `if (${condition}) {\n${pad(inner)}${print(d.then, inner, inner, 0)}\n` +
        `${pad(indent)}} else {\n${pad(inner)}${print(d.otherwise, inner, inner, 0)}\n${pad(indent)}}`
      );
    }
    case "when": {
      const branches = d.branches.map((b) => `${pad(inner)}${b.condition} -> ${print(b.body, inner, inner + b.condition.length + 4, 0)}`);
      const gap = branches.some((b) => b.includes("\n")) ? "\n\n" : "\n";
      return `when (${d.subject}) {\n${branches.join(gap)}\n${pad(indent)}}`;
    }
    default:
      return assertNever(d, "kotlin layout");
  }
}

function brokenArgs(head: string, args: KotlinLayout[], indent: number): string {
  const inner = indent + 4;
  return `${head}(\n${args.map((a) => `${pad(inner)}${print(a, inner, inner, 1)},`).join("\n")}\n${pad(indent)})`;
}

/** A statement or declaration at `indent` spaces, laid out within 120 columns (no trailing newline). */
export function layout(d: KotlinLayout, indent: number, tail = 0): string {
  return pad(indent) + print(d, indent, indent, tail);
}
