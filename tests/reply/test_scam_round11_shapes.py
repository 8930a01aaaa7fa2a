"""Scam schemes round 11 showed in English: hand-offs, paid CV rewrites, 'a task', parcels at home.

Every sentence here is written for this test (none is a labelled message): each scheme with
honest look-alikes that share its words.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SCAMS = [
    # a nameless leader or boss will call once you leave your number
    "Hi, I saw your profile and we have openings for team leads. Send me your mobile number and"
    " my supervisor will call you today.",
    "Dear friend, we are hiring remote assistants. Please leave your WhatsApp number; our team"
    " leader will contact you with the details.",
    # pay for a service before the recruiter submits you
    "Honestly your resume will not pass the screening. A friend of mine can rewrite your resume"
    " for a $120 fee, and after that I can put you forward to the hiring company.",
    # a job offer that is 'a task'
    "Hello, I would like to talk to you about a job offer, it's a simple task.",
    # parcels received and shipped on from home
    "Duties: receive incoming packages, inspect them and ship the items to our customers with"
    " new labels. The role is worked from your home, Monday to Friday.",
]
HONEST = [
    "Thanks for applying to Lumen Analytics. Could you share your phone number so our hiring"
    " manager, Dana Ortiz, can call you to schedule a 30-minute interview?",
    "I'm Priya from Northgate Bank's talent team; my colleague on the data platform team will"
    " reach out next week about the Senior Data Engineer role in Leeds.",
    "Our careers coach can review your resume for free before you apply; the service is part"
    " of the university's alumni programme.",
    "Before we make a job offer, we ask candidates to complete a take-home task (about three"
    " hours) on a small Python service.",
    "As a warehouse associate at Harlow Logistics in Reno you will receive deliveries, scan"
    " packages and ship orders to customers. Forklift certification is a plus.",
    "This customer support role is remote; you work from your home office and answer tickets"
    " about late packages in Zendesk.",
]
ONBOARDING = (
    "Congratulations, you have been selected for the Analyst position at Rivermark Ltd. On your"
    " first day please bring your national ID card and your bank account details for salary"
    " processing, together with your signed contract."
)


@pytest.mark.parametrize("text", SCAMS)
def test_the_schemes_are_flagged_as_scams(text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags and all(f.quote in text.replace("\n", " ") for f in flags), flags


@pytest.mark.parametrize("text", HONEST)
def test_honest_messages_with_the_same_words_are_not_scams(text: str) -> None:
    assert not [f for f in risk_flags(text) if f.category == "scam"]


def test_documents_for_the_first_day_and_payroll_are_onboarding_not_a_scam() -> None:
    flags = risk_flags(ONBOARDING)
    assert "scam" not in {f.category for f in flags}
    assert "personal_data" in {f.category for f in flags}
