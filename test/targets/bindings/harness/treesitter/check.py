"""Parses C# and Swift files with their tree-sitter grammars and reports every ERROR or MISSING node.

Usage: python3 check.py [--marker TEXT] FILE...  (language by extension: .cs, .swift). With --marker, also
lists each token holding TEXT outside a comment or string literal (a hostile schema's payload that escaped). Prints one JSON object per file:
{"file": ..., "language": ..., "errors": [{"line": 1, "column": 1, "kind": "ERROR", "text": "..."}]}.
Exit 0 when every file parsed (with or without errors: the caller judges), 2 when a grammar is missing.
"""

import json
import sys

try:
    from tree_sitter import Language, Parser
    import tree_sitter_c_sharp
    import tree_sitter_swift
except ImportError as e:  # the caller prints this and skips
    print(f"tree-sitter not installed: {e}", file=sys.stderr)
    sys.exit(2)

GRAMMARS = {".cs": ("csharp", tree_sitter_c_sharp), ".swift": ("swift", tree_sitter_swift)}


def problems(root):
    """Every ERROR and MISSING node, in document order, by an explicit walk (no recursion limit)."""
    found = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            found.append(
                {
                    "line": node.start_point[0] + 1,
                    "column": node.start_point[1] + 1,
                    "kind": "MISSING" if node.is_missing else "ERROR",
                    "text": node.text.decode("utf-8", "replace")[:80] if node.text is not None else "",
                }
            )
        if node.has_error:
            stack.extend(reversed(node.children))
    return found


def outside(root, marker):
    """Leaf tokens holding `marker` that are not inside a comment or a string literal: text that escaped into code."""
    found = []
    stack = [(root, False)]
    while stack:
        node, inert = stack.pop()
        # Inside a comment or string, except an interpolation (`\\(x)` in Swift, `{x}` in C#), which is code again.
        inert = (inert or "comment" in node.type or "string" in node.type) and "interpolat" not in node.type
        if node.child_count == 0 and not inert and node.text is not None and marker.encode() in node.text:
            found.append({"line": node.start_point[0] + 1, "type": node.type, "text": node.text.decode("utf-8", "replace")[:80]})
        stack.extend((c, inert) for c in reversed(node.children))
    return found


def main(args):
    marker = None
    if args[:1] == ["--marker"]:
        marker, args = args[1], args[2:]
    paths = args
    parsers = {}
    for path in paths:
        ext = path[path.rfind(".") :]
        name, module = GRAMMARS[ext]
        if name not in parsers:
            parsers[name] = Parser(Language(module.language()))
        with open(path, "rb") as f:
            tree = parsers[name].parse(f.read())
        report = {"file": path, "language": name, "errors": problems(tree.root_node)}
        if marker is not None:
            report["outside"] = outside(tree.root_node, marker)
        print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1:])
