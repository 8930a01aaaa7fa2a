"""Terms the second recall review (review27) showed missing, in our own wordings.

Pay in any ISO currency or per week, shares and mileage rates; one-word notice asks; where
the candidate is; jobs that move you; how you are engaged; and the same asks in Swedish,
Norwegian, Danish, Finnish, Czech, Romanian, Greek, Hebrew, Thai, Malay, Chinese and Hinglish.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Package: SAR 9000 monthly plus overtime.", "salary"),
        ("Night porter, KWD 450 a month, 6 days.", "salary"),
        ("Locum GP cover, $3,100/wk, Mon-Fri.", "salary"),
        ("Before I submit you: what's your current comp?", "salary"),
        ("Desired base range? Need it for the client.", "salary"),
        ("Agents earn 3% on every sale they close.", "salary"),
        ("Regional runs, 0.62 cpm and home weekends.", "salary"),
        ("We pay minimum wage plus a share of tips.", "salary"),
        ("Vad har du för lönekrav?", "salary"),
        ("Mikä on palkkatoiveesi tähän rooliin?", "salary"),
        ("Jaké jsou vaše platové představy?", "salary"),
        ("Care sunt pretențiile salariale?", "salary"),
        ("Ποιες είναι οι μισθολογικές σας απαιτήσεις;", "salary"),
        ("מה ציפיות השכר שלך לתפקיד?", "salary"),
        ("ขอทราบเงินเดือนที่ต้องการด้วยค่ะ", "salary"),
        ("Current role, location, notice? Thanks", "notice_period"),
        ("Quick ones: ctc? np?", "notice_period"),
        ("Can u start next week?", "notice_period"),
        ("Hur lång uppsägningstid har du just nu?", "notice_period"),
        ("Wann könnten Sie bei uns anfangen?", "notice_period"),
        ("Kab tak join kar paoge?", "notice_period"),
        ("Qual a sua disponibilidade para início?", "notice_period"),
        ("What's your current location?", "relocation"),
        ("Are you still in Leeds these days?", "relocation"),
        ("Send over ur zip code and I'll check the routes.", "relocation"),
        ("The role is work from office, Hyderabad.", "relocation"),
        ("Package includes free furnished accommodation and annual flights home.", "relocation"),
        ("Air ticket and housing allowance provided for the Doha project.", "relocation"),
        ("Tjänsten är på vårt kontor i Malmö.", "relocation"),
        ("Pozice je v kanceláři v Ostravě, v kanceláři 5 dní.", "relocation"),
        ("Sanggup ditempatkan di Penang?", "relocation"),
        ("You'd be engaged as an independent contractor, paid on invoice.", "legal"),
        ("It's a 1099 role, so no benefits.", "legal"),
        ("Drivers must pass a drug screen and background check.", "legal"),
        ("Please complete the HireRight background check before day one.", "legal"),
        ("Anställningen börjar med sex månaders provanställning.", "legal"),
        ("Kontrakten har en konkurranseklausul på 6 måneder.", "legal"),
        ("入职前需要签署竞业协议和保密协议。", "legal"),
    ],
)
def test_the_wider_wordings_are_flagged(text: str, category: str) -> None:
    assert category in categories(text)


@pytest.mark.parametrize(
    "text",
    [
        # an interview's travel, a fee to pay, a move of the meeting: not the job's terms
        "We'll book your flight ticket for the final interview in Austin.",
        "You are required to pay SAR 1,200 for visa processing to our agent.",
        "Your fee for the course is 20% of the list price.",
        "Thanks for the call. Are you still interested in the role?",
        "We offer a 6-month contract with a view to permanent.",
        "Your application reference is 1099; we will be in touch.",
    ],
)
def test_travel_fees_and_small_talk_are_not_those_terms(text: str) -> None:
    got = categories(text)
    if text.startswith("You are required to pay"):
        assert "salary" not in got
    elif text.startswith(("We offer a 6-month", "Your application reference")):
        assert "legal" not in got
    else:
        assert not got & {"salary", "relocation", "legal", "notice_period"}
