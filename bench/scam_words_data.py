"""Training material for the wording model: labelled messages and written sentences, with dates."""

from __future__ import annotations

import ast
import re
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from agent.reply.intake_rules import normalize

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
WRITTEN = DATA / "quality" / "written"
TESTS = ROOT / "tests" / "reply"
# Module-level lists of written sentences in test files, and whether each list holds scams.
TEST_LISTS: dict[str, dict[str, bool]] = {
    "test_scam_features.py": {"SCAMS": True, "BENIGN": False},
    "test_scam_forms.py": {
        "RESHIPPING": True,
        "MYSTERY_SHOPPER": True,
        "OVERSEAS_FEE": True,
        "ERRANDS": True,
        "PAYMENT_AGENT": True,
        "OPENERS": True,
        "SALUTATION_SENDER": True,
        "SECOND_ROUND": True,
        "THIRD_ROUND": True,
        "LOOK_ALIKES": False,
        "SECOND_LOOK_ALIKES": False,
        "THIRD_LOOK_ALIKES": False,
        "PROBED_LOOK_ALIKES": False,
    },
    "test_scam_forms_later.py": {
        "FOURTH_ROUND": True,
        "FIFTH_ROUND": True,
        "FOURTH_LOOK_ALIKES": False,
        "FIFTH_LOOK_ALIKES": False,
    },
    "test_scam_languages.py": {"SCAMS": True, "BENIGN": False},
    "test_scam_languages_round2.py": {"SCAMS": True, "BENIGN": False},
    "test_scam_languages_precision.py": {"HONEST": False},
    "test_scam_round9_shapes.py": {"SCAMS": True, "HONEST": False},
    "test_round10_rules.py": {
        "ID_HARVESTS": True,
        "ONBOARDING": False,
        "INCOME_PITCHES": True,
        "REAL_SALES": False,
    },
    "test_scam_zh_az.py": {"SCAMS": True, "HONEST": False},
    "test_scam_round11_shapes.py": {"SCAMS": True, "HONEST": False},
}
# Test functions whose inline parametrize list holds written scams (True) or honest look-alikes.
TEST_FUNCTIONS: dict[str, dict[str, bool]] = {
    "test_risk_families.py": {
        "test_scam_families_flag_new_wordings": True,
        "test_ordinary_pay_terms_are_not_called_a_scam": False,
        "test_invitations_get_no_legal_or_start_date_flag": False,
    },
    "test_risk_screen.py": {
        "test_written_scam_forms_reach_the_threshold": True,
        "test_one_weak_sign_in_a_real_invitation_is_not_a_scam": False,
        "test_family_look_alikes_in_real_messages_stay_unflagged": False,
    },
    "test_scam_families.py": {
        "test_written_family_scams_reach_the_threshold_and_quote_their_words": True,
        "test_family_look_alikes_in_real_hiring_are_not_scams": False,
    },
    "test_risk_feature_rules.py": {"test_look_alike_lines_raise_no_flag": False},
    "test_notice_and_personal_data.py": {"test_look_alikes_raise_neither_category": False},
}
# The rounds measured blind, by the file-name prefixes of all their messages (both halves).
ROUNDS: dict[str, re.Pattern[str]] = {
    "blind2": re.compile(r"quality/messages/b(?:0[1-9]|[1-3]\d|4[01])_"),
    "blind3": re.compile(r"quality/messages/b(?:4[2-9]|[5-8]\d)_"),
    "blind4": re.compile(r"quality/messages/b(?:9\d|1[0-2]\d)_"),
    "blind5": re.compile(r"quality/messages/c\d+_"),
    "blind6": re.compile(r"quality/messages/d\d+_"),
    "blind7": re.compile(r"quality/messages/e\d+_"),
    "blind8": re.compile(r"quality/messages/f\d+_"),
    "pool9": re.compile(r"quality/messages/h\d+_"),
    "blind9": re.compile(r"quality/messages/g\d+_"),
    "blind10": re.compile(r"quality/messages/i\d+_"),
    "blind11": re.compile(r"quality/messages/j\d+_"),
    "blind12": re.compile(r"quality/messages/n\d+_"),
    "blind13": re.compile(r"quality/messages/s\d+_"),
    "blind14": re.compile(r"quality/messages/p\d+_"),
    "blind15": re.compile(r"quality/messages/t\d+_"),
    "blind16": re.compile(r"quality/messages/u\d+_"),
    "emscad": re.compile(r"quality/emscad/k\d+_"),
}


@dataclass(frozen=True)
class Example:
    """One training text: normalised text, whether it is a scam, its origin and commit."""

    text: str
    scam: bool
    origin: str  # a labels.csv file, or "written:<file>"
    split: str  # the labels.csv split, or "written"
    commit: str  # the commit that last wrote it ("" for labelled messages)


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


