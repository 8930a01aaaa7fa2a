"""The reviewers' written sets: measured blind once, then tuned on, now kept as they are.

tests/data/quality/reviews/README.md has what each set measured blind; these floors only keep
the rules from sliding back on them.
"""

from __future__ import annotations

from functools import cache

import pytest

from reply.quality_eval import LABELLED, REVIEW_SETS, flagged, load_bank, score

SIZES = {
    "review23": (310, 304),
    "review24": (274, 0),
    "review25": (255, 0),
    "review26": (240, 240),
    "review27": (240, 0),
    "review28": (220, 220),
    "review29": (240, 0),
    "review30": (200, 200),
    "review31": (200, 200),
    "review32": (200, 0),
    "review33": (200, 0),
    "review34": (200, 192),
    "review35": (200, 187),
    "review36": (200, 3),
    "review37": (200, 2),
    "review38": (200, 188),
    "review39": (200, 186),
    "review40": (200, 4),
    "review41": (200, 2),
    "review42": (200, 186),
    "review43": (200, 186),
    "review44": (200, 6),
    "review45": (200, 3),
}
# Caught per category after stop 22's rules (tp), measured at c275f72; review27 after stop 23's,
# review29 after stop 24's, review32 and review33 after stop 25's, review36 and review37 after
# stop 26's and raised by stop 27's, review40 and review41 after stop 27's; review44 and review45
# as measured blind at 075b242 (not tuned on yet).
CAUGHT = {
    "review24": {"scam": 53, "salary": 93, "visa": 53, "relocation": 61, "legal": 51},
    "review25": {"scam": 44, "salary": 60, "visa": 50, "relocation": 55, "legal": 46},
    "review27": {
        "scam": 62,
        "salary": 133,
        "visa": 52,
        "relocation": 65,
        "legal": 48,
        "notice_period": 36,
    },
    "review29": {
        "scam": 70,
        "salary": 137,
        "visa": 57,
        "relocation": 72,
        "legal": 53,
        "personal_data": 42,
        "notice_period": 47,
    },
    "review32": {
        "scam": 49,
        "salary": 147,
        "visa": 67,
        "relocation": 91,
        "legal": 60,
        "personal_data": 54,
        "notice_period": 75,
    },
    "review33": {
        "scam": 81,
        "salary": 175,
        "visa": 34,
        "relocation": 59,
        "legal": 35,
        "personal_data": 48,
        "notice_period": 56,
    },
    "review36": {
        "scam": 54,
        "salary": 112,
        "visa": 60,
        "relocation": 65,
        "legal": 53,
        "personal_data": 37,
        "notice_period": 54,
    },
    "review37": {
        "scam": 48,
        "salary": 113,
        "visa": 46,
        "relocation": 81,
        "legal": 43,
        "personal_data": 30,
        "notice_period": 59,
    },
    "review40": {
        "scam": 56,
        "salary": 94,
        "visa": 56,
        "relocation": 58,
        "legal": 51,
        "personal_data": 43,
        "notice_period": 39,
    },
    "review41": {
        "scam": 52,
        "salary": 97,
        "visa": 62,
        "relocation": 70,
        "legal": 50,
        "personal_data": 39,
        "notice_period": 45,
    },
    "review44": {
        "scam": 57,
        "salary": 94,
        "visa": 61,
        "relocation": 49,
        "legal": 43,
        "personal_data": 36,
        "notice_period": 32,
    },
    "review45": {
        "scam": 32,
        "salary": 96,
        "visa": 53,
        "relocation": 54,
        "legal": 44,
        "personal_data": 26,
        "notice_period": 36,
    },
}
# Honest mail flagged: review26 10/240 blind at 6521f7d, review28 16/220 blind at 02226d8,
# review30 13/200 and review31 7/200 blind at eb204a2; all but one fixed since (tuned on them now;
# review31's left one is Visa the firm in a Polish sentence, "centrum technologicznym Visa").
# review34 28/192 and review35 16/187 blind at ad86a4a; left: a recruiter's call about a job
# "based in our Yaba office, Lagos" (relocation, kept on purpose), a shortlisting letter and two
# invitations called a scam, a Vietnamese interview venue read as the job's office.
# review38 17/188 and review39 17/186 blind at 8c9b709; left in review38 a passport brought "so
# the recruiter can confirm your eligibility" (arguable), in review39 pay words in a job title,
# an address and a salary account, and a first day or check-in time read as a start.
# review42 26/186 and review43 6/186 blind at 075b242; review42 is only tuned for its scam
# flags (26 -> 23), the rest of both is the next stop's work.
HONEST_FLAGGED = {
    "review26": 0,
    "review28": 0,
    "review30": 0,
    "review31": 1,
    "review34": 2,
    "review35": 2,
    "review38": 1,
    "review39": 4,
    "review42": 23,
    "review43": 6,
}


@pytest.mark.parametrize("name", REVIEW_SETS)
def test_each_set_holds_its_messages(name: str) -> None:
    rows = load_bank(name)
    assert (len(rows), sum(1 for r in rows if not r.risks)) == SIZES[name]
    assert {c for r in rows for c in r.risks} <= set(LABELLED)


def test_honest_mail_of_the_precision_review_stays_unflagged_but_one() -> None:
    honest = [r for r in load_bank("review23") if not r.risks]
    assert len([r for r in honest if flagged(r.text)]) <= 1


@pytest.mark.parametrize("name", HONEST_FLAGGED)
def test_honest_mail_of_the_later_precision_reviews_gets_no_new_false_flag(name: str) -> None:
    honest = [r for r in load_bank(name) if not r.risks]
    wrong = [r.file for r in honest if flagged(r.text)]
    assert len(wrong) <= HONEST_FLAGGED[name], wrong


@cache
def _scores(name: str) -> dict[str, tuple[int, int, int]]:
    return score(load_bank(name))


@pytest.mark.parametrize(("name", "category"), [(n, c) for n in CAUGHT for c in CAUGHT[n]])
def test_the_recall_reviews_stay_caught(name: str, category: str) -> None:
    tp, _, _ = _scores(name)[category]
    assert tp >= CAUGHT[name][category]
