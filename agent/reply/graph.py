"""The employer-reply graph, assembled from its nodes."""

from __future__ import annotations

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from agent.reply.nodes import ReplyNodes, route_after_evaluate, route_after_review
from agent.reply.protocols import ReplyEngine, ReplyRecorder
from agent.reply.state import ReplyState


def build_reply_graph(
    engine: ReplyEngine,
    checkpointer: BaseCheckpointSaver | None,
    *,
    recorder: ReplyRecorder | None = None,
) -> CompiledStateGraph:
    """Compile the reply graph for an engine, a checkpointer and a tracker recorder."""
    nodes = ReplyNodes(engine, recorder)
    builder = StateGraph(ReplyState)
    builder.add_node("screen", nodes.screen)
    builder.add_node("draft", nodes.draft)
    builder.add_node("evaluate", nodes.evaluate)
    builder.add_node("revise", nodes.revise)
    builder.add_node("human_review", nodes.human_review)
    builder.add_node("finalize", nodes.finalize)

    # Every employer message is screened, then drafted and judged.
    builder.add_edge(START, "screen")
    builder.add_edge("screen", "draft")
    builder.add_edge("draft", "evaluate")
    # A rejected draft is revised with the judge's feedback, up to MAX_REVISIONS times.
    builder.add_conditional_edges("evaluate", route_after_evaluate)
    builder.add_edge("revise", "draft")
    # The user decides; a requested revision loops back through draft and judge.
    builder.add_conditional_edges("human_review", route_after_review)
    builder.add_edge("finalize", END)
    return builder.compile(checkpointer=checkpointer)
