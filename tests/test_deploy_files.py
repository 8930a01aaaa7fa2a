"""The Dockerfile and Procfile start commands the CLI really has; the container runs the service."""

from __future__ import annotations

import json
import shlex

from conftest import REPO_ROOT

from bot.cli import build_parser


def test_the_container_runs_the_service_not_the_console() -> None:
    lines = (REPO_ROOT / "Dockerfile").read_text().splitlines()
    cmd = json.loads(next(line for line in reversed(lines) if line.startswith("CMD "))[4:])
    assert cmd == ["career-bot", "run"]
    assert build_parser().parse_args(cmd[1:]).command == "run"
    readme = (REPO_ROOT / "README.md").read_text()
    assert "docker run -it -v career-bot-data:/data career-bot career-bot chat" in readme


def test_procfile_commands_parse() -> None:
    for line in (REPO_ROOT / "Procfile").read_text().splitlines():
        _, _, command = line.partition(":")
        argv = shlex.split(command)
        assert argv[0] == "career-bot"
        build_parser().parse_args(argv[1:])
