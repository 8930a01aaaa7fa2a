"""Measure the scam flag on the EMSCAD job-ad sample, by (fraudulent, evident) cell (a script)."""

from __future__ import annotations

import csv
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from agent.reply.risk_rules import risk_flags

EMSCAD = Path(__file__).resolve().parents[1] / "data" / "quality" / "emscad"


@dataclass(frozen=True)
class Posting:
    """One sampled job ad: the dataset's fraud label, the labeller's verdict and the text."""

    file: str
    fraudulent: bool
    evident: bool  # a careful reader of the text alone has clear reason to suspect a scam
    text: str


def load_postings(folder: Path = EMSCAD) -> list[Posting]:
    """Read labels.csv and each ad's text."""
    with (folder / "labels.csv").open(encoding="utf-8", newline="") as handle:
        return [
            Posting(
                file=row["file"],
                fraudulent=row["fraudulent"] == "1",
                evident=row["evident"] == "yes",
                text=(folder / row["file"]).read_text(encoding="utf-8"),
            )
            for row in csv.DictReader(handle)
        ]


def called_scam(posting: Posting) -> bool:
    """Tell whether the rule screen raises a scam flag on the ad."""
    return any(flag.category == "scam" for flag in risk_flags(posting.text))


def cells(postings: list[Posting]) -> dict[tuple[bool, bool], tuple[int, int]]:
    """Return (scam flags, ads) per (fraudulent, evident) cell."""
    flagged: Counter[tuple[bool, bool]] = Counter()
    total: Counter[tuple[bool, bool]] = Counter()
    for posting in postings:
        key = (posting.fraudulent, posting.evident)
        total[key] += 1
        flagged[key] += called_scam(posting)
    return {key: (flagged[key], total[key]) for key in sorted(total)}


if __name__ == "__main__":
    sample = load_postings()
    print("| dataset label | scam evident from the text | ads | called a scam |")
    print("|---|---|---|---|")
    for (fraud, evident), (hit, n) in cells(sample).items():
        label = "fraudulent" if fraud else "legitimate"
        print(f"| {label} | {'yes' if evident else 'no'} | {n} | {hit} |")
    for posting in sample:
        if called_scam(posting) != posting.evident:
            print(f"{posting.file}: evident={posting.evident} called_scam={not posting.evident}")
