"""Telegram handlers: parse the update, call the core, render the replies."""

from __future__ import annotations

import contextlib
import logging

from telegram import Message, Update
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot import turns
from bot.core.messages import ButtonPress, IncomingFile, Reply
from bot.core.progress import track_progress
from bot.core.service import ConversationService
from bot.telegram_adapter import files, parse
from bot.telegram_adapter.parse import BotIdentity, Target
from bot.telegram_adapter.progress import TelegramProgress
from bot.telegram_adapter.send import Outbox, mark_decided
from bot.telegram_adapter.typing_indicator import typing
from storage.repositories import Repositories

logger = logging.getLogger(__name__)

# The menu Telegram shows (setMyCommands); /skip and /stop work too, unlisted.
BOT_COMMANDS = (
    ("start", "What I can do"),
    ("help", "What I can do"),
    ("interview", "Start a skills interview"),
    ("reply", "Draft a reply to an employer's message"),
    ("fit", "Check my fit for a job posting"),
    ("status", "List your opportunities"),
    ("stage", "Move an opportunity: /stage O001 interviewing"),
    ("remind", "Remind me here: /remind 3d follow up"),
    ("skip", "Skip the current question"),
    ("profile", "Show your skills profile"),
    ("export", "Download your profile as JSON Resume"),
    ("cancel", "Stop what's running in this conversation"),
    ("new", "Start a fresh conversation"),
    ("forget", "Delete everything I know about you"),
)
CORE_COMMANDS = [name for name, _ in BOT_COMMANDS] + ["stop"]
SORRY = "Sorry — something went wrong on my side. Nothing is lost; please try again in a moment."
NOT_FOR_YOU = "This button isn't for you — nothing changed."
MAX_ALERT_CHARS = 200
EVENT_SOURCE = "telegram"


async def claim_update(repos: Repositories, update_id: int) -> bool:
    """Record an update id; True only the first time it is seen."""
    return await repos.events.claim_event_id(EVENT_SOURCE, str(update_id))


