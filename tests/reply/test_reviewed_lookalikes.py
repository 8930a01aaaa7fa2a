"""Honest mail two reviewers wrote against this stop's new rules, and terse asks they missed.

The texts (tests/data/reviewed_lookalikes.json) were written for this project by two read-only
reviewers: each honest one shares words with a rule and got a false flag at 9f26e9c or a55eec5
(fixed in stop 21, or in stop 22 where it was older); each ask is a terse recruiter wording or
lure the rules missed before, or flagged with a look-alike category as well.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.reply.risk_rules import risk_flags

DATA = json.loads(
    (Path(__file__).resolve().parents[1] / "data" / "reviewed_lookalikes.json").read_text("utf-8")
)
HONEST = [(item["id"], item["text"]) for item in DATA["honest"]]
ASKS = [(item["id"], item["text"], risk) for item in DATA["asks"] for risk in item["risks"]]
EXACT = [(item["id"], item["text"], item["risks"], item["not"]) for item in DATA["exact"]]


@pytest.mark.parametrize(("case", "text"), HONEST)
def test_honest_mail_sharing_words_with_new_rules_gets_no_flag(case: str, text: str) -> None:
    assert not risk_flags(text), (case, [(f.category, f.quote) for f in risk_flags(text)])


@pytest.mark.parametrize(("case", "text", "category"), ASKS)
def test_terse_asks_and_lures_are_flagged(case: str, text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}, case


@pytest.mark.parametrize(("case", "text", "risks", "wrong"), EXACT)
def test_asks_get_their_own_category_and_not_a_look_alike(
    case: str, text: str, risks: list[str], wrong: list[str]
) -> None:
    got = {f.category for f in risk_flags(text)}
    assert set(risks) <= got and not got & set(wrong), (case, got)
