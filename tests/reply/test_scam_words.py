"""The learned wording family: tokens, the shipped model, and its place in the scam verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.reply.intake_rules import normalize
from agent.reply.risk_rules import risk_flags
from agent.reply.scam_features import Feature, features
from agent.reply.scam_verdict import (
    VAGUE_WEIGHT,
    VERDICT_THRESHOLD,
    _trivial,
    feature_evidence,
    judge,
    vagueness,
)
from agent.reply.scam_words import (
    MODEL_PATH,
    Model,
    from_json,
    load,
    posterior,
    strength,
    tokens,
    wording_features,
)

# Written for this test after the model was trained (not in its training data). Of nine such
# scams, five were flagged without the wording family, this one only with it (one regex family,
# unsolicited contact, plus the wording), and three stayed unflagged: two just under the model's
# threshold, and WORDING_ONLY, a scam to the model alone, which is never enough.
SCAMS = [
    # "daily payment" is now a scheme cue of its own (scam_schemes), so the pay is worded apart
    "Hello, my name is Grace, I found your CV online. We have a remote position for you with a"
    " payment every day. Kindly reply to this email for more details.",
]
WORDING_ONLY = (
    "Greetings, we are looking for part-time online workers, payment every day. Kindly reply with"
    " your name and age to receive the details."
)
# Honest messages sharing one family with them (pay per hour and part-time; congratulations).
LOOK_ALIKES = [
    "Hello Priya, I'm the recruiter for the part-time Payroll Assistant role at Harbour Dental in"
    " Leeds: 20 hours a week, flexible hours, GBP 14 per hour. Are you open to a call on Thursday?",
    "Congratulations Dana, the panel enjoyed meeting you. We are pleased to offer you the Analyst"
    " role at Northwind in Austin; the written offer with the salary follows from HR today.",
]


def _names(text: str) -> set[str]:
    return {t.text for t in tokens(text)}


def _screen_without_wording(text: str) -> float:
    clean = normalize(text)
    return judge(features(clean) + _trivial(clean), VAGUE_WEIGHT * vagueness(clean))[0]


def test_tokens_keep_shapes_not_figures() -> None:
    names = _names("Earn $500-$800 weekly, 50/day or 1,250.50 INR! 🎉 wa.me/4412 @hr_team")
    assert {"earn", "weekly", "<cur>", "$", "#99/day", "#9,999.99", "inr", "<emoji>"} <= names
    assert {"<url>", "<handle>", "#999", "earn weekly"} <= names  # bigrams join adjacent words
    assert "500" not in names and "#999-#999" not in names


def test_contact_shapes_are_classes() -> None:
    names = _names("Write to jobs.desk@gmail.com, hr@finch-analytics.com or call +44 7700 900123.")
    assert {"<email>", "<email:free>", "<email:domain>", "<phone>"} <= names


def test_the_shipped_model_loads_and_is_packaged() -> None:
    model = load()
    assert isinstance(model, Model) and len(model.weights) > 1000
    assert 0.0 < model.threshold < 1.0 and model.cap < 0.8  # never strong enough on its own
    assert MODEL_PATH.parent.name == "data" and MODEL_PATH.suffix == ".json"


def test_a_missing_model_leaves_the_family_silent(tmp_path: Path) -> None:
    assert load(tmp_path / "absent.json") is None


def test_a_malformed_model_is_refused() -> None:
    with pytest.raises(ValueError):
        from_json({"bias": 0, "weights": [1, 2], "threshold": 0.5, "cap": 0.7})


def test_scoring_is_deterministic() -> None:
    model = load()
    assert model is not None
    first = [posterior(model, normalize(t)) for t in SCAMS + LOOK_ALIKES]
    load.cache_clear()
    again = load()
    assert again is not None and again == model
    assert first == [posterior(again, normalize(t)) for t in SCAMS + LOOK_ALIKES]


def test_strength_is_zero_below_the_threshold_and_capped() -> None:
    model = Model(0.0, {}, 0.6, 0.7)
    assert strength(model, 0.59) == 0.0
    assert strength(model, 0.6) == 0.5
    assert strength(model, 1.0) == 0.7


def test_wording_alone_or_with_vagueness_is_never_a_verdict() -> None:
    alone = [Feature("wording", 0.7, 0, 4)]
    assert judge(alone, 0.0)[0] == 0.0
    assert judge(alone, VAGUE_WEIGHT)[0] == 0.0  # a lone family needs 0.8; the cap is below


def test_a_message_only_the_model_reads_as_a_scam_is_not_flagged() -> None:
    clean = normalize(WORDING_ONLY)
    assert [f.family for f in wording_features(clean)] == ["wording"]
    assert "scam" not in {f.category for f in risk_flags(WORDING_ONLY)}


@pytest.mark.parametrize("text", SCAMS)
def test_wording_completes_a_one_family_scam_and_quotes_its_words(text: str) -> None:
    clean = normalize(text)
    assert _screen_without_wording(text) < VERDICT_THRESHOLD
    cues = feature_evidence(clean)
    wording = [c for c in cues if c.family == "wording"]
    assert wording and clean[wording[0].start : wording[0].end].strip()
    quotes = [f.quote for f in risk_flags(text) if f.category == "scam"]
    assert quotes and all(q in text for q in quotes)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_honest_look_alikes_get_no_wording_cue_and_no_scam_flag(text: str) -> None:
    assert wording_features(normalize(text)) == []
    assert "scam" not in {f.category for f in risk_flags(text)}


def test_the_json_holds_only_numbers_and_its_settings() -> None:
    data = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
    assert set(data) == {"bias", "threshold", "cap", "fit", "weights"}
    assert all(isinstance(v, float) for v in data["weights"].values())
