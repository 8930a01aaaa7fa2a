"""Rendering platform-neutral replies as console text (pure functions)."""

from __future__ import annotations

from bot.core.messages import Card, Reply
from bot.core.table_text import table_lines as render_table

__all__ = ["render_card", "render_echo", "render_reply", "render_table"]

BOT_PREFIX = "bot › "
USER_PREFIX = "you › "
INDENT = " " * len(BOT_PREFIX)
MAX_ECHO = 160
TEXT_MIME_PREFIXES = ("text/", "application/json")


def render_card(card: Card) -> list[str]:
    """Return a card as lines: title, fields, body, table, footer."""
    lines = [f"== {card.title} =="]
    if card.fields:
        lines.append(" · ".join(f"{name}: {value}" for name, value in card.fields))
    if card.body:
        lines.extend(card.body.splitlines())
    if card.table is not None:
        lines.extend(render_table(card.table))
    if card.footer:
        lines.append(f"({card.footer})")
    return lines


def render_reply(reply: Reply) -> str:
    """Return one reply as console text, prefixed and indented."""
    if reply.decided_card:
        return ""  # the console has no card to update in place
    lines: list[str] = []
    if reply.card is not None:
        lines.extend(render_card(reply.card))
    if reply.text:
        lines.extend(reply.text.splitlines() or [""])
    if reply.attachment is not None:
        lines.append(f"[file: {reply.attachment.filename}]")
        if reply.attachment.mime_type.startswith(TEXT_MIME_PREFIXES):
            lines.extend(reply.attachment.content.decode("utf-8", "replace").splitlines())
    if reply.buttons:
        lines.append(" ".join(f"[{b.label}]" for b in reply.buttons))
        lines.append("(press one with /press <label>)")
    if not lines:
        return ""
    return "\n".join(
        [BOT_PREFIX + lines[0], *(INDENT + line if line else "" for line in lines[1:])]
    )


def render_echo(line: str) -> str:
    """Return the user's line as echoed in a non-interactive transcript."""
    flat = " ".join(line.split())
    return USER_PREFIX + (flat if len(flat) <= MAX_ECHO else flat[: MAX_ECHO - 1] + "…")
