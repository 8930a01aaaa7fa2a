"""Parsing real Slack payloads into neutral messages and presses (pure)."""

from __future__ import annotations

import json

import pytest

from bot.core.messages import ConversationKey
from bot.slack_adapter.parse import (
    is_ignored,
    modal_metadata,
    parse_message,
    parse_press,
    parse_shortcut,
    parse_submission,
    plain_text,
    reply_target,
    shared_text,
    strip_mentions,
)

from .harness import payload


def test_a_top_level_dm_starts_a_thread_rooted_at_itself() -> None:
    body = payload("sl01")
    inbound = parse_message(body, body["event"])
    assert inbound is not None
    assert inbound.message.key == ConversationKey(
        "slack", "T123ABC456", "D024BE91L", "1355517523.000005"
    )
    assert inbound.message.user_id == "slack:U2147483697"
    assert inbound.message.text == "Hello hello can you hear me?"
    assert inbound.message.new_thread and not inbound.message.forwarded
    assert (inbound.channel, inbound.root) == ("D024BE91L", "1355517523.000005")


def test_a_reply_in_a_dm_thread_continues_that_thread() -> None:
    body = payload("sl08")
    inbound = parse_message(body, body["event"])
    assert inbound is not None
    assert inbound.root == inbound.message.key.thread_root == "1726133698.626339"
    assert not inbound.message.new_thread


def test_a_mention_is_stripped_and_keyed_on_the_channel() -> None:
    body = payload("sl02")
    inbound = parse_message(body, body["event"])
    assert inbound is not None
    assert inbound.message.text == "is it everything a river should be?"
    assert inbound.message.key.channel == "C123ABC456"


def test_a_file_share_carries_its_files() -> None:
    body = payload("sl15")
    inbound = parse_message(body, body["event"])
    assert inbound is not None and len(inbound.files) == 1
    ref = inbound.files[0]
    assert (ref.id, ref.name, ref.mimetype, ref.size) == (
        "F04EEHX1EES",
        "namenamename.txt",
        "text/plain",
        12,
    )
    assert ref.url.endswith("/download/namenamename.txt")


def test_a_slack_connect_file_has_no_url_until_looked_up() -> None:
    body = payload("sl16")
    inbound = parse_message(body, body["event"])
    assert inbound is not None and inbound.files[0].url == ""


@pytest.mark.parametrize("name", ["sl12", "sl13", "sl17"])
def test_bots_edits_and_slackbot_are_ignored(name: str) -> None:
    body = payload(name)
    assert is_ignored(body["event"]) and parse_message(body, body["event"]) is None


@pytest.mark.parametrize(
    ("event", "ignored"),
    [
        ({"user": "U1", "text": "hi"}, False),
        ({"user": "U1", "subtype": "file_share"}, False),
        ({"user": "U1", "subtype": "thread_broadcast"}, False),
        ({"user": "U1", "subtype": "message_deleted"}, True),
        ({"user": "U1", "subtype": "channel_join"}, True),
        ({"user": "U1", "bot_id": "B1"}, True),
        ({"text": "no user"}, True),
    ],
)
def test_which_message_events_are_ignored(event: dict, ignored: bool) -> None:
    assert is_ignored(event) is ignored


@pytest.mark.parametrize(
    ("slack", "plain"),
    [
        ("Tom &amp; Jerry &lt;3", "Tom & Jerry <3"),
        (
            "see <https://jobs.example.com/1|the posting>",
            "see the posting (https://jobs.example.com/1)",
        ),
        ("<https://jobs.example.com/1>", "https://jobs.example.com/1"),
        ("<https://example.com|example.com>", "https://example.com"),
        ("mail <mailto:hr@example.com|hr@example.com>", "mail hr@example.com"),
        ("ask <@U123> in <#C1|hiring>", "ask @U123 in #hiring"),
        ("<!here> hi", "@here hi"),
        ("<!subteam^S1|@recruiters> ping", "@recruiters ping"),
        ("on <!date^1392734382^{date}|Feb 18, 2014>", "on Feb 18, 2014"),
    ],
)
def test_slack_markup_becomes_plain_text(slack: str, plain: str) -> None:
    assert plain_text(slack) == plain


def test_leading_mentions_are_stripped() -> None:
    assert strip_mentions("<@W111> Hi there!") == "Hi there!"
    assert strip_mentions("<@W111>, <@W222>: hello <@W333>") == "hello <@W333>"


def test_a_shared_message_is_forwarded_employer_text() -> None:
    body = payload("sl14")
    body["event"]["attachments"] = [
        {
            "is_share": True,
            "is_msg_unfurl": True,
            "text": "We&apos;d like to &lt;interview&gt; you",
        },
        {"title": "a link unfurl", "text": "not shared"},
    ]
    inbound = parse_message(body, body["event"])
    assert inbound is not None and inbound.message.forwarded
    assert inbound.message.text == "We&apos;d like to <interview> you"
    assert shared_text({"attachments": [{"text": "x"}]}) == ""


def test_a_button_press_is_parsed_from_a_real_block_actions_payload() -> None:
    body = payload("sl05")
    body["actions"][0].update(action_id="card:approve", value="tok")
    ctx = parse_press(body)
    assert ctx is not None
    assert (ctx.action, ctx.press.token, ctx.press.user_id) == ("approve", "tok", "slack:U111")
    ts = "1678252213.679169"
    assert (ctx.channel, ctx.message_ts, ctx.root) == ("C111", ts, ts)
    assert ctx.press.key == ConversationKey("slack", "T0G9PQBBK", "C111", "1678252213.679169")
    assert ctx.trigger_id == "4916855695380.xxx.yyy" and ctx.blocks[0]["block_id"] == "8KR"
    assert parse_press(payload("sl04")) is None  # not one of our card buttons


def test_a_modal_submission_round_trips_its_metadata() -> None:
    body = payload("sl05")
    body["actions"][0].update(action_id="card:edit", value="tok")
    body["message"]["thread_ts"] = "1678250000.000001"
    ctx = parse_press(body)
    assert ctx is not None
    view = {"id": "V1", "private_metadata": modal_metadata(ctx)}
    back = parse_submission({"user": {"id": "U111"}, "view": view}, "new text")
    assert back is not None
    assert back.press.key == ctx.press.key and back.press.text == "new text"
    assert (back.action, back.message_ts, back.root) == (
        "edit",
        ctx.message_ts,
        "1678250000.000001",
    )
    assert parse_submission({"view": {"private_metadata": "not json"}}, "x") is None


def test_a_message_shortcut_reads_the_original_message() -> None:
    body = {
        "type": "message_action",
        "team": {"id": "T1"},
        "user": {"id": "U1"},
        "message": {"text": "Hi &amp; welcome — salary?", "ts": "1.2"},
    }
    shortcut = parse_shortcut(body)
    assert (shortcut.team, shortcut.slack_user, shortcut.text) == (
        "T1",
        "U1",
        "Hi & welcome — salary?",
    )


def test_where_to_apologize_for_a_failed_payload() -> None:
    assert reply_target(payload("sl08")) == ("D111", "1726133698.626339")
    assert reply_target({"type": "view_submission"}) is None
    assert json.dumps(reply_target(payload("sl01"))) == '["D024BE91L", "1355517523.000005"]'
