"""Make a draft's body shorter without dropping the answers it gives to what was asked."""

from __future__ import annotations

import re

from agent.reply.asks import PLACEHOLDER
from agent.reply.draft_checks import sentences, topics_in, word_count

# Courtesy that answers nothing: the first thing to go when the user wants it shorter.
_FILLER = re.compile(
    r"^(?:It sounds interesting and I'd like to learn more|My experience with .+ looks relevant"
    r"|I enjoyed learning about the opportunity|Thank you again for your time"
    r"|It was really nice to hear from you|Looking forward to hearing from you"
    r"|I wish you all the best)\b",
    re.IGNORECASE,
)
# Sentences that take up a time or an offer: shortening must not lose the user's yes.
_ANSWER = re.compile(r"\bworks for me\b|\bI'm available\b|\bto accept\b", re.IGNORECASE)
_REFUSAL = re.compile(r"\b(?:not able to|unable to|can't|cannot|won't|not to pursue)\b", re.I)
# Long template wordings and their short forms; each short form still answers the same ask.
_SHORT_FORMS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), short)
    for pattern, short in (
        (r"^I'd be glad to (?:find a time that works|arrange a call) - could you (.+)\?$",
         r"Could you \1?"),
        (r"^I'm very interested and would be glad to arrange a call\.$", "I'm interested."),
        (r"^Yes, I'd be interested in hearing more\.$", "I'm interested."),
        (r"^(.+ works for me for the \w+), and I look forward to it\.$", r"\1."),
        (r"^Could you share more details about the role, the team and the next steps\?$",
         "What would the next steps be?"),
        (r"^(I haven't worked with .+?) professionally, but I'm happy to talk about related "
         r"experience\.$", r"\1 professionally."),
        (r"^I'll think about who in my network might be a good fit and let you know\.$",
         "I'll think of who in my network might fit."),
        (r"^Thank you for the assessment details - (I'll) go through the instructions and "
         r"(confirm \[.+\])\.$", r"\1 do the assessment and \2."),
        (r"^I'd like to discuss compensation once .+$", "I'd like to discuss compensation later."),
        (r"^Regarding the contract terms .+$", "I'd want to review the contract terms first."),
        (r"^I'd prefer to go over work authorization details .+$",
         "I'd prefer to discuss work authorization in a call."),
        (r"^On relocation, .+$", "I'd like to discuss relocation later."),
        (r"^I'd prefer not to share personal details or documents .+$",
         "I'd prefer not to share personal details at this stage."),
        (r"^As for a start date, .+$", "I'd rather discuss a start date later."),
        (r"^I'd be happy to go into (.+?) in more detail when we speak\.$",
         r"Happy to cover \1 when we speak."),
        (r"^Thank you for confirming(.*?) - I look forward to speaking with you\.$",
         r"Thank you for confirming\1 - talk soon."),
        (r"^I'm not able to proceed with this request or share any personal or financial "
         r"information\.$", "I can't share any personal or financial information."),
        (r"^(After careful consideration, )(I've decided not to pursue this opportunity) at this "
         r"time, but I'd be glad to stay in touch\.$", r"\2, but I'd be glad to stay in touch."),
    )
)  # fmt: skip


def shorter(body: list[str]) -> list[str]:
    """Drop courtesy, then use the short form of each answer; fall back to losing a sentence."""
    flat = [s for p in body for s in sentences(p)]
    kept = [_short_form(s) for i, s in enumerate(flat) if i == 0 or not _FILLER.match(s)]
    if len(flat) > 1 and word_count(" ".join(kept)) >= word_count(" ".join(flat)):
        kept = _without_one(kept)
    return [" ".join(kept)] if kept else body


def _without_one(kept: list[str]) -> list[str]:
    """Lose the last sentence that answers nothing, else the opening thanks; never an answer."""
    spare = [i for i, s in enumerate(kept) if i > 0 and not _essential(s)]
    if not spare and kept[0].startswith("Thank you") and len(kept) > 1:
        spare = [0]
    return [s for i, s in enumerate(kept) if i not in spare[-1:]]


def _short_form(sentence: str) -> str:
    for pattern, short in _SHORT_FORMS:
        if pattern.match(sentence):
            return pattern.sub(short, sentence)
    return sentence


def _essential(sentence: str) -> bool:
    """Tell whether a sentence carries a blank to fill, a deferral or a question."""
    risky = set(topics_in(sentence)) - {"scheduling"}
    refusal = _REFUSAL.search(sentence) is not None
    answer = _ANSWER.search(sentence) is not None
    return bool(
        PLACEHOLDER.search(sentence) or risky or refusal or answer or sentence.endswith("?")
    )
