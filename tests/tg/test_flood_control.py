"""Flood control's wait is read the way python-telegram-bot 22 documents, without warnings."""

from __future__ import annotations

import warnings
from datetime import timedelta

from telegram.error import RetryAfter

from bot.telegram_adapter.progress import retry_seconds


def test_retry_after_is_read_without_a_deprecation_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        error = RetryAfter(30)
        assert retry_seconds(error) == 30.0
        assert retry_seconds(RetryAfter(timedelta(seconds=1.5))) == 1.5
