"""What every chat platform adapter offers the process: connect, webhook routes, health."""

from __future__ import annotations

from typing import Protocol

from aiohttp import web

from bot.messenger import Messenger


class Platform(Protocol):
    """A chat platform adapter (Slack, Telegram) as the process runs it."""

    name: str

    async def open(self) -> None:
        """Create clients and check credentials (no inbound traffic yet)."""
        ...

    async def connect(self) -> None:
        """Start receiving without a public URL (Socket Mode, long polling)."""
        ...

    async def start_inbox(self) -> None:
        """Start running events stored in the durable inbox (webhooks, Socket Mode, polling)."""
        ...

    def routes(self) -> list[web.RouteDef]:
        """Return the HTTP routes that receive this platform's webhooks."""
        ...

    def connected(self) -> bool:
        """Tell whether the platform is ready to receive."""
        ...

    def messenger(self) -> Messenger:
        """Return the messenger that sends proactive messages (reminders) on this platform."""
        ...

    async def close(self) -> None:
        """Stop receiving and close clients."""
        ...
