/**
 * prettier's document printer (its `printDocToString` and `propagateBreaks`) for the documents the check printer
 * builds: text, concatenation, groups (conditional ones too), indents, lines and `ifBreak`. The same algorithm, so a
 * document built as prettier's JavaScript printer builds it prints the same bytes, without loading prettier.
 * Two-space indents, ASCII text (the caller refuses anything else). `Rigid` text is a node printed flat that prettier
 * might break: a line it ends up on that is too long makes the whole print undefined (prettier then prints it).
 */

export type Doc = string | Doc[] | Group | Indent | Line | IfBreak | Rigid;

export interface Group {
  readonly type: "group";
  readonly contents: Doc;
  /** prettier's `shouldBreak`, or a break propagated from a hard line inside. */
  break: boolean;
  readonly expandedStates?: readonly Doc[];
  readonly id?: symbol;
}
interface Indent {
  readonly type: "indent";
  readonly contents: Doc;
}
interface Line {
  readonly type: "line";
  readonly soft?: boolean;
  readonly hard?: boolean;
}
interface IfBreak {
  readonly type: "ifBreak";
  readonly breakContents: Doc;
  readonly flatContents: Doc;
  readonly groupId?: symbol;
}
interface Rigid {
  readonly type: "rigid";
  readonly text: string;
}

export const line: Line = { type: "line" };
export const softline: Line = { type: "line", soft: true };
export const hardline: Line = { type: "line", hard: true };

export function group(contents: Doc, options: { shouldBreak?: boolean; id?: symbol } = {}): Group {
  return { type: "group", contents, break: options.shouldBreak ?? false, ...(options.id ? { id: options.id } : {}) };
}

export function conditionalGroup(states: readonly Doc[], options: { shouldBreak?: boolean } = {}): Group {
  return { type: "group", contents: states[0]!, break: options.shouldBreak ?? false, expandedStates: states };
}

export function indent(contents: Doc): Indent {
  return { type: "indent", contents };
}

export function ifBreak(breakContents: Doc, flatContents: Doc = "", groupId?: symbol): IfBreak {
  return { type: "ifBreak", breakContents, flatContents, ...(groupId ? { groupId } : {}) };
}

export function rigid(text: string): Rigid {
  return { type: "rigid", text };
}

export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((d, i) => {
    if (i > 0) out.push(separator);
    out.push(d);
  });
  return out;
}

/** A group holding a hard line breaks, and so does every group around it (conditional groups excepted). */
function propagateBreaks(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (Array.isArray(doc)) {
    let found = false;
    for (const d of doc) if (propagateBreaks(d)) found = true;
    return found;
  }
  switch (doc.type) {
    case "group": {
      let inner = false;
      if (doc.expandedStates) for (const s of doc.expandedStates) inner = propagateBreaks(s) || inner;
      else inner = propagateBreaks(doc.contents);
      if (inner && !doc.expandedStates) doc.break = true;
      return doc.break;
    }
    case "indent":
      return propagateBreaks(doc.contents);
    case "line":
      return doc.hard === true;
    case "ifBreak":
      return propagateBreaks(doc.breakContents) || propagateBreaks(doc.flatContents);
    case "rigid":
      return false;
  }
}

const FLAT = 0;
const BREAK = 1;
type Mode = typeof FLAT | typeof BREAK;
interface Command {
  indent: number;
  mode: Mode;
  doc: Doc;
}

function fits(next: Command, rest: readonly Command[], width: number, modes: Map<symbol, Mode>): boolean {
  let restIndex = rest.length;
  const cmds: { mode: Mode; doc: Doc }[] = [next];
  while (width >= 0) {
    if (cmds.length === 0) {
      if (restIndex === 0) return true;
      cmds.push(rest[--restIndex]!);
      continue;
    }
    const { mode, doc } = cmds.pop()!;
    if (typeof doc === "string") {
      width -= doc.length;
      continue;
    }
    if (Array.isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ mode, doc: doc[i]! });
      continue;
    }
    switch (doc.type) {
      case "rigid":
        width -= doc.text.length;
        break;
      case "indent":
        cmds.push({ mode, doc: doc.contents });
        break;
      case "group": {
        const groupMode = doc.break ? BREAK : mode;
        const contents = doc.expandedStates && groupMode === BREAK ? doc.expandedStates.at(-1)! : doc.contents;
        cmds.push({ mode: groupMode, doc: contents });
        break;
      }
      case "ifBreak": {
        const groupMode = doc.groupId ? (modes.get(doc.groupId) ?? FLAT) : mode;
        cmds.push({ mode, doc: groupMode === BREAK ? doc.breakContents : doc.flatContents });
        break;
      }
      case "line":
        if (mode === BREAK || doc.hard) return true;
        if (!doc.soft) width -= 1;
        break;
    }
  }
  return false;
}

