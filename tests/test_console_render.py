"""Console rendering: tables of (reply, expected text)."""

from __future__ import annotations

import pytest

from bot.console_render import render_echo, render_reply, render_table
from bot.core.messages import Attachment, Button, Card, Reply, Table


def test_table_columns_are_aligned_under_a_rule() -> None:
    table = Table(headers=("Skill", "Duration"), rows=(("Kubernetes", "5 years"), ("Go", "?")))
    assert render_table(table) == [
        "Skill       Duration",
        "----------  --------",
        "Kubernetes  5 years",
        "Go          ?",
    ]


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        (Reply(text="Hello"), "bot › Hello"),
        (Reply(text="two\nlines"), "bot › two\n      lines"),
        (Reply(text="a\n\nb"), "bot › a\n\n      b"),
        (Reply(), ""),
        (
            Reply(
                card=Card(title="Delete?", body="Sure?"),
                buttons=(Button("Yes", "t1"), Button("No", "t2")),
            ),
            "bot › == Delete? ==\n      Sure?\n      [Yes] [No]\n"
            "      (press one with /press <label>)",
        ),
        (
            Reply(card=Card(title="T", fields=(("A", "1"), ("B", "2")), footer="f")),
            "bot › == T ==\n      A: 1 · B: 2\n      (f)",
        ),
        (
            Reply(
                text="Here:", attachment=Attachment("p.json", b'{\n  "a": 1\n}', "application/json")
            ),
            'bot › Here:\n      [file: p.json]\n      {\n        "a": 1\n      }',
        ),
        (
            Reply(attachment=Attachment("x.bin", b"\x00\x01")),
            "bot › [file: x.bin]",
        ),
    ],
)
def test_render_reply(reply: Reply, expected: str) -> None:
    assert render_reply(reply) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("hello", "you › hello"),
        ("  spaced\tout  ", "you › spaced out"),
        ("x" * 200, "you › " + "x" * 159 + "…"),
    ],
)
def test_render_echo(line: str, expected: str) -> None:
    assert render_echo(line) == expected
