"""Scam feature families on sentences written for these tests, look-alikes included."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_features import family_strengths, features
from agent.reply.scam_verdict import feature_evidence, vagueness

# Written for this test: scams built from two or more families, with no phrase of the repo's set.
SCAMS = [
    "Make 1,200 pesos per shift from your phone. Message us on Telegram to begin.",
    "Hello dear applicant, reply on WhatsApp today, only 4 seats remaining!",
    "Our client pays 75 per review and needs no experience. Text me at 555 0101 0199.",
    "We will send you a cheque; deposit it and buy the laptop from our partner shop.",
    "You have been approved for a home-based post. Send your bank account number and birth date.",
    "Just 2 hours a day, simple online tasks, profits paid daily. Limited places, join now.",
    "Your CV has been approved and no interview is needed. Add our manager on Signal to start.",
    "Have you found work yet? If not, call me, a big firm is taking people now, no interview.",
    "A processing fee of 40 is due before training. Contact hr.desk.team@gmail.com for the form.",
]
# Written for this test: real-looking outreach that shares single features with scams.
BENIGN = [
    # pay range + a named employer, role and place
    "Hi Maya, I'm Tom from Northwind Labs. We're hiring a Senior Backend Engineer (Go, Postgres) in"
    " Berlin, and the range is EUR 85-100k. Would you be open to a chat?",
    # WhatsApp used by a real recruiter with a company and role
    "Hello Priya, this is Anil, talent partner at Zentrix Software. Thanks for your application to"
    " the QA Analyst role in Pune. Could we move scheduling to WhatsApp? Our site is zentrix.io.",
    # contract hourly rate with a role and stack
    "Acme Health is looking for a Python developer for a 6-month contract at $85 per hour,"
    " hybrid in Austin. Interested?",
    # a confirmation that says 'selected' after an application
    "Thank you for your application. You have been selected for an interview on Monday at 10:00"
    " at our Leeds office with the data team.",
    # a real video interview booked after an application, with a call-me line
    "Thanks for applying to Orbit Bank's Risk Analyst role in Leeds. Call me on 0113 496 0000"
    " to book your video interview with the credit team.",
    # urgency alone in a real scheduling note
    "Please confirm the slot as soon as possible so I can book the room for the panel.",
    # part-time and flexible hours named by a real employer
    "Brightside Tutors offers part-time, flexible hours for maths tutors in Dublin; see"
    " brightside.ie for the role.",
]

# Written for this test: one of each kind the FTC and labour regulators describe.
SCAMS += [
    "Overseas hiring: hotel staff for Dubai. Pay a visa processing fee of 350 and a medical"
    " fee before deployment.",
    "Become a mystery shopper! We mail you funds, you evaluate a transfer outlet and keep"
    " 300 for your time.",
    "I need a personal assistant while I travel. I'll mail you a cheque to buy supplies for"
    " my charity event.",
    "Dear candidate, your profile matched our remote data entry job. Weekly salary 800 USD."
    " Reply YES on Telegram.",
    "Hi, I am recruiter Sara. Part-time job, earn 200-500 daily, just like videos on your"
    " phone. WhatsApp +44 7700 900123",
    "You are hired! The interview will happen on a Teams chat. Please send a photo of your"
    " driver's license.",
    "Investment assistant needed: deposit 100 USDT to activate your work account, then"
    " complete 40 orders for commission.",
    "We saw your resume online. Work 3 hours from home, get paid every week. Positions fill"
    " fast, reply today.",
    "Congratulations, you qualify for our home packaging job. Buy the starter materials from"
    " our supplier for 49.",
    "Earn money from home in your spare time, no experience required. Text JOB to 55501.",
    "Hello, a job for you: online reviewer, 5-10 minutes per task, paid instantly. Contact"
    " me on Telegram.",
    "Your application was approved without an interview. Send your SSN and bank account for"
    " direct deposit setup.",
]
# Round three, written before the cues for it: 4 of 6 were flagged at first.
SCAMS += [
    "Good day, our firm needs a remote payment agent. You will receive transfers and"
    " send them on, keeping 5%.",
    "Hey! Want to make 300 a day liking posts? DM me on Instagram, only 10 places.",
    "Dear jobseeker, your CV has been picked for a cruise ship job. A 150 medical"
    " test fee applies. Kindly respond ASAP.",
    "Work with us as a package inspector. We ship boxes to your house and you send"
    " them to our buyers abroad.",
    "You've been chosen for a 4,000/week remote post. Just buy the work laptop with"
    " the check we send you.",
    "Quick job: answer surveys from your sofa, 25 per survey, payouts daily. Add me on WeChat.",
]
# Round four, written before the cues for it: 2 of 4 were flagged at first.
SCAMS += [
    "Hi dear, I represent a global firm. Help us process refunds from home, 150 per"
    " refund, reply on Telegram to begin.",
    "Job offer: crypto trading assistant. First top up your wallet with 200 so we"
    " can link it. Huge commission.",
    "Congrats!! Your number was selected by our HR. Daily wage 5000, only need a"
    " smartphone. Click wa.me/123 now.",
    "Remote evaluator wanted, paid via gift cards you resell, contact me at"
    " jobs.help2024@gmail.com.",
]
# Round five, written after blind5's misses were read: a bracketed generic greeting, an
# interview in a chat app's singular name, urgency as a "timely reply".
SCAMS += [
    "Dear (Applicant): your profile was shortlisted for an online interview via Google"
    " Hangout. Reply ASAP.",
    "Hello [Job Seeker], we picked your CV for remote work. Interview on Google Chat;"
    " a prompt response is expected.",
]
# Round five look-alikes: a placeholder name after "Dear", ASAP and a video call after applying.
BENIGN += [
    "Dear [Candidate Name], thank you for your application. You have been shortlisted for"
    " an interview at our Leeds office.",
    "Thanks for applying to Tidewater Logistics' Dispatcher role in Norfolk. Please reply"
    " ASAP with a time for your Google Meet interview.",
]
# Written for this test: real employers who share one feature with those scams.
BENIGN += [
    "Hi Leo, I'm Rana, a recruiter at Finmark (finmark.com). We have a Platform Engineer"
    " opening in Toronto paying CAD 150k. Are you open to a call this week?",
    "Thanks for applying to the Support Specialist role at Kiteline. Please pick an"
    " interview slot by Friday; spaces are limited this week.",
    "Hi Zoe, Marc from Blue Harbor Games here. Could you text me on WhatsApp at +33 6 12 34"
    " 56 78 to confirm Tuesday's on-site interview for the Unity developer role?",
    "Congratulations! You have been selected for the final round for the Data Scientist role"
    " at Loop Analytics. The panel meets on Zoom at 11:00.",
    "We reviewed your application and would like to invite you to a 30-minute phone screen"
    " for the part-time Barista role at our Bristol cafe.",
    "Our graduate scheme pays 32,000 a year; training is free and there is no fee to apply."
    " The assessment centre is in Manchester.",
    "Please confirm your attendance today so we can send the Teams link for your interview"
    " with the Payments team at Monzo.",
    "Following your application, please upload a copy of your ID for the right-to-work check"
    " before your start date at Tesco.",
]


@pytest.mark.parametrize("text", SCAMS)
def test_scams_from_two_families_are_flagged(text: str) -> None:
    cues = feature_evidence(normalize(text))
    assert cues, text
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags and all(f.quote and f.quote in text for f in flags)


@pytest.mark.parametrize("text", BENIGN)
def test_look_alikes_from_one_family_are_not_scams(text: str) -> None:
    assert feature_evidence(normalize(text)) == []
    assert "scam" not in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ("Receive 3000 rupees a day.", "money"),
        ("You could earn over 900 in a week.", "money"),
        ("Work from your phone, no experience needed.", "effort"),
        ("Ping me on Signal.", "channel"),
        ("Limited slots left, hurry.", "urgency"),
        ("There is a registration fee.", "pay_first"),
        ("Parcels will arrive at your home address.", "through_you"),
        ("Send your SSN.", "identity"),
        ("You are approved, no interview.", "no_vetting"),
        ("Your CV was selected from our database.", "unsolicited"),
    ],
)
def test_each_family_reads_its_own_cue(text: str, family: str) -> None:
    strengths = family_strengths(features(normalize(text)))
    assert strengths.get(family, 0.0) >= 0.5, strengths


def test_one_family_flags_only_in_a_message_that_names_no_employer() -> None:
    vague = "Earn 500 per day."
    specific = "Northwind Labs pays 500 per day for the Rust contract role in Oslo."
    assert family_strengths(features(specific)).keys() == family_strengths(features(vague)).keys()
    assert feature_evidence(vague) and feature_evidence(specific) == []


def test_selection_after_an_application_is_not_unsolicited() -> None:
    text = "Following your application, you have been shortlisted."
    assert "unsolicited" not in family_strengths(features(text))


def test_vagueness_falls_with_concrete_employer_facts() -> None:
    vague = "We have a great job for you, reply to learn more."
    specific = "Stripe is hiring a Data Engineer in Dublin; see stripe.com/jobs."
    assert vagueness(vague) == 1.0 and vagueness(specific) == 0.0


# Real scams whose families tie in strength; before the tie-break, the quotes shown changed
# with Python's per-process hash seed, so the same message got different cards on a restart.
_TIED = [
    "b121_phandaspani_r10000_weekly_from_your_phone.txt",
    "d13_infobae_curriculum_aprobado_300000_pesos.txt",
    "e14_fanpage_it_monster_280_950_euro_al_giorno.txt",
    "g20_bagimsiz_tr_youtube_yari_zamanli_is_50_lira.txt",
    "i12_jsc_fixture_package_inspector_reship.txt",
    "j03_mystery_shopper_giftcards.txt",
    "j35_globaltech_internship_placement_visa_fee.txt",
    "p28_jobscamalert_fake_tcs_fee_aadhaar.txt",
]
_QUOTES = """
import sys
from pathlib import Path
from agent.reply.risk_rules import risk_flags
for name in sys.argv[1:]:
    text = (Path("tests/data/quality/messages") / name).read_text(encoding="utf-8")
    print(name, [(f.category, f.quote) for f in risk_flags(text)])
"""


def test_the_quotes_shown_do_not_depend_on_the_hash_seed() -> None:
    root = Path(__file__).resolve().parents[2]
    runs = {
        subprocess.run(
            [sys.executable, "-c", _QUOTES, *_TIED],
            cwd=root,
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("0", "1", "7", "13")
    }
    assert len(runs) == 1, runs
    assert runs.pop().count("'scam'") >= len(_TIED)
