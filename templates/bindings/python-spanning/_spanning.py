"""Runtime of the version-spanning MCP models: one lax class per construct for several versions, each field
marked with the versions that have it; decoding and encoding go through the negotiated version's own wire
models (the `_v*` packages beside this file), which check every message strictly.

Copied verbatim beside every generated spanning module; it depends only on pydantic v2.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from types import ModuleType, UnionType
from typing import Annotated, Any, ClassVar, Literal, Self, TypeVar, Union, cast, get_args, get_origin

from pydantic import (
    AnyUrl,
    BaseModel,
    ConfigDict,
    RootModel,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    model_validator,
)
from pydantic.alias_generators import to_camel

M = TypeVar("M", bound="SpanningModel")

_ANY_JSON: object = Any
"""How a spanning class annotates a field of any JSON (a shape union whose members differ between versions)."""
_FROM_WIRE = "mcp_codegen_from_wire"
"""Validation context key: the version whose wire model the values come from (an explicit null is data)."""


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
    not written), a constant (a tag) has its value by default. Unknown keys are kept, as on the wire. A field a
    subclass adds without an alias is written in camelCase (`widget_id` as `widgetId`), as the spec's own are.
    `model_dump()` gives Python names, as pydantic models do (`by_alias=True`: wire names; `encode`: the message)."""

    model_config = ConfigDict(
        extra="allow",
        alias_generator=to_camel,
        validate_by_alias=True,
        validate_by_name=True,
        protected_namespaces=(),
    )

    __wire__: ClassVar[dict[str, type[BaseModel]]] = {}
    """Each version's wire class of this construct."""
    __field_versions__: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Each field's wire name: the versions that have it."""
    __required_any_of__: ClassVar[tuple[tuple[str, ...], ...]] = ()
    """Sets of wire names, at least one of which is present in full (an overlay's `presence-rule`)."""
    __empty_absent__: ClassVar[frozenset[str]] = frozenset()
    """Wire names whose empty value (`{}`, `[]`, `""`) counts as absent for `__required_any_of__`."""

    # Before and after validators, not one wrap validator: pydantic forgets a call's `by_name=False` inside a
    # model's wrap validator, and callers validate a peer's message by wire names only.
    @model_validator(mode="before")
    @classmethod
    def _lax_input(cls, data: Any, info: ValidationInfo) -> Any:
        if _wire_version(info) is not None or not isinstance(data, Mapping):
            return data
        # Built by hand: an explicit None is an absent field. A URL object (pydantic's `FileUrl`, as callers pass
        # a root's `uri`) is its JSON text: the wire carries a string.
        fields = cast(Mapping[str, Any], data)
        return {key: str(value) if isinstance(value, AnyUrl) else value for key, value in fields.items() if value is not None}

    @model_validator(mode="after")
    def _constants_set(self, info: ValidationInfo) -> Self:
        if _wire_version(info) is not None:
            return self
        # Built by hand: a constant every version has is set (it is part of the message). One some versions lack
        # stays unset: `encode` has that version's wire model write it where the version has it, and no other
        # version refuses it. A default that is no constant (an SDK's `ttlMs` 0) stays unset: the caller left it.
        everywhere = set(self.__wire__)
        for name, field in type(self).model_fields.items():
            constant = get_origin(field.annotation) is Literal and field.default is not None
            if constant and everywhere <= set(self.__field_versions__.get(field.alias or name, ())):
                self.__pydantic_fields_set__.add(name)
        return self


    @model_validator(mode="after")
    def _present_any_of(self) -> Self:
        # Built by hand or decoded alike: the rule is the schema's (a wire model states it too), and an SDK may
        # read an empty value as none (`__empty_absent__`).
        rule = self.__required_any_of__
        if rule and not any(all(self._present(wire) for wire in names) for names in rule):
            either = " or ".join(" and ".join(names) for names in rule)
            raise ValueError(f"{type(self).__name__} requires at least one of {either}")
        return self

    def _present(self, wire: str) -> bool:
        for name, field in type(self).model_fields.items():
            if (field.alias or name) == wire:
                value: object = getattr(self, name)
                if value is None:
                    return False
                return wire not in self.__empty_absent__ or not _empty(value)
        return False


