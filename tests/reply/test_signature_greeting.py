"""Drafts greet the sender by the name they sign with, never a company, team or blank."""

from __future__ import annotations

import pytest

from agent.reply.model import EmployerMessage, ProfileContext, ScreenResult
from agent.reply.signature import signature_name
from agent.reply.templates import compose, greeting

BODY = "Hi,\n\nWould you have time for a call this week about the data role?\n\n"


@pytest.mark.parametrize(
    ("signed", "expected"),
    [
        ("Best, Rosa", "Hi Rosa,"),
        ("Regards,\nOmar Haddad\nTechnical Recruiter", "Hi Omar,"),
        ("Kind regards,\n\nPRIYA SHARMA\nTalent Partner | Northwind", "Hi Priya,"),
        ("Thanks,\nLena Fischer, People Team", "Hi Lena,"),
        ("Thanks!\n- Ben", "Hi Ben,"),
        ("--\nCarla Mendes\nHiring Manager", "Hi Carla,"),
        ("Yours sincerely,\nDr. Ama Owusu\nHead of Research", "Dear Dr Owusu,"),
        ("Best wishes,\nSean O'Neill", "Hi Sean,"),
        ("Warm regards,\nThe Northwind Talent Team", "Hello,"),
        ("Best,\n[Recruiter Name]", "Hello,"),
        ("Best,\n{{sender_name}}", "Hello,"),
        ("Regards,\nNorthwind Corp", "Hello,"),
        ("Cheers,\nNorthwind", "Hello,"),
        ("Best, Q", "Hello,"),
        ("Thanks for your time.\nMonday works for us.", "Hello,"),
    ],
)
def test_the_greeting_uses_a_signed_person_name_only(signed: str, expected: str) -> None:
    text = BODY + signed
    assert greeting(EmployerMessage(company="Northwind"), text) == expected


@pytest.mark.parametrize(
    ("one_line", "expected"),
    [
        ("Are you free Thursday at 3pm for a phone interview? Regards, Mark", "Mark"),
        ("Loved your portfolio. Free for a call Friday? - Dana, Talent @ Lumenhive", "Dana"),
        ("Can we talk on Monday? Cheers, Tom Baker", "Tom Baker"),
        ("Your application is in. Thanks for your time.", ""),
        ("See you then! - Kmart Chermside", ""),  # a store, not a person
        ("Entraremos em contato. Boa sorte! - Equipe Renner", ""),
        ("Looking forward to meeting you. — Ops", ""),
    ],
)
def test_a_one_line_message_is_signed_at_its_end(one_line: str, expected: str) -> None:
    assert signature_name(one_line) == expected


def test_a_bullet_list_at_the_end_is_no_signature() -> None:
    text = BODY + "Perks:\n- Apple laptops\n- Remote Fridays"
    assert signature_name(text) == ""


def test_a_known_contact_wins_but_a_company_as_contact_is_not_greeted() -> None:
    text = BODY + "Best, Rosa"
    assert greeting(EmployerMessage(contact_name="Jo Park"), text) == "Hi Jo,"
    assert greeting(EmployerMessage(contact_name="Northwind", company="Northwind"), "") == "Hello,"


def test_the_draft_opens_with_the_signed_name() -> None:
    text = BODY + "Regards,\nOmar Haddad"
    draft = compose(text, EmployerMessage(kind="invitation"), ScreenResult(), ProfileContext())
    assert draft.startswith("Hi Omar,\n\n")
