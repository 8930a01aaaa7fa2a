"""At a terminal, text pasted without /paste arrives as one message."""

from __future__ import annotations

import asyncio
import io
import os
import pty
import termios
from pathlib import Path

from conftest import make_settings, realworld

from bot.console import ConsoleChat
from bot.core import texts
from bot.runtime import open_app


class Terminal:
    """A real pseudo-terminal: the chat reads its far end, the test types into it."""

    def __init__(self) -> None:
        self.keyboard, far_end = pty.openpty()
        attrs = termios.tcgetattr(far_end)
        attrs[3] &= ~termios.ECHO  # nobody reads the echo; keep the line discipline's buffer free
        termios.tcsetattr(far_end, termios.TCSANOW, attrs)
        self.stdin = open(far_end, encoding="utf-8")  # noqa: SIM115 - closed by close()

    def type(self, text: str) -> None:
        os.write(self.keyboard, text.encode())

    def close(self) -> None:
        self.stdin.close()
        os.close(self.keyboard)


async def chat_at_a_terminal(tmp_path: Path, steps: list[tuple[str, str]]) -> str:
    """Type each step's text in one go and wait until its marker is on screen; return it.

    An empty marker waits for nothing (Edit prints nothing in the console: it reads the
    next message as the reply).
    """
    terminal, screen = Terminal(), io.StringIO()
    async with open_app(make_settings(tmp_path / "data")) as app:
        chat = asyncio.create_task(ConsoleChat(app, terminal.stdin, screen).run())
        for text, marker in steps:
            shown = screen.getvalue().count(marker)
            terminal.type(text)
            for _ in range(600 if marker else 0):
                if screen.getvalue().count(marker) > shown:
                    break
                await asyncio.sleep(0.05)
        terminal.type("/quit\n")
        await asyncio.wait_for(chat, timeout=30)
    terminal.close()
    return screen.getvalue()


MESSAGE = realworld("recruiter_messages", "m26_usds_first_interview_invitation.txt")


async def test_a_pasted_recruiter_message_is_one_message(tmp_path: Path) -> None:
    out = await chat_at_a_terminal(tmp_path, [(MESSAGE.read_text(), "[Approve]")])
    assert out.count("bot › ") == 2 and out.count("== Draft reply") == 1  # one turn
    assert "I'll book a time with the link you sent" in out  # the link is 15 lines down
    assert texts.REPLY_DECIDE_FIRST not in out  # no later line arrived on its own


async def test_a_pasted_edit_is_the_whole_reply(tmp_path: Path) -> None:
    steps = [
        (MESSAGE.read_text(), "[Approve]"),
        ("/press Edit\n", ""),
        ("Hello,\n\nTuesday at 10 works for me.\n\nBest, Sam\n", "opportunity O001"),
    ]
    out = await chat_at_a_terminal(tmp_path, steps)
    final = out[out.index("your edited reply is final") :]
    assert "bot › Hello,\n\n      Tuesday at 10 works for me.\n\n      Best, Sam" in final
    assert texts.REPLY_DECIDE_FIRST not in out


async def test_a_typed_line_is_still_one_message(tmp_path: Path) -> None:
    typed = "Salary range is negotiable depending on experience.\n"
    out = await chat_at_a_terminal(tmp_path, [(typed, "What should I do with this?")])
    assert out.count("bot › ") == 1 and "What should I do with this?" in out
