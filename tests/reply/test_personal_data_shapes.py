"""Personal-data and notice-period shapes in several languages, on sentences written here."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# (category, sentence): each written here, none copied from the labelled set.
MEANT = [
    # identity documents, in other languages
    ("personal_data", "Bitte bringen Sie Ihren Personalausweis zum ersten Arbeitstag mit."),
    ("personal_data", "Schicken Sie uns vorab eine Kopie Ihres Reisepasses."),
    ("personal_data", "Für die Lohnabrechnung brauchen wir Ihre Steuer-ID und Bankverbindung."),
    ("personal_data", "Envíanos una foto de tu cédula por ambas caras."),
    ("personal_data", "Necesitamos tu DNI y tus datos bancarios para darte de alta."),
    ("personal_data", "Adjunta el NIE y la fecha de nacimiento en el formulario."),
    ("personal_data", "Por favor envie seu CPF e os dados bancários até sexta."),
    ("personal_data", "Traga o passaporte e a carteira de identidade no primeiro dia."),
    ("personal_data", "Merci de nous transmettre une pièce d'identité et votre RIB."),
    ("personal_data", "Indiquez votre numéro de sécurité sociale et votre date de naissance."),
    ("personal_data", "Ci serve il suo codice fiscale e una copia della carta d'identità."),
    ("personal_data", "Inviaci le coordinate bancarie per l'accredito."),
    # forms, tax and bank paperwork, addresses, accounts in your name
    ("personal_data", "Please return the signed W-4 along with your direct deposit authorization."),
    ("personal_data", "Payroll will send the tax forms you need to fill in."),
    ("personal_data", "Kindly confirm your shipping address so we can send the laptop."),
    ("personal_data", "Please complete the pre-employment screening form before Monday."),
    ("personal_data", "Fill in this form with your personal details and send it back."),
    ("personal_data", "We will open an account with your information and pay you a share."),
    ("personal_data", "Also include your Facebook profile URL in the reply."),
    # start dates and notice asked or set
    ("notice_period", "How soon would you be able to start if we made an offer?"),
    ("notice_period", "When could you join us, given your current contract?"),
    ("notice_period", "Are you on garden leave at the moment?"),
    ("notice_period", "We are happy to offer the role with a start date of [date]."),
    ("notice_period", "Inicio de labores: [FECHA]"),
    ("notice_period", "¿Cuándo podrías incorporarte al equipo?"),
    ("notice_period", "Buscamos incorporación inmediata para este puesto."),
    ("notice_period", "Quando pode começar, caso seja aprovado?"),
    ("notice_period", "Dites-nous à partir de quand vous seriez disponible."),
    ("notice_period", "Wann könnten Sie anfangen, falls wir uns einig werden?"),
    ("notice_period", "Quando potresti iniziare con noi?"),
]
LOOK_ALIKES = [
    "Could you share a phone number so we can schedule the call?",
    "Please send us your e-mail address and a good time to talk.",
    "When can you join the call tomorrow?",
    "How soon can you join the Zoom meeting?",
    "We reviewed the forms you mentioned; nothing else is needed.",
    "Die Stelle liegt im Zentrum, gut erreichbar mit der Bahn.",
    "El equipo trabaja en remoto y se reúne cada lunes.",
    "Nous avons bien reçu votre candidature, merci.",
    "Our office address is on the invitation; see you there.",
    "The release starts as soon as the tests pass.",
]


def _categories(text: str) -> set[str]:
    return {f.category for f in risk_flags(text)}


@pytest.mark.parametrize(("category", "text"), MEANT)
def test_shape_raises_its_category(category: str, text: str) -> None:
    assert category in _categories(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alike_raises_neither_category(text: str) -> None:
    assert not _categories(text) & {"notice_period", "personal_data"}


def test_foreign_id_flag_quotes_the_document_sentence() -> None:
    text = "Hola Ana. Gracias por tu interés. Trae tu cédula de ciudadanía a la cita."
    flags = {f.category: f.quote for f in risk_flags(text)}
    assert "cédula" in flags["personal_data"]
