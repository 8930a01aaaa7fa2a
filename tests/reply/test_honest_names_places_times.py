"""Honest mail the second precision review (review26) showed the screen misread, in own words.

Each family: a risk word inside a firm's name, a sale called a clearance, a call moved to another
time, a meeting place ("see you Monday at our office"), signing in to a portal, the nursing
degree BSN, a small firm writing from a free mailbox, a shortlisting letter with a venue and a
time. From review28: a word that merely contains a scam cue ("Scholarship", "text messages"),
an SMS that points at itself ("bring this SMS"), and a named employer's shortlisting for a
dated interview. Each honest case has a risky twin that must still be flagged.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

HONEST = [
    "Thank you for your interest in the Data Engineer role at Equity Harbour Labs.",
    "Greetings from Summit Moving & Relocation – Recruiting: we would like to meet you on Friday.",
    "Thanks again for coming in.\n\nKind regards,\nOwen\nCitizens Legal Help Bureau",
    "Our store runs a clearance week from Monday, so please use the side entrance.",
    "No problem, we can move to Thursday instead. The call stays at 11:00.",
    "Good news: you will move to the final round with the hiring manager.",
    "We'll see you on Monday at 9:30 at our office on Kanaalstraat 12.",
    "Dan zien we je dinsdag om 14:00 op ons kantoor in Utrecht.",
    "Wir sehen uns am Montag um 10 Uhr im Büro, bitte am Empfang melden.",
    "You can follow your application by signing in to the careers portal.",
    "Are you finishing your BSN in May? Our new-grad open day is on the 14th.",
    "Hi Sam, Priya from Copperleaf Bakery & Cafe. Fancy a chat about the baker job at 48 Mill Road"
    " on Thursday at 3pm? Text me back or email copperleafbakery@gmail.com",
    "Thank you for applying for the post of Porter. You have been shortlisted for interview"
    " (ref 55-KT-201).\nDate: Monday 3 March\nTime: 14:00\n"
    "Venue: Hall B, 12 Station Road, Leeds LS1 4AB\n\nKind regards,\nRecruitment Team",
    "Dear Ms Osei,\n\nResearch Scholarship in Marine Biology (Ref. 20931)\n\nYou have been"
    " shortlisted for the above. Interviews are on Tuesday 4 June at the Ocean Sciences Building,"
    " 9 Quay Road, Plymouth PL4 8AA.\n\nBest wishes,\nUniversity of Plymouth HR",
    "Thanks for applying to Halcyon Foods! Book your 10-minute phone screen for the Warehouse"
    " Associate role here: https://halcyon.example.com/book. Reply STOP to stop text messages.",
    "Dear Candidate, you are shortlisted for interview at Concentrix, Whitefield, Bengaluru for"
    " Voice Process. Date: 9-Apr, 11 AM. Bring your resume and this SMS. HR Ravi 98450 11223.",
]
RISKY = [
    ("Relocation Assistance Available for this role.", "relocation"),
    ("The package includes Equity Options and a bonus.", "salary"),
    ("US Citizens Only may apply.", "visa"),
    ("Security clearance is required from day one.", "visa"),
    ("The role requires you to move to Berlin within three months.", "relocation"),
    ("You would move to the Lisbon office after probation.", "relocation"),
    ("De functie is vier dagen per week op kantoor in Utrecht.", "relocation"),
    ("By signing the contract you agree to a twelve-month non-compete.", "legal"),
    ("Stuur ons je BSN en een kopie van je paspoort.", "personal_data"),
    ("Hi, text me back at this number or email hrteam.jobs4u@gmail.com for details.", "scam"),
    ("You have been shortlisted. Reference code: JX-442. Text your code to 555-0199.", "scam"),
    ("Work from home: receive parcels, reship them abroad, earn $400 weekly. Text me.", "scam"),
    ("Dear Candidate, you are selected for a home job, earn 3000 daily. SMS us to join.", "scam"),
]


@pytest.mark.parametrize("text", HONEST)
def test_honest_mail_gets_no_flag(text: str) -> None:
    assert not risk_flags(text), [(f.category, f.quote) for f in risk_flags(text)]


@pytest.mark.parametrize(("text", "category"), RISKY)
def test_the_risky_twin_is_still_flagged(text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}
