"""Other words for the families' cues: a private message on the site, experience not needed."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_features import features


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Interested? DM me for details.", "channel"),
        ("Kindly inbox me and I will explain.", "channel"),
        ("Send it to my inbox today.", "channel"),
        ("No special experience needed.", "effort"),
        ("Without relevant qualifications you can still join.", "effort"),
    ],
)
def test_the_synonym_is_read_as_its_family(text: str, family: str) -> None:
    assert family in {f.family for f in features(normalize(text))}


def test_a_vague_home_job_pitched_by_private_message_is_a_scam() -> None:
    # written for this test
    text = (
        "Now hiring for online work you can do from home! No special experience needed, flexible "
        "hours, great income. PM me to get started."
    )
    assert "scam" in {f.category for f in risk_flags(text)}


def test_a_recruiter_who_asks_to_be_messaged_on_linkedin_is_no_scam() -> None:
    text = (
        "Hi Dana, I'm hiring a Platform Engineer for Contoso's Berlin team (Kubernetes, Go). "
        "It is remote in Germany. DM me here on LinkedIn if you'd like details."
    )
    assert "scam" not in {f.category for f in risk_flags(text)}
