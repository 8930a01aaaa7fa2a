"""The conversation core: the single entry point every platform calls."""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from agent.llm_scope import llm_turn
from bot.core import texts
from bot.core.bounded import RecentSet
from bot.core.commands import REPLY_ACTIONS, Commands
from bot.core.intake import classify, is_tracker_question, looks_like_resume
from bot.core.intake_flow import IntakeFlow
from bot.core.interview_flow import InterviewFlow
from bot.core.llm_notice import model_notices
from bot.core.locks import ThreadLocks
from bot.core.messages import ButtonPress, IncomingMessage, Reply
from bot.core.replay import replayed_event
from bot.core.reply_flow import ReplyFlow
from bot.core.runner import RunFailed
from bot.core.threads import failure_reply
from bot.metrics import Metrics
from storage.models import ButtonToken, Thread
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 60_000
# Strangers refused once each; beyond this many, the oldest may get a second refusal.
MAX_REFUSED_REMEMBERED = 10_000


@dataclass(frozen=True)
class ServiceConfig:
    """Per-process facts the core needs."""

    allowed_users: frozenset[str] = frozenset()
    offline_notice: bool = False


class ConversationService:
    """Handles messages and button presses for every platform."""

    def __init__(
        self,
        repos: Repositories,
        interview: InterviewFlow,
        reply: ReplyFlow,
        commands: Commands,
        intake: IntakeFlow,
        config: ServiceConfig,
        metrics: Metrics | None = None,
    ) -> None:
        self.repos = repos
        self.interview = interview
        self.reply = reply
        self.commands = commands
        self.intake = intake
        self.config = config
        self.metrics = metrics or Metrics()
        self.locks = ThreadLocks()
        # Bounded: a flood of strangers must not grow the process without limit.
        self._refused = RecentSet(MAX_REFUSED_REMEMBERED)

    async def handle(self, msg: IncomingMessage) -> list[Reply]:
        """Handle one incoming message and return the replies to send."""
        if not self.is_allowed(msg.user_id):
            return self._refuse(msg.user_id)
        if len(msg.text) > MAX_MESSAGE_CHARS:
            length, limit = len(msg.text), MAX_MESSAGE_CHARS
            return [Reply(text=texts.MESSAGE_TOO_LONG.format(length=length, limit=limit))]
        started = time.perf_counter()
        notice = await self._arrive(msg)
        async with self.locks.hold(msg.key.thread_id), llm_turn(msg.user_id) as turn:
            try:
                replies = await self._answered(msg) or await self._dispatch(msg)
            except Exception:
                logger.exception("failed to handle a message on thread %s", msg.key.thread_id)
                await self.repos.events.log(
                    "failed", user_id=msg.user_id, thread_id=msg.key.thread_id
                )
                replies = [Reply(text=texts.RUN_FAILED)]
        self.metrics.inc("career_bot_messages_total", platform=msg.key.platform)
        self.metrics.observe_latency(time.perf_counter() - started)
        return notice + model_notices(turn) + replies

    async def press(self, press: ButtonPress) -> list[Reply]:
        """Handle a button press: only the owner, only once, only while still pending."""
        if not self.is_allowed(press.user_id):
            return self._refuse(press.user_id)
        token = await self.repos.tokens.get(press.token)
        if token is None:
            return [Reply(text=texts.BUTTON_UNKNOWN, ephemeral=True)]
        if token.owner != press.user_id:
            return [Reply(text=texts.BUTTON_NOT_OWNER, ephemeral=True)]
        self.metrics.inc("career_bot_button_presses_total", action=token.action)
        lock = self.locks.hold(token.thread_id or f"user:{token.owner}")
        async with lock, llm_turn(press.user_id) as turn:
            if not await self.repos.tokens.consume_card(token.card_id) and not (
                await self.left_undecided(token)
            ):
                return [Reply(text=texts.BUTTON_STALE, ephemeral=True)]
            try:
                replies = await self.commands.on_button(token, press)
            except RunFailed as exc:
                # Nothing was decided: the buttons work again.
                await self.repos.tokens.release_card(token.card_id)
                return [failure_reply(exc)]
            except Exception:
                logger.exception("failed to handle a button on thread %s", token.thread_id)
                await self.repos.tokens.release_card(token.card_id)
                await self.repos.events.log(
                    "failed", user_id=press.user_id, thread_id=token.thread_id
                )
                return [Reply(text=texts.RUN_FAILED)]
        if any(r.ephemeral for r in replies):
            return replies
        decided = texts.CARD_DECIDED.format(label=token.label)
        return [Reply(text=decided, decided_card=token.card_id), *model_notices(turn), *replies]

    async def left_undecided(self, token: ButtonToken) -> bool:
        """Tell whether a used card's decision was left undone by a press that died."""
        return token.action in REPLY_ACTIONS and await self.reply.unfinished(token)

    async def pending_draft(self, token: str, user_id: str) -> str | None:
        """Return the draft behind a still-pending card's button, for its owner only."""
        row = await self.repos.tokens.get(token)
        if row is None or row.owner != user_id or row.used_at is not None or not row.thread_id:
            return None
        return await self.reply.pending_draft(row.thread_id, row.interrupt_id or "")

    async def _answered(self, msg: IncomingMessage) -> list[Reply] | None:
        # A replayed message whose run advanced the thread before its process died: answer
        # from the thread's state (e.g. the pending question) instead of running it again,
        # which would apply an interview answer to the next question.
        event = replayed_event()
        thread = None if event is None else await self.repos.threads.get(msg.key.thread_id)
        if event is None or thread is None or thread.owner != msg.user_id:
            return None
        if thread.kind not in ("interview", "reply"):
            return None  # no graph runs there: nothing a replay could apply twice
        flow = self.interview if thread.kind == "interview" else self.reply
        state = await flow.runner.ran_for(thread.thread_id, event)
        if state is None:
            return None
        logger.info("replayed event %s already ran on thread %s", event, thread.thread_id)
        return await flow.shown(thread, state)

    async def _dispatch(self, msg: IncomingMessage) -> list[Reply]:
        text = msg.text.strip()
        thread = await self.repos.threads.get(msg.key.thread_id)
        foreign = thread is not None and thread.owner != msg.user_id
        if text.startswith("/"):
            # In someone else's conversation only commands about oneself may run.
            if foreign and not self.commands.is_personal(text):
                return [Reply(text=texts.NOT_YOUR_CONVERSATION)]
            return await self.commands.run(msg, text)
        if foreign:
            return [Reply(text=texts.NOT_YOUR_CONVERSATION)]
        if thread is not None and thread.kind == "reply":
            if msg.files:
                return [Reply(text=texts.FILE_IN_REPLY_THREAD)]
            if thread.status == "done" and is_tracker_question(msg.text):
                return await self.commands.tracker.answer(msg)
            return await self.reply.continue_thread(msg, thread)
        if thread is not None and thread.kind == "tracker" and msg.text.strip():
            return await self.commands.tracker.answer(msg)
        if thread is not None and thread.kind == "interview":
            return await self._continue_interview(msg, thread)
        if thread is not None and thread.status == "awaiting_posting" and self.commands.fit:
            return await self.commands.fit.continue_thread(msg, thread)
        return await self._intake(msg)

    async def _intake(self, msg: IncomingMessage) -> list[Reply]:
        if msg.files:
            return await self.interview.start_from_message(msg)
        if not msg.text.strip():
            return [Reply(text=texts.EMPTY_MESSAGE)]
        return await self.intake.start(msg)

    async def _continue_interview(self, msg: IncomingMessage, thread: Thread) -> list[Reply]:
        if thread.status in ("awaiting_resume", "done", "cancelled"):
            if msg.files or thread.status == "awaiting_resume" or looks_like_resume(msg.text):
                return await self.interview.start_from_message(
                    msg, strict=thread.status == "awaiting_resume"
                )
            if classify(msg.text, forwarded=msg.forwarded) in ("employer", "job_posting", "other"):
                # Something new in a finished interview's thread: read it like a first message.
                return await self.intake.start(msg)
            return [Reply(text=texts.INTERVIEW_FINISHED)]
        if msg.files:
            return [Reply(text=texts.INTERVIEW_ALREADY_RUNNING)]
        if not msg.text.strip():
            return [Reply(text=texts.EMPTY_MESSAGE)]
        return await self.interview.answer(
            thread.thread_id, msg.user_id, msg.text.strip(), last_active=thread.updated_at
        )

    def is_allowed(self, user_id: str) -> bool:
        """Tell whether ALLOWED_USERS lets this `platform:id` use the bot (adapters check it
        before costly work such as downloading files)."""
        return not self.config.allowed_users or user_id in self.config.allowed_users

    def _refuse(self, user_id: str) -> list[Reply]:
        # One polite refusal per process; nothing is stored for people not on the list.
        if user_id in self._refused:
            return []
        self._refused.add(user_id)
        return [Reply(text=texts.NOT_ALLOWED)]

    async def _arrive(self, msg: IncomingMessage) -> list[Reply]:
        # The user row and the one-off offline notice share one transaction.
        users = self.repos.users
        claim = self.config.offline_notice
        if await users.arrive(msg.user_id, msg.display_name, claim_notice=claim):
            return [Reply(text=texts.OFFLINE_NOTICE)]
        return []
