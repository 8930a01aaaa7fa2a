"""/fit through the conversation core: inputs, bad input, the card and its three buttons."""

from __future__ import annotations

import json

from tests_support import RESUME, decide

from bot.core import texts
from bot.core.messages import ButtonPress, ConversationKey, IncomingFile, IncomingMessage, Reply
from bot.runtime import App

from .support import message, posting

USER = "console:alice"
SRE = "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
PYDEV = "p02_crunch_python_developer.md"
ANSWER = (
    "About 5 years. I'm an advanced user and led that work myself, in production for "
    "millions of users."
)


def key(root: str) -> ConversationKey:
    return ConversationKey("console", "local", "console", root)


def msg(text: str = "", root: str = "fit", files: tuple[IncomingFile, ...] = ()) -> IncomingMessage:
    return IncomingMessage(key=key(root), user_id=USER, text=text, files=files)


def press(reply: Reply, label: str, root: str = "fit") -> ButtonPress:
    token = next(b.token for b in reply.buttons if b.label == label)
    return ButtonPress(key=key(root), user_id=USER, token=token)


async def with_profile(app: App) -> None:
    await app.service.handle(msg(RESUME, root="resume"))
    await app.service.handle(msg("/stop", root="resume"))
    assert await app.repos.profiles.skills(USER)


async def fit_card(app: App, root: str = "fit") -> Reply:
    file = IncomingFile(SRE, posting(SRE).encode(), "text/markdown")
    await app.service.handle(msg("/fit", root))
    replies = await app.service.handle(msg(root=root, files=(file,)))
    return next(r for r in replies if r.card is not None)


async def test_no_profile_says_send_the_resume_first(app: App) -> None:
    replies = await app.service.handle(msg("/fit " + posting(SRE)))
    assert [r.text for r in replies] == [texts.FIT_NO_PROFILE]


async def test_bad_input_gets_a_clear_message(app: App) -> None:
    await with_profile(app)
    not_posting = await app.service.handle(msg("/fit " + message("m32")))
    assert not_posting[0].text == texts.FIT_NOT_A_POSTING
    assert "work authorization" in not_posting[1].text
    huge = await app.service.handle(msg("/fit " + posting(PYDEV) * 10))
    assert huge[0].text.startswith("That posting is about")
    chat = await app.service.handle(msg("/fit I like Python"))
    assert chat[0].text == texts.FIT_NOT_A_POSTING
    empty = await app.service.handle(msg("/fit"))
    assert empty[0].text == texts.FIT_ASK_POSTING
    invitation = await app.service.handle(msg(message("m26")))  # the awaited posting
    assert invitation[0].text == texts.FIT_NOT_A_POSTING


async def test_report_card_cites_profile_and_posting(app: App) -> None:
    await with_profile(app)
    card_reply = await fit_card(app)
    card = card_reply.card
    assert card is not None and card.title.endswith("Senior Kubernetes SRE (Python and Golang)")
    labels = [b.label for b in card_reply.buttons]
    assert labels == ["Interview me on these gaps", "Draft a cover note", "Track this job"]
    assert 'profile: "' in card.body and 'posting: "' in card.body
    exported = await app.service.handle(msg("/fit export"))
    report = json.loads(exported[0].attachment.content)  # type: ignore[union-attr]
    resume = " ".join(RESUME.split())
    for strength in report["strengths"]:
        assert " ".join(strength["profile_evidence"].split()) in resume
    for gap in report["gaps"]:
        assert gap["posting_quote"].split(" … ")[0] in " ".join(posting(SRE).split())


async def test_track_then_fit_the_tracked_opportunity(app: App) -> None:
    await with_profile(app)
    card = await fit_card(app)
    tracked = await decide(app, press(card, "Track this job"))
    assert tracked[0].text == texts.FIT_TRACKED.format(code="O001")
    opp = await app.repos.opportunities.get_by_code(USER, "O001")
    assert opp is not None and opp.company == "Goldenpick Technologies LLC"
    assert opp.role == "Senior Kubernetes SRE (Python and Golang)"
    assert [b.label for b in tracked[1].buttons] == [
        "Interview me on these gaps",
        "Draft a cover note",
    ]
    again = await app.service.handle(msg("/fit O001", root="later"))
    assert again[0].card is not None and "Kubernetes" in again[0].card.body
    unknown = await app.service.handle(msg("/fit O009", root="later"))
    assert unknown[0].text == texts.FIT_UNKNOWN_OPPORTUNITY.format(code="O009")


async def test_cover_note_goes_through_the_reply_review(app: App) -> None:
    await with_profile(app)
    card = await fit_card(app)
    replies = await decide(app, press(card, "Draft a cover note"))
    assert replies[0].text == texts.FIT_COVER_INTRO
    assert texts.REPLY_INTRO_PROFILE not in [r.text for r in replies]
    review = next(r for r in replies if r.card is not None)
    assert review.card.title.startswith("Draft reply")  # type: ignore[union-attr]
    assert {b.label for b in review.buttons} == {"Approve", "Edit", "Revise", "Reject"}


async def test_interview_on_the_gaps_rescores_the_fit(app: App) -> None:
    await with_profile(app)
    card = await fit_card(app)
    before = float(dict(card.card.fields)["Fit"])  # type: ignore[union-attr]
    replies = await decide(app, press(card, "Interview me on these gaps"))
    assert replies[0].text.startswith("Let's close the gaps")
    assert replies[-1].expects_text
    for _ in range(8):
        replies = await app.service.handle(msg(ANSWER))
        rescored = [r for r in replies if r.text.startswith("Your fit for this posting")]
        if rescored:
            break
    assert rescored, "the interview should finish and re-score"
    new_card = next(r.card for r in replies if r.card is not None and "Fit" in dict(r.card.fields))
    after = float(dict(new_card.fields)["Fit"].split("→")[1])
    assert after > before
    assert f"{before:.2f} → {after:.2f}" in rescored[0].text


async def test_html_posting_file(app: App) -> None:
    await with_profile(app)
    page = (
        "<html><head><style>p {color: red}</style></head><body><h1>Python Developer</h1>"
        f"<p>{posting(PYDEV)}</p></body></html>"
    )
    file = IncomingFile("job.html", page.encode(), "text/html")
    replies = await app.service.handle(msg("/fit", files=(file,)))
    assert replies[0].card is not None and "Python" in replies[0].card.body


async def test_forget_erases_the_stored_report_and_posting(app: App) -> None:
    await with_profile(app)
    await fit_card(app)
    stored = f"fit:{key('fit').thread_id}"
    assert await app.repos.kv.get(stored) is not None
    await app.forget(USER)
    assert await app.repos.kv.get(stored) is None


async def test_an_unreadable_file_gets_the_reader_message(app: App) -> None:
    await with_profile(app)
    image = IncomingFile("posting.png", b"\x89PNG\r\n\x1a\n" + b"0" * 64, "image/png")
    replies = await app.service.handle(msg("/fit", files=(image,)))
    assert replies[0].card is None and "image" in replies[0].text.lower()
