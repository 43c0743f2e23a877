/**
 * The documents prettier's JavaScript printer builds for the check functions' syntax (checkSyntax.ts), node by node as
 * its estree printer builds them under prettier's default options: statements and blocks, `if` clauses, binary and
 * logical chains (flattened, grouped and indented as its `printBinaryish` does), call arguments (a last object hugged),
 * member lookups, parentheses where its `needsParens` puts them, strings in its preferred quotes. Nodes whose layout
 * is not modelled here (assignments, declarations, object property values other than strings) are rigid: printed
 * flat, and refused when that leaves their line too long.
 */
import { conditionalGroup, group, hardline, ifBreak, indent, join, line, printDoc, rigid, softline, type Doc } from "./docPrinter.js";
import { binaryPrecedence, Refused, type Block, type Declarator, type Expr, type Sequence, type Stmt, type SwitchCase } from "./checkSyntax.js";

type Parent = { type: Stmt["type"] | Expr["type"] | "Property"; node?: Expr; key?: string; computed?: boolean };

/**
 * Where the function is printed: the width, and the statements already printed at it (by indent and source text). A
 * statement without a block in it is printed the same wherever it stands at one indent (a line break follows it),
 * and the checks repeat many (`if (!(typeof v === "object" ...)) return false;`): those are printed once.
 */
export interface Printing {
  width: number;
  printed: Map<string, string | undefined>;
}

export function functionDoc(fn: Stmt & { type: "Function" }, printing: Printing): Doc {
  const params = fn.params.map((p) => `${p.name}: ${p.typeText}`);
  const paramsDoc: Doc = params.length === 0 ? "()" : ["(", indent([softline, join([",", line], params)]), ifBreak(","), softline, ")"];
  return ["function ", fn.name, group([paramsDoc, ": ", fn.returnType]), " ", blockDoc(fn.body, true, 0, printing)];
}

/** An empty block is `{}` as a function's or a `for (;;)` loop's body, else broken (prettier's `printBlock`). */
function blockDoc(block: Block, emptyOnOneLine: boolean, depth: number, printing: Printing): Doc {
  if (block.body.length === 0) return emptyOnOneLine ? "{}" : ["{", hardline, "}"];
  return ["{", indent([hardline, sequence(block, depth + 1, printing)]), hardline, "}"];
}

/** Statements one per line at indent `depth`, a blank line kept where the source has one. */
function sequence(statements: Sequence, depth: number, printing: Printing): Doc {
  const { body, blankAfter, sources } = statements;
  const parts: Doc[] = [];
  body.forEach((s, i) => {
    if (i > 0) parts.push(hardline);
    parts.push(blockFree(s) ? printedOnce(s, sources[i]!, depth, printing) : statementDoc(s, depth, printing));
    if (i < body.length - 1 && blankAfter[i]) parts.push(hardline);
  });
  return parts;
}

function printedOnce(s: Stmt, source: string, depth: number, printing: Printing): string {
  const key = `${depth} ${source}`;
  let text = printing.printed.get(key);
  if (!printing.printed.has(key)) {
    text = printDoc(statementDoc(s, depth, printing), printing.width, 2 * depth);
    // Bounded: a schema of thousands of definitions repeats its statements within a function or two.
    if (printing.printed.size > 20000) printing.printed.clear();
    printing.printed.set(key, text);
  }
  if (text === undefined) throw new Refused("a rigid piece too long");
  return text;
}

/** A statement with no block inside: an expression, declaration, return, jump, or an `if` of such clauses. */
function blockFree(s: Stmt): boolean {
  switch (s.type) {
    case "Expression":
    case "Var":
    case "Return":
    case "Jump":
      return true;
    case "If":
      return blockFree(s.consequent) && (s.alternate === undefined || blockFree(s.alternate));
    default:
      return false;
  }
}

/** A test of `!(a || b)` (or `!!(...)`) keeps its parentheses at the `if`'s: its logical chain breaks inside them. */
function huggedTest(test: Expr): boolean {
  if (test.type !== "Unary" || test.operator !== "!") return false;
  const inner = test.argument.type === "Unary" && test.argument.operator === "!" ? test.argument.argument : test.argument;
  return inner.type === "Binary" && inner.logical;
}

