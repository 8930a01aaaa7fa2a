"""Tests for the LLM layer: model factory, gateway retries, circuit breaker and usage records."""

from __future__ import annotations

import asyncio
import email.utils
import json
import logging
from typing import Any

import httpx
import openai
import pytest
from fakes import HANG, USAGE, ScriptedChatModel, tool_reply
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_openai import ChatOpenAI
from pydantic import BaseModel, SecretStr

from agent.llm import (
    CircuitBreaker,
    LLMConfig,
    ModelGateway,
    ModelUnavailable,
    UsageRecord,
    build_chat_model,
    load_prompt,
)
from agent.llm_retry_after import MAX_RETRY_AFTER_S, retry_after_s
from agent.llm_scope import llm_budget, llm_scope


class Verdict(BaseModel):
    """A tiny schema for structured-output tests."""

    label: str
    score: float


ScriptedModel = ScriptedChatModel


GOOD = tool_reply("Verdict", {"label": "fine", "score": 0.9})


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make_gateway(
    script: list[Any], **config: Any
) -> tuple[ModelGateway, ScriptedModel, list[UsageRecord], list[float]]:
    """Build a gateway over a scripted model, capturing usage and backoff sleeps."""
    model = ScriptedModel(script=list(script))
    records: list[UsageRecord] = []
    sleeps: list[float] = []

    async def sink(record: UsageRecord) -> None:
        records.append(record)

    async def fake_sleep(seconds: float) -> None:
        sleeps.append(seconds)

    # Generous by default: only the tests of hanging models shorten it.
    cfg = LLMConfig(api_key="k", base_url=None, **{"timeout_s": 10.0, **config})
    gateway = ModelGateway(model, cfg, usage_sink=sink, sleep=fake_sleep)
    return gateway, model, records, sleeps


PROMPT: list[BaseMessage] = [HumanMessage(content="secret resume text of Jane Roe")]


async def test_structured_happy_path_records_usage() -> None:
    gateway, model, records, sleeps = make_gateway([GOOD])
    result = await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert result == Verdict(label="fine", score=0.9)
    assert model.calls == 1 and sleeps == []
    assert len(records) == 1
    record = records[0]
    assert (record.purpose, record.model, record.ok) == ("judge", "gpt-4o-mini", True)
    assert (record.input_tokens, record.output_tokens) == (
        USAGE["input_tokens"],
        USAGE["output_tokens"],
    )
    assert record.latency_ms >= 0


async def test_timeout_is_retried_then_succeeds() -> None:
    gateway, model, records, sleeps = make_gateway([HANG, GOOD], timeout_s=0.5)
    result = await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert result.label == "fine"
    assert model.calls == 2 and len(sleeps) == 1
    assert [r.ok for r in records] == [False, True]
    assert records[0].input_tokens == 0


async def test_repeated_timeouts_raise_model_unavailable_with_backoff() -> None:
    gateway, model, records, sleeps = make_gateway([HANG, HANG, HANG], max_retries=2, timeout_s=0.5)
    with pytest.raises(ModelUnavailable):
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert model.calls == 3
    assert len(sleeps) == 2 and sleeps[1] > sleeps[0] > 0
    assert [r.ok for r in records] == [False, False, False]


async def test_garbage_arguments_are_reasked_once_with_the_error_then_unavailable() -> None:
    garbage = tool_reply("Verdict", {"label": ["not", "a", "string"], "score": "high"})
    gateway, model, records, sleeps = make_gateway([garbage, garbage, garbage])
    with pytest.raises(ModelUnavailable):
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert model.calls == 2 and sleeps == []
    # The re-ask carries the validation error, not the same prompt again.
    reask = model.seen[1][-1]
    assert model.seen[0] == PROMPT and "label" in reask.text and "Verdict" in reask.text
    # The raw message still carries usage, so failed attempts are paid for in the records.
    assert [(r.ok, r.input_tokens) for r in records] == [(False, USAGE["input_tokens"])] * 2
    # Bad answers come from a server that is up: they never open the circuit.
    assert gateway.breaker.state == "closed"


async def test_reply_without_tool_call_is_retried() -> None:
    gateway, model, _, _ = make_gateway(["I think it is fine.", GOOD])
    result = await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert result.score == 0.9 and model.calls == 2


async def test_connection_errors_are_retried() -> None:
    request = httpx.Request("POST", "http://llm.invalid/v1/chat/completions")
    # openai annotates its errors with its vendored httpx2; plain httpx objects work at runtime.
    errors = [ConnectionError("reset"), openai.APIConnectionError(request=request)]  # type: ignore[arg-type]
    gateway, model, _, sleeps = make_gateway([*errors, GOOD])
    assert (await gateway.structured(Verdict, PROMPT, purpose="judge")).label == "fine"
    assert model.calls == 3 and len(sleeps) == 2


