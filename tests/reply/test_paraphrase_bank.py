"""The paraphrase banks' train halves: many wordings per risk family, kept flagged as tuned."""

from __future__ import annotations

import pytest

from reply.quality_eval import LABELLED, flagged, load_bank, score

# Recall per category on each train half after stop 21's rules (measured, then floored a little
# lower); the test halves are measured only (tests/data/quality/bank/README.md).
FLOORS = {
    "bank16_train": {
        "scam": 0.98,
        "salary": 0.98,
        "visa": 0.99,
        "relocation": 0.95,
        "legal": 0.95,
        "personal_data": 0.85,
        "notice_period": 0.95,
    },
    "bank17_train": {
        "scam": 0.96,
        "salary": 0.92,
        "visa": 0.89,
        "relocation": 0.82,
        "legal": 0.96,
        "personal_data": 0.86,
        "notice_period": 0.89,
    },
}
SIZES = {"bank16_train": (317, 73), "bank16_test": (274, 58), "bank17_train": (259, 70)}
SIZES["bank17_test"] = (225, 58)
BENIGN_FLAGGED = {"bank16_train": 0, "bank17_train": 1}


@pytest.mark.parametrize(("half", "sizes"), SIZES.items())
def test_each_half_holds_its_texts_and_benign_lookalikes(half: str, sizes: tuple[int, int]) -> None:
    rows = load_bank(half)
    assert (len(rows), sum(1 for r in rows if not r.risks)) == sizes
    assert {c for r in rows for c in r.risks} == set(LABELLED)


@pytest.mark.parametrize("half", FLOORS)
def test_train_half_keeps_its_recall_per_category(half: str) -> None:
    counts = score(load_bank(half))
    for category, floor in FLOORS[half].items():
        tp, _, fn = counts[category]
        assert tp / (tp + fn) >= floor, (category, counts[category])


@pytest.mark.parametrize("half", BENIGN_FLAGGED)
def test_train_half_benign_lookalikes_stay_unflagged(half: str) -> None:
    rows = load_bank(half)
    flagged_benign = [r.file for r in rows if not r.risks and flagged(r.text)]
    assert len(flagged_benign) <= BENIGN_FLAGGED[half], flagged_benign
