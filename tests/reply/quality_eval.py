"""Measure the rule risk screen against tests/data/quality/labels.csv (run as a script)."""

from __future__ import annotations

import csv
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from agent.reply.risk_rules import risk_flags

DATA = Path(__file__).resolve().parents[1] / "data"
LABELS = DATA / "quality" / "labels.csv"
BANK = (
    DATA / "quality" / "bank"
)  # written wordings: bankNN_train (tuned on), bankNN_test (measured)
BANK_HALVES = ("bank16_train", "bank16_test", "bank17_train", "bank17_test")
# Messages reviewers wrote blind against a pinned commit, then tuned on (see their README).
REVIEWS = DATA / "quality" / "reviews"
REVIEW_SETS = (
    "review23",
    "review24",
    "review25",
    "review26",
    "review27",
    "review28",
    "review29",
    "review30",
    "review31",
    "review32",
    "review33",
    "review34",
    "review35",
    "review36",
    "review37",
    "review38",
    "review39",
    "review40",
    "review41",
    "review42",
    "review43",
    "review44",
    "review45",
)
# The categories a message can carry by itself; the others depend on the profile or draft.
LABELLED = ("scam", "salary", "visa", "relocation", "legal", "personal_data", "notice_period")


@dataclass(frozen=True)
class Labelled:
    """One row of labels.csv with the message text."""

    file: str
    intent: str
    risks: frozenset[str]
    asks: frozenset[str]
    split: str
    text: str


def _split(cell: str) -> frozenset[str]:
    return frozenset(part.strip() for part in cell.split(";") if part.strip())


def splits_in(rows: list[Labelled]) -> list[str]:
    """Return the splits the labels name, in the order they first appear."""
    return list(dict.fromkeys(row.split for row in rows))


def load_labels(path: Path = LABELS) -> list[Labelled]:
    """Read labels.csv and the message each row names."""
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    return [
        Labelled(
            file=row["file"],
            intent=row["intent"],
            risks=_split(row["risks"]),
            asks=_split(row["asks"]),
            split=row["split"],
            text=(DATA / row["file"]).read_text(encoding="utf-8"),
        )
        for row in rows
    ]


def flagged(text: str) -> set[str]:
    """Return the labelled categories the rule screen raises for `text`."""
    return {f.category for f in risk_flags(text)} & set(LABELLED)


def score(rows: list[Labelled]) -> dict[str, tuple[int, int, int]]:
    """Return {category: (true positives, false positives, false negatives)}."""
    counts: Counter[tuple[str, str]] = Counter()
    for row in rows:
        got = flagged(row.text)
        for category in LABELLED:
            if category in got and category in row.risks:
                counts[(category, "tp")] += 1
            elif category in got:
                counts[(category, "fp")] += 1
            elif category in row.risks:
                counts[(category, "fn")] += 1
    return {c: (counts[(c, "tp")], counts[(c, "fp")], counts[(c, "fn")]) for c in LABELLED}


def load_bank(half: str) -> list[Labelled]:
    """Read a bank half (BANK_HALVES) or a review set (REVIEW_SETS) as labelled rows."""
    folder = REVIEWS if half in REVIEW_SETS else BANK
    path = folder / f"{half}.jsonl"
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [
        Labelled(
            file=f"quality/{folder.name}/{half}.jsonl#{item['id']}",
            intent="employer_message",
            risks=frozenset(item["risks"]),
            asks=frozenset(),
            split=half,
            text=item["text"],
        )
        for item in items
    ]


def benign_false_flags(rows: list[Labelled]) -> list[tuple[str, set[str]]]:
    """Return (file, categories) for each message labelled risk-free that still gets flags."""
    return [(r.file, flagged(r.text)) for r in rows if not r.risks and flagged(r.text)]


def _ratio(num: int, den: int) -> str:
    return f"{num / den:.2f}" if den else "  - "


def report(rows: list[Labelled], split: str) -> str:
    """Return a per-category precision/recall table for one split."""
    chosen = [r for r in rows if r.split == split]
    lines = [f"{split}: {len(chosen)} messages", "category        P     R    tp fp fn"]
    for category, (tp, fp, fn) in score(chosen).items():
        precision, recall = _ratio(tp, tp + fp), _ratio(tp, tp + fn)
        lines.append(f"{category:<14} {precision}  {recall}  {tp:>3} {fp:>2} {fn:>2}")
    false = benign_false_flags(chosen)
    benign = sum(1 for r in chosen if not r.risks)
    lines.append(f"benign messages with a false flag: {len(false)} of {benign}")
    lines.extend(f"  {name}: {sorted(cats)}" for name, cats in false)
    return "\n".join(lines)


def misses(rows: list[Labelled], split: str) -> list[str]:
    """Return 'file: missed / extra' lines for a split, to look at after measuring."""
    out = []
    for row in (r for r in rows if r.split == split):
        got = flagged(row.text)
        if got != set(row.risks):
            out.append(
                f"{row.file}: missed {sorted(row.risks - got)} extra {sorted(got - row.risks)}"
            )
    return out


if __name__ == "__main__":
    labelled = load_labels()
    named = [a for a in sys.argv[1:] if not a.startswith("--")]
    for half in BANK_HALVES + REVIEW_SETS:
        if half in named:
            labelled += load_bank(half)
    splits = named or splits_in(labelled)
    print("\n\n".join(report(labelled, s) for s in splits))
    if "--misses" in sys.argv:
        print("\n".join(line for s in splits for line in misses(labelled, s)))