def _busy(status: int, **headers: str) -> openai.APIStatusError:
    request = httpx.Request("POST", "http://llm.invalid/v1/chat/completions")
    response = httpx.Response(status, request=request, headers=headers)
    error = openai.RateLimitError if status == 429 else openai.InternalServerError
    return error("busy", response=response, body=None)  # type: ignore[arg-type]


async def test_a_busy_server_is_retried_after_the_wait_it_asked_for() -> None:
    gateway, model, _, sleeps = make_gateway(
        [_busy(429, **{"retry-after": "3"}), _busy(503, **{"retry-after-ms": "1500"}), GOOD]
    )
    assert (await gateway.structured(Verdict, PROMPT, purpose="judge")).label == "fine"
    assert model.calls == 3
    assert 3.0 <= sleeps[0] < 3.3 and 1.5 <= sleeps[1] < 1.8


async def test_a_wait_longer_than_the_run_budget_goes_to_the_fallback_at_once() -> None:
    gateway, model, _, sleeps = make_gateway([_busy(429, **{"retry-after": "30"}), GOOD])
    with llm_scope("u1"), llm_budget(10), pytest.raises(ModelUnavailable) as caught:
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert caught.value.reason == "budget" and model.calls == 1 and sleeps == []
    assert gateway.breaker.state == "closed"


def test_retry_after_reads_seconds_dates_and_ignores_nonsense() -> None:
    assert retry_after_s(_busy(429, **{"retry-after": "2.5"})) == 2.5
    assert retry_after_s(_busy(429, **{"retry-after": "86400"})) == MAX_RETRY_AFTER_S
    date = "Wed, 21 Oct 2015 07:28:10 GMT"
    now = email.utils.parsedate_to_datetime(date).timestamp() - 4
    assert retry_after_s(_busy(429, **{"retry-after": date}), now=now) == pytest.approx(4)
    assert retry_after_s(_busy(429, **{"retry-after": date}), now=now + 10) == 0.0
    assert retry_after_s(_busy(429, **{"retry-after": "soon"})) is None
    assert retry_after_s(_busy(429, **{"retry-after-ms": "nan"})) is None
    assert retry_after_s(_busy(429)) is None
    assert retry_after_s(TimeoutError()) is None


async def test_authentication_error_is_not_retried() -> None:
    request = httpx.Request("POST", "http://llm.invalid/v1/chat/completions")
    response = httpx.Response(401, request=request)
    error = openai.AuthenticationError("bad key", response=response, body=None)  # type: ignore[arg-type]
    gateway, model, records, sleeps = make_gateway([error, GOOD])
    with pytest.raises(ModelUnavailable):
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert model.calls == 1 and sleeps == [] and len(records) == 1


async def test_failures_log_purpose_and_error_class_but_not_prompt(
    caplog: pytest.LogCaptureFixture,
) -> None:
    gateway, _, _, _ = make_gateway(
        [ConnectionError("Jane Roe"), HANG], max_retries=1, timeout_s=0.5
    )
    with caplog.at_level(logging.DEBUG, logger="agent.llm"), pytest.raises(ModelUnavailable):
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert "purpose=judge" in caplog.text and "ConnectionError" in caplog.text
    assert "Jane Roe" not in caplog.text and "secret" not in caplog.text


async def test_text_returns_stripped_content_and_retries_empty() -> None:
    reply = AIMessage(content="  What scale did it run at?  ", usage_metadata=USAGE)  # type: ignore[arg-type]
    gateway, model, records, _ = make_gateway(["", reply])
    assert await gateway.text(PROMPT, purpose="write") == "What scale did it run at?"
    assert model.calls == 2
    assert [r.ok for r in records] == [False, True]


def test_breaker_opens_half_opens_and_closes() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failure_threshold=3, cooldown_s=60, clock=clock)
    for _ in range(2):
        assert breaker.allow()
        breaker.record_failure()
    assert breaker.state == "closed"
    breaker.record_failure()
    assert breaker.state == "open" and not breaker.allow()
    clock.now += 59
    assert not breaker.allow()
    clock.now += 1
    assert breaker.state == "half_open"
    assert breaker.allow()
    assert not breaker.allow()  # only one trial at a time
    breaker.record_success()
    assert breaker.state == "closed" and breaker.allow()


def test_failed_trial_reopens_the_circuit() -> None:
    clock = Clock()
    breaker = CircuitBreaker(failure_threshold=1, cooldown_s=10, clock=clock)
    breaker.record_failure()
    clock.now += 10
    assert breaker.allow()
    breaker.record_failure()
    assert breaker.state == "open" and not breaker.allow()
    clock.now += 10
    assert breaker.allow()


