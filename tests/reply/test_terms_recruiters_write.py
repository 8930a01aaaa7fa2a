"""Terms a third blind review (review29) showed the screen missing, as families in own words.

How you are engaged (IR35, C2C, sole trader, B2B, PJ), probation and fixed terms, repayment and
non-approach clauses, checks to pass; the job's town named; pay in recruiter shorthand and in
more languages; work rights and start dates in shorthand. Fees the reader must pay are no pay.
Each family has honest twins that must stay unflagged.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

RISKY = [
    ("The assignment sits inside IR35, paid via an umbrella.", "legal"),
    ("Open to C2C? The end client prefers corp-to-corp.", "legal"),
    ("You would invoice us through your own limited company each month.", "legal"),
    ("It's a sole trader arrangement, so you'd cover your own tax.", "legal"),
    ("Oferta: contrato B2B, 20 tys. zł netto.", "legal"),
    ("Vaga de dados, contratação PJ, remota.", "legal"),
    ("There is a six-month probation before the permanent contract.", "legal"),
    ("This is an 18-month fixed contract with the council.", "legal"),
    ("The sign-on bonus is clawed back if you resign within a year.", "legal"),
    ("You agree not to approach our client directly for 12 months.", "legal"),
    ("We will run a credit check and a drug test before your start.", "legal"),
    ("The role is in Leeds, four days a week.", "relocation"),
    ("You'll be based at our Rotterdam office from January.", "relocation"),
    ("Locals to Austin only, please.", "relocation"),
    ("Only applicants living in Perth will be considered.", "relocation"),
    ("Are you a Canadian resident? We can only payroll in Canada.", "relocation"),
    ("We are hiring warehouse staff for Doha, food and lodging included.", "relocation"),
    ("Hi, what daily rate are you after for this one?", "salary"),
    ("Could we get you to 95k all-in?", "salary"),
    ("pls share ur current n expected", "salary"),
    ("And what's your last drawn?", "salary"),
    ("It pays £24k pro rata for 30 hours.", "salary"),
    ("Salary is N600,000 monthly plus allowances.", "salary"),
    ("Gaji 8 juta per bulan, bisa mulai minggu depan?", "salary"),
    ("Mzda 38 000 Kč hrubého.", "salary"),
    ("Only Malaysians/PR may apply for this post.", "visa"),
    ("Are you on an EP or DP right now?", "visa"),
    ("Please complete your right-to-work check online.", "visa"),
    ("Har du arbetstillstånd i Norge?", "visa"),
    ("Offer CTC 9 LPA, DOJ 3rd March.", "notice_period"),
    ("We need someone in seat by the 1st.", "notice_period"),
    ("Shifts start next Monday if you're keen.", "notice_period"),
    # review32's families (stop 25): local passes, shorthand ID asks, binding terms, pay asides
    ("Filipino only, walk-in this week, bring your papers.", "visa"),
    ("Are you Singaporean/PR or on a pass?", "visa"),
    ("This one needs an S Pass, the client can't do EP.", "visa"),
    ("We lodge the AEWV for you once you accept.", "visa"),
    ("Pls WhatsApp your NRIC copy and CV.", "personal_data"),
    ("Kindly attach a copy of your TRN with the form.", "personal_data"),
    ("Send us your name and TFN so we can set up payroll.", "personal_data"),
    ("Accounts must pass the KYC verification under your own name.", "personal_data"),
    ("Warehouse role, temp-to-perm after 12 weeks.", "legal"),
    ("Casual contract, hours vary week to week.", "legal"),
    ("Joiners sign a two-year service bond with the firm.", "legal"),
    ("An early exit in year one means paying back the course fees.", "legal"),
    ("No moonlighting is allowed while you are on our payroll.", "legal"),
    ("What base would get you to take a call about a move?", "salary"),
    ("Paying 140-160 + super for the right person.", "salary"),
    ("Package of c.£95k plus car for the Midlands patch.", "salary"),
]
HONEST = [
    "Your interview is at our Leeds office on Tuesday at 10:00; please ask for Sam at reception.",
    "Phil is based in our Melbourne office, so this will be a video call.",
    "Thanks for your application to the District Nurse (Band 6) post; interviews are on 4 May.",
    "Before the interview, we will ask you to complete a short online reference form.",
    "We are a payroll software company; the interview covers our release process.",
    "Thank you for your interest in the role; we will be in touch after the closing date.",
    "Our pass office needs a photo of you for the visitor badge on the day.",
    "Please bring English-only CVs to the open day.",
    "We are a casual dining group; the interview is at our Soho restaurant on Monday at 3pm.",
]
FEES = [
    "Kindly pay Rs 3,500 as document verification charges to receive the offer letter.",
    "Para liberar o kit você precisa pagar o frete de R$ 60.",
    "Calon wajib membayar biaya pelatihan Rp 20 juta sebelum berangkat.",
]


@pytest.mark.parametrize(("text", "category"), RISKY)
def test_the_term_is_flagged(text: str, category: str) -> None:
    assert category in {f.category for f in risk_flags(text)}, [
        (f.category, f.quote) for f in risk_flags(text)
    ]


@pytest.mark.parametrize("text", HONEST)
def test_honest_twin_gets_no_flag(text: str) -> None:
    assert not risk_flags(text), [(f.category, f.quote) for f in risk_flags(text)]


@pytest.mark.parametrize("text", FEES)
def test_a_fee_the_reader_pays_is_no_salary(text: str) -> None:
    assert "salary" not in {f.category for f in risk_flags(text)}
