"""The review card's risk lines: one per category, its quotes counted, nothing dropped silently."""

from __future__ import annotations

from bot.core.reply_view import flag_lines, review_card


def _flag(category: str, quote: str, reason: str = "it matters") -> dict[str, str]:
    return {"category": category, "quote": quote, "reason": reason}


def test_flags_of_one_category_share_a_line() -> None:
    flags = [
        _flag("relocation", "Location: Munich, Germany", "the job is in another place"),
        _flag("salary", "Salary: competitive, DOE", "pay is discussed"),
        _flag("relocation", "relocation support is available"),
        _flag("relocation", "are you open to relocating"),
    ]
    lines = flag_lines(flags)
    assert len(lines) == 2
    relocation, salary = lines
    assert relocation.startswith("⚠ Relocation: the job is in another place")
    assert '"Location: Munich, Germany"; "relocation support is available" (+1 more)' in relocation
    assert salary.endswith('"Salary: competitive, DOE"')


def test_a_repeated_quote_is_shown_once() -> None:
    lines = flag_lines([_flag("visa", "sponsorship"), _flag("visa", "sponsorship")])
    assert lines[0].count('"sponsorship"') == 1 and "more" not in lines[0]


def test_a_flag_without_a_quote_still_gets_its_line() -> None:
    lines = flag_lines([{"category": "scam", "reason": "asks for a fee"}])
    assert lines == ["⚠ Possible scam: asks for a fee"]


def test_the_card_body_carries_the_grouped_lines() -> None:
    payload = {
        "draft": "Hello",
        "needs_human": True,
        "flags": [_flag("relocation", "on-site in Austin"), _flag("relocation", "relo package")],
    }
    body = review_card(payload).body
    assert body.count("⚠") == 1 and '"on-site in Austin"; "relo package"' in body
