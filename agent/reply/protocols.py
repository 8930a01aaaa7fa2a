"""The protocols reply nodes depend on; each has an LLM and an offline implementation."""

from __future__ import annotations

from typing import Protocol

from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult, Turn, Verdict


class MessageScreener(Protocol):
    """Reads an employer message: who, what they ask, and what is risky."""

    async def screen(
        self, text: str, profile: ProfileContext
    ) -> tuple[EmployerMessage, ScreenResult]:
        """Return intake facts and the risk screen (rules always run; a model may add)."""
        ...


class ReplyDrafter(Protocol):
    """Writes a reply grounded only in the profile."""

    async def draft(
        self,
        text: str,
        message: EmployerMessage,
        screen: ScreenResult,
        profile: ProfileContext,
        *,
        history: list[Turn],
        feedback: str = "",
        previous: str = "",
    ) -> str:
        """Write (or, with feedback and the previous draft, revise) a reply to `text`."""
        ...


class DraftJudge(Protocol):
    """Scores a draft on the weighted criteria."""

    async def judge(
        self,
        text: str,
        draft: str,
        screen: ScreenResult,
        profile: ProfileContext,
        *,
        user_words: str = "",
    ) -> Verdict:
        """Return the verdict on `draft` as a reply to `text`.

        `user_words` is the user's revise instruction: facts in it are theirs, not leaks.
        """
        ...


class ReplyEngine(Protocol):
    """What the reply graph needs from an engine."""

    name: str
    screener: MessageScreener
    drafter: ReplyDrafter
    judge: DraftJudge


class ReplyRecorder(Protocol):
    """Where finished exchanges are recorded (idempotent: finalize may re-run)."""

    async def record(
        self,
        user_id: str,
        thread_id: str,
        turn: int,
        message: EmployerMessage,
        employer_text: str,
        reply: str,
        outcome: str,
    ) -> str:
        """Record one exchange in the tracker; return the opportunity's code."""
        ...
