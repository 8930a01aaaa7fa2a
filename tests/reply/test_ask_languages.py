"""Availability and interest asks in other languages are read and taken up by the offline draft."""

from __future__ import annotations

import pytest

from agent.reply.asks import find_asks
from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.risk_rules import risk_flags
from agent.reply.templates import compose

# (kind, sentence): each written here, none copied from the labelled set.
MEANT = [
    ("availability", "Bitte bestätigen Sie uns den Termin bis Mittwoch."),
    ("availability", "Falls nötig, schlagen Sie einen alternativen Termin vor."),
    ("availability", "¿Te funciona esta nueva fecha para la entrevista?"),
    ("availability", "Por favor confirma tu asistencia respondiendo a este mensaje."),
    ("availability", "Pouvez-vous nous envoyer vos disponibilités pour un échange ?"),
    ("availability", "Qual a sua disponibilidade para uma conversa?"),
    ("availability", "Ti chiediamo di confermare la tua presenza al colloquio."),
    ("availability", "Mohon konfirmasi kehadiran Anda sebelum hari Jumat."),
    ("interest", "Ainda estás interessada na vaga de analista?"),
    ("interest", "Le pedimos que confirme su interés antes del lunes."),
    ("interest", "¿Sigues interesado en el puesto?"),
    ("interest", "Seriez-vous intéressé par un poste à Lyon ?"),
    ("interest", "Hätten Sie Interesse an einem kurzen Gespräch?"),
    ("interest", "Sei ancora interessato alla posizione?"),
]
NOT_ASKS = [
    "Gracias por tu interés; el puesto ya está cubierto.",
    "Der Termin hat leider nicht stattgefunden.",
    "Nous avons reçu votre candidature la semaine dernière.",
]


@pytest.mark.parametrize(("kind", "text"), MEANT)
def test_a_foreign_wording_is_read_as_its_ask(kind: str, text: str) -> None:
    assert kind in {a.kind for a in find_asks(text)}


@pytest.mark.parametrize("text", NOT_ASKS)
def test_statements_are_neither_ask(text: str) -> None:
    assert not {a.kind for a in find_asks(text)} & {"availability", "interest"}


def test_the_draft_defers_the_times_to_the_user() -> None:
    text = "Hola Ana, soy Luis de Acme.\nPor favor confirma tu asistencia o propón otro día."
    screen = ScreenResult(flags=risk_flags(text))
    message = EmployerMessage(kind="question", contact_name="Luis")
    draft = compose(text, message, screen, ProfileContext(name="Ana Ruiz"))
    assert "[your available days and times]" in draft or "[confirm the time" in draft
