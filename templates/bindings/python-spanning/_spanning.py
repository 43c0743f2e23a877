"""Runtime of the version-spanning MCP models: one lax class per construct for several versions, each field
marked with the versions that have it; decoding and encoding go through the negotiated version's own wire
models (the `_v*` packages beside this file), which check every message strictly.

Copied verbatim beside every generated spanning module; it depends only on pydantic v2.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    ValidationError,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    model_validator,
)
from pydantic_core import PydanticCustomError

M = TypeVar("M", bound="SpanningModel")

_FROM_WIRE = "mcp_codegen_from_wire"
"""Validation context key: the version whose wire model the values come from (an explicit null is data)."""
_NOT_IN_VERSION = "mcp_codegen_not_in_version"


def _keep_number(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    checked = handler(value)
    # A float subclass (the wire models' number that knows its text) is kept as it is.
    return value if isinstance(value, float) and type(value) is not float else checked


Number = Annotated[int | float, WrapValidator(_keep_number)]
"""A JSON number: an int stays an int; a float read from the wire keeps the text it was read from."""


class VersionError(ValueError):
    """A value that the given protocol version cannot carry: the JSON pointer of the first field it lacks."""

    def __init__(self, path: str, version: str) -> None:
        super().__init__(f"{path or '/'}: not in MCP {version}")
        self.path = path
        self.version = version


class SpanningModel(BaseModel):
    """One construct across versions. Built by hand it is lax: an explicit None leaves a field unset (it is
    not written), a constant (a tag) has its value by default. Unknown keys are kept, as on the wire."""

    model_config = ConfigDict(
        extra="allow",
        validate_by_alias=True,
        validate_by_name=True,
        serialize_by_alias=True,
        protected_namespaces=(),
    )

    __wire__: ClassVar[dict[str, type[BaseModel]]] = {}
    """Each version's wire class of this construct."""
    __field_versions__: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Each field's wire name: the versions that have it."""

    @model_validator(mode="before")
    @classmethod
    def _lax_or_versioned(cls, data: Any, info: ValidationInfo) -> Any:
        context = info.context if isinstance(info.context, Mapping) else {}
        version = context.get(_FROM_WIRE)
        if not isinstance(data, Mapping):
            return data
        if version is None:
            # Built by hand: an explicit None is an absent field.
            return {key: value for key, value in data.items() if value is not None}
        # Decoded as `version`: a field only other versions define is refused, whatever its value.
        for key in data:
            versions = cls.__field_versions__.get(key)
            if versions is not None and version not in versions:
                raise PydanticCustomError(_NOT_IN_VERSION, "not in MCP {version}", {"version": version, "key": key})
        return data

    @model_validator(mode="after")
    def _constants_are_set(self) -> SpanningModel:
        # A constant written by default is still written: it is part of the message.
        for name, field in type(self).model_fields.items():
            if field.is_required() or field.default is None:
                continue
            self.__pydantic_fields_set__.add(name)
        return self


def _wire_class(cls: type[SpanningModel], version: str) -> type[BaseModel]:
    wire = cls.__wire__.get(version)
    if wire is None:
        raise VersionError("", version)
    return wire


def check_versions(value: Any, version: str, path: str = "") -> None:
    """Raise VersionError for the first field set in `value` (at any depth) that `version` does not have."""
    if isinstance(value, SpanningModel):
        fields = type(value).model_fields
        for name in sorted(value.model_fields_set):
            field = fields.get(name)
            wire = (field.alias or name) if field is not None else name
            at = f"{path}/{wire}"
            if version not in type(value).__field_versions__.get(wire, (version,)):
                raise VersionError(at, version)
            check_versions(getattr(value, name), version, at)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            check_versions(item, version, f"{path}/{index}")
    elif isinstance(value, dict):
        for key, item in value.items():
            check_versions(item, version, f"{path}/{key}")


def decode(cls: type[M], version: str, text: str | bytes) -> M:
    """JSON text of `cls` as `version` sends it: decoded (and checked) by that version's wire model, then as the
    spanning class. A field of another version only is refused (VersionError), as the wire model's errors are."""
    wire = _wire_class(cls, version)
    decoded: BaseModel = sys.modules[wire.__module__].decode(wire, text)
    plain = decoded.model_dump(mode="python", by_alias=True, exclude_unset=True)
    try:
        value = cls.model_validate(plain, context={_FROM_WIRE: version})
    except ValidationError as error:
        for detail in error.errors():
            if detail["type"] == _NOT_IN_VERSION:
                at = "".join(f"/{part}" for part in detail["loc"])
                raise VersionError(f"{at}/{detail['ctx']['key']}", version) from None
        raise
    check_versions(value, version)
    return value


def encode(value: SpanningModel, version: str) -> str:
    """`value` as `version`'s JSON text: a field that version lacks is refused (VersionError); the rest is
    checked and written by that version's wire model (wire names, absent fields left out, numbers as read)."""
    wire = _wire_class(type(value), version)
    check_versions(value, version)
    plain = value.model_dump(mode="python", by_alias=True, exclude_unset=True)
    module = sys.modules[wire.__module__]
    text: str = module.encode(wire.model_validate(plain, by_alias=True))
    return text
