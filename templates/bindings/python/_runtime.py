"""Runtime of the generated MCP models: strict JSON decoding with the JSON path of the first
error, unions told apart by shape, and JSON-RPC messages decoded by method.

Two ways in, told apart by the validation context:
- Construction (calling a model class, `TextContent(text="hi")`) is lax where the official SDK
  is: a constant (`type`, `method`, `jsonrpc`) left out takes its one value, and an explicit
  `None` for an optional field the schema does not let be null leaves the field unset (not
  written back). Calling the class validates with `CONSTRUCTION` as the context; any other
  validation may pass it too (`Model.model_validate(data, context=CONSTRUCTION)`).
- Everything else is the wire: `decode`, `parse_message`, `parse_result`, `model_validate`,
  `model_validate_json` and `TypeAdapter` without that context. A constant must be present
  (`Field required` at its path) and a null where the schema forbids it is rejected, except in a
  model whose `__null_absent__` is true (an overlay's `null-absent`), which reads it as absent.

Copied verbatim beside every generated module; it depends only on pydantic v2.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Annotated, Any, ClassVar, Final, Literal, TypeVar, cast

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    model_validator,
)
from pydantic_core import PydanticUndefined

T = TypeVar("T")

CONSTRUCTION: Final[Mapping[str, str]] = {"mcp_codegen": "construction"}
"""The validation context of construction: constants default, an explicit None leaves an
optional field unset. Without it, validation is the wire's: strict."""


class _Absent:
    """A constant the wire left out: no value of any type, so validating it fails at its
    field, which `_first_error` reports as missing there."""

    def __repr__(self) -> str:
        return "<absent>"


_ABSENT: Final = _Absent()


def _reject_null(value: Any) -> Any:
    if value is None:
        raise ValueError("must not be null: omit the field instead")
    return value


class JsonFloat(float):
    """A JSON number with a fraction or an exponent, as read: its value, and its text (`1e3`,
    `0.50000000000000000000001`), which is what `encode` writes back."""

    text: str

    def __new__(cls, text: str) -> JsonFloat:
        number = super().__new__(cls, text)
        number.text = text
        return number


