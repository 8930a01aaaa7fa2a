"""Process metrics in the Prometheus text format (no client library needed)."""

from __future__ import annotations

import bisect
from collections import defaultdict

HELP = {
    "career_bot_messages_total": "Messages handled",
    "career_bot_button_presses_total": "Button presses",
    "career_bot_approvals_total": "Draft decisions by outcome",
    "career_bot_model_calls_total": "Model calls",
    "career_bot_model_tokens_total": "Model tokens used",
}
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)


def _labels(labels: tuple[tuple[str, str], ...]) -> str:
    if not labels:
        return ""
    inner = ",".join(f'{k}="{v}"' for k, v in labels)
    return "{" + inner + "}"


class Metrics:
    """Counters and one latency histogram, rendered for `GET /metrics`."""

    def __init__(self) -> None:
        self.counters: dict[str, dict[tuple[tuple[str, str], ...], float]] = defaultdict(dict)
        self.help: dict[str, str] = dict(HELP)
        self.buckets = [0] * (len(LATENCY_BUCKETS) + 1)
        self.latency_sum = 0.0
        self.latency_count = 0

    def inc(self, name: str, amount: float = 1.0, **labels: str) -> None:
        """Add to a counter."""
        key = tuple(sorted(labels.items()))
        self.counters[name][key] = self.counters[name].get(key, 0.0) + amount

    def observe_latency(self, seconds: float) -> None:
        """Record one handler latency."""
        self.buckets[bisect.bisect_left(LATENCY_BUCKETS, seconds)] += 1
        self.latency_sum += seconds
        self.latency_count += 1

    def value(self, name: str, **labels: str) -> float:
        """Return a counter's value (0 when never incremented)."""
        return self.counters.get(name, {}).get(tuple(sorted(labels.items())), 0.0)

    def render(self) -> str:
        """Return every metric in the Prometheus text exposition format."""
        lines: list[str] = []
        for name in sorted(self.counters):
            lines.append(f"# HELP {name} {self.help.get(name, name)}")
            lines.append(f"# TYPE {name} counter")
            for key, value in sorted(self.counters[name].items()):
                lines.append(f"{name}{_labels(key)} {value:g}")
        lines += self._render_latency()
        return "\n".join(lines) + "\n"

    def _render_latency(self) -> list[str]:
        name = "career_bot_handler_latency_seconds"
        lines = [
            f"# HELP {name} Time to handle one message or button press",
            f"# TYPE {name} histogram",
        ]
        running = 0
        for bound, count in zip((*LATENCY_BUCKETS, float("inf")), self.buckets, strict=True):
            running += count
            le = "+Inf" if bound == float("inf") else f"{bound:g}"
            lines.append(f'{name}_bucket{{le="{le}"}} {running}')
        lines.append(f"{name}_sum {self.latency_sum:g}")
        lines.append(f"{name}_count {self.latency_count}")
        return lines
