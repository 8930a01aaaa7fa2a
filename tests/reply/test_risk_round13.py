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