def _keep_number(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    checked = handler(value)
    # pydantic makes a plain float of a float subclass: keep the one that knows its text.
    return value if isinstance(value, JsonFloat) else checked


Number = Annotated[int | float, WrapValidator(_keep_number)]
"""A JSON number: an int (`1` stays `1`), else a float that keeps the text it was read from."""

Omittable = Annotated[T | None, BeforeValidator(_reject_null)]
"""A field the schema lets a message leave out but not set to null: absent reads as None and
is not written back (models dump with exclude_unset); an explicit null is rejected."""


def _model_config(extra: Literal["allow", "forbid"]) -> ConfigDict:
    return ConfigDict(
        extra=extra,
        strict=True,
        validate_by_alias=True,
        validate_by_name=True,
        serialize_by_alias=True,
        use_attribute_docstrings=True,
        protected_namespaces=(),
    )


class _Fields:
    """What construction and the wire treat differently in one model: its constants (wire
    key, Python name, value) and its fields that take no null (wire key, Python name)."""

    def __init__(self, model: type[BaseModel]) -> None:
        self.constants: list[tuple[str, str, Any]] = []
        self.omittable: list[tuple[str, str]] = []
        for name, field in model.model_fields.items():
            key = field.alias or name
            if field.default is not None and field.default is not PydanticUndefined:
                # Only a constant has a default other than None in a generated model.
                self.constants.append((key, name, field.default))
            elif any(getattr(m, "func", None) is _reject_null for m in field.metadata):
                self.omittable.append((key, name))


_fields: dict[type[BaseModel], _Fields] = {}


def _fields_of(model: type[BaseModel]) -> _Fields:
    fields = _fields.get(model)
    if fields is None:
        fields = _fields[model] = _Fields(model)
    return fields


def _constructing(context: Any) -> bool:
    if not isinstance(context, Mapping):
        return False
    marker = cast(Mapping[str, Any], context).get("mcp_codegen")
    return marker == CONSTRUCTION["mcp_codegen"]


def _keep_own_order(model: type[BaseModel]) -> None:
    """A generated subclass repeats every field of its base, in the schema's order; pydantic
    puts inherited fields first. Back in the class's own order: the JSON text's key order and
    the pointer of the first error follow it, as they do for a class with no base."""
    fields = model.__pydantic_fields__
    annotations: dict[str, Any] = model.__dict__.get("__annotations__", {})
    own = [name for name in annotations if name in fields]
    if len(own) != len(fields) or own == list(fields):
        return
    model.__pydantic_fields__ = {name: fields[name] for name in own}
    if model.__pydantic_complete__:
        model.model_rebuild(force=True)


def _empty(value: object) -> bool:
    """An empty object, array or string: what `__empty_absent__` reads as absent."""
    return isinstance(value, (dict, list, str)) and len(cast(Any, value)) == 0


class _Model(BaseModel):
    __null_absent__: ClassVar[bool] = False
    """Whether the wire's null on an optional field that takes no null reads as absent (an
    overlay's `null-absent`: peers that dump optional fields as null); construction always does."""
    __required_any_of__: ClassVar[tuple[tuple[str, ...], ...]] = ()
    """Sets of wire keys, at least one of which is present in full (an overlay's `presence-rule`:
    an InputRequiredResult carries inputRequests or requestState, as the spec's prose says)."""
    __empty_absent__: ClassVar[frozenset[str]] = frozenset()
    """Wire keys whose empty value ({}, [], "") counts as absent for `__required_any_of__` (an
    overlay's `empty-absent`)."""

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        _keep_own_order(cls)

    def __init__(self, /, **data: Any) -> None:
        """Construction: lax where the official SDK is (see CONSTRUCTION)."""
        self.__pydantic_validator__.validate_python(
            data, self_instance=self, context=CONSTRUCTION
        )

    # As pydantic marks BaseModel's and RootModel's own: validation then builds instances
    # without calling this (a custom __init__ would make every decode a construction).
    __init__.__pydantic_base_init__ = True  # type: ignore[attr-defined]

    @model_validator(mode="before")
    @classmethod
    def _construction_or_wire(cls, data: Any, info: ValidationInfo) -> Any:
        if not isinstance(data, dict):
            return data
        given = cast(dict[str, Any], data)
        fields = _fields_of(cls)
        constructing = _constructing(info.context)
        if constructing or cls.__null_absent__:
            # A copy: the input is never changed.
            unset = {k for pair in fields.omittable for k in pair}
            given = {k: v for k, v in given.items() if v is not None or k not in unset}
        if constructing:
            out = given
            for key, name, value in fields.constants:
                if key not in out and name not in out:
                    out[key] = value
            return out
        missing = [key for key, _name, _value in fields.constants if key not in given]
        if not missing:
            return given
        # A copy: the input is never changed.
        return given | {key: _ABSENT for key in missing}

    @model_validator(mode="after")
    def _present_any_of(self) -> _Model:
        rule = self.__required_any_of__
        if rule and not any(all(self._present(key) for key in keys) for keys in rule):
            either = " or ".join(" and ".join(keys) for keys in rule)
            raise ValueError(f"at least one of {either} is required")
        return self

    def _present(self, key: str) -> bool:
        for name, field in type(self).model_fields.items():
            if (field.alias or name) == key:
                value: object = getattr(self, name)
                if value is None or name not in self.model_fields_set:
                    return False
                return key not in self.__empty_absent__ or not _empty(value)
        return False

    def to_json(self) -> str:
        """This value as JSON text: the wire names, absent fields left out, numbers as read."""
        return encode(self)


class OpenModel(_Model):
    """An object the schema leaves open: unknown keys are kept and written back."""

    model_config = _model_config("allow")


class ClosedModel(_Model):
    """An object the schema closes (additionalProperties: false): unknown keys are rejected."""

    model_config = _model_config("forbid")


class DecodeError(ValueError):
    """Why a JSON text is not a value of the type: the JSON pointer of the first error."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path or '/'}: {message}")
        self.path = path
        self.message = message


class UnknownMethodError(DecodeError):
    """A well-formed JSON-RPC request or notification whose method this version does not define.
    `id` is the request's id (None for a notification): what a reply with code -32601 (method not
    found) must carry."""

    def __init__(self, kind: str, method: str, id: Any) -> None:
        super().__init__("/method", f"unknown {kind} method")
        self.method = method
        self.id = id


Selector = tuple[str, str, str, bool]
"""(property, value, what an absent property says, equals): the member is a candidate only when
the value's property is `value` (equals) or is not (not equals). A result's `resultType` says
which member it is (the spec's prose)."""

ShapeMember = tuple[
    str,
    str,
    tuple[str, ...],
    tuple[tuple[str, Any], ...],
    tuple[str, ...],
    Any,
    Selector | None,
]
"""(tag, JSON type, required keys, (key, constant) pairs, evidence keys, the member's type,
selector): with evidence keys, a member matches fully only when the value holds one of them."""


def _admits(value: dict[str, Any], selector: Selector | None) -> bool:
    if selector is None:
        return True
    property_, wanted, absent, equals = selector
    says: object = value.get(property_, absent)
    return (says == wanted) == equals


def shape_discriminator(members: Sequence[ShapeMember]) -> Callable[[Any], str | None]:
    """The tag of the member a value is: the first, in the given order, whose JSON type matches,
    whose constants hold, whose required keys are present and which validates; else the first
    whose type and constants match (its errors are the ones reported). A model instance picks
    its own class, else the first it is an instance of."""

    def pick(value: Any) -> str | None:
        if isinstance(value, BaseModel):
            # Its own class first: a subclass (CallToolResult) is an instance of its base
            # (Result) too.
            for tag, *_, type_, _selector in members:
                if type(value) is type_:
                    return tag
            for tag, *_, type_, _selector in members:
                if isinstance(type_, type) and isinstance(value, type_):
                    return tag
            return None
        wire = _wire_type(value)
        complete: list[tuple[str, Any]] = []
        partial: list[tuple[str, Any]] = []
        for tag, accepts, required, literals, evidence, type_, selector in members:
            if not _accepts(accepts, wire) or not _literals_hold(value, literals):
                continue
            if wire == "object" and not _admits(cast(dict[str, Any], value), selector):
                continue
            if wire != "object" or (
                all(k in value for k in required)
                and (not evidence or any(k in value for k in evidence))
            ):
                complete.append((tag, type_))
            else:
                partial.append((tag, type_))
        for tag, type_ in complete:
            try:
                _adapter(type_).validate_python(
                    value, strict=True, by_alias=True, by_name=False
                )
                return tag
            except ValidationError:
                continue
        order = complete + partial
        return order[0][0] if order else None

    return pick


def _wire_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (list, tuple)):
        return "array"
    return "object"


