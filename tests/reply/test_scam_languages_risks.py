"""Salary and notice-period flags in other languages, with look-alikes, written for these tests."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SALARY = [
    "El salario es de 45.000 € brutos al año.",
    "¿Cuáles son tus pretensiones salariales?",
    "O salário é de R$ 6.500 por mês.",
    "Qual é a sua pretensão salarial?",
    "Le salaire proposé est de 48 000 € bruts annuels.",
    "Quelles sont vos prétentions salariales ?",
    "Das Bruttogehalt liegt bei 60.000 Euro im Jahr.",
    "Bitte nennen Sie uns Ihre Gehaltsvorstellung.",
    "La RAL offerta è di 35.000 euro lordi.",
    "Wat is je salarisindicatie?",
]
NOTICE = [
    "Wie lang ist Ihre Kündigungsfrist?",
    "Quel est votre préavis ?",
    "¿Tienes algún preaviso con tu empresa actual?",
    "Você precisa cumprir aviso prévio?",
    "Qual è il suo preavviso?",
    "Wat is je opzegtermijn?",
    "Ab wann könnten Sie bei uns anfangen?",
    "Indique-nous votre date de prise de poste souhaitée.",
]
# Money that is not pay, and pay words that ask nothing.
NOT_SALARY = [
    "Wir erstatten Ihre Reisekosten bis 200 Euro.",
    "Les frais de déplacement jusqu'à 150 € sont remboursés.",
    "Los gastos de viaje de hasta 100 € corren por nuestra cuenta.",
    "Nos vemos el martes a las 10:00 en la oficina.",
]
NOT_NOTICE = [
    "Vielen Dank für Ihre Bewerbung, wir melden uns bald.",
    "Merci pour votre candidature, nous revenons vers vous.",
]


def _categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", SALARY)
def test_pay_in_other_languages_is_flagged_as_salary(text: str) -> None:
    """A pay figure or a pay question in another language gets a salary flag."""
    assert "salary" in _categories(text)


@pytest.mark.parametrize("text", NOTICE)
def test_notice_period_in_other_languages_is_flagged(text: str) -> None:
    """A notice period or start date asked in another language gets a notice-period flag."""
    assert "notice_period" in _categories(text)


@pytest.mark.parametrize("text", NOT_SALARY)
def test_expenses_and_plain_dates_are_not_salary(text: str) -> None:
    """Refunded travel costs and a meeting time name no pay."""
    assert "salary" not in _categories(text)


@pytest.mark.parametrize("text", NOT_NOTICE)
def test_a_plain_acknowledgement_is_no_notice_period(text: str) -> None:
    """Thanks for applying asks nothing about notice or start dates."""
    assert "notice_period" not in _categories(text)
