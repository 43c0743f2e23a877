/**
 * A parser for the little TypeScript the validators' check functions are written in (targets/validators' kinds and
 * keywords): function declarations with typed parameters, blocks, `if`/`else`, `for`, `switch`, `return`, `let`/
 * `const`, and expressions of names, ASCII literals, calls, member access, unary, update, binary and logical
 * operators, assignment and plain object and array literals. Anything else is a `Refused` throw: the caller leaves the
 * statement to prettier. The tree keeps what prettier's layout depends on (a blank line after a statement).
 */

export type Expr =
  | { type: "Identifier"; name: string }
  | { type: "Literal"; raw: string }
  | { type: "String"; raw: string }
  | { type: "Unary"; operator: string; argument: Expr }
  | { type: "Update"; operator: string; prefix: boolean; argument: Expr }
  | { type: "Binary"; operator: string; left: Expr; right: Expr; logical: boolean }
  | { type: "Assign"; operator: string; left: Expr; right: Expr }
  | { type: "Member"; object: Expr; property: Expr; computed: boolean }
  | { type: "Call"; callee: Expr; args: Expr[] }
  | { type: "Object"; properties: { key: string; value: Expr }[] }
  | { type: "Array"; elements: Expr[] };

export interface Declarator {
  kind: "let" | "const";
  id: string;
  typeText?: string;
  init?: Expr;
}

export type Stmt =
  | { type: "Function"; name: string; params: { name: string; typeText: string }[]; returnType: string; body: Block }
  | Block
  | { type: "If"; test: Expr; consequent: Stmt; alternate?: Stmt }
  | { type: "Return"; argument?: Expr }
  | { type: "Expression"; expression: Expr }
  | { type: "Var"; declarator: Declarator }
  | { type: "ForIn"; of: boolean; declarator: Declarator; right: Expr; body: Stmt }
  | { type: "For"; init: Declarator; test: Expr; update: Expr; body: Stmt }
  | { type: "Switch"; discriminant: Expr; cases: SwitchCase[] }
  | { type: "Jump"; keyword: "break" | "continue" };

/** Statements in a row: each with its source text and whether a blank line follows it there (prettier keeps one). */
export interface Sequence {
  body: Stmt[];
  sources: string[];
  blankAfter: boolean[];
}

export interface Block extends Sequence {
  type: "Block";
}

export interface SwitchCase {
  test?: Expr;
  consequent: Sequence;
  /** Whether a blank line follows the case (before the next one). */
  blank: boolean;
}

export class Refused extends Error {}