def _empty(value: object) -> bool:
    """An empty object, array or string: what `__empty_absent__` reads as absent."""
    return isinstance(value, (dict, list, str)) and len(cast(Any, value)) == 0


def _wire_version(info: ValidationInfo) -> str | None:
    """The version whose wire model the values come from, when `decode` validates (then an explicit null is data)."""
    given: object = info.context
    context: Mapping[str, Any] = cast(Mapping[str, Any], given) if isinstance(given, Mapping) else {}
    version = context.get(_FROM_WIRE)
    return version if isinstance(version, str) else None


def _from_wire(cls: type[M], data: Mapping[str, Any], version: str) -> M:
    """`cls` from the fields of a message `version`'s wire model has checked. A key that is not one of this version's
    fields (one only other versions define, say) is an unknown key there, which that model let pass: it stays an
    unknown key here, never that field, so it is written back as read and no version refuses it."""
    unknown = {key: value for key, value in data.items() if version not in cls.__field_versions__.get(key, ())}
    value = cls.model_validate({key: item for key, item in data.items() if key not in unknown}, context={_FROM_WIRE: version})
    if unknown:
        if value.__pydantic_extra__ is None:
            value.__pydantic_extra__ = {}
        # Not marked set: an unknown key is written whatever the set fields are, and marking it would mark the
        # field of that Python name (`type`), written first, in the field's place.
        value.__pydantic_extra__.update(unknown)
    return value


def _wire_class(cls: type[SpanningModel], version: str) -> type[BaseModel]:
    wire = cls.__wire__.get(version)
    if wire is None:
        raise VersionError("", version)
    return wire


def check_versions(value: Any, version: str, path: str = "") -> None:
    """Raise VersionError for the first field set in `value` (at any depth) that `version` does not have. An
    unknown key (kept from the wire) is no field: it is not refused, whatever versions define it as one."""
    if isinstance(value, SpanningModel):
        fields = type(value).model_fields
        unknown = value.__pydantic_extra__ or {}
        for name in sorted(value.model_fields_set):
            field = None if name in unknown else fields.get(name)
            wire = (field.alias or name) if field is not None else name
            at = f"{path}/{wire}"
            if field is not None and version not in type(value).__field_versions__.get(wire, (version,)):
                raise VersionError(at, version)
            check_versions(getattr(value, name), version, at)
    elif isinstance(value, list):
        items: list[Any] = value
        for index, item in enumerate(items):
            check_versions(item, version, f"{path}/{index}")
    elif isinstance(value, dict):
        for key, item in cast(dict[str, Any], value).items():
            check_versions(item, version, f"{path}/{key}")


T = TypeVar("T")


def as_list(value: T | list[T]) -> list[T]:
    """A field the schema lets hold one item or a list of them (`content`: a block or blocks), as a list."""
    return cast(list[T], value) if isinstance(value, list) else [value]


def decode(cls: type[M], version: str, text: str | bytes) -> M:
    """JSON text of `cls` as `version` sends it: decoded (and checked) by that version's wire model, then as the
    spanning class. What that model accepts is decoded: a key that is not one of this version's fields (even one
    another version defines) is kept as an unknown key, as that version's model keeps it."""
    wire = _wire_class(cls, version)
    decoded: BaseModel = sys.modules[wire.__module__].decode(wire, text)
    value = _spanned(decoded, sys.modules[cls.__module__], version)
    if not isinstance(value, cls):
        raise TypeError(f"{type(decoded).__name__} has no spanning class {cls.__name__}")
    return value


