"""Structured output that survives real servers: the method per server, schema hints, re-asks."""

from __future__ import annotations

import json
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.runnables import Runnable
from langchain_openai.chat_models.base import BaseChatOpenAI
from pydantic import BaseModel

StructuredMethod = Literal["function_calling", "json_schema", "json_mode"]
MethodSetting = Literal["auto", "function_calling", "json_schema", "json_mode"]
_MAX_ERROR_CHARS = 800
_MAX_ECHO_CHARS = 2_000


class InvalidOutput(Exception):
    """The model answered, but not with something we can use."""

    def __init__(self, message: str, raw: AIMessage | None = None) -> None:
        super().__init__(message)
        self.raw = raw


def resolve_method(setting: MethodSetting, base_url: str | None) -> StructuredMethod:
    """Pick the method: OpenAI itself does function calling best; local servers do JSON schema.

    Ollama ignores `tool_choice` and llama.cpp reads it differently, so small local models
    answer a forced function call in prose; both enforce a `json_schema` response format.
    """
    if setting != "auto":
        return setting
    if base_url is None or "api.openai.com" in base_url:
        return "function_calling"
    return "json_schema"


def structured_runnable(
    model: BaseChatModel, schema: type[BaseModel], method: StructuredMethod
) -> Runnable[Any, Any]:
    """Bind `schema` to `model` with `method`, returning raw message and parse result."""
    if isinstance(model, BaseChatOpenAI):
        return model.with_structured_output(schema, method=method, include_raw=True)
    return model.with_structured_output(schema, include_raw=True)


def with_schema_hint(
    messages: list[BaseMessage], schema: type[BaseModel], method: StructuredMethod
) -> list[BaseMessage]:
    """Tell the model the JSON shape in the system prompt when the answer is plain JSON."""
    if method == "function_calling":
        return messages
    shape = json.dumps(schema.model_json_schema(), separators=(",", ":"))
    hint = (
        f"\n\nAnswer with one JSON object only (no prose, no code fence), the {schema.__name__} "
        f"structure, matching this JSON schema:\n{shape}"
    )
    if messages and isinstance(messages[0], SystemMessage):
        first = SystemMessage(content=f"{messages[0].text}{hint}")
        return [first, *messages[1:]]
    return [SystemMessage(content=hint.strip()), *messages]


def parsed_or_raise(result: dict[str, Any], schema: type[BaseModel]) -> tuple[Any, AIMessage]:
    """Return the validated object and the raw message, or raise InvalidOutput saying why."""
    raw = result.get("raw")
    raw_msg = raw if isinstance(raw, AIMessage) else None
    parsed, error = result.get("parsed"), result.get("parsing_error")
    if error is None and isinstance(parsed, schema):
        return parsed, raw_msg or AIMessage(content="")
    if error is not None:
        why = f"{type(error).__name__}: {error}"
    elif raw_msg is not None and raw_msg.text.strip():
        why = "the answer was prose, not the structure"
    else:
        why = "the answer was empty"
    raise InvalidOutput(f"structured output did not validate: {why}", raw_msg)


def reask_messages(exc: Exception, schema_name: str) -> list[BaseMessage]:
    """Build the re-ask: what the model said (as text) and what was wrong with it."""
    raw = exc.raw if isinstance(exc, InvalidOutput) else None
    said = raw.text.strip()[:_MAX_ECHO_CHARS] if raw is not None else ""
    reason = str(exc)[:_MAX_ERROR_CHARS]
    follow_up = HumanMessage(
        content=(
            f"Your previous answer could not be used ({reason}). Answer again with only the "
            f"{schema_name} structure, fixing that problem. Use the field names and types exactly."
        )
    )
    # Tool calls are not echoed: an assistant tool call without its tool result is invalid.
    return [AIMessage(content=said), follow_up] if said else [follow_up]
