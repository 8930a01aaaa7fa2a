"""Benchmark: messages/s and latency with 1, 2 or 4 `career-bot serve` processes on one database.

Starts N real `career-bot serve` processes (offline engine) on one database and a local
Telegram Bot API stand-in, then has `--chats` conversations each send `--messages`
messages through `POST /telegram/webhook`, round-robin across the processes: first a
forwarded employer message (reply graph, approval card), then `/status` turns. A
message's latency runs from the POST until its reply reaches the stand-in.

Usage: python bench/scale.py --postgres postgresql://user@host/postgres [--processes 1,2,4]
       python bench/scale.py --sqlite                      (one process on a SQLite file)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import psycopg

# The Bot API stand-in and update builders live with the tests.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from tests_support import INVITATION
from tg.harness import SECRET, text_update
from tg.stand_in import TOKEN, BotApiStandIn

from storage.db import libpq_url

BASE_PORT = 3300


@asynccontextmanager
async def database(postgres: str | None) -> AsyncIterator[str]:
    """Yield a fresh database URL: a new PostgreSQL database, or a SQLite file."""
    if postgres is None:
        with tempfile.TemporaryDirectory() as tmp:
            yield f"sqlite+aiosqlite:///{tmp}/career_bot.db"
        return
    name = f"bench_{uuid.uuid4().hex[:8]}"
    admin = libpq_url(postgres)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield postgres.rsplit("/", 1)[0] + f"/{name}"
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def start_servers(url: str, api: str, count: int) -> list[subprocess.Popen[bytes]]:
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "CAREER_BOT_LLM": "offline",
        "TELEGRAM_BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": api,
        "TELEGRAM_WEBHOOK_SECRET": SECRET,
        "LOG_LEVEL": "WARNING",
    }
    exe = str(Path(sys.executable).with_name("career-bot"))
    return [
        subprocess.Popen([exe, "serve"], env={**env, "PORT": str(BASE_PORT + i)})
        for i in range(count)
    ]


async def wait_healthy(http: aiohttp.ClientSession, ports: list[int]) -> None:
    for _ in range(1800):  # start-up imports take a while on a busy machine
        try:
            codes = [(await http.get(f"http://127.0.0.1:{p}/healthz")).status for p in ports]
            if all(code == 200 for code in codes):
                return
        except aiohttp.ClientError:
            pass
        await asyncio.sleep(0.1)
    raise RuntimeError("servers did not become healthy")


async def chat(
    api: BotApiStandIn, http: aiohttp.ClientSession, ports: list[int], user: int, messages: int
) -> list[float]:
    """Send one conversation's messages in turn; return each one's latency in seconds."""
    latencies: list[float] = []
    for k in range(messages):
        first = k == 0
        update = text_update(INVITATION if first else "/status", user=user, forwarded=first)
        to_user = [c for c in api.of("sendMessage") if str(c.params.get("chat_id")) == str(user)]
        started = time.perf_counter()
        port = ports[(user + k) % len(ports)]
        await http.post(
            f"http://127.0.0.1:{port}/telegram/webhook",
            json=update,
            headers={"X-Telegram-Bot-Api-Secret-Token": SECRET},
        )
        if first:
            await api.wait_for(
                "sendMessage",
                lambda c: str(c.params.get("chat_id")) == str(user) and bool(c.callback_data),
                timeout=120,
            )
        else:
            await api.wait_for(
                "sendMessage",
                lambda c: str(c.params.get("chat_id")) == str(user),
                count=len(to_user) + 1,
                timeout=120,
            )
        latencies.append(time.perf_counter() - started)
    return latencies


async def run(postgres: str | None, processes: int, chats: int, messages: int) -> str:
    api = BotApiStandIn()
    async with database(postgres) as url:
        servers = start_servers(url, await api.start(), processes)
        ports = [BASE_PORT + i for i in range(processes)]
        try:
            async with aiohttp.ClientSession() as http:
                await wait_healthy(http, ports)
                started = time.perf_counter()
                results = await asyncio.gather(
                    *(chat(api, http, ports, 5000 + i, messages) for i in range(chats))
                )
                elapsed = time.perf_counter() - started
        finally:
            for server in servers:
                server.terminate()
            for server in servers:
                server.wait(30)
            await api.close()
    latencies = sorted(x for r in results for x in r)
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    backend = "postgresql" if postgres else "sqlite"
    return (
        f"| {backend} | {processes} | {len(latencies)} | {len(latencies) / elapsed:.1f} | "
        f"{statistics.median(latencies) * 1000:.0f} | {p99 * 1000:.0f} |"
    )


def main() -> None:
    """Run each configuration and print a Markdown table row for it."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--postgres", help="URL of a PostgreSQL server's maintenance database")
    parser.add_argument("--sqlite", action="store_true")
    parser.add_argument("--processes", default="1,2,4")
    parser.add_argument("--chats", type=int, default=40)
    parser.add_argument("--messages", type=int, default=5)
    args = parser.parse_args()
    print("| back end | processes | messages | messages/s | median ms | p99 ms |")
    print("|---|---|---|---|---|---|")
    if args.sqlite:
        print(asyncio.run(run(None, 1, args.chats, args.messages)), flush=True)
    if args.postgres:
        for count in (int(n) for n in args.processes.split(",")):
            print(asyncio.run(run(args.postgres, count, args.chats, args.messages)), flush=True)


if __name__ == "__main__":
    main()
