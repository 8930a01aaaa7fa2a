"""Test doubles at the model edge: a scripted fake chat model and helpers."""

from __future__ import annotations

import asyncio
from typing import Any

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

USAGE = {"input_tokens": 40, "output_tokens": 20, "total_tokens": 60}
# A script step that never answers (to exercise timeouts).
HANG = "<hang>"


class ScriptedChatModel(GenericFakeChatModel):
    """Each call takes the next scripted step: an AIMessage, a text, or an exception."""

    messages: Any = iter(())
    script: list[Any] = Field(default_factory=list)
    calls: int = 0
    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedChatModel:  # type: ignore[override]
        """Pretend to bind tools: the script already holds the tool calls."""
        return self

    async def _agenerate(
        self, messages: list[BaseMessage], *args: Any, **kwargs: Any
    ) -> ChatResult:
        self.calls += 1
        self.seen.append(messages)
        step = self.script.pop(0) if self.script else ConnectionError("script exhausted")
        if step == HANG:
            await asyncio.sleep(60)
        if isinstance(step, Exception):
            raise step
        message = AIMessage(content=step, usage_metadata=USAGE) if isinstance(step, str) else step  # type: ignore[arg-type]
        return ChatResult(generations=[ChatGeneration(message=message)])


def tool_reply(name: str, args: dict[str, Any]) -> AIMessage:
    """Return an AIMessage carrying one tool call (a structured output)."""
    call = {"name": name, "args": args, "id": "call_1"}
    return AIMessage(content="", tool_calls=[call], usage_metadata=USAGE)  # type: ignore[arg-type]
