"""The interview graph on both engines: turns, response types, termination, persistence."""

from __future__ import annotations

from typing import Any

from fakes import ScriptedChatModel, tool_reply
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.types import Command

from agent.llm import LLMConfig, ModelGateway
from interview.engines import LLMInterviewEngine
from interview.graph import build_interview_graph, route_after_select
from interview.llm_engine import LLMQuestionWriter, LLMSkillAnalyzer
from interview.model import Gap, Skill
from interview.nodes import InterviewNodes
from interview.offline_engine import OfflineInterviewEngine
from interview.state import InterviewConfig, InterviewState

RESUME = """\
Jane Doe — Platform Engineer

Experience
Acme Corp, Senior Platform Engineer, 2019 - 2024
- Led the migration of 40 services to Kubernetes in production, serving millions of users.
- Wrote Python tooling for deployments.

Skills
Kubernetes, Python, Terraform, PostgreSQL
"""


class MemorySink:
    """Collects what the graph saves, as the profile repository would."""

    def __init__(self) -> None:
        self.saved: dict[str, Skill] = {}
        self.calls = 0

    async def save(self, user_id: str, skills: list[Skill], completeness: float) -> None:
        self.calls += 1
        self.saved.update({s.name: s for s in skills})


def config(thread: str = "t") -> dict[str, Any]:
    return {"configurable": {"thread_id": thread}, "recursion_limit": 25}


async def answer(graph: Any, text: str, thread: str = "t") -> dict[str, Any]:
    state = await graph.aget_state(config(thread))
    pending = state.interrupts[0]
    return await graph.ainvoke(Command(resume={pending.id: text}), config(thread))


def question_of(result: dict[str, Any]) -> dict[str, Any]:
    return result["__interrupt__"][0].value


async def test_offline_interview_asks_about_gaps_and_learns_from_answers() -> None:
    sink = MemorySink()
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver(), sink=sink)
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    first = question_of(result)
    assert first["skill"] in {s["name"] for s in result["skills"].values()}
    assert first["text"]
    before = result["completeness"]
    skill = first["skill"]
    result = await answer(
        graph, f"I've used {skill} for 4 years, I led it as the expert on my team, in production."
    )
    assert result["completeness"] > before
    learned = result["learned"][skill]
    assert "duration" in learned or "depth" in learned or "autonomy" in learned
    assert sink.saved[skill].evidence  # the answer is kept as evidence


async def test_confusion_gets_an_explanation_and_example_request_an_example() -> None:
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver())
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    skill = question_of(result)["skill"]
    result = await answer(graph, "What do you mean?")
    assert result["response_type"] == "explanation"
    assert question_of(result)["skill"] == skill
    result = await answer(graph, "Can you give me an example?")
    assert result["response_type"] == "example"
    assert question_of(result)["skill"] == skill


async def test_skip_moves_to_another_gap_and_is_remembered() -> None:
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver())
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    skill = question_of(result)["skill"]
    result = await answer(graph, "/skip")
    assert skill in result["skipped"]
    assert question_of(result)["skill"] != skill


async def test_three_disengaged_answers_end_the_interview() -> None:
    sink = MemorySink()
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver(), sink=sink)
    await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    for reply in ("idk", "dunno", "no idea"):
        result = await answer(graph, reply)
    assert result["done"] is True
    assert result["stop_reason"] == "disengaged"
    assert "__interrupt__" not in result
    assert sink.saved  # the profile was persisted at the end


async def test_stop_ends_early_and_reaching_the_target_finishes() -> None:
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver())
    await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    result = await answer(graph, "/stop")
    assert result["stop_reason"] == "user_stopped"

    easy = build_interview_graph(
        OfflineInterviewEngine(), InMemorySaver(), config=InterviewConfig(completeness_target=0.0)
    )
    result = await easy.ainvoke({"user_id": "u", "resume_text": RESUME}, config("t2"))
    assert result["stop_reason"] == "target_reached"


async def test_each_gap_is_probed_at_most_three_times() -> None:
    graph = build_interview_graph(
        OfflineInterviewEngine(), InMemorySaver(), config=InterviewConfig(max_tracked_skills=1)
    )
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    for _ in range(6):
        if "__interrupt__" not in result:
            break
        result = await answer(graph, "hmm, it was a thing I did at work with some people")
    assert result["done"] is True
    assert max(result["probes"].values()) <= 3


def llm_engine(model: ScriptedChatModel) -> LLMInterviewEngine:
    cfg = LLMConfig(api_key="test", base_url=None, max_retries=0)
    gateway = ModelGateway(model, cfg)
    offline = OfflineInterviewEngine()
    return LLMInterviewEngine(
        analyzer=LLMSkillAnalyzer(gateway, offline.analyzer),
        writer=LLMQuestionWriter(gateway, offline.writer),
    )