def _accepts(accepts: str, wire: str) -> bool:
    return (
        accepts == "any"
        or accepts == wire
        or (accepts == "number" and wire == "integer")
    )


def _literals_hold(value: Any, literals: tuple[tuple[str, Any], ...]) -> bool:
    if not literals:
        return True
    if not isinstance(value, dict):
        return False
    obj = cast(dict[str, Any], value)
    return all(
        k in obj and obj[k] == v and type(obj[k]) is type(v) for k, v in literals
    )


_adapters: dict[Any, TypeAdapter[Any]] = {}


def _adapter(type_: Any) -> TypeAdapter[Any]:
    key = id(type_)
    adapter = _adapters.get(key)
    if adapter is None:
        adapter = TypeAdapter(type_)
        _adapters[key] = adapter
    return adapter


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _load(data: str | bytes) -> Any:
    try:
        return json.loads(data, parse_constant=_reject_constant, parse_float=JsonFloat)
    except ValueError as e:
        raise DecodeError("", f"not JSON: {e}") from None


def decode(type_: Any, data: str | bytes) -> Any:
    """Decode JSON text as `type_` (a model class or a union alias), strictly: wire names only,
    no coercion (`"1"` is not an integer), required fields, constants and enums enforced."""
    # Parsed here, not by pydantic, so numbers keep their text (JsonFloat).
    return decode_value(type_, _load(data))


def decode_value(type_: Any, value: Any, path: str = "") -> Any:
    """`decode` for an already parsed JSON value found at `path`."""
    try:
        return _adapter(type_).validate_python(
            value, strict=True, by_alias=True, by_name=False
        )
    except ValidationError as e:
        raise _first_error(e, value, path) from None


def encode(value: Any) -> str:
    """A decoded value back to JSON text: wire names, absent fields left out, numbers as read."""
    if isinstance(value, BaseModel):
        plain = value.model_dump(mode="python", by_alias=True, exclude_unset=True)
    else:
        plain = _adapter(type(value)).dump_python(
            value, mode="python", by_alias=True, exclude_unset=True
        )
    return "".join(cast(Iterator[str], _iterencode(plain, 0)))


