"""Parses C# and Swift files with their tree-sitter grammars and reports every ERROR or MISSING node.

Usage: python3 check.py FILE...  (language by extension: .cs, .swift). Prints one JSON object per file:
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


def main(paths):
    parsers = {}
    for path in paths:
        ext = path[path.rfind(".") :]
        name, module = GRAMMARS[ext]
        if name not in parsers:
            parsers[name] = Parser(Language(module.language()))
        with open(path, "rb") as f:
            tree = parsers[name].parse(f.read())
        print(json.dumps({"file": path, "language": name, "errors": problems(tree.root_node)}))


if __name__ == "__main__":
    main(sys.argv[1:])
