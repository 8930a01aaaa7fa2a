"""The Telegram platform: the python-telegram-bot Application, polling or webhook."""

from __future__ import annotations

import importlib.util
import logging
from typing import Any

from aiohttp import web
from telegram import Bot, BotCommand, Update
from telegram.error import InvalidToken, TelegramError
from telegram.ext import AIORateLimiter, Application, ApplicationBuilder

from bot.core.messages import ConversationKey, Reply
from bot.inbox_worker import InboxWorker
from bot.messenger import Messenger
from bot.runtime import App, ConfigurationError, progress_config
from bot.settings import Settings
from bot.telegram_adapter.conversations import Conversations
from bot.telegram_adapter.handlers import BOT_COMMANDS, EVENT_SOURCE, register_handlers
from bot.telegram_adapter.parse import BotIdentity, Target
from bot.telegram_adapter.poller import InboxPoller
from bot.telegram_adapter.send import Outbox
from bot.telegram_adapter.webhook import webhook_route
from storage.inbox import Inbox, InboxItem

logger = logging.getLogger(__name__)

ALLOWED_UPDATES = ["message", "callback_query"]
# Request logs carry the bot token in the URL, and PTB's debug logs carry message text.
QUIET_LOGGERS = {"httpx": logging.WARNING, "httpcore": logging.WARNING, "telegram": logging.INFO}


def _token(settings: Settings) -> str:
    if settings.telegram_bot_token is None:
        raise ConfigurationError("Telegram needs TELEGRAM_BOT_TOKEN (from @BotFather).")
    return settings.telegram_bot_token.get_secret_value()


def _api_urls(settings: Settings) -> tuple[str, str] | None:
    if not settings.telegram_api_url:
        return None
    api = settings.telegram_api_url.rstrip("/")
    return f"{api}/bot", f"{api}/file/bot"


def build_application(settings: Settings) -> Application:
    """Return the PTB Application: concurrent updates, our Bot API server, no job queue.

    No Updater: updates reach it from the inbox (stored by the webhook or `InboxPoller`).
    """
    # The core serializes work per conversation; across chats, updates run concurrently.
    builder = ApplicationBuilder().token(_token(settings)).concurrent_updates(True).job_queue(None)
    urls = _api_urls(settings)
    if urls is not None:
        builder = builder.base_url(urls[0]).base_file_url(urls[1])
    if importlib.util.find_spec("aiolimiter") is not None:  # python-telegram-bot[rate-limiter]
        limiter: Any = AIORateLimiter(overall_max_rate=settings.telegram_max_rate, max_retries=2)
        builder = builder.rate_limiter(limiter)
    return builder.updater(None).build()


def build_bot(settings: Settings) -> Bot:
    """Return a bare Bot for one-off calls (registering the webhook)."""
    urls = _api_urls(settings)
    if urls is None:
        return Bot(_token(settings))
    return Bot(_token(settings), base_url=urls[0], base_file_url=urls[1])


async def set_commands(bot: Bot) -> None:
    """Publish the command menu (setMyCommands); a failure only costs the menu."""
    try:
        await bot.set_my_commands([BotCommand(name, about) for name, about in BOT_COMMANDS])
    except TelegramError as exc:
        logger.warning("could not set the Telegram command menu: %s", type(exc).__name__)


async def register_webhook(settings: Settings, url: str) -> bool:
    """Point Telegram at `url` (ending in /telegram/webhook) with the webhook secret."""
    if settings.telegram_webhook_secret is None:
        raise ConfigurationError("Set TELEGRAM_WEBHOOK_SECRET before registering the webhook.")
    secret = settings.telegram_webhook_secret.get_secret_value()
    async with build_bot(settings) as bot:
        await set_commands(bot)
        return await bot.set_webhook(url, secret_token=secret, allowed_updates=ALLOWED_UPDATES)


class TelegramPlatform:
    """Telegram for the process: long polling for `run`, the webhook route for `serve`."""

    name = "telegram"
    platform = "telegram"  # as a Messenger, for reminders

    def __init__(self, app: App, *, webhook: bool) -> None:
        self.app = app
        self.webhook = webhook
        self.application: Application | None = None
        self.outbox: Outbox | None = None
        self.poller: InboxPoller | None = None
        # Updates are stored in the inbox (before the webhook's 200, or before the next
        # getUpdates confirms them), and run from there.
        self.worker = InboxWorker(
            Inbox(app.db), EVENT_SOURCE, self._run_update, lease_s=app.settings.inbox_lease_s
        )

    async def open(self) -> None:
        """Build the Application, check the token (getMe), register handlers and commands."""
        for name, level in QUIET_LOGGERS.items():
            logging.getLogger(name).setLevel(max(level, logging.getLogger(name).level))
        application = build_application(self.app.settings)
        try:
            await application.initialize()
        except InvalidToken as exc:
            raise ConfigurationError("Telegram refused TELEGRAM_BOT_TOKEN; check it.") from exc
        identity = BotIdentity(application.bot.id, application.bot.username)
        self.outbox = Outbox(
            application.bot,
            Conversations(self.app.repos.kv, identity),
            progress_config(self.app.settings),
        )
        register_handlers(application, self.app.service, self.outbox, dedupe=False, inline=True)
        await set_commands(application.bot)
        await application.start()
        self.application = application
        logger.info("telegram bot @%s ready", identity.username)

    async def connect(self) -> None:
        """Start long polling (the webhook needs nothing: Telegram calls us)."""
        if self.webhook or self.application is None:
            return
        self.poller = InboxPoller(self.application.bot, self.worker.put, ALLOWED_UPDATES)
        await self.poller.start()

    def routes(self) -> list[web.RouteDef]:
        """Return `POST /telegram/webhook` in webhook mode."""
        if not self.webhook:
            return []
        secret = self.app.settings.telegram_webhook_secret
        value = secret.get_secret_value() if secret else None
        return [webhook_route(lambda: self.application, self.worker.put, value)]

    async def start_inbox(self) -> None:
        """Start running stored updates, replaying those a dead process left."""
        if self.application is not None:
            await self.worker.start(sole_process=not self.app.db.is_postgres)

    def connected(self) -> bool:
        """Tell whether updates are being received."""
        application = self.application
        if application is None or not application.running:
            return False
        return self.webhook or (self.poller is not None and self.poller.running)

    def messenger(self) -> Messenger:
        """Return the messenger for reminders: this platform's `send`."""
        return self

    async def close(self) -> None:
        """Stop polling, let running handlers finish, and close the HTTP clients."""
        application, self.application = self.application, None
        if application is None:
            return
        if self.poller is not None:
            await self.poller.stop()
        await self.worker.close()
        if application.running:
            await application.stop()
        await application.shutdown()

    async def _run_update(self, item: InboxItem) -> None:
        application = self.application
        if application is None:
            raise RuntimeError("the Telegram platform is not open")
        await application.process_update(Update.de_json(item.payload, application.bot))

    async def set_webhook(self, url: str) -> bool:
        """Register `url` as this bot's webhook, with the secret header Telegram will send."""
        return await register_webhook(self.app.settings, url)

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        """Post replies into a stored conversation (reminders), threaded onto its root."""
        if self.outbox is None:
            raise RuntimeError("the Telegram platform is not open")
        root = key.thread_root
        where = Target(int(key.channel), None, int(root) if root.isdigit() else None)
        await self.outbox.deliver(where, root, replies)
