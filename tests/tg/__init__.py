"""Tests of the Telegram adapter against a local stand-in Bot API."""