def test_success_resets_the_failure_count() -> None:
    breaker = CircuitBreaker(failure_threshold=2, cooldown_s=10, clock=Clock())
    breaker.record_failure()
    breaker.record_success()
    breaker.record_failure()
    assert breaker.state == "closed"


async def test_gateway_skips_the_model_while_the_circuit_is_open() -> None:
    clock = Clock()
    script = [ConnectionError("a"), ConnectionError("b"), GOOD]
    model = ScriptedModel(script=script)
    config = LLMConfig(api_key="k", base_url=None, max_retries=0, failure_threshold=2)
    breaker = CircuitBreaker(config.failure_threshold, config.cooldown_s, clock=clock)
    gateway = ModelGateway(model, config, breaker=breaker)
    for _ in range(2):
        with pytest.raises(ModelUnavailable):
            await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert breaker.state == "open"
    with pytest.raises(ModelUnavailable):
        await gateway.structured(Verdict, PROMPT, purpose="judge")
    assert model.calls == 2  # refused without calling the model
    clock.now += config.cooldown_s
    assert (await gateway.structured(Verdict, PROMPT, purpose="judge")).label == "fine"
    assert model.calls == 3 and breaker.state == "closed"


def test_build_chat_model_configures_chat_openai_without_connecting() -> None:
    config = LLMConfig(api_key="sk-test", base_url="http://localhost:11434/v1", model="llama3")
    model = build_chat_model(config)
    assert isinstance(model, ChatOpenAI)
    assert model.model_name == "llama3" and model.max_retries == 0
    assert model.request_timeout == 30.0 and model.temperature == 0.2
    assert model.openai_api_base == "http://localhost:11434/v1"
    assert isinstance(model.openai_api_key, SecretStr)
    assert model.openai_api_key.get_secret_value() == "sk-test"


def test_build_chat_model_needs_a_key_or_a_base_url() -> None:
    local = build_chat_model(LLMConfig(api_key=None, base_url="http://localhost:8000/v1"))
    assert isinstance(local, ChatOpenAI)
    with pytest.raises(ValueError):
        build_chat_model(LLMConfig(api_key=None, base_url=None))


async def test_chat_openai_structured_output_uses_function_calling() -> None:
    requests: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        requests.append(json.loads(request.content))
        call = {"id": "call_1", "type": "function", "function": {"name": "Verdict"}}
        call["function"]["arguments"] = json.dumps({"label": "ok", "score": 1.0})  # type: ignore[index]
        body = {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "created": 0,
            "model": "llama3",
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "tool_calls",
                    "message": {"role": "assistant", "content": None, "tool_calls": [call]},
                }
            ],
            "usage": {"prompt_tokens": 30, "completion_tokens": 7, "total_tokens": 37},
        }
        return httpx.Response(200, json=body)

    client = httpx.AsyncClient(transport=httpx.MockTransport(handler))
    model = ChatOpenAI(
        model="llama3",
        api_key=SecretStr("k"),
        base_url="http://llm.invalid/v1",
        http_async_client=client,
    )
    records: list[UsageRecord] = []

    async def sink(record: UsageRecord) -> None:
        records.append(record)

    gateway = ModelGateway(model, LLMConfig(api_key="k", base_url=None), usage_sink=sink)
    assert await gateway.structured(Verdict, PROMPT, purpose="judge") == Verdict(
        label="ok", score=1
    )
    sent = requests[0]
    assert sent["tools"][0]["function"]["name"] == "Verdict" and "response_format" not in sent
    assert (records[0].model, records[0].input_tokens, records[0].output_tokens) == (
        "llama3",
        30,
        7,
    )
    await client.aclose()


def test_load_prompt_reads_packaged_files() -> None:
    assert "{resume}" in load_prompt("interview", "prompts/analyze_resume.txt")
    with pytest.raises(FileNotFoundError):
        load_prompt("interview", "prompts/missing.txt")


async def test_a_call_cancelled_by_the_callers_deadline_counts_against_the_breaker() -> None:
    model = ScriptedChatModel(script=[HANG] * 5)
    config = LLMConfig(api_key="k", base_url=None, timeout_s=30, max_retries=0, failure_threshold=2)
    gateway = ModelGateway(model, config)
    for _ in range(2):
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(gateway.text([HumanMessage("hi")], purpose="write"), 0.05)
    assert gateway.breaker.state == "open"
    with pytest.raises(ModelUnavailable):
        await gateway.text([HumanMessage("hi")], purpose="write")