const tokenPattern =
  /(?:([A-Za-z_$][A-Za-z0-9_$]*)|((?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?(?![0-9A-Za-z_$.]))|("(?:[^"\\\n\r\u2028\u2029]|\\.)*")|(===|!==|==|!=|<=|>=|&&|\|\||\+\+|--|=>|[-+*/%<>=!?:;,.(){}[\]|]))/y;

interface Token {
  kind: "name" | "number" | "string" | "punct" | "end";
  text: string;
  /** Start and end offsets in the source. */
  start: number;
  end: number;
}

function tokenize(source: string): Token[] {
  if (/[^\x20-\x7e\n]/.test(source)) throw new Refused("not printable ASCII");
  const tokens: Token[] = [];
  let at = 0;
  while (true) {
    while (at < source.length && (source[at] === " " || source[at] === "\n")) at++;
    if (at >= source.length) break;
    tokenPattern.lastIndex = at;
    const m = tokenPattern.exec(source);
    if (!m) throw new Refused(`unexpected text at ${at}`);
    const text = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    const kind = m[1] ? "name" : m[2] ? "number" : m[3] ? "string" : "punct";
    tokens.push({ kind, text, start: tokenPattern.lastIndex - text.length, end: tokenPattern.lastIndex });
    at = tokenPattern.lastIndex;
  }
  tokens.push({ kind: "end", text: "", start: source.length, end: source.length });
  return tokens;
}

/** The binary operators the checks write, by precedence (prettier's order: higher binds tighter). */
export const binaryPrecedence: Readonly<Record<string, number>> = {
  "||": 1,
  "&&": 2,
  "===": 3,
  "!==": 3,
  "==": 3,
  "!=": 3,
  "<": 4,
  ">": 4,
  "<=": 4,
  ">=": 4,
  in: 4,
  "+": 5,
  "-": 5,
  "*": 6,
  "/": 6,
  "%": 6,
};

const reserved = new Set(["function", "if", "else", "return", "let", "const", "var", "for", "in", "of", "switch", "case", "default", "break", "continue", "new", "typeof", "void", "delete", "class", "this", "throw", "try", "catch", "while", "do", "yield", "await", "import", "export", "instanceof"]);

/** The source's single top-level function declaration (and nothing else). */
export function parseFunction(source: string): Stmt & { type: "Function" } {
  const p = new Parser(source);
  const fn = p.functionDeclaration();
  p.expectEnd();
  return fn;
}

class Parser {
  private readonly tokens: Token[];
  private i = 0;
  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }
  private is(text: string): boolean {
    const t = this.peek();
    return t.kind !== "string" && t.text === text;
  }
  private eat(text: string): boolean {
    if (!this.is(text)) return false;
    this.i++;
    return true;
  }
  private expect(text: string): void {
    if (!this.eat(text)) throw new Refused(`expected ${text}, found ${this.peek().text}`);
  }
  private name(): string {
    const t = this.peek();
    if (t.kind !== "name" || reserved.has(t.text)) throw new Refused(`expected a name, found ${t.text}`);
    this.i++;
    return t.text;
  }
  expectEnd(): void {
    if (this.peek().kind !== "end") throw new Refused("text after the function");
  }
  /** Whether the source has a blank line between the last token read and the next one. */
  private blankLineNext(): boolean {
    const gap = this.source.slice(this.tokens[this.i - 1]!.end, this.peek().start);
    return /\n[ \t]*\n/.test(gap);
  }

  functionDeclaration(): Stmt & { type: "Function" } {
    this.expect("function");
    const name = this.name();
    this.expect("(");
    const params: { name: string; typeText: string }[] = [];
    while (!this.is(")")) {
      const param = this.name();
      this.expect(":");
      params.push({ name: param, typeText: this.typeText() });
      if (!this.eat(",")) break;
    }
    this.expect(")");
    this.expect(":");
    const returnType = this.typeText();
    return { type: "Function", name, params, returnType, body: this.block() };
  }

  /** A type as the checks write them: names, `[]` suffixes, `|` unions (printed as they are). */
  private typeText(): string {
    const members: string[] = [];
    do {
      let t = this.eat("void") ? "void" : this.name();
      while (this.is("[") && this.peek(1).text === "]") {
        this.i += 2;
        t += "[]";
      }
      members.push(t);
    } while (this.eat("|"));
    return members.join(" | ");
  }

  private block(): Block {
    this.expect("{");
    const sequence = this.statementsUntil(() => this.is("}"));
    this.expect("}");
    return { type: "Block", ...sequence };
  }

  private statementsUntil(done: () => boolean): Sequence {
    const body: Stmt[] = [];
    const sources: string[] = [];
    const blankAfter: boolean[] = [];
    while (!done()) {
      if (this.eat(";")) throw new Refused("empty statement");
      const start = this.peek().start;
      body.push(this.statement());
      sources.push(this.source.slice(start, this.tokens[this.i - 1]!.end));
      blankAfter.push(this.blankLineNext());
    }
    return { body, sources, blankAfter };
  }

  private statement(): Stmt {
    const t = this.peek();
    if (t.kind === "punct" && t.text === "{") return this.block();
    if (t.kind !== "name") return this.expressionStatement();
    switch (t.text) {
      case "if": {
        this.i++;
        this.expect("(");
        const test = this.expression();
        this.expect(")");
        const consequent = this.statement();
        if (!this.eat("else")) return { type: "If", test, consequent };
        return { type: "If", test, consequent, alternate: this.statement() };
      }
      case "return": {
        this.i++;
        if (this.eat(";")) return { type: "Return" };
        const argument = this.expression();
        this.expect(";");
        return { type: "Return", argument };
      }
      case "let":
      case "const": {
        const declarator = this.declarator();
        this.expect(";");
        return { type: "Var", declarator };
      }
      case "for":
        return this.forStatement();
      case "switch":
        return this.switchStatement();
      case "break":
      case "continue":
        this.i++;
        this.expect(";");
        return { type: "Jump", keyword: t.text };
      default:
        if (reserved.has(t.text) && !["typeof"].includes(t.text)) throw new Refused(`statement ${t.text}`);
        return this.expressionStatement();
    }
  }

  private expressionStatement(): Stmt {
    const expression = this.expression();
    this.expect(";");
    return { type: "Expression", expression };
  }

  private declarator(): Declarator {
    const kind = this.peek().text as "let" | "const";
    this.i++;
    const d: Declarator = { kind, id: this.name() };
    if (this.eat(":")) d.typeText = this.typeText();
    if (this.eat("=")) d.init = this.assignment();
    return d;
  }

  private forStatement(): Stmt {
    this.expect("for");
    this.expect("(");
    if (!this.is("let") && !this.is("const")) throw new Refused("for without a declaration");
    const declarator = this.declarator();
    if (this.eat("in") || this.eat("of")) {
      const of = this.tokens[this.i - 1]!.text === "of";
      if (declarator.init || declarator.typeText) throw new Refused("for-in head");
      const right = this.expression();
      this.expect(")");
      return { type: "ForIn", of, declarator, right, body: this.statement() };
    }
    this.expect(";");
    const test = this.expression();
    this.expect(";");
    const update = this.expression();
    this.expect(")");
    return { type: "For", init: declarator, test, update, body: this.statement() };
  }

  private switchStatement(): Stmt {
    this.expect("switch");
    this.expect("(");
    const discriminant = this.expression();
    this.expect(")");
    this.expect("{");
    const cases: SwitchCase[] = [];
    while (!this.eat("}")) {
      let test: Expr | undefined;
      if (this.eat("default")) test = undefined;
      else {
        this.expect("case");
        test = this.expression();
      }
      this.expect(":");
      const blankBefore = this.blankLineNext();
      const consequent = this.statementsUntil(() => this.is("case") || this.is("default") || this.is("}"));
      const { body, blankAfter } = consequent;
      if (body.length === 0 && blankBefore) throw new Refused("blank line after an empty case");
      cases.push({ ...(test ? { test } : {}), consequent, blank: body.length > 0 && blankAfter.at(-1)! });
    }
    return { type: "Switch", discriminant, cases };
  }

  private expression(): Expr {
    return this.assignment();
  }

  private assignment(): Expr {
    const left = this.binary(0);
    if (this.is("=") || this.is("+=") || this.is("-=")) {
      if (left.type !== "Identifier" && left.type !== "Member") throw new Refused("assignment target");
      const operator = this.peek().text;
      this.i++;
      return { type: "Assign", operator, left, right: this.assignment() };
    }
    if (this.is("?") || this.is("=>")) throw new Refused("conditional or arrow");
    return left;
  }

  private binary(minPrecedence: number): Expr {
    let left = this.unary();
    while (true) {
      const t = this.peek();
      const precedence = t.kind === "string" ? undefined : binaryPrecedence[t.text];
      if (precedence === undefined || precedence <= minPrecedence) return left;
      this.i++;
      const right = this.binary(precedence);
      left = binaryNode(t.text, left, right);
    }
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === "punct" && (t.text === "!" || t.text === "-" || t.text === "+")) {
      this.i++;
      return { type: "Unary", operator: t.text, argument: this.unary() };
    }
    if (t.kind === "name" && t.text === "typeof") {
      this.i++;
      return { type: "Unary", operator: "typeof", argument: this.unary() };
    }
    if (t.kind === "punct" && (t.text === "++" || t.text === "--")) {
      this.i++;
      const argument = this.unary();
      if (argument.type !== "Identifier") throw new Refused("update target");
      return { type: "Update", operator: t.text, prefix: true, argument };
    }
    const operand = this.postfix();
    if (this.is("++") || this.is("--")) {
      if (operand.type !== "Identifier") throw new Refused("update target");
      const operator = this.peek().text;
      this.i++;
      return { type: "Update", operator, prefix: false, argument: operand };
    }
    return operand;
  }

  private postfix(): Expr {
    let e = this.primary();
    while (true) {
      if (this.eat(".")) e = { type: "Member", object: e, property: { type: "Identifier", name: this.propertyName() }, computed: false };
      else if (this.eat("[")) {
        const property = this.expression();
        this.expect("]");
        e = { type: "Member", object: e, property, computed: true };
      } else if (this.eat("(")) {
        const args: Expr[] = [];
        while (!this.is(")")) {
          args.push(this.assignment());
          if (!this.eat(",")) break;
        }
        this.expect(")");
        e = { type: "Call", callee: e, args };
      } else return e;
    }
  }

  private propertyName(): string {
    const t = this.peek();
    if (t.kind !== "name") throw new Refused("property name");
    this.i++;
    return t.text;
  }

  private primary(): Expr {
    const t = this.peek();
    this.i++;
    switch (t.kind) {
      case "number":
        return { type: "Literal", raw: numberText(t.text) };
      case "string":
        return { type: "String", raw: t.text };
      case "name":
        if (t.text === "true" || t.text === "false" || t.text === "null") return { type: "Literal", raw: t.text };
        if (reserved.has(t.text)) throw new Refused(`expression ${t.text}`);
        return { type: "Identifier", name: t.text };
      case "punct":
        if (t.text === "(") {
          const e = this.expression();
          this.expect(")");
          return e;
        }
        if (t.text === "{") return this.object();
        if (t.text === "[") {
          const elements: Expr[] = [];
          while (!this.is("]")) {
            elements.push(this.assignment());
            if (!this.eat(",")) break;
          }
          this.expect("]");
          if (elements.length > 0) throw new Refused("array with elements");
          return { type: "Array", elements };
        }
        throw new Refused(`expression ${t.text}`);
      case "end":
        throw new Refused("end of text");
    }
  }

  private object(): Expr {
    const properties: { key: string; value: Expr }[] = [];
    const open = this.tokens[this.i - 1]!;
    // prettier keeps an object broken when the source breaks it after `{` (objectWrap "preserve").
    if (this.source.slice(open.end, this.peek().start).includes("\n")) throw new Refused("object broken in the source");
    while (!this.is("}")) {
      const key = this.propertyName();
      if (reserved.has(key)) throw new Refused("keyword key");
      this.expect(":");
      properties.push({ key, value: this.assignment() });
      if (!this.eat(",")) break;
    }
    this.expect("}");
    if (properties.length === 0) throw new Refused("empty object");
    return { type: "Object", properties };
  }
}

/** `a || (b || c)` is read as `(a || b) || c`, as prettier rebalances a chain of one logical operator. */
function binaryNode(operator: string, left: Expr, right: Expr): Expr {
  const logical = operator === "&&" || operator === "||";
  if (logical && right.type === "Binary" && right.operator === operator) return binaryNode(operator, binaryNode(operator, left, right.left), right.right);
  return { type: "Binary", operator, left, right, logical };
}

/** A number as prettier prints it, for the plain forms the checks write (others are refused). */
function numberText(text: string): string {
  if (!/^(?:0|[1-9][0-9]*)(?:\.[0-9]*[1-9])?$/.test(text)) throw new Refused(`number ${text}`);
  return text;
}
