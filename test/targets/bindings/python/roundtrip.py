"""Round trip driver: decode each example as its type with the generated models, encode it back.

argv: folder holding the generated `mcp_codegen_types` package, manifest (JSON list of {type, path}
or {type, text}; type `message`: parse_message, `result:<method>`: parse_result).
Prints one JSON line per example: {"path", "ok", "out", "member"} or {"path", "ok": false, "error"}.
"""

import json
import sys

sys.path.insert(0, sys.argv[1])
import mcp_codegen_types as mcp_types  # noqa: E402
from pydantic import RootModel  # noqa: E402


def member(value):
    """The class a value decoded to; a union's RootModel reports the member it holds."""
    while isinstance(value, RootModel):
        value = value.root
    return type(value).__name__


for case in json.load(open(sys.argv[2])):
    text = case["text"] if "text" in case else open(case["path"], encoding="utf-8").read()
    row = {"path": case.get("path")}
    try:
        if case["type"] == "message":
            value = mcp_types.parse_message(text)
        elif case["type"].startswith("result:"):
            method = case["type"].removeprefix("result:")
            value = mcp_types.parse_result(method, json.loads(text))
        else:
            value = mcp_types.decode(getattr(mcp_types, case["type"]), text)
        row.update(ok=True, out=mcp_types.encode(value), member=member(value))
    except mcp_types.DecodeError as e:
        row.update(ok=False, error=e.message, at=e.path)
        if isinstance(e, mcp_types.UnknownMethodError):
            row.update(id=e.id, method=e.method)
    except Exception as e:  # noqa: BLE001
        row.update(ok=False, error=f"{type(e).__name__}: {e}")
    print(json.dumps(row))