def _spanned(value: Any, spanning: ModuleType, version: str, expected: Any = None) -> Any:
    """A value decoded by a wire model as the spanning classes of the same names, built bottom-up: where the wire
    model chose a union's member by shape, the spanning object is that member too (not pydantic's own guess).
    `expected` is the spanning field's type: where the versions name a field's record differently, the class
    that holds them all (a version's `ReadResourceRequestParamsMeta` read as `RequestMetaObject`), and where it is
    a plain map, plain data."""
    if isinstance(value, RootModel):
        return _spanned(value.root, spanning, version, expected)  # pyright: ignore[reportUnknownMemberType]
    wanted = _optional(expected)
    if isinstance(value, BaseModel):
        target = getattr(spanning, type(value).__name__, None)
        if get_origin(wanted) is dict:
            return _plain(value)
        if isinstance(wanted, type) and issubclass(wanted, SpanningModel) and not (isinstance(target, type) and issubclass(target, wanted)):
            target = wanted
        if not (isinstance(target, type) and issubclass(target, SpanningModel)):
            return _plain(value)
        fields = {field.alias or name: field for name, field in target.model_fields.items()}
        data: dict[str, Any] = {}
        for name, field in type(value).model_fields.items():
            if name in value.model_fields_set:
                key = field.alias or name
                spanned = fields.get(key)
                # A field the spanning class types as any JSON (or lacks) holds plain JSON, as one built by hand.
                if spanned is None or spanned.annotation is _ANY_JSON:
                    data[key] = _plain(getattr(value, name))
                else:
                    data[key] = _spanned(getattr(value, name), spanning, version, spanned.annotation)
        data.update(value.__pydantic_extra__ or {})
        return _from_wire(target, data, version)
    if isinstance(value, dict) and isinstance(wanted, type) and issubclass(wanted, SpanningModel):
        # A version's plain object where the field's type is a record (2026-07-28's bare roots capability).
        record: type[SpanningModel] = wanted
        fields = {field.alias or name: field for name, field in record.model_fields.items()}
        given = cast(dict[str, Any], value)
        return _from_wire(record, {key: _spanned(item, spanning, version, fields[key].annotation if key in fields else None) for key, item in given.items()}, version)
    items = get_args(wanted) if get_origin(wanted) in (list, dict) else ()
    if isinstance(value, list):
        listed: list[Any] = value
        return [_spanned(item, spanning, version, items[0] if items else None) for item in listed]
    if isinstance(value, dict):
        mapped = cast(dict[str, Any], value)
        return {key: _spanned(item, spanning, version, items[-1] if items else None) for key, item in mapped.items()}
    return value


def _optional(annotation: Any) -> Any:
    """`X` of `X | None`; any other type as it is."""
    members = [a for a in get_args(annotation) if a is not type(None)] if get_origin(annotation) in (Union, UnionType) else []
    return members[0] if len(members) == 1 else annotation


def _plain(value: Any) -> Any:
    """A decoded wire value as JSON data (numbers as read)."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="python", by_alias=True, exclude_unset=True)
    if isinstance(value, list):
        listed: list[Any] = value
        return [_plain(item) for item in listed]
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in cast(dict[str, Any], value).items()}
    return value


def _with_defaults(value: Any, version: str) -> None:
    """Marks set, in `value` (a copy) at any depth, every unset field that has a default (an SDK's `resultType`
    "complete") and that `version` has: written as the version's message carries it. A constant is no such
    default: the version's wire model writes the ones it requires, and an optional one stays absent."""
    if isinstance(value, SpanningModel):
        versions = type(value).__field_versions__
        for name, field in type(value).model_fields.items():
            if name in value.model_fields_set:
                _with_defaults(getattr(value, name), version)
            elif (
                field.default is not None
                and not field.is_required()
                and get_origin(field.annotation) is not Literal
                and version in versions.get(field.alias or name, ())
            ):
                value.__pydantic_fields_set__.add(name)
    elif isinstance(value, list):
        listed: list[Any] = value
        for item in listed:
            _with_defaults(item, version)
    elif isinstance(value, dict):
        for item in cast(dict[str, Any], value).values():
            _with_defaults(item, version)


def encode(value: SpanningModel, version: str) -> str:
    """`value` as `version`'s JSON text: a field that version lacks is refused (VersionError); the rest is
    checked and written by that version's wire model (wire names, absent fields left out, numbers as read)."""
    wire = _wire_class(type(value), version)
    check_versions(value, version)
    copy = value.model_copy(deep=True)
    _with_defaults(copy, version)
    plain = copy.model_dump(mode="python", by_alias=True, exclude_unset=True)
    module = sys.modules[wire.__module__]
    # As construction: the version's wire model sets the constants it has (a tag), as it does for its own classes.
    text: str = module.encode(wire.model_validate(plain, by_alias=True, context=module._runtime.CONSTRUCTION))
    return text
