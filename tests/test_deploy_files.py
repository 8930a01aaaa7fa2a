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


def test_the_compose_file_runs_commands_the_cli_has_behind_one_proxy() -> None:
    import yaml

    compose = yaml.safe_load((REPO_ROOT / "deploy" / "docker-compose.yml").read_text())
    services = compose["services"]
    assert set(services) == {"db", "migrate", "bot", "proxy"}
    for name in ("migrate", "bot"):
        argv = services[name]["command"]
        assert build_parser().parse_args(argv[1:]).command == argv[1]
        assert services[name]["environment"]["DATABASE_URL"].startswith("postgresql://")
    assert services["bot"]["command"] == ["career-bot", "serve"]
    nginx = (REPO_ROOT / "deploy" / "nginx.conf").read_text()
    assert "http://bot:3000" in nginx and "listen 3000" in nginx
    assert "docker compose -f deploy/docker-compose.yml up" in (REPO_ROOT / "README.md").read_text()
