"""Documents asked for by name are read as attachment asks and the draft defers them to the user."""

from __future__ import annotations

import pytest

from agent.reply.asks import find_asks
from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.risk_rules import risk_flags
from agent.reply.templates import compose

# Each written here, none copied from the labelled set.
DOCUMENT_ASKS = [
    "Please provide a certified copy of your degree certificate.",
    "We need a digital copy of your headshot for the staff page.",
    "Sign the last page of the contract and scan it back to us.",
    "Applicants should send their CV to the address below.",
    "The offer depends on your execution of our standard NDA.",
    "Employment requires the submission of acceptable documentation on day one.",
    "Please email the following documents before Friday.",
    "Necesitamos los documentos requeridos para continuar.",
    "Envía los siguientes documentos a recursos humanos.",
    "Bitte bringen Sie Ihre Zeugnisse zum Gespräch mit.",
    "Merci de joindre les pièces justificatives à votre dossier.",
    "Latest CV:",
    "Cover Letter",
    "To move forward we need an updated resume from you.",
]
NOT_ASKS = [
    "Thanks, the documents you sent last week arrived safely.",
    "Our team signed the partnership contract yesterday.",
    "We will be in touch once the panel has met.",
]


@pytest.mark.parametrize("text", DOCUMENT_ASKS)
def test_a_named_document_is_an_attachments_ask(text: str) -> None:
    assert "attachments" in {a.kind for a in find_asks(text)}


@pytest.mark.parametrize("text", NOT_ASKS)
def test_documents_mentioned_in_passing_are_no_ask(text: str) -> None:
    assert "attachments" not in {a.kind for a in find_asks(text)}


def test_the_draft_defers_the_documents_to_a_placeholder() -> None:
    text = "Hello Sam, thanks for accepting. Please email the following documents before Friday."
    screen = ScreenResult(flags=risk_flags(text))
    message = EmployerMessage(kind="offer", contact_name="")
    draft = compose(text, message, screen, ProfileContext(name="Sam Lee"))
    assert "[attach the requested documents before sending]" in draft


@pytest.mark.parametrize(
    "text", ["If this suits you, inbox me today.", "Send your PayPal e-mail so we can pay you."]
)
def test_a_request_for_a_handle_or_address_is_a_contact_ask(text: str) -> None:
    assert "contact_details" in {a.kind for a in find_asks(text)}


def test_an_item_to_bring_is_not_answered_with_a_resume() -> None:
    text = "Your interview is on Friday. Please bring your laptop for a short exercise."
    screen = ScreenResult(flags=risk_flags(text))
    message = EmployerMessage(kind="question", contact_name="")
    draft = compose(text, message, screen, ProfileContext(name="Sam Lee"))
    assert "[confirm you can bring it]" in draft and "resume" not in draft


@pytest.mark.parametrize(
    "text",
    ["Please submit your finished project by 3 June.", "We remind and confirm your interview."],
)
def test_a_step_set_with_a_deadline_is_a_next_steps_ask(text: str) -> None:
    assert "next_steps" in {a.kind for a in find_asks(text)}
