"""The fit check through the Slack stand-in: signed events in, Web API calls out."""

from __future__ import annotations

import re
import time

from slackbot.harness import Harness, card_of
from tests_support import RESUME

from ..support import posting

SRE = "p01_goldenpick_senior_kubernetes_sre_python_golang.md"
ANSWER = "About 5 years, advanced, I led it, in production for millions of users."
SCORE = re.compile(r"(\d\.\d\d) → (\d\.\d\d)")


async def after_press(slack: Harness, since: float, root: str) -> str:
    await slack.settled()
    calls = slack.api.of(
        "chat.postMessage", lambda c: c.at > since and c.args.get("thread_ts") == root
    )
    return "\n".join(c.text for c in calls)


async def test_fit_card_gap_interview_and_new_score_on_slack(slack: Harness) -> None:
    resume_root, _ = await slack.send_and_wait(RESUME)
    await slack.dm("/stop", thread_ts=resume_root)
    await slack.turn(resume_root)

    root, answer = await slack.send_and_wait("/fit " + posting(SRE))
    card = card_of(answer)
    assert "Fit report" in card.text and 'profile: "' in card.text and 'posting: "' in card.text
    assert list(card.buttons()) == [
        "Interview me on these gaps",
        "Draft a cover note",
        "Track this job",
    ]
    pressed = time.perf_counter()
    assert await slack.press(card, "Interview me on these gaps", root) == 200
    text = await after_press(slack, pressed, root)
    assert "close the gaps" in text and "?" in text
    for _ in range(6):
        await slack.dm(ANSWER, thread_ts=root)
        text = "\n".join(c.text for c in await slack.turn(root))
        if "re-scored" in text:
            break
    found = SCORE.search(text)
    assert found and float(found.group(2)) > float(found.group(1))