/** The document printed at `width` with `indent` spaces of indent to start with, or undefined (a rigid line too long). */
export function printDoc(doc: Doc, width: number, startIndent = 0): string | undefined {
  propagateBreaks(doc);
  const modes = new Map<symbol, Mode>();
  const out: string[] = [];
  let pos = startIndent;
  let lineHasRigid = false;
  let tooLong = false;
  let remeasure = false;
  const cmds: Command[] = [{ indent: startIndent, mode: BREAK, doc }];
  while (cmds.length > 0) {
    const { indent: ind, mode, doc: d } = cmds.pop()!;
    if (typeof d === "string") {
      out.push(d);
      pos += d.length;
      continue;
    }
    if (Array.isArray(d)) {
      for (let i = d.length - 1; i >= 0; i--) cmds.push({ indent: ind, mode, doc: d[i]! });
      continue;
    }
    switch (d.type) {
      case "rigid":
        out.push(d.text);
        pos += d.text.length;
        lineHasRigid = true;
        break;
      case "indent":
        cmds.push({ indent: ind + 2, mode, doc: d.contents });
        break;
      case "group": {
        if (mode === FLAT && !remeasure) {
          cmds.push({ indent: ind, mode: d.break ? BREAK : FLAT, doc: d.contents });
        } else {
          remeasure = false;
          const next: Command = { indent: ind, mode: FLAT, doc: d.contents };
          const rem = width - pos;
          if (!d.break && fits(next, cmds, rem, modes)) cmds.push(next);
          else if (d.expandedStates) {
            const mostExpanded = d.expandedStates.at(-1)!;
            if (d.break) cmds.push({ indent: ind, mode: BREAK, doc: mostExpanded });
            else {
              for (let i = 1; i < d.expandedStates.length + 1; i++) {
                if (i >= d.expandedStates.length) {
                  cmds.push({ indent: ind, mode: BREAK, doc: mostExpanded });
                  break;
                }
                const cmd: Command = { indent: ind, mode: FLAT, doc: d.expandedStates[i]! };
                if (fits(cmd, cmds, rem, modes)) {
                  cmds.push(cmd);
                  break;
                }
              }
            }
          } else cmds.push({ indent: ind, mode: BREAK, doc: d.contents });
        }
        if (d.id) modes.set(d.id, cmds.at(-1)!.mode);
        break;
      }
      case "ifBreak": {
        const groupMode = d.groupId ? modes.get(d.groupId) : mode;
        if (groupMode === BREAK) cmds.push({ indent: ind, mode, doc: d.breakContents });
        if (groupMode === FLAT) cmds.push({ indent: ind, mode, doc: d.flatContents });
        break;
      }
      case "line":
        if (mode === FLAT && !d.hard) {
          if (!d.soft) {
            out.push(" ");
            pos += 1;
          }
          break;
        }
        if (mode === FLAT) remeasure = true;
        if (lineHasRigid && pos > width) tooLong = true;
        lineHasRigid = false;
        trimEnd(out);
        out.push(`\n${" ".repeat(ind)}`);
        pos = ind;
        break;
    }
  }
  if (lineHasRigid && pos > width) tooLong = true;
  return tooLong ? undefined : out.join("");
}

/** prettier's `trim`: the blanks at the end of the output so far (before a line end). */
function trimEnd(out: string[]): void {
  while (out.length > 0) {
    const last = out[out.length - 1]!;
    if (!last.endsWith(" ")) return;
    const trimmed = last.replace(/ +$/, "");
    if (trimmed !== "") {
      out[out.length - 1] = trimmed;
      return;
    }
    out.pop();
  }
}
