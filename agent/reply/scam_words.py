"""The learned "wording" family: a small logistic model over language-agnostic tokens."""

from __future__ import annotations

import json
import logging
import math
import re
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import NamedTuple

from agent.reply.scam_features import FREE_HOST, Feature

logger = logging.getLogger(__name__)

MODEL_PATH = Path(__file__).resolve().parent / "data" / "scam_words.json"
_FREE_HOST = re.compile(rf"{FREE_HOST}$")
_CURRENCY_WORDS = (
    r"dollars?|usd|euros?|eur|pounds?|gbp|rupees?|rs|inr|pesos?|reais|real|rand|zar|naira|ngn"
    r"|shillings?|ksh|kes|ringgit|rm|rupiah|idr|rp|z[łl]oty|pln|aud|cad|php|chf|yen|jpy"
)
# Order matters: the first alternative that matches at a place names the token's shape.
_TOKEN = re.compile(
    r"(?P<url>https?://\S+|www\.\S+|\b[\w-]+\.(?:me|ly|gl|link)/\S*)"
    r"|(?P<email>[\w.+-]+@(?P<host>[\w-]+(?:\.[\w-]+)+))"
    r"|(?P<handle>@\w{2,})"
    r"|(?P<phone>\+?\d[\d ().-]{7,}\d)"
    r"|(?P<number>\d[\d,.]*(?:\s?k\b)?(?:\s?[-–]\s?\d[\d,.]*)?(?:/[^\W\d_]+)?)"
    r"|(?P<currency>[$€£₹¥₦₱₩₺₽])"
    r"|(?P<emoji>[\U0001F300-\U0001FAFF\u2600-\u27BF])"
    r"|(?P<word>[^\W\d_]{2,})",
    re.IGNORECASE,
)
_IS_CURRENCY_WORD = re.compile(rf"(?:{_CURRENCY_WORDS})$", re.IGNORECASE)


class Token(NamedTuple):
    """One token of a message and the span it was read from."""

    text: str
    start: int
    end: int


class Model(NamedTuple):
    """A logistic model: bias, one weight per token, the threshold and the strength cap."""

    bias: float
    weights: dict[str, float]
    threshold: float
    cap: float


def _shape(kind: str, raw: str, match: re.Match[str]) -> list[str]:
    """Return the tokens one match stands for: its shape class and, for words, the word."""
    if kind == "word":
        word = raw.lower()
        return [word, "<cur>"] if _IS_CURRENCY_WORD.match(word) else [word]
    if kind == "number":
        return ["#" + re.sub(r"\d", "9", re.sub(r"\s", "", raw.lower()))]
    if kind == "currency":
        return ["<cur>", raw]
    if kind == "email":
        free = bool(_FREE_HOST.search(match.group("host").lower()))
        return ["<email>", "<email:free>" if free else "<email:domain>"]
    return [f"<{kind}>"]


def tokens(text: str) -> list[Token]:
    """Split text into lower-cased words, digit shapes, currencies, emoji and link shapes."""
    found: list[Token] = []
    words: list[Token] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or "word"
        if kind == "host":
            kind = "email"
        for name in _shape(kind, match.group(0), match):
            found.append(Token(name, match.start(), match.end()))
        if kind == "word":
            words.append(Token(match.group(0).lower(), match.start(), match.end()))
    found += [Token(f"{a.text} {b.text}", a.start, b.end) for a, b in pairwise(words)]
    return found


def vector(text: str) -> dict[str, float]:
    """Return the binary token presence of text, scaled to unit length."""
    names = {t.text for t in tokens(text)}
    scale = 1.0 / math.sqrt(len(names)) if names else 0.0
    return dict.fromkeys(names, scale)


def posterior(model: Model, text: str) -> float:
    """Return the model's probability that text is worded like a job scam."""
    z = model.bias + sum(model.weights.get(n, 0.0) * v for n, v in vector(text).items())
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def strength(model: Model, probability: float) -> float:
    """Map a posterior to a family strength: 0 below the threshold, 0.5 at it, the cap at 1."""
    if probability < model.threshold:
        return 0.0
    span = (probability - model.threshold) / max(1e-9, 1.0 - model.threshold)
    return round(min(model.cap, 0.5 + 0.5 * span), 4)


def strongest(model: Model, text: str) -> Token | None:
    """Return the token with the largest positive weight in text (what a flag quotes)."""
    ranked = [(model.weights.get(t.text, 0.0), -t.start, t) for t in tokens(text)]
    best = max(ranked, default=None, key=lambda r: (r[0], r[1]))
    return best[2] if best and best[0] > 0 else None


def from_json(data: dict[str, object]) -> Model:
    """Build a model from its JSON form."""
    weights = data["weights"]
    if not isinstance(weights, dict):
        raise ValueError("scam_words: weights must be an object")
    return Model(
        bias=float(str(data["bias"])),
        weights={str(k): float(v) for k, v in weights.items()},
        threshold=float(str(data["threshold"])),
        cap=float(str(data["cap"])),
    )


@lru_cache(maxsize=1)
def load(path: Path = MODEL_PATH) -> Model | None:
    """Load the shipped model once; None (and the family stays silent) when it is missing."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        logger.warning("scam_words: no model at %s; the wording family is off", path)
        return None
    return from_json(data)


def wording_features(text: str, model: Model | None = None) -> list[Feature]:
    """Return the wording family's cue (its strongest token) when the posterior is high enough."""
    model = model or load()
    if model is None:
        return []
    level = strength(model, posterior(model, text))
    token = strongest(model, text)
    if level <= 0.0 or token is None:
        return []
    return [Feature("wording", level, token.start, token.end)]
