"""Employer replies through the core: cards, decisions, safety of approvals, restarts."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import realworld
from tests_support import CRYPTO, INJECTION, INVITATION, RESUME, decide

from bot.core import texts
from bot.core.messages import ButtonPress, ConversationKey, IncomingFile, IncomingMessage, Reply
from bot.core.runner import RunFailed
from bot.runtime import App, open_app
from bot.settings import Settings

USER = "console:alice"
KEY = ConversationKey("console", "local", "console", "r1")
RESUME_KEY = ConversationKey("console", "local", "console", "cv")


def msg(text: str, *, key: ConversationKey = KEY, user: str = USER) -> IncomingMessage:
    return IncomingMessage(key=key, user_id=user, text=text)


def card_of(replies: list[Reply]) -> Reply:
    return next(r for r in replies if r.card is not None)


def button(reply: Reply, label: str) -> str:
    return next(b.token for b in reply.buttons if b.label == label)


def press(token: str, text: str = "", user: str = USER) -> ButtonPress:
    return ButtonPress(key=KEY, user_id=user, token=token, text=text)


def flag_lines(reply: Reply) -> str:
    assert reply.card is not None
    return reply.card.body


async def with_profile(app: App) -> None:
    await app.service.handle(msg(RESUME, key=RESUME_KEY))


async def test_an_invitation_gets_a_ready_draft_and_approve_records_it(app: App) -> None:
    await with_profile(app)
    replies = await app.service.handle(msg(INVITATION))
    card = card_of(replies)
    assert card.card is not None
    assert card.card.title == "Draft reply — ready to send"
    assert [b.label for b in card.buttons] == ["Approve", "Edit", "Revise", "Reject"]
    assert "Why I'm asking you" not in card.card.body

    done = await decide(app, press(button(card, "Approve")))
    assert done[0].text == texts.REPLY_APPROVED
    assert "Maria" in done[1].text or "Globex" in done[1].text
    opp = await app.repos.opportunities.for_thread(KEY.thread_id)
    assert opp is not None and opp.code == "O001" and opp.stage == "interviewing"
    assert opp.company == "Globex"
    assert await app.repos.events.count("approved", USER) == 1


async def test_a_risky_message_needs_approval_with_reasons(app: App) -> None:
    await with_profile(app)
    card = card_of(await app.service.handle(msg(CRYPTO)))
    assert card.card is not None and card.card.title == "Draft reply — needs your approval"
    body = flag_lines(card)
    for label in (
        "Salary / compensation",
        "Legal / contract / non-compete",
        "Skill not in your profile",
    ):
        assert label in body
    assert "Rust" in body
    assert await app.repos.events.count("human_needed", USER) == 1

    done = await decide(app, press(button(card, "Reject")))
    assert done[0].text == texts.REPLY_REJECTED
    opp = await app.repos.opportunities.for_thread(KEY.thread_id)
    assert opp is not None
    exchanges = await app.repos.opportunities.exchanges(opp.id)
    assert [(e.outcome, e.reply_text) for e in exchanges] == [("rejected", "")]


async def test_presses_are_owner_only_and_happen_once(app: App) -> None:
    card = card_of(await app.service.handle(msg(CRYPTO)))
    approve = button(card, "Approve")
    assert (await decide(app, press(approve, user="console:mallory")))[0].text == (
        texts.BUTTON_NOT_OWNER
    )
    assert (await app.repos.threads.get(KEY.thread_id)).status == "review"  # type: ignore[union-attr]
    assert (await decide(app, press(approve)))[0].text == texts.REPLY_APPROVED
    assert (await decide(app, press(approve)))[0].text == texts.BUTTON_STALE
    assert (await decide(app, press(button(card, "Reject"))))[0].text == texts.BUTTON_STALE
    assert await app.repos.events.count("approved", USER) == 1
    assert await app.repos.events.count("rejected", USER) == 0


async def test_edit_with_text_and_edit_then_next_message(app: App) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    edit = press(button(card, "Edit"), "Thanks Maria, Tuesday works.")
    done = await decide(app, edit)
    assert done[0].text == texts.REPLY_EDITED
    assert done[1].text == "Thanks Maria, Tuesday works."

    other = ConversationKey("console", "local", "console", "r2")
    card = card_of(await app.service.handle(msg(INVITATION, key=other)))
    asked = await decide(app, ButtonPress(other, USER, button(card, "Edit")))
    assert asked[0].text == texts.ASK_EDIT
    done = await app.service.handle(msg("My own words.", key=other))
    assert [r.text for r in done[:2]] == [texts.REPLY_EDITED, "My own words."]


async def test_revise_redrafts_and_old_buttons_go_stale(app: App) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    revised = card_of(await decide(app, press(button(card, "Revise"), "Make it shorter")))
    assert revised.card is not None and revised.card_id != card.card_id
    assert (await decide(app, press(button(card, "Approve"))))[0].text == texts.BUTTON_STALE
    assert (await decide(app, press(button(revised, "Approve"))))[0].text == (texts.REPLY_APPROVED)


async def test_a_message_while_a_draft_waits_is_not_taken_as_a_new_message(app: App) -> None:
    await app.service.handle(msg(INVITATION))
    assert (await app.service.handle(msg("another thing")))[0].text == texts.REPLY_DECIDE_FIRST
    assert (await app.service.handle(msg("/cancel")))[0].text == texts.REPLY_REJECTED


async def test_a_file_sent_in_an_employer_conversation_says_where_to_send_it(app: App) -> None:
    replies = await app.service.handle(msg(INVITATION))
    await decide(app, press(button(card_of(replies), "Approve")))
    cv = IncomingMessage(key=KEY, user_id=USER, files=[IncomingFile("cv.txt", RESUME.encode())])
    assert (await app.service.handle(cv))[0].text == texts.FILE_IN_REPLY_THREAD
    opp = await app.repos.opportunities.for_thread(KEY.thread_id)
    assert opp is not None and opp.code == "O001"  # the opportunity is kept


async def test_a_later_employer_message_continues_the_conversation(app: App) -> None:
    await with_profile(app)
    card = card_of(await app.service.handle(msg(INVITATION)))
    await decide(app, press(button(card, "Approve")))
    follow_up = "Great, thanks Jane! Could you confirm Tuesday at 10am for the interview?"
    card = card_of(await app.service.handle(msg(follow_up)))
    await decide(app, press(button(card, "Approve")))
    opp = await app.repos.opportunities.for_thread(KEY.thread_id)
    assert opp is not None and opp.code == "O001"
    exchanges = await app.repos.opportunities.exchanges(opp.id)
    assert [e.turn for e in exchanges] == [1, 2]
    state = await app.checkpointer.aget_tuple({"configurable": {"thread_id": KEY.thread_id}})
    assert state is not None and len(state.checkpoint["channel_values"]["history"]) == 2


async def test_pending_approvals_survive_a_restart_and_decided_ones_stay_decided(
    settings: Settings,
) -> None:
    async with open_app(settings) as app:
        pending = card_of(await app.service.handle(msg(CRYPTO)))
        other = ConversationKey("console", "local", "console", "r2")
        decided = card_of(await app.service.handle(msg(INVITATION, key=other)))
        await decide(app, ButtonPress(other, USER, button(decided, "Approve")))
    async with open_app(settings) as app:
        stale = await decide(app, ButtonPress(other, USER, button(decided, "Reject")))
        assert stale[0].text == texts.BUTTON_STALE
        done = await decide(app, press(button(pending, "Approve")))
        assert done[0].text == texts.REPLY_APPROVED


async def test_prompt_injection_leaks_nothing(app: App) -> None:
    await with_profile(app)
    card = card_of(await app.service.handle(msg(INJECTION)))
    assert card.card is not None
    draft = card.card.body.split("\n\nWhy I'm asking you:")[0]
    assert "jane@example.com" not in draft
    assert not any(ch.isdigit() for ch in draft.replace("45", "")), draft
    assert "salary" not in draft.lower() or "discuss" in draft.lower()


async def test_a_real_scam_is_flagged(app: App) -> None:
    text = realworld(
        "recruiter_messages", "m20_unc_research_position_whatsapp_scam.txt"
    ).read_text()
    card = card_of(await app.service.handle(msg(text)))
    assert "Possible scam" in flag_lines(card)


async def test_reply_command_and_empty_reply_command(app: App) -> None:
    assert (await app.service.handle(msg("/reply")))[0].text == texts.REPLY_EMPTY
    replies = await app.service.handle(msg("/reply " + INVITATION))
    assert card_of(replies).card is not None


async def test_an_employer_message_after_an_interview_starts_a_reply(
    tmp_path: Path, app: App
) -> None:
    await app.service.handle(msg(RESUME, key=RESUME_KEY))
    await app.service.handle(msg("/cancel", key=RESUME_KEY))
    replies = await app.service.handle(msg(INVITATION, key=RESUME_KEY))
    assert card_of(replies).card is not None


async def test_the_pending_draft_is_shown_only_to_its_owner_while_pending(app: App) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    edit = button(card, "Edit")
    assert card.card is not None
    assert await app.service.pending_draft(edit, USER) == card.card.draft
    assert card.card.draft and card.card.draft in card.card.body
    assert await app.service.pending_draft(edit, "console:mallory") is None
    await decide(app, press(button(card, "Approve")))
    assert await app.service.pending_draft(edit, USER) is None


async def test_someone_else_cannot_command_the_owners_conversation(app: App) -> None:
    card = card_of(await app.service.handle(msg(CRYPTO)))
    await decide(app, press(button(card, "Edit")))  # the owner waits to type the edit
    for command in ("/reply I accept 40k and will sign.", "/cancel", "/skip", "/interview x"):
        replies = await app.service.handle(msg(command, user="console:mallory"))
        assert replies[0].text == texts.NOT_YOUR_CONVERSATION, command
    assert (await app.repos.threads.get(KEY.thread_id)).status == "awaiting_input"  # type: ignore[union-attr]
    help_text = await app.service.handle(msg("/help", user="console:mallory"))
    assert "/interview" in help_text[0].text  # personal commands still work for them
    done = await app.service.handle(msg("My own words."))
    assert [r.text for r in done[:2]] == [texts.REPLY_EDITED, "My own words."]


async def test_a_press_whose_run_fails_decides_nothing_and_can_be_pressed_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    card = card_of(await app.service.handle(msg(CRYPTO)))
    runner = app.service.reply.runner
    real_resume = runner.resume

    async def timing_out(*args: object, **kwargs: object) -> None:
        raise RunFailed("timeout")

    monkeypatch.setattr(runner, "resume", timing_out)
    failed = await app.service.press(press(button(card, "Approve")))
    assert [r.text for r in failed] == [texts.RUN_TIMEOUT]  # no "Decided" notice
    monkeypatch.setattr(runner, "resume", real_resume)
    assert (await decide(app, press(button(card, "Approve"))))[0].text == texts.REPLY_APPROVED


async def test_a_draft_whose_card_was_used_up_gets_its_card_again(app: App) -> None:
    card = card_of(await app.service.handle(msg(CRYPTO)))
    await app.repos.tokens.consume_card(card.card_id)  # as if the process died mid-press
    replies = await app.service.handle(msg("hello?"))
    assert replies[0].text == texts.REPLY_DECIDE_FIRST
    fresh = card_of(replies)
    assert (await decide(app, press(button(fresh, "Reject"))))[0].text == texts.REPLY_REJECTED


async def test_a_press_retried_after_its_process_died_carries_out_the_decision_once(
    app: App,
) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    await app.repos.tokens.consume_card(card.card_id)  # the first try died after consuming
    retried = await decide(app, press(button(card, "Approve")))
    assert [r.text for r in retried[:1]] == [texts.REPLY_APPROVED]
    again = await decide(app, press(button(card, "Approve")))
    assert [r.text for r in again] == [texts.BUTTON_STALE]
    assert await app.repos.events.count("approved", USER) == 1


async def test_a_used_card_waiting_for_edit_text_stays_used(app: App) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    asked = await app.service.press(press(button(card, "Edit")))
    assert asked[-1].text == texts.ASK_EDIT
    stale = await app.service.press(press(button(card, "Approve")))
    assert [r.text for r in stale] == [texts.BUTTON_STALE]
    assert await app.repos.events.count("approved", USER) == 0


async def test_expiry_only_rejects_the_draft_its_card_belongs_to(app: App) -> None:
    old = card_of(await app.service.handle(msg(CRYPTO)))
    await app.service.handle(msg("/cancel"))
    new = card_of(await app.service.handle(msg(INVITATION)))
    old_token = await app.repos.tokens.get(button(old, "Approve"))
    assert old_token is not None and old_token.used_at is not None  # /cancel closed it
    assert await app.service.reply.expire(old_token) is False
    assert (await decide(app, press(button(new, "Approve"))))[0].text == texts.REPLY_APPROVED


async def test_a_decision_whose_run_finished_but_whose_process_died_is_recorded_on_retry(
    app: App,
) -> None:
    card = card_of(await app.service.handle(msg(INVITATION)))
    token = await app.repos.tokens.get(button(card, "Approve"))
    assert token is not None and token.interrupt_id
    await app.repos.tokens.consume_card(card.card_id)
    # The run answered the draft, then the process died before recording the outcome.
    await app.service.reply.runner.resume(
        KEY.thread_id, token.interrupt_id, {"action": "approve", "text": ""}
    )
    retried = await decide(app, press(button(card, "Approve")))
    assert [r.text for r in retried[:1]] == [texts.REPLY_APPROVED]
    assert await app.repos.events.count("approved", USER) == 1
    again = await decide(app, press(button(card, "Approve")))
    assert [r.text for r in again] == [texts.BUTTON_STALE]
