"""Scam families from a blind review: honest hiring steps that look alike, and their risky twins.

Every text here was written for these tests. Each family pairs honest messages, which must get
no scam flag, with twins that keep the honest shape but add what makes a scam:

- hiring paperwork with a stated purpose (accepting an offer, payroll, paying the reader, a
  police check, documents brought on the joining day, a bond owed only on leaving early, a
  void cheque for direct deposit, a tax PIN, the last four digits of an ID) against the same
  paperwork beside a fee, a cheque to cash or a real PIN;
- a one-word reply that books a named job at a named workplace, against the same reply to a
  vague remote pitch;
- a contract's start date "ASAP" against pressure to act;
- an interview "app" to download and run with admin rights, or a crypto wallet kept open;
- a job or visa sold: a posting through a quota for a sum, a staged advance, a "free visa"
  with a price;
- a login with the reader's own mailbox password on a domain that is not the firm's.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags
from agent.reply.scam_links import firm_lookalike


def _is_scam(text: str) -> bool:
    return "scam" in {flag.category for flag in risk_flags(text)}


# Identity, tax and bank data asked for a named hiring step: ordinary onboarding.
HONEST_PAPERWORK = [
    "Dear Farah,\n\nWe are happy to offer you the post of Accounts Clerk from 1 August 2025 on "
    "the following terms: basic salary RM3,600 per month; probation of three months.\n\nKindly "
    "sign the enclosed copy of this letter to signify your acceptance and return it with a copy "
    "of your MyKad and your bank account details.\n\nYours sincerely,\nTan Mei Ling\nManaging "
    "Director",
    "Your date of joining is 4 August at our Pune office. On your date of joining, please bring "
    "your PAN card, Aadhaar card and original degree certificates with two photocopies.",
    "Terms of appointment: the role carries a two-year minimum service period. If you leave the "
    "company within 24 months of joining, you will have to pay Rs. 1,80,000 towards training "
    "expenses.",
    "Hi Otieno, congratulations on your appointment as Stores Clerk. Please share your KRA PIN, "
    "NSSF and SHIF numbers and a scan of your national ID so HR can set you up on payroll before "
    "you report on 1 July.",
    "Welcome to Kelly Services! Before your first assignment, complete your profile in the "
    "portal: legal name, SIN, date of birth and home address. Direct deposit: attach a voided "
    "cheque or a bank letter.",
    "Hi Imran, your sign-up as a delivery rider with QuickBite is almost complete. Please send a "
    "copy of your Emirates ID, your driving licence and your IBAN so we can pay your weekly "
    "earnings (AED 8 per delivery plus tips).",
    "Hi Ramesh,\n\nJava Developer, Plano, TX (hybrid), W2 at $58/hr. To submit you to the client "
    "I need:\n- Full name\n- Current location\n- Work authorization\n- Last 4 of your SSN\n- DOB "
    "(MM/DD)\n- Two references\n\nThanks, Anil",
    "Dear Applicant,\n\nTeachers are invited to apply for mathematics posts in Grand Cayman from "
    "1 September, salary CI$3,900 per month. Send a scan of your passport data page, a police "
    "clearance certificate and your degree certificates.\n\nEducation Recruitment Unit",
]


@pytest.mark.parametrize("text", HONEST_PAPERWORK)
def test_paperwork_for_a_named_hiring_step_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


# The same paperwork beside a fee, a cheque to cash, a real PIN or a full ID by return.
RISKY_PAPERWORK = [
    "Dear Farah,\n\nWe are happy to offer you the post of Accounts Clerk. Kindly sign this letter "
    "to signify your acceptance and return it with your bank account details. A security deposit "
    "of RM500 must be paid before your start date.",
    "Before your date of joining you must pay Rs 25,000 towards training material to the HR "
    "executive's account.",
    "Congratulations on your selection! Send us the PIN you use for M-Pesa so that we can pay "
    "your salary.",
    "Welcome aboard! We will send you a cheque for your home office. Deposit the cheque and pay "
    "our vendor for the laptop.",
    "Hi Imran, your sign-up as a delivery rider is almost complete. Send a copy of your Emirates "
    "ID and pay the AED 350 registration fee so we can activate your account.",
    "Remote data entry, $35/hr. Reply with your full Social Security number, date of birth and "
    "bank routing number to get started.",
    "Dear Applicant, teaching posts in Grand Cayman. Send your passport data page and a police "
    "clearance certificate, and pay the processing fee of US$300 by Western Union.",
]


@pytest.mark.parametrize("text", RISKY_PAPERWORK)
def test_paperwork_beside_a_fee_or_a_secret_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


# A one-word reply that books a job a named sender offers at a named site.
HONEST_BOOKINGS = [
    "Hi Dan, it's Kerry from Randstad. Got a picker role at the Asda depot in Lutterworth, "
    "nights, £13.20/hr, starting Sunday. Reply YES and I'll book u in",
    "Hey Maria, Josh from Staffmark here. 2 weeks of assembly work at the Toyota plant in "
    "Georgetown, $17/hr. Text Y to confirm.",
]


@pytest.mark.parametrize("text", HONEST_BOOKINGS)
def test_a_reply_keyword_that_books_a_named_job_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


RISKY_KEYWORD_REPLIES = [
    "Hi! Remote part-time work from your phone, $40/hr, no experience needed. Reply YES to get "
    "started.",
    "Hi, it's Kate from Talent Hub. Online product review tasks, $45 per hour, flexible. Reply "
    "YES to confirm.",
]


@pytest.mark.parametrize("text", RISKY_KEYWORD_REPLIES)
def test_a_reply_keyword_to_a_vague_pitch_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


def test_a_contract_starting_asap_is_no_pressure() -> None:
    text = (
        "Hi Omar, confirming the terms for the ServiceNow developer contract:\n"
        "- £575/day inside IR35\n- 6 months initial, start ASAP (ideally 2 June)\n"
        "- Hybrid, 2 days a week in Reading\nSay the word and I'll send the paperwork."
    )
    assert not _is_scam(text)


def test_a_day_rate_with_real_pressure_is_a_scam() -> None:
    text = "URGENT! Earn £575/day from home, start ASAP, limited spaces. Message us on WhatsApp."
    assert _is_scam(text)


# An interview "app" to install, admin rights, a crypto wallet left open.
INTERVIEW_MALWARE = [
    "Thanks for your interest in the Solidity Engineer role at Vantor. Before the interview, "
    "download our assessment client (HireDeck_Setup.exe) and run it as administrator so the "
    "interviewer can see your screen.",
    "Hi Leo, for the live coding round please download CodeRoom.zip from the link below, "
    "extract it and run the file on your personal laptop.",
    "Hello Ana, during the technical test please keep your MetaMask wallet unlocked; part of "
    "the test checks a token transfer.",
    "Next step for the DevOps role: install our interview app and run it with admin rights on "
    "your computer before the call.",
]


@pytest.mark.parametrize("text", INTERVIEW_MALWARE)
def test_an_interview_program_to_run_or_a_wallet_left_open_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


HONEST_INTERVIEW_SETUP = [
    "Your interview is on Microsoft Teams on Thursday at 14:00; join from the browser link in "
    "the invite, nothing to install.",
    "For the take-home exercise, download starter.zip, unzip it and run it locally, then "
    "implement the missing endpoint and open a pull request.",
    "For the data round, download sales.zip, open it in Excel and bring three charts to the "
    "interview.",
    "IT Support Engineer: install and configure software using administrator privileges across "
    "300 endpoints.",
]


@pytest.mark.parametrize("text", HONEST_INTERVIEW_SETUP)
def test_an_ordinary_interview_setup_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


# A posting bought through a quota, a job sold in instalments, a "free visa" with a price.
JOBS_SOLD = [
    "Bank clerk job in a government bank guaranteed through the minister's quota, no interview "
    "needed. Setting cost Rs 3,00,000: Rs 50,000 now, rest after appointment letter. Call Verma "
    "sir.",
    "Dubai azad visa for 2 years, any work allowed. Total cost 5.5 lac, 1.5 lac advance, "
    "remaining after visa stamping.",
    "Free visa available for Kuwait, price 900 KWD, serious buyers only.",
    "Peon and clerk posts in the district court, no written exam. 2 lakh advance and the "
    "balance once you get the joining letter.",
]


@pytest.mark.parametrize("text", JOBS_SOLD)
def test_a_job_or_visa_sold_for_money_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


HONEST_QUOTAS_AND_ADVANCES = [
    "State Public Service Commission: Junior Clerk posts. Selection by written exam and skill "
    "test; posts reserved as per the state quota rules.",
    "We sponsor your visa free of charge and book your flights; no fees are ever charged to "
    "candidates.",
    "Freelance web project for our bakery: we pay 40% advance on signing and the balance after "
    "delivery.",
    "Your annual CTC is ₹9 lakh. A joining bonus of ₹1 lakh is paid with your first salary.",
    "We pay AED 5,000 in advance for your housing, the balance after your visa is issued.",
]


@pytest.mark.parametrize("text", HONEST_QUOTAS_AND_ADVANCES)
def test_quotas_advances_and_sponsored_visas_that_cost_the_reader_nothing(text: str) -> None:
    assert not _is_scam(text), text


# The reader's own mailbox password asked on a domain dressed in the firm's name.
MAILBOX_PHISHING = [
    "Dear Priya, your offer from KPMG is ready. Sign in to the KPMG Offer Centre using your "
    "Gmail or Outlook credentials at https://kpmg-careers-portal.com/signin to accept it.",
    "Hi Tom, Accenture HR here. To view your contract please log in with your Microsoft 365 "
    "password at "
    "https://accenture-hr-portal.com/contract.",
]


@pytest.mark.parametrize("text", MAILBOX_PHISHING)
def test_a_mailbox_login_on_a_lookalike_domain_is_a_scam(text: str) -> None:
    assert _is_scam(text), text


HONEST_PORTALS = [
    "Hi Tom, you can track your application at https://careers.accenture.com; sign in with the "
    "email address and password you registered with.",
    "Apply through our careers site at tesco-careers.com and search for store roles near you.",
    "Dear Candidate, thank you for applying to Acme. Visit https://acme-careers.com to see the "
    "status of your application.",
]


@pytest.mark.parametrize("text", HONEST_PORTALS)
def test_a_firms_careers_site_alone_is_no_scam(text: str) -> None:
    assert not _is_scam(text), text


@pytest.mark.parametrize(
    ("host", "weighs"),
    [
        ("kpmg-careers-portal.com", True),
        ("hr-kpmg.co.uk", True),
        ("careers.kpmg.com", False),  # the firm's own domain
        ("careers-kpmg.icims.com", False),  # its applicant-tracking system
        ("jobs-portal.com", False),  # no firm in the name
        ("globex-careers.com", False),  # a firm the message does not name
    ],
)
def test_a_host_dressed_in_the_named_firm(host: str, weighs: bool) -> None:
    weight, _ = firm_lookalike(host, "Your offer from KPMG Talent Acquisition.")
    assert (weight > 0) is weighs
