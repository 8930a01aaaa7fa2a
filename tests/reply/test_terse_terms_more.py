"""Terms said in passing, in English and five European languages, and their look-alikes.

Every text here is written for this test (none is a labelled message, bank or review text).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SAID_IN_PASSING = [
    ("Do you hold a transferable Iqama?", "visa"),
    ("Only GC or USC candidates, please.", "visa"),
    ("We can no longer sponsor or transfer H-1Bs.", "visa"),
    ("Heeft u een verblijfsvergunning voor Nederland?", "visa"),
    ("Czy ma Pan kartę pobytu?", "visa"),
    ("Contrato de experiência de 45 dias, depois efetivação.", "legal"),
    ("Der Arbeitsvertrag ist auf zwei Jahre befristet.", "legal"),
    ("Er geldt een proeftijd van een maand.", "legal"),
    ("It's a zero hours contract, with shifts posted weekly.", "legal"),
    ("Outside employment needs sign-off from your line manager.", "legal"),
    ("What kind of number are you looking for?", "salary"),
    ("Monthly pay is 18k plus commission.", "salary"),
    ("Ready to start on Monday? The site needs two more pickers.", "notice_period"),
    ("Kunt u per direct starten?", "notice_period"),
    ("La prise de poste est prévue début mars.", "notice_period"),
    ("Please upload a selfie holding your passport to finish onboarding.", "scam"),
    ("Send your SSN today, before the interview is booked.", "scam"),
    ("You must pay the CoS fee before we can file anything.", "scam"),
    ("Kindly wire $60 for the background check before onboarding.", "scam"),
    ("Vous devez acheter votre kit de formation à 60 €.", "scam"),
    ("We pay salary in USDT only, to a wallet we open for you.", "scam"),
    ("There is a training bond of two years.", "legal"),
    ("Everything you build here becomes the property of the company.", "legal"),
    ("What kind of money would you need?", "salary"),
    ("We're paying 19 an hour for nights.", "salary"),
    ("Is your TN status still valid?", "visa"),
    ("We need someone who can come into Manchester twice a week.", "relocation"),
    ("Do you have reliable transportation for the early starts?", "relocation"),
    ("When could you mobilise to site?", "notice_period"),
    ("Send a photo of your passport bio page please.", "personal_data"),
]
LOOK_ALIKES = [
    ("We'll need your mother's maiden name for the security clearance form.", "scam"),
    ("You will be able to start working once your permit is granted.", "notice_period"),
    ("Ryanair's base in Dublin is moving to a new hangar.", "relocation"),
    ("Cédula de ciudadanía o pasaporte para entrar al edificio.", "visa"),
    ("Your onboarding session has a Teams link: click it at 9am.", "scam"),
    ("The trial period for our software is 14 days.", "legal"),
    ("We cover the visa fee and the medical in full.", "scam"),
]


@pytest.mark.parametrize(("text", "category"), SAID_IN_PASSING)
def test_a_term_said_in_passing_is_flagged(text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(("text", "category"), LOOK_ALIKES)
def test_a_look_alike_is_not(text: str, category: str) -> None:
    assert category not in {f.category for f in risk_flags(text)}
