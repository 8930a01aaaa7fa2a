"""The task-scam shape in any language: joining bonuses, phone-only work, daily ranges, ratings."""

from __future__ import annotations

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_features import features

# Written for this test (not copied from any labelled message).
SCAMS = [
    # English: paid ratings proven by screenshots; pay pitched at the reader for a few hours
    "Hey! I need people to leave 5 star reviews for restaurants on Google Maps. "
    "You get 150 dollars per day, just send a screenshot as proof after each one.",
    "Stuck at home with bills piling up? Give us 3 hours per day and we will pay you $2,000.",
    # Portuguese: a phone, a few minutes, a daily range written after its unit, a joining bonus
    "Oi! Estamos contratando para trabalho online. Você trabalha pelo seu celular, só 15 a 25 "
    "minutos. Pagamento diário: 300-900 reais. Novos membros ganham imediatamente 40 reais.",
    # Spanish
    "Hola, buscamos personas para trabajo en línea desde casa. Sueldo diario: 200-800 pesos. "
    "Los nuevos miembros reciben inmediatamente 50 pesos. Escríbeme por WhatsApp.",
    # Italian
    "Ciao! Lavoro online dal tuo telefono, bastano 10-20 minuti. La paga va da 40 a 300 euro "
    "e i nuovi iscritti ricevono subito 15 euro.",
    # Indonesian
    "Halo kak, kami membuka lowongan kerja paruh waktu online. Cukup pakai ponsel, 5 sampai "
    "15 menit saja. Gaji harian Rp 150.000 - 1.500.000, anggota baru langsung dapat Rp 25.000.",
    # German
    "Hallo! Nebenjob mit deinem Handy, nur 10 bis 20 Minuten. Tagesverdienst pro Tag 100-500 Euro, "
    "Neueinsteiger erhalten sofort 20 Euro. Schreib mir auf WhatsApp.",
]
# Honest messages that share a word with the shape above.
HONEST = [
    "Hi Priya, new joiners at Northwind receive a $1,500 signing bonus with their first payslip. "
    "Your start date is 3 March at our Leeds office.",
    "The first 10 applicants will be invited to a 20-minute phone screen for the Data Analyst role "
    "at Contoso in Dublin.",
    "Hallo Frau Schulz, das Gespräch für die Stelle als Buchhalterin bei der Müller GmbH dauert "
    "etwa 10 bis 20 Minuten. Das Gehalt liegt bei 48.000 Euro brutto im Jahr.",
    "Olá Ana, a vaga de analista na Itaú S.A. em São Paulo tem salário mensal de 8.000 reais. "
    "Podemos conversar na quarta-feira?",
    "Hi Sam, as part of the UX research role you'll review our app with five real customers each "
    "week and write up what you learn.",
    "Hi Tom, we will pay you a salary of $95,000 per year as Senior Engineer at Fabrikam in "
    "Austin, with 25 days of holiday.",
]


@pytest.mark.parametrize("text", SCAMS)
def test_task_scams_in_any_language_are_flagged(text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags, text
    assert all(f.quote and f.quote in text for f in flags)


@pytest.mark.parametrize("text", HONEST)
def test_honest_messages_with_a_bonus_minutes_or_pay_are_no_scam(text: str) -> None:
    assert not [f for f in risk_flags(text) if f.category == "scam"], text


@pytest.mark.parametrize(
    ("text", "family", "words"),
    [
        ("Salário diário: 500-1500 reais.", "money", "diário: 500-1500 reais"),
        ("Os novatos ganham imediatamente 30 reais.", "money", "novatos ganham imediatamente 30"),
        ("Kerja cukup pakai ponsel saja.", "effort", "cukup pakai ponsel"),
        ("Leave a five star rating for the hotel.", "form", "five star"),
    ],
)
def test_each_part_of_the_shape_is_read_as_its_family(text: str, family: str, words: str) -> None:
    found = [f for f in features(normalize(text)) if f.family == family]
    assert any(words in normalize(text)[f.start : f.end] for f in found), found


def test_a_signing_bonus_for_new_joiners_is_not_a_joining_bonus_cue() -> None:
    text = normalize("New joiners receive a $1,500 signing bonus after three months.")
    assert not [f for f in features(text) if f.family == "money" and f.strength >= 0.8]
