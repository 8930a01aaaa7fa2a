"""Broad risk families (pay, work rights, place, clauses) on sentences written for these tests."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# (category, sentence): each written here, none copied from the labelled set.
MEANT = [
    ("salary", "The contract is commission-only, without a guaranteed salary."),
    ("salary", "Expected CTC?"),
    ("salary", "Comp range?"),
    ("salary", "Please indicate your desired pay in your reply."),
    ("salary", "Your gross salary will be [amount] per month."),
    ("salary", "The team lead role comes with ¥9,000,000."),
    ("salary", "A one-time payment of 2,000 is made on day one."),
    ("visa", "Applicants must be legally entitled to work in Canada."),
    ("visa", "We are unable to sponsor work visas for this opening."),
    ("visa", "Proof of citizenship is needed before the first day."),
    ("relocation", "You would be transferred to another branch after six months."),
    ("relocation", "Are you willing to travel to Lagos twice a month?"),
    ("relocation", "Candidates must be based within commuting distance of Porto."),
    ("relocation", "The job is fully on-site."),
    ("relocation", "Preferred location?"),
    ("legal", "The employee shall not work for a competitor for twelve months."),
    ("legal", "Any dispute goes to binding arbitration."),
    ("legal", "You agree to repay the training cost if you leave within a year."),
    ("legal", "This offer is contingent upon a clean reference check."),
    ("legal", "Signing the NDA is the first step."),
]
# Invitations and confirmations that share a word with a family but set no term.
LOOK_ALIKES = [
    "Shall we meet on Thursday at 3pm?",
    "We agree it was a great conversation; the next step is a call with Dana.",
    "Parking at the office costs $4 and is refunded at reception.",
    "Our tech stack includes a rate limiter we built in Rust.",
    "The team will pay attention to how you structure the code.",
    "Is 2pm your time OK, or are you based in another time zone?",
    "The interview is on-site at our Lisbon office; see you there.",
    "You shall receive a calendar invite from our coordinator shortly.",
    "It will be a hybrid interview: two panelists in the room, one on video.",
    "We welcome applicants from every background.",
    "Your welcome package will arrive with the laptop on your first day.",
]


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


@pytest.mark.parametrize(("category", "text"), MEANT)
def test_family_sentences_raise_their_category(category: str, text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == category]
    assert flags, (category, text)
    assert all(f.quote and f.quote in text for f in flags)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_lines_raise_no_flag(text: str) -> None:
    assert _categories(text) == set(), text
