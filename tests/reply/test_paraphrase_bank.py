"""The paraphrase bank's train half: many wordings per risk family, kept flagged as tuned."""

from __future__ import annotations

from reply.quality_eval import LABELLED, flagged, load_bank, score

TRAIN = load_bank("train")
TEST = load_bank("test")
# Recall per category on the train half after this stop's rules (measured 0.86-1.00; 317 texts).
FLOORS = {
    "scam": 0.98,
    "salary": 0.98,
    "visa": 0.99,
    "relocation": 0.95,
    "legal": 0.95,
    "personal_data": 0.85,
    "notice_period": 0.95,
}


def test_the_halves_hold_every_family_and_many_benign_lookalikes() -> None:
    assert len(TRAIN) == 317 and len(TEST) == 274
    assert sum(1 for r in TRAIN if not r.risks) == 73 and sum(1 for r in TEST if not r.risks) == 58
    assert {c for r in TRAIN for c in r.risks} == set(LABELLED)


def test_train_half_keeps_its_recall_per_category() -> None:
    counts = score(TRAIN)
    for category, floor in FLOORS.items():
        tp, _, fn = counts[category]
        assert tp / (tp + fn) >= floor, (category, counts[category])


def test_train_half_benign_lookalikes_stay_unflagged() -> None:
    flagged_benign = [r.file for r in TRAIN if not r.risks and flagged(r.text)]
    assert not flagged_benign
