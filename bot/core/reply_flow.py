"""The employer-reply workflow as the core sees it: start, review decisions, next messages."""

from __future__ import annotations

import json
import logging
from typing import Any

from agent.reply.asks import placeholders_in
from agent.reply.profile_source import load_profile_context
from bot.core import texts
from bot.core.messages import Button, ButtonPress, IncomingMessage, Reply
from bot.core.reply_view import BUTTON_STYLES, REVIEW_BUTTONS, review_card
from bot.core.runner import GraphRunner, RunFailed, RunResult
from bot.core.threads import failure_reply, register_thread
from bot.metrics import Metrics
from storage.models import ButtonToken, Thread
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

KIND = "reply"
FOLLOW_UP_ACTION = "followup"
# Actions that need the user's text; pressed without it, the next message supplies it.
TEXT_ACTIONS = ("edit", "revise")
DONE_TEXT = {
    "approved": texts.REPLY_APPROVED,
    "edited": texts.REPLY_EDITED,
    "rejected": texts.REPLY_REJECTED,
}


def _finished_unrecorded(state: RunResult) -> bool:
    """Tell whether a run reached its outcome (a thread still in review did not record it)."""
    return bool(state.values.get("outcome"))


def _pending_key(thread_id: str) -> str:
    return f"pending_input:{thread_id}"


