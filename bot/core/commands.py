"""Slash commands and the buttons they put on cards."""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta

from bot.core import texts
from bot.core.fit_flow import FitFlow
from bot.core.fit_view import FIT_BUTTONS
from bot.core.intake_flow import ACTION_PREFIX as INTAKE_ACTION
from bot.core.intake_flow import IntakeFlow
from bot.core.interview_flow import InterviewFlow
from bot.core.messages import Attachment, Button, ButtonPress, Card, IncomingMessage, Reply
from bot.core.ports import SchedulerSource
from bot.core.profile_view import json_resume, profile_card
from bot.core.reply_flow import FOLLOW_UP_ACTION, ReplyFlow
from bot.core.tracker_flow import STAGE_ACTION, TrackerFlow
from bot.quiet_hours import parse_zone, tz_key
from interview.profile_store import from_stored
from storage.models import ButtonToken
from storage.repositories import ButtonSpec, Repositories

logger = logging.getLogger(__name__)

REPLY_ACTIONS = ("approve", "edit", "revise", "reject")
MAX_REMIND_AHEAD = timedelta(days=366)
MAX_REMINDERS_PER_USER = 50
# Commands about the sender alone; anything else acts on the conversation and needs its owner.
PERSONAL_COMMANDS = frozenset(
    {"/help", "/start", "/status", "/stage", "/profile", "/export", "/forget", "/new", "/timezone"}
)
Handler = Callable[[IncomingMessage, str], Awaitable[list[Reply]]]
Forgetter = Callable[[str], Awaitable[None]]


