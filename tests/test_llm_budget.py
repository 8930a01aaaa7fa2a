"""The run budget and the per-user cap as the gateway applies them."""

from __future__ import annotations

import pytest
from fakes import HANG, ScriptedChatModel
from langchain_core.messages import HumanMessage

from agent.llm import LLMConfig, ModelGateway, ModelUnavailable
from agent.llm_scope import MODEL_SHARE, current_scope, llm_budget, llm_scope

PROMPT = [HumanMessage(content="hi")]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Cap:
    """Allow `left` calls, then refuse."""

    def __init__(self, left: int) -> None:
        self.left = left
        self.asked: list[str] = []

    async def allow(self, user_id: str) -> bool:
        self.asked.append(user_id)
        self.left -= 1
        return self.left >= 0


def gateway(script: list, **config: object) -> tuple[ModelGateway, ScriptedChatModel]:
    model = ScriptedChatModel(script=list(script))
    cfg = LLMConfig(api_key="k", base_url=None, **config)  # type: ignore[arg-type]
    return ModelGateway(model, cfg), model


async def test_a_spent_budget_skips_the_call_without_touching_the_breaker() -> None:
    gw, model = gateway(["hello"], failure_threshold=1)
    with llm_scope("u1") as turn, llm_budget(10):
        clock = Clock()
        turn.clock = clock
        turn.deadline = 0.5  # less than one attempt's minimum is left
        with pytest.raises(ModelUnavailable) as caught:
            await gw.text(PROMPT, purpose="reply.draft")
    assert caught.value.reason == "budget" and turn.skipped == {"budget"}
    assert model.calls == 0 and gw.breaker.state == "closed"


async def test_an_attempt_is_cut_to_the_budget_left_and_that_cut_is_not_a_fault() -> None:
    gw, model = gateway([HANG], timeout_s=30, failure_threshold=1, max_retries=3)
    with llm_scope("u1") as turn:
        turn.deadline = turn.clock() + 1.2
        with pytest.raises(ModelUnavailable) as caught:
            await gw.text(PROMPT, purpose="reply.draft")
    assert caught.value.reason == "budget" and model.calls == 1
    assert gw.breaker.state == "closed"


def test_the_budget_is_a_share_of_the_run_timeout_and_nests() -> None:
    with llm_scope("u1") as turn:
        with llm_budget(60):
            outer = turn.remaining()
            with llm_budget(8):
                inner = current_scope().remaining()  # type: ignore[union-attr]
            assert current_scope() is turn
        assert turn.remaining() is None
    assert outer is not None and 60 * MODEL_SHARE - 1 < outer <= 60 * MODEL_SHARE
    assert inner is not None and inner <= 8 * MODEL_SHARE


async def test_the_daily_cap_refuses_the_users_calls_once_reached() -> None:
    model = ScriptedChatModel(script=["one", "two"])
    cap = Cap(left=1)
    gw = ModelGateway(model, LLMConfig(api_key="k", base_url=None), limiter=cap)
    with llm_scope("slack:U1") as turn:
        assert await gw.text(PROMPT, purpose="interview.write_turn") == "one"
        with pytest.raises(ModelUnavailable) as caught:
            await gw.text(PROMPT, purpose="interview.write_turn")
    assert caught.value.reason == "daily_cap" and turn.skipped == {"daily_cap"}
    assert model.calls == 1 and cap.asked == ["slack:U1", "slack:U1"]
    assert gw.breaker.state == "closed"
