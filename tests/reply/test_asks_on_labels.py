"""The ask reader against the labelled real messages: a floor that must not drop."""

from __future__ import annotations

import pytest

from agent.reply.ask_replies import ANSWERS
from agent.reply.asks import find_asks
from reply.quality_eval import load_labels

# Asks a draft answers with a sentence of its own (salary, visa and relocation are deferred
# through the risk flags; interest and next steps are in the openers).
DIRECT = frozenset(ANSWERS) - {"interest", "next_steps"}
RECALL_FLOOR = 0.6  # 30/45 = 0.67: dev 21/23, held-out 8/19 (was 4/19), blind2 1/3
HELDOUT_FLOOR = 0.4  # held-out 8/19 = 0.42 after phrasing families; never tuned on


def test_direct_asks_in_real_messages_are_read() -> None:
    found = total = 0
    misses = []
    for row in load_labels():
        got = {a.kind for a in find_asks(row.text)}
        wanted = row.asks & DIRECT
        total += len(wanted)
        found += len(wanted & got)
        misses += [f"{row.file}: {kind}" for kind in sorted(wanted - got)]
    assert found / total >= RECALL_FLOOR, (found, total, misses)


def test_held_out_asks_are_read_at_the_floor() -> None:
    rows = [row for row in load_labels() if row.split == "heldout"]
    wanted = [(kind, row) for row in rows for kind in row.asks & DIRECT]
    found = sum(1 for kind, row in wanted if kind in {a.kind for a in find_asks(row.text)})
    assert wanted and found / len(wanted) >= HELDOUT_FLOOR, (found, len(wanted))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("If you are unavailable at that time, kindly let me know.", "availability"),
        ("Your call is booked for Thursday, 9:30 am.", "availability"),
        ("Please submit your CV and two references.", "attachments"),
        ("The consent forms are enclosed.", "attachments"),
        ("Which days work for you next week?", "availability"),
        ("What is the best number to reach you on?", "contact_details"),
        ("Please complete the online coding challenge by Friday.", "assessment"),
        ("Would you be open to working on-site three days a week?", "location"),
    ],
)
def test_ask_wordings_not_in_the_labelled_set_are_read(text: str, kind: str) -> None:
    assert kind in {a.kind for a in find_asks(text)}


def test_a_plain_video_interview_invitation_is_not_an_assessment() -> None:
    kinds = {a.kind for a in find_asks("We'd like to invite you to a video interview with Ana.")}
    assert "assessment" not in kinds
