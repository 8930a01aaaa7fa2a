"""The tracker assistant's tool loop: LangGraph's ToolNode and tools_condition over the gateway."""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Annotated, Any, Literal, TypedDict

from langchain_core.messages import AIMessage, AnyMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.graph.state import CompiledStateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from agent.llm import ModelGateway, load_prompt
from agent.tracker.tools import ID_HINT

logger = logging.getLogger(__name__)

MAX_TOOL_CALLS = 10
PURPOSE = "tracker.answer"


class TrackerState(TypedDict):
    """The conversation for one question, and whether the tool-call budget ran out."""

    messages: Annotated[list[AnyMessage], add_messages]
    limit_hit: bool


def system_prompt() -> str:
    """Return the tracker assistant's system prompt."""
    return load_prompt("agent", "tracker/prompts/system.txt")


def tool_error(exc: Exception) -> str:
    """Turn a failed tool call into an error the model can fix (never the raw exception)."""
    logger.info("tracker tool call failed error=%s", type(exc).__name__)
    message = f"Wrong arguments. {ID_HINT}"
    return json.dumps({"error": "invalid_arguments", "message": message, "retriable": True})


def tool_calls_used(state: TrackerState) -> int:
    """Count the tool results so far in this question."""
    return sum(isinstance(m, ToolMessage) for m in state["messages"])


def route_after_agent(
    state: TrackerState, max_tool_calls: int = MAX_TOOL_CALLS
) -> Literal["tools", "limit", "__end__"]:
    """Run the requested tools, unless that would pass the budget; a plain answer ends."""
    if tools_condition(dict(state)) == END:
        return "__end__"
    last = state["messages"][-1]
    pending = len(last.tool_calls) if isinstance(last, AIMessage) else 0
    if tool_calls_used(state) + pending > max_tool_calls:
        logger.info("tracker tool-call limit reached calls=%d", tool_calls_used(state))
        return "limit"
    return "tools"


def build_tracker_graph(
    gateway: ModelGateway, tools: Sequence[BaseTool], max_tool_calls: int = MAX_TOOL_CALLS
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """Compile agent ⇄ tools for one user's tools (no checkpointer: each question stands alone)."""

    async def agent(state: TrackerState) -> dict[str, Any]:
        prompt = [SystemMessage(content=system_prompt()), *state["messages"]]
        # Retries, metering, the breaker and the per-user cap all apply here.
        return {"messages": [await gateway.with_tools(prompt, tools, purpose=PURPOSE)]}

    def limit(state: TrackerState) -> dict[str, Any]:
        return {"limit_hit": True}

    def route(state: TrackerState) -> Literal["tools", "limit", "__end__"]:
        return route_after_agent(state, max_tool_calls)

    builder = StateGraph(TrackerState)
    builder.add_node("agent", agent)
    builder.add_node("tools", ToolNode(list(tools), handle_tool_errors=tool_error))
    builder.add_node("limit", limit)
    # Every question starts with the model.
    builder.add_edge(START, "agent")
    # Tool calls go to the tools (within budget); a plain answer ends the run.
    builder.add_conditional_edges(
        "agent", route, {"tools": "tools", "limit": "limit", "__end__": END}
    )
    # Tool results go back to the model.
    builder.add_edge("tools", "agent")
    # Past the budget, the assistant says so and answers offline.
    builder.add_edge("limit", END)
    return builder.compile()
