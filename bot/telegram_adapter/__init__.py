"""Telegram adapter: python-telegram-bot in front of the conversation core."""

from bot.telegram_adapter.platform import TelegramPlatform, register_webhook

__all__ = ["TelegramPlatform", "register_webhook"]
