"""Scam schemes read as families: cheques sent back, parcels, chat interviews, fronting, lures.

Every text here is written for this test (none is a labelled message or bank text).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SCAMS = [
    # a cheque cashed and part of it sent on, or store-card codes bought for a stranger
    "Hi Dana, the check for your home office setup arrives Monday. Mobile-deposit it and send "
    "$2,750 back via Zelle to our supplier; the rest is your first week's pay.",
    "As my assistant your first task is easy: buy three Steam cards of $100 each and text me "
    "pictures of the codes. I'm in meetings all day so text only.",
    # goods taken in at home and sent on
    "We need a receiving agent: accept delivery of electronics orders at your home and forward "
    "them to our warehouse abroad with the labels we provide.",
    # the interview itself held in a chat app or by text
    "Thanks for applying to Maersk. Your selection process will be conducted on Telegram by our "
    "HR supervisor; add @maersk_hr_team and say hello.",
    "Our hiring manager will text you from a private number to carry out the interview today.",
    # a keyword texted to a number
    "Paid focus groups for students, $45/hr. Text 'JOIN' with your name to 415-555-0139.",
    # the wrong-number opener with an investment turn
    "Hello, are you Ms. Carter? We talked at the alumni dinner, remember me? I now mentor a "
    "small crypto trading group and could introduce you.",
    # fronting: someone else sits the interview or uses the account
    "We need a person to attend interviews for our engineers; we feed you the answers live "
    "through a hidden earpiece and split the salary.",
    "Do you own an established Upwork account? We'd operate it for our clients and share the "
    "earnings, you don't need to work.",
    # a program to run before the call
    "Before Friday's technical call, please download our build and run installer.msi so the "
    "demo works on your laptop.",
    # credentials
    "To accept the offer, log in at hr-offer-portal.net with your Outlook email and password.",
    # paid per follow, with screenshots
    "Part-time job from your phone: like our partner's YouTube videos and send a screenshot, "
    "every like earns 2$.",
    # someone else's mail and parcels, paid by cheque
    "I'm a travelling doctor and need someone to collect my parcels and pay some bills for me. "
    "Your salary will be mailed every week by certified cheque.",
]


@pytest.mark.parametrize("text", SCAMS)
def test_each_scheme_is_called_a_scam(text: str) -> None:
    assert "scam" in {f.category for f in risk_flags(text)}, [f.quote for f in risk_flags(text)]


HONEST = [
    "Warehouse associate: pick, pack and repack damaged goods in our Reno facility.",
    "The recruiter will text you to confirm the interview time once the panel is booked.",
    "Is this Ravi? This is Maria from Globex recruiting; we spoke about the SRE role on Monday.",
    "Please run the app locally with docker compose and implement the missing endpoint; submit a "
    "pull request when done.",
    "Our retirement workshop on Tuesday explains how pensions and passive income are taxed.",
    "To proceed, we'll run a DBS check; please fill in the form with your addresses for the past "
    "five years and your date of birth.",
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_lookalikes_are_no_scam(text: str) -> None:
    assert "scam" not in {f.category for f in risk_flags(text)}, [f.quote for f in risk_flags(text)]
