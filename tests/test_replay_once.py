"""A replayed message whose run already advanced its thread answers from it, on either database."""

from __future__ import annotations

from sqlalchemy import func, select
from tests_support import CRYPTO, RESUME

from bot.core.messages import ConversationKey, IncomingMessage, Reply
from bot.core.replay import running_for
from bot.runtime import App
from storage.models import Event

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "replay")


def msg(text: str, *, forwarded: bool = False) -> IncomingMessage:
    return IncomingMessage(key=KEY, user_id=USER, text=text, forwarded=forwarded)


async def handle(app: App, text: str, event: str, *, replay: bool, **kw: bool) -> list[Reply]:
    with running_for(event, replay=replay):
        return await app.service.handle(msg(text, **kw))


async def events(app: App, kind: str) -> int:
    async with app.repos.db.session() as s:
        query = select(func.count()).select_from(Event).where(Event.kind == kind)
        return int(await s.scalar(query) or 0)


async def test_a_replayed_interview_answer_shows_the_pending_question_again(app: App) -> None:
    await handle(app, RESUME, "ev-resume", replay=False)
    answer = "About 4 years, and I led it as the go-to expert, in production."
    first = await handle(app, answer, "ev-answer", replay=False)
    again = await handle(app, answer, "ev-answer", replay=True)
    # Run again, the answer would have answered the next question too: another question.
    assert [r.text for r in again] == [r.text for r in first]
    assert again[-1].expects_text
    # A replayed event whose run never wrote its checkpoint is run: it answers this question.
    other = await handle(app, answer, "ev-other", replay=True)
    assert [r.text for r in other] != [r.text for r in first]


async def test_a_replayed_employer_message_shows_its_card_without_drafting_again(
    app: App,
) -> None:
    first = await handle(app, CRYPTO, "ev-crypto", replay=False, forwarded=True)
    again = await handle(app, CRYPTO, "ev-crypto", replay=True, forwarded=True)
    assert await events(app, "received") == 1  # one draft run, not two
    [card] = [r for r in again if r.card is not None]
    assert card.card == next(r.card for r in first if r.card is not None)
    assert {b.action for b in card.buttons} >= {"approve", "reject"}
