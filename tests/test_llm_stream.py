"""Streaming free-text model calls through the gateway against the OpenAI stand-in."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from openai_stand_in import OpenAIStandIn, completion

from agent.llm import ModelGateway, UsageRecord
from agent.llm_config import LLMConfig, build_chat_model
from agent.llm_stream import draft_listener, streaming_to

DRAFT = "Thank you for reaching out. I would be glad to talk on Tuesday."
PROMPT = [HumanMessage(content="Write a reply.")]


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """Answer every call with the same draft."""
    return completion(DRAFT)


async def test_a_streamed_answer_reports_growing_text_and_is_metered() -> None:
    records: list[UsageRecord] = []
    partials: list[str] = []

    async def sink(record: UsageRecord) -> None:
        records.append(record)

    async def listen(text: str) -> None:
        partials.append(text)

    with OpenAIStandIn(answer) as server:
        config = LLMConfig(api_key="k", base_url=server.base_url, model="stand-in", max_retries=0)
        gateway = ModelGateway(build_chat_model(config), config, usage_sink=sink)
        text = await gateway.text(PROMPT, purpose="reply.draft", on_partial=listen)
    assert text == DRAFT
    assert server.requests[0]["stream"] is True
    assert len(partials) == len(DRAFT.split(" ")) and partials[-1] == DRAFT
    assert all(DRAFT.startswith(p) for p in partials) and partials[0] == "Thank "
    assert [(r.ok, r.input_tokens, r.output_tokens) for r in records] == [(True, 50, 10)]
    assert gateway.breaker.allow()


async def test_without_a_listener_the_call_does_not_stream() -> None:
    with OpenAIStandIn(answer) as server:
        config = LLMConfig(api_key="k", base_url=server.base_url, model="stand-in", max_retries=0)
        gateway = ModelGateway(build_chat_model(config), config)
        assert await gateway.text(PROMPT, purpose="reply.draft") == DRAFT
    assert not server.requests[0].get("stream")


async def test_a_json_answer_is_not_shown_and_is_re_asked() -> None:
    answers = iter([completion('{"reply": "hi"}'), completion(DRAFT)])
    partials: list[str] = []

    async def listen(text: str) -> None:
        partials.append(text)

    with OpenAIStandIn(lambda request: next(answers)) as server:
        config = LLMConfig(api_key="k", base_url=server.base_url, model="stand-in", max_retries=0)
        gateway = ModelGateway(build_chat_model(config), config)
        assert await gateway.text(PROMPT, purpose="reply.draft", on_partial=listen) == DRAFT
    assert len(server.requests) == 2 and partials[-1] == DRAFT
    assert not any("{" in p for p in partials)


def test_the_listener_is_scoped_to_its_block() -> None:
    async def listen(text: str) -> None:
        return None

    assert draft_listener() is None
    with streaming_to(listen):
        assert draft_listener() is listen
    assert draft_listener() is None


async def test_a_server_that_refuses_streaming_gets_plain_calls_from_then_on() -> None:
    def no_streams(request: dict[str, Any]) -> dict[str, Any]:
        if request.get("stream"):
            error = {"message": "stream_options is not supported", "type": "invalid_request"}
            return {"__status__": 400, "error": error}
        return completion(DRAFT)

    async def listen(text: str) -> None:
        return None

    with OpenAIStandIn(no_streams) as server:
        config = LLMConfig(api_key="k", base_url=server.base_url, model="stand-in", max_retries=0)
        gateway = ModelGateway(build_chat_model(config), config)
        assert await gateway.text(PROMPT, purpose="reply.draft", on_partial=listen) == DRAFT
        assert await gateway.text(PROMPT, purpose="reply.draft", on_partial=listen) == DRAFT
    assert [bool(r.get("stream")) for r in server.requests] == [True, False, False]
    assert gateway.breaker.allow() and not gateway.streams
