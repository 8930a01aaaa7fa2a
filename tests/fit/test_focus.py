"""The interview's focus list: only the attributes a posting asks about count and get asked."""

from __future__ import annotations

from bot.core.fit_inputs import focused_interview_inputs
from interview.graph import build_interview_graph
from interview.model import Skill, completeness, find_gaps
from interview.offline_engine import OfflineInterviewEngine
from storage.repositories import StoredSkill

K8S = Skill(name="Kubernetes", duration="5 years", depth="advanced", evidence=["ran clusters"])


def test_focus_limits_gaps_and_completeness_to_the_named_attributes() -> None:
    skills = {"kubernetes": K8S}
    assert [g.missing for g in find_gaps(skills)] == [
        ["autonomy", "scale", "constraints", "production_vs_prototype"]
    ]
    focus = {"kubernetes": ["production_vs_prototype"]}
    assert [g.missing for g in find_gaps(skills, focus)] == [["production_vs_prototype"]]
    assert completeness(skills, focus) == 0.0
    assert completeness(skills) == 2 / 6
    done = {"kubernetes": K8S.model_copy(update={"production_vs_prototype": "production"})}
    assert find_gaps(done, focus) == [] and completeness(done, focus) == 1.0


async def test_focused_interview_asks_about_the_posting_unknowns_first() -> None:
    stored = [
        StoredSkill(
            key="kubernetes",
            name="Kubernetes",
            category="devops",
            attributes={"duration": "5 years", "depth": "advanced"},
            evidence=["ran clusters"],
        ),
        StoredSkill(key="react", name="React", category="web", attributes={}, evidence=["UI"]),
    ]
    focus = {"Kubernetes": ["production_vs_prototype"], "Go": ["duration", "depth"]}
    inputs = focused_interview_inputs("u1", focus, stored)
    assert set(inputs["skills"]) == {"kubernetes", "go"} and set(inputs["other_skills"]) == {
        "react"
    }
    graph = build_interview_graph(OfflineInterviewEngine(), None)
    state = await graph.ainvoke(inputs, {"recursion_limit": 25})
    # Without a checkpointer the run stops at the first question; its gap is a focus one.
    asked = state["current_gap"]
    assert (asked["skill"], asked["missing"]) in [
        ("Kubernetes", ["production_vs_prototype"]),
        ("Go", ["duration", "depth"]),
    ]
    assert "__interrupt__" in state
