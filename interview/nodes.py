"""Interview nodes: small steps over the state, each returning a partial update."""

from __future__ import annotations

import logging
from typing import Any

from langgraph.types import interrupt

from interview.model import (
    AnswerAnalysis,
    Gap,
    Skill,
    apply_updates,
    completeness,
    find_gaps,
    is_umbrella,
    skill_key,
)
from interview.protocols import InterviewEngine, ProfileSink
from interview.routing import choose_response, eligible_gaps, stop_reason
from interview.state import InterviewConfig, InterviewState

logger = logging.getLogger(__name__)

SKIP = "/skip"
STOP = "/stop"


def load_skills(state: InterviewState, field: str = "skills") -> dict[str, Skill]:
    """Return the state's skills as models."""
    raw: dict[str, dict[str, Any]] = state.get(field) or {}  # type: ignore[assignment]
    return {key: Skill.model_validate(value) for key, value in raw.items()}


def dump_skills(skills: dict[str, Skill]) -> dict[str, dict[str, Any]]:
    """Return skills in their state form."""
    return {key: skill.model_dump() for key, skill in skills.items()}


def _gaps(state: InterviewState) -> list[Gap]:
    return [Gap.model_validate(g) for g in state.get("gaps") or []]


def _with(state: InterviewState, update: dict[str, Any]) -> InterviewState:
    # The state a following node would see (every channel keeps its last value).
    return {**state, **update}  # type: ignore[typeddict-item]


def _prominence(skill: Skill) -> tuple[bool, int, int]:
    """Rank concrete, well-evidenced skills first; umbrella skills tell employers little."""
    return (is_umbrella(skill), -len(skill.evidence), -len(skill.missing()))


