"""Model usage: estimated cost, a ledger in the events table, the per-user daily cap, reports."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.exc import SQLAlchemyError

from agent.llm import UsageRecord
from storage.db import Database
from storage.models import Event, utcnow

logger = logging.getLogger(__name__)

EVENT_KIND = "llm_call"
# USD per million tokens (input, output), by model-name prefix; longest prefix wins.
# Local and unknown models cost 0: set CAREER_BOT_LLM_PRICE for anything else.
PRICES_PER_MTOK: dict[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-4.1-nano": (0.10, 0.40),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1": (2.00, 8.00),
}
Price = tuple[float, float]


def parse_price(text: str) -> Price | None:
    """Read "input,output" USD per million tokens; "" means the built-in table."""
    if not text.strip():
        return None
    problem = "CAREER_BOT_LLM_PRICE must be 'input,output' USD per million tokens"
    try:
        parts = [float(p) for p in text.split(",")]
    except ValueError as exc:
        raise ValueError(problem) from exc
    if len(parts) != 2 or min(parts) < 0:
        raise ValueError(problem)
    return parts[0], parts[1]


def estimate_cost(record: UsageRecord, price: Price | None = None) -> float:
    """Return the estimated cost of one attempt in USD."""
    if price is None:
        matches = [p for p in PRICES_PER_MTOK if record.model.startswith(p)]
        price = PRICES_PER_MTOK[max(matches, key=len)] if matches else (0.0, 0.0)
    return (record.input_tokens * price[0] + record.output_tokens * price[1]) / 1_000_000


@dataclass
class UsageRow:
    """Usage of one user, workflow and model over a period."""

    user_id: str
    workflow: str
    model: str
    calls: int = 0
    failed: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0


class UsageLedger:
    """Writes each model attempt to the events table; answers the daily cap and reports."""

    def __init__(
        self,
        db: Database,
        *,
        daily_cap: int = 0,
        price: Price | None = None,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self.db = db
        self.daily_cap = daily_cap
        self.price = price
        self.clock = clock

    async def record(self, record: UsageRecord) -> float:
        """Store one attempt with its estimated cost; return the cost."""
        cost = estimate_cost(record, self.price)
        data = {**asdict(record), "workflow": record.workflow, "cost_usd": cost}
        data.pop("user_id")
        try:
            async with self.db.session() as s, s.begin():
                s.add(Event(kind=EVENT_KIND, user_id=record.user_id, data=data))
        # Bookkeeping must never break a conversation.
        except SQLAlchemyError:
            logger.warning("could not record model usage", exc_info=True)
        return cost

    async def calls_today(self, user_id: str) -> int:
        """Count the user's model attempts since midnight UTC."""
        now = self.clock()
        midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
        query = (
            select(func.count())
            .select_from(Event)
            .where(Event.kind == EVENT_KIND, Event.user_id == user_id)
            .where(Event.created_at >= midnight)
        )
        async with self.db.session() as s:
            return int(await s.scalar(query) or 0)

    async def allow(self, user_id: str) -> bool:
        """Return False once the user made `daily_cap` attempts today (0: no cap)."""
        if self.daily_cap <= 0:
            return True
        return await self.calls_today(user_id) < self.daily_cap

    async def report(self, days: int = 30, user_id: str | None = None) -> list[UsageRow]:
        """Sum usage per user, workflow and model over the last `days` days."""
        query = select(Event.user_id, Event.data).where(Event.kind == EVENT_KIND)
        query = query.where(Event.created_at >= self.clock() - timedelta(days=days))
        if user_id is not None:
            query = query.where(Event.user_id == user_id)
        rows: dict[tuple[str, str, str], UsageRow] = {}
        async with self.db.session() as s:
            for user, data in (await s.execute(query)).all():
                key = (user or "-", str(data.get("workflow", "-")), str(data.get("model", "-")))
                row = rows.setdefault(key, UsageRow(*key))
                row.calls += 1
                row.failed += 0 if data.get("ok") else 1
                row.input_tokens += int(data.get("input_tokens", 0))
                row.output_tokens += int(data.get("output_tokens", 0))
                row.cost_usd += float(data.get("cost_usd", 0.0))
        return [rows[k] for k in sorted(rows)]


def format_report(rows: list[UsageRow], days: int) -> str:
    """Render usage rows as a plain-text table with a total line."""
    if not rows:
        return f"No model calls in the last {days} day(s)."
    header = f"{'user':<28} {'workflow':<10} {'model':<24} {'calls':>6} {'failed':>6} "
    header += f"{'in tok':>9} {'out tok':>9} {'cost USD':>10}"
    lines = [f"Model usage, last {days} day(s):", header]
    for r in rows:
        lines.append(
            f"{r.user_id[:28]:<28} {r.workflow[:10]:<10} {r.model[:24]:<24} {r.calls:>6} "
            f"{r.failed:>6} {r.input_tokens:>9} {r.output_tokens:>9} {r.cost_usd:>10.4f}"
        )
    total = UsageRow("total", "", "")
    for r in rows:
        total.calls += r.calls
        total.failed += r.failed
        total.input_tokens += r.input_tokens
        total.output_tokens += r.output_tokens
        total.cost_usd += r.cost_usd
    lines.append(
        f"{'total':<28} {'':<10} {'':<24} {total.calls:>6} {total.failed:>6} "
        f"{total.input_tokens:>9} {total.output_tokens:>9} {total.cost_usd:>10.4f}"
    )
    return "\n".join(lines)
