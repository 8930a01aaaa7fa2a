"""Proactive messages: how reminders reach a conversation on its platform."""

from __future__ import annotations

from typing import Protocol, TextIO

from bot.console_render import render_reply
from bot.core.messages import ConversationKey, Reply


class Messenger(Protocol):
    """Sends replies into a conversation without an incoming message."""

    platform: str

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        """Post the replies in the conversation's thread."""
        ...


class ConsoleMessenger:
    """Prints proactive messages on the console."""

    platform = "console"

    def __init__(self, out: TextIO) -> None:
        self.out = out

    async def send(self, key: ConversationKey, replies: list[Reply]) -> None:
        """Print the replies like any other bot message."""
        for reply in replies:
            text = render_reply(reply)
            if text:
                self.out.write(text + "\n")
        self.out.flush()
