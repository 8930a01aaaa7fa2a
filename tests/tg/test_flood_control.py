"""Flood control: the wait is read as python-telegram-bot 22 documents; the rate is a setting."""

from __future__ import annotations

import warnings
from datetime import timedelta
from pathlib import Path

import pytest
from conftest import make_settings
from telegram.error import RetryAfter
from telegram.ext import AIORateLimiter

from bot.settings import Settings
from bot.telegram_adapter.platform import build_application
from bot.telegram_adapter.progress import retry_seconds

from .stand_in import TOKEN


def test_retry_after_is_read_without_a_deprecation_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        error = RetryAfter(30)
        assert retry_seconds(error) == 30.0
        assert retry_seconds(RetryAfter(timedelta(seconds=1.5))) == 1.5


def _overall_rate(settings: Settings) -> float:
    limiter = build_application(settings).bot.rate_limiter
    assert isinstance(limiter, AIORateLimiter)
    base = limiter._base_limiter
    assert base is not None
    return float(base.max_rate)


def test_the_overall_rate_is_a_setting_so_n_servers_can_share_telegrams_limit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _overall_rate(make_settings(tmp_path, telegram_bot_token=TOKEN)) == 30.0
    # With 4 `serve` processes the README says 30/4: read from the environment by name.
    monkeypatch.setenv("CAREER_BOT_TELEGRAM_MAX_RATE", "7.5")
    assert _overall_rate(make_settings(tmp_path, telegram_bot_token=TOKEN)) == 7.5
