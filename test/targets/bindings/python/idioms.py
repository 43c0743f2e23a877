"""Construction idioms driver: the generated package built as a Python user builds it.

argv: folder holding the generated `mcp_codegen_types` package (2026-07-28).
Imports it with every warning an error, then prints one JSON line per check:
{"check", "ok", "got"}: `got` is what the package did (a value, a JSON text or an error).
"""

import json
import sys
import warnings

warnings.simplefilter("error")
sys.path.insert(0, sys.argv[1])
import mcp_codegen_types as m  # noqa: E402
from mcp_codegen_types import _runtime  # noqa: E402
from pydantic import RootModel  # noqa: E402


def check(name, fn):
    try:
        got = fn()
        row = {"check": name, "ok": True, "got": got}
    except m.DecodeError as e:
        row = {"check": name, "ok": False, "got": f"{e.path}: {e.message}"}
    except Exception as e:  # noqa: BLE001
        row = {"check": name, "ok": False, "got": f"{type(e).__name__}: {e}"[:300]}
    print(json.dumps(row))


def rejects(fn):
    try:
        fn()
    except m.DecodeError as e:
        return f"rejected {e.path}: {e.message}"
    except Exception as e:  # noqa: BLE001
        return f"rejected {type(e).__name__}"
    return "accepted"


def warns(fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fn()
    return [str(w.category.__name__) for w in caught]


# 1. Construction lax where the SDK is; the wire strict.
check("constant defaulted", lambda: m.TextContent(text="hi").to_json())
check(
    "constant defaulted in an envelope",
    lambda: m.JSONRPCNotification(method="notifications/x").to_json(),
)
check("explicit None omitted", lambda: m.ServerCapabilities(logging=None).to_json())
check(
    "explicit None omitted in a nested dict",
    lambda: m.ServerCapabilities(tools={"listChanged": None}).to_json(),
)
check(
    "None on a field that admits null is the null",
    lambda: m.CallToolResult(
        content=[], result_type="complete", structured_content=None
    ).to_json(),
)
check(
    "wire null refused (decode)",
    lambda: rejects(lambda: m.decode(m.ServerCapabilities, '{"logging": null}')),
)
check(
    "wire null refused (model_validate_json)",
    lambda: rejects(
        lambda: m.ServerCapabilities.model_validate_json('{"logging": null}')
    ),
)
check(
    "wire null refused (model_validate)",
    lambda: rejects(lambda: m.ServerCapabilities.model_validate({"logging": None})),
)
check(
    "construction context makes model_validate lax",
    lambda: m.encode(
        m.ServerCapabilities.model_validate(
            {"logging": None}, context=_runtime.CONSTRUCTION
        )
    ),
)
check(
    "wire constant still required",
    lambda: rejects(lambda: m.decode(m.TextContent, '{"text": "hi"}')),
)
check(
    "wire constant still required in a message",
    lambda: rejects(lambda: m.parse_message('{"id": 1, "method": "tools/list"}')),
)

# 2. Named unions are classes.
block = m.ContentBlock.model_validate({"type": "text", "text": "hi"})
check("union model_validate", lambda: type(block).__name__)
check("union isinstance", lambda: isinstance(block, m.ContentBlock))
check("union member in root", lambda: type(block.root).__name__)
check("union is a RootModel", lambda: issubclass(m.ServerResult, RootModel))


def matched(value):
    match value:
        case m.ContentBlock(root=m.TextContent(text=text)):
            return f"text {text}"
        case _:
            return "no match"


check("union match", lambda: matched(block))
check(
    "union field built from a member",
    lambda: m.CallToolResult(
        content=[m.TextContent(text="a")], result_type="complete"
    ).to_json(),
)
check(
    "shape union decodes its member",
    lambda: (
        type(
            m.decode(
                m.JSONRPCMessage, '{"jsonrpc": "2.0", "id": 1, "method": "ping"}'
            ).root
        ).__name__
    ),
)
check("scalar union stays a plain value", lambda: m.decode(m.RequestId, "7"))

# 3. Schema inheritance as class inheritance, where the IR knows it.
check(
    "results subclass Result",
    lambda: [
        name
        for name in ("CallToolResult", "CacheableResult", "ReadResourceResult")
        if issubclass(getattr(m, name), m.Result)
    ],
)
check(
    "a meta object subclasses its base",
    lambda: issubclass(m.SubscriptionsListenResultMetaObject, m.ResultMetaObject),
)
check(
    "a subclass in a union keeps its class",
    lambda: (
        type(
            m.ServerResult(m.CallToolResult(content=[], result_type="complete")).root
        ).__name__
    ),
)

# 4. Deprecation markers: type checkers see the class's, a field's warns when read.
check("deprecated class marked", lambda: m.ModelPreferences.__deprecated__)
check(
    "deprecated class decodes without a warning",
    lambda: warns(lambda: m.decode(m.ModelPreferences, '{"speedPriority": 0.5}')),
)
caps = m.decode(m.ServerCapabilities, '{"logging": {}}')
check(
    "deprecated field marked",
    lambda: m.ServerCapabilities.model_fields["logging"].deprecated,
)
check("deprecated field warns when read", lambda: warns(lambda: caps.logging))
check("deprecated field written back silently", lambda: warns(lambda: caps.to_json()))
