"""Measure the ask reader against tests/data/quality/labels.csv (run as a script).

Prints, per split, the recall and precision of the asks a draft answers with a sentence of its
own ("direct") and of every labelled ask kind ("all"); `--misses` lists each disagreement.
Usage: python tests/reply/asks_eval.py [--misses]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agent.reply.ask_replies import ANSWERS
from agent.reply.asks import ASK_KINDS, find_asks
from reply.quality_eval import Labelled, load_labels

DIRECT = frozenset(ANSWERS) - {"interest", "next_steps"}
SPLITS = ("dev", "heldout", "blind2", "blind3", "blind4", "blind5", "blind6")


def measure(rows: list[Labelled], kinds: frozenset[str]) -> tuple[int, int, int, list[str]]:
    """Return (true positives, false positives, false negatives, misses) over the rows."""
    tp = fp = fn = 0
    misses: list[str] = []
    for row in rows:
        found = {a.kind: a.quote for a in find_asks(row.text) if a.kind in kinds}
        wanted = row.asks & kinds
        tp += len(wanted & set(found))
        fp += len(set(found) - wanted)
        fn += len(wanted - set(found))
        misses += [f"  missed {row.file}: {k}" for k in sorted(wanted - set(found))]
        extra = sorted(set(found) - wanted)
        misses += [f"  extra  {row.file}: {k} ({found[k][:80]})" for k in extra]
    return tp, fp, fn, misses


def main() -> None:
    rows = load_labels()
    for split in SPLITS:
        part = [r for r in rows if r.split == split]
        for name, kinds in (("direct", DIRECT), ("all", frozenset(ASK_KINDS))):
            tp, fp, fn, misses = measure(part, kinds)
            print(f"{split:8} {name:6} recall {tp}/{tp + fn}  precision {tp}/{tp + fp}")
            if "--misses" in sys.argv:
                print("\n".join(misses))


if __name__ == "__main__":
    main()
