"""Baseline for bench/interview_overhead.py: a bare LangGraph + SQLite interrupt/resume.

One node that interrupts, resumed once per turn, on `AsyncSqliteSaver` over a SQLite file
(WAL, as the app opens it); its state is the interview's own state, copied from the
interview thread's latest checkpoint, so both sides serialize and store the same bytes.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypedDict

import aiosqlite
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import START, StateGraph
from langgraph.types import Command, interrupt


class BareState(TypedDict, total=False):
    """The interview's state as one opaque value, plus the latest answer."""

    data: dict[str, Any]
    answer: str


def ask(state: BareState) -> BareState:
    """Wait for the next answer (the whole graph: one interrupt per turn)."""
    return {"answer": interrupt("next question?")}


async def interview_state(saver: AsyncSqliteSaver, thread_id: str) -> dict[str, Any]:
    """Return the channel values of a thread's latest checkpoint."""
    found = await saver.aget_tuple({"configurable": {"thread_id": thread_id}})
    if found is None:
        raise RuntimeError("the interview thread has no checkpoint")
    values = found.checkpoint["channel_values"]
    return {k: v for k, v in values.items() if not k.startswith("__")}


class BareInterview:
    """The bare graph on its own SQLite file, resumed one answer at a time."""

    def __init__(self, graph: Any) -> None:
        self.graph = graph
        self.config: Any = {"configurable": {"thread_id": "bare"}, "recursion_limit": 25}
        self.wall: list[float] = []  # per-turn wall times (ms)
        self.cpu: list[float] = []  # per-turn CPU times (ms, every thread of the process)

    async def turn(self, answer: str) -> None:
        """Resume the graph with one answer and record the turn's wall and CPU time."""
        started, cpu_started = time.perf_counter(), time.process_time()
        await self.graph.ainvoke(Command(resume=answer), self.config)
        self.wall.append((time.perf_counter() - started) * 1000)
        self.cpu.append((time.process_time() - cpu_started) * 1000)


@asynccontextmanager
async def bare_interview(state: dict[str, Any], db: Path) -> AsyncIterator[BareInterview]:
    """Open the bare graph on `db`, started on `state` and waiting for its first answer."""
    conn = await aiosqlite.connect(str(db))
    await conn.execute("PRAGMA journal_mode=WAL")
    try:
        saver = AsyncSqliteSaver(conn)
        await saver.setup()
        builder = StateGraph(BareState)
        builder.add_node("ask", ask)
        builder.add_edge(START, "ask")  # start by asking
        builder.add_edge("ask", "ask")  # every answer is followed by the next question
        bare = BareInterview(builder.compile(checkpointer=saver))
        await bare.graph.ainvoke({"data": state}, bare.config)
        yield bare
    finally:
        await conn.close()
