"""The tracker assistant's tool-calling loop as a two-node LangGraph graph (agent ⇄ tools)."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal, TypedDict

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.graph.state import CompiledStateGraph
from langgraph.runtime import Runtime
from pydantic import ValidationError

from agent.llm import ModelUnavailable, load_prompt
from agent.tracker.tools import ID_HINT, ToolResult, TrackerTools
from storage.models import utcnow
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

MAX_TOOL_CALLS = 10


class TrackerState(TypedDict):
    """The conversation for one question, the tool calls made, and whether the limit hit."""

    messages: Annotated[list[AnyMessage], add_messages]
    tool_calls: int
    limit_hit: bool


@dataclass(frozen=True)
class TrackerContext:
    """Per-question facts the model never sees or sets."""

    user_id: str


def system_prompt() -> str:
    """Return the tracker assistant's system prompt."""
    return load_prompt("agent", "tracker/prompts/system.txt")


class TrackerNodes:
    """The agent and tools nodes, over one model and the repositories."""

    def __init__(
        self,
        model: BaseChatModel,
        repos: Repositories,
        max_tool_calls: int = MAX_TOOL_CALLS,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.model = model
        self.repos = repos
        self.max_tool_calls = max_tool_calls
        self.clock = clock

    def _tools(self, runtime: Runtime[TrackerContext]) -> list[BaseTool]:
        return TrackerTools(self.repos, runtime.context.user_id, self.clock).as_tools()

    async def agent(self, state: TrackerState, runtime: Runtime[TrackerContext]) -> dict[str, Any]:
        """Ask the model for the next step: tool calls or the final answer."""
        bound = self.model.bind_tools(self._tools(runtime))
        prompt = [SystemMessage(content=system_prompt()), *state["messages"]]
        try:
            response = await bound.ainvoke(prompt)
        # Any failure of the model call has one recovery: the offline assistant answers.
        except Exception as exc:
            logger.warning("tracker model call failed error=%s", type(exc).__name__)
            raise ModelUnavailable("tracker model call failed") from exc
        return {"messages": [response]}

    async def tools(self, state: TrackerState, runtime: Runtime[TrackerContext]) -> dict[str, Any]:
        """Run the requested tool calls, up to the per-question budget."""
        last = state["messages"][-1]
        calls = last.tool_calls if isinstance(last, AIMessage) else []
        by_name = {tool.name: tool for tool in self._tools(runtime)}
        used = state.get("tool_calls", 0)
        results: list[ToolMessage] = []
        for call in calls:
            if used >= self.max_tool_calls:
                logger.info("tracker tool-call limit reached calls=%d", used)
                return {"messages": results, "tool_calls": used, "limit_hit": True}
            used += 1
            result = await _run_tool(by_name, call["name"], call.get("args") or {})
            results.append(
                ToolMessage(
                    content=json.dumps(result, default=str),
                    tool_call_id=call.get("id") or f"call_{used}",
                    name=call["name"],
                )
            )
        return {"messages": results, "tool_calls": used}


async def _run_tool(by_name: dict[str, BaseTool], name: str, args: dict[str, Any]) -> ToolResult:
    """Run one tool; a wrong name or wrong arguments becomes an error the model can fix."""
    tool = by_name.get(name)
    if tool is None:
        tools = ", ".join(sorted(by_name))
        return {"error": "unknown_tool", "message": f"Use one of: {tools}", "retriable": True}
    try:
        result = await tool.ainvoke(args)
    except ValidationError:
        message = f"Wrong arguments for {name}. {ID_HINT}"
        return {"error": "invalid_arguments", "message": message, "retriable": True}
    return result if isinstance(result, dict) else {"result": result}


def after_agent(state: TrackerState) -> Literal["tools", "__end__"]:
    """Route to the tools when the model asked for any, else finish."""
    last = state["messages"][-1]
    return "tools" if isinstance(last, AIMessage) and last.tool_calls else "__end__"


def after_tools(state: TrackerState) -> Literal["agent", "__end__"]:
    """Go back to the model unless the tool-call budget is spent."""
    return "__end__" if state.get("limit_hit") else "agent"


def build_tracker_graph(
    model: BaseChatModel,
    repos: Repositories,
    max_tool_calls: int = MAX_TOOL_CALLS,
    clock: Callable[[], datetime] = utcnow,
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """Compile the agent ⇄ tools loop (no checkpointer: each question stands alone)."""
    nodes = TrackerNodes(model, repos, max_tool_calls, clock)
    builder = StateGraph(TrackerState, context_schema=TrackerContext)
    builder.add_node("agent", nodes.agent)
    builder.add_node("tools", nodes.tools)
    # Every question starts with the model.
    builder.add_edge(START, "agent")
    # Tool calls go to the tools; a plain answer ends the run.
    builder.add_conditional_edges("agent", after_agent, {"tools": "tools", "__end__": END})
    # Tool results go back to the model, unless the budget is spent.
    builder.add_conditional_edges("tools", after_tools, {"agent": "agent", "__end__": END})
    return builder.compile()
