"""Replies as Telegram HTML messages and inline keyboards (pure functions)."""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import datetime

from telegram import ForceReply, InlineKeyboardButton, InlineKeyboardMarkup

from bot.core.messages import Button, Card, Reply
from bot.core.table_text import table_lines

# Telegram's limits: message text and the callback_data a button carries back.
MAX_MESSAGE_CHARS = 4096
MAX_CALLBACK_BYTES = 64
BUTTONS_PER_ROW = 2
REPLY_PLACEHOLDER = "Type your reply"

Wrap = Callable[[str], str]


def escape(text: str) -> str:
    """Return text escaped for Telegram's HTML parse mode."""
    return html.escape(text, quote=False)


def bold(text: str) -> str:
    """Return text in bold."""
    return f"<b>{escape(text)}</b>"


def italic(text: str) -> str:
    """Return text in italics."""
    return f"<i>{escape(text)}</i>"


def pre(text: str) -> str:
    """Return text as a preformatted (monospace) block."""
    return f"<pre>{escape(text)}</pre>"


def field(name: str) -> Wrap:
    """Return a formatter for one `name: value` line of a card."""
    return lambda value: f"<b>{escape(name)}:</b> {escape(value)}"


def reply_parts(reply: Reply) -> list[tuple[str, Wrap]]:
    """Return the raw pieces of a reply with how each is formatted, in display order."""
    parts: list[tuple[str, Wrap]] = []
    if reply.card is not None:
        parts.extend(card_parts(reply.card))
    if reply.text:
        parts.append((reply.text, escape))
    return parts


def card_parts(card: Card) -> list[tuple[str, Wrap]]:
    """Return a card's title, fields, body, table and footer as formatted pieces."""
    parts: list[tuple[str, Wrap]] = [(card.title, bold)]
    parts.extend((value, field(name)) for name, value in card.fields)
    if card.body:
        parts.append((card.body, escape))
    if card.table is not None:
        parts.append(("\n".join(table_lines(card.table)), pre))
    if card.footer:
        parts.append((card.footer, italic))
    return parts


def render_reply(reply: Reply, limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """Return a reply as HTML messages, each at most `limit` characters."""
    fragments = [f for raw, wrap in reply_parts(reply) for f in split_formatted(raw, wrap, limit)]
    return pack(fragments, limit)


def pack(fragments: list[str], limit: int = MAX_MESSAGE_CHARS) -> list[str]:
    """Join fragments with newlines into as few messages of at most `limit` as possible."""
    messages: list[str] = []
    for fragment in fragments:
        if messages and len(messages[-1]) + 1 + len(fragment) <= limit:
            messages[-1] += "\n" + fragment
        else:
            messages.append(fragment)
    return messages


def split_formatted(raw: str, wrap: Wrap, limit: int) -> list[str]:
    """Format raw text with `wrap`, cutting it into pieces that each fit in `limit`."""
    pieces: list[str] = []
    rest = raw
    while rest and len(wrap(rest)) > limit:
        cut = _cut_point(rest, wrap, limit)
        pieces.append(wrap(rest[:cut].rstrip()))
        rest = rest[cut:].lstrip("\n")
    if rest or not pieces:
        pieces.append(wrap(rest))
    return pieces


def _cut_point(text: str, wrap: Wrap, limit: int) -> int:
    # The longest prefix that still fits once formatted (formatting only grows text).
    low, high = 1, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if len(wrap(text[:mid])) <= limit:
            low = mid
        else:
            high = mid - 1
    # Prefer a line break, then a space, in the second half of what fits.
    for separator in ("\n", " "):
        at = text.rfind(separator, low // 2, low)
        if at > 0:
            return at + 1
    return low


def keyboard(buttons: tuple[Button, ...]) -> InlineKeyboardMarkup | None:
    """Return an inline keyboard whose callback_data are the buttons' tokens."""
    if not buttons:
        return None
    rows: list[list[InlineKeyboardButton]] = [[]]
    for button in buttons:
        if len(rows[-1]) == BUTTONS_PER_ROW:
            rows.append([])
        rows[-1].append(InlineKeyboardButton(button.label, callback_data=callback_data(button)))
    return InlineKeyboardMarkup(rows)


def callback_data(button: Button) -> str:
    """Return the button's token, refusing one Telegram would reject (over 64 bytes)."""
    if len(button.token.encode()) > MAX_CALLBACK_BYTES:
        raise ValueError(f"button token is over {MAX_CALLBACK_BYTES} bytes")
    return button.token


def force_reply(reply: Reply) -> ForceReply | None:
    """Return a ForceReply for a prompt that waits for the user's text, else None."""
    # The answer then arrives as a reply to the prompt, in the same conversation.
    if reply.expects_text and not reply.buttons:
        return ForceReply(input_field_placeholder=REPLY_PLACEHOLDER)
    return None


def decided(card_html: str, decision: str, who: str, when: datetime) -> str:
    """Return a card's HTML with the decision, who made it and when appended."""
    stamp = f"{decision} by {who} · {when:%Y-%m-%d %H:%M} UTC"
    return f"{card_html}\n\n{italic(stamp)}"
