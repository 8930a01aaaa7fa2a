"""English job-scam schemes by mechanics: written batches measured before and after the cues."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_features import features
from agent.reply.scam_verdict import concrete_facts, vagueness

SCHEMES = Path(__file__).parents[1] / "data" / "quality" / "written" / "schemes"
MESSAGES = Path(__file__).parents[1] / "data" / "quality" / "messages"
# Measured figures (caught, of 60; the look-alikes' flags, of 20). Batch one was written before
# the cues and tuned on (37 caught before, 58 after). Batch two was written after them: 29 caught
# by the screen before scam_schemes, 37 with the first cues (its transfer figure), then tuned on
# by widening each scheme's mechanics, 55. The two flagged look-alikes ("base salary plus
# commission", "verify your identity with your passport") predate this module. Batch three was
# written after that and never tuned on for recall: 31 caught before scam_schemes, 41 with it;
# two of its look-alikes were flagged ("an account in your name", a hospital's shortlisting with
# a reference number) until those cues were narrowed, with no scam of any batch lost.
FLOORS = {"scams_1.txt": 58, "scams_2.txt": 55, "scams_3.txt": 41}
LOOK_ALIKE_CEILING = {"lookalikes_1.txt": 1, "lookalikes_2.txt": 1, "lookalikes_3.txt": 0}


def _blocks(name: str) -> list[tuple[str, str]]:
    """Read (scheme, message) blocks: a 'scheme: name' line, the message, then a '---' line."""
    text = (SCHEMES / name).read_text(encoding="utf-8")
    parts = [part.strip() for part in text.split("\n---\n") if part.strip()]
    pairs = [tuple(part.split("\n", 1)) for part in parts]
    return [(head.split(":", 1)[1].strip(), body.strip()) for head, body in pairs]


def _is_scam(text: str) -> bool:
    return any(f.category == "scam" for f in risk_flags(text))


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_each_batch_of_scheme_scams_keeps_its_measured_floor(name: str) -> None:
    blocks = _blocks(name)
    assert len(blocks) == 60 and len({s for s, _ in blocks}) == 10
    caught = sum(_is_scam(text) for _, text in blocks)
    assert caught >= FLOORS[name]


@pytest.mark.parametrize("name", sorted(LOOK_ALIKE_CEILING))
def test_honest_look_alikes_of_the_schemes_stay_mostly_unflagged(name: str) -> None:
    blocks = _blocks(name)
    assert len(blocks) == 20
    assert sum(_is_scam(text) for _, text in blocks) <= LOOK_ALIKE_CEILING[name]


def test_every_scheme_of_the_tuned_batch_is_caught_at_least_five_times_in_six() -> None:
    caught = Counter(s for s, text in _blocks("scams_1.txt") if _is_scam(text))
    assert all(n >= 5 for n in caught.values()) and len(caught) == 10


@pytest.mark.parametrize("prefix", ["f12", "f13", "f15"])
def test_rented_accounts_hosted_computers_and_inbox_me_offers_are_flagged(prefix: str) -> None:
    text = next(MESSAGES.glob(f"{prefix}_*.txt")).read_text(encoding="utf-8")
    quotes = [f.quote for f in risk_flags(text) if f.category == "scam"]
    assert quotes and all(q in text for q in quotes)


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Install AnyDesk and send me the code.", "form"),
        ("I will host a computer at your home.", "form"),
        ("Top up 300 USDT to continue.", "pay_first"),
        ("Our interview is a text interview on Signal.", "no_vetting"),
        ("Let me rent your Upwork account.", "identity"),
        ("Are you open to part-time work? Daily pay.", "money"),
    ],
)
def test_a_scheme_cue_names_its_family_and_quotes_the_act(text: str, family: str) -> None:
    clean = normalize(text)
    found = [f for f in features(clean) if f.family == family]
    assert found and clean[found[0].start : found[0].end].strip()


@pytest.mark.parametrize("slot", ["{company name}", "[Company]", "<company>", "{Company Name}"])
def test_a_company_placeholder_is_a_templates_concrete_fact(slot: str) -> None:
    text = f"Dear Candidate, you have been shortlisted for an interview with {slot}."
    assert concrete_facts(text) >= 1
    assert vagueness(text) < 1.0
    assert concrete_facts("Dear Candidate, you have been shortlisted for an interview.") == 0


def test_a_shortlisting_template_with_placeholders_is_no_scam() -> None:
    text = next(MESSAGES.glob("f21_*.txt")).read_text(encoding="utf-8")
    assert not _is_scam(text)


@pytest.mark.parametrize(("name", "floor"), [("caregiver_1.txt", 4), ("caregiver_2.txt", 4)])
def test_carers_hired_from_afar_keep_their_floor_and_spare_honest_families(
    name: str, floor: int
) -> None:
    # Batch one: 2 of 5 caught before the carer cues, 4 after; batch two (written after them,
    # untuned): 4 of 5 before and after. No honest look-alike was flagged in either.
    blocks = _blocks(name)
    scams = [text for scheme, text in blocks if scheme == "caregiver"]
    honest = [text for scheme, text in blocks if scheme == "honest"]
    assert len(scams) == 5 and len(honest) == 3
    assert sum(_is_scam(text) for text in scams) >= floor
    assert not [text for text in honest if _is_scam(text)]
