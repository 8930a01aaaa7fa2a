"""Notice-period and personal-data families on sentences written for these tests."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# (category, sentence): each written here, none copied from the labelled set.
MEANT = [
    ("notice_period", "Your contract will commence on 3 March, subject to the terms below."),
    ("notice_period", "The position would start from Monday, 7 April."),
    ("notice_period", "You are expected to begin work on [date] at our Leeds office."),
    ("notice_period", "Your first day will be Tuesday, September 2."),
    ("notice_period", "We are pleased to offer you the analyst post, starting on [start date]."),
    ("notice_period", "Proposed start date: 12/01"),
    ("notice_period", "| Joining Date | {{joining_date}} |"),
    ("notice_period", "We are looking for someone who can join immediately."),
    ("notice_period", "Immediate joiners will be preferred for this opening."),
    ("notice_period", "Ideally you would start within two weeks of accepting."),
    ("notice_period", "Please let us know your earliest possible start."),
    ("notice_period", "The first six months are a probationary period."),
    ("notice_period", "Either side may end the contract with four weeks' notice."),
    ("personal_data", "The role needs an enhanced DBS check before your first shift."),
    ("personal_data", "We will run a credit check as part of onboarding."),
    ("personal_data", "A criminal record check is carried out on all new hires."),
    ("personal_data", "Please send documents proving your right to work here."),
    ("personal_data", "Bring two passport-size photographs and your ID proof on day one."),
    ("personal_data", "We need proof of address and a government-issued ID by Friday."),
    ("personal_data", "Right to work checks are done before you start."),
    ("personal_data", "Kindly email your NI number and sort code to payroll."),
    ("personal_data", "Attach your last three bank statements to the form."),
]
LOOK_ALIKES = [
    "The interview will start at 10am in room 4.",
    "Our onboarding webinar starts on Thursday for everyone who signed up.",
    "Thanks for the short notice reply, it was helpful.",
    "Please reply at your earliest convenience.",
    "The call should begin with a short intro from the team.",
    "The team started the project on 5 June last year.",
    "We noticed your profile on a community forum.",
    "Our client works with probation officers across the county.",
    "Please bring a photo ID to reception so we can sign you in.",
    "We reviewed the documents you shared with the team last week.",
    "The product team runs credit risk models in Python.",
    "Happy to give you a day's heads-up before the call.",
]


def _categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(("category", "text"), MEANT)
def test_sentences_raise_their_category(category: str, text: str) -> None:
    assert category in _categories(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_raise_neither_category(text: str) -> None:
    assert not _categories(text) & {"notice_period", "personal_data"}


def test_each_flag_quotes_the_sentence_it_read() -> None:
    text = "Hello Sam. Your first day will be Monday, June 2. Bring your photo ID that day."
    flags = {f.category: f.quote for f in risk_flags(text)}
    assert "June 2" in flags["notice_period"] and "photo ID" in flags["personal_data"]
