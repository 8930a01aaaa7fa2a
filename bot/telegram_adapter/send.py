"""Outgoing messages: replies, cards, files, and decisions on cards."""

from __future__ import annotations

import contextlib
import logging
from datetime import UTC, datetime

from telegram import (
    Bot,
    CallbackQuery,
    InlineKeyboardMarkup,
    InputFile,
    LinkPreviewOptions,
    Message,
    ReplyParameters,
)
from telegram.constants import ParseMode
from telegram.error import TelegramError

from bot import turns
from bot.core.messages import Attachment, Reply
from bot.core.progress import ProgressConfig
from bot.telegram_adapter import render
from bot.telegram_adapter.conversations import Conversations
from bot.telegram_adapter.parse import Target

logger = logging.getLogger(__name__)

NO_PREVIEW = LinkPreviewOptions(is_disabled=True)


class Outbox:
    """Sends the core's replies into a chat and remembers which conversation they belong to."""

    def __init__(
        self, bot: Bot, conversations: Conversations, progress: ProgressConfig | None = None
    ) -> None:
        self.bot = bot
        self.conversations = conversations
        self.progress = progress or ProgressConfig()

    async def deliver(
        self, where: Target, root: str, replies: list[Reply], *, placeholder: int | None = None
    ) -> None:
        """Send every reply, the first in place of the progress placeholder if there is one."""
        sent: list[int] = []
        try:
            for reply in replies:
                if not (reply.decided_card or reply.ephemeral):
                    sent += await self._send_once(where, reply, placeholder)
                    placeholder = None
            if placeholder is not None:
                await self._delete(where, placeholder)
        finally:
            # One write for the whole turn, including what went out before a failure.
            await self.conversations.remember(where.chat_id, sent, root)

    async def _send_once(self, where: Target, reply: Reply, placeholder: int | None) -> list[int]:
        # A replayed inbox event skips the replies its first run already posted.
        ids: list[int] = []

        async def post() -> None:
            ids.extend(await self.send(where, reply, placeholder=placeholder))

        await turns.send_once(post)
        return ids

    async def send(
        self, where: Target, reply: Reply, *, placeholder: int | None = None
    ) -> list[int]:
        """Send one reply as one or more messages (the first may edit `placeholder`)."""
        chunks = render.render_reply(reply)
        markup = render.keyboard(reply.buttons) or render.force_reply(reply)
        sent: list[int] = []
        for number, chunk in enumerate(chunks, start=1):
            last = number == len(chunks)
            if number == 1 and placeholder is not None:
                if await self._replace(where, placeholder, chunk, markup if last else None):
                    sent.append(placeholder)
                    continue
                await self._delete(where, placeholder)
            message = await self.bot.send_message(
                where.chat_id,
                chunk,
                parse_mode=ParseMode.HTML,
                message_thread_id=where.topic_id,
                reply_parameters=_reply_to(where),
                reply_markup=markup if last else None,
                link_preview_options=NO_PREVIEW,
            )
            sent.append(message.message_id)
        if reply.attachment is not None:
            sent.append(await self._send_file(where, reply.attachment))
        return sent

    async def text(self, where: Target, text: str) -> None:
        """Send a short plain-text notice that belongs to no conversation."""
        await self.send(where, Reply(text=text))

    async def _replace(
        self, where: Target, placeholder: int, html: str, markup: object | None
    ) -> bool:
        """Edit the placeholder into the reply's first message; False when that cannot be."""
        if markup is not None and not isinstance(markup, InlineKeyboardMarkup):
            return False  # ForceReply only goes with a new message
        try:
            await self.bot.edit_message_text(
                html,
                chat_id=where.chat_id,
                message_id=placeholder,
                parse_mode=ParseMode.HTML,
                reply_markup=markup,
                link_preview_options=NO_PREVIEW,
            )
        except TelegramError as exc:
            logger.info("placeholder not replaced: %s", type(exc).__name__)
            return False
        return True

    async def _delete(self, where: Target, message_id: int) -> None:
        with contextlib.suppress(TelegramError):
            await self.bot.delete_message(where.chat_id, message_id)

    async def _send_file(self, where: Target, attachment: Attachment) -> int:
        message = await self.bot.send_document(
            where.chat_id,
            InputFile(attachment.content, filename=attachment.filename),
            message_thread_id=where.topic_id,
            reply_parameters=_reply_to(where),
        )
        return message.message_id


async def mark_decided(query: CallbackQuery, reply: Reply) -> None:
    """Edit the pressed card to show the decision (who, when) and drop its keyboard."""
    card = query.message
    if not isinstance(card, Message):
        return
    original = card.text_html if card.text else ""
    text = render.decided(original, reply.text, query.from_user.full_name, datetime.now(UTC))
    try:
        if len(text) <= render.MAX_MESSAGE_CHARS:
            await card.edit_text(text, parse_mode=ParseMode.HTML, link_preview_options=NO_PREVIEW)
        else:  # no room for the note: drop the keyboard, say it underneath
            await card.edit_reply_markup(reply_markup=None)
            await card.reply_text(reply.text, do_quote=True)
    except TelegramError as exc:
        logger.warning("could not mark a card decided: %s", type(exc).__name__)


def _reply_to(where: Target) -> ReplyParameters | None:
    if where.reply_to is None:
        return None
    return ReplyParameters(where.reply_to, allow_sending_without_reply=True)
