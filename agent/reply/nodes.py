"""Reply nodes: screen, draft, evaluate, revise, human review, finalize."""

from __future__ import annotations

from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langgraph.types import interrupt

from agent.reply.asks import placeholders_in
from agent.reply.instructions import USER_ASKS
from agent.reply.model import (
    MAX_REVISIONS,
    EmployerMessage,
    ProfileContext,
    RiskFlag,
    ScreenResult,
    Turn,
    Verdict,
)
from agent.reply.postcheck import check_draft
from agent.reply.protocols import ReplyEngine, ReplyRecorder
from agent.reply.state import ReplyState

DECISIONS = ("approve", "edit", "revise", "reject")
OUTCOMES = {"approve": "approved", "edit": "edited", "reject": "rejected"}


def _profile(state: ReplyState) -> ProfileContext:
    return ProfileContext.model_validate(state.get("profile") or {})


def _message(state: ReplyState) -> EmployerMessage:
    return EmployerMessage.model_validate(state.get("message") or {})


def _screen(state: ReplyState) -> ScreenResult:
    return ScreenResult.model_validate(state.get("screen") or {})


def _history(state: ReplyState) -> list[Turn]:
    return [Turn.model_validate(t) for t in state.get("history") or []]


def all_flags(state: ReplyState) -> list[RiskFlag]:
    """Return the message's risk flags followed by the draft's post-check flags."""
    post = [RiskFlag.model_validate(f) for f in state.get("post_flags") or []]
    return [*_screen(state).flags, *post]


def route_after_evaluate(state: ReplyState) -> Literal["revise", "human_review"]:
    """Revise a draft the judge or the post-check rejects, up to the revision limit."""
    verdict = Verdict.model_validate(state.get("verdict") or {})
    clean = verdict.approved and not state.get("post_flags")
    # A draft the user asked for goes back to them judged, not rewritten against their words.
    if clean or state.get("user_revised") or state.get("auto_revisions", 0) >= MAX_REVISIONS:
        return "human_review"
    return "revise"


def route_after_review(state: ReplyState) -> Literal["draft", "finalize"]:
    """Draft again when the user asked for a revision; otherwise finish."""
    return "draft" if state.get("decision") == "revise" else "finalize"


class ReplyNodes:
    """The reply graph's nodes, bound to an engine and a recorder."""

    def __init__(self, engine: ReplyEngine, recorder: ReplyRecorder | None) -> None:
        self.engine = engine
        self.recorder = recorder

    async def screen(self, state: ReplyState) -> dict[str, Any]:
        """Read the employer's message: who, what they ask, what is risky."""
        follow_up = state.get("follow_up")
        if follow_up:
            # Our own follow-up: nothing new from the employer to screen.
            message, screen = EmployerMessage(kind="follow_up", **follow_up), ScreenResult()
        else:
            text, profile = state["employer_text"], _profile(state)
            message, screen = await self.engine.screener.screen(text, profile)
        return {
            "message": message.model_dump(),
            "screen": screen.model_dump(),
            "revisions": 0,
            "auto_revisions": 0,
            "user_revised": False,
            "instruction": "",
            "feedback": "",
            "draft": "",
            "decision": "",
            "final_reply": "",
            "outcome": "",
        }

    async def draft(self, state: ReplyState) -> dict[str, Any]:
        """Draft (or redraft with feedback) a reply grounded in the profile, then post-check it."""
        profile = _profile(state)
        text = await self.engine.drafter.draft(
            state["employer_text"],
            _message(state),
            _screen(state),
            profile,
            history=_history(state),
            feedback=state.get("feedback", ""),
            previous=state.get("draft", ""),
        )
        flags = check_draft(
            text, profile, state["employer_text"], user_words=state.get("instruction", "")
        )
        return {"draft": text, "post_flags": [f.model_dump() for f in flags]}

    async def evaluate(self, state: ReplyState) -> dict[str, Any]:
        """Score the draft with the judge."""
        verdict = await self.engine.judge.judge(
            state["employer_text"],
            state.get("draft", ""),
            _screen(state),
            _profile(state),
            user_words=state.get("instruction", ""),
        )
        return {"verdict": verdict.model_dump()}

    def revise(self, state: ReplyState) -> dict[str, Any]:
        """Turn the judge's feedback and the post-check into instructions for the next draft."""
        verdict = Verdict.model_validate(state.get("verdict") or {})
        notes = [verdict.feedback] if verdict.feedback else []
        notes += [f"Remove: {f['quote']} ({f['reason']})" for f in state.get("post_flags") or []]
        return {
            "revisions": state.get("revisions", 0) + 1,
            "auto_revisions": state.get("auto_revisions", 0) + 1,
            "feedback": "\n".join(notes),
        }

    def human_review(self, state: ReplyState) -> dict[str, Any]:
        """Show the draft to the user and wait for Approve, Edit, Revise or Reject."""
        verdict = Verdict.model_validate(state.get("verdict") or {})
        flags = all_flags(state)
        message = _message(state)
        draft = state.get("draft", "")
        blanks = placeholders_in(draft)
        decision = interrupt(
            {
                "type": "reply_review",
                "draft": draft,
                "flags": [f.model_dump() for f in flags],
                "placeholders": blanks,
                "score": verdict.weighted,
                "approved": verdict.approved,
                "failed": verdict.failed,
                "revisions": state.get("revisions", 0),
                "needs_human": bool(flags or blanks) or not verdict.approved,
                "company": message.company,
                "role": message.role,
                "engine": verdict.engine,
            }
        )
        action = str(decision.get("action", "")) if isinstance(decision, dict) else ""
        text = str(decision.get("text", "")).strip() if isinstance(decision, dict) else ""
        if action not in DECISIONS:
            action = "reject"  # fail closed: nothing goes out on a garbled decision
        update: dict[str, Any] = {"decision": action}
        if action == "revise":
            update.update(
                feedback=f"{USER_ASKS}{text}",
                instruction=text,
                user_revised=True,
                revisions=state.get("revisions", 0) + 1,
            )
        if action == "edit":
            update["final_reply"] = text
        return update

    async def finalize(self, state: ReplyState, config: RunnableConfig) -> dict[str, Any]:
        """Settle the final reply and record the exchange in the tracker."""
        decision = state.get("decision", "reject")
        outcome = OUTCOMES.get(decision, "rejected")
        reply = {"approve": state.get("draft", ""), "edit": state.get("final_reply", "")}.get(
            decision, ""
        )
        history = [*_history(state), Turn(employer=state["employer_text"], reply=reply)]
        code = ""
        if self.recorder is not None:
            thread_id = str(config.get("configurable", {}).get("thread_id", ""))
            code = await self.recorder.record(
                state.get("user_id", ""),
                thread_id,
                len(history),
                _message(state),
                state["employer_text"],
                reply,
                outcome,
            )
        return {
            "final_reply": reply,
            "outcome": outcome,
            "history": [t.model_dump() for t in history],
            "opportunity": code,
        }
