"""A slot the employer proposes is confirmed with a placeholder, and accept/propose act on it."""

from __future__ import annotations

import pytest
from conftest import realworld
from tests_support import RESUME, decide

from agent.reply.asks import placeholders_in
from agent.reply.postcheck import check_draft
from agent.reply.slots import proposed_slot
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"
RESUME_KEY = ConversationKey("console", "local", "console", "cv")
KEY = ConversationKey("console", "local", "console", "slot")
ASKS_ANEW = "could you share a few times"
DAY_ONLY = (
    "Hi Sam,\n\nI'm Dana, a recruiter at Acme. We have a Backend Engineer role that fits your "
    "background. Would you be up for a call on Tuesday?\n\nBest,\nDana"
)
DAY_AND_TIME = (
    "Hi Sam, thanks for applying to the Support Engineer position at Globex. Are you free "
    "Thursday at 3pm for a 30 minute phone interview?\n\nRegards,\nMark Jones"
)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("Would you be up for a call on Tuesday?", "Tuesday"),
        ("Are you free Thursday at 3pm?", "Thursday at 3pm"),
        ("Does 10:30 am on Wednesday work for you?", "Wednesday at 10:30 am"),
        ("Could we speak on Tuesday between 10 and 11am?", "Tuesday between 10 and 11am"),
        ("Is Monday 9:30-10:00 good for a call?", "Monday at 9:30-10:00"),
        ("How about a video chat on 12 March?", "12 March"),
        ("Can we talk tomorrow afternoon?", "Tomorrow afternoon"),
        (
            "We would like to invite you to an interview on Monday, March 3rd at 2:00 PM EST.",
            "Monday, March 3rd at 2:00 PM EST",
        ),
        # the meeting is named in the sentence before the day
        (
            "We'd like to invite you to a video interview. Would Tuesday at 11am work?",
            "Tuesday at 11am",
        ),
        # a dot inside the slot does not end its sentence
        ("Hi Sam, would Jun. 5 at 3pm work for a quick call?", "Jun. 5 at 3pm"),
        ("Could we do an interview Sept. 12th at 10am?", "Sept. 12th at 10am"),
        ("Is Thursday, Oct. 2 at 11 a.m. ok for a chat?", "Thursday, Oct. 2 at 11 a.m."),
        ("Are you free for a call on Tuesday at 3 p.m. ET?", "Tuesday at 3 p.m. ET"),
        ("We spoke at 3 p.m. Would Friday work for a call?", "Friday"),
    ],
)
def test_proposed_slots_are_read_as_written(text: str, slot: str) -> None:
    found = proposed_slot(text)
    assert found is not None and found.text() == slot


@pytest.mark.parametrize(
    "text",
    [
        "Please complete the coding test by Friday.",
        "Deadline: Friday at 11:59 PM.",
        "Your first day is Monday at 9am.",
        "I am available next week.",
        "This email is to confirm your phone interview on Monday from 10 to 11.",
        "Thanks for the interview today. Could you send the test back by Friday?",
        "Please submit it by Jan. 9. Could we then talk about the role?",
    ],
)
def test_deadlines_first_days_and_confirmations_are_not_proposed_slots(text: str) -> None:
    assert proposed_slot(text) is None


def card(replies: list[Reply]) -> Reply:
    return next(r for r in replies if r.card is not None)


async def _first_card(app: App, text: str) -> Reply:
    await app.service.handle(IncomingMessage(key=RESUME_KEY, user_id=USER, text=RESUME))
    return card(await app.service.handle(IncomingMessage(key=KEY, user_id=USER, text=text)))


async def _revise(app: App, reply: Reply, instruction: str) -> Reply:
    token = next(b.token for b in reply.buttons if b.label == "Revise")
    return card(
        await decide(app, ButtonPress(key=KEY, user_id=USER, token=token, text=instruction))
    )


