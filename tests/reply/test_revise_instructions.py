"""Each revise instruction, said two ways, visibly changes drafts of real messages as asked.

Every case goes through ConversationService: a real message becomes a card, the user presses
Revise with the instruction, and the new card must show the change, one more revision, and
the judge's score of the new draft.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import realworld
from tests_support import RESUME, decide

from agent.reply.asks import placeholders_in
from agent.reply.draft_checks import claims_skill, word_count
from agent.reply.model import ProfileContext, ScreenResult
from agent.reply.offline_engine import RuleJudge
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:local"
QUALITY = realworld("..") / "quality" / "messages"
# Real messages of different kinds: outreach, a relocation pitch with many asks, an invitation,
# a recruiter's question list, a shortlisting note, a call proposed for tomorrow.
MESSAGES: tuple[Path, ...] = (
    realworld("recruiter_messages", "m03_brikman_scala_engineer_chat.txt"),
    realworld("recruiter_messages", "m08_punyon_barbara_js_engineers_relocation_bay_area.txt"),
    realworld("recruiter_messages", "m09_punyon_facebook_engineering_outreach.txt"),
    realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt"),
    realworld("recruiter_messages", "m28_djinni_playbook_contact_info_expected_salary.txt"),
    realworld("recruiter_messages", "m11_odoo_applicant_interest_shortlisted.txt"),
    QUALITY / "q08_spences10_recruiter_salary_location_notice.txt",
    QUALITY / "q07_commaai_recruiter_outreach_phone_tomorrow.txt",
)
Check = Callable[[str, str], bool]
_WARM = re.compile(r"warm|nice|lovely|glad|delight", re.IGNORECASE)
_ASKS_FOR_TIMES = re.compile(r"share (?:a few times|the slots)", re.IGNORECASE)
_CONTRACTED = re.compile(r"\b(?:I'm|I'd|I've|I'll|haven't|don't|can't)\b")


def _body(draft: str) -> list[str]:
    return [p for p in draft.split("\n\n")[1:-1] if p.strip()]


def _keeps_blanks(old: str, new: str) -> bool:
    return set(placeholders_in(old)) <= set(placeholders_in(new))


def _shorter(old: str, new: str) -> bool:
    return word_count(new) < word_count(old) and _keeps_blanks(old, new)


def _warmer(old: str, new: str) -> bool:
    return new != old and "Warm regards," in new and bool(_WARM.search(" ".join(_body(new))))


def _formal(old: str, new: str) -> bool:
    return new.startswith("Dear ") and "Kind regards," in new and not _CONTRACTED.search(new)


def _declined(old: str, new: str) -> bool:
    return "not to pursue" in new and not placeholders_in(new) and "?" not in new


def _proposed(old: str, new: str) -> bool:
    return "[your two or three preferred times]" in new and not _ASKS_FOR_TIMES.search(new)


def _dropped(old: str, new: str) -> bool:
    old_body, new_body = _body(old), _body(new)
    return new != old and (len(new_body) < len(old_body) or word_count(new) < word_count(old))


def _accepted(old: str, new: str) -> bool:
    return "works for me" in new and not _ASKS_FOR_TIMES.search(new)


FAMILIES: dict[str, tuple[tuple[str, str], Check]] = {
    "shorter": (("make it shorter", "tighten it up"), _shorter),
    "longer": (("make it longer", "flesh it out"), lambda o, n: word_count(n) > word_count(o)),
    "warmer": (("make it warmer", "less stiff"), _warmer),
    "formal": (("more formal please", "make it more businesslike"), _formal),
    "decline": (("decline politely", "say no nicely"), _declined),
    "accept": (("accept the interview", "yes, go ahead with the call"), _accepted),
    "propose": (("propose other times", "ask for another day"), _proposed),
    "mention": (
        ("mention Kubernetes", "can you add that I know Kubernetes"),
        lambda o, n: "Kubernetes" in n and "Kubernetes" not in o,
    ),
    "drop": (("drop the last paragraph", "get rid of the first paragraph"), _dropped),
}


def _card(replies: list[Reply]) -> Reply:
    return next(r for r in replies if r.card is not None and r.buttons)


def _field(reply: Reply, name: str) -> str:
    assert reply.card is not None
    return dict(reply.card.fields)[name]


async def _start(app: App, key: ConversationKey, text: str) -> Reply:
    card = _card(await app.service.handle(IncomingMessage(key=key, user_id=USER, text=text)))
    if "Draft a reply to this" in [b.label for b in card.buttons]:
        token = next(b.token for b in card.buttons if b.label == "Draft a reply to this")
        card = _card(await decide(app, ButtonPress(key=key, user_id=USER, token=token)))
    return card


async def _revise(app: App, key: ConversationKey, card: Reply, instruction: str) -> Reply:
    token = next(b.token for b in card.buttons if b.label == "Revise")
    press = ButtonPress(key=key, user_id=USER, token=token, text=instruction)
    return _card(await decide(app, press))


async def _judged_again(app: App, key: ConversationKey, text: str, card: Reply) -> bool:
    """Tell whether the card's score is the judge's score of the draft it shows."""
    state, _ = await app.service.reply.runner.snapshot(key.thread_id)
    assert card.card is not None and state.values["draft"] == card.card.draft
    screen = ScreenResult.model_validate(state.values["screen"])
    profile = ProfileContext.model_validate(state.values["profile"])
    verdict = await RuleJudge().judge(text, card.card.draft, screen, profile)
    return _field(card, "Judge score").startswith(f"{verdict.weighted:.2f}")


async def _profile(app: App) -> None:
    key = ConversationKey("console", "local", "console", "cv")
    await app.service.handle(IncomingMessage(key=key, user_id=USER, text=RESUME))
    await app.service.handle(IncomingMessage(key=key, user_id=USER, text="stop"))


@pytest.mark.parametrize("family", sorted(FAMILIES))
async def test_each_instruction_is_obeyed_on_real_messages(app: App, family: str) -> None:
    phrasings, check = FAMILIES[family]
    await _profile(app)
    failures = []
    for n, (path, phrasing) in enumerate((p, w) for p in MESSAGES for w in phrasings):
        key = ConversationKey("console", "local", "console", f"{family}-{n}")
        text = path.read_text()
        first = await _start(app, key, text)
        revised = await _revise(app, key, first, phrasing)
        assert first.card is not None and revised.card is not None
        old, new = first.card.draft, revised.card.draft
        counted = int(_field(revised, "Revisions")) == int(_field(first, "Revisions")) + 1
        if not (check(old, new) and counted and await _judged_again(app, key, text, revised)):
            failures.append(f"{path.name} / {phrasing!r}:\n{old}\n---->\n{new}")
    assert not failures, "\n\n".join(failures)


async def test_a_skill_not_in_the_profile_is_never_claimed(app: App) -> None:
    await _profile(app)
    for n, path in enumerate(MESSAGES):
        key = ConversationKey("console", "local", "console", f"rust-{n}")
        first = await _start(app, key, path.read_text())
        new = (await _revise(app, key, first, "can you add that I know Rust")).card
        assert new is not None
        assert "haven't worked with Rust" in new.draft and not claims_skill(new.draft, "Rust")


async def test_accepting_an_offer_leaves_its_terms_for_the_user_to_confirm(app: App) -> None:
    await _profile(app)
    key = ConversationKey("console", "local", "console", "offer")
    offer = realworld("recruiter_messages", "m24_openagreements_employment_offer_letter.txt")
    first = await _start(app, key, offer.read_text())
    new = (await _revise(app, key, first, "accept the offer")).card
    assert new is not None
    assert "delighted to accept it [confirm the terms before sending]" in new.draft
    assert "invitation" not in new.draft
