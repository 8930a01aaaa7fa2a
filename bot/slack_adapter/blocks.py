"""Block Kit: replies and cards as Slack messages, decided cards, the Edit modal (pure)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from slack_sdk.models.blocks import (
    ActionsBlock,
    ButtonElement,
    ContextBlock,
    HeaderBlock,
    InputBlock,
    MarkdownTextObject,
    PlainTextInputElement,
    PlainTextObject,
    SectionBlock,
)
from slack_sdk.models.views import View

from bot.core.messages import Attachment, Button, Card, Reply, Table
from bot.core.table_text import table_lines
from bot.slack_adapter.render import (
    MAX_BLOCKS,
    MAX_SECTION_CHARS,
    escape,
    split_text,
    to_mrkdwn,
    truncate,
)

Block = dict[str, Any]

# Slack's limits, as slack_sdk's models check them (to_dict() raises past them).
MAX_HEADER_CHARS = HeaderBlock.text_max_length
MAX_BUTTON_CHARS = ButtonElement.text_max_length
MAX_FIELDS = SectionBlock.fields_max_length
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
    return SectionBlock(text=MarkdownTextObject(text=text)).to_dict()


def context(text: str) -> Block:
    """Return a context block with one mrkdwn element."""
    return ContextBlock(elements=[MarkdownTextObject(text=text)]).to_dict()


def header(text: str) -> Block:
    """Return a header block, cut to Slack's header limit."""
    return HeaderBlock(text=PlainTextObject(text=truncate(text, MAX_HEADER_CHARS))).to_dict()


def text_sections(markdown: str) -> list[Block]:
    """Return markdown as mrkdwn sections, each within Slack's section limit."""
    return [section(chunk) for chunk in split_text(to_mrkdwn(markdown), MAX_SECTION_CHARS)]


def table_sections(table: Table) -> list[Block]:
    """Return a table as monospaced sections (Slack messages have no table block)."""
    chunks = split_text("\n".join(table_lines(table)), MAX_SECTION_CHARS - 8)
    return [section(f"```\n{escape(chunk)}\n```") for chunk in chunks]


def card_blocks(card: Card) -> list[Block]:
    """Return a card as header, fields, body, table and footer blocks."""
    blocks: list[Block] = [header(card.title)]
    for start in range(0, len(card.fields), MAX_FIELDS):
        fields = [
            MarkdownTextObject(text=truncate(f"*{escape(n)}*\n{escape(v)}", MAX_FIELD_CHARS))
            for n, v in card.fields[start : start + MAX_FIELDS]
        ]
        blocks.append(SectionBlock(fields=fields).to_dict())
    if card.body:
        blocks.extend(text_sections(card.body))
    if card.table is not None:
        blocks.extend(table_sections(card.table))
    if card.footer:
        blocks.append(context(truncate(escape(card.footer), MAX_CONTEXT_CHARS)))
    return blocks


def actions_block(buttons: tuple[Button, ...], card_id: str) -> Block:
    """Return the buttons of a card; each carries its token as the value."""
    elements = [
        ButtonElement(
            action_id=f"{BUTTON_ACTION_PREFIX}{button.action or button.token}",
            text=PlainTextObject(text=truncate(button.label, MAX_BUTTON_CHARS)),
            value=button.token,
            style=button.style if button.style in SLACK_STYLES else None,
        )
        for button in buttons
    ]
    return ActionsBlock(block_id=f"card:{card_id}"[:255], elements=elements).to_dict()


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
    element = PlainTextInputElement(
        action_id=INPUT_ACTION_ID,
        multiline=True,
        max_length=MAX_INPUT_CHARS,
        initial_value=draft[:MAX_INPUT_CHARS] or None,
    )
    view = View(
        type="modal",
        callback_id=EDIT_CALLBACK_ID,
        private_metadata=metadata,
        title=PlainTextObject(text=title),
        submit=PlainTextObject(text=submit),
        close=PlainTextObject(text="Cancel"),
        blocks=[
            InputBlock(block_id=INPUT_BLOCK_ID, label=PlainTextObject(text=label), element=element)
        ],
    )
    return view.to_dict()
