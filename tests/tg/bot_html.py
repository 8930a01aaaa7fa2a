"""Telegram's HTML parse mode, as the stand-in needs it: plain text plus entities, or a refusal."""

from __future__ import annotations

import html
from html.parser import HTMLParser
from typing import Any

# The tags Telegram accepts in parse_mode=HTML, and the entity type each makes.
TAG_TYPES = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "a": "text_link",
    "code": "code",
    "pre": "pre",
    "blockquote": "blockquote",
}
# Telegram knows only these named character references (numeric ones are fine).
NAMED_REFERENCES = frozenset({"lt", "gt", "amp", "quot"})


class EntityError(ValueError):
    """The text is not HTML Telegram would accept."""


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.text = ""
        self.open: list[tuple[str, int, dict[str, str]]] = []
        self.entities: list[dict[str, Any]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in TAG_TYPES:
            raise EntityError(f'Unsupported start tag "{tag}"')
        if tag == "a" and not dict(attrs).get("href"):
            raise EntityError('Can\'t find end tag corresponding to start tag "a"')
        self.open.append((tag, _utf16(self.text), {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open[-1][0] != tag:
            raise EntityError(f'Can\'t find end tag corresponding to start tag "{tag}"')
        _, start, attrs = self.open.pop()
        length = _utf16(self.text) - start
        if length:
            entity: dict[str, Any] = {"type": TAG_TYPES[tag], "offset": start, "length": length}
            if tag == "a":
                entity["url"] = attrs["href"]
            self.entities.append(entity)

    def handle_data(self, data: str) -> None:
        self.text += data

    def handle_entityref(self, name: str) -> None:
        if name not in NAMED_REFERENCES:
            raise EntityError(f'Unsupported HTML entity "&{name};"')
        self.text += html.unescape(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.text += html.unescape(f"&#{name};")


def parse(source: str) -> tuple[str, list[dict[str, Any]]]:
    """Return the plain text and entities Telegram makes of `source`, or raise EntityError."""
    reader = _Reader()
    reader.feed(source)
    reader.close()
    if reader.open:
        raise EntityError(f'Can\'t find end tag corresponding to start tag "{reader.open[-1][0]}"')
    entities = sorted(reader.entities, key=lambda e: (e["offset"], -e["length"]))
    return reader.text, entities


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def text_fields(params: dict[str, Any]) -> dict[str, Any]:
    """Return a sent text as Telegram keeps it: plain text, with entities for parse_mode=HTML."""
    if params.get("parse_mode") != "HTML":
        return {"text": params.get("text", "")}
    text, entities = parse(params["text"])
    return {"text": text, "entities": entities} if entities else {"text": text}
