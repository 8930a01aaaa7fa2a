"""Where the job is and when it starts, said in passing, in own words (review32's families).

A town after the role ("a night porter job in Harrogate"), a job post's heading, a duty station,
the employer's named site, days on site, a job abroad, where you would have to live; notice
asked in shorthand and start dates set in a line. Each honest twin names a place or a date for
the interview, or thanks an applicant for applying to a job at a named site, and stays unflagged.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

RELOCATION = [
    "Hiya Sam, got a night porter job in Harrogate, £12.50/hr, keen?",
    "We have a sous chef opening near Keswick, live-in available.",
    "Labourers needed in Wolverhampton from next week, cash weekly.",
    "My client is a logistics startup in Lekki and wants a product lead.",
    "Pharmacy Technician – Galway City\nFull time, €30k, apply with CV.",
    "Field Officer – Ministry of Water, Kisumu\nClosing date 30 May.",
    "Duty station: Garissa, with travel to the camps.",
    "You will be stationed at our Tema plant for the first year.",
    "It's the shift supervisor role at our Trafford Park depot, 4 on 4 off.",
    "Hybrid, but onsite Tue–Thu without exception.",
    "Minimum 4 days in the office, the rest from home.",
    "Remote, with 2 days a month in Bristol for planning.",
    "Oman project, 2-year contract, food and housing by company.",
    "Kindly confirm you can travel to Jeddah within 45 days of the offer.",
    "Trainees are expected to live on site during the harvest.",
    "Are you around Dunedin at the moment?",
]
NOTICE = [
    "what's ur notice like at the mo?",
    "Rate & notice pls",
    "How long are you tied in for with your current agency?",
    "What is the earliest you would be free?",
    "When can you resume? The clinic opens on the 5th.",
    "Successful candidates must assume duty within two weeks.",
    "Could you take up the post by 1 March?",
    "Start Weds 6am at the yard, bring boots.",
    "We'd like you to start on September 8.",
    "We're planning for the 3 November start.",
    "It's 8 weeks starting 12 January, full days.",
    "The team needs someone by the end of next month.",
    "You must be available from 2 June for the season's first intake.",
]
HONEST = [
    "Thanks for applying for the barista role at our Kings Road store.",
    "Your interview will be at our Leith office, 3rd floor, on Monday at 10:00.",
    "The assessment is in Harrogate on 4 May; parking is free.",
    "Thank you for your interest in the Research Fellow position in Computational Biology.",
    "Interview Invitation – Data Analyst – Leeds\nHi Ana, could you do Tuesday at 2pm?",
    "Sorry, the manager was stuck on a job site all day; can we move to Thursday?",
    "Our walk-in drive starts Monday at 9 am at the Sandton Convention Centre.",
    "Your interview starts on the 14th at 11:00, so please arrive ten minutes early.",
    "The webinar starts tomorrow at 6pm; the link is below.",
    "Hoi Pieter, bedankt voor je interesse in de job! Gesprek woensdag om 10u. Groetjes, Lien – HR",
]


@pytest.mark.parametrize("text", RELOCATION)
def test_the_jobs_town_or_site_said_in_passing_is_flagged(text: str) -> None:
    assert "relocation" in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", NOTICE)
def test_notice_in_shorthand_and_a_start_set_in_a_line_are_flagged(text: str) -> None:
    assert "notice_period" in {f.category for f in risk_flags(text)}


@pytest.mark.parametrize("text", HONEST)
def test_an_interviews_place_and_date_or_a_thank_you_for_applying_stay_unflagged(
    text: str,
) -> None:
    flags = risk_flags(text)
    assert not {f.category for f in flags} & {"relocation", "notice_period"}, flags