/** prettier's `adjustClause`: a block after a space, anything else on its own indented line when it must. */
function clause(body: Stmt, depth: number, printing: Printing, forceSpace = false): Doc {
  if (body.type === "Block" || forceSpace) return [" ", statementDoc(body, depth, printing)];
  return indent([line, statementDoc(body, depth + 1, printing)]);
}

/** A statement at indent `depth` (the blocks in it indent from there). */
function statementDoc(s: Stmt, depth: number, printing: Printing): Doc {
  switch (s.type) {
    case "Function":
      throw new Refused("nested function");
    case "Block":
      return blockDoc(s, false, depth, printing);
    case "If": {
      const test = expr(s.test, { type: "If", key: "test" });
      const opening = group(["if (", huggedTest(s.test) ? test : group([indent([softline, test]), softline]), ")", clause(s.consequent, depth, printing)]);
      if (!s.alternate) return group(opening);
      const elseOnSameLine = s.consequent.type === "Block";
      return group([opening, elseOnSameLine ? " " : hardline, "else", group(clause(s.alternate, depth, printing, s.alternate.type === "If"))]);
    }
    case "Return": {
      if (!s.argument) return "return;";
      const arg = s.argument;
      const printed = expr(arg, { type: "Return", key: "argument" });
      if (arg.type === "Binary") return ["return ", group([ifBreak("("), indent([softline, printed]), softline, ifBreak(")")]), ";"];
      return ["return ", printed, ";"];
    }
    case "Expression":
      return [expr(s.expression, { type: "Expression", key: "expression" }), ";"];
    case "Var":
      return [declaration(s.declarator), ";"];
    case "ForIn": {
      const head = ["for (", declaration(s.declarator), s.of ? " of " : " in ", expr(s.right, { type: "ForIn", key: "right" }), ")"];
      return group([...head, clause(s.body, depth, printing)]);
    }
    case "For": {
      const head = group([
        indent([
          softline,
          declaration(s.init),
          ";",
          line,
          expr(s.test, { type: "For", key: "test" }),
          ";",
          line,
          expr(s.update, { type: "For", key: "update" }),
        ]),
        softline,
      ]);
      return group(["for (", head, ")", s.body.type === "Block" ? [" ", blockDoc(s.body, true, depth, printing)] : clause(s.body, depth, printing)]);
    }
    case "Switch": {
      const cases = s.cases.map((c, i) => [caseDoc(c, depth + 1, printing), i < s.cases.length - 1 && c.blank ? hardline : ""]);
      return [
        group(["switch (", indent([softline, expr(s.discriminant, { type: "Switch", key: "discriminant" })]), softline, ")"]),
        " {",
        s.cases.length > 0 ? indent([hardline, join(hardline, cases)]) : "",
        hardline,
        "}",
      ];
    }
    case "Jump":
      return `${s.keyword};`;
  }
}

/** A `case` at indent `depth`: its statements on the lines below, or one block after it. */
function caseDoc(c: SwitchCase, depth: number, printing: Printing): Doc {
  const head: Doc = c.test ? ["case ", expr(c.test, { type: "Switch", key: "case" }), ":"] : "default:";
  const { body } = c.consequent;
  if (body.length === 0) return head;
  if (body.length === 1 && body[0]!.type === "Block") return [head, " ", sequence(c.consequent, depth, printing)];
  return [head, indent([hardline, sequence(c.consequent, depth + 1, printing)])];
}

/** `let x: T = init` as one rigid piece: the checks' declarations are short. */
function declaration(d: Declarator): Doc {
  const type = d.typeText ? `: ${d.typeText}` : "";
  return rigid(`${d.kind} ${d.id}${type}${d.init ? ` = ${flat(d.init)}` : ""}`);
}

/** An expression on one line, as prettier prints it when it fits. */
function flat(e: Expr): string {
  const out: string[] = [];
  const walk = (d: Doc): void => {
    if (typeof d === "string") out.push(d);
    else if (Array.isArray(d)) d.forEach(walk);
    else if (d.type === "rigid") out.push(d.text);
    else if (d.type === "line") {
      if (d.hard) throw new Refused("hard line in a flat expression");
      if (!d.soft) out.push(" ");
    } else if (d.type === "ifBreak") walk(d.flatContents);
    else walk(d.contents);
  };
  walk(expr(e, { type: "Property" }));
  return out.join("");
}

const precedence = binaryPrecedence;
const equality = new Set(["===", "!==", "==", "!="]);
const multiplicative = new Set(["*", "/", "%"]);

