"""Slack interactions and Socket Mode events go through the durable inbox before their ack."""

from __future__ import annotations

from pydantic import SecretStr
from sqlalchemy import select
from tests_support import CRYPTO

from bot import turns
from bot.core import texts
from bot.runtime import App, open_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.progress import PROGRESS_NOTE
from storage.models import InboxEvent

from .harness import DM, Harness, card_of, dm_event, press_payload
from .stand_in import APP_TOKEN, TEAM, SlackStandIn


async def _stored(app: App, event_id: str) -> InboxEvent | None:
    async with app.db.session() as s:
        return (await s.scalars(select(InboxEvent).where(InboxEvent.event_id == event_id))).first()


async def test_a_press_is_stored_in_its_channels_queue_and_run_from_the_inbox(
    slack: Harness,
) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    press = press_payload(card_of(answer), "Approve", root)
    assert (await slack.interact(press))[0] == 200
    await slack.settled()
    row = await _stored(slack.app, f"block_actions:{press['trigger_id']}")
    assert row is not None and row.done_at is not None
    assert row.thread_key == f"slack:{TEAM}:{DM}"  # ordered with the DM channel's messages
    assert row.payload["type"] == "block_actions"


async def test_an_edit_submission_is_stored_once_per_modal(slack: Harness) -> None:
    from .test_http_flows import _submission

    root, answer = await slack.send_and_wait(CRYPTO)
    assert (await slack.interact(press_payload(card_of(answer), "Edit", root)))[0] == 200
    opened = (await slack.api.wait_for("views.open"))[0]
    submission = _submission(opened, "Thanks, Tuesday works.")
    assert (await slack.interact(submission))[0] == 200
    assert (await slack.interact(submission))[0] == 200  # submitted twice: stored once
    await slack.settled()
    row = await _stored(slack.app, f"view:{opened.result['view']['id']}")
    assert row is not None and row.done_at is not None
    decided = slack.api.of("chat.update", lambda c: "actions" not in c.block_types())
    assert len([c for c in decided if "Edit" in c.text]) == 1


async def test_a_socket_mode_message_is_stored_before_its_envelope_is_acked(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    settings = slack_settings.model_copy(update={"slack_app_token": SecretStr(APP_TOKEN)})
    body = dm_event("hi there!")
    envelope = {"envelope_id": "env-7", "type": "events_api", "payload": body}
    api.socket_envelopes.append({**envelope, "retry_attempt": 0})
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=True)
        await platform.open()
        try:
            await platform.connect()  # the worker is not started: nothing runs the event
            await api.wait_until(lambda: any(a["envelope_id"] == "env-7" for a in api.socket_acks))
            row = await _stored(app, body["event_id"])
            assert row is not None and row.done_at is None
            await platform.start_inbox()
            await api.wait_for("chat.update", lambda c: "/interview" in c.text)
        finally:
            await platform.close()


async def test_a_replayed_press_finishes_the_placeholder_its_first_run_posted(
    slack: Harness,
) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    # As a process killed mid-press leaves it: stored, with the progress placeholder noted.
    earlier = await slack.platform.client.chat_postMessage(  # type: ignore[union-attr]
        channel=DM, thread_ts=root, text="_Still working…_"
    )
    press = press_payload(card, "Approve", root)
    stored = {**press, turns.NOTES: {PROGRESS_NOTE: earlier["ts"]}}
    inbox = slack.platform.inbox
    assert inbox is not None
    await inbox.store(f"block_actions:{press['trigger_id']}", f"slack:{TEAM}:{DM}", stored, None)
    await slack.settled()
    finished = slack.api.of("chat.update", lambda c: c.ts == earlier["ts"])
    assert finished and texts.REPLY_APPROVED in finished[-1].text
    assert not slack.api.of("chat.postMessage", lambda c: texts.REPLY_APPROVED in c.text)
