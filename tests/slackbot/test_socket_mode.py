"""Socket Mode (`career-bot run`) against the stand-in's WebSocket endpoint, and lifecycle."""

from __future__ import annotations

import pytest
from pydantic import SecretStr

from bot.core.messages import ConversationKey, Reply
from bot.runtime import ConfigurationError, open_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.deliver import WORKING

from .harness import DM, dm_event
from .stand_in import APP_TOKEN, TEAM, SlackStandIn


async def test_socket_mode_receives_acks_and_answers_in_the_thread(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    settings = slack_settings.model_copy(update={"slack_app_token": SecretStr(APP_TOKEN)})
    body = dm_event("hi there!")
    root = body["event"]["ts"]
    envelope = {"envelope_id": "env-1", "type": "events_api", "payload": body, "retry_attempt": 0}
    api.socket_envelopes.append({**envelope, "accepts_response_payload": False})
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=True)
        await platform.open()
        try:
            await platform.start_inbox()
            await platform.connect()
            assert platform.connected()
            await api.wait_until(
                lambda: any(a.get("envelope_id") == "env-1" for a in api.socket_acks)
            )
            answers = await api.wait_for(
                "chat.update", lambda c: c.args.get("channel") == DM and "/interview" in c.text
            )
            assert answers
            placeholder = api.of("chat.postMessage", lambda c: c.args.get("text") == WORKING)
            assert placeholder[0].args["thread_ts"] == root
            assert api.of("apps.connections.open")[0].token == APP_TOKEN
        finally:
            await platform.close()
        assert not platform.connected()


async def test_a_rejected_bot_token_is_a_configuration_error(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    settings = slack_settings.model_copy(update={"slack_bot_token": SecretStr("xoxb-wrong")})
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        with pytest.raises(ConfigurationError, match="invalid_auth"):
            await platform.open()
        assert not platform.connected()
        await platform.close()


async def test_the_messenger_posts_reminders_in_the_thread(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    async with open_app(slack_settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        await platform.open()
        try:
            assert platform.connected() and platform.routes()[0].path == "/slack/events"
            key = ConversationKey("slack", TEAM, DM, "1600000000.000001")
            await platform.messenger().send(key, [Reply(text="A draft is waiting for you.")])
        finally:
            await platform.close()
    [post] = api.of("chat.postMessage")
    assert post.args["thread_ts"] == "1600000000.000001" and "waiting" in post.text