function shouldFlatten(parentOp: string, nodeOp: string): boolean {
  if (precedence[nodeOp] !== precedence[parentOp]) return false;
  if (equality.has(parentOp) && equality.has(nodeOp)) return false;
  if ((nodeOp === "%" && multiplicative.has(parentOp)) || (parentOp === "%" && multiplicative.has(nodeOp))) return false;
  if (nodeOp !== parentOp && multiplicative.has(nodeOp) && multiplicative.has(parentOp)) return false;
  return true;
}

function needsParens(e: Expr, parent: Parent): boolean {
  if (e.type === "Assign") return parent.type !== "Expression";
  if (e.type !== "Binary") return false;
  if (parent.type === "Unary") return true;
  if (parent.type === "Member") return parent.key === "object";
  if (parent.type === "Call") return parent.key === "callee";
  if (parent.type !== "Binary") return false;
  const p = parent.node as BinaryExpr;
  // prettier makes mixed `&&` and `||` explicit.
  if (e.logical && p.logical) return p.operator !== e.operator;
  const po = p.operator;
  const pp = precedence[po]!;
  const np = precedence[e.operator]!;
  if (pp > np) return true;
  if (parent.key === "right" && pp === np) return true;
  if (pp === np && !shouldFlatten(po, e.operator)) return true;
  if (pp < np && e.operator === "%") return po === "+" || po === "-";
  return false;
}

function expr(e: Expr, parent: Parent): Doc {
  const printed = exprInner(e, parent);
  return needsParens(e, parent) ? ["(", printed, ")"] : printed;
}

function exprInner(e: Expr, parent: Parent): Doc {
  switch (e.type) {
    case "Identifier":
      return e.name;
    case "Literal":
      return e.raw;
    case "String":
      return stringText(e.raw);
    case "Unary": {
      const arg = expr(e.argument, { type: "Unary", node: e, key: "argument" });
      return e.operator === "typeof" ? ["typeof ", arg] : [e.operator, arg];
    }
    case "Update": {
      const arg = expr(e.argument, { type: "Update", node: e, key: "argument" });
      return e.prefix ? [e.operator, arg] : [arg, e.operator];
    }
    case "Binary":
      return binaryish(e, parent);
    case "Assign":
      if (parent.type !== "Expression") throw new Refused("assignment inside an expression");
      return rigid(`${flat(e.left)} ${e.operator} ${flat(e.right)}`);
    case "Member":
      return member(e, parent);
    case "Call":
      return call(e);
    case "Object":
      return objectDoc(e);
    case "Array":
      return "[]";
  }
}

type BinaryExpr = Expr & { type: "Binary" };

/** prettier's `printBinaryishExpression`: where the chain sits decides its grouping and indent. */
function binaryish(e: BinaryExpr, parent: Parent): Doc {
  const insideParenthesis = parent.type === "If" || (parent.type === "Switch" && parent.key === "discriminant");
  const parts = binaryishParts(e, parent, insideParenthesis);
  if (insideParenthesis) return parts;
  if ((parent.type === "Call" && parent.key === "callee") || parent.type === "Unary" || (parent.type === "Member" && parent.key === "object" && !parent.computed)) {
    return group([indent([softline, ...parts]), softline]);
  }
  const shouldNotIndent = parent.type === "Return" || (parent.type === "For" && parent.key !== "body");
  const shouldIndentIfInlining = parent.type === "Assign" || parent.type === "Var" || parent.type === "Property";
  if (shouldNotIndent || shouldIndentIfInlining) return group(parts);
  return group([parts[0]!, indent(parts.slice(1))]);
}

/** prettier's node type: its Binary and Logical expressions are two types. */
function typeOf(x: Expr | undefined): string | undefined {
  return x?.type === "Binary" ? (x.logical ? "Logical" : "Binary") : x?.type;
}

function binaryishParts(e: BinaryExpr, parent: Parent, insideParenthesis: boolean): Doc[] {
  let parts: Doc[];
  const self: Parent = { type: "Binary", node: e };
  if (e.left.type === "Binary" && shouldFlatten(e.operator, e.left.operator)) parts = binaryishParts(e.left, self, insideParenthesis);
  else parts = [group(expr(e.left, { ...self, key: "left" }))];
  const right: Doc = [e.operator, line, expr(e.right, { ...self, key: "right" })];
  const nodeType = typeOf(e);
  const parentType = parent.type === "Binary" ? typeOf(parent.node) : parent.type;
  const shouldGroup = !(insideParenthesis && e.logical) && parentType !== nodeType && typeOf(e.left) !== nodeType && typeOf(e.right) !== nodeType;
  parts.push(" ", shouldGroup ? group(right) : right);
  return parts;
}

