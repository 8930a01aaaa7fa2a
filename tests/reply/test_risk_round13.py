"""Round 13's rules: where an offer letter puts you, European contract terms, fronting, false flags.

Every sentence here is written for this test (none is a labelled message).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


PLACED_BY_AN_OFFER = [
    "We are pleased to offer you the role of Controller based in Boise, Idaho.",
    "You will work out of our office in Raleigh, North Carolina.",
    "The company will reimburse your commute to our office in Reno for six months.",
    "Your principal place of employment will be Tacoma, Washington.",
    "We will cover moving expenses and three months of temporary housing.",
    "This letter confirms your two-year expatriate assignment to our Jakarta branch.",
    "Le lieu de travail est fixé à Nantes.",
    "Die Umzugskosten übernimmt der Arbeitgeber bis 5.000 Euro.",
]
NOT_PLACED = [
    # the company's seat in a contract's recitals, not the reader's workplace
    "Acme LLC, a Delaware company with its principal place of business at 1 Main Street.",
    "If you need work authorization or visa sponsorship, we will work with our counsel.",
]
EUROPEAN_TERMS = [
    "Für zwei Jahre gilt ein nachvertragliches Wettbewerbsverbot mit Karenzentschädigung.",
    "Bei Verstoß ist eine Vertragsstrafe von einem Bruttomonatsgehalt zu zahlen.",
    "Nous avons le plaisir de vous adresser cette promesse d'embauche.",
    "El contrato incluye una cláusula de permanencia de dos años.",
    "Il contratto di lavoro prevede un patto di riservatezza.",
]


@pytest.mark.parametrize("text", PLACED_BY_AN_OFFER)
def test_an_offer_that_names_your_workplace_or_pays_a_move_is_relocation(text: str) -> None:
    assert "relocation" in _categories(text)


@pytest.mark.parametrize("text", NOT_PLACED)
def test_a_company_seat_or_sponsorship_talk_is_no_relocation(text: str) -> None:
    assert "relocation" not in _categories(text)


@pytest.mark.parametrize("text", EUROPEAN_TERMS)
def test_european_restraints_and_contracts_are_legal(text: str) -> None:
    assert "legal" in _categories(text)


def test_a_french_gross_monthly_pay_is_salary() -> None:
    assert "salary" in _categories("Votre rémunération brute mensuelle sera de [montant].")


def test_a_portuguese_visa_that_means_aims_is_no_visa_flag() -> None:
    text = "A plataforma é projetada para empresas e visa simplificar processos."
    assert "visa" not in _categories(text)


def test_company_sponsored_insurance_is_no_visa_flag() -> None:
    text = "You will be eligible for company sponsored medical insurance and paid time off."
    assert "visa" not in _categories(text)


def test_a_person_abroad_seeking_a_us_based_developer_is_fronting() -> None:
    text = (
        "Hello, I'm a developer based in Portugal with 8 years of experience. I'm building a"
        " small business and I'm looking for a US-based developer for a part-time collaboration."
        " Let me know the best way to contact you."
    )
    assert "scam" in _categories(text)


def test_a_company_seeking_a_us_based_engineer_is_no_scam() -> None:
    text = "Northwind is hiring: we are looking for a US-based engineer to join our Denver team."
    assert "scam" not in _categories(text)


def test_a_move_of_furniture_from_your_home_is_no_work_from_home_pitch() -> None:
    text = (
        "Relocation benefits: we pay to move your furniture and two cars from your home in"
        " Ohio to Boston, and you will receive $10,000 for 2026 as a car allowance."
    )
    assert "scam" not in _categories(text)


MAILED_HEADERS = (
    "From:   Northwind Energy <careers@northwind-energy.com>\n"
    "To:     undisclosed-recipients:;\n"
    "Subject: Job vacancy\n"
    "Reply-To: northwind.hr@europe.com\n\n"
    "We are recruiting foreign applicants for various positions. Send your CV for details.\n"
)


def test_replies_diverted_to_a_free_mailbox_in_a_bulk_job_mail_are_a_scam() -> None:
    assert "scam" in _categories(MAILED_HEADERS)


def test_an_ats_reply_to_the_recruiter_is_no_scam() -> None:
    text = (
        "From: Kestrel Hiring <no-reply@greenhouse.io>\nTo: ana@example.org\n"
        "Reply-To: laura@kestrel.io\nSubject: Your application\n\n"
        "Hi Ana, thanks for applying to Kestrel. Could you do a call on Tuesday at 3pm?"
    )
    assert "scam" not in _categories(text)


def test_a_security_deposit_for_a_laptop_is_a_scam_even_in_a_concrete_offer() -> None:
    text = (
        "Dear Ravi, we are pleased to offer you the role of Analyst at Orbit Data Pvt. Ltd. with"
        " an annual CTC of INR 5,00,000. Please transfer a refundable security deposit of INR"
        " 6,000 for your laptop to the account below."
    )
    assert "scam" in _categories(text)


def test_renting_accounts_and_asking_for_passwords_is_a_scam() -> None:
    text = (
        "We are looking to rent business accounts connected to a payment gateway. You get 4% of"
        " the volume. Can you provide login and password access?"
    )
    assert "scam" in _categories(text)


def test_a_crypto_project_to_run_before_the_cto_call_is_a_scam() -> None:
    text = (
        "Before our technical call, please run our platform locally and explore the staking and"
        " wallet features. Send a screenshot, then we will book the CTO interview."
    )
    assert "scam" in _categories(text)


def test_a_take_home_task_in_a_repository_is_no_scam() -> None:
    text = (
        "Thanks for the chat! Next step: please clone our repository and implement the search"
        " page as a take-home task; we will review it together in the technical interview."
    )
    assert "scam" not in _categories(text)


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Embedded Linux Engineer - Austin, TX\nGREAT $, Relo and H-1 OK!", "relocation"),
        ("Embedded Linux Engineer - Austin, TX\nGREAT $, Relo and H-1 OK!", "visa"),
        ("Embedded Linux Engineer - Austin, TX\nGREAT $, Relo and H-1 OK!", "salary"),
        ("The Employee shall be paid a wage of $__________ per annum.", "salary"),
        ("Please send your resume and expected billing rate.", "salary"),
        ("*Position: Data Engineer*\n\n*Location: Hartford, CT*\n\n*Rate: DOE*", "relocation"),
        ("We have an immediate opening for a firmware engineer in Eindhoven.", "relocation"),
        ("La rémunération mensuelle brute est fixée à 3 200 euros.", "salary"),
        ("Er erhält monatlich 50 % des letzten Grundgehalts.", "salary"),
    ],
)
def test_recruiter_shorthand_blanks_and_shares_of_pay_are_flagged(text: str, category: str) -> None:
    assert category in _categories(text)


def test_a_template_name_placeholder_is_no_salary() -> None:
    assert "salary" not in _categories("Hi ${candidateName}, your interview is on ${date}.")


def test_an_indonesian_day_before_is_no_visa() -> None:
    assert "visa" not in _categories("Mohon konfirmasi kehadiran paling lambat H-1 sebelum jadwal.")


def test_an_offer_letter_with_dates_and_skills_is_no_resume() -> None:
    from bot.core.intake import route

    text = (
        "Dear Dr. Rivera:\nThe purpose of this letter is to extend to you a formal offer of"
        " employment as Research Scientist, beginning 1 March 2026 through 28 February 2027, at"
        " an annual salary of $84,000. Your employment will be at-will. The requirements are a"
        " PhD, Python, SQL, statistics and machine learning; your duties include data analysis"
        " in 2026 and 2027. You will be expected to publish.\nSincerely,\nHR"
    )
    assert route(text).kind == "employer"
