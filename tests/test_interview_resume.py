"""An answer resumes the question this process asked without reading the state first,
and a question answered elsewhere (another process, a reset thread) is never answered twice."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypedDict

import pytest
from langgraph.graph import START, StateGraph
from langgraph.types import interrupt
from tests_support import RESUME

from bot.core.messages import ConversationKey, IncomingMessage
from bot.core.runner import GraphRunner
from bot.runtime import App, open_app
from bot.settings import Settings
from storage.checkpoints import count_checkpoints, open_checkpointer

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "1")


def msg(text: str) -> IncomingMessage:
    return IncomingMessage(key=KEY, user_id=USER, text=text)


def count_reads(app: App, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the checkpointer's state reads (LangGraph's own load, or a read before it)."""
    reads = [0]
    original = app.checkpointer.aget_tuple

    async def counted(config: Any) -> Any:
        reads[0] += 1
        return await original(config)

    monkeypatch.setattr(app.checkpointer, "aget_tuple", counted)
    return reads


async def interview_state(app: App) -> dict[str, Any]:
    result, _ = await app.service.interview.runner.snapshot(KEY.thread_id)
    return result.values


async def test_an_answer_reads_the_checkpoint_once(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    await app.service.handle(msg(RESUME))
    reads = count_reads(app, monkeypatch)
    for turn, text in enumerate(("About 4 years.", "I led it.", "In production."), start=1):
        replies = await app.service.handle(msg(text))
        assert replies[-1].expects_text
        assert reads[0] == turn  # the run's own load only: no state read before the resume
    assert (await interview_state(app))["turns"] == 3


async def test_a_question_answered_in_another_process_is_not_answered_again(
    settings: Settings,
) -> None:
    async with open_app(settings) as first, open_app(settings) as second:
        await first.service.handle(msg(RESUME))  # `first` remembers the question it asked
        await second.service.handle(msg("About 4 years."))  # answered by another process
        replies = await first.service.handle(msg("I led it, in production."))
        assert replies[-1].expects_text
        state = await interview_state(first)
        # The second answer went to the second question: the first one was not re-answered
        # (nor was the answer dropped by re-asking the question `first` remembered).
        assert state["turns"] == 2
        assert state["answer"] == "I led it, in production."


class Turns(TypedDict, total=False):
    asked: int
    answers: list[str]


def ask(state: Turns) -> Turns:
    answer = interrupt(f"question {state.get('asked', 0)}")
    return {"asked": state.get("asked", 0) + 1, "answers": [*state.get("answers", []), answer]}


def asking_runner(saver: Any) -> GraphRunner:
    builder = StateGraph(Turns)
    builder.add_node("ask", ask)
    builder.add_edge(START, "ask")
    builder.add_edge("ask", "ask")
    return GraphRunner(builder.compile(checkpointer=saver), saver)


async def test_a_stale_remembered_question_is_refused_before_anything_is_written(
    tmp_path: Path,
) -> None:
    async with open_checkpointer(tmp_path / "cp.db") as saver:
        here, elsewhere = asking_runner(saver), asking_runner(saver)
        await here.start("t", {"asked": 0})
        result = await elsewhere.resume_remembered("t", "lost")
        assert result is None  # nothing was asked by `elsewhere`: it must read the state
        state, _ = await elsewhere.snapshot("t")
        assert state.interrupt is not None
        await elsewhere.resume("t", state.interrupt.id, "first")
        checkpoints = await count_checkpoints(saver, "t")

        assert await here.resume_remembered("t", "stale") is None
        assert await count_checkpoints(saver, "t") == checkpoints
        state, _ = await here.snapshot("t")
        assert state.values["answers"] == ["first"]

        result = await elsewhere.resume_remembered("t", "second")
        assert result is not None and result.values["answers"] == ["first", "second"]
        assert result.interrupt is not None and result.interrupt.value == "question 2"


async def test_a_reset_thread_forgets_its_question(tmp_path: Path) -> None:
    async with open_checkpointer(tmp_path / "cp.db") as saver:
        runner = asking_runner(saver)
        await runner.start("t", {"asked": 0})
        await runner.reset("t")
        assert await runner.resume_remembered("t", "late") is None
        assert await count_checkpoints(saver, "t") == 0
