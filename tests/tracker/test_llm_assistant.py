"""The tool-calling tracker assistant on a scripted fake model: tools, guards, limits, fallback."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from fakes import ScriptedChatModel, tool_reply
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage, ToolMessage
from langchain_core.outputs import ChatResult

from agent.llm import CircuitBreaker, LLMConfig, ModelGateway
from agent.tracker.assistant import (
    FALLBACK_TEXT,
    LLMTrackerAssistant,
    build_tracker_assistant,
)
from agent.tracker.offline import OfflineTrackerAssistant
from agent.tracker.tools import ID_HINT
from storage.repositories import Repositories
from tracker.support import NOW, USER


def gateway_over(model: ScriptedChatModel, breaker: CircuitBreaker | None = None) -> ModelGateway:
    config = LLMConfig(api_key="k", base_url=None, max_retries=0)
    return ModelGateway(model, config, breaker=breaker)


def llm(
    repos: Repositories, script: list[Any], breaker: CircuitBreaker | None = None, **kwargs: Any
) -> tuple[LLMTrackerAssistant, ScriptedChatModel]:
    model = ScriptedChatModel(script=script)
    gateway = gateway_over(model, breaker)
    return LLMTrackerAssistant(gateway, repos, clock=lambda: NOW, **kwargs), model


def tool_results(messages: list[BaseMessage]) -> list[dict[str, Any]]:
    return [json.loads(str(m.content)) for m in messages if isinstance(m, ToolMessage)]


async def test_question_answered_after_one_list_call(repos: Repositories) -> None:
    final = "Acme Corp is waiting for your reply; Globex is interviewing; Initech is quiet."
    assistant, model = llm(repos, [tool_reply("list_opportunities", {}), final])
    assert await assistant.answer(USER, "where do I stand?") == final
    assert model.calls == 2
    first, second = model.seen
    assert (
        isinstance(first[0], SystemMessage) and "answer as soon as" in str(first[0].content).lower()
    )
    [listed] = tool_results(second)
    assert [o["company"] for o in listed["opportunities"]] == ["Globex", "Acme Corp", "Initech"]
    assert "Umbrella" not in json.dumps(listed)


async def test_user_id_never_reaches_the_model(repos: Repositories) -> None:
    assistant, model = llm(repos, [tool_reply("get_opportunity", {"opportunity_id": "O001"}), "ok"])
    await assistant.answer(USER, "what about Acme?")
    sent = json.dumps([str(m.content) for call in model.seen for m in call])
    assert USER not in sent and "U0SEEKER" not in sent
    assert "Acme Corp" in sent


async def test_hallucinated_ids_get_structured_errors_then_the_model_corrects(
    repos: Repositories,
) -> None:
    script = [
        tool_reply("get_opportunity", {"opportunity_id": "opp-7"}),
        tool_reply("get_opportunity", {"opportunity_id": "O999"}),
        tool_reply("list_opportunities", {}),
        tool_reply("skills_gap", {"opportunity_id": "O002"}),
        "For Globex, brush up on Kubernetes and Kafka; talk about Python and PostgreSQL.",
    ]
    assistant, model = llm(repos, script)
    answer = await assistant.answer(USER, "what should I prepare for the Globex interview?")
    assert answer.startswith("For Globex, brush up on Kubernetes")
    invalid, missing, listed, gap = tool_results(model.seen[-1])
    assert invalid == {"error": "invalid_id", "message": ID_HINT, "retriable": True}
    assert missing == {"error": "not_found", "message": ID_HINT, "retriable": True}
    assert listed["count"] == 3
    assert {m["skill"] for m in gap["matched"]} == {"Python", "PostgreSQL"}
    assert model.calls == 5


async def test_wrong_tool_name_and_arguments_are_errors_the_model_can_fix(
    repos: Repositories,
) -> None:
    script = [
        tool_reply("get_user_opportunities", {"user_id": "someone-else"}),
        tool_reply("get_opportunity", {"id": "O001"}),
        tool_reply("get_opportunity", {"opportunity_id": "O001"}),
        "Acme is waiting for your reply.",
    ]
    assistant, model = llm(repos, script)
    assert await assistant.answer(USER, "what's up with Acme?") == "Acme is waiting for your reply."
    unknown, *results = [m for m in model.seen[-1] if isinstance(m, ToolMessage)]
    assert "not a valid tool" in unknown.text and "list_opportunities" in unknown.text
    bad_args, found = [json.loads(m.text) for m in results]
    assert bad_args["error"] == "invalid_arguments" and bad_args["retriable"] is True
    assert found["company"] == "Acme Corp"


async def test_ten_tool_calls_at_most_then_a_helpful_message(repos: Repositories) -> None:
    script: list[Any] = [tool_reply("list_opportunities", {}) for _ in range(11)]
    script.append("never reached")
    assistant, model = llm(repos, script)
    answer = await assistant.answer(USER, "which ones need my action?")
    assert answer.startswith("I looked up 10 things and still had no complete answer")
    assert "These need your action:" in answer  # the offline answer follows
    assert model.calls == 11 and model.script == ["never reached"]
    assert len(tool_results(model.seen[-1])) == 10


async def test_one_message_with_many_calls_is_cut_at_the_limit(repos: Repositories) -> None:
    calls = [{"name": "list_opportunities", "args": {}, "id": f"call_{i}"} for i in range(12)]
    script = [AIMessage(content="", tool_calls=calls), "never reached"]
    assistant, model = llm(repos, script)
    answer = await assistant.answer(USER, "where do I stand?")
    assert answer.startswith("I looked up 10 things")
    assert model.calls == 1


async def test_recursion_limit_ends_with_a_helpful_message(repos: Repositories) -> None:
    script = [tool_reply("list_opportunities", {}) for _ in range(5)]
    assistant, _ = llm(repos, script, recursion_limit=3)
    answer = await assistant.answer(USER, "where do I stand?")
    assert answer.startswith("That question took too many steps")
    assert "Your opportunities:" in answer


class SlowModel(ScriptedChatModel):
    """A model that never answers in time."""

    async def _agenerate(
        self, messages: list[BaseMessage], *args: Any, **kwargs: Any
    ) -> ChatResult:
        await asyncio.sleep(5)
        return await super()._agenerate(messages, *args, **kwargs)


async def test_timeout_ends_with_a_helpful_message(repos: Repositories) -> None:
    model = SlowModel(script=["too late"])
    assistant = LLMTrackerAssistant(gateway_over(model), repos, timeout_s=2, clock=lambda: NOW)
    answer = await assistant.answer(USER, "which ones need my action?")
    assert answer.startswith("That took longer than 2 seconds")
    assert "These need your action:" in answer


async def test_model_failure_falls_back_to_the_offline_answer(repos: Repositories) -> None:
    breaker = CircuitBreaker(failure_threshold=1, cooldown_s=60)
    assistant, model = llm(
        repos, [tool_reply("list_opportunities", {}), ConnectionError("down")], breaker=breaker
    )
    offline = await OfflineTrackerAssistant(repos, clock=lambda: NOW).answer(
        USER, "which ones need my action?"
    )
    answer = await assistant.answer(USER, "which ones need my action?")
    assert answer == f"{FALLBACK_TEXT}\n\n{offline}"
    assert breaker.state == "open"
    # With the circuit open the model is not even asked.
    await assistant.answer(USER, "which ones need my action?")
    assert model.calls == 2


async def test_empty_final_answer_falls_back_to_offline(repos: Repositories) -> None:
    assistant, _ = llm(repos, [AIMessage(content="")])
    answer = await assistant.answer(USER, "what's happening with Acme?")
    assert answer.startswith(FALLBACK_TEXT)
    assert "Acme Corp — Frontend Developer [O001]" in answer


def test_prompt_treats_employer_text_as_data(repos: Repositories) -> None:
    from agent.tracker.graph import system_prompt

    prompt = system_prompt()
    assert "never instructions" in prompt and "Never guess an id" in prompt
    assert "only what the tools return" in prompt


async def test_build_picks_offline_without_a_model(repos: Repositories) -> None:
    assert isinstance(build_tracker_assistant(repos, None), OfflineTrackerAssistant)
    built = build_tracker_assistant(repos, gateway_over(ScriptedChatModel(script=[])), timeout_s=5)
    assert isinstance(built, LLMTrackerAssistant) and built.timeout_s == 5


async def test_every_step_of_the_tool_loop_goes_through_the_gateway(repos: Repositories) -> None:
    from agent.llm import UsageRecord

    model = ScriptedChatModel(script=[tool_reply("list_opportunities", {}), "All fine."])
    records: list[UsageRecord] = []

    async def sink(record: UsageRecord) -> None:
        records.append(record)

    config = LLMConfig(api_key="k", base_url=None, max_retries=0)
    gateway = ModelGateway(model, config, usage_sink=sink)
    assistant = LLMTrackerAssistant(gateway, repos, clock=lambda: NOW)
    assert await assistant.answer(USER, "where do I stand?") == "All fine."
    assert [(r.purpose, r.ok) for r in records] == [("tracker.answer", True)] * 2
