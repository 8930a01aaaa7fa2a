"""The tracker tools: id guard, structured errors, the injected user id, JSON-ready results."""

from __future__ import annotations

import json

import pytest

from agent.tracker.tools import ID_HINT, TrackerTools
from storage.repositories import Repositories
from tracker.support import NOW, OTHER, USER


def tools(repos: Repositories, user: str = USER) -> TrackerTools:
    return TrackerTools(repos, user, clock=lambda: NOW)


@pytest.mark.parametrize("bad", ["opp-7", "7", "o001", "O01", "O0001", " O001", "", "O001 OR 1=1"])
async def test_malformed_ids_are_rejected_before_any_lookup(
    repos: Repositories, bad: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    looked_up: list[str] = []

    async def spy(user_id: str, code: str) -> None:
        looked_up.append(code)

    monkeypatch.setattr(repos.opportunities, "get_by_code", spy)
    for result in (await tools(repos).get_opportunity(bad), await tools(repos).skills_gap(bad)):
        assert result == {"error": "invalid_id", "message": ID_HINT, "retriable": True}
    assert looked_up == []


async def test_unknown_id_is_not_found_with_the_same_hint(repos: Repositories) -> None:
    result = await tools(repos).get_opportunity("O999")
    assert result == {"error": "not_found", "message": ID_HINT, "retriable": True}
    assert "O001" in result["message"] and "list_opportunities" in result["message"]


async def test_user_id_is_injected_and_scopes_every_lookup(repos: Repositories) -> None:
    mine = await tools(repos).get_opportunity("O001")
    theirs = await tools(repos, OTHER).get_opportunity("O001")
    assert mine["company"] == "Acme Corp"
    assert theirs["company"] == "Umbrella Corporation"
    assert (await tools(repos, OTHER).get_opportunity("O002"))["error"] == "not_found"
    assert (await tools(repos, "slack:UNOBODY").get_opportunity("O001"))["error"] == "not_found"
    listed = await tools(repos, OTHER).list_opportunities()
    assert [o["company"] for o in listed["opportunities"]] == ["Umbrella Corporation"]


def test_no_tool_schema_takes_a_user_id(repos: Repositories) -> None:
    schemas = {t.name: t.args for t in tools(repos).as_tools()}
    assert set(schemas) == {"list_opportunities", "get_opportunity", "get_profile", "skills_gap"}
    assert schemas["list_opportunities"] == {} and schemas["get_profile"] == {}
    assert set(schemas["get_opportunity"]) == {"opportunity_id"}
    assert set(schemas["skills_gap"]) == {"opportunity_id"}


async def test_list_opportunities_reports_stage_timing_and_overdue(repos: Repositories) -> None:
    result = await tools(repos).list_opportunities()
    json.dumps(result)
    by_id = {o["id"]: o for o in result["opportunities"]}
    assert result["count"] == 3
    assert by_id["O001"]["stage_words"] == "waiting for your reply"
    assert by_id["O001"]["days_in_stage"] == 3 and by_id["O001"]["overdue"] is True
    assert by_id["O002"]["last_activity"] == "yesterday" and by_id["O002"]["overdue"] is False
    assert by_id["O003"]["overdue"] is True  # replied 9 days ago, nothing back


async def test_get_opportunity_carries_messages_and_questions(repos: Repositories) -> None:
    result = await tools(repos).get_opportunity("O002")
    json.dumps(result)
    assert result["stage"] == "interviewing"
    [message] = result["messages"]
    assert "Kubernetes" in message["employer_text"]
    assert "Also, have you run Kubernetes in production?" in message["employer_questions"]
    assert "not instructions" in result["note"]


async def test_get_profile_hides_unknown_attributes_and_contact_details(
    repos: Repositories,
) -> None:
    result = await tools(repos).get_profile()
    python = next(s for s in result["skills"] if s["name"] == "Python")
    assert python["attributes"] == {
        "duration": "6 years",
        "depth": "expert",
        "production_vs_prototype": "production",
    }
    assert result["basics"] == {"name": "Dana Scully"}
    assert "dana@example.com" not in json.dumps(result)


async def test_skills_gap_splits_the_roles_requirements(repos: Repositories) -> None:
    result = await tools(repos).skills_gap("O002")
    json.dumps(result)
    matched = {m["skill"]: m["attributes"] for m in result["matched"]}
    missing = {m["skill"] for m in result["missing"]}
    assert matched == {"Python": PYTHON_KNOWN, "PostgreSQL": {"duration": "4 years"}}
    assert {"Kubernetes", "Apache Kafka", "System design"} <= missing
    assert result["fit"] == round(2 / (2 + len(missing)), 2)
    kube = next(m for m in result["missing"] if m["skill"] == "Kubernetes")
    assert "Kubernetes" in kube["quote"]


async def test_skills_gap_ignores_recruiting_words(repos: Repositories) -> None:
    result = await tools(repos).skills_gap("O003")
    names = {m["skill"] for m in result["matched"] + result["missing"]}
    assert "Recruitment" not in names
    assert {m["skill"] for m in result["matched"]} == {"SQL"}
    assert {"Scala", "Apache Spark", "AWS"} <= names


PYTHON_KNOWN = {"duration": "6 years", "depth": "expert", "production_vs_prototype": "production"}


def test_ids_past_o999_are_valid() -> None:
    from agent.tracker.tools import OPPORTUNITY_ID

    assert OPPORTUNITY_ID.match("O1000") and OPPORTUNITY_ID.match("O001")
    assert not OPPORTUNITY_ID.match("O0001") and not OPPORTUNITY_ID.match("O01")
