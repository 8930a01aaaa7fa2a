"""`career-bot chat`: the conversation core on this machine's terminal (or a piped script)."""

from __future__ import annotations

import asyncio
import io
import select
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from bot.console_render import render_echo, render_reply
from bot.core import texts
from bot.core.messages import ButtonPress, ConversationKey, IncomingFile, IncomingMessage, Reply
from bot.core.progress import track_progress
from bot.messenger import ConsoleMessenger
from bot.reminders import ReminderSweep
from bot.runtime import App, progress_config
from bot.scheduler import Scheduler
from storage.models import ButtonToken

USER_ID = "console:local"
THREAD_KEY = f"console_thread:{USER_ID}"
# Buttons whose action needs typed input: the next line is that input.
TEXT_ACTIONS = frozenset({"edit", "revise"})
WELCOME = (
    "career-bot console chat ({engine} engine). Type or paste a message and press Enter; "
    "a multi-line paste is one message. /file <path> sends a file, /press <label> presses "
    "a button, /new starts a new conversation, /help shows more, Ctrl-D quits."
)
PASTE_END = "."
PASTE_HINT = "Paste your text, then a line with just '.' to send it."
PROMPT = "you › "
# Lines already waiting this soon after a line arrived were pasted with it: one message.
PASTE_GAP_S = 0.05
PROGRESS_MARK = "…"


class ConsoleChat:
    """Reads user lines, sends them through the core, prints the replies."""

    def __init__(self, app: App, stdin: TextIO, stdout: TextIO) -> None:
        self.app = app
        self.stdin = stdin
        self.stdout = stdout
        self.interactive = stdin.isatty()

    async def run(self) -> None:
        """Process lines until EOF (or /quit)."""
        if self.interactive:
            self._print(WELCOME.format(engine=self.app.settings.llm_mode))
        while (line := await self._read_message()) is not None:
            line = line.rstrip("\n")
            if line.strip() in ("/quit", "/exit"):
                break
            if not line.strip():
                continue
            if not self.interactive:
                self._print(render_echo(line))
            await self._handle_line(line)

    async def _handle_line(self, line: str) -> None:
        command, _, arg = line.strip().partition(" ")
        if command == "/new":
            await self._new_thread()
        elif command == "/press":
            await self._press(arg.strip())
        elif command == "/file":
            await self._send_file(arg.strip())
        elif command == "/paste":
            await self._paste()
        elif typed := await self._typed_button(line):  # typing "Approve" presses [Approve]
            await self._press_button(typed)
        else:
            await self._send(IncomingMessage(key=await self._key(), user_id=USER_ID, text=line))

    async def _typed_button(self, line: str) -> ButtonToken | None:
        """Return the latest card's button whose label is exactly the typed line, if any."""
        return _labelled(await self.app.repos.tokens.latest_card(USER_ID), line)

    async def _send(self, msg: IncomingMessage) -> None:
        # A console cannot edit a line it printed: it prints slow-turn notices, no drafts.
        config = replace(progress_config(self.app.settings), stream=False)
        async with track_progress(ConsoleProgress(self._print), config):
            replies = await self.app.service.handle(msg)
        self._show(replies)

    async def _paste(self) -> None:
        if self.interactive:
            self._print(PASTE_HINT)
        lines: list[str] = []
        while (line := await self._read_line(prompt=False)) is not None:
            if line.rstrip("\n").strip() == PASTE_END:
                break
            lines.append(line.rstrip("\n"))
        text = "\n".join(lines)
        await self._send(IncomingMessage(key=await self._key(), user_id=USER_ID, text=text))

    async def _send_file(self, raw_path: str) -> None:
        if not raw_path:
            self._print(render_reply(Reply(text="Usage: /file <path to your resume>")))
            return
        path = Path(raw_path).expanduser()
        try:
            data = await asyncio.to_thread(path.read_bytes)
        except OSError as exc:
            reason = exc.strerror or "it could not be read"
            self._print(render_reply(Reply(text=f"I couldn't open {path}: {reason}.")))
            return
        file = IncomingFile(name=path.name, data=data)
        await self._send(IncomingMessage(key=await self._key(), user_id=USER_ID, files=(file,)))

    async def _press(self, label: str) -> None:
        buttons = await self.app.repos.tokens.latest_card(USER_ID)
        if not buttons:
            self._print(render_reply(Reply(text=texts.NO_BUTTONS)))
            return
        match = _labelled(buttons, label) or _labelled(buttons, label, prefix=True)
        if match is None:
            choices = " ".join(f"[{b.label}]" for b in buttons)
            self._print(render_reply(Reply(text=f"No button called {label!r}. Choices: {choices}")))
            return
        await self._press_button(match)

    async def _press_button(self, match: ButtonToken) -> None:
        text = ""
        if match.action in TEXT_ACTIONS:
            text = (await self._read_message() or "").rstrip("\n")
            if text and not self.interactive:
                self._print(render_echo(text))  # a transcript shows what the press was given
        press = ButtonPress(key=await self._key(), user_id=USER_ID, token=match.token, text=text)
        self._show(await self.app.service.press(press))

    async def _key(self) -> ConversationKey:
        root = await self.app.repos.kv.get(THREAD_KEY) or "1"
        return ConversationKey("console", "local", "console", root)

    async def _new_thread(self) -> None:
        current = int(await self.app.repos.kv.get(THREAD_KEY) or "1")
        await self.app.repos.kv.set(THREAD_KEY, str(current + 1), owner=USER_ID)
        self._print(render_reply(Reply(text="Started a new conversation.")))

    async def _read_message(self) -> str | None:
        """Read one line; at a terminal, lines pasted together with it join it as one message."""
        line = await self._read_line()
        if line is None or not self.interactive or line.startswith("/"):
            return line
        lines = [line]
        while await asyncio.to_thread(_input_waiting, self.stdin, PASTE_GAP_S):
            if not (more := await asyncio.to_thread(self.stdin.readline)):
                break
            lines.append(more)
        return "".join(lines)

    async def _read_line(self, *, prompt: bool = True) -> str | None:
        if self.interactive and prompt:
            self.stdout.write(PROMPT)
            self.stdout.flush()
        line = await asyncio.to_thread(self.stdin.readline)
        return line or None

    def _show(self, replies: list[Reply]) -> None:
        for reply in replies:
            rendered = render_reply(reply)
            if rendered:
                self._print(rendered)

    def _print(self, text: str) -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()


