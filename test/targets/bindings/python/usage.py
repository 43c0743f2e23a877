"""A user's code against the generated package, type-checked (mypy --strict, pyright strict):
constants left out, None for an optional field, a union class matched on its member.

Type checkers see a union field as its RootModel class (a member is wrapped, `ContentBlock(x)`;
at runtime the bare member is accepted too) and an aliased field by its wire name."""

from mcp_codegen_types import (
    CallToolResult,
    ContentBlock,
    ServerCapabilities,
    TextContent,
)


def build() -> str:
    caps = ServerCapabilities(logging=None, tools=None)
    result = CallToolResult(
        content=[ContentBlock(TextContent(text="hi"))], resultType="complete"
    )
    return caps.to_json() + result.to_json()


def text_of(block: ContentBlock) -> str:
    match block.root:
        case TextContent(text=text):
            return text
        case _:
            return ""


def first(result: CallToolResult) -> str:
    block = ContentBlock.model_validate({"type": "text", "text": "x"})
    assert isinstance(block, ContentBlock)
    return text_of(result.content[0]) + text_of(block)