class Commands:
    """Runs `/commands` and the actions of non-workflow buttons."""

    def __init__(
        self,
        repos: Repositories,
        interview: InterviewFlow,
        reply: ReplyFlow,
        forget: Forgetter,
        hooks: SchedulerSource,
        tracker: TrackerFlow,
        intake: IntakeFlow,
        fit: FitFlow | None = None,
    ) -> None:
        self.fit = fit
        self.hooks = hooks
        self.intake = intake
        self.tracker = tracker
        self.repos = repos
        self.interview = interview
        self.reply = reply
        self.forget_user = forget
        self.table: dict[str, Handler] = {
            "/help": self.help,
            "/start": self.help,
            "/interview": self.start_interview,
            "/reply": self.start_reply,
            "/profile": self.profile,
            "/export": self.export,
            "/forget": self.forget,
            "/cancel": self.cancel,
            "/stop": self.cancel,
            "/skip": self.skip,
            "/new": self.new,
            "/remind": self.remind,
            "/timezone": self.timezone,
            "/status": self.status,
            "/stage": self.stage,
        }
        if fit is not None:
            self.table["/fit"] = fit.command

    def is_personal(self, text: str) -> bool:
        """Tell whether a command only concerns its sender (not the conversation it is in)."""
        return _split(text)[0] in PERSONAL_COMMANDS

    async def run(self, msg: IncomingMessage, text: str) -> list[Reply]:
        """Run the command at the start of `text`."""
        name, rest = _split(text)
        handler = self.table.get(name)
        if handler is None:
            return [Reply(text=f"I don't know the command {name}. /help lists what I can do.")]
        return await handler(msg, rest)

    async def help(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Show what the bot can do."""
        return [Reply(text=texts.HELP)]

    async def start_interview(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Start an interview with the resume in the message, or ask for it."""
        thread = await self.repos.threads.get(msg.key.thread_id)
        if thread is not None and thread.kind == "interview" and thread.status == "active":
            return [Reply(text=texts.INTERVIEW_ALREADY_RUNNING)]
        if not rest and not msg.files:
            return await self.interview.await_resume(msg)
        return await self.interview.start_from_message(replace(msg, text=rest))

    async def start_reply(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Screen and draft a reply to the employer message given with the command."""
        if not rest:
            return [Reply(text=texts.REPLY_EMPTY)]
        thread = await self.repos.threads.get(msg.key.thread_id)
        if thread is not None and thread.kind == "reply":
            return await self.reply.continue_thread(replace(msg, text=rest), thread)
        if thread is not None and thread.status in ("active", "review", "awaiting_input"):
            return [Reply(text=texts.THREAD_BUSY)]
        return await self.reply.start(msg, rest)

    async def profile(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Show the stored skills as a table."""
        stored = await self.repos.profiles.skills(msg.user_id)
        if not stored:
            return [Reply(text=texts.PROFILE_EMPTY)]
        return [Reply(card=profile_card([from_stored(s) for s in stored]))]

    async def export(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Send the profile as a JSON Resume file."""
        stored = await self.repos.profiles.skills(msg.user_id)
        if not stored:
            return [Reply(text=texts.EXPORT_EMPTY)]
        document = json_resume(
            [from_stored(s) for s in stored], await self.repos.profiles.basics(msg.user_id)
        )
        content = json.dumps(document, indent=2, ensure_ascii=False).encode()
        count = len(stored)
        return [
            Reply(
                text=texts.EXPORT_READY.format(count=count, s="" if count == 1 else "s"),
                attachment=Attachment("career-bot-profile.json", content, "application/json"),
            )
        ]

    async def forget(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Ask for confirmation before deleting everything about the user."""
        specs = [
            ButtonSpec("forget_confirm", "Delete everything"),
            ButtonSpec("forget_cancel", "Keep my data"),
        ]
        card_id, tokens = await self.repos.tokens.issue(msg.user_id, specs)
        buttons = (
            Button(specs[0].label, tokens[0], style="danger", action=specs[0].action),
            Button(specs[1].label, tokens[1], action=specs[1].action),
        )
        card = Card(title="Delete all your data?", body=texts.FORGET_CONFIRM)
        return [Reply(card=card, buttons=buttons, card_id=card_id)]

    async def cancel(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Stop what is running in this conversation."""
        thread = await self.repos.threads.get(msg.key.thread_id)
        if thread is not None and thread.kind == "reply":
            return await self.reply.cancel(thread)
        if thread is None or thread.status not in ("active", "awaiting_resume"):
            return [Reply(text=texts.NOTHING_TO_CANCEL)]
        if thread.status == "awaiting_resume":
            await self.repos.threads.set_status(thread.thread_id, "cancelled")
            return [Reply(text=texts.CANCELLED)]
        return await self.interview.stop(thread.thread_id, msg.user_id)

    async def skip(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Skip the current interview question."""
        thread = await self.repos.threads.get(msg.key.thread_id)
        if thread is None or thread.kind != "interview" or thread.status != "active":
            return [Reply(text=texts.NOTHING_TO_SKIP)]
        return await self.interview.skip(thread.thread_id, msg.user_id)

    async def status(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """List the user's opportunities, or show one (`/status O001`) with stage buttons."""
        if rest.strip():
            return await self.tracker.card(msg.user_id, rest.strip())
        return await self.tracker.status(msg.user_id)

    async def stage(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Move an opportunity to another stage."""
        return await self.tracker.set_stage(msg.user_id, rest)

    async def remind(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Schedule a reminder in this conversation: `/remind 3d follow up with Acme`."""
        when_text, _, note = rest.partition(" ")
        when = due_in(when_text)
        if when is None:
            return [Reply(text=texts.REMIND_USAGE)]
        scheduler = self.hooks.scheduler
        if scheduler is None:
            return [Reply(text=texts.REMIND_UNAVAILABLE)]
        if await scheduler.count_user_jobs(msg.user_id) >= MAX_REMINDERS_PER_USER:
            return [Reply(text=texts.REMIND_TOO_MANY.format(limit=MAX_REMINDERS_PER_USER))]
        await scheduler.remind_at(msg.user_id, msg.key, when, note.strip() or texts.REMIND_DEFAULT)
        return [Reply(text=texts.REMIND_SET.format(when=when.strftime("%Y-%m-%d %H:%M UTC")))]

    async def timezone(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Set the user's time zone (reminders then wait out the night), or show it."""
        if not rest.strip():
            current = await self.repos.kv.get(tz_key(msg.user_id))
            return [Reply(text=texts.TIMEZONE_SHOW.format(zone=current or "not set"))]
        zone = parse_zone(rest)
        if zone is None:
            return [Reply(text=texts.TIMEZONE_UNKNOWN.format(zone=rest.strip()[:60]))]
        await self.repos.kv.set(tz_key(msg.user_id), zone.key, owner=msg.user_id)
        return [Reply(text=texts.TIMEZONE_SET.format(zone=zone.key))]

    async def new(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Explain how to start a fresh conversation (the console handles /new itself)."""
        return [Reply(text=texts.NEW_THREAD_HINT)]

    async def on_button(self, token: ButtonToken, press: ButtonPress) -> list[Reply]:
        """Carry out a pressed button's action (the card is already consumed)."""
        if token.action == "forget_confirm":
            await self.forget_user(token.owner)
            logger.info("deleted a user's data on request")
            return [Reply(text=texts.FORGET_DONE)]
        if token.action == "forget_cancel":
            return [Reply(text=texts.FORGET_KEPT)]
        if token.action in REPLY_ACTIONS:
            return await self.reply.decide(token, press)
        if token.action.startswith(f"{STAGE_ACTION}:"):
            return await self.tracker.on_stage_button(token)
        if token.action.startswith(f"{FOLLOW_UP_ACTION}:"):
            return await self.reply.follow_up(token)
        if token.action.startswith(INTAKE_ACTION):
            return await self.intake.on_button(token)
        if token.action in FIT_BUTTONS and self.fit is not None:
            return await self.fit.on_button(token, press)
        logger.warning("button with unknown action %s", token.action)
        return [Reply(text=texts.BUTTON_UNKNOWN)]


# ASCII digits only: str.isdigit() also accepts "²" and other digits int() refuses.
_DELAY = re.compile(r"([0-9]{1,6})([mhdw])", re.ASCII)


def due_in(text: str, now: datetime | None = None) -> datetime | None:
    """Parse "30m", "2h", "3d" or "1w" into a time from now; None when unreadable."""
    units = {"m": "minutes", "h": "hours", "d": "days", "w": "weeks"}
    match = _DELAY.fullmatch(text.strip().lower())
    if match is None:
        return None
    # Six digits of weeks still fit a timedelta; the cap below rejects them.
    delay = timedelta(**{units[match[2]]: int(match[1])})
    if not timedelta(0) < delay <= MAX_REMIND_AHEAD:
        return None
    return (now or datetime.now(UTC)) + delay


def _split(text: str) -> tuple[str, str]:
    """Return a command's name (lower case, without Telegram's @botname) and its argument."""
    name, _, rest = text.strip().partition(" ")
    first_line, _, more = name.partition("\n")
    name = first_line.split("@", 1)[0].lower()
    return name, ((more + " " + rest).strip() if more else rest.strip())
