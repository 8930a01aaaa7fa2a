"""Where the job is: on site in a town, locals only, settling there, moving help, and look-alikes.

Every text here is written for this test (none is a labelled message or bank text).
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

WORKPLACE = [
    "You'd need to be in the office in Toronto at least twice a week.",
    "The team sits in Dublin and we need someone on site.",
    "This role requires you to work from our Seattle office.",
    "Onsite - Chicago, IL",
    "This is not a remote role; you must report to our Dallas facility daily.",
    "Open to candidates in the NYC area only (no remote).",
    "Are you local to Phoenix?",
    "Position: Senior Java Developer (Onsite, Jersey City)",
    "Subject: Site Reliability Lead – Rotterdam\nHi Ana, do you have a minute this week?",
    "We'd want you settled in Vilnius before the project kicks off in May.",
    "Everyone is back in the office full time from March, per the new policy.",
    "The package covers airfare for your family and three months of rent near the plant.",
    "Candidates must currently live in the Greater Manchester area.",
    "The contract is open only to residents of Ireland.",
    "Could you commute daily to Eindhoven?",
    "Care assistant jobs in Scotland, accommodation provided.",
    "Ich würde mich freuen, wenn Sie für die Stelle nach Köln umziehen könnten.",
    "Le poste est basé à Nantes, en présentiel quatre jours par semaine.",
    "工作地點：東京",
    # days in the office, office only, whether a town suits, how far away the reader lives
    "Hybrid: two days in the office each week, Tuesdays and Thursdays.",
    "It's an in-office job, no remote work and no WFH days.",
    "Would Leeds work for you, or is Bradford ok for you instead?",
    "Open to Glasgow?",
    "How far are you from Canary Wharf, roughly?",
    "Pracujemy stacjonarnie w biurze w Gdańsku.",
    "Lavoro ibrido, tre giorni a settimana in sede a Milano.",
    "Eres de Sevilla? El trabajo es en la oficina, sin teletrabajo.",
]
NOT_WORKPLACE = [
    "The interview will take place at our office in Berlin, Friedrichstrasse 10, Tuesday 10am.",
    "Please come to our London office reception for your onsite interview on Monday.",
    "We'd like to schedule the on-site round in Pittsburgh next week; travel is booked by us.",
    "The first call is remote; the final round is in person at our office in Lyon.",
    "We recently relocated our headquarters to a bigger building.",
    "We build relocation software that helps companies manage employee moves.",
    "Our team is fully remote across Europe.",
    "Subject: Interview invitation - Backend Developer Position",
    "工作地点：远程办公",
    "Open to a quick chat on Thursday?",
    "Is Tuesday ok for you? The call is on Teams.",
    "Graag nodigen we je uit voor een gesprek op ons kantoor in Utrecht op dinsdag om 14:00.",
    "Poste 100 % télétravail, basé à Lyon pour l'administratif.",
]


@pytest.mark.parametrize("text", WORKPLACE)
def test_a_workplace_the_reader_must_be_at_is_relocation(text: str) -> None:
    assert "relocation" in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", NOT_WORKPLACE)
def test_interview_places_and_company_moves_are_no_relocation(text: str) -> None:
    assert "relocation" not in {f.category for f in risk_flags(text)}


def test_a_company_move_that_asks_the_reader_to_follow_is_relocation() -> None:
    text = "We have relocated our HQ to Austin, and the role requires you to relocate there."
    assert "relocation" in {f.category for f in risk_flags(text)}
