"""The gateway against a local OpenAI-compatible server that answers badly, for each method."""

from __future__ import annotations

import json
from typing import Any

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from openai_stand_in import OpenAIStandIn, completion, garbage, hang, prose, violating
from pydantic import BaseModel

from agent.llm import LLMConfig, ModelGateway, ModelUnavailable, build_chat_model

PROMPT = [SystemMessage(content="You judge drafts."), HumanMessage(content="Judge this draft.")]
METHODS = ("function_calling", "json_schema", "json_mode")


class Verdict(BaseModel):
    """A small schema for these tests."""

    label: str
    score: float


async def no_sleep(seconds: float) -> None:
    return None


def gateway_for(base_url: str, method: str, **config: Any) -> ModelGateway:
    """Build the real ChatOpenAI client behind a gateway, pointed at the stand-in."""
    settings: dict[str, Any] = {"max_retries": 1, "timeout_s": 5.0, **config}
    cfg = LLMConfig(
        api_key=None, base_url=base_url, structured_method=method, max_tokens=321, **settings
    )  # type: ignore[arg-type]
    return ModelGateway(build_chat_model(cfg), cfg, sleep=no_sleep)


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("answer", [prose, garbage, violating], ids=lambda f: f.__name__)
async def test_bad_answers_are_reasked_once_and_never_open_the_breaker(method: str, answer) -> None:
    with OpenAIStandIn(answer) as server:
        gateway = gateway_for(server.base_url, method, failure_threshold=2)
        for _ in range(3):
            with pytest.raises(ModelUnavailable):
                await gateway.structured(Verdict, PROMPT, purpose="reply.judge")
        assert gateway.breaker.state == "closed"
    # Each call: one ask and one re-ask that quotes the problem; every request is bounded.
    assert len(server.requests) == 6
    reask = server.requests[1]["messages"][-1]["content"]
    assert "could not be used" in reask and "Verdict" in reask
    bounds = {(r["max_completion_tokens"], r["max_tokens"]) for r in server.requests}
    assert bounds == {(321, 321)}


@pytest.mark.parametrize(
    ("method", "key", "expected"),
    [
        ("function_calling", "tools", None),
        ("json_schema", "response_format", "json_schema"),
        ("json_mode", "response_format", "json_object"),
    ],
)
async def test_each_method_sends_its_request_shape_and_reads_the_answer(
    method: str, key: str, expected: str | None
) -> None:
    def answer(request: dict[str, Any]) -> dict[str, Any]:
        args = json.dumps({"label": "fine", "score": 0.8})
        if request.get("tools"):
            function = {"name": "Verdict", "arguments": args}
            call = {"id": "c1", "type": "function", "function": function}
            return completion(None, [call])
        return completion(args)

    with OpenAIStandIn(answer) as server:
        gateway = gateway_for(server.base_url, method)
        result = await gateway.structured(Verdict, PROMPT, purpose="reply.judge")
    assert result == Verdict(label="fine", score=0.8)
    sent = server.requests[0]
    assert key in sent
    if expected is not None:
        assert sent[key]["type"] == expected
        # Plain-JSON methods carry the schema in the system prompt too.
        assert '"label"' in sent["messages"][0]["content"]


async def test_a_second_answer_that_validates_is_used() -> None:
    answers = iter([completion("I'd say it is fine."), completion('{"label": "ok", "score": 1}')])
    with OpenAIStandIn(lambda request: next(answers)) as server:
        gateway = gateway_for(server.base_url, "json_mode")
        assert (await gateway.structured(Verdict, PROMPT, purpose="x")).label == "ok"
    assert len(server.requests) == 2


async def test_a_server_that_times_out_opens_the_breaker() -> None:
    with OpenAIStandIn(hang) as server:
        gateway = gateway_for(server.base_url, "json_schema", timeout_s=0.3, max_retries=0)
        for _ in range(3):
            with pytest.raises(ModelUnavailable):
                await gateway.structured(Verdict, PROMPT, purpose="reply.judge")
        assert gateway.breaker.state == "open"
        requests = len(server.requests)
        with pytest.raises(ModelUnavailable):
            await gateway.structured(Verdict, PROMPT, purpose="reply.judge")
        assert len(server.requests) == requests  # refused without calling the server


def test_auto_method_is_function_calling_for_openai_and_json_schema_for_local_servers() -> None:
    cfg = LLMConfig(api_key="k", base_url=None)
    assert ModelGateway(build_chat_model(cfg), cfg).method == "function_calling"
    local = LLMConfig(api_key=None, base_url="http://127.0.0.1:8080/v1")
    assert ModelGateway(build_chat_model(local), local).method == "json_schema"
