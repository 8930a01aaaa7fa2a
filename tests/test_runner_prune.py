"""GraphRunner prunes a thread's checkpoints every few runs, within a fixed bound."""

from __future__ import annotations

from pathlib import Path
from typing import TypedDict

import pytest
from langgraph.graph import END, START, StateGraph

from bot.core import runner
from bot.core.runner import PRUNE_EVERY, GraphRunner
from storage.checkpoints import KEEP_CHECKPOINTS, count_checkpoints, open_checkpointer


class Counter(TypedDict):
    n: int


def counting_runner(saver: object) -> GraphRunner:
    builder = StateGraph(Counter)
    builder.add_node("inc", lambda s: {"n": s["n"] + 1})
    builder.add_edge(START, "inc")
    builder.add_edge("inc", END)
    return GraphRunner(builder.compile(checkpointer=saver), saver)  # type: ignore[arg-type]


async def test_checkpoints_stay_within_keep_plus_the_prune_interval(tmp_path: Path) -> None:
    async with open_checkpointer(tmp_path / "cp.db") as saver:
        graph_runner = counting_runner(saver)
        counts = []
        for i in range(12):
            result = await graph_runner.start("t1", {"n": i})
            assert result.values == {"n": i + 1}
            counts.append(await count_checkpoints(saver, "t1"))
        # Never more than keep + interval - 1; back to `keep` at every prune (4 in 12 runs).
        assert max(counts) == KEEP_CHECKPOINTS + PRUNE_EVERY - 1
        assert counts[KEEP_CHECKPOINTS:].count(KEEP_CHECKPOINTS) == 12 // PRUNE_EVERY - 1


async def test_a_thread_forgotten_by_a_full_map_is_pruned_on_its_next_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runner, "MAX_COUNTED_THREADS", 2)
    async with open_checkpointer(tmp_path / "cp.db") as saver:
        graph_runner = counting_runner(saver)
        for i in range(KEEP_CHECKPOINTS + 2):
            await graph_runner.start("t1", {"n": i})
        for thread in ("t2", "t3", "t4"):  # fill the map: t1's count is dropped
            await graph_runner.start(thread, {"n": 0})
        await graph_runner.start("t1", {"n": 0})
        assert await count_checkpoints(saver, "t1") == KEEP_CHECKPOINTS
