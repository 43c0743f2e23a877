"""Interop driver: the generated models against the official python SDK's (`mcp.types`).

argv: folder holding the generated `mcp_codegen_types` package, manifest (JSON list of {type, path}).
For each example whose type the SDK declares (a whole JSON-RPC message is read as the SDK's
JSONRPCMessage), prints one JSON line:
{"path", "sdk": type or null, "theirs_read": bool, "error"?, "their_text"?, "ours_back"?}.
"""

import json
import sys

sys.path.insert(0, sys.argv[1])
import mcp.types as sdk  # noqa: E402
import mcp_codegen_types as mcp_types  # noqa: E402
from pydantic import TypeAdapter  # noqa: E402

for case in json.load(open(sys.argv[2])):
    text = open(case["path"], encoding="utf-8").read()
    name = case["type"]
    ours = mcp_types.decode(getattr(mcp_types, name), text)
    ours_text = mcp_types.encode(ours)
    # The SDK's request and notification models carry no envelope (its session layer adds
    # `jsonrpc` and `id`): a whole message is read as its JSONRPCMessage.
    enveloped = "jsonrpc" in json.loads(text)
    target = sdk.JSONRPCMessage if enveloped else getattr(sdk, name, None)
    label = "JSONRPCMessage" if enveloped else name
    row = {"path": case["path"], "sdk": None if target is None else label}
    if target is None:
        print(json.dumps(row))
        continue
    try:
        theirs = TypeAdapter(target).validate_json(ours_text)
        their_text = TypeAdapter(target).dump_json(
            theirs, by_alias=True, exclude_unset=True
        ).decode()
        row.update(theirs_read=True, their_text=their_text)
    except Exception as e:  # noqa: BLE001
        row.update(theirs_read=False, error=f"{type(e).__name__}: {e}"[:400])
        print(json.dumps(row))
        continue
    try:
        back = mcp_types.decode(getattr(mcp_types, name), their_text)
        row.update(ours_back=mcp_types.encode(back))
    except Exception as e:  # noqa: BLE001
        row.update(ours_back=None, error=f"{type(e).__name__}: {e}"[:400])
    print(json.dumps(row))
