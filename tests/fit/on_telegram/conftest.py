"""The Telegram stand-in's fixtures, shared with the fit tests."""

from tg.conftest import api, tg, tg_settings

__all__ = ["api", "tg", "tg_settings"]