class ReplyFlow:
    """Drives reply graphs on threads and turns their state into cards and replies."""

    def __init__(
        self, runner: GraphRunner, repos: Repositories, metrics: Metrics | None = None
    ) -> None:
        self.runner = runner
        self.repos = repos
        self.metrics = metrics or Metrics()

    async def start(self, msg: IncomingMessage, employer_text: str) -> list[Reply]:
        """Start a reply conversation on this thread with the employer's message."""
        await self.runner.reset(msg.key.thread_id)
        await register_thread(self.repos, msg, KIND, status="review")
        return await self._run_message(
            msg.user_id, msg.key.thread_id, employer_text, status="review"
        )

    async def continue_thread(self, msg: IncomingMessage, thread: Thread) -> list[Reply]:
        """Handle a message in a reply thread: pending input, a pending card, or a new message."""
        text = msg.text.strip()
        if not text:
            return [Reply(text=texts.EMPTY_MESSAGE)]
        if thread.status == "awaiting_input":
            return await self._provide_input(thread, text)
        state, midway = await self.runner.snapshot(thread.thread_id)
        if midway:
            return await self._recover(thread.owner, thread.thread_id)
        if state.interrupt is not None:
            replies = [Reply(text=texts.REPLY_DECIDE_FIRST)]
            if not await self.repos.tokens.has_open_card(state.interrupt.id):
                # Its card was used up by a press that never finished: show it again.
                interrupt = state.interrupt
                replies.append(
                    await self._card(thread.owner, thread.thread_id, interrupt.id, interrupt.value)
                )
            return replies
        return await self._run_message(msg.user_id, thread.thread_id, text)

    async def decide(self, token: ButtonToken, press: ButtonPress) -> list[Reply]:
        """Carry out Approve / Edit / Revise / Reject on a pending draft (card already consumed)."""
        thread_id = token.thread_id or ""
        state, midway = await self.runner.snapshot(thread_id)
        if midway:
            # A decision was taken but its run stopped before finishing (crash, timeout).
            return await self._recover(token.owner, thread_id)
        if state.interrupt is None and _finished_unrecorded(state):
            thread = await self.repos.threads.get(thread_id)
            if thread is not None and thread.status == "review":
                # The decision's run finished but its process died before saying so.
                return await self._replies(token.owner, thread_id, state)
        if state.interrupt is None or state.interrupt.id != token.interrupt_id:
            return [Reply(text=texts.BUTTON_STALE, ephemeral=True)]
        text = press.text.strip()
        if token.action in TEXT_ACTIONS and not text:
            pending = json.dumps({"action": token.action, "interrupt_id": token.interrupt_id})
            await self.repos.kv.set(_pending_key(thread_id), pending, owner=token.owner)
            await self.repos.threads.set_status(thread_id, "awaiting_input")
            prompt = texts.ASK_EDIT if token.action == "edit" else texts.ASK_REVISE
            return [Reply(text=prompt, expects_text=True)]
        return await self._resume(
            token.owner, thread_id, token.interrupt_id or "", token.action, text
        )

    async def unfinished(self, token: ButtonToken) -> bool:
        """Tell whether a used card's decision was never carried out (its process died).

        Call under the thread's lock: no press is running then, so a card still in review
        whose draft still waits (or whose resumed run stopped midway) was left by a press
        that died; a retried press may carry out the decision instead of calling it stale.
        """
        thread = await self.repos.threads.get(token.thread_id or "")
        if thread is None or thread.status != "review":
            return False  # decided, or waiting for the text of an Edit / Revise
        state, midway = await self.runner.snapshot(thread.thread_id)
        if state.interrupt is None:
            return midway or _finished_unrecorded(state)
        return state.interrupt.id == token.interrupt_id

    async def pending_draft(self, thread_id: str, interrupt_id: str) -> str | None:
        """Return the draft awaiting review on a thread, if `interrupt_id` is still pending."""
        state, _ = await self.runner.snapshot(thread_id)
        if state.interrupt is None or state.interrupt.id != interrupt_id:
            return None
        return str(state.interrupt.value.get("draft", ""))

    async def cancel(self, thread: Thread) -> list[Reply]:
        """Discard a pending draft (fail closed: nothing is approved)."""
        state, _ = await self.runner.snapshot(thread.thread_id)
        if state.interrupt is None:
            return [Reply(text=texts.NOTHING_TO_CANCEL)]
        return await self._resume_or_say(
            thread.owner, thread.thread_id, state.interrupt.id, "reject"
        )

    async def expire(self, token: ButtonToken) -> bool:
        """Discard the draft behind an old card, only if that very draft is still pending."""
        thread_id = token.thread_id or ""
        if not await self.repos.tokens.consume_card(token.card_id):
            return False
        state, _ = await self.runner.snapshot(thread_id)
        if state.interrupt is None or state.interrupt.id != token.interrupt_id:
            return False
        await self._resume(token.owner, thread_id, state.interrupt.id, "reject", "")
        return True

    async def _provide_input(self, thread: Thread, text: str) -> list[Reply]:
        raw = await self.repos.kv.get(_pending_key(thread.thread_id))
        pending: dict[str, Any] = json.loads(raw) if raw else {}
        state, _ = await self.runner.snapshot(thread.thread_id)
        if state.interrupt is None or state.interrupt.id != pending.get("interrupt_id"):
            await self.repos.threads.set_status(thread.thread_id, "done")
            return [Reply(text=texts.BUTTON_STALE)]
        action = str(pending["action"])
        return await self._resume_or_say(
            thread.owner, thread.thread_id, state.interrupt.id, action, text
        )

    async def follow_up(self, token: ButtonToken) -> list[Reply]:
        """Draft a follow-up in an opportunity's conversation (the card is already consumed)."""
        code = token.action.split(":", 1)[1]
        opp = await self.repos.opportunities.get_by_code(token.owner, code)
        thread_id = token.thread_id or ""
        if opp is None or opp.thread_id != thread_id:
            return [Reply(text=texts.BUTTON_STALE, ephemeral=True)]
        state, _ = await self.runner.snapshot(thread_id)
        if state.interrupt is not None:
            return [Reply(text=texts.REPLY_DECIDE_FIRST)]
        facts = {"company": opp.company, "role": opp.role, "contact_name": opp.contact}
        note = texts.FOLLOW_UP_NOTE.format(name=opp.company or opp.role or opp.code)
        return await self._run_message(token.owner, thread_id, note, follow_up=facts)

    async def _run_message(
        self,
        user_id: str,
        thread_id: str,
        employer_text: str,
        follow_up: dict[str, str] | None = None,
        status: str | None = None,
    ) -> list[Reply]:
        if follow_up is None:
            await self.repos.events.log("received", user_id=user_id, thread_id=thread_id)
        profile = await load_profile_context(self.repos.profiles, user_id)
        inputs = {
            "user_id": user_id,
            "employer_text": employer_text,
            "profile": profile.model_dump(),
            "follow_up": follow_up,
        }
        try:
            result = await self.runner.start(thread_id, inputs)
        except RunFailed as exc:
            await self.repos.events.log("failed", user_id=user_id, thread_id=thread_id)
            return [failure_reply(exc)]
        intro = texts.REPLY_INTRO if not profile.skills else texts.REPLY_INTRO_PROFILE
        if follow_up is not None:
            intro = texts.FOLLOW_UP_INTRO
        return [Reply(text=intro), *await self._replies(user_id, thread_id, result, status)]

    async def _resume(
        self, user_id: str, thread_id: str, interrupt_id: str, action: str, text: str
    ) -> list[Reply]:
        """Answer the interrupt; a failed run raises RunFailed with nothing decided."""
        try:
            result = await self.runner.resume(
                thread_id, interrupt_id, {"action": action, "text": text}
            )
        except RunFailed:
            await self.repos.events.log("failed", user_id=user_id, thread_id=thread_id)
            raise
        await self.repos.kv.delete(_pending_key(thread_id))
        await self.repos.tokens.consume_interrupt(interrupt_id)
        return await self._replies(user_id, thread_id, result)

    async def _resume_or_say(
        self, user_id: str, thread_id: str, interrupt_id: str, action: str, text: str = ""
    ) -> list[Reply]:
        try:
            return await self._resume(user_id, thread_id, interrupt_id, action, text)
        except RunFailed as exc:
            return [failure_reply(exc)]

    async def _recover(self, user_id: str, thread_id: str) -> list[Reply]:
        try:
            result = await self.runner.recover(thread_id)
        except RunFailed as exc:
            return [failure_reply(exc)]
        return [
            Reply(text=texts.CATCHING_UP_REPLY),
            *await self._replies(user_id, thread_id, result),
        ]

    async def shown(self, thread: Thread, result: RunResult) -> list[Reply]:
        """Answer from the state a run left whose replies were lost (recording what the run
        did not record)."""
        if thread.status == "awaiting_input":
            # The run took the text the thread waited for: its card's buttons are spent.
            raw = await self.repos.kv.get(_pending_key(thread.thread_id))
            if raw:
                await self.repos.kv.delete(_pending_key(thread.thread_id))
                await self.repos.tokens.consume_interrupt(str(json.loads(raw)["interrupt_id"]))
        if result.interrupt is None and thread.status == "done":
            outcome = str(result.values.get("outcome", "rejected"))
            return [Reply(text=DONE_TEXT.get(outcome, texts.REPLY_REJECTED))]
        return await self._replies(thread.owner, thread.thread_id, result, thread.status)

    async def _replies(
        self, user_id: str, thread_id: str, result: RunResult, status: str | None = None
    ) -> list[Reply]:
        """Turn a run's result into replies; `status` is the thread's status if known."""
        if result.interrupt is not None:
            if status != "review":  # a new thread is registered as "review" already
                await self.repos.threads.set_status(thread_id, "review")
            return [
                await self._card(user_id, thread_id, result.interrupt.id, result.interrupt.value)
            ]
        await self.repos.threads.set_status(thread_id, "done")
        outcome = str(result.values.get("outcome", "rejected"))
        await self.repos.events.log(outcome, user_id=user_id, thread_id=thread_id)
        self.metrics.inc("career_bot_approvals_total", outcome=outcome)
        replies = [Reply(text=DONE_TEXT.get(outcome, texts.REPLY_REJECTED))]
        if result.values.get("final_reply"):
            replies.append(Reply(text=result.values["final_reply"]))
            blanks = placeholders_in(result.values["final_reply"])
            if blanks:
                replies.append(Reply(text=texts.REPLY_FILL_IN.format(blanks=", ".join(blanks))))
        code = result.values.get("opportunity")
        if code:
            replies.append(Reply(text=texts.REPLY_TRACKED.format(code=code)))
        return replies

    async def _card(
        self, user_id: str, thread_id: str, interrupt_id: str, payload: dict[str, Any]
    ) -> Reply:
        if payload.get("needs_human"):
            await self.repos.events.log("human_needed", user_id=user_id, thread_id=thread_id)
        card_id, tokens = await self.repos.tokens.issue(
            user_id, REVIEW_BUTTONS, thread_id=thread_id, interrupt_id=interrupt_id
        )
        buttons = tuple(
            Button(spec.label, token, BUTTON_STYLES.get(spec.action, "default"), spec.action)
            for spec, token in zip(REVIEW_BUTTONS, tokens, strict=True)
        )
        return Reply(card=review_card(payload), buttons=buttons, card_id=card_id)
