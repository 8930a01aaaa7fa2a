"""Telegram adapter: python-telegram-bot in front of the conversation core."""

import os

# python-telegram-bot 22.2+ deprecates time periods as int seconds (RetryAfter.retry_after
# warns even when PTB builds the error) and documents the way out: opt in to
# `datetime.timedelta` with PTB_TIMEDELTA. Set before any PTB object is used; an explicit
# setting in the environment wins. The adapter reads the timedelta (progress.py).
os.environ.setdefault("PTB_TIMEDELTA", "true")

from bot.telegram_adapter.platform import TelegramPlatform, register_webhook

__all__ = ["TelegramPlatform", "register_webhook"]
