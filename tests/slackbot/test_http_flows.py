"""The real Bolt app over HTTP, driven by signed requests, talking to the Web API stand-in."""

from __future__ import annotations

import json
import time

from aiohttp.test_utils import TestClient, TestServer
from tests_support import CRYPTO, RESUME, served

from bot.core import texts
from bot.core.messages import ConversationKey
from bot.runtime import open_app
from bot.server import build_web_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform
from bot.slack_adapter.blocks import INPUT_ACTION_ID, INPUT_BLOCK_ID

from .harness import (
    CHANNEL,
    DM,
    OTHER,
    USER,
    Harness,
    card_of,
    dm_event,
    fresh_ts,
    payload,
    press_payload,
    signed_headers,
)
from .stand_in import BOT_ID, BOT_USER, TEAM, SlackStandIn

# --- Slack's checks: url_verification, signatures, retries


async def test_url_verification_challenge_is_answered(slack: Harness) -> None:
    body = {"token": "x", "challenge": "3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P"}
    status, text = await slack.event({**body, "type": "url_verification"})
    assert status == 200 and body["challenge"] in text


async def test_bad_signature_and_stale_timestamp_are_rejected(slack: Harness) -> None:
    body = json.dumps(dm_event(RESUME))
    bad = signed_headers(body, secret="not-the-secret")
    stale = signed_headers(body, at=int(time.time()) - 10 * 60)
    for headers in (bad, stale):
        response = await slack.client.post(
            "/slack/events", data=body, headers={"Content-Type": "application/json", **headers}
        )
        assert response.status == 401
    assert slack.api.of("chat.postMessage") == []


async def test_retries_and_duplicate_deliveries_are_processed_once(slack: Harness) -> None:
    body = dm_event(RESUME)
    root = body["event"]["ts"]
    assert (await slack.event(body))[0] == 200
    retry = {"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"}
    assert (await slack.event(body, **retry))[0] == 200
    assert (await slack.event(body))[0] == 200
    await slack.settled()
    placeholders = slack.api.of("chat.postMessage", lambda c: c.args.get("thread_ts") == root)
    assert sum(c.args.get("text") == "Working on it…" for c in placeholders) == 1


async def test_rate_limited_calls_are_retried(slack: Harness) -> None:
    slack.api.rate_limits["chat.postMessage"] = 1
    _root, answer = await slack.send_and_wait("hi there!")
    assert "/interview" in "\n".join(c.text for c in answer)


# --- DMs: the interview in a thread


async def test_a_dm_resume_starts_an_interview_in_its_thread(slack: Harness) -> None:
    root, first = await slack.send_and_wait(RESUME)
    assert first[0].method == "chat.update"  # the placeholder becomes the first reply
    assert all(c.method == "chat.update" or c.args["thread_ts"] == root for c in first)
    question = first[-1].text
    assert "Kubernetes" in "\n".join(c.text for c in first) and "?" in question

    await slack.dm("About 5 years, I led it and it ran in production.", thread_ts=root)
    second = await slack.turn(root)
    assert second and "?" in second[-1].text and second[-1].text != question
    thread = await slack.app.repos.threads.get(_thread_id(root))
    assert thread is not None and thread.owner == f"slack:{USER}"


async def test_a_mention_in_a_channel_starts_a_thread_there(slack: Harness) -> None:
    body = payload("sl02")
    ts = fresh_ts()
    body["event"].update(text=f"<@{BOT_USER}> hi there!", ts=ts, channel=CHANNEL, user=USER)
    body.update(team_id=TEAM, event_id="EvMention1")
    assert (await slack.event(body))[0] == 200
    answer = await slack.turn(ts, channel=CHANNEL)
    assert "/interview" in answer[0].text


async def test_bot_messages_edits_and_deletions_are_ignored(slack: Harness) -> None:
    own = dm_event("I am the bot")
    own["event"].update(bot_id=BOT_ID, user=BOT_USER)
    other_bot = payload("sl12")
    edited = payload("sl13")
    deleted = dm_event("gone")
    deleted["event"]["subtype"] = "message_deleted"
    for number, body in enumerate((own, other_bot, edited, deleted)):
        body["event_id"] = f"EvIgnored{number}"
        body["event"]["channel_type"] = "im"
        assert (await slack.event(body))[0] == 200
    root, _ = await slack.send_and_wait("hi there!")
    assert [c.args["thread_ts"] for c in slack.api.of("chat.postMessage")] == [root]


