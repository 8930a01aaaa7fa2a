"""The tracker assistant: a tool-calling model with limits, and the offline assistant behind it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.errors import GraphRecursionError

from agent.llm import ModelGateway, ModelUnavailable
from agent.llm_scope import llm_budget
from agent.tracker.graph import MAX_TOOL_CALLS, build_tracker_graph
from agent.tracker.offline import OfflineTrackerAssistant
from agent.tracker.tools import TrackerTools
from storage.models import utcnow
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

RECURSION_LIMIT = 25
DEFAULT_TIMEOUT_S = 60.0

TOOL_LIMIT_TEXT = (
    "I looked up {calls} things and still had no complete answer, so I stopped there. "
    "Try a narrower question (name one company), or send /status. Here is what I can say:"
)
STEP_LIMIT_TEXT = (
    "That question took too many steps, so I stopped. "
    "Try a narrower question, or send /status. Here is what I can say:"
)
TIMEOUT_TEXT = (
    "That took longer than {seconds:g} seconds, so I stopped. "
    "Try again in a moment, or send /status. Here is what I can say:"
)
FALLBACK_TEXT = "The AI model is not available right now; here is my built-in answer:"


class TrackerAssistant(Protocol):
    """Answers a user's free-text question about their opportunities."""

    async def answer(self, user_id: str, question: str) -> str:
        """Answer the question in plain text."""
        ...


class LLMTrackerAssistant:
    """A tool-calling model over the tracker tools; the offline assistant answers when it fails."""

    def __init__(
        self,
        gateway: ModelGateway,
        repos: Repositories,
        *,
        offline: OfflineTrackerAssistant | None = None,
        max_tool_calls: int = MAX_TOOL_CALLS,
        recursion_limit: int = RECURSION_LIMIT,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.gateway = gateway
        self.repos = repos
        self.offline = offline or OfflineTrackerAssistant(repos, clock)
        self.max_tool_calls = max_tool_calls
        self.recursion_limit = recursion_limit
        self.timeout_s = timeout_s
        self.clock = clock

    async def answer(self, user_id: str, question: str) -> str:
        """Answer with the model and the tools, within the call, step and time limits."""
        try:
            with llm_budget(self.timeout_s):
                state = await asyncio.wait_for(self._run(user_id, question), self.timeout_s)
        except ModelUnavailable as exc:
            slow = exc.reason == "budget"
            text = TIMEOUT_TEXT.format(seconds=self.timeout_s) if slow else FALLBACK_TEXT
            return await self._fallback(user_id, question, text)
        except GraphRecursionError:
            logger.warning("tracker run hit the recursion limit %d", self.recursion_limit)
            return await self._fallback(user_id, question, STEP_LIMIT_TEXT)
        except TimeoutError:
            logger.warning("tracker run timed out after %ss", self.timeout_s)
            text = TIMEOUT_TEXT.format(seconds=self.timeout_s)
            return await self._fallback(user_id, question, text)
        if state.get("limit_hit"):
            text = TOOL_LIMIT_TEXT.format(calls=self.max_tool_calls)
            return await self._fallback(user_id, question, text)
        last = state["messages"][-1]
        content = last.text.strip() if isinstance(last, AIMessage) else ""
        return content or await self._fallback(user_id, question, FALLBACK_TEXT)

    async def _run(self, user_id: str, question: str) -> dict[str, Any]:
        """Run the loop once over this user's tools (the model never sees the user id)."""
        tools = TrackerTools(self.repos, user_id, self.clock).as_tools()
        graph = build_tracker_graph(self.gateway, tools, self.max_tool_calls)
        initial: dict[str, Any] = {"messages": [HumanMessage(content=question)], "limit_hit": False}
        config: RunnableConfig = {"recursion_limit": self.recursion_limit}
        return dict(await graph.ainvoke(initial, config))

    async def _fallback(self, user_id: str, question: str, preface: str) -> str:
        """Answer from the offline assistant, saying why."""
        return f"{preface}\n\n{await self.offline.answer(user_id, question)}"


def build_tracker_assistant(
    repos: Repositories,
    gateway: ModelGateway | None = None,
    *,
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> TrackerAssistant:
    """Return the LLM assistant over the gateway when there is one, else the offline one."""
    offline = OfflineTrackerAssistant(repos)
    if gateway is None:
        return offline
    return LLMTrackerAssistant(gateway, repos, offline=offline, timeout_s=timeout_s)
