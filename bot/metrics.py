"""Process metrics for `GET /metrics`, on prometheus_client with one registry per Metrics object."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest

from agent.llm import UsageRecord

HELP = {
    "career_bot_messages_total": "Messages handled",
    "career_bot_button_presses_total": "Button presses",
    "career_bot_approvals_total": "Draft decisions by outcome",
    "career_bot_model_calls_total": "Model call attempts by workflow, model and outcome",
    "career_bot_model_tokens_total": "Model tokens by workflow, model and direction",
    "career_bot_model_cost_usd_total": "Estimated model cost in US dollars by workflow and model",
    "career_bot_model_user_tokens_total": "Model tokens by user (platform:user_id)",
    "career_bot_model_user_cost_usd_total": "Estimated model cost in US dollars by user",
}
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
MODEL_LATENCY_BUCKETS = (0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 30.0, 60.0)


class Metrics:
    """Counters and histograms in a registry of their own (tests and processes stay apart)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self._counters: dict[str, Counter] = {}
        self._latency = Histogram(
            "career_bot_handler_latency_seconds",
            "Time to handle one message or button press",
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self._model_latency = Histogram(
            "career_bot_model_latency_seconds",
            "Time of one model call attempt",
            ["workflow", "model"],
            buckets=MODEL_LATENCY_BUCKETS,
            registry=self.registry,
        )

    def inc(self, name: str, amount: float = 1.0, **labels: str) -> None:
        """Add to a counter (created on first use with these label names)."""
        counter = self._counters.get(name)
        if counter is None:
            counter = Counter(name, HELP.get(name, name), sorted(labels), registry=self.registry)
            self._counters[name] = counter
        (counter.labels(**labels) if labels else counter).inc(amount)

    def observe_latency(self, seconds: float) -> None:
        """Record one handler latency."""
        self._latency.observe(seconds)

    def observe_model(self, record: UsageRecord, cost_usd: float) -> None:
        """Count one model attempt: outcome, tokens, estimated cost and latency."""
        workflow, model = record.workflow, record.model
        ok = str(record.ok).lower()
        self.inc("career_bot_model_calls_total", 1.0, workflow=workflow, model=model, ok=ok)
        for direction, tokens in (("input", record.input_tokens), ("output", record.output_tokens)):
            self.inc(
                "career_bot_model_tokens_total",
                tokens,
                workflow=workflow,
                model=model,
                direction=direction,
            )
        self.inc("career_bot_model_cost_usd_total", cost_usd, workflow=workflow, model=model)
        # Self-hosted bots have few users; per-user totals are what the daily cap is about.
        user = record.user_id or "-"
        tokens = record.input_tokens + record.output_tokens
        self.inc("career_bot_model_user_tokens_total", tokens, user=user)
        self.inc("career_bot_model_user_cost_usd_total", cost_usd, user=user)
        seconds = record.latency_ms / 1000
        self._model_latency.labels(workflow=workflow, model=model).observe(seconds)

    def value(self, name: str, **labels: str) -> float:
        """Return a counter's value (0 when never incremented)."""
        sample = name if name.endswith("_total") else f"{name}_total"
        found = self.registry.get_sample_value(sample, labels)
        return float(found or 0.0)

    def render(self) -> str:
        """Return every metric in the Prometheus text exposition format."""
        return generate_latest(self.registry).decode("utf-8")