# --- Files


async def test_a_pdf_file_share_starts_an_interview(slack: Harness, text_pdf: bytes) -> None:
    body = payload("sl15")
    url = slack.api.add_file("resume.pdf", text_pdf, "application/pdf")
    _share(body, url, "resume.pdf", "application/pdf", len(text_pdf))
    assert (await slack.event(body))[0] == 200
    answer = await slack.turn(body["event"]["ts"])
    assert "?" in answer[-1].text and "Python" in "\n".join(c.text for c in answer)
    assert slack.api.downloads == [("resume.pdf", "Bearer xoxb-stand-in-token")]


async def test_an_html_page_instead_of_the_file_gets_a_friendly_message(
    slack: Harness, text_pdf: bytes
) -> None:
    body = payload("sl15")
    url = slack.api.add_file("resume.pdf", text_pdf, "application/pdf", html=True)
    _share(body, url, "resume.pdf", "application/pdf", len(text_pdf))
    assert (await slack.event(body))[0] == 200
    answer = await slack.turn(body["event"]["ts"])
    assert "sign-in page" in answer[0].text and "files:read" in answer[0].text


async def test_an_oversized_file_is_refused_without_downloading(slack: Harness) -> None:
    body = payload("sl15")
    url = slack.api.add_file("huge.pdf", b"%PDF-1.4", "application/pdf")
    _share(body, url, "huge.pdf", "application/pdf", 50 * 1024 * 1024)
    assert (await slack.event(body))[0] == 200
    answer = await slack.turn(body["event"]["ts"])
    assert "50.0 MB" in answer[0].text and slack.api.downloads == []


async def test_a_slack_connect_file_is_looked_up_with_files_info(
    slack: Harness, text_pdf: bytes
) -> None:
    body = payload("sl16")
    url = slack.api.add_file("cv.pdf", text_pdf, "application/pdf")
    slack.api.file_infos["F12345678"] = {
        "id": "F12345678",
        "name": "cv.pdf",
        "mimetype": "application/pdf",
        "size": len(text_pdf),
        "url_private_download": url,
    }
    _share(body, None, "", "", 0)
    assert (await slack.event(body))[0] == 200
    answer = await slack.turn(body["event"]["ts"])
    assert slack.api.of("files.info") and "?" in answer[-1].text


# --- Employer messages and approval cards


async def test_an_employer_dm_gets_a_block_kit_approval_card(slack: Harness) -> None:
    _root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    assert card.block_types()[0] == "header" and "context" in card.block_types()
    assert list(card.buttons()) == ["Approve", "Edit", "Revise", "Reject"]


async def test_a_shared_message_is_taken_as_an_employer_message(slack: Harness) -> None:
    body = dm_event("what do you think?")
    body["event"]["attachments"] = [
        {"is_share": True, "is_msg_unfurl": True, "text": CRYPTO, "fallback": "[msg]"}
    ]
    assert (await slack.event(body))[0] == 200
    card = card_of(await slack.turn(body["event"]["ts"]))
    assert "Draft reply" in card.text


