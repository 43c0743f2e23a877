import { code, join, quote, raw } from "../../../emit/code.js";
import { identifier } from "../../../emit/identifier.js";
import type { PostProcessContext } from "../language.js";

/**
 * Open objects keep the properties their class does not list. quicktype's dataclasses read only the
 * listed keys (`obj.get("name")`); each open class gets an `extra` field (a dict, or None), filled
 * in `from_dict` with the other keys and written back by `to_dict` (a listed key always wins).
 */
export function keepExtraFieldsPython(text: string, context: PostProcessContext): string {
  if (/^def (extra_fields|with_extra_fields)\b/m.test(text)) throw new Error("python bindings: helper name already taken");
  const lines = text.split("\n");
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const header = /^class (\w+):$/.exec(lines[i]!);
    if (!header || lines[i - 1] !== "@dataclass" || context.isClosed(header[1]!)) {
      out.push(lines[i]!);
      continue;
    }
    let end = i + 1;
    while (end < lines.length && (lines[end] === "" || /^\s/.test(lines[end]!))) end++;
    out.push(...openClass(header[1]!, lines.slice(i, end)));
    changed = true;
    i = end - 1;
  }
  if (!changed) return text;
  const body = out.join("\n");
  const firstDef = body.search(/^def /m);
  if (firstDef < 0) throw new Error("python bindings: no helper functions to put extra_fields beside");
  return `${body.slice(0, firstDef)}${helpers.text}\n\n\n${body.slice(firstDef)}`;
}

const helpers = raw(`from typing import Any, Dict, Optional, Tuple, Union


def extra_fields(obj: Dict[str, Any], known: Tuple[str, ...]) -> Optional[Dict[str, Any]]:
    """The properties of \`obj\` its class does not list, kept as they were (None when there are none)."""
    extra = {k: v for (k, v) in obj.items() if k not in known}
    return extra or None


def with_extra_fields(result: Dict[str, Any], extra: Optional[Dict[str, Any]]) -> Dict[str, Any]:
    for (k, v) in (extra or {}).items():
        result.setdefault(k, v)
    return result`);

/** One `@dataclass` block (its `class` line to the end of its body), with the extra field added. */
function openClass(name: string, block: string[]): string[] {
  const fields = new Set(block.flatMap((l) => /^ {4}(\w+): /.exec(l)?.[1] ?? []));
  const field = identifier(["extra", "extra_fields", "extra_"].find((f) => !fields.has(f))!, "python");
  const keys = block.flatMap((l) => [...l.matchAll(/obj\.get\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string));
  const known = code`(${join(keys.map((k) => raw(quote(k))), ", ")}${raw(keys.length === 1 ? "," : "")})`;
  const cls = identifier(name, "python");
  const result: string[] = [];
  let seenFromDict = false;
  let inToDict = false;
  for (const line of block) {
    if (line === "    @staticmethod" && !seenFromDict) {
      result.push(code`    ${field}: Optional[Dict[str, Any]] = None`.text, `    """Properties the schema does not list, kept as they were."""`, "");
      seenFromDict = true;
    }
    if (line.startsWith("    def to_dict(self)")) inToDict = true;
    const construct = new RegExp(`^ {8}return ${cls.text}\\((.*)\\)$`).exec(line);
    if (construct && !inToDict) {
      result.push(code`        return ${cls}(${raw(construct[1]!)}, extra_fields(obj, ${known}))`.text);
    } else if (inToDict && line === "        return result") {
      result.push(code`        return with_extra_fields(result, self.${field})`.text);
    } else result.push(line);
  }
  if (!seenFromDict || !inToDict) throw new Error(`python bindings: class ${name} has no from_dict/to_dict`);
  return result;
}