function member(e: Expr & { type: "Member" }, parent: Parent): Doc {
  const object = expr(e.object, { type: "Member", node: e, key: "object", computed: e.computed });
  const lookup = lookupDoc(e);
  const inline = e.computed || (e.object.type === "Identifier" && !e.computed && parent.type !== "Member");
  return [object, inline ? lookup : group(indent([softline, lookup]))];
}

function lookupDoc(e: Expr & { type: "Member" }): Doc {
  if (!e.computed) return [".", (e.property as Expr & { type: "Identifier" }).name];
  const property = expr(e.property, { type: "Member", node: e, key: "property", computed: true });
  if (e.property.type === "String" || e.property.type === "Literal") return ["[", property, "]"];
  return group(["[", indent([softline, property]), softline, "]"]);
}

/**
 * A call. A member callee is prettier's member chain: for a name (or names) and one call, its one-line form; longer
 * chains are refused.
 */
function call(e: Expr & { type: "Call" }): Doc {
  const args = callArguments(e);
  if (e.callee.type === "Identifier") return [e.callee.name, args];
  if (e.callee.type !== "Member" || e.callee.computed) throw new Refused("callee");
  let object = e.callee.object;
  const names: string[] = [];
  while (object.type === "Member" && !object.computed) {
    names.unshift((object.property as Expr & { type: "Identifier" }).name);
    object = object.object;
  }
  if (object.type !== "Identifier") throw new Refused("member chain");
  const head = [object.name, ...names].join(".");
  return group([head, ".", (e.callee.property as Expr & { type: "Identifier" }).name, args]);
}

/**
 * prettier's `printCallArguments`. An argument here never holds a forced break (no function or block can stand in
 * one), so its checks for one (`willBreak`) are always false and left out.
 */
function callArguments(e: Expr & { type: "Call" }): Doc {
  if (e.args.length === 0) return "()";
  const printed = e.args.map((a, i) => {
    const doc = expr(a, { type: "Call", node: e, key: "arguments" });
    return i === e.args.length - 1 ? [doc] : [doc, ",", line];
  });
  const last = e.args.at(-1)!;
  const penultimate = e.args.at(-2);
  if (last.type === "Object" && penultimate?.type !== "Object") {
    const allArgsBrokenOut = group(["(", indent([line, ...printed, ","]), line, ")"], { shouldBreak: true });
    return conditionalGroup([["(", ...printed, ")"], ["(", ...printed.slice(0, -1), group(printed.at(-1)!, { shouldBreak: true }), ")"], allArgsBrokenOut]);
  }
  return group(["(", indent([softline, ...printed]), ifBreak(","), softline, ")"]);
}

function objectDoc(e: Expr & { type: "Object" }): Doc {
  const props = e.properties.map((p) => property(p.key, p.value));
  return group(["{", indent([line, join([",", line], props)]), ifBreak(","), line, "}"]);
}

/** `key: value`: a string goes on a line of its own when it does not fit after its key; other values are rigid. */
function property(key: string, value: Expr): Doc {
  if (value.type === "String") return group([key, ":", group(indent([line, stringText(value.raw)]))]);
  return rigid(`${key}: ${flat(value)}`);
}

/** prettier's string: the quotes needing fewer escapes (double on a tie), escapes otherwise as written. */
function stringText(raw: string): string {
  const content = raw.slice(1, -1);
  const doubles = (content.match(/"/g) ?? []).length;
  const singles = (content.match(/'/g) ?? []).length;
  const enclosing = doubles > singles ? "'" : '"';
  const other = enclosing === '"' ? "'" : '"';
  const text = content.replace(/\\(.)|(["'])/gs, (match, escaped: string | undefined, quote: string | undefined) => {
    if (escaped === other) return escaped;
    if (quote === enclosing) return `\\${quote}`;
    if (quote) return quote;
    return /^[^\n\r"'0-7\\bfnrt-vx\u2028\u2029]$/.test(escaped!) ? escaped! : `\\${escaped}`;
  });
  return enclosing + text + enclosing;
}