def _draft(reply: Reply) -> str:
    assert reply.card is not None
    return reply.card.draft


def _revisions(reply: Reply) -> str:
    assert reply.card is not None
    return dict(reply.card.fields)["Revisions"]


async def test_a_proposed_day_is_confirmed_with_a_time_to_fill_in(app: App) -> None:
    draft = _draft(await _first_card(app, DAY_ONLY))
    assert "Tuesday works for me" in draft
    assert placeholders_in(draft) == ["[your preferred time on Tuesday]"]
    assert ASKS_ANEW not in draft.lower()


async def test_a_proposed_day_and_time_is_confirmed_and_accepting_drops_the_blank(
    app: App,
) -> None:
    first = await _first_card(app, DAY_AND_TIME)
    assert "Thursday at 3pm works for me" in _draft(first)
    assert placeholders_in(_draft(first)) == ["[confirm or change the time]"]
    accepted = await _revise(app, first, "accept the time")
    draft = _draft(accepted)
    assert "Thursday at 3pm works for me for the interview" in draft
    assert placeholders_in(draft) == [] and _revisions(accepted) == "1"
    # The employer named the time: repeating it back is not a leak, and the judge agrees.
    assert not check_draft(draft, _profile(), DAY_AND_TIME)
    assert "safety" not in dict(accepted.card.fields).get("Needs work", "")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "instruction", ["make it shorter and say Thursday works", "tell them 3pm is fine"]
)
async def test_saying_the_proposed_time_works_accepts_it(app: App, instruction: str) -> None:
    first = await _first_card(app, DAY_AND_TIME)
    revised = await _revise(app, first, instruction)
    draft = _draft(revised)
    assert "Thursday at 3pm works for me for the interview" in draft
    assert "doesn't work" not in draft and "Would " not in draft
    assert placeholders_in(draft) == [] and _revisions(revised) == "1"


TWO_DAYS = (
    "Hi Sam, this is Laura from Kestrel Cloud. We are hiring a Senior SRE. Are you open to a "
    "30 minute call next Tuesday or Wednesday?"
)


@pytest.mark.parametrize(
    ("message", "instruction", "accepted"),
    [
        (DAY_ONLY, "make it shorter and say Tuesday at 10am works", "Tuesday at 10am works"),
        (TWO_DAYS, "say Wednesday works", "Wednesday works for me for the call"),
        (DAY_AND_TIME, "accept but say Friday at 9am instead", "Friday at 9am works"),
    ],
)
async def test_the_day_and_time_the_user_names_are_the_ones_accepted(
    app: App, message: str, instruction: str, accepted: str
) -> None:
    revised = await _revise(app, await _first_card(app, message), instruction)
    draft = _draft(revised)
    assert accepted in draft and _revisions(revised) == "1"
    assert "[your preferred time" not in draft


async def test_proposing_other_times_turns_the_slot_down(app: App) -> None:
    first = await _first_card(app, DAY_AND_TIME)
    other = _draft(await _revise(app, first, "propose other times"))
    assert "Unfortunately Thursday at 3pm doesn't work for me." in other
    assert "[your two or three preferred times]" in other
    assert "works for me -" not in other


async def test_the_real_outreach_asking_for_a_call_tomorrow_is_taken_up(app: App) -> None:
    text = (realworld("..") / "quality" / "messages").joinpath(
        "q07_commaai_recruiter_outreach_phone_tomorrow.txt"
    )
    first = await _first_card(app, text.read_text())
    assert "Tomorrow works for me" in _draft(first)
    assert "[your preferred time tomorrow]" in _draft(first)
    accepted = _draft(await _revise(app, first, "say yes to tomorrow"))
    assert "Tomorrow works for me for the" in accepted and "what time" in accepted
    assert "doesn't work" not in accepted and "[your" not in accepted


def _profile():
    from agent.reply.model import ProfileContext

    return ProfileContext(name="Jane Doe")
