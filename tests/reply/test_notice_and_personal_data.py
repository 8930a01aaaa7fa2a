"""Notice-period and personal-data families, in several languages, on sentences written here."""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

# (category, sentence): each written here, none copied from the labelled set.
MEANT = [
    ("notice_period", "Your contract will commence on 3 March, subject to the terms below."),
    ("notice_period", "The position would start from Monday, 7 April."),
    ("notice_period", "You are expected to begin work on [date] at our Leeds office."),
    ("notice_period", "Your first day will be Tuesday, September 2."),
    ("notice_period", "We are pleased to offer you the analyst post, starting on [start date]."),
    ("notice_period", "Proposed start date: 12/01"),
    ("notice_period", "| Joining Date | {{joining_date}} |"),
    ("notice_period", "We are looking for someone who can join immediately."),
    ("notice_period", "Immediate joiners will be preferred for this opening."),
    ("notice_period", "Ideally you would start within two weeks of accepting."),
    ("notice_period", "Please let us know your earliest possible start."),
    ("notice_period", "The first six months are a probationary period."),
    ("notice_period", "Either side may end the contract with four weeks' notice."),
    ("personal_data", "The role needs an enhanced DBS check before your first shift."),
    ("personal_data", "We will run a credit check as part of onboarding."),
    ("personal_data", "A criminal record check is carried out on all new hires."),
    ("personal_data", "Please send documents proving your right to work here."),
    ("personal_data", "Bring two passport-size photographs and your ID proof on day one."),
    ("personal_data", "We need proof of address and a government-issued ID by Friday."),
    ("personal_data", "Right to work checks are done before you start."),
    ("personal_data", "Kindly email your NI number and sort code to payroll."),
    ("personal_data", "Attach your last three bank statements to the form."),
    # shapes in several languages, forms and accounts in your name (stop 18)
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
    "The interview will start at 10am in room 4.",
    "Our onboarding webinar starts on Thursday for everyone who signed up.",
    "Thanks for the short notice reply, it was helpful.",
    "Please reply at your earliest convenience.",
    "The call should begin with a short intro from the team.",
    "The team started the project on 5 June last year.",
    "We noticed your profile on a community forum.",
    "Our client works with probation officers across the county.",
    "Please bring a photo ID to reception so we can sign you in.",
    "We reviewed the documents you shared with the team last week.",
    "The product team runs credit risk models in Python.",
    "Happy to give you a day's heads-up before the call.",
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
def test_sentences_raise_their_category(category: str, text: str) -> None:
    assert category in _categories(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_raise_neither_category(text: str) -> None:
    assert not _categories(text) & {"notice_period", "personal_data"}


def test_each_flag_quotes_the_sentence_it_read() -> None:
    text = "Hello Sam. Your first day will be Monday, June 2. Bring your photo ID that day."
    flags = {f.category: f.quote for f in risk_flags(text)}
    assert "June 2" in flags["notice_period"] and "photo ID" in flags["personal_data"]


def test_foreign_id_flag_quotes_the_document_sentence() -> None:
    text = "Hola Ana. Gracias por tu interés. Trae tu cédula de ciudadanía a la cita."
    flags = {f.category: f.quote for f in risk_flags(text)}
    assert "cédula" in flags["personal_data"]