class TelegramHandlers:
    """The callbacks PTB runs; each is parse → core → render."""

    def __init__(
        self, service: ConversationService, repos: Repositories, bot: BotIdentity, outbox: Outbox
    ) -> None:
        self.service = service
        self.repos = repos
        self.bot = bot
        self.outbox = outbox
        self.conversations = outbox.conversations

    async def on_command(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Hand a /command to the core (PTB already checked it is addressed to us)."""
        if update.message is not None:
            await self._converse(update.message)

    async def on_text(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Handle a text message: a resume, an employer message, an answer."""
        message = update.message
        if message is not None and parse.is_addressed(message, self.bot):
            await self._converse(message)

    async def on_document(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Check a document, download it, and hand it to the core as a resume."""
        message = update.message
        if message is None or message.document is None or not parse.is_addressed(message, self.bot):
            return
        if message.from_user is None or not self.service.is_allowed(
            parse.user_id(message.from_user)
        ):
            await self._converse(message)  # the core refuses; nothing is downloaded
            return
        where = parse.target(message)
        refusal = files.refusal(message.document)
        if refusal is not None:
            await self.outbox.text(where, refusal)
            return
        async with typing(self.outbox.bot, where, after_s=self._typing_after_s):
            file = await files.download(message.document)
        if file is None:
            await self.outbox.text(where, files.DOWNLOAD_FAILED)
            return
        await self._converse(message, (file,))

    async def on_photo(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Explain that photos of a resume can't be read."""
        message = update.message
        if message is not None and parse.is_private(message):
            await self.outbox.text(parse.target(message), files.IMAGE)

    async def on_callback(self, update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Answer an inline button promptly, then let the core decide."""
        query = update.callback_query
        if query is None:
            return
        card = query.message
        if not isinstance(card, Message) or not query.data:
            await query.answer()
            return
        key = await self.conversations.key_of_bot_message(card)
        press = parse.button_press(query, key)
        refusal = await self._refusal(press)
        if refusal is not None:
            await query.answer(refusal[:MAX_ALERT_CHARS], show_alert=True)
            return
        await query.answer()
        where = Target(card.chat_id, parse.topic_id(card), card.message_id)
        view = TelegramProgress(self.outbox.bot, where)
        async with (
            typing(self.outbox.bot, where, lambda: view.message_id, after_s=self._typing_after_s),
            track_progress(view, self.outbox.progress),
        ):
            replies = await turns.replies_once(lambda: self.service.press(press))
        for reply in replies:
            if reply.decided_card:
                await mark_decided(query, reply)
        shown = _shown_after_press(card, replies)
        await self.outbox.deliver(where, key.thread_root, shown, placeholder=view.message_id)

    async def dedupe(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Stop an update seen before (a redelivery after a restart)."""
        if isinstance(update, Update) and not await claim_update(self.repos, update.update_id):
            raise ApplicationHandlerStop

    async def on_error(self, update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
        """Log the failure with its traceback and tell the user, briefly and honestly."""
        update_id = update.update_id if isinstance(update, Update) else None
        logger.error("telegram update %s failed", update_id, exc_info=context.error)
        message = update.effective_message if isinstance(update, Update) else None
        if message is None:
            return
        with contextlib.suppress(TelegramError):
            await self.outbox.text(Target(message.chat_id, parse.topic_id(message), None), SORRY)

    async def _converse(self, message: Message, attached: tuple[IncomingFile, ...] = ()) -> None:
        key, new = await self.conversations.key_for(message)
        incoming = parse.incoming(message, self.bot, key, new_thread=new, files=attached)
        if incoming is None:
            return
        where = parse.target(message)
        view = TelegramProgress(self.outbox.bot, where)
        async with (
            typing(self.outbox.bot, where, lambda: view.message_id, after_s=self._typing_after_s),
            track_progress(view, self.outbox.progress),
        ):
            replies = await turns.replies_once(lambda: self.service.handle(incoming))
        await self.outbox.deliver(where, key.thread_root, replies, placeholder=view.message_id)

    @property
    def _typing_after_s(self) -> float:
        return self.outbox.progress.typing_after_s

    async def _refusal(self, press: ButtonPress) -> str | None:
        # A cheap look first, so the owner's press is acknowledged before any model work;
        # anything doubtful goes to the core, which refuses without changing anything.
        token = await self.repos.tokens.get(press.token)
        if (
            token is not None
            and token.owner == press.user_id
            # A used card whose press died still decides (a retried or a second press).
            and (token.used_at is None or await self.service.left_undecided(token))
        ):
            return None
        replies = await self.service.press(press)
        return next((r.text for r in replies if r.text), NOT_FOR_YOU)


def _shown_after_press(card: Message, replies: list[Reply]) -> list[Reply]:
    # A refusal that raced past the early check can no longer be an alert: in a private
    # chat say it; in a group keep quiet rather than tell everyone.
    if not parse.is_private(card):
        return replies
    return [Reply(text=r.text) if r.ephemeral else r for r in replies]


def register_handlers(
    application: Application,
    service: ConversationService,
    outbox: Outbox,
    *,
    dedupe: bool,
    inline: bool = False,
) -> TelegramHandlers:
    """Register every handler on the application, grouped by feature.

    `inline`: handlers finish before `process_update` returns (the inbox worker runs
    each update to its end before marking it done).
    """
    bot = BotIdentity(application.bot.id, application.bot.username)
    handlers = TelegramHandlers(service, service.repos, bot, outbox)
    new_messages = filters.UpdateType.MESSAGE
    # redeliveries: long polling can hand an update over again after a restart
    if dedupe:
        application.add_handler(TypeHandler(Update, handlers.dedupe), group=-1)
    # commands: the core runs them; unknown ones in private chats get its answer too
    application.add_handler(
        CommandHandler(CORE_COMMANDS, handlers.on_command, filters=new_messages, block=inline)
    )
    application.add_handler(
        MessageHandler(
            new_messages & filters.COMMAND & filters.ChatType.PRIVATE,
            handlers.on_command,
            block=inline,
        )
    )
    # text: resumes, employer messages (forwarded or pasted), answers, replies to the bot
    application.add_handler(
        MessageHandler(
            new_messages & filters.TEXT & ~filters.COMMAND, handlers.on_text, block=inline
        )
    )
    # documents: resume files; photos get a hint
    application.add_handler(
        MessageHandler(new_messages & filters.Document.ALL, handlers.on_document, block=inline)
    )
    application.add_handler(MessageHandler(new_messages & filters.PHOTO, handlers.on_photo))
    # callback queries: Approve / Edit / Revise / Reject and other card buttons
    application.add_handler(CallbackQueryHandler(handlers.on_callback, block=inline))
    # errors: log with traceback, tell the user briefly
    application.add_error_handler(handlers.on_error, block=False)
    return handlers