async def test_llm_interview_uses_structured_outputs_and_two_calls_per_turn() -> None:
    model = ScriptedChatModel(
        script=[
            tool_reply(
                "ResumeSkills",
                {
                    "skills": [
                        {
                            "name": "Kubernetes",
                            "duration": "5 years",
                            "evidence": ["Led migration"],
                        },
                        {"name": "Python", "evidence": ["Wrote tooling"]},
                    ]
                },
            ),
            "How deep does your Kubernetes experience go?",
        ]
    )
    sink = MemorySink()
    graph = build_interview_graph(llm_engine(model), InMemorySaver(), sink=sink)
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    assert model.calls == 2
    assert question_of(result)["text"] == "How deep does your Kubernetes experience go?"
    gap_skill = question_of(result)["skill"]

    model.script.extend(
        [
            tool_reply(
                "AnswerReport",
                {
                    "intent": "answer",
                    "engagement": "engaged",
                    "updates": [
                        {
                            "skill": gap_skill,
                            "depth": "expert",
                            "autonomy": "led",
                            "evidence": "I ran it",
                        }
                    ],
                },
            ),
            "And how big was that setup?",
        ]
    )
    calls_before = model.calls
    result = await answer(graph, "I was the cluster owner and expert.")
    assert model.calls - calls_before == 2
    skill = next(s for s in result["skills"].values() if s["name"] == gap_skill)
    assert skill["depth"] == "expert" and skill["autonomy"] == "led"
    assert sorted(result["learned"][gap_skill]) == ["autonomy", "depth"]
    assert question_of(result)["text"] == "And how big was that setup?"


async def test_llm_failure_falls_back_to_offline_and_says_so() -> None:
    model = ScriptedChatModel(script=[ConnectionError("down")] * 10)
    graph = build_interview_graph(llm_engine(model), InMemorySaver())
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    assert result["skills"]  # offline extraction took over
    assert question_of(result)["text"].startswith("[offline] ")


async def test_an_answer_about_another_tracked_skill_is_credited_to_that_skill() -> None:
    analyzer = OfflineInterviewEngine().analyzer
    skills = [Skill(name="Payroll"), Skill(name="Onboarding")]
    gap = Gap(skill="Onboarding", missing=["duration", "depth"], severity=1.0)
    analysis = await analyzer.analyze_answer(
        "I have done payroll for about 6 years, independently.", gap, "How long…?", skills
    )
    assert analysis.updates[0].skill == "Payroll"
    assert analysis.updates[0].attributes["duration"] == "6 years"
    # Naming the asked skill (or several others) keeps the answer on the asked skill.
    both = await analyzer.analyze_answer(
        "Onboarding and payroll, 3 years each.", gap, "How long…?", skills
    )
    assert both.updates[0].skill == "Onboarding"


async def test_a_shrug_moves_to_another_skill_when_there_is_one() -> None:
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver())
    result = await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    first = question_of(result)["skill"]
    result = await answer(graph, "idk")
    assert result["response_type"] == "question"
    assert question_of(result)["skill"] != first


def six_step_graph(saver: InMemorySaver) -> Any:
    """Wire the interview as the six-node turn did before the one-step turn (same nodes)."""
    nodes = InterviewNodes(OfflineInterviewEngine(), None, InterviewConfig())
    builder = StateGraph(InterviewState)
    for name in ("identify_gaps", "select_gap", "generate_response", "wait_for_answer"):
        builder.add_node(name, getattr(nodes, name))
    for name in ("analyze_answer", "update_state", "should_continue", "finalize"):
        builder.add_node(name, getattr(nodes, name))
    builder.add_edge(START, "identify_gaps")
    builder.add_edge("identify_gaps", "should_continue")
    builder.add_conditional_edges("select_gap", route_after_select)
    builder.add_edge("generate_response", "wait_for_answer")
    builder.add_edge("wait_for_answer", "analyze_answer")
    builder.add_edge("analyze_answer", "update_state")
    builder.add_edge("update_state", "should_continue")
    builder.add_conditional_edges(
        "should_continue", lambda s: "finalize" if s.get("stop_reason") else "select_gap"
    )
    builder.add_edge("finalize", END)
    return builder.compile(checkpointer=saver)


async def test_one_step_turn_answers_like_the_six_node_one() -> None:
    old = six_step_graph(InMemorySaver())
    new = build_interview_graph(OfflineInterviewEngine(), InMemorySaver())
    for graph in (old, new):
        await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    for text in ("About 3 years.", "What do you mean?", "I was the lead on that.", "/skip"):
        expected, got = await answer(old, text), await answer(new, text)
        assert question_of(got) == question_of(expected)
        for key in ("skills", "gaps", "probes", "skipped", "completeness", "turns", "learned"):
            assert got[key] == expected[key], key


async def test_a_question_pending_in_an_older_checkpoint_is_answered_by_the_new_graph() -> None:
    saver = InMemorySaver()
    old = six_step_graph(saver)
    first = question_of(await old.ainvoke({"user_id": "u", "resume_text": RESUME}, config()))
    new = build_interview_graph(OfflineInterviewEngine(), saver)
    result = await answer(new, f"I've used {first['skill']} for 4 years, in production.")
    assert result["turns"] == 1
    assert result["learned"][first["skill"]]
    assert question_of(result)["text"]


async def test_an_answer_that_teaches_nothing_leaves_the_profile_alone() -> None:
    sink = MemorySink()
    graph = build_interview_graph(OfflineInterviewEngine(), InMemorySaver(), sink=sink)
    await graph.ainvoke({"user_id": "u", "resume_text": RESUME}, config())
    saves = sink.calls
    result = await answer(graph, "What do you mean?")
    assert result["response_type"] == "explanation" and not result["learned"]
    assert sink.calls == saves
    result = await answer(graph, "I was the lead, as the go-to expert, in production.")
    assert result["learned"] and sink.calls == saves + 1
