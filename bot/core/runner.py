"""Running a compiled graph on one thread: limits, timeouts, pending interrupts, pruning."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.errors import GraphRecursionError, UnknownInterruptError
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command, Durability, Interrupt

from agent.llm_scope import llm_budget
from bot.core.progress import report_stage
from bot.core.replay import EVENT_KEY, run_metadata
from storage.checkpoints import Checkpointer, prune_thread

logger = logging.getLogger(__name__)

try:  # LangGraph's strict resume has no public switch: without it, answers read the state first
    from langgraph._internal._constants import CONFIG_KEY_STRICT_RESUME as _STRICT

    STRICT_RESUME: str | None = _STRICT
except ImportError:  # pragma: no cover - a LangGraph that moved it
    STRICT_RESUME = None

RECURSION_LIMIT = 25
# Where `ainvoke` puts the interrupts of a run that stopped at one.
INTERRUPT_KEY = "__interrupt__"
# Persist a run's state once, when it stops (interrupt, end, or error), not after every
# step: the per-step saves were most of the database round trips of a turn. A run killed
# midway leaves the thread at its previous checkpoint, so it is re-run from there (a pending
# interrupt stays pending, which is what a failed or timed-out decision needs anyway).
DURABILITY: Durability = "exit"
# Each run adds one checkpoint ("exit"), so pruning every few runs of a thread keeps it at
# most KEEP_CHECKPOINTS + PRUNE_EVERY - 1, and spares most turns the prune's round trips.
PRUNE_EVERY = 3
# Runs since the last prune, per thread; an unknown thread (or one forgotten when the map is
# full) is pruned on its next run, so the bound holds whatever is forgotten. The interrupts
# remembered for `resume_remembered` share the bound: a forgotten one costs a state read.
MAX_COUNTED_THREADS = 10_000


class RunFailed(Exception):
    """A graph run did not finish: it timed out or looped past its step limit."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class RunResult:
    """What a run left behind: the state values and the pending interrupt, if any."""

    values: dict[str, Any] = field(default_factory=dict)
    interrupt: Interrupt | None = None


