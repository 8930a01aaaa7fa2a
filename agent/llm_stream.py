"""Streamed drafts: the listener set by the conversation core, and streaming one answer."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage

# Called with the whole text so far (not the delta) each time a chunk arrives.
DraftListener = Callable[[str], Awaitable[None]]

_listener: ContextVar[DraftListener | None] = ContextVar("career_bot_draft_listener", default=None)


def draft_listener() -> DraftListener | None:
    """Return the running turn's draft listener, or None when nobody watches the draft."""
    return _listener.get()


@contextmanager
def streaming_to(listener: DraftListener | None) -> Iterator[None]:
    """Send streamed draft text of model calls in this block to `listener`."""
    token = _listener.set(listener)
    try:
        yield
    finally:
        _listener.reset(token)


async def stream_text(
    model: BaseChatModel, messages: Sequence[BaseMessage], on_partial: DraftListener
) -> AIMessage:
    """Stream one answer, telling `on_partial` the text so far; return the whole message."""
    whole: AIMessageChunk | None = None
    # Usage arrives in a last chunk only when asked for (stream_options.include_usage).
    async for chunk in model.astream(list(messages), stream_usage=True):
        if not isinstance(chunk, AIMessageChunk):
            continue
        whole = chunk if whole is None else whole + chunk
        text = str(whole.text).lstrip()
        # JSON is about to be refused (and re-asked): do not show it to the user.
        if chunk.text and text and text[0] not in "{[":
            await on_partial(text)
    if whole is None:
        return AIMessage(content="")
    return AIMessage(
        content=whole.content,
        usage_metadata=whole.usage_metadata,
        response_metadata=whole.response_metadata,
    )
