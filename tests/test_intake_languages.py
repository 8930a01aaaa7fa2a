"""Employer messages and greetings in other languages are read as such, not as 'other'."""

from __future__ import annotations

import pytest

from bot.core.intake import route

# Written for this test: one recruiter message per language, each aimed at the reader.
EMPLOYER = [
    "Hola Marta, gracias por tu interés en el puesto de analista de datos. Nos gustaría invitarte "
    "a una entrevista el jueves a las 10:00. ¿Te viene bien?",
    "Olá João, recebemos a sua candidatura para a vaga de desenvolvedor. Gostaríamos de convidar "
    "você para uma entrevista na próxima semana.",
    "Bonjour Claire, merci pour votre candidature au poste de chef de projet. Nous souhaitons "
    "vous inviter à un entretien mardi prochain.",
    "Sehr geehrter Herr Weber, vielen Dank für Ihre Bewerbung als Softwareentwickler. Wir möchten "
    "Sie zu einem Vorstellungsgespräch einladen.",
    "Buongiorno Luca, grazie per il tuo interesse per la posizione di sviluppatore. Vorremmo "
    "invitarti a un colloquio la prossima settimana.",
    "Beste Sanne, bedankt voor je sollicitatie voor de functie van data-analist. Wij willen je "
    "uitnodigen voor een sollicitatiegesprek.",
    "Selamat pagi Budi, terima kasih atas lamaran Anda untuk posisi staf IT. Kami ingin "
    "mengundang Anda untuk wawancara pada hari Senin.",
]


@pytest.mark.parametrize("text", EMPLOYER)
def test_a_recruiter_message_in_another_language_is_an_employer_message(text: str) -> None:
    intake = route(text)
    assert intake.kind == "employer"
    assert intake.confident
    assert "it is pitched at you" in intake.reasons


@pytest.mark.parametrize("text", ["Hola", "Bonjour !", "hallo", "Ciao", "Olá", "Dzień dobry"])
def test_a_greeting_in_another_language_is_a_greeting(text: str) -> None:
    assert route(text).kind == "greeting"


def test_job_words_alone_in_another_language_do_not_act_without_asking() -> None:
    # a sentence about jobs, aimed at nobody: offer the choice instead of drafting a reply
    intake = route("Vacantes de empleo y salarios en España durante el año pasado.")
    assert not intake.confident


def test_reasons_are_not_repeated_when_two_languages_find_the_same_kind() -> None:
    intake = route("Hi Ana, we have an opening. Hola, tenemos una vacante y tu perfil encaja.")
    assert len(intake.reasons) == len(set(intake.reasons))
