"""`career-bot serve` basics: /healthz and /metrics over real HTTP."""

from __future__ import annotations

from aiohttp.test_utils import TestClient, TestServer
from tests_support import INVITATION

from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage
from bot.runtime import App
from bot.server import build_web_app


class FakePlatform:
    """A platform that reports whether it is connected."""

    name = "fake"

    def __init__(self, up: bool) -> None:
        self.up = up

    def routes(self) -> list:  # type: ignore[type-arg]
        return []

    def connected(self) -> bool:
        return self.up


async def test_healthz_reports_database_and_platforms(app: App) -> None:
    async with TestClient(TestServer(build_web_app(app, [FakePlatform(True)]))) as client:  # type: ignore[list-item]
        response = await client.get("/healthz")
        assert response.status == 200
        assert await response.json() == {
            "status": "ok",
            "database": True,
            "platforms": {"fake": True},
        }
    async with TestClient(TestServer(build_web_app(app, [FakePlatform(False)]))) as client:  # type: ignore[list-item]
        response = await client.get("/healthz")
        assert response.status == 503
        assert (await response.json())["status"] == "degraded"


async def test_metrics_count_messages_and_decisions(app: App) -> None:
    key = ConversationKey("console", "local", "console", "m1")
    replies = await app.service.handle(IncomingMessage(key, "console:a", INVITATION))
    card = next(r for r in replies if r.buttons)
    await app.service.press(ButtonPress(key, "console:a", card.buttons[0].token))
    async with TestClient(TestServer(build_web_app(app, []))) as client:
        response = await client.get("/metrics")
        assert response.status == 200
        body = await response.text()
    assert 'career_bot_messages_total{platform="console"} 1.0' in body
    assert 'career_bot_approvals_total{outcome="approved"} 1.0' in body
    assert 'career_bot_button_presses_total{action="approve"} 1.0' in body
    assert "career_bot_handler_latency_seconds_count 1.0" in body
    assert "# TYPE career_bot_handler_latency_seconds histogram" in body
