"""The `career-bot` command line: chat, run, serve, export, forget, migrate."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import Awaitable, Callable

from pydantic import ValidationError

from agent.llm_usage import format_report
from bot.console import run_console
from bot.core.profile_view import json_resume
from bot.process import NO_PLATFORM, run_platforms, serve_http
from bot.runtime import App, ConfigurationError, open_app, usage_ledger
from bot.settings import Settings
from interview.profile_store import from_stored
from storage.db import Database, SchemaVersionError

logger = logging.getLogger(__name__)


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of every subcommand."""
    parser = argparse.ArgumentParser(
        prog="career-bot", description="A self-hostable assistant for job seekers."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    chat = sub.add_parser(
        "chat",
        help="chat with the bot in this terminal (one message per line; a pasted block is one)",
    )
    chat.add_argument(
        "--reminders",
        action="store_true",
        help="also run the reminder scheduler here (not alongside `run`/`serve` on the same data)",
    )
    sub.add_parser("run", help="connect every configured platform (Slack Socket Mode, Telegram)")
    sub.add_parser("serve", help="serve the platforms' webhooks over HTTP on $PORT")
    export = sub.add_parser("export", help="print a user's profile as JSON Resume")
    export.add_argument("--user", required=True, help="platform:user_id, e.g. console:local")
    webhook = sub.add_parser(
        "telegram-webhook", help="register this server's Telegram webhook URL with Telegram"
    )
    webhook.add_argument("url", help="public HTTPS URL ending in /telegram/webhook")
    forget = sub.add_parser("forget", help="delete everything stored about a user")
    forget.add_argument("--user", required=True, help="platform:user_id, e.g. console:local")
    sub.add_parser(
        "migrate", help="upgrade the database schema to this version (also done at start)"
    )
    usage = sub.add_parser("usage", help="model calls, tokens and estimated cost per user")
    usage.add_argument("--days", type=int, default=30, help="how far back (default 30)")
    usage.add_argument("--user", default=None, help="only this platform:user_id")
    return parser


def configure_logging(settings: Settings, command: str) -> None:
    """Log to stderr; the console chat stays quiet unless LOG_LEVEL is set."""
    level = settings.log_level.upper()
    if command == "chat" and "log_level" not in settings.model_fields_set:
        level = "WARNING"
    logging.basicConfig(
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    for noisy in ("httpx", "aiosqlite", "alembic"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


async def _export(app: App, user: str) -> int:
    stored = await app.repos.profiles.skills(user)
    if not stored:
        print(f"No profile stored for {user}.", file=sys.stderr)
        return 1
    document = json_resume([from_stored(s) for s in stored], await app.repos.profiles.basics(user))
    print(json.dumps(document, indent=2, ensure_ascii=False))
    return 0


async def _forget(app: App, user: str) -> int:
    threads = await app.forget(user)
    print(f"Deleted everything stored for {user} ({threads} conversation(s)).")
    return 0


def _register_webhook(settings: Settings, url: str) -> int:
    from bot.telegram_adapter import register_webhook

    if not settings.telegram_bot_token:
        print("career-bot: set TELEGRAM_BOT_TOKEN first.", file=sys.stderr)
        return 2
    try:
        asyncio.run(register_webhook(settings, url))
    except ConfigurationError as exc:
        print(f"career-bot: {exc}", file=sys.stderr)
        return 2
    print(f"Telegram will now post updates to {url}")
    return 0


async def _usage(app: App, days: int, user: str | None) -> int:
    rows = await usage_ledger(app.settings, app.repos).report(days, user)
    print(format_report(rows, days))
    return 0


async def _chat(app: App, reminders: bool) -> int:
    await run_console(app, with_reminders=reminders)
    return 0


async def _migrate(settings: Settings) -> int:
    db = Database(settings.resolved_database_url)
    try:
        revision = await db.create_schema()
    finally:
        await db.close()
    print(f"Database schema is at revision {revision}.")
    return 0


async def _with_app(settings: Settings, action: Callable[[App], Awaitable[int]]) -> int:
    async with open_app(settings) as app:
        return await action(app)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"career-bot: invalid configuration:\n{exc}", file=sys.stderr)
        return 2
    configure_logging(settings, args.command)
    if args.command == "run" and not (settings.slack_bot_token or settings.telegram_bot_token):
        print(NO_PLATFORM, file=sys.stderr)
        return 2
    if args.command == "telegram-webhook":
        return _register_webhook(settings, args.url)
    actions: dict[str, Callable[[App], Awaitable[int]]] = {
        "chat": lambda app: _chat(app, args.reminders),
        "run": run_platforms,
        "serve": serve_http,
        "export": lambda app: _export(app, args.user),
        "forget": lambda app: _forget(app, args.user),
        "usage": lambda app: _usage(app, args.days, args.user),
    }
    try:
        if args.command == "migrate":
            return asyncio.run(_migrate(settings))
        return asyncio.run(_with_app(settings, actions[args.command]))
    except (ConfigurationError, SchemaVersionError) as exc:
        print(f"career-bot: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
