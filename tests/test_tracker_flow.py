"""The tracker through the core: /status, /stage, and questions in plain words."""

from __future__ import annotations

from tests_support import CRYPTO, INVITATION, RESUME, decide

from bot.core import texts
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply
from bot.runtime import App

USER = "console:alice"


def msg(text: str, root: str) -> IncomingMessage:
    return IncomingMessage(ConversationKey("console", "local", "console", root), USER, text)


async def reply_to(app: App, text: str, root: str, action: str = "Approve") -> None:
    card = next(r for r in await app.service.handle(msg(text, root)) if r.buttons)
    token = next(b.token for b in card.buttons if b.label == action)
    await decide(app, ButtonPress(msg("", root).key, USER, token))


def table_rows(replies: list[Reply]) -> list[tuple[str, ...]]:
    card = replies[0].card
    assert card is not None and card.table is not None
    return list(card.table.rows)


async def test_status_lists_opportunities_and_stage_moves_them(app: App) -> None:
    assert (await app.service.handle(msg("/status", "s")))[0].text == texts.STATUS_EMPTY
    await reply_to(app, INVITATION, "a")
    await reply_to(app, CRYPTO, "b", "Reject")
    rows = table_rows(await app.service.handle(msg("/status", "s")))
    by_code = {row[0]: row for row in rows}
    assert by_code["O001"][1] == "Globex" and by_code["O001"][3] == "interviewing"
    assert by_code["O002"][1] == "CoinRocket"

    replies = await app.service.handle(msg("/stage O002 closed", "s"))
    assert replies[0].text == texts.STAGE_SET.format(code="O002", stage="closed")
    rows = table_rows(await app.service.handle(msg("/status", "s")))
    assert {row[0]: row[3] for row in rows}["O002"] == "closed"
    assert "Usage" in (await app.service.handle(msg("/stage O001 dancing", "s")))[0].text
    assert "can't find" in (await app.service.handle(msg("/stage O099 closed", "s")))[0].text


async def test_a_question_goes_to_the_tracker_and_follow_ups_stay_there(app: App) -> None:
    await app.service.handle(msg(RESUME, "cv"))
    await reply_to(app, INVITATION, "a")
    answer = await app.service.handle(msg("What's happening with Globex?", "q"))
    assert "Globex" in answer[0].text and "interview" in answer[0].text.lower()
    thread = await app.repos.threads.get(msg("", "q").key.thread_id)
    assert thread is not None and thread.kind == "tracker"
    follow_up = await app.service.handle(msg("which ones need my action", "q"))
    assert follow_up[0].text


async def test_a_tracker_question_in_a_finished_reply_thread_is_answered_not_drafted(
    app: App,
) -> None:
    await reply_to(app, INVITATION, "a")
    replies = await app.service.handle(msg("which ones need my action?", "a"))
    assert all(r.card is None for r in replies)
    assert "O001" in replies[0].text or "Globex" in replies[0].text


async def test_an_opportunity_card_moves_it_with_a_button_once(app: App) -> None:
    await reply_to(app, INVITATION, "a")
    card = (await app.service.handle(msg("/status o001", "s")))[0]
    assert card.card is not None and card.card.title == "O001 · Globex"
    labels = [b.label for b in card.buttons]
    assert labels == ["Offer", "Rejected", "Close"]  # it is already interviewing
    offer = next(b.token for b in card.buttons if b.label == "Offer")
    done = await decide(app, ButtonPress(msg("", "s").key, USER, offer))
    assert done[0].text == texts.STAGE_SET.format(code="O001", stage="offer")
    opp = await app.repos.opportunities.get_by_code(USER, "O001")
    assert opp is not None and opp.stage == "offer"
    close = next(b.token for b in card.buttons if b.label == "Close")
    stale = await decide(app, ButtonPress(msg("", "s").key, USER, close))
    assert stale[0].text == texts.BUTTON_STALE
    intruder = await decide(app, ButtonPress(msg("", "s").key, "console:eve", offer))
    assert intruder[0].text == texts.BUTTON_NOT_OWNER
    assert "can't find" in (await app.service.handle(msg("/status O404", "s")))[0].text
