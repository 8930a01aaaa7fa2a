"""Eval harness: intake, risk screen, drafts and revisions over the labelled real messages.

Runs every message in tests/data/quality/labels.csv through the same ConversationService a
user talks to (a fresh SQLite file, a profile from bench/resume.txt), on the offline engine,
or on a model when OPENAI_BASE_URL / OPENAI_API_KEY are set (CAREER_BOT_LLM=openai), and
prints one table:
  - intake: the router's reading vs the label, how often it acted vs asked, dead ends;
  - screen: per-category flag precision / recall, false flags on benign messages;
  - drafts: asks taken up, drafts with invented facts (post-check or unbacked skill claims);
  - revisions: instructions whose result changed the text as asked, and the card's count.

Usage: python bench/quality.py [--split each|<a split in labels.csv>|all] [--revise 10] [--misses]
(`each`, the default, prints one table per split, in the order labels.csv lists them.)
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from reply.quality_eval import LABELLED, Labelled, load_labels, splits_in  # noqa: E402

from agent.reply.ask_replies import ANSWER_CUES  # noqa: E402
from agent.reply.draft_checks import claims_skill, word_count  # noqa: E402
from bot.core.intake import route  # noqa: E402
from bot.core.messages import ButtonPress, ConversationKey, IncomingMessage, Reply  # noqa: E402
from bot.runtime import App, open_app  # noqa: E402
from bot.settings import Settings  # noqa: E402

USER = "bench:quality"
RESUME = (ROOT / "bench" / "resume.txt").read_text()
INTENTS = {"employer": "employer_message", "question": "tracker_question", "greeting": "other"}
Check = Callable[[str, str], bool]
_WARM = re.compile(r"warm|nice|lovely|glad|delight", re.I)
_DECLINED = re.compile(r"decline|not (?:to )?pursue|not be moving|not interested|pass on", re.I)


def _formal(old: str, new: str) -> bool:
    return new.startswith("Dear") or (new != old and _contractions(new) < _contractions(old))


# (instruction, did the new draft do it?) — judged on the text, the same for every engine.
REVISIONS: list[tuple[str, Check]] = [
    ("make it shorter", lambda old, new: word_count(new) < word_count(old)),
    ("make it longer", lambda old, new: word_count(new) > word_count(old)),
    ("make it warmer", lambda old, new: new != old and bool(_WARM.search(new))),
    ("more formal please", _formal),
    ("decline politely", lambda old, new: bool(_DECLINED.search(new))),
    ("mention Python", lambda old, new: "python" in new.lower()),
    # The same changes in other words people use.
    ("tighten it up", lambda old, new: word_count(new) < word_count(old)),
    ("less stiff", lambda old, new: new != old and bool(_WARM.search(new))),
    ("say no nicely", lambda old, new: bool(_DECLINED.search(new))),
    ("can you add that I know Kubernetes", lambda old, new: "kubernetes" in new.lower()),
    ("propose other times", lambda old, new: "[your two or three preferred times]" in new),
]


def _contractions(text: str) -> int:
    return len(re.findall(r"\b\w+'(?:d|m|ve|ll|re|s|t)\b", text))


@dataclass
class Tally:
    """Counts gathered over the run."""

    intake_ok: int = 0
    acted: int = 0
    dead_ends: int = 0
    flags: Counter[tuple[str, str]] = field(default_factory=Counter)
    benign: int = 0
    benign_flagged: list[str] = field(default_factory=list)
    asks_total: int = 0
    asks_taken: int = 0
    drafts: int = 0
    invented: list[str] = field(default_factory=list)
    revisions: Counter[tuple[str, str]] = field(default_factory=Counter)
    misses: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _card(replies: list[Reply]) -> Reply | None:
    return next((r for r in replies if r.card is not None and r.buttons), None)


def _press(app: App, key: ConversationKey, reply: Reply, label: str, text: str = ""):
    token = next(b.token for b in reply.buttons if b.label == label)
    return app.service.press(ButtonPress(key=key, user_id=USER, token=token, text=text))


async def _draft_card(app: App, key: ConversationKey, text: str, tally: Tally) -> Reply | None:
    """Send the message as a new conversation; pick "Draft a reply" on a choice card."""
    card = _card(await app.service.handle(IncomingMessage(key=key, user_id=USER, text=text)))
    if card is None:
        tally.dead_ends += 1
        return None
    labels = [b.label for b in card.buttons]
    if "Draft a reply to this" in labels:
        card = _card(await _press(app, key, card, "Draft a reply to this"))
    return card if card is not None and "Approve" in [b.label for b in card.buttons] else None


async def _measure(app: App, row: Labelled, index: int, tally: Tally, revise: bool) -> None:
    reading = route(row.text)
    got = INTENTS.get(reading.kind, reading.kind)
    tally.intake_ok += got == row.intent
    tally.acted += reading.confident
    if got != row.intent:
        tally.misses.append(f"intake {row.file}: {got} ({reading.score:.2f}), label {row.intent}")
    key = ConversationKey("bench", "quality", "dm", str(index))
    card = await _draft_card(app, key, row.text, tally)
    if card is None:
        return
    state, _ = await app.service.reply.runner.snapshot(key.thread_id)
    values = state.values
    _score_flags(row, values.get("screen", {}), tally)
    _score_draft(row, values, tally)
    if revise:
        await _score_revisions(app, key, card, tally)


def _score_flags(row: Labelled, screen: dict, tally: Tally) -> None:
    got = {f["category"] for f in screen.get("flags", [])} & set(LABELLED)
    for category in LABELLED:
        outcome = (
            "tp"
            if category in got and category in row.risks
            else ("fp" if category in got else "fn" if category in row.risks else "")
        )
        if outcome:
            tally.flags[(category, outcome)] += 1
    if not row.risks:
        tally.benign += 1
        if got:
            tally.benign_flagged.append(f"{Path(row.file).stem}: {sorted(got)}")
    if got != set(row.risks):
        tally.misses.append(
            f"screen {row.file}: missed {sorted(row.risks - got)} extra {sorted(got - row.risks)}"
        )


def _score_draft(row: Labelled, values: dict, tally: Tally) -> None:
    draft = values.get("draft", "")
    tally.drafts += 1
    scam = "scam" in {f["category"] for f in values.get("screen", {}).get("flags", [])}
    for ask in row.asks:
        if ask in ANSWER_CUES and not scam:
            tally.asks_total += 1
            taken = bool(ANSWER_CUES[ask].search(draft))  # type: ignore[index]
            tally.asks_taken += taken
            if not taken:
                tally.misses.append(f"ask {row.file}: {ask} not taken up")
    unknown = values.get("screen", {}).get("unknown_skills", [])
    claims = [s for s in unknown if claims_skill(draft, s)]
    if values.get("post_flags") or claims:
        tally.invented.append(f"{Path(row.file).stem}: {values.get('post_flags') or claims}")


async def _score_revisions(app: App, key: ConversationKey, card: Reply, tally: Tally) -> None:
    for instruction, check in REVISIONS:
        old = card.card.draft if card.card else ""
        count = dict(card.card.fields).get("Revisions", "0") if card.card else "0"
        replies = await _press(app, key, card, "Revise", instruction)
        new_card = _card(replies)
        if new_card is None or new_card.card is None:
            tally.revisions[(instruction, "no card")] += 1
            return
        new = new_card.card.draft
        tally.revisions[(instruction, "done" if check(old, new) else "not done")] += 1
        counted = dict(new_card.card.fields).get("Revisions") == str(int(count) + 1)
        tally.revisions[(instruction, "counted" if counted else "miscounted")] += 1
        card = new_card


def _ratio(num: int, den: int) -> str:
    return f"{num / den:.2f}" if den else "-"


def render(tally: Tally, rows: int, engine: str, split: str) -> str:
    """Return the report table."""
    lines = [
        f"career-bot quality — engine: {engine}, split: {split}, {rows} messages, "
        f"{tally.seconds:.1f} s",
        "",
        "| measure | value |",
        "|---|---|",
        f"| intake accuracy (router kind = label) | {tally.intake_ok}/{rows} = "
        f"{_ratio(tally.intake_ok, rows)} |",
        f"| acted without asking / choice card | {tally.acted} / {rows - tally.acted} |",
        f"| dead ends (no card, no choice) | {tally.dead_ends} |",
    ]
    for category in LABELLED:
        tp, fp, fn = (tally.flags[(category, k)] for k in ("tp", "fp", "fn"))
        lines.append(
            f"| flag {category}: precision / recall (tp fp fn) | {_ratio(tp, tp + fp)} / "
            f"{_ratio(tp, tp + fn)} ({tp} {fp} {fn}) |"
        )
    lines += [
        f"| benign messages with a false flag | {len(tally.benign_flagged)}/{tally.benign} |",
        f"| asks taken up by the draft | {tally.asks_taken}/{tally.asks_total} = "
        f"{_ratio(tally.asks_taken, tally.asks_total)} |",
        f"| drafts with invented facts (post-check or unbacked claim) | "
        f"{len(tally.invented)}/{tally.drafts} |",
    ]
    for instruction, _ in REVISIONS:
        done, total = (
            tally.revisions[(instruction, "done")],
            sum(tally.revisions[(instruction, k)] for k in ("done", "not done", "no card")),
        )
        counted = tally.revisions[(instruction, "counted")]
        if total:
            lines.append(
                f'| revise "{instruction}": done as asked / count right | {done}/{total} / '
                f"{counted}/{total} |"
            )
    return "\n".join(lines)


async def run(split: str, revise_n: int, show_misses: bool) -> None:
    """Run the harness and print the table."""
    rows = [r for r in load_labels() if split == "all" or r.split == split]
    with tempfile.TemporaryDirectory() as data_dir:
        settings = Settings(career_bot_data_dir=Path(data_dir), database_url=None)
        if settings.career_bot_llm is None and settings.openai_base_url:
            settings = settings.model_copy(update={"career_bot_llm": "openai"})
        engine = "offline" if settings.llm_mode == "offline" else f"openai:{settings.openai_model}"
        async with open_app(settings) as app:
            await _profile(app)
            tally = Tally()
            started = time.perf_counter()
            for index, row in enumerate(rows):
                await _measure(app, row, index, tally, revise=index < revise_n)
            tally.seconds = time.perf_counter() - started
    print(render(tally, len(rows), engine, split))
    if show_misses:
        print(
            "\n"
            + "\n".join(
                tally.misses
                + [f"benign flagged {b}" for b in tally.benign_flagged]
                + [f"invented {i}" for i in tally.invented]
            )
        )


async def _profile(app: App) -> None:
    """Give the bench user a profile: the bench resume, then stop the interview."""
    key = ConversationKey("bench", "quality", "dm", "resume")
    await app.service.handle(IncomingMessage(key=key, user_id=USER, text=RESUME))
    await app.service.handle(IncomingMessage(key=key, user_id=USER, text="stop"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    splits = splits_in(load_labels())
    parser.add_argument("--split", default="each", choices=["each", *splits, "all"])
    parser.add_argument("--revise", type=int, default=10, help="messages to revise (first N)")
    parser.add_argument("--misses", action="store_true", help="list every miss after the table")
    args = parser.parse_args()
    for split in splits if args.split == "each" else (args.split,):
        asyncio.run(run(split, args.revise, args.misses))


if __name__ == "__main__":
    main()
