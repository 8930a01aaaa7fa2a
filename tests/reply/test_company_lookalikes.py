"""What a company sells or says about itself is no risk term: products, sponsorships, disclaimers.

Every text here is written for this test (none is a labelled message or bank text).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

NO_RISK = [
    "We sponsor PyCon and KubeCon every year, and our engineers often speak there.",
    "Our product automates visa paperwork for HR teams; we're hiring a frontend engineer.",
    "We're a payroll software startup; free for a quick intro call next week?",
    "We care about diversity, equity and inclusion, and our panels are always mixed.",
    "Please note we never ask candidates for money or bank details at any stage of our process.",
    "Our contract-lifecycle software helps legal teams track NDAs and agreements.",
    "Our customers use our app to apply for visas and residence permits.",
    "We help immigration lawyers file H-1B petitions faster with our software.",
    "We build the checkout that lets merchants accept Visa, Mastercard and Apple Pay.",
    "Our pricing API processes over €1 billion of quotes per day.",
    "We help small retailers recover $2M+ a month in abandoned carts.",
    "No NDA is needed for this exercise; the repo is public.",
    # a firm's name, a team, an ID shown at the door, a police check, a letter on its way
    "Thanks for applying to the Credit Analyst role at Equity Group Holdings; we'll be in touch.",
    "The role is based in the Payments Risk team and reports to the CFO. Free for a chat?",
    "On the day, please bring a photo ID to sign in at the front desk.",
    "Tragen Sie bitte Ihren Reisepass bei sich, die Pforte kontrolliert ihn am Eingang.",
    "Great news! HR will e-mail your offer letter tomorrow.",
    "Hi Sam, where are you with other processes? Keen to move quickly.",
    # Visa the company, a building, a shop's sale, an ATS footer, a subject line's role
    "Thanks for applying to Visa's graduate scheme in Reading.\n\nEarly Careers | Visa",
    "The interview is at the Equity House, 4th floor, at 2pm on Monday.",
    "Parking is tight during our clearance event, so please come by bus.",
    "By submitting, you agree to our Applicant Privacy Policy.",
    "Subject: Your application - Warehouse Operative\n\nThanks, we'll be in touch soon.",
    "Subject: Interview reminder - Ref 55-0192\n\nSee you on Friday.",
    "Book your slot at https://calendly.com/visa-careers-team/interview",
]
STILL_RISK = [
    ("We sponsor H-1B visas for this role.", "visa"),
    ("We sponsor the Critical Skills Employment Permit for non-EU hires.", "visa"),
    ("Do you need a visa to work in Germany?", "visa"),
    ("The package includes equity and a $150k base.", "salary"),
    ("Base plus Equity, and a 10% bonus.", "salary"),
    ("The role is based in our Leeds team, three days a week in the office.", "relocation"),
    ("The post is based at the district nursing team in Oban.", "relocation"),
    (
        "Please e-mail a scan of your passport to reception@hireteam.net before the interview.",
        "personal_data",
    ),
    (
        "Bring your passport and bank card to reception so we can set up your salary account.",
        "personal_data",
    ),
    ("This offer letter is valid for 7 days; please sign and return it.", "legal"),
    ("This role is open to UK nationals only.", "visa"),
    ("Are you an Indian national or do you hold an OCI card?", "visa"),
    ("You will need an active security clearance.", "visa"),
    ("Where are you based at the moment?", "relocation"),
    ("Visa Sponsorship Available for the right candidate.", "visa"),
    ("Relocation and Visa Service provided.", "visa"),
    ("Subject: Registered Nurse – Limerick\n\nAre you open to a move?", "relocation"),
    ("Please send a copy of your Emirates ID with the signed form.", "personal_data"),
    ("Please send your bank details so we can set up payroll.", "personal_data"),
    ("You will need to sign an NDA before the second round.", "legal"),
]


@pytest.mark.parametrize("text", NO_RISK)
def test_company_talk_raises_no_flag(text: str) -> None:
    assert not risk_flags(text), [(f.category, f.quote) for f in risk_flags(text)]


@pytest.mark.parametrize(("text", "category"), STILL_RISK)
def test_the_same_words_as_terms_are_still_flagged(text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}


def test_a_police_record_check_is_no_work_permit() -> None:
    text = "Please bring your NBI clearance and Garda vetting form to the induction at 9am."
    assert "visa" not in {f.category for f in risk_flags(text)}
