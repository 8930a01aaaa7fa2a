"""Rendering replies as Telegram HTML: tables of (input, expected)."""

from __future__ import annotations

from datetime import datetime

import pytest

from bot.core import texts
from bot.core.messages import Button, Card, Reply, Table
from bot.telegram_adapter.render import (
    MAX_CALLBACK_BYTES,
    MAX_MESSAGE_CHARS,
    callback_data,
    decided,
    escape,
    force_reply,
    keyboard,
    pack,
    render_reply,
    split_formatted,
)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (Reply(text="plain"), ["plain"]),
        (Reply(text="a < b & c > d"), ["a &lt; b &amp; c &gt; d"]),
        (Reply(text='quotes "stay" as they are'), ['quotes "stay" as they are']),
        (Reply(text="<b>not bold</b>"), ["&lt;b&gt;not bold&lt;/b&gt;"]),
        (Reply(), []),
        (
            Reply(card=Card(title="Draft <1>", body="Hi & bye", footer="engine: offline")),
            ["<b>Draft &lt;1&gt;</b>\nHi &amp; bye\n<i>engine: offline</i>"],
        ),
        (
            Reply(card=Card(title="T", fields=(("Role", "SRE"), ("Pay", "<?>"))), text="Now?"),
            ["<b>T</b>\n<b>Role:</b> SRE\n<b>Pay:</b> &lt;?&gt;\nNow?"],
        ),
        (
            Reply(card=Card(title="P", table=Table(("Skill", "Years"), (("Go", "3"),)))),
            ["<b>P</b>\n<pre>Skill  Years\n-----  -----\nGo     3</pre>"],
        ),
    ],
)
def test_render_reply(reply: Reply, expected: list[str]) -> None:
    assert render_reply(reply) == expected


@pytest.mark.parametrize(
    ("raw", "limit", "expected"),
    [
        ("short", 10, ["short"]),
        ("one two three", 8, ["one two", "three"]),
        ("line one\nline two", 12, ["line one", "line two"]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("a&b&c", 6, ["a&amp;", "b&amp;", "c"]),
        ("", 5, [""]),
    ],
)
def test_split_formatted_plain(raw: str, limit: int, expected: list[str]) -> None:
    assert split_formatted(raw, escape, limit) == expected


@pytest.mark.parametrize(
    ("fragments", "limit", "expected"),
    [
        (["a", "b", "c"], 10, ["a\nb\nc"]),
        (["aaaa", "bbbb", "cc"], 9, ["aaaa\nbbbb", "cc"]),
        (["aaaa", "bbbb"], 4, ["aaaa", "bbbb"]),
        ([], 4, []),
    ],
)
def test_pack(fragments: list[str], limit: int, expected: list[str]) -> None:
    assert pack(fragments, limit) == expected


def test_long_replies_split_under_the_limit_and_keep_every_character() -> None:
    body = "\n".join(f"Line {i}: experience with <systems> & teams. " * 3 for i in range(300))
    chunks = render_reply(Reply(card=Card(title="Long", body=body)))
    assert len(chunks) > 1
    assert all(len(chunk) <= MAX_MESSAGE_CHARS for chunk in chunks)
    assert "".join(chunks).count("&lt;systems&gt;") == body.count("<systems>")


def test_a_long_table_stays_preformatted_in_every_piece() -> None:
    rows = tuple((f"skill-{i}", "5 years") for i in range(600))
    chunks = render_reply(Reply(card=Card(title="Profile", table=Table(("Skill", "Years"), rows))))
    assert len(chunks) > 1
    pres = [c for c in chunks if "<pre>" in c]
    assert all(c.count("<pre>") == c.count("</pre>") for c in chunks)
    assert sum(c.count("skill-") for c in pres) == 600


def test_keyboard_carries_tokens_two_per_row() -> None:
    buttons = tuple(Button(label, f"tok{i}") for i, label in enumerate("ABC"))
    markup = keyboard(buttons)
    assert markup is not None
    rows = [[(b.text, b.callback_data) for b in row] for row in markup.inline_keyboard]
    assert rows == [[("A", "tok0"), ("B", "tok1")], [("C", "tok2")]]
    assert keyboard(()) is None


@pytest.mark.parametrize(
    ("token", "ok"), [("x" * MAX_CALLBACK_BYTES, True), ("é" * 33, False), ("x" * 65, False)]
)
def test_callback_data_is_bounded_to_64_bytes(token: str, ok: bool) -> None:
    if ok:
        assert callback_data(Button("Go", token)) == token
    else:
        with pytest.raises(ValueError):
            callback_data(Button("Go", token))


@pytest.mark.parametrize(
    ("reply", "forced"),
    [
        (Reply(text=texts.ASK_EDIT, expects_text=True), True),
        (Reply(text="How long have you used Go?", expects_text=True), True),
        (Reply(text="Approved."), False),
        (Reply(text=texts.ASK_EDIT), False),
        (Reply(text=texts.ASK_EDIT, expects_text=True, buttons=(Button("X", "t"),)), False),
    ],
)
def test_force_reply_only_for_prompts_waiting_for_text(reply: Reply, forced: bool) -> None:
    assert (force_reply(reply) is not None) is forced


def test_decided_appends_who_and_when() -> None:
    when = datetime(2026, 11, 3, 9, 5)
    assert decided("<b>Card</b>", "Decided: Approve", "Ann <A&B>", when) == (
        "<b>Card</b>\n\n<i>Decided: Approve by Ann &lt;A&amp;B&gt; · 2026-11-03 09:05 UTC</i>"
    )
