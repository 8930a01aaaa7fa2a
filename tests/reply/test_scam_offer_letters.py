"""Real offer letters' courtesies are not scam cues; the scam wordings they resemble still are."""

from __future__ import annotations

import pytest

from agent.reply.scam_features import features


def _families(text: str) -> set[str]:
    return {f.family for f in features(text)}


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Any questions about this offer? Feel free to call me at 555-5555.", "channel"),
        ("Please do not hesitate to call me with any questions.", "channel"),
        ("You were chosen from a group of excellent candidates.", "unsolicited"),
        ("You have been selected among the 40 applicants who sat the test.", "unsolicited"),
        ("Dear [Candidate First Name],\nWe are pleased to offer you the role.", "unsolicited"),
        ("You will also be eligible to participate in our profit sharing plan.", "money"),
    ],
)
def test_offer_letter_courtesies_are_not_scam_cues(text: str, family: str) -> None:
    assert family not in _families(text)


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Call me at 555-0101 to start today.", "channel"),
        ("Congratulations, you were chosen for our remote assistant role.", "unsolicited"),
        ("You have been selected for a work from home job.", "unsolicited"),
        ("Dear Candidate,\nWe have a part-time job for you.", "unsolicited"),
        ("Earn profits every day from your phone.", "money"),
    ],
)
def test_the_scam_wordings_they_resemble_still_count(text: str, family: str) -> None:
    assert family in _families(text)