class ConsoleProgress:
    """Shows a slow turn's progress as a line of its own."""

    def __init__(self, print_line: Callable[[str], None]) -> None:
        self.print_line = print_line

    async def show(self, text: str, *, draft: bool) -> None:
        """Print a notice (drafts are not shown: the final reply follows)."""
        if not draft:
            self.print_line(f"{PROGRESS_MARK} {text}")


async def run_console(app: App, *, with_reminders: bool = False) -> None:
    """Run the console chat on this process's stdin and stdout (optionally with reminders)."""
    scheduler = None
    if with_reminders:
        sweep = ReminderSweep(app, {"console": ConsoleMessenger(sys.stdout)})
        scheduler = Scheduler(app.db.url, sweep)
        scheduler.start()
        app.hooks.scheduler = scheduler
    try:
        await ConsoleChat(app, sys.stdin, sys.stdout).run()
    finally:
        if scheduler is not None:
            app.hooks.scheduler = None
            await scheduler.stop()


def _input_waiting(stream: TextIO, timeout: float) -> bool:
    """Return whether `stream` has more input ready within `timeout` seconds."""
    try:
        ready, _, _ = select.select([stream.fileno()], [], [], timeout)
    except (OSError, ValueError, io.UnsupportedOperation):  # no pollable descriptor
        return False
    return bool(ready)


def _labelled(
    buttons: list[ButtonToken], label: str, *, prefix: bool = False
) -> ButtonToken | None:
    """Return the button labelled `label` (with prefix: whose label starts with it), any case."""
    wanted = label.strip().strip("[] ").lower()
    for button in buttons:
        name = button.label.lower()
        if wanted and (name.startswith(wanted) if prefix else name == wanted):
            return button
    return None