async def test_approve_updates_the_card_in_place_without_buttons(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    assert await slack.press(card, "Approve", root) == 200
    update = (
        await slack.api.wait_for("chat.update", lambda c: c.ts == card.ts and c.at > card.at)
    )[0]
    assert "actions" not in update.block_types()
    assert f"<@{USER}>" in update.text and "Approve" in update.text and "<!date^" in update.text
    await slack.settled()
    final = slack.api.of("chat.postMessage", lambda c: c.at > update.at)
    assert texts.REPLY_APPROVED in "\n".join(c.text for c in final)


async def test_a_foreign_press_is_refused_ephemerally_and_changes_nothing(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    assert await slack.press(card, "Approve", root, user=OTHER) == 200
    refusal = (await slack.api.wait_for("chat.postEphemeral"))[0]
    await slack.settled()
    assert refusal.args["user"] == OTHER and f"<@{USER}>" in refusal.text
    assert slack.api.of("chat.update", lambda c: c.ts == card.ts and c.at > card.at) == []
    token = await slack.app.repos.tokens.get(card.buttons()["Approve"])
    assert token is not None and token.used_at is None


async def test_edit_opens_a_prefilled_modal_and_its_submission_finishes(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    press = press_payload(card, "Edit", root)
    assert (await slack.interact(press))[0] == 200
    opened = (await slack.api.wait_for("views.open"))[0]
    assert opened.args["trigger_id"] == press["trigger_id"]
    element = opened.args["view"]["blocks"][0]["element"]
    assert element["initial_value"].strip()  # the draft, ready to edit

    status, text = await slack.interact(_submission(opened, "Thanks — Tuesday works for me."))
    assert status == 200 and text == ""
    update = (
        await slack.api.wait_for("chat.update", lambda c: c.ts == card.ts and c.at > card.at)
    )[0]
    assert "actions" not in update.block_types() and "Edit" in update.text
    await slack.settled()
    final = "\n".join(c.text for c in slack.api.of("chat.postMessage", lambda c: c.at > update.at))
    assert "Tuesday works for me" in final


async def test_a_modal_opened_before_a_restart_is_finished_by_the_new_process(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    # The card travels in the modal's private_metadata, not in process memory: the
    # process that receives the submission need not be the one that opened the modal.
    async with open_app(slack_settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            first = Harness(app, platform, api, client)
            root, answer = await first.send_and_wait(CRYPTO)
            card = card_of(answer)
            assert (await first.interact(press_payload(card, "Edit", root)))[0] == 200
            opened = (await api.wait_for("views.open"))[0]
            await first.settled()
    assert len(opened.args["view"]["private_metadata"]) <= 3000

    async with open_app(slack_settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        async with served(app, platform) as client:
            second = Harness(app, platform, api, client)
            status, _ = await second.interact(_submission(opened, "Thanks, Tuesday works."))
            assert status == 200
            [update] = await api.wait_for(
                "chat.update", lambda c: c.ts == card.ts and c.at > card.at
            )
            await second.settled()
    kept = [b for b in card.args["blocks"] if b["type"] != "actions"]
    assert update.args["blocks"][: len(kept)] == kept  # the card itself, not a bare decision
    assert "actions" not in update.block_types() and "Edit" in update.text


async def test_an_empty_modal_submission_gets_a_field_error(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    assert (await slack.interact(press_payload(card_of(answer), "Edit", root)))[0] == 200
    opened = (await slack.api.wait_for("views.open"))[0]
    status, text = await slack.interact(_submission(opened, "   "))
    assert status == 200
    reply = json.loads(text)
    assert reply["response_action"] == "errors" and INPUT_BLOCK_ID in reply["errors"]


async def test_the_message_shortcut_opens_a_dm_thread_with_a_card(slack: Harness) -> None:
    body = {
        "type": "message_action",
        "callback_id": "draft_reply",
        "trigger_id": "1.shortcut",
        "team": {"id": TEAM},
        "user": {"id": USER},
        "channel": {"id": CHANNEL},
        "message": {"type": "message", "user": "U0RECRUITER", "ts": fresh_ts(), "text": CRYPTO},
        "response_url": "https://hooks.slack.com/actions/T/1/x",
    }
    assert (await slack.interact(body))[0] == 200
    opened = (await slack.api.wait_for("conversations.open"))[0]
    assert opened.args["users"] == USER
    root_post = (await slack.api.wait_for("chat.postMessage"))[0]
    assert "CoinRocket" in root_post.text and "thread_ts" not in root_post.args
    dm = root_post.args["channel"]
    card = card_of(await slack.turn(root_post.result["ts"], channel=dm))
    assert list(card.buttons()) == ["Approve", "Edit", "Revise", "Reject"]


# --- App Home and errors


async def test_the_home_tab_shows_profile_approvals_and_opportunities(slack: Harness) -> None:
    await slack.send_and_wait(RESUME)
    await slack.send_and_wait(CRYPTO)
    body = dm_event("")
    body["event"] = {"type": "app_home_opened", "user": USER, "channel": DM, "tab": "home"}
    assert (await slack.event(body))[0] == 200
    published = (await slack.api.wait_for("views.publish"))[0]
    await slack.settled()
    assert published.args["user_id"] == USER
    assert "skills" in published.text and "Draft reply waiting" in published.text


async def test_a_failure_is_logged_and_the_user_told(slack: Harness, monkeypatch, caplog) -> None:
    async def broken(_msg: object) -> list:
        raise RuntimeError("boom")

    monkeypatch.setattr(slack.app.service, "handle", broken)
    _root, answer = await slack.send_and_wait("hi there!")
    assert answer[0].args["text"] == texts.RUN_FAILED
    assert any(r.exc_info for r in caplog.records if "failed" in r.getMessage())


def _share(body: dict, url: str | None, name: str, mimetype: str, size: int) -> None:
    event = body["event"]
    event.update(ts=fresh_ts(), channel=DM, user=USER)
    body.update(team_id=TEAM, event_id=f"EvFile{event['ts']}")
    if url is not None:
        event["files"][0].update(
            name=name, mimetype=mimetype, size=size, url_private_download=url, url_private=url
        )


def _submission(opened, text: str) -> dict:
    view = {
        **opened.result["view"],
        "state": {"values": {INPUT_BLOCK_ID: {INPUT_ACTION_ID: {"type": "x", "value": text}}}},
    }
    return {"type": "view_submission", "team": {"id": TEAM}, "user": {"id": USER}, "view": view}


def _thread_id(root: str) -> str:
    return ConversationKey("slack", TEAM, DM, root).thread_id


async def test_revise_opens_an_empty_modal_and_redrafts(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    assert (await slack.interact(press_payload(card, "Revise", root)))[0] == 200
    opened = (await slack.api.wait_for("views.open"))[0]
    assert "initial_value" not in opened.args["view"]["blocks"][0]["element"]
    assert (await slack.interact(_submission(opened, "Shorter, please.")))[0] == 200
    update = (
        await slack.api.wait_for("chat.update", lambda c: c.ts == card.ts and c.at > card.at)
    )[0]
    new_card = (
        await slack.api.wait_for(
            "chat.postMessage", lambda c: c.at > update.at and "actions" in c.block_types()
        )
    )[0]
    await slack.settled()
    assert new_card.buttons()["Approve"] != card.buttons()["Approve"]


async def test_a_second_press_is_answered_ephemerally(slack: Harness) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)
    card = card_of(answer)
    await slack.press(card, "Reject", root)
    await slack.api.wait_for("chat.update", lambda c: c.ts == card.ts and c.at > card.at)
    await slack.settled()
    await slack.press(card, "Approve", root)
    refusal = (await slack.api.wait_for("chat.postEphemeral"))[0]
    await slack.settled()
    assert refusal.args["user"] == USER and "already" in refusal.text
    assert len(slack.api.of("chat.update", lambda c: c.ts == card.ts and c.at > card.at)) == 1


async def test_people_not_allowed_get_one_refusal_without_a_placeholder(
    slack_settings: Settings, api: SlackStandIn
) -> None:
    settings = slack_settings.model_copy(update={"allowed_users": f"slack:{OTHER}"})
    async with open_app(settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        await platform.open()
        await platform.start_inbox()
        client = TestClient(TestServer(build_web_app(app, [platform]), host="127.0.0.1"))
        await client.start_server()
        try:
            harness = Harness(app, platform, api, client)
            await harness.dm(RESUME)
            [refusal] = await api.wait_for("chat.postMessage")
            await harness.settled()
        finally:
            await client.close()
            await platform.close()
    assert refusal.args["text"] == texts.NOT_ALLOWED and api.of("chat.update") == []


async def test_a_failure_after_ack_is_reported_in_the_thread(slack: Harness, monkeypatch) -> None:
    root, answer = await slack.send_and_wait(CRYPTO)

    async def broken(_token: str, _user: str) -> str:
        raise RuntimeError("database went away")

    monkeypatch.setattr(slack.app.service, "pending_draft", broken)
    assert (await slack.interact(press_payload(card_of(answer), "Edit", root)))[0] == 200
    [apology] = await slack.api.wait_for(
        "chat.postMessage", lambda c: c.args.get("text") == texts.RUN_FAILED
    )
    assert apology.args["thread_ts"] == root and slack.api.of("views.open") == []


async def test_a_failing_listener_goes_to_bolts_error_handler(
    slack: Harness, monkeypatch, caplog
) -> None:
    def broken(_body: object, _event: object) -> None:
        raise RuntimeError("database went away")

    monkeypatch.setattr("bot.slack_adapter.handlers.parse_message", broken)
    root = await slack.dm(RESUME)
    [apology] = await slack.api.wait_for("chat.postMessage")
    assert (apology.args["text"], apology.args["thread_ts"]) == (texts.RUN_FAILED, root)
    logged = [r for r in caplog.records if "listener failed" in r.getMessage()]
    assert logged and logged[0].exc_info and RESUME[:20] not in caplog.text