class InterviewNodes:
    """The interview's nodes, bound to an engine, a profile sink and limits."""

    def __init__(
        self, engine: InterviewEngine, sink: ProfileSink | None, config: InterviewConfig
    ) -> None:
        self.engine = engine
        self.sink = sink
        self.config = config

    async def identify_gaps(self, state: InterviewState) -> dict[str, Any]:
        """Analyze the resume into skills (first run only), then find gaps."""
        if state.get("skills"):
            return {}
        found = await self.engine.analyzer.analyze_resume(state.get("resume_text", ""))
        ranked = sorted(found, key=_prominence)
        limit = self.config.max_tracked_skills
        tracked = {skill_key(s.name): s for s in ranked[:limit]}
        others = {skill_key(s.name): s for s in ranked[limit:]}
        await self._save(state, [*tracked.values(), *others.values()], completeness(tracked))
        return {
            "skills": dump_skills(tracked),
            "other_skills": dump_skills(others),
            "gaps": [g.model_dump() for g in find_gaps(tracked)],
            "completeness": completeness(tracked),
            "probes": {},
            "skipped": [],
            "disengaged_streak": 0,
            "turns": 0,
            "stop_reason": "" if tracked else "no_skills",
        }

    def select_gap(self, state: InterviewState) -> dict[str, Any]:
        """Stay on the current gap when the last answer calls for it, else take the next."""
        analysis = (
            AnswerAnalysis.model_validate(state["analysis"]) if state.get("analysis") else None
        )
        current = state.get("current_gap")
        open_gaps = eligible_gaps(
            _gaps(state), state.get("probes") or {}, state.get("skipped") or [], self.config
        )
        if current:
            still_open = next((g for g in open_gaps if g.skill == current["skill"]), None)
            learned = bool((state.get("learned") or {}).get(current["skill"]))
            kind = choose_response(analysis, learned, still_open is not None)
            if kind is not None and still_open is not None:
                return {"current_gap": still_open.model_dump(), "response_type": kind}
            if analysis is not None and analysis.engagement == "disengaged":
                # Don't press on a topic the user just shrugged at; come back to it later.
                others = [g for g in open_gaps if g.skill != current["skill"]]
                open_gaps = others or open_gaps
        if not open_gaps:
            return {"current_gap": None, "response_type": "question"}
        return {"current_gap": open_gaps[0].model_dump(), "response_type": "question"}

    async def generate_response(self, state: InterviewState) -> dict[str, Any]:
        """Write the next turn about the current gap and count the probe."""
        gap = Gap.model_validate(state["current_gap"])
        skills = load_skills(state)
        skill = skills.get(skill_key(gap.skill)) or Skill(name=gap.skill)
        probes = dict(state.get("probes") or {})
        attempt = probes.get(gap.skill, 0)
        text = await self.engine.writer.write(
            state.get("response_type", "question"),  # type: ignore[arg-type]
            gap,
            skill,
            attempt,
            state.get("answer", ""),
        )
        probes[gap.skill] = attempt + 1
        return {"outgoing": text, "probes": probes}

    def wait_for_answer(self, state: InterviewState) -> dict[str, Any]:
        """Ask the user and pause until they answer (the value comes from the resume)."""
        gap = state.get("current_gap") or {}
        answer = interrupt(
            {
                "type": "interview_question",
                "text": state.get("outgoing", ""),
                "skill": gap.get("skill", ""),
                "learned": state.get("learned") or {},
                "completeness": state.get("completeness", 0.0),
            }
        )
        return {"answer": str(answer)[:4000], "turns": state.get("turns", 0) + 1}

    async def analyze_answer(self, state: InterviewState) -> dict[str, Any]:
        """Read the answer: commands first, then the engine's analysis."""
        answer = state.get("answer", "").strip()
        if answer.lower() == SKIP:
            return {"analysis": AnswerAnalysis(intent="skip").model_dump()}
        if answer.lower() == STOP:
            return {"analysis": AnswerAnalysis(intent="stop").model_dump()}
        gap = Gap.model_validate(state["current_gap"])
        analysis = await self.engine.analyzer.analyze_answer(
            answer, gap, state.get("outgoing", ""), list(load_skills(state).values())
        )
        return {"analysis": analysis.model_dump()}

    async def update_state(self, state: InterviewState) -> dict[str, Any]:
        """Merge what the answer revealed, resolve gaps, recompute completeness."""
        analysis = AnswerAnalysis.model_validate(state["analysis"])
        tracked = load_skills(state)
        others = load_skills(state, "other_skills")
        tracked_updates = [u for u in analysis.updates if skill_key(u.skill) in tracked]
        other_updates = [u for u in analysis.updates if skill_key(u.skill) not in tracked]
        tracked, learned = apply_updates(tracked, tracked_updates)
        others, _ = apply_updates(others, other_updates)
        skipped = list(state.get("skipped") or [])
        gap = state.get("current_gap") or {}
        if analysis.intent == "skip" and gap.get("skill") and gap["skill"] not in skipped:
            skipped.append(gap["skill"])
        disengaged = analysis.engagement == "disengaged" or analysis.intent == "off_topic"
        streak = state.get("disengaged_streak", 0) + 1 if disengaged and not learned else 0
        focus = state.get("focus")
        score = completeness(tracked, focus)
        touched = [s for s in (*tracked.values(), *others.values()) if s.name in learned] + [
            others[skill_key(u.skill)] for u in other_updates
        ]
        if touched or score != state.get("completeness"):
            # An answer that taught nothing ("what do you mean?") leaves the profile as it is.
            await self._save(state, touched, score)
        reason = "user_stopped" if analysis.intent == "stop" else ""
        return {
            "skills": dump_skills(tracked),
            "other_skills": dump_skills(others),
            "gaps": [g.model_dump() for g in find_gaps(tracked, focus)],
            "learned": learned,
            "skipped": skipped,
            "disengaged_streak": streak,
            "completeness": score,
            "stop_reason": reason,
        }

    def should_continue(self, state: InterviewState) -> dict[str, Any]:
        """Decide whether the interview has reached a stopping point."""
        open_gaps = eligible_gaps(
            _gaps(state), state.get("probes") or {}, state.get("skipped") or [], self.config
        )
        reason = state.get("stop_reason") or stop_reason(
            completeness=state.get("completeness", 0.0),
            disengaged_streak=state.get("disengaged_streak", 0),
            has_open_gaps=bool(open_gaps),
            config=self.config,
        )
        return {"stop_reason": reason}

    async def ask(self, state: InterviewState) -> dict[str, Any]:
        """Pick the gap to ask about and write the turn about it (one step: select + generate)."""
        update = self.select_gap(state)
        if update.get("current_gap"):
            update |= await self.generate_response(_with(state, update))
        return update

    async def take_answer(self, state: InterviewState) -> dict[str, Any]:
        """Wait for the answer, learn from it, and write the next turn unless the interview ends.

        One step instead of six: the answer's steps ran one after another anyway, and each
        step is a LangGraph task with its own bookkeeping. What follows `interrupt()` runs
        once per answer, so the profile write and the model calls stay after it; the next
        run of this step only asks (it stops at `interrupt()` before doing anything).
        """
        update = self.wait_for_answer(state)
        update |= await self.analyze_answer(_with(state, update))
        update |= await self.update_state(_with(state, update))
        update |= self.should_continue(_with(state, update))
        if not update.get("stop_reason"):
            update |= await self.ask(_with(state, update))
        return update

    async def finalize(self, state: InterviewState) -> dict[str, Any]:
        """Persist the final profile and mark the interview done."""
        skills = [*load_skills(state).values(), *load_skills(state, "other_skills").values()]
        await self._save(state, skills, state.get("completeness", 0.0))
        return {"done": True, "current_gap": None}

    async def _save(self, state: InterviewState, skills: list[Skill], score: float) -> None:
        if self.sink is not None and state.get("user_id"):
            await self.sink.save(state["user_id"], skills, score)