@cache
def _blame(path: Path) -> list[str]:
    """Return the commit of each line of a file (1-based list: index 0 is line 1)."""
    out = _git("blame", "--line-porcelain", str(path.relative_to(ROOT)))
    return [line.split()[0] for line in out.splitlines() if re.match(r"^[0-9a-f]{40} ", line)]


def _latest(commits: list[str]) -> str:
    """Return the newest of several commits (the one every other is an ancestor of, if any)."""
    best = commits[0]
    for commit in commits[1:]:
        if commit != best and is_ancestor(best, commit):
            best = commit
    return best


@cache
def is_ancestor(older: str, newer: str) -> bool:
    """Tell whether commit `older` is an ancestor of (or equal to) commit `newer`."""
    done = subprocess.run(["git", "merge-base", "--is-ancestor", older, newer], cwd=ROOT)
    return done.returncode == 0


def _strings(node: ast.expr) -> list[tuple[str, int, int]]:
    """Return (text, first line, last line) for every string in a list or dict of lists."""
    out: list[tuple[str, int, int]] = []
    for sub in ast.walk(node):
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            out.append((sub.value, sub.lineno, sub.end_lineno or sub.lineno))
    return out


def _labelled_nodes(path: Path) -> list[tuple[ast.expr, bool]]:
    """Return the module lists and inline parametrize lists named in the tables, with labels."""
    lists, functions = TEST_LISTS.get(path.name, {}), TEST_FUNCTIONS.get(path.name, {})
    found: list[tuple[ast.expr, bool]] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in lists:
                found.append((node.value, lists[node.targets[0].id]))
        elif isinstance(node, ast.FunctionDef) and node.name in functions:
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and len(deco.args) > 1:
                    found.append((deco.args[1], functions[node.name]))
    return found


def _test_examples(name: str) -> list[Example]:
    path = TESTS / name
    blame = _blame(path)
    found: list[Example] = []
    for node, scam in _labelled_nodes(path):
        for text, lo, hi in _strings(node):
            text = re.sub(r"^[a-z]{2}\|", "", text)  # "es|..." cases name their language first
            if len(text) > 20:
                commit = _latest(blame[lo - 1 : hi])
                found.append(Example(normalize(text), scam, f"written:{name}", "written", commit))
    return found


def _file_examples(name: str, scam: bool) -> list[Example]:
    """Return blocks (split by ---) or lines (tsv/one per line) of a written file."""
    path = WRITTEN / name
    blame = _blame(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    blocks: list[tuple[str, list[str]]] = []
    current: list[tuple[str, str]] = []
    for number, line in enumerate(lines):
        if line.startswith("#") or not line.strip():
            continue
        text = line.split("\t", 1)[-1]
        if name.endswith(".txt") and name in ("scams.txt", "benign.txt"):
            if line.strip() == "---":
                blocks.append((" ".join(t for t, _ in current), [c for _, c in current]))
                current = []
            else:
                current.append((text, blame[number]))
        else:
            blocks.append((text, [blame[number]]))
    if current:
        blocks.append((" ".join(t for t, _ in current), [c for _, c in current]))
    return [
        Example(normalize(t), scam, f"written:{name}", "written", _latest(c)) for t, c in blocks
    ]


def _scheme_examples(name: str) -> list[Example]:
    """Return the blocks of a schemes file; a block is a scam unless its scheme is `honest`."""
    path = WRITTEN / "schemes" / name
    blame = _blame(path)
    found: list[Example] = []
    scheme, lines, commits = "", [], []
    for number, line in enumerate([*path.read_text(encoding="utf-8").splitlines(), "---"]):
        if line.startswith("scheme:"):
            scheme = line.split(":", 1)[1].strip()
        elif line.strip() == "---":
            if lines:
                scam = scheme != "honest" and not name.startswith("lookalikes")
                text = normalize(" ".join(lines))
                found.append(Example(text, scam, f"written:{name}", "written", _latest(commits)))
            lines, commits = [], []
        elif line.strip():
            lines.append(line)
            commits.append(blame[number])
    return found


def written_examples() -> list[Example]:
    """Return every written sentence of the test files and tests/data/quality/written."""
    found = [e for name in sorted({*TEST_LISTS, *TEST_FUNCTIONS}) for e in _test_examples(name)]
    found += _file_examples("scams.txt", True) + _file_examples("benign.txt", False)
    found += _file_examples("invitations.txt", False) + _file_examples("risks.tsv", False)
    for path in sorted((WRITTEN / "schemes").glob("*_[0-9].txt")):
        found += _scheme_examples(path.name)
    return found


def round_commit(split: str, files: list[str]) -> str:
    """Return the commit that first added a message of round `split`."""
    pattern = ROUNDS[split]
    first = next(f for f in files if pattern.search(f))
    out = _git("log", "--diff-filter=A", "--format=%H", "--", f"tests/data/{first}")
    return out.split()[-1]
