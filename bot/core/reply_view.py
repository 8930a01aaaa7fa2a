"""Showing a draft reply for review: the card and its buttons (platform-neutral)."""

from __future__ import annotations

from typing import Any

from agent.reply.model import RISK_LABELS
from bot.core.messages import Card
from storage.repositories import ButtonSpec

REVIEW_BUTTONS = [
    ButtonSpec("approve", "Approve"),
    ButtonSpec("edit", "Edit"),
    ButtonSpec("revise", "Revise"),
    ButtonSpec("reject", "Reject"),
]
FOOTER_NOTE = "nothing is final until you decide"
QUOTES_PER_FLAG = 2
BUTTON_STYLES = {"approve": "primary", "reject": "danger"}


def review_card(payload: dict[str, Any]) -> Card:
    """Return the card for a draft awaiting the user's decision."""
    needs_human = bool(payload.get("needs_human"))
    title = "Draft reply — needs your approval" if needs_human else "Draft reply — ready to send"
    fields = [
        ("Company", payload.get("company") or "—"),
        ("Role", payload.get("role") or "—"),
        (
            "Judge score",
            f"{payload.get('score', 0.0):.2f}" + (" ✓" if payload.get("approved") else ""),
        ),
        ("Revisions", str(payload.get("revisions", 0))),
    ]
    if payload.get("failed"):
        fields.append(("Needs work", ", ".join(c.replace("_", " ") for c in payload["failed"])))
    body = [payload.get("draft", "")]
    blanks = payload.get("placeholders") or []
    if blanks:
        body += ["", "✎ Fill in before sending (Edit): " + ", ".join(blanks)]
    flags = payload.get("flags") or []
    if flags:
        body.append("")
        body.append("Why I'm asking you:")
        body += flag_lines(flags)
    return Card(
        title=title,
        body="\n".join(body),
        fields=tuple(fields),
        draft=payload.get("draft", ""),
        footer=f"engine: {payload.get('engine', 'offline')} · {FOOTER_NOTE}",
    )


def flag_lines(flags: list[dict[str, Any]]) -> list[str]:
    """Return one warning line per risk category, quoting its first words and counting the rest."""
    by_category: dict[str, list[dict[str, Any]]] = {}
    for flag in flags:
        by_category.setdefault(flag.get("category", ""), []).append(flag)
    lines = []
    for category, group in by_category.items():
        label = RISK_LABELS.get(category, category)
        quotes = list(dict.fromkeys(f["quote"] for f in group if f.get("quote")))
        shown = "; ".join(f'"{q}"' for q in quotes[:QUOTES_PER_FLAG])
        more = f" (+{len(quotes) - QUOTES_PER_FLAG} more)" if len(quotes) > QUOTES_PER_FLAG else ""
        quote = f" — {shown}{more}" if shown else ""
        lines.append(f"⚠ {label}: {group[0].get('reason', '')}{quote}")
    return lines
