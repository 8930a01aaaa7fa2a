"""The interview workflow as the core sees it: start, answer, skip, stop, recover."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from bot.core import texts
from bot.core.intake import looks_like_resume
from bot.core.messages import IncomingMessage, Reply
from bot.core.profile_view import learned_note, profile_card
from bot.core.runner import GraphRunner, RunFailed, RunResult
from bot.core.threads import failure_reply, register_thread
from interview.model import Skill
from interview.nodes import SKIP, STOP, load_skills
from interview.resume_input import (
    ResumeDocument,
    ResumeInputError,
    read_resume_file,
    read_resume_text,
)
from storage.models import Thread, utcnow
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

KIND = "interview"
T = TypeVar("T")
FinishHook = Callable[[str, str], Awaitable[list[Reply]]]
MAX_ANSWER_CHARS = 4000
# Reminders measure idleness in hours: a thread touched this recently need not be again.
TOUCH_EVERY = timedelta(minutes=1)


class InterviewFlow:
    """Drives interview graphs on threads and turns their state into replies."""

    def __init__(self, runner: GraphRunner, repos: Repositories) -> None:
        self.runner = runner
        self.repos = repos
        # Called when an interview finishes, for replies that follow it (a fit re-score).
        self.after_finish: FinishHook | None = None

    async def start_from_message(self, msg: IncomingMessage, *, strict: bool = True) -> list[Reply]:
        """Read a resume from the message's file or text and start an interview on it."""
        try:
            resume = await asyncio.to_thread(_read_resume, msg)
        except ResumeInputError as exc:
            return [Reply(text=exc.user_message)]
        if resume.source == "text" and strict and not looks_like_resume(resume.text):
            return [Reply(text=texts.NOT_A_RESUME)]
        return await self.start(msg, resume)

    async def start(self, msg: IncomingMessage, resume: ResumeDocument) -> list[Reply]:
        """Register the thread and interview the user about this resume."""
        thread_id = msg.key.thread_id
        await self.repos.profiles.save_resume(msg.user_id, resume.text, resume.basics)
        await self.runner.reset(thread_id)
        await register_thread(self.repos, msg, KIND, status="active")
        await self.repos.events.log(
            "interview_started",
            user_id=msg.user_id,
            thread_id=thread_id,
            data={"source": resume.source},
        )
        inputs = {"user_id": msg.user_id, "resume_text": resume.text}
        result = await self._guarded(lambda: self.runner.start(thread_id, inputs))
        if isinstance(result, list):
            return result
        replies = []
        skills = load_skills(result.values)  # type: ignore[arg-type]
        if skills and result.interrupt is not None:
            names = ", ".join(s.name for s in skills.values())
            count = len(skills)
            replies.append(
                Reply(
                    text=texts.INTERVIEW_INTRO.format(
                        count=count, s="" if count == 1 else "s", names=names
                    )
                )
            )
        return replies + await self._replies(thread_id, msg.user_id, result)

    async def start_focused(self, msg: IncomingMessage, inputs: dict[str, Any]) -> list[Reply]:
        """Start an interview on known skills with a focus list (no resume to analyze)."""
        thread_id = msg.key.thread_id
        await self.runner.reset(thread_id)
        await register_thread(self.repos, msg, KIND, status="active")
        await self.repos.events.log(
            "interview_started", user_id=msg.user_id, thread_id=thread_id, data={"source": "fit"}
        )
        result = await self._guarded(lambda: self.runner.start(thread_id, inputs))
        if isinstance(result, list):
            return result
        return await self._replies(thread_id, msg.user_id, result)

    async def await_resume(self, msg: IncomingMessage) -> list[Reply]:
        """Register the thread as waiting for a resume."""
        await register_thread(self.repos, msg, KIND, status="awaiting_resume")
        return [Reply(text=texts.ASK_FOR_RESUME)]

    async def answer(
        self, thread_id: str, user_id: str, text: str, last_active: datetime | None = None
    ) -> list[Reply]:
        """Feed the user's answer to the pending question (`last_active`: the thread's
        `updated_at`, when the caller has read it)."""
        if len(text) > MAX_ANSWER_CHARS:
            return [
                Reply(text=texts.ANSWER_TOO_LONG.format(length=len(text), limit=MAX_ANSWER_CHARS))
            ]
        if last_active is None or not _recent(last_active):
            await self.repos.threads.touch(thread_id)
        # The question this process last asked on the thread is answered without reading
        # the state first; anything else (another process, a restart) reads it.
        result = await self._guarded(lambda: self.runner.resume_remembered(thread_id, text))
        if result is None:
            result = await self._answer_pending(thread_id, user_id, text)
        if isinstance(result, list):
            return result
        return await self._replies(thread_id, user_id, result)

    async def _answer_pending(
        self, thread_id: str, user_id: str, text: str
    ) -> RunResult | list[Reply]:
        state, midway = await self.runner.snapshot(thread_id)
        if midway or (state.interrupt is None and not state.values.get("done")):
            return await self._recover(thread_id, user_id)
        if state.interrupt is None:
            return [Reply(text=texts.INTERVIEW_FINISHED)]
        interrupt_id = state.interrupt.id
        return await self._guarded(lambda: self.runner.resume(thread_id, interrupt_id, text))

    async def skip(self, thread_id: str, user_id: str) -> list[Reply]:
        """Skip the current question."""
        return await self.answer(thread_id, user_id, SKIP)

    async def stop(self, thread_id: str, user_id: str) -> list[Reply]:
        """End the interview early, keeping what was learned."""
        return await self.answer(thread_id, user_id, STOP)

    async def _recover(self, thread_id: str, user_id: str) -> list[Reply]:
        _state, midway = await self.runner.snapshot(thread_id)
        if not midway:
            # The run never reached its first checkpoint: the resume was not taken in.
            await self.repos.threads.set_status(thread_id, "awaiting_resume")
            return [Reply(text=texts.ASK_FOR_RESUME)]
        result = await self._guarded(lambda: self.runner.recover(thread_id))
        if isinstance(result, list):
            return result
        return [Reply(text=texts.CATCHING_UP), *await self._replies(thread_id, user_id, result)]

    async def shown(self, thread: Thread, result: RunResult) -> list[Reply]:
        """Answer from the state a run left whose replies were lost (recording a finish the
        run did not record)."""
        if result.interrupt is None and thread.status == "done":
            return finished_replies(result.values)
        return await self._replies(thread.thread_id, thread.owner, result)

    async def _replies(self, thread_id: str, user_id: str, result: RunResult) -> list[Reply]:
        values = result.values
        if result.interrupt is not None:
            payload: dict[str, Any] = result.interrupt.value
            note = learned_note(payload.get("learned") or {}, load_skills(values))  # type: ignore[arg-type]
            text = f"{note}\n\n{payload['text']}" if note else payload["text"]
            return [Reply(text=text, expects_text=True)]
        await self.repos.threads.set_status(thread_id, "done")
        reason = values.get("stop_reason") or "no_gaps"
        await self.repos.events.log(
            "interview_finished", user_id=user_id, thread_id=thread_id, data={"reason": reason}
        )
        replies = finished_replies(values)
        if reason != "no_skills" and self.after_finish is not None:
            replies += await self.after_finish(thread_id, user_id)
        return replies

    async def _guarded(self, run: Callable[[], Awaitable[T]]) -> T | list[Reply]:
        try:
            return await run()
        except RunFailed as exc:
            return [failure_reply(exc)]


def finished_replies(values: dict[str, Any]) -> list[Reply]:
    """Return what a finished interview says: why it stopped, and the profile it built."""
    reason = values.get("stop_reason") or "no_gaps"
    if reason == "no_skills":
        return [Reply(text=texts.INTERVIEW_NO_SKILLS)]
    skills: list[Skill] = list(load_skills(values).values())  # type: ignore[arg-type]
    card = profile_card(
        skills, title="What I learned about your skills", completeness=values.get("completeness")
    )
    return [
        Reply(text=texts.FINISH_MESSAGES.get(reason, texts.FINISH_MESSAGES["no_gaps"])),
        Reply(card=card, text=texts.FINISH_FOOTER),
    ]


def _recent(at: datetime) -> bool:
    # SQLite hands back naive datetimes; they are stored in UTC.
    aware = at if at.tzinfo is not None else at.replace(tzinfo=UTC)
    return utcnow() - aware < TOUCH_EVERY


def _read_resume(msg: IncomingMessage) -> ResumeDocument:
    if msg.files:
        file = msg.files[0]
        return read_resume_file(file.name, file.data, file.content_type)
    return read_resume_text(msg.text)
