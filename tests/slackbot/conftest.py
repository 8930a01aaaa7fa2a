"""Fixtures: the Web API stand-in, and the app with its Slack platform served over HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer
from conftest import make_settings

from bot.runtime import open_app
from bot.server import build_web_app
from bot.settings import Settings
from bot.slack_adapter import SlackPlatform

from .harness import SIGNING_SECRET, Harness
from .stand_in import BOT_TOKEN, SlackStandIn


@pytest.fixture
async def api() -> AsyncIterator[SlackStandIn]:
    stand_in = SlackStandIn()
    await stand_in.start()
    yield stand_in
    await stand_in.close()


@pytest.fixture
def slack_settings(tmp_path: Path, api: SlackStandIn) -> Settings:
    return make_settings(
        tmp_path / "data",
        slack_bot_token=BOT_TOKEN,
        slack_signing_secret=SIGNING_SECRET,
        slack_api_url=api.api_url,
    )


@pytest.fixture
async def slack(slack_settings: Settings, api: SlackStandIn) -> AsyncIterator[Harness]:
    async with open_app(slack_settings) as app:
        platform = SlackPlatform(app, socket_mode=False)
        await platform.open()
        client = TestClient(TestServer(build_web_app(app, [platform]), host="127.0.0.1"))
        await client.start_server()
        try:
            yield Harness(app, platform, api, client)
        finally:
            await client.close()
            await platform.close()


@pytest.fixture
def text_pdf() -> bytes:
    """Return a small, valid text PDF of the test resume."""
    from tests_support import RESUME

    lines = [line.replace("—", "-") for line in RESUME.splitlines() if line.strip()]
    return pdf_of_lines(lines)


def pdf_of_lines(lines: list[str]) -> bytes:
    """Build a one-page PDF drawing lines in Helvetica (as in tests/test_resume_input.py)."""
    shows = "".join(f"({line}) Tj 0 -16 Td " for line in lines)
    stream = f"BT /F1 12 Tf 72 720 Td {shows}ET".encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(stream), stream),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    trailer = b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
    out += trailer % (len(objects) + 1, xref)
    return bytes(out)
