"""The job-posting fit check as the core sees it: /fit, the report card and its buttons."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from typing import Any

from langgraph.errors import GraphRecursionError
from langgraph.graph.state import CompiledStateGraph

from agent.fit.model import FitReport, ProfileSkill
from agent.fit.requirements import conditions
from bot.core import texts
from bot.core.fit_inputs import focused_interview_inputs, read_posting_file
from bot.core.fit_view import (
    COVER_ACTION,
    FIT_BUTTONS,
    INTERVIEW_ACTION,
    TRACK_ACTION,
    fit_buttons,
    fit_card,
)
from bot.core.interview_flow import InterviewFlow
from bot.core.messages import Attachment, Button, ButtonPress, IncomingMessage, Reply
from bot.core.reply_flow import ReplyFlow
from bot.core.runner import RECURSION_LIMIT, RunFailed
from bot.core.threads import failure_reply, register_thread
from interview.resume_input import ResumeInputError
from storage.models import ButtonToken, Thread
from storage.opportunities import Exchange
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

KIND = "fit"
AWAITING = "awaiting_posting"
MAX_POSTING_CHARS = 30_000
OPPORTUNITY_CODE = re.compile(r"^O\d{1,4}$", re.IGNORECASE)


def _key(thread_id: str) -> str:
    return f"fit:{thread_id}"


class FitFlow:
    """Runs the fit graph on a posting and carries out the report card's buttons."""

    def __init__(
        self,
        repos: Repositories,
        graph: CompiledStateGraph,
        interview: InterviewFlow,
        reply: ReplyFlow,
        *,
        timeout_s: float = 60.0,
    ) -> None:
        self.repos = repos
        self.graph = graph
        self.interview = interview
        self.reply = reply
        self.timeout_s = timeout_s

    async def command(self, msg: IncomingMessage, rest: str) -> list[Reply]:
        """Run `/fit`: a posting, a file, a tracked opportunity (O003), or `export`."""
        arg = rest.strip()
        if arg.lower() == "export":
            return await self.export(msg)
        if OPPORTUNITY_CODE.match(arg):
            return await self.for_opportunity(msg, arg.upper())
        if msg.files:
            return await self._from_file(msg)
        if arg:
            return await self.start(msg, arg)
        await register_thread(self.repos, msg, KIND, status=AWAITING)
        return [Reply(text=texts.FIT_ASK_POSTING, expects_text=True)]

    async def continue_thread(self, msg: IncomingMessage, thread: Thread) -> list[Reply]:
        """Take the posting a `/fit` without one asked for: a file or pasted text."""
        if msg.files:
            return await self._from_file(msg)
        return await self.start(msg, msg.text)

    async def _from_file(self, msg: IncomingMessage) -> list[Reply]:
        file = msg.files[0]
        try:
            text = await asyncio.to_thread(
                read_posting_file, file.name, file.data, file.content_type
            )
        except ResumeInputError as exc:
            return [Reply(text=exc.user_message)]
        return await self.start(msg, text)

    async def start(self, msg: IncomingMessage, posting_text: str) -> list[Reply]:
        """Check the user's fit for a posting and show the report card."""
        posting = posting_text.strip()
        if not posting:
            return [Reply(text=texts.FIT_ASK_POSTING, expects_text=True)]
        if len(posting) > MAX_POSTING_CHARS:
            return [
                Reply(text=texts.FIT_TOO_LONG.format(length=len(posting), limit=MAX_POSTING_CHARS))
            ]
        try:
            report = await self._report(msg.user_id, posting)
        except RunFailed as exc:
            return [failure_reply(exc)]
        if isinstance(report, list):
            return report
        await register_thread(self.repos, msg, KIND, status="done")
        await self._save(
            msg.key.thread_id, msg.user_id, {"posting": posting, "report": report.model_dump()}
        )
        await self.repos.events.log("fit_checked", user_id=msg.user_id, thread_id=msg.key.thread_id)
        return [await self._card(msg.user_id, msg.key.thread_id, report)]

    async def for_opportunity(self, msg: IncomingMessage, code: str) -> list[Reply]:
        """Check the fit for a tracked opportunity's posting (its longest employer message)."""
        opp = await self.repos.opportunities.get_by_code(msg.user_id, code)
        texts_seen = (
            [e.employer_text for e in await self.repos.opportunities.exchanges(opp.id)]
            if opp
            else []
        )
        if not texts_seen:
            return [Reply(text=texts.FIT_UNKNOWN_OPPORTUNITY.format(code=code))]
        return await self.start(msg, max(texts_seen, key=len))

    async def export(self, msg: IncomingMessage) -> list[Reply]:
        """Send the conversation's latest fit report as JSON."""
        data = await self._load(msg.key.thread_id)
        if data is None:
            return [Reply(text=texts.FIT_NO_REPORT)]
        report = FitReport.model_validate(data["report"])
        attachment = Attachment("fit-report.json", report.to_json().encode(), "application/json")
        return [Reply(text="Your fit report as JSON.", attachment=attachment)]

    async def on_button(self, token: ButtonToken, press: ButtonPress) -> list[Reply]:
        """Carry out a report card's button (the card is already consumed)."""
        data = await self._load(token.thread_id or "")
        if data is None:
            return [Reply(text=texts.BUTTON_STALE, ephemeral=True)]
        if token.action == INTERVIEW_ACTION:
            return await self._interview(token, press, data)
        if token.action == COVER_ACTION:
            return await self._cover(token, press, data["posting"])
        return await self._track(token, data)

    async def after_interview(self, thread_id: str, user_id: str) -> list[Reply]:
        """Re-score the posting an interview was about, once it finishes."""
        data = await self._load(thread_id)
        if data is None or not data.get("rescore"):
            return []
        before = FitReport.model_validate(data["report"]).score
        try:
            report = await self._report(user_id, data["posting"])
        except RunFailed as exc:
            return [failure_reply(exc)]
        if isinstance(report, list):
            return report
        await self._save(
            thread_id, user_id, {"posting": data["posting"], "report": report.model_dump()}
        )
        text = texts.FIT_RESCORED.format(before=before, after=report.score)
        return [Reply(text=text), await self._card(user_id, thread_id, report, before=before)]

    async def _interview(
        self, token: ButtonToken, press: ButtonPress, data: dict[str, Any]
    ) -> list[Reply]:
        report = FitReport.model_validate(data["report"])
        if not report.focus:
            return [Reply(text=texts.FIT_NO_FOCUS)]
        stored = await self.repos.profiles.skills(token.owner)
        inputs = focused_interview_inputs(token.owner, report.focus, stored)
        msg = IncomingMessage(key=press.key, user_id=token.owner)
        await self._save(msg.key.thread_id, token.owner, {**data, "rescore": True})
        intro = texts.FIT_INTERVIEW_INTRO.format(skills=", ".join(report.focus))
        return [Reply(text=intro), *await self.interview.start_focused(msg, inputs)]

    async def _cover(self, token: ButtonToken, press: ButtonPress, posting: str) -> list[Reply]:
        msg = IncomingMessage(key=press.key, user_id=token.owner, text=posting)
        replies = await self.reply.start(msg, posting)
        # The reply flow's "this looks like an employer message" intro would confuse here.
        intros = (texts.REPLY_INTRO, texts.REPLY_INTRO_PROFILE)
        return [Reply(text=texts.FIT_COVER_INTRO), *(r for r in replies if r.text not in intros)]

    async def _track(self, token: ButtonToken, data: dict[str, Any]) -> list[Reply]:
        report = FitReport.model_validate(data["report"])
        code = await self.repos.opportunities.record_exchange(
            user_id=token.owner,
            thread_id=token.thread_id or "",
            company=report.company,
            role=report.title,
            contact="",
            stage="new",
            exchange=Exchange(0, data["posting"], "", "posting"),
        )
        replies = [Reply(text=texts.FIT_TRACKED.format(code=code))]
        rest = [
            a for a in (INTERVIEW_ACTION, COVER_ACTION) if a != INTERVIEW_ACTION or report.focus
        ]
        more = await self._buttons(token.owner, token.thread_id or "", rest)
        return [*replies, more]

    async def _report(self, user_id: str, posting: str) -> FitReport | list[Reply]:
        """Run the graph; a list of replies says why there is no report."""
        profile = [
            ProfileSkill(
                name=s.name, category=s.category, attributes=s.attributes, evidence=s.evidence
            )
            for s in await self.repos.profiles.skills(user_id)
        ]
        if not profile:
            return [Reply(text=texts.FIT_NO_PROFILE)]
        inputs = {"posting": posting, "profile": [p.model_dump() for p in profile]}
        try:
            values = await asyncio.wait_for(
                self.graph.ainvoke(inputs, {"recursion_limit": RECURSION_LIMIT}), self.timeout_s
            )
        except TimeoutError as exc:
            logger.warning("fit run timed out after %ss", self.timeout_s)
            raise RunFailed("timeout") from exc
        except GraphRecursionError as exc:
            raise RunFailed("recursion") from exc
        if not values.get("requirements"):
            return self._not_a_posting(posting)
        return FitReport.model_validate(values["report"])

    @staticmethod
    def _not_a_posting(posting: str) -> list[Reply]:
        replies = [Reply(text=texts.FIT_NOT_A_POSTING)]
        found = conditions(posting)
        if found:
            replies.append(Reply(text=texts.FIT_CONDITIONS.format(quote=found[0])))
        return replies

    async def _card(
        self, user_id: str, thread_id: str, report: FitReport, before: float | None = None
    ) -> Reply:
        actions = [COVER_ACTION, TRACK_ACTION] + ([INTERVIEW_ACTION] if report.focus else [])
        specs = fit_buttons(actions)
        card_id, tokens = await self.repos.tokens.issue(user_id, specs, thread_id=thread_id)
        buttons = tuple(
            Button(s.label, t, "primary" if s.action == INTERVIEW_ACTION else "default", s.action)
            for s, t in zip(specs, tokens, strict=True)
        )
        return Reply(card=fit_card(report, before), buttons=buttons, card_id=card_id)

    async def _buttons(self, user_id: str, thread_id: str, actions: list[str]) -> Reply:
        specs = fit_buttons(actions)
        card_id, tokens = await self.repos.tokens.issue(user_id, specs, thread_id=thread_id)
        buttons = tuple(
            Button(s.label, t, action=s.action) for s, t in zip(specs, tokens, strict=True)
        )
        return Reply(text=texts.FIT_MORE, buttons=buttons, card_id=card_id)

    async def _save(self, thread_id: str, user_id: str, data: dict[str, Any]) -> None:
        await self.repos.kv.set(_key(thread_id), json.dumps(data), owner=user_id)

    async def _load(self, thread_id: str) -> dict[str, Any] | None:
        raw = await self.repos.kv.get(_key(thread_id))
        return json.loads(raw) if raw else None


__all__ = ["FIT_BUTTONS", "FitFlow"]
