"""Slack listeners: parse the payload, call the conversation core, render the replies."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from slack_bolt.context.ack.async_ack import AsyncAck
from slack_sdk.web.async_client import AsyncWebClient

from bot import turns
from bot.core import texts
from bot.core.messages import ConversationKey, IncomingMessage, Reply
from bot.core.progress import ProgressConfig, track_progress
from bot.runtime import App, progress_config
from bot.slack_adapter.blocks import (
    INPUT_ACTION_ID,
    INPUT_BLOCK_ID,
    edit_modal,
    section,
)
from bot.slack_adapter.deliver import CardMessage, Poster
from bot.slack_adapter.files import FileFetchError, SlackFiles
from bot.slack_adapter.home import home_view
from bot.slack_adapter.parse import (
    PLATFORM,
    Inbound,
    PressContext,
    inbox_key,
    interaction_id,
    modal_metadata,
    parse_message,
    parse_press,
    parse_shortcut,
    parse_submission,
    reply_target,
    submitted_text,
    team_of,
    user_id,
)
from bot.slack_adapter.progress import PROGRESS_NOTE, SlackProgress, working_after
from bot.slack_adapter.render import MAX_BLOCKS, quote, split_text
from bot.slack_adapter.work import BackgroundWork, OnError

logger = logging.getLogger(__name__)

SHORTCUT_CALLBACK_ID = "draft_reply"
EVENT_SOURCE = "slack"
# Buttons whose action needs typed input: Slack asks for it in a modal.
MODAL_ACTIONS = frozenset({"edit", "revise"})
EMPTY_EDIT = "Please write something — an empty reply can't be sent."
SHORTCUT_INTRO = "Let's draft a reply to this message:"
SHORTCUT_NO_TEXT = "That message has no text I can read, so there's nothing to reply to."
NOT_OWNER = "Only <@{owner}> can decide this — nothing changed."
# (event id, thread key, payload, user id) → True when new: stores an event durably.
Store = Callable[[str, str, dict[str, Any], str | None], Awaitable[bool]]


@dataclass
class Turn:
    """Where one conversation turn answers, and its placeholder once posted."""

    channel: str
    root: str
    placeholder: str | None = None


class SlackHandlers:
    """The listeners, each thin: parse → core → render."""

    def __init__(self, app: App, poster: Poster, files: SlackFiles, work: BackgroundWork) -> None:
        self.app = app
        self.service = app.service
        self.poster = poster
        self.files = files
        self.work = work
        # Set by the inbox (see SlackInbox): interactions are then stored before their ack.
        self.store: Store | None = None

    # --- events: DMs, mentions, App Home (Bolt acknowledges events before these run)

    async def on_message(self, body: dict[str, Any], event: dict[str, Any]) -> None:
        """Handle a direct message (files arrive as its file_share subtype)."""
        if event.get("channel_type") == "im":
            await self._on_user_message(body, event)

    async def on_mention(self, body: dict[str, Any], event: dict[str, Any]) -> None:
        """Handle an @mention in a channel: it starts (or continues) a thread there."""
        await self._on_user_message(body, event)

    async def on_home_opened(self, body: dict[str, Any], event: dict[str, Any]) -> None:
        """Publish the Home tab when the user opens it."""
        if event.get("tab", "home") != "home" or not event.get("user"):
            return
        slack_user = str(event["user"])
        self.work.spawn(self._publish_home(slack_user), "home tab", None)

    # --- interactivity: buttons, the Edit modal, the message shortcut

    async def on_button(self, ack: AsyncAck, body: dict[str, Any], client: AsyncWebClient) -> None:
        """Handle a card button: Edit/Revise open a modal; the rest are stored, then acked."""
        ctx = parse_press(body)
        if ctx is not None and ctx.action in MODAL_ACTIONS:
            await ack()
            # Opening a modal changes nothing and must follow the click within 3 s: not queued.
            # Not inline: Bolt may answer 404 when a listener fails just after ack().
            self.work.spawn(self._button(client, ctx), "button press", self._apology(ctx))
            return
        if ctx is not None and not await self._stored(body, ctx.channel, ctx.slack_user):
            self._spawn_press(ctx, "button press")
        await ack()

    async def on_edit_submitted(
        self, ack: AsyncAck, body: dict[str, Any], view: dict[str, Any]
    ) -> None:
        """Handle the Edit/Revise modal: refuse an empty text, else store it, then ack."""
        text = submitted_text(view, INPUT_BLOCK_ID, INPUT_ACTION_ID).strip()
        if not text:
            await ack(response_action="errors", errors={INPUT_BLOCK_ID: EMPTY_EDIT})
            return
        ctx = parse_submission(body, text)
        if ctx is not None and not await self._stored(body, ctx.channel, ctx.slack_user):
            self._spawn_press(ctx, "modal submission")
        await ack()

    async def on_shortcut(self, ack: AsyncAck, body: dict[str, Any]) -> None:
        """Handle "Draft a reply": a new reply conversation in a DM thread with the user."""
        slack_user = parse_shortcut(body).slack_user
        if not await self._stored(body, f"@{slack_user}", slack_user):
            self.work.spawn(self._draft_from_shortcut(body), "message shortcut", None)
        await ack()

    async def run_stored(self, body: dict[str, Any]) -> None:
        """Run an interaction the inbox stored, as its listener would have after the ack."""
        kind = body.get("type")
        if kind == "block_actions" and (ctx := parse_press(body)) is not None:
            self._spawn_press(ctx, "button press")
        elif kind == "view_submission":
            text = submitted_text(body.get("view") or {}, INPUT_BLOCK_ID, INPUT_ACTION_ID)
            if (ctx := parse_submission(body, text.strip())) is not None:
                self._spawn_press(ctx, "modal submission")
        elif kind == "message_action":
            self.work.spawn(self._draft_from_shortcut(body), "message shortcut", None)

    async def on_error(self, error: Exception, body: dict[str, Any]) -> None:
        """Log a failed listener with its traceback and tell the user briefly."""
        logger.error("Slack listener failed on a %s payload", _kind(body), exc_info=error)
        target = reply_target(body)
        if target is not None:
            await self.poster.apologize(*target)

    # --- the work behind the listeners

    async def _stored(self, body: dict[str, Any], channel: str, slack_user: str) -> bool:
        # With an inbox, an interaction is stored before its ack, and run by the inbox worker.
        if self.store is None:
            return False
        key = inbox_key(team_of(body), channel)
        user = user_id(slack_user) if slack_user else None
        if not await self.store(interaction_id(body), key, body, user):
            logger.info("Slack interaction already received")
        return True

    def _spawn_press(self, ctx: PressContext, what: str) -> None:
        # The card comes with the press (or the modal's metadata): any process can finish it.
        card = CardMessage(ctx.channel, ctx.message_ts, ctx.blocks)
        self.work.spawn(self._press(ctx, card), what, self._apology(ctx))

    async def _on_user_message(self, body: dict[str, Any], event: dict[str, Any]) -> None:
        inbound = parse_message(body, event)
        if inbound is None or not await self._first_delivery(body):
            return
        turn = Turn(inbound.channel, inbound.root)
        self.work.spawn(self._converse(inbound, turn), "message", self._turn_apology(turn))

    async def _first_delivery(self, body: dict[str, Any]) -> bool:
        # Slack retries (X-Slack-Retry-Num) and duplicates carry the same event_id.
        if turns.CURRENT_TURN.get() is not None:
            return True  # from the inbox, which dropped duplicates as it stored them
        event_id = body.get("event_id")
        return not event_id or await self.app.repos.events.claim_event_id(EVENT_SOURCE, event_id)

    async def _converse(self, inbound: Inbound, turn: Turn) -> None:
        if not self.service.is_allowed(inbound.message.user_id):
            # No placeholder and no download for people not on ALLOWED_USERS: the core
            # answers them with one polite refusal.
            refusal = await self.service.handle(replace(inbound.message, text="", files=()))
            await self.poster.deliver(turn.channel, turn.root, refusal)
            return
        # A placeholder only for a turn still running after a moment. A replay posts it (or
        # finds, by its tag, the one its dead run posted) first: it becomes the answer.
        view = SlackProgress(self.poster.client, turn.channel, turns.recall(PROGRESS_NOTE))
        config = progress_config(self.app.settings)
        event = turns.current_event()
        after_s = 0.0 if event is not None and event[1] else config.typing_after_s
        async with working_after(view, partial(self._working, turn), after_s):
            replies = await self._answer(inbound, view, config)
        await self.poster.deliver(turn.channel, turn.root, replies, placeholder=view.ts)

    async def _working(self, turn: Turn) -> str:
        turn.placeholder = await self.poster.placeholder(turn.channel, turn.root)
        return turn.placeholder

    async def _answer(
        self, inbound: Inbound, view: SlackProgress, config: ProgressConfig
    ) -> list[Reply]:
        try:
            files = tuple([await self.files.fetch(ref) for ref in inbound.files[:1]])
        except FileFetchError as exc:
            return [Reply(text=exc.user_message)]
        message = replace(inbound.message, files=files)
        async with track_progress(view, config):
            return await turns.replies_once(lambda: self.service.handle(message))

    async def _button(self, client: AsyncWebClient, ctx: PressContext) -> None:
        if ctx.action in MODAL_ACTIONS and await self._open_modal(client, ctx):
            return
        await self._press(ctx, CardMessage(ctx.channel, ctx.message_ts, ctx.blocks))

    async def _open_modal(self, client: AsyncWebClient, ctx: PressContext) -> bool:
        draft = await self.service.pending_draft(ctx.press.token, ctx.press.user_id)
        if draft is None:
            return False  # not the owner, or already decided: the core answers the press
        initial = draft if ctx.action == "edit" else ""
        view = edit_modal(ctx.action, initial, modal_metadata(ctx))
        await client.views_open(trigger_id=ctx.trigger_id, view=view)
        return True

    async def _press(self, ctx: PressContext, card: CardMessage) -> None:
        # A Revise redrafts with the model: a slow one posts a placeholder to stream into.
        # A replay finds the placeholder an earlier run posted, and finishes it.
        earlier = turns.recall(PROGRESS_NOTE)
        view = SlackProgress(self.poster.client, ctx.channel, earlier, root=ctx.root)
        async with track_progress(view, progress_config(self.app.settings)):
            pressed = await turns.replies_once(lambda: self.service.press(ctx.press))
        replies = [await self._name_owner(ctx, r) for r in pressed]
        await self.poster.deliver(
            ctx.channel, ctx.root, replies, presser=ctx.slack_user, card=card, placeholder=view.ts
        )

    async def _name_owner(self, ctx: PressContext, reply: Reply) -> Reply:
        if not (reply.ephemeral and reply.text == texts.BUTTON_NOT_OWNER):
            return reply
        token = await self.app.repos.tokens.get(ctx.press.token)
        if token is None or not token.owner.startswith(f"{PLATFORM}:"):
            return reply
        return replace(reply, text=NOT_OWNER.format(owner=token.owner.split(":", 1)[1]))

    async def _draft_from_shortcut(self, body: dict[str, Any]) -> None:
        shortcut = parse_shortcut(body)
        client = self.poster.client
        opened = await client.conversations_open(users=shortcut.slack_user)
        channel = str(opened["channel"]["id"])
        if not shortcut.text:
            await turns.send_once(
                partial(client.chat_postMessage, channel=channel, text=SHORTCUT_NO_TEXT)
            )
            return
        root = await turns.posted_once("root", partial(self._post_intro, channel, shortcut.text))
        key = ConversationKey(PLATFORM, shortcut.team, channel, root)
        message = IncomingMessage(
            key, user_id(shortcut.slack_user), shortcut.text, forwarded=True, new_thread=True
        )
        turn = Turn(channel, root)
        inbound = Inbound(message, channel, root, shortcut.slack_user)
        self.work.spawn(self._converse(inbound, turn), "shortcut reply", self._turn_apology(turn))

    async def _post_intro(self, channel: str, text: str) -> str:
        quoted = [section(chunk) for chunk in split_text(quote(text))]
        blocks = [section(SHORTCUT_INTRO), *quoted][:MAX_BLOCKS]
        posted = await self.poster.client.chat_postMessage(
            channel=channel, text=SHORTCUT_INTRO, blocks=blocks
        )
        return str(posted["ts"])

    async def _publish_home(self, slack_user: str) -> None:
        view = await home_view(self.app, user_id(slack_user))
        await self.poster.client.views_publish(user_id=slack_user, view=view)

    def _turn_apology(self, turn: Turn) -> OnError:
        async def apologize() -> None:
            await self.poster.apologize(turn.channel, turn.root, turn.placeholder)

        return apologize

    def _apology(self, ctx: PressContext) -> OnError:
        return self._turn_apology(Turn(ctx.channel, ctx.root))


def _kind(body: dict[str, Any]) -> str:
    event = body.get("event") or {}
    return str(event.get("type") or body.get("type") or "unknown")
