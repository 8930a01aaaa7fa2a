"""Block Kit: replies and cards as Slack messages, decided cards, the Edit modal (pure)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.core.messages import Attachment, Button, Card, Reply, Table
from bot.slack_adapter.render import (
    MAX_BLOCKS,
    MAX_SECTION_CHARS,
    escape,
    split_text,
    to_mrkdwn,
    truncate,
)

Block = dict[str, Any]

MAX_HEADER_CHARS = 150
MAX_BUTTON_CHARS = 75
MAX_FIELDS = 10
MAX_FIELD_CHARS = 2000
MAX_CONTEXT_CHARS = 2000
MAX_FALLBACK_CHARS = 300
MAX_INPUT_CHARS = 3000
BUTTON_ACTION_PREFIX = "card:"
EDIT_CALLBACK_ID = "card_edit"
INPUT_BLOCK_ID = "reply"
INPUT_ACTION_ID = "text"
SLACK_STYLES = frozenset({"primary", "danger"})
TEXT_MIME_PREFIXES = ("text/", "application/json")
MODAL_TEXT = {
    "edit": ("Edit the reply", "Your reply", "Send"),
    "revise": ("Revise the draft", "What should I change?", "Revise"),
}


@dataclass
class SlackPost:
    """One Slack message: fallback text (notifications) and Block Kit blocks."""

    text: str
    blocks: list[Block] = field(default_factory=list)


def section(text: str) -> Block:
    """Return a mrkdwn section block."""
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def context(text: str) -> Block:
    """Return a context block with one mrkdwn element."""
    return {"type": "context", "elements": [{"type": "mrkdwn", "text": text}]}


def text_sections(markdown: str) -> list[Block]:
    """Return markdown as mrkdwn sections, each within Slack's section limit."""
    return [section(chunk) for chunk in split_text(to_mrkdwn(markdown), MAX_SECTION_CHARS)]


def table_sections(table: Table) -> list[Block]:
    """Return a table as monospaced sections (Slack messages have no table block)."""
    rows = [table.headers, *table.rows]
    widths = [max(len(row[i]) for row in rows) for i in range(len(table.headers))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    chunks = split_text("\n".join(line.rstrip() for line in lines), MAX_SECTION_CHARS - 8)
    return [section(f"```\n{escape(chunk)}\n```") for chunk in chunks]


def card_blocks(card: Card) -> list[Block]:
    """Return a card as header, fields, body, table and footer blocks."""
    blocks: list[Block] = [
        {
            "type": "header",
            "text": {"type": "plain_text", "text": truncate(card.title, MAX_HEADER_CHARS)},
        }
    ]
    for start in range(0, len(card.fields), MAX_FIELDS):
        fields = [
            {"type": "mrkdwn", "text": truncate(f"*{escape(n)}*\n{escape(v)}", MAX_FIELD_CHARS)}
            for n, v in card.fields[start : start + MAX_FIELDS]
        ]
        blocks.append({"type": "section", "fields": fields})
    if card.body:
        blocks.extend(text_sections(card.body))
    if card.table is not None:
        blocks.extend(table_sections(card.table))
    if card.footer:
        blocks.append(context(truncate(escape(card.footer), MAX_CONTEXT_CHARS)))
    return blocks


def actions_block(buttons: tuple[Button, ...], card_id: str) -> Block:
    """Return the buttons of a card; each carries its token as the value."""
    elements = []
    for button in buttons:
        element: Block = {
            "type": "button",
            "action_id": f"{BUTTON_ACTION_PREFIX}{button.action or button.token}",
            "text": {"type": "plain_text", "text": truncate(button.label, MAX_BUTTON_CHARS)},
            "value": button.token,
        }
        if button.style in SLACK_STYLES:
            element["style"] = button.style
        elements.append(element)
    return {"type": "actions", "block_id": f"card:{card_id}"[:255], "elements": elements}


def render_reply(reply: Reply) -> list[SlackPost]:
    """Return the Slack messages for one reply; buttons go on the last one."""
    blocks: list[Block] = text_sections(reply.text) if reply.text else []
    if reply.card is not None:
        blocks.extend(card_blocks(reply.card))
    if reply.buttons:
        blocks.append(actions_block(reply.buttons, reply.card_id))
    fallback = reply.card.title if reply.card is not None else reply.text
    posts = [
        SlackPost(truncate(fallback, MAX_FALLBACK_CHARS), blocks[start : start + MAX_BLOCKS])
        for start in range(0, len(blocks), MAX_BLOCKS)
    ]
    if reply.attachment is not None:
        posts.extend(attachment_posts(reply.attachment))
    return posts


def attachment_posts(attachment: Attachment) -> list[SlackPost]:
    """Return a text attachment as code-block messages (binary ones are only named)."""
    name = escape(attachment.filename)
    if not attachment.mime_type.startswith(TEXT_MIME_PREFIXES):
        return [SlackPost(name, [section(f"_{name} can't be shown here._")])]
    content = attachment.content.decode("utf-8", "replace")
    chunks = split_text(content, MAX_SECTION_CHARS - 8)
    blocks = [section(f"```\n{escape(chunk)}\n```") for chunk in chunks]
    blocks.insert(0, context(f"📎 {name}"))
    return [
        SlackPost(name, blocks[start : start + MAX_BLOCKS])
        for start in range(0, len(blocks), MAX_BLOCKS)
    ]


def decided_blocks(
    blocks: list[Block], decision: str, slack_user: str, at: datetime
) -> list[Block]:
    """Return a card's blocks without buttons, with who decided what and when."""
    kept = [b for b in blocks if b.get("type") != "actions"]
    epoch = int(at.timestamp())
    when = f"<!date^{epoch}^{{date_short_pretty}} at {{time}}|{at.strftime('%Y-%m-%d %H:%M UTC')}>"
    note = f"✅ *{escape(decision)}* by <@{slack_user}> · {when}"
    return [*kept[: MAX_BLOCKS - 1], context(note)]


def edit_modal(action: str, draft: str, metadata: str) -> Block:
    """Return the modal asking for an edited reply (prefilled) or revision notes."""
    title, label, submit = MODAL_TEXT.get(action, MODAL_TEXT["edit"])
    element: Block = {
        "type": "plain_text_input",
        "action_id": INPUT_ACTION_ID,
        "multiline": True,
        "max_length": MAX_INPUT_CHARS,
    }
    if draft:
        element["initial_value"] = draft[:MAX_INPUT_CHARS]
    return {
        "type": "modal",
        "callback_id": EDIT_CALLBACK_ID,
        "private_metadata": metadata,
        "title": {"type": "plain_text", "text": title},
        "submit": {"type": "plain_text", "text": submit},
        "close": {"type": "plain_text", "text": "Cancel"},
        "blocks": [
            {
                "type": "input",
                "block_id": INPUT_BLOCK_ID,
                "label": _plain(label),
                "element": element,
            }
        ],
    }


def _plain(text: str) -> Block:
    return {"type": "plain_text", "text": text}
