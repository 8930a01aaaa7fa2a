"""`career-bot chat` as a real subprocess: a real resume to the end, and a real restart."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from conftest import REPO_ROOT, realworld
from tests_support import run_console

from bot.core import texts

FULL_ANSWER = (
    "About 5 years. I'm an advanced user and led that work myself, in production for "
    "millions of users, under tight latency and compliance constraints."
)


def env_for(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "CAREER_BOT_"))}
    env.update(
        CAREER_BOT_DATA_DIR=str(data_dir),
        CAREER_BOT_LLM="offline",
        PYTHONPATH=str(REPO_ROOT),
    )
    return env


def run_chat(data_dir: Path, lines: list[str], timeout: float = 120) -> str:
    result = run_console(data_dir, lines, timeout=timeout)
    assert result.returncode == 0, result.stderr
    return result.stdout


def export(data_dir: Path) -> dict:
    result = subprocess.run(
        [sys.executable, "-m", "bot", "export", "--user", "console:local"],
        capture_output=True,
        text=True,
        env=env_for(data_dir),
        cwd=data_dir.parent,
        timeout=60,
        check=True,
    )
    return json.loads(result.stdout)


def test_real_resume_file_to_completion_then_profile_and_export(tmp_path: Path) -> None:
    resume = realworld("resumes", "r01_awesomecv_byungjin_park_devops.tex.txt")
    data_dir = tmp_path / "data"
    out = run_chat(data_dir, [f"/file {resume}", *[FULL_ANSWER] * 8, "/profile", "/export"])
    assert "skills to talk about" in out
    assert "thank you" in out.lower()  # the interview finished
    assert "== Your skills profile ==" in out
    assert "5 years" in out  # a learned attribute shows in /profile
    exported = out[out.index("[file: career-bot-profile.json]") :].split("\n", 1)[1]
    body = exported[: exported.rindex("}") + 1]
    document = json.loads("\n".join(line[len("      ") :] for line in body.splitlines()))
    assert document["skills"] and "basics" in document
    # The CLI export agrees with the chat export.
    assert export(data_dir)["skills"] == document["skills"]


def read_until(proc: subprocess.Popen[str], needle: str, timeout: float = 60) -> str:
    """Read the process's stdout lines (in a thread, so buffering can't stall) until `needle`."""
    assert proc.stdout is not None
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x) for x in proc.stdout], daemon=True).start()  # type: ignore[union-attr]
    seen = ""
    deadline = time.monotonic() + timeout
    while needle not in seen:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"timed out waiting for {needle!r}; got:\n{seen}"
        try:
            seen += lines.get(timeout=remaining)
        except queue.Empty:
            continue
    return seen


def test_killed_mid_interview_it_continues_at_the_same_gap(tmp_path: Path) -> None:
    resume = realworld("resumes", "r04_sb2nov_sourabh_bajaj_swe.tex.txt")
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "chat"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env_for(data_dir),
        cwd=tmp_path,
    )
    assert proc.stdin is not None
    proc.stdin.write(f"/file {resume}\n")
    proc.stdin.flush()
    first = read_until(proc, "?\n")
    assert "skills to talk about" in first
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)

    after = run_chat(data_dir, [FULL_ANSWER])
    assert "skills to talk about" not in after  # nothing repeated
    assert "Noted — " in after  # the answer went to the pending question
    noted_skill = after.split("Noted — ", 1)[1].split(":", 1)[0]
    assert noted_skill in first  # ... which was the question asked before the kill
    learned = {s["name"]: s for s in export(data_dir)["skills"]}
    assert any("5 years" in k for k in learned[noted_skill]["keywords"])


def test_employer_message_card_and_edit_in_the_console(tmp_path: Path) -> None:
    message = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")
    lines = [
        "/paste",
        *message.read_text().splitlines(),
        ".",
        "/press Edit",
        "Thanks, Tuesday works.",
    ]
    out = run_chat(tmp_path / "data", [*lines, "/press Approve"])
    assert "== Draft reply" in out
    assert "[Approve] [Edit] [Revise] [Reject]" in out
    assert "you › Thanks, Tuesday works." in out  # the transcript shows what Edit was given
    assert "bot › Thanks, Tuesday works." in out  # the edited text is the final reply
    assert "opportunity O001" in out
    assert texts.NO_BUTTONS in out  # the card was used up


def test_typing_a_button_label_presses_it(tmp_path: Path) -> None:
    # A new user types the label they see instead of "/press <label>".
    ambiguous = "Salary range is negotiable depending on experience."
    out = run_chat(tmp_path / "data", [ambiguous, "Draft a reply to this", "Reject"])
    assert "== What should I do with this? ==" in out and "[Draft a reply to this]" in out
    assert "== Draft reply" in out  # the choice was pressed, not sent as a new message
    assert "Discarded — nothing was approved." in out
    assert "No button called" not in out and texts.NO_BUTTONS not in out
