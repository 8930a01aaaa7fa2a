"""The fit graph: extract → match → synthesize → reflect (→ revise, at most twice) → finalize."""

from __future__ import annotations

from typing import Literal

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from agent.fit.nodes import MAX_REVISIONS, FitNodes
from agent.fit.protocols import FitEngine
from agent.fit.state import FitState


def route_after_extract(state: FitState) -> Literal["match", "finalize"]:
    """Match requirements when the posting stated any; otherwise there is nothing to score."""
    return "match" if state.get("requirements") else "finalize"


def route_after_reflect(state: FitState) -> Literal["revise", "finalize"]:
    """Revise while reflection finds problems, at most MAX_REVISIONS times."""
    if state.get("issues") and state.get("revisions", 0) < MAX_REVISIONS:
        return "revise"
    return "finalize"


def build_fit_graph(
    engine: FitEngine, checkpointer: BaseCheckpointSaver | None = None
) -> CompiledStateGraph:
    """Compile the fit graph for an engine and an optional checkpointer."""
    nodes = FitNodes(engine)
    builder = StateGraph(FitState)
    builder.add_node("extract", nodes.extract)
    builder.add_node("match", nodes.match)
    builder.add_node("synthesize", nodes.synthesize)
    builder.add_node("reflect", nodes.reflect)
    builder.add_node("revise", nodes.revise)
    builder.add_node("finalize", nodes.finalize)

    # Requirements first; a text that states none goes straight to an empty report.
    builder.add_edge(START, "extract")
    builder.add_conditional_edges("extract", route_after_extract)
    # Matching scores the fit; synthesis writes the report from the matches.
    builder.add_edge("match", "synthesize")
    builder.add_edge("synthesize", "reflect")
    # Reflection sends problems back to synthesis, at most twice, then finalizes.
    builder.add_conditional_edges("reflect", route_after_reflect)
    builder.add_edge("revise", "synthesize")
    builder.add_edge("finalize", END)
    return builder.compile(checkpointer=checkpointer)