def _float_text(number: float) -> str:
    if isinstance(number, JsonFloat):
        return number.text
    if number != number or number in (float("inf"), float("-inf")):
        raise ValueError(f"{number!r} is not JSON")
    return float.__repr__(number)


# The standard library's pure-Python encoder, compact, with the float spelling above: the C
# encoder would write every float as repr(float), losing the text a JsonFloat keeps.
# Decoded values are trees: no circular-reference markers.
_iterencode = json.encoder._make_iterencode(  # type: ignore[attr-defined]
    None,
    None,
    json.encoder.py_encode_basestring,
    None,
    _float_text,
    ":",
    ",",
    False,
    False,
    False,
)


def _first_error(error: ValidationError, value: Any, prefix: str = "") -> DecodeError:
    first = error.errors(include_url=False)[0]
    # A constant the wire left out fails as the sentinel put in its place: it is missing.
    absent = first.get("input") is _ABSENT
    loc = list(first["loc"])
    path = prefix
    current: Any = value
    for i, part in enumerate(loc):
        last = i == len(loc) - 1
        mapping = (
            cast(Mapping[str, Any], current) if isinstance(current, dict) else None
        )
        items = (
            list(cast(Sequence[Any], current)) if isinstance(current, list) else None
        )
        if mapping is not None and isinstance(part, str) and part in mapping:
            current = mapping[part]
            path += "/" + _escape(part)
        elif items is not None and isinstance(part, int) and 0 <= part < len(items):
            current = items[part]
            path += f"/{part}"
        elif last and isinstance(part, str) and (first["type"] == "missing" or absent):
            path += "/" + _escape(part)
        # Otherwise the step names a union member (a tag or a type), not a place in the value.
    if first["type"] in ("union_tag_invalid", "union_tag_not_found"):
        # A tagged union reports at the object; the tag is where the value is wrong.
        path += "/" + _escape(
            str(first.get("ctx", {}).get("discriminator", "")).strip("'")
        )
    return DecodeError(path, "Field required" if absent else first["msg"])


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def parse_message(
    data: str | bytes,
    envelopes: Mapping[str, Any],
    requests: Mapping[str, Any],
    notifications: Mapping[str, Any],
) -> Any:
    """Decode one JSON-RPC message: a request (`method` and `id`) or a notification (`method`)
    as the type of its method, after its envelope; a result or an error response as its
    envelope (the request decides a result's type: see `parse_result`)."""
    loaded = _load(data)
    if not isinstance(loaded, dict):
        raise DecodeError("", "must be a JSON-RPC message object")
    value = cast(dict[str, Any], loaded)
    if "method" in value:
        kind = "request" if "id" in value else "notification"
        envelope = decode_value(envelopes[kind], value)
        table = requests if kind == "request" else notifications
        type_ = table.get(value["method"])
        if type_ is None:
            # The envelope decoded: its id is a valid one, which the -32601 reply needs.
            raise UnknownMethodError(
                kind, value["method"], getattr(envelope, "id", None)
            )
        return decode_value(type_, value)
    if "result" in value:
        return decode_value(envelopes["result"], value)
    if "error" in value:
        return decode_value(envelopes["error"], value)
    raise DecodeError("", "must have method, result or error")


def parse_result(
    method: str,
    value: Any,
    results: Mapping[str, Any],
    alternatives: Mapping[str, Sequence[Any]],
    selectors: Mapping[str, Mapping[Any, Selector]],
) -> Any:
    """The `result` of a response to a `method` request, as that method's result type,
    or as one of the other results its response may hold, tried after it in order, each
    only when its selector (if any) admits the value: `resultType` says which it is. When
    none decodes, the first tried result's error."""
    type_ = results.get(method)
    if type_ is None:
        raise DecodeError("", f"no result type for method {method!r}")
    guards = selectors.get(method, {})
    first: DecodeError | None = None
    for candidate in (type_, *alternatives.get(method, ())):
        if isinstance(value, dict) and not _admits(
            cast(dict[str, Any], value), guards.get(candidate)
        ):
            continue
        try:
            return decode_value(candidate, value, "/result")
        except DecodeError as error:
            if first is None:
                first = error
    if first is None:
        first = DecodeError("/result", "matches no result of the method")
    raise first


def rebuild(*models: type[BaseModel]) -> None:
    """Resolve every model's forward references once all names exist."""
    for model in models:
        model.model_rebuild()
