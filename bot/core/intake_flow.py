"""Acting on a conversation's first message, or offering the likely actions when unsure."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.core import texts
from bot.core.intake import Intake, route
from bot.core.interview_flow import InterviewFlow
from bot.core.messages import Button, Card, ConversationKey, IncomingMessage, Reply
from bot.core.reply_flow import ReplyFlow
from storage.models import ButtonToken
from storage.repositories import ButtonSpec, Repositories

logger = logging.getLogger(__name__)

ACTION_PREFIX = "intake:"
# Kind → (button action, label); the card offers these in order of likelihood.
CHOICES: dict[str, tuple[str, str]] = {
    "employer": ("reply", "Draft a reply to this"),
    "job_posting": ("fit", "Check my fit for this job"),
    "resume": ("interview", "It's my resume — interview me"),
    "question": ("question", "Answer it as a question"),
}
# Offered even when nothing points to them: forwarding employer text is the main job.
ALWAYS_OFFERED = ("employer", "resume")
FitStarter = Callable[[IncomingMessage, str], Awaitable[list[Reply]]]
QuestionAnswerer = Callable[[IncomingMessage], Awaitable[list[Reply]]]


def _key_name(card_id: str) -> str:
    return f"intake:{card_id}"


@dataclass
class IntakeFlow:
    """Routes a new conversation's first message to a workflow, asking when unsure."""

    repos: Repositories
    interview: InterviewFlow
    reply: ReplyFlow
    answer_question: QuestionAnswerer
    start_fit: FitStarter | None = None

    async def start(self, msg: IncomingMessage) -> list[Reply]:
        """Act on a confident reading of the message; otherwise offer a choice card."""
        intake = route(msg.text, forwarded=msg.forwarded)
        logger.info(
            "new conversation reads as %s (%.2f, confident=%s)",
            intake.kind,
            intake.score,
            intake.confident,
        )
        if intake.kind == "greeting":
            return [Reply(text=texts.HELP)]
        if intake.confident:
            replies = await self._act(intake.kind, msg)
            if replies is not None:
                return replies
        return await self._offer(msg, intake)

    async def on_button(self, token: ButtonToken) -> list[Reply]:
        """Carry out the action chosen on a choice card (the card is already consumed)."""
        raw = await self.repos.kv.get(_key_name(token.card_id))
        if raw is None:
            return [Reply(text=texts.BUTTON_STALE, ephemeral=True)]
        saved = json.loads(raw)
        key = ConversationKey(*saved["key"])
        msg = IncomingMessage(
            key=key, user_id=token.owner, text=saved["text"], forwarded=saved["forwarded"]
        )
        thread = await self.repos.threads.get(key.thread_id)
        if thread is not None and thread.status in ("active", "review", "awaiting_input"):
            return [Reply(text=texts.THREAD_BUSY)]
        await self.repos.kv.delete(_key_name(token.card_id))
        kind = token.action.removeprefix(ACTION_PREFIX)
        if kind == "interview":
            return await self.interview.start_from_message(msg, strict=False)
        replies = await self._act(kind, msg)
        return replies if replies is not None else [Reply(text=texts.BUTTON_UNKNOWN)]

    async def _act(self, kind: str, msg: IncomingMessage) -> list[Reply] | None:
        """Start the workflow for `kind` (a Kind or a button action); None if there is none."""
        if kind in ("employer", "reply"):
            return await self.reply.start(msg, msg.text.strip())
        if kind == "resume":
            return await self.interview.start_from_message(msg)
        if kind in ("job_posting", "fit") and self.start_fit is not None:
            if kind == "job_posting" and not await self.repos.profiles.skills(msg.user_id):
                return None  # no profile to compare yet: let the user choose what to do
            return await self.start_fit(msg, msg.text.strip())
        if kind == "question":
            return await self.answer_question(msg)
        return None

    async def _offer(self, msg: IncomingMessage, intake: Intake) -> list[Reply]:
        """Show the likely actions as buttons; the message waits in storage for the press."""
        kinds = [*intake.likely(), *ALWAYS_OFFERED]
        if self.start_fit is None:
            kinds = [k for k in kinds if k != "job_posting"]
        offered = [k for k in dict.fromkeys(kinds) if _offers(k, intake)]
        specs = [ButtonSpec(ACTION_PREFIX + CHOICES[k][0], CHOICES[k][1]) for k in offered]
        card_id, tokens = await self.repos.tokens.issue(
            msg.user_id, specs, thread_id=msg.key.thread_id
        )
        saved = {"text": msg.text, "key": list(_fields(msg.key)), "forwarded": msg.forwarded}
        await self.repos.kv.set(_key_name(card_id), json.dumps(saved), owner=msg.user_id)
        buttons = tuple(
            Button(spec.label, token, "primary" if i == 0 else "default", spec.action)
            for i, (spec, token) in enumerate(zip(specs, tokens, strict=True))
        )
        card = Card(title=texts.INTAKE_CHOICE_TITLE, body=_why(intake))
        return [Reply(card=card, buttons=buttons, card_id=card_id)]


def _offers(kind: str, intake: Intake) -> bool:
    """Offer a kind that has some evidence, or one of the always-offered ones."""
    return kind in ALWAYS_OFFERED or intake.scores.get(kind, 0.0) > 0.0


def _fields(key: ConversationKey) -> tuple[str, str, str, str]:
    return (key.platform, key.workspace, key.channel, key.thread_root)


def _why(intake: Intake) -> str:
    """Explain in one line what the message looked like, then ask."""
    if intake.kind == "other" or not intake.reasons:
        return texts.INTAKE_CHOICE_UNKNOWN
    label = texts.INTAKE_KIND_LABELS.get(intake.kind, intake.kind)
    reasons = ", ".join(intake.reasons[:3])
    return texts.INTAKE_CHOICE_BODY.format(label=label, reasons=reasons)
