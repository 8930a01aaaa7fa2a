"""The note after an interview answer says what was learned in plain words."""

from __future__ import annotations

from bot.core.profile_view import learned_note
from interview.model import Skill


def test_note_names_each_learned_attribute_with_its_value() -> None:
    skills = {"python": Skill(name="Python", duration="5 years", depth="expert")}
    note = learned_note({"Python": ["duration", "depth"]}, skills)
    assert note == "Noted — Python: duration 5 years, depth expert."


def test_production_is_said_once_not_as_the_attribute_name_and_value() -> None:
    skills = {
        "go": Skill(name="Go", production_vs_prototype="production"),
        "rust": Skill(name="Rust", production_vs_prototype="prototype"),
    }
    note = learned_note(
        {"Go": ["production_vs_prototype"], "Rust": ["production_vs_prototype"]}, skills
    )
    assert note == "Noted — Go: run in production; Rust: a prototype."
    assert "production vs prototype" not in note


def test_nothing_learned_gives_no_note() -> None:
    assert learned_note({"Python": []}, {"python": Skill(name="Python")}) == ""
