"""Long-running modes: `run` (Socket Mode / long polling) and `serve` (HTTP webhooks)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import AsyncIterator
from typing import Literal

from aiohttp import web

from bot.platforms import Platform
from bot.reminders import ReminderSweep
from bot.runtime import App, ConfigurationError
from bot.scheduler import Scheduler
from bot.server import build_web_app
from bot.warmup import warm_up

logger = logging.getLogger(__name__)

Mode = Literal["run", "serve"]
NO_PLATFORM = """\
No chat platform is configured, so there is nothing to run.
  Slack:    set SLACK_BOT_TOKEN and SLACK_APP_TOKEN (Socket Mode), or
            SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET with `career-bot serve`
  Telegram: set TELEGRAM_BOT_TOKEN (add TELEGRAM_WEBHOOK_SECRET for `career-bot serve`)
To try career-bot on this machine without any platform: career-bot chat"""


def build_platforms(app: App, mode: Mode) -> list[Platform]:
    """Return an adapter for every platform the settings configure for this mode."""
    settings = app.settings
    platforms: list[Platform] = []
    if settings.slack_bot_token:
        from bot.slack_adapter import SlackPlatform

        if mode == "run" and not settings.slack_app_token:
            raise ConfigurationError("Slack Socket Mode needs SLACK_APP_TOKEN (xapp-...).")
        if mode == "serve" and not settings.slack_signing_secret:
            raise ConfigurationError("Slack over HTTP needs SLACK_SIGNING_SECRET.")
        platforms.append(SlackPlatform(app, socket_mode=mode == "run"))
    if settings.telegram_bot_token:
        from bot.telegram_adapter import TelegramPlatform

        if mode == "serve" and not settings.telegram_webhook_secret:
            raise ConfigurationError(
                "The Telegram webhook needs TELEGRAM_WEBHOOK_SECRET, so that only Telegram "
                "can post updates to it."
            )
        platforms.append(TelegramPlatform(app, webhook=mode == "serve"))
    return platforms


async def run_platforms(app: App) -> int:
    """Connect every configured platform and run until stopped."""
    platforms = build_platforms(app, "run")
    if not platforms:
        print(NO_PLATFORM, file=sys.stderr)
        return 2
    async with _opened(app, platforms):
        for platform in platforms:
            await platform.connect()
            logger.info("%s connected", platform.name)
        await _until_stopped()
    return 0


async def serve_http(app: App, host: str = "0.0.0.0") -> int:
    """Serve webhooks, /healthz and /metrics on $PORT until stopped."""
    platforms = build_platforms(app, "serve")
    if not platforms:
        logger.warning("no platform configured: serving only /healthz and /metrics")
    async with _opened(app, platforms):
        runner = web.AppRunner(build_web_app(app, platforms), access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, host, app.settings.port).start()
            logger.info("listening on %s:%d", host, app.settings.port)
            await _until_stopped()
        finally:
            await runner.cleanup()
    return 0


@contextlib.asynccontextmanager
async def _opened(app: App, platforms: list[Platform]) -> AsyncIterator[None]:
    """Open the platforms, then the scheduler; close them in reverse order."""
    opened: list[Platform] = []
    scheduler: Scheduler | None = None
    try:
        await warm_up()
        for platform in platforms:
            await platform.open()
            opened.append(platform)
        messengers = {p.name: p.messenger() for p in platforms}
        scheduler = Scheduler(app.db.url, ReminderSweep(app, messengers))
        scheduler.start()
        app.hooks.scheduler = scheduler
        # After the scheduler: its job store writes synchronously on this loop at start,
        # which would wait forever on a SQLite write an inbox turn has in flight.
        for platform in platforms:
            await platform.start_inbox()
        yield
    finally:
        if scheduler is not None:
            app.hooks.scheduler = None
            await scheduler.stop()
        for platform in reversed(opened):
            await platform.close()


async def _until_stopped() -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
