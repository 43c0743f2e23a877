"""The SDK's all-versions layer (`mcp_types._types`, hand-written at v2.0.0) replaced by mcp-codegen's
version-spanning layer (`--target python-all`, copied beside it as `mcp_types._codegen`).

Glue only: every spec-derived class comes from the generated layer; what stays here is what the SDK adds that is
not in any schema (its reserved `_meta` key constants, its default version, its TypeAdapters, and the names its
public API gives to spec constructs it does not name after the schema). Each carries its reason.
"""

from __future__ import annotations

from typing import Any, Final

from pydantic import BaseModel, TypeAdapter

import mcp_types._codegen as _codegen
from mcp_types._codegen import *  # noqa: F403
from mcp_types._codegen import (
    ClientNotification,
    ClientRequest,
    ClientResult,
    ServerNotification,
    ServerRequest,
    ServerResult,
)

# SDK policy, not schema: the version a server assumes when the client names none (transports, 2025-11-25).
DEFAULT_NEGOTIATED_VERSION: Final[str] = "2025-03-26"

# The reserved `_meta` keys of 2026-07-28, as the SDK's constants (the schema has them as property names only).
PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion"
CLIENT_INFO_META_KEY = "io.modelcontextprotocol/clientInfo"
CLIENT_CAPABILITIES_META_KEY = "io.modelcontextprotocol/clientCapabilities"
LOG_LEVEL_META_KEY = "io.modelcontextprotocol/logLevel"
SERVER_INFO_META_KEY = "io.modelcontextprotocol/serverInfo"

# The SDK's vocabulary of result tags (the schema types `resultType` as a plain string).
CORE_RESULT_TYPES: Final[frozenset[str]] = frozenset({"complete", "input_required"})

client_request_adapter = TypeAdapter[Any](ClientRequest)
client_notification_adapter = TypeAdapter[Any](ClientNotification)
client_result_adapter = TypeAdapter[Any](ClientResult)
server_request_adapter = TypeAdapter[Any](ServerRequest)
server_notification_adapter = TypeAdapter[Any](ServerNotification)
server_result_adapter = TypeAdapter[Any](ServerResult)

# The SDK's own class attribute on every request (SEP-2663: the params key a request mirrors into the Mcp-Name
# header), None unless a request names one; its sessions read it from the request's class.
for _cls in list(vars(_codegen).values()):
    if isinstance(_cls, type) and issubclass(_cls, BaseModel) and "method" in _cls.model_fields:
        _cls.name_param = None  # type: ignore[attr-defined]
        # A class variable, as the SDK declares it (ClassVar): a vendor request sets it without an annotation.
        _cls.__class_vars__.add("name_param")

