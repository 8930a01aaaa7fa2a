"""The card an Edit modal carries in its private_metadata."""

from __future__ import annotations

import json
import random
import string

from bot.slack_adapter.modal_state import METADATA_LIMIT, card_of, with_card

IDS = {"token": "tok", "action": "edit", "team": "T1", "channel": "D1", "root": "1.2"}


def _section(text: str) -> dict:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def test_a_card_round_trips_without_its_buttons() -> None:
    card = [_section("*Draft*"), _section("Hello Tom"), {"type": "actions", "elements": []}]
    meta = json.loads(with_card(IDS, card))
    assert {k: meta[k] for k in IDS} == IDS
    assert card_of(meta) == card[:2]


def test_a_card_too_large_keeps_its_first_blocks_within_slack_limit() -> None:
    noise = random.Random(7)
    # Incompressible text: three such sections cannot all fit in 3000 characters.
    blocks = [_section("".join(noise.choices(string.ascii_letters, k=1200))) for _ in range(3)]
    packed = with_card(IDS, blocks)
    assert len(packed) <= METADATA_LIMIT
    kept = card_of(json.loads(packed))
    assert 0 < len(kept) < 3 and kept == blocks[: len(kept)]


def test_a_card_that_cannot_fit_at_all_leaves_the_ids() -> None:
    noise = random.Random(8)
    blocks = [_section("".join(noise.choices(string.ascii_letters, k=5000)))]
    meta = json.loads(with_card(IDS, blocks))
    assert meta == IDS and card_of(meta) == []


def test_tampered_or_foreign_metadata_gives_no_card() -> None:
    assert card_of({"card": "not base64!"}) == []
    assert card_of({"card": "aGVsbG8="}) == []  # base64, but not a compressed card
    assert card_of({"card": 42}) == []
    assert card_of({}) == []
