"""The gap-based interview graph, assembled from its nodes."""

from __future__ import annotations

from typing import Literal

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from interview.nodes import InterviewNodes
from interview.protocols import InterviewEngine, ProfileSink
from interview.state import InterviewConfig, InterviewState


def route_after_check(state: InterviewState) -> Literal["ask", "finalize"]:
    """Go on asking unless a stop reason was found."""
    return "finalize" if state.get("stop_reason") else "ask"


def route_after_ask(state: InterviewState) -> Literal["wait_for_answer", "finalize"]:
    """Wait for the answer to the turn just written, or finish when no gap was left."""
    return "wait_for_answer" if state.get("current_gap") else "finalize"


def route_after_answer(state: InterviewState) -> Literal["wait_for_answer", "finalize"]:
    """Ask the turn the answer step wrote, or finish when it found a stop reason or no gap."""
    if state.get("stop_reason") or not state.get("current_gap"):
        return "finalize"
    return "wait_for_answer"


def route_after_select(state: InterviewState) -> Literal["generate_response", "finalize"]:
    """Ask about the selected gap, or finish when none is left (older checkpoints only)."""
    return "generate_response" if state.get("current_gap") else "finalize"


def build_interview_graph(
    engine: InterviewEngine,
    checkpointer: BaseCheckpointSaver | None,
    *,
    sink: ProfileSink | None = None,
    config: InterviewConfig | None = None,
) -> CompiledStateGraph:
    """Compile the interview graph for an engine, a checkpointer and a profile sink."""
    nodes = InterviewNodes(engine, sink, config or InterviewConfig())
    builder = StateGraph(InterviewState)
    builder.add_node("identify_gaps", nodes.identify_gaps)
    builder.add_node("should_continue", nodes.should_continue)
    builder.add_node("ask", nodes.ask)
    builder.add_node("wait_for_answer", nodes.take_answer)
    builder.add_node("finalize", nodes.finalize)
    # Steps of the six-node turn, kept so a checkpoint an older version left between them
    # still runs: they lead back into the one-step turn below.
    builder.add_node("select_gap", nodes.select_gap)
    builder.add_node("generate_response", nodes.generate_response)
    builder.add_node("analyze_answer", nodes.analyze_answer)
    builder.add_node("update_state", nodes.update_state)

    # The resume is analyzed once; it may already say enough.
    builder.add_edge(START, "identify_gaps")
    builder.add_edge("identify_gaps", "should_continue")
    builder.add_conditional_edges("should_continue", route_after_check)
    # The first question is asked by its own step; after that each answer is one step (wait,
    # analyze, update, check, then select + write the next turn), so a resume runs one task
    # to the end and stops at the next run of the same step, as a bare interrupt loop does.
    builder.add_conditional_edges("ask", route_after_ask)
    builder.add_conditional_edges("wait_for_answer", route_after_answer)
    # Older checkpoints: select_gap -> generate_response -> wait; analyze -> update -> check.
    builder.add_conditional_edges("select_gap", route_after_select)
    builder.add_edge("generate_response", "wait_for_answer")
    builder.add_edge("analyze_answer", "update_state")
    builder.add_edge("update_state", "should_continue")
    builder.add_edge("finalize", END)
    return builder.compile(checkpointer=checkpointer)