class GraphRunner:
    """Runs one compiled graph with a step limit and a timeout, and prunes its checkpoints."""

    def __init__(
        self,
        graph: CompiledStateGraph,
        checkpointer: Checkpointer | None,
        *,
        timeout_s: float = 60.0,
        stages: tuple[str, str] = ("", ""),
        durability: Durability = DURABILITY,
    ) -> None:
        self.graph = graph
        self.checkpointer = checkpointer
        self.timeout_s = timeout_s
        # Progress notices for a slow run: (a fresh start, a resumed run); "" keeps the last.
        self.stages = stages
        self.durability = durability
        self._since_prune: dict[str, int] = {}
        # The interrupt each thread's last run in this process stopped at.
        self._pending: dict[str, str] = {}

    @staticmethod
    def config(thread_id: str) -> RunnableConfig:
        """Return the run config of a thread (a turn's run records its inbox event)."""
        return {
            "configurable": {"thread_id": thread_id},
            "recursion_limit": RECURSION_LIMIT,
            "metadata": run_metadata(),
        }

    async def start(self, thread_id: str, inputs: dict[str, Any]) -> RunResult:
        """Start the graph on a thread with fresh inputs."""
        await report_stage(self.stages[0])
        return await self._run(thread_id, inputs)

    async def resume(self, thread_id: str, interrupt_id: str, value: Any) -> RunResult:
        """Answer one pending interrupt (the caller checked it is still pending)."""
        await report_stage(self.stages[1])
        return await self._run(thread_id, Command(resume={interrupt_id: value}))

    async def resume_remembered(self, thread_id: str, value: Any) -> RunResult | None:
        """Answer the interrupt this thread's last run here stopped at, without reading the
        state first; None (nothing ran) when none is remembered or it is no longer pending.

        The resume is strict: LangGraph refuses an id that is not pending on the thread's
        latest checkpoint (answered elsewhere, thread reset or forgotten) before it writes
        anything, instead of taking the answer as the value of whatever is pending.
        """
        interrupt_id = self._pending.get(thread_id)
        if interrupt_id is None or STRICT_RESUME is None:
            return None
        await report_stage(self.stages[1])
        try:
            return await self._run(thread_id, Command(resume={interrupt_id: value}), strict=True)
        except UnknownInterruptError:
            self._pending.pop(thread_id, None)
            return None

    async def recover(self, thread_id: str) -> RunResult:
        """Finish a run that stopped between steps (crash or timeout) from its checkpoint."""
        return await self._run(thread_id, None)

    async def reset(self, thread_id: str) -> None:
        """Forget a thread's graph state so a new run starts from scratch."""
        self._since_prune.pop(thread_id, None)
        self._pending.pop(thread_id, None)
        if self.checkpointer is not None:
            await self.checkpointer.adelete_thread(thread_id)

    async def snapshot(self, thread_id: str) -> tuple[RunResult, bool]:
        """Return the thread's state and whether a run stopped midway (needs recovery)."""
        state = await self.graph.aget_state(self.config(thread_id))
        pending = state.interrupts[0] if state.interrupts else None
        midway = bool(state.next) and pending is None
        return RunResult(values=dict(state.values or {}), interrupt=pending), midway

    async def ran_for(self, thread_id: str, event: str) -> RunResult | None:
        """Return the thread's state if `event`'s run wrote its latest checkpoint, else None.

        A run stopped midway counts as not run: its recovery is the normal path.
        """
        state = await self.graph.aget_state(self.config(thread_id))
        if (state.metadata or {}).get(EVENT_KEY) != event:
            return None
        pending = state.interrupts[0] if state.interrupts else None
        if state.next and pending is None:
            return None
        return RunResult(values=dict(state.values or {}), interrupt=pending)

    async def _run(self, thread_id: str, payload: Any, *, strict: bool = False) -> RunResult:
        config = self.config(thread_id)
        if strict and STRICT_RESUME is not None:
            config["configurable"][STRICT_RESUME] = True
        ran = True
        try:
            # Model calls get a share of the timeout; offline fallbacks finish the run.
            with llm_budget(self.timeout_s):
                run = self.graph.ainvoke(payload, config, durability=self.durability)
                output = await asyncio.wait_for(run, self.timeout_s)
        except TimeoutError as exc:
            logger.warning("graph run on thread %s timed out after %ss", thread_id, self.timeout_s)
            raise RunFailed("timeout") from exc
        except GraphRecursionError as exc:
            logger.error("graph run on thread %s hit the step limit", thread_id)
            raise RunFailed("recursion") from exc
        except UnknownInterruptError:
            ran = False  # refused before anything was written
            raise
        finally:
            if ran:
                await self._prune(thread_id)
        if isinstance(output, dict):
            # The run's own output is the state it left, with any interrupt under a key:
            # reading it back from the checkpointer costs round trips for the same values.
            pending = output.get(INTERRUPT_KEY) or ()
            values = {k: v for k, v in output.items() if k != INTERRUPT_KEY}
            result = RunResult(values=values, interrupt=pending[0] if pending else None)
        else:
            result, _ = await self.snapshot(thread_id)
        self._remember(thread_id, result.interrupt)
        return result

    def _remember(self, thread_id: str, pending: Interrupt | None) -> None:
        self._pending.pop(thread_id, None)
        if pending is None:
            return
        if len(self._pending) >= MAX_COUNTED_THREADS:
            self._pending.clear()
        self._pending[thread_id] = pending.id

    async def _prune(self, thread_id: str) -> None:
        if self.checkpointer is None:
            return
        runs = self._since_prune.pop(thread_id, PRUNE_EVERY - 1) + 1
        if len(self._since_prune) >= MAX_COUNTED_THREADS:
            self._since_prune.clear()
        if runs < PRUNE_EVERY:
            self._since_prune[thread_id] = runs
            return
        await prune_thread(self.checkpointer, thread_id)
        self._since_prune[thread_id] = 0
