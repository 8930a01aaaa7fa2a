"""The stand-in reads HTML the way Telegram does, so rendering mistakes fail the tests."""

from __future__ import annotations

import pytest

from .bot_html import EntityError, parse


def test_tags_become_entities_with_utf16_offsets() -> None:
    text, entities = parse('<b>Draft 🚀</b>\nHi &amp; <a href="https://x.test">bye</a>')
    assert text == "Draft 🚀\nHi & bye"
    assert entities == [
        {"type": "bold", "offset": 0, "length": 8},  # the emoji is two UTF-16 units
        {"type": "text_link", "offset": 14, "length": 3, "url": "https://x.test"},
    ]


@pytest.mark.parametrize(
    "source", ["<p>para</p>", "a<br>b", "<b>open", "<b><i>x</b></i>", "&nbsp;", "<a>no href</a>"]
)
def test_html_telegram_refuses_is_refused(source: str) -> None:
    with pytest.raises(EntityError):
        parse(source)
