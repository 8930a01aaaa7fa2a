"""`career-bot chat` as a subprocess: interview, a real posting, the gaps interview, new score."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import realworld
from tests_support import run_console

from .support import DATA

ANSWER = (
    "About 5 years. I'm an advanced user and led that work myself, in production for "
    "millions of users."
)
SRE = DATA / "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
SCORE = re.compile(r"Fit: (\d\.\d\d)(?: → (\d\.\d\d))?")


def chat(data_dir: Path, lines: list[str]) -> str:
    result = run_console(data_dir, lines, timeout=180)
    assert result.returncode == 0, result.stderr
    return result.stdout


def cited(out: str, mark: str, label: str) -> None:
    """Every line starting with `mark` is followed by a quoted `label:` line."""
    lines = out.splitlines()
    found = [i for i, line in enumerate(lines) if line.strip().startswith(mark)]
    assert found, f"no {mark} lines"
    for i in found:
        assert lines[i + 1].strip().startswith(f'{label}: "'), lines[i : i + 2]


def test_posting_after_interview_then_gap_interview_changes_the_score(tmp_path: Path) -> None:
    resume = realworld("resumes", "r01_awesomecv_byungjin_park_devops.tex.txt")
    out = chat(
        tmp_path / "data",
        [
            f"/file {resume}",
            "/stop",
            "/new",
            "/fit",
            f"/file {SRE}",
            "/press Interview me on these gaps",
            *[ANSWER] * 6,
        ],
    )
    first = out.index("== Fit report — Senior Kubernetes SRE (Python and Golang) ==")
    report = out[first : out.index("/press", first)]
    cited(report, "✓", "profile")
    cited(report, "✗", "posting")
    assert "[Interview me on these gaps] [Draft a cover note] [Track this job]" in report
    before = float(SCORE.search(report).group(1))  # type: ignore[union-attr]
    assert "Let's close the gaps this posting cares about" in out
    rescored = SCORE.findall(out[first + len(report) :])
    assert rescored and rescored[-1][1], "the re-scored card shows before → after"
    assert float(rescored[-1][0]) == before and float(rescored[-1][1]) > before
