"""Pure Slack formatting: markdown → mrkdwn, splitting at limits, Block Kit cards (tables)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core.messages import Attachment, Button, Card, Reply, Table
from bot.slack_adapter.blocks import (
    MAX_BUTTON_CHARS,
    MAX_HEADER_CHARS,
    actions_block,
    card_blocks,
    decided_blocks,
    edit_modal,
    render_reply,
)
from bot.slack_adapter.files import may_send_token
from bot.slack_adapter.render import MAX_BLOCKS, MAX_SECTION_CHARS, split_text, to_mrkdwn


@pytest.mark.parametrize(
    ("markdown", "expected"),
    [
        ("**bold** and *italic*", "*bold* and _italic_"),
        ("__bold__", "*bold*"),
        ("~~gone~~", "~gone~"),
        ("# Title", "*Title*"),
        ("### Next steps ###", "*Next steps*"),
        ("- one\n- two\n  * nested", "• one\n• two\n  • nested"),
        ("* item with *emphasis*", "• item with _emphasis_"),
        (
            "[the job](https://jobs.example.com/a?b=1&c=2)",
            "<https://jobs.example.com/a?b=1&amp;c=2|the job>",
        ),
        ("a < b & c > d", "a &lt; b &amp; c &gt; d"),
        ("> quoted line", "> quoted line"),
        ("`**literal**` stays", "`**literal**` stays"),
        ("```python\nif a < b:\n    pass\n```", "```\nif a &lt; b:\n    pass\n```"),
        ("snake_case and 2*3*4", "snake_case and 2*3*4"),
        ("<@U123> is not a mention here", "&lt;@U123&gt; is not a mention here"),
        ("", ""),
    ],
)
def test_markdown_becomes_mrkdwn(markdown: str, expected: str) -> None:
    assert to_mrkdwn(markdown) == expected


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("", 10, []),
        ("short", 10, ["short"]),
        ("aaaa bbbb cccc", 10, ["aaaa bbbb", "cccc"]),
        ("para one\n\npara two", 12, ["para one", "para two"]),
        ("line one\nline two", 12, ["line one", "line two"]),
        ("x" * 25, 10, ["x" * 10, "x" * 10, "x" * 5]),
    ],
)
def test_split_text_breaks_at_the_nicest_place(text: str, limit: int, expected: list) -> None:
    assert split_text(text, limit) == expected


def test_split_text_closes_and_reopens_code_fences() -> None:
    chunks = split_text("```\n" + "line\n" * 1000 + "```", MAX_SECTION_CHARS)
    assert len(chunks) == 2
    assert all(len(c) <= MAX_SECTION_CHARS and c.count("```") == 2 for c in chunks)


def test_a_long_reply_is_split_into_sections_and_messages() -> None:
    text = ("A sentence of a long reply. " * 100 + "\n\n") * 60  # ~170 000 chars
    posts = render_reply(Reply(text=text))
    blocks = [b for p in posts for b in p.blocks]
    assert len(posts) == 2 and all(len(p.blocks) <= MAX_BLOCKS for p in posts)
    assert all(len(b["text"]["text"]) <= MAX_SECTION_CHARS for b in blocks)
    assert all(len(p.text) <= 300 for p in posts)


def test_a_card_renders_header_fields_body_table_footer_and_buttons() -> None:
    card = Card(
        title="Draft reply — needs your approval",
        body="Hi **Tom**,\nthanks!",
        fields=(("Company", "CoinRocket"), ("Judge score", "0.62")),
        table=Table(headers=("Skill", "Depth"), rows=(("Python", "expert"),)),
        footer="engine: offline",
    )
    buttons = (
        Button("Approve", "tok1", "primary", "approve"),
        Button("Edit", "tok2", action="edit"),
    )
    [post] = render_reply(Reply(card=card, buttons=buttons, card_id="c1"))
    assert [b["type"] for b in post.blocks] == [
        "header",
        "section",
        "section",
        "section",
        "context",
        "actions",
    ]
    assert post.blocks[1]["fields"][0]["text"] == "*Company*\nCoinRocket"
    assert post.blocks[2]["text"]["text"] == "Hi *Tom*,\nthanks!"
    assert "Python  expert" in post.blocks[3]["text"]["text"]
    assert post.blocks[-1]["elements"] == [
        {
            "type": "button",
            "action_id": "card:approve",
            "text": {"type": "plain_text", "text": "Approve"},
            "value": "tok1",
            "style": "primary",
        },
        {
            "type": "button",
            "action_id": "card:edit",
            "text": {"type": "plain_text", "text": "Edit"},
            "value": "tok2",
        },
    ]
    assert post.text == card.title


def test_card_limits_are_respected() -> None:
    card = Card(title="T" * 400, fields=tuple((f"f{i}", "v") for i in range(13)))
    blocks = card_blocks(card)
    assert len(blocks[0]["text"]["text"]) == MAX_HEADER_CHARS
    assert [len(b["fields"]) for b in blocks[1:]] == [10, 3]
    button = actions_block((Button("L" * 100, "t"),), "c")["elements"][0]
    assert len(button["text"]["text"]) == MAX_BUTTON_CHARS and "style" not in button


def test_a_decided_card_loses_its_buttons_and_says_who_and_when() -> None:
    blocks = [*card_blocks(Card(title="Draft")), actions_block((Button("A", "t"),), "c")]
    at = datetime(2026, 11, 22, 12, 30, tzinfo=UTC)
    decided = decided_blocks(blocks, "Decided: Approve", "U1", at)
    assert [b["type"] for b in decided] == ["header", "context"]
    note = decided[-1]["elements"][0]["text"]
    assert note.startswith(f"✅ *Decided: Approve* by <@U1> · <!date^{int(at.timestamp())}^")
    assert note.endswith("|2026-11-22 12:30 UTC>")


def test_a_text_attachment_is_shown_in_code_blocks() -> None:
    content = ("{\n" + '  "skill": "Python",\n' * 400 + "}").encode()
    posts = render_reply(
        Reply(text="Here", attachment=Attachment("p.json", content, "application/json"))
    )
    code = [b for p in posts[1:] for b in p.blocks if b["type"] == "section"]
    assert len(code) >= 3 and all(b["text"]["text"].startswith("```\n") for b in code)
    binary = render_reply(Reply(attachment=Attachment("x.bin", b"\0", "application/octet-stream")))
    assert "can't be shown" in binary[0].blocks[0]["text"]["text"]


def test_the_edit_modal_is_prefilled_and_carries_its_metadata() -> None:
    view = edit_modal("edit", "Dear Tom", '{"token": "t"}')
    element = view["blocks"][0]["element"]
    assert (view["callback_id"], view["private_metadata"]) == ("card_edit", '{"token": "t"}')
    assert element["initial_value"] == "Dear Tom" and element["multiline"] is True
    assert "initial_value" not in edit_modal("revise", "", "{}")["blocks"][0]["element"]


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        ("https://files.slack.com/files-pri/T1-F1/download/cv.pdf", True),
        ("https://slack.com/x", True),
        ("http://files.slack.com/x", False),
        ("https://files.slack.com.evil.example/x", False),
        ("https://evil.example/files.slack.com", False),
        ("http://127.0.0.1:8000/files/cv.pdf", True),  # same origin as the API stand-in
        ("http://127.0.0.1:9999/files/cv.pdf", False),
    ],
)
def test_the_bot_token_goes_only_to_slack(url: str, allowed: bool) -> None:
    assert may_send_token(url, "http://127.0.0.1:8000/api/") is allowed


def test_every_rendered_block_passes_slack_sdks_own_validation() -> None:
    from slack_sdk.models.blocks import Block
    from slack_sdk.models.views import View

    from bot.core.home_summary import HomeSummary
    from bot.slack_adapter.home import build_home

    card = Card(
        title="T" * 400,
        body="**b** " * 2000,
        fields=tuple((f"f{i}" * 50, "v" * 3000) for i in range(23)),
        table=Table(headers=("Skill", "Depth"), rows=(("Python", "expert"),) * 300),
        footer="f" * 5000,
    )
    buttons = tuple(Button("L" * 100, f"t{i}", "danger") for i in range(4))
    blocks = [
        b
        for p in render_reply(Reply(card=card, buttons=buttons, card_id="c" * 300))
        for b in p.blocks
    ]
    # Block.parse builds slack_sdk's model; to_dict() raises on any limit it breaks.
    assert [Block.parse(b).to_dict() for b in blocks] == blocks  # type: ignore[union-attr]
    home = build_home(HomeSummary())
    assert View(**home).to_dict() == home
    modal = edit_modal("revise", "x" * 9000, "{}")
    assert View(**modal).to_dict() == modal
