"""What the scheduler checks: pending approvals, idle interviews, stale opportunities."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from bot.core import texts
from bot.core.messages import Button, ConversationKey, Reply
from bot.core.reply_flow import FOLLOW_UP_ACTION
from bot.messenger import Messenger
from bot.quiet_hours import user_quiet_until
from bot.runtime import App
from storage.models import Thread
from storage.repositories import ButtonSpec

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReminderConfig:
    """When to remind, expire and nudge."""

    approval_remind_after: timedelta = timedelta(hours=24)
    approval_expire_after: timedelta = timedelta(days=7)
    interview_nudge_after: timedelta = timedelta(hours=24)
    follow_up_after_days: int = 7


def _key(thread: Thread) -> ConversationKey:
    return ConversationKey(thread.platform, thread.workspace, thread.channel, thread.thread_root)


def _naive(moment: datetime) -> datetime:
    # SQLite hands datetimes back without a zone; all of ours are UTC.
    return moment.astimezone(UTC).replace(tzinfo=None)


class ReminderSweep:
    """One pass over everything that may need a proactive message."""

    def __init__(
        self,
        app: App,
        messengers: dict[str, Messenger],
        config: ReminderConfig | None = None,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.app = app
        self.messengers = messengers
        self.config = config or ReminderConfig()
        self.clock = clock

    async def run(self) -> dict[str, int]:
        """Run every check; return how many messages each sent."""
        return {
            "expired": await self.expire_approvals(),
            "reminded": await self.remind_approvals(),
            "nudged": await self.nudge_interviews(),
            "follow_ups": await self.suggest_follow_ups(),
        }

    async def remind_approvals(self) -> int:
        """Remind owners of drafts waiting longer than the reminder delay, once per card."""
        before = _naive(self.clock() - self.config.approval_remind_after)
        sent = 0
        for token in await self.app.repos.tokens.pending("approve", before):
            if await self._quiet(token.owner):
                continue
            if not await self._once(f"reminded:{token.card_id}", token.owner):
                continue
            thread = await self.app.repos.threads.get(token.thread_id or "")
            if thread is not None and await self._send(thread, texts.REMIND_APPROVAL):
                sent += 1
        return sent

    async def expire_approvals(self) -> int:
        """Expire drafts nobody decided on: the buttons stop working and nothing is approved."""
        before = _naive(self.clock() - self.config.approval_expire_after)
        count = 0
        for token in await self.app.repos.tokens.pending("approve", before):
            thread = await self.app.repos.threads.get(token.thread_id or "")
            if thread is None or await self._quiet(token.owner):
                continue  # at night the draft simply waits until morning to expire
            async with self.app.service.locks.hold(thread.thread_id):
                expired = await self.app.service.reply.expire(token)
            if expired:
                await self.app.repos.events.log(
                    "expired", user_id=thread.owner, thread_id=thread.thread_id
                )
                await self._send(thread, texts.APPROVAL_EXPIRED)
                count += 1
        return count

    async def nudge_interviews(self) -> int:
        """Nudge once about an interview left unfinished."""
        before = _naive(self.clock() - self.config.interview_nudge_after)
        sent = 0
        for thread in await self.app.repos.threads.idle("interview", "active", before):
            if await self._quiet(thread.owner):
                continue
            if await self._once(f"nudged:{thread.thread_id}", thread.owner) and await self._send(
                thread, texts.NUDGE_INTERVIEW
            ):
                sent += 1
        return sent

    async def suggest_follow_ups(self) -> int:
        """Suggest a follow-up, once per quiet spell, when an employer has gone silent."""
        sent = 0
        days = self.config.follow_up_after_days
        for opp in await self.app.repos.opportunities.stale(self.clock(), days, ("replied",)):
            flag = f"follow_up:{opp.code}:{opp.user_id}:{opp.last_activity_at.isoformat()}"
            thread = await self.app.repos.threads.get(opp.thread_id)
            if thread is None or await self._quiet(opp.user_id):
                continue
            if not await self._once(flag, opp.user_id):
                continue
            name = opp.company or opp.role or opp.code
            text = texts.SUGGEST_FOLLOW_UP.format(name=name, code=opp.code, days=days)
            spec = ButtonSpec(f"{FOLLOW_UP_ACTION}:{opp.code}", texts.FOLLOW_UP_BUTTON)
            card_id, (token,) = await self.app.repos.tokens.issue(
                opp.user_id, [spec], thread_id=opp.thread_id
            )
            button = Button(spec.label, token, "primary", FOLLOW_UP_ACTION)
            if await self._send(thread, text, buttons=(button,), card_id=card_id):
                sent += 1
        return sent

    async def _quiet(self, user_id: str) -> bool:
        return await user_quiet_until(self.app.repos.kv, user_id, self.clock()) is not None

    async def _once(self, flag: str, owner: str) -> bool:
        if await self.app.repos.kv.get(flag):
            return False
        await self.app.repos.kv.set(flag, self.clock().isoformat(), owner=owner)
        return True

    async def _send(
        self, thread: Thread, text: str, buttons: tuple[Button, ...] = (), card_id: str = ""
    ) -> bool:
        messenger = self.messengers.get(thread.platform)
        if messenger is None:
            logger.info("no messenger for %s: reminder not sent", thread.platform)
            return False
        await messenger.send(_key(thread), [Reply(text=text, buttons=buttons, card_id=card_id)])
        return True
