"""Classify an interview answer's intent (answer, skip, stop, ...) and engagement, offline."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from agent.offline.attributes import parse_attributes
from agent.offline.taxonomy import find_skills

Intent = Literal["answer", "confused", "example", "skip", "stop", "off_topic"]
Engagement = Literal["engaged", "partial", "disengaged"]


@dataclass(frozen=True)
class AnswerSignal:
    """What the user meant by a message, and how engaged they are."""

    intent: Intent
    engagement: Engagement


def _phrases(*items: str) -> re.Pattern[str]:
    return re.compile(r"(?:^|\b)(?:" + "|".join(items) + r")(?:\b|$)", re.IGNORECASE)


_STOP_ALONE = re.compile(
    r"^(?:please\s+)?/?(?:stop|quit|exit|end|cancel|done|finish|enough|bye|goodbye)"
    r"(?:\s+(?:it|now|please|here|this|the interview|interview|for now|for today))*$",
    re.IGNORECASE,
)
_STOP = _phrases(
    r"i'?m done", r"i am done", r"we'?re done", r"that'?s enough", r"that is enough",
    r"(?:end|stop|quit|finish|cancel) (?:the|this) (?:interview|conversation|chat|questions)",
    r"no more questions", r"stop asking", r"(?:let'?s|can we|could we|i want to|i'?d like to)"
    r" (?:stop|end|finish|wrap up|call it a day)", r"i have to go", r"gotta go", r"leave me alone",
)  # fmt: skip
_SKIP_ALONE = re.compile(
    r"^/?(?:skip|next|pass|n/?a)(?:\s+(?:it|this|this one|that|please|question|for now))*$",
    re.IGNORECASE,
)
_SKIP = _phrases(
    r"next question", r"skip (?:this|that|it|the question)", r"(?:i'?d )?rather not (?:say|answer)",
    r"prefer not to (?:say|answer)", r"(?:let'?s )?move on", r"next one", r"no comment",
    r"pass on (?:this|that)", r"don'?t want to (?:answer|talk about)", r"not relevant",
    r"ask (?:me )?something else", r"(?:go|move) to the next",
)  # fmt: skip
_EXAMPLE = _phrases(
    r"(?:give|show|provide|share|need|want) (?:me )?(?:an |some |a )?(?:examples?|sample)",
    r"(?:can|could|would) you (?:give|show|provide)[\w ]{0,20}examples?", r"examples? please",
    r"for (?:example|instance)\s*\?", r"like what\s*\?", r"such as\s*\?", r"e\.?g\.?\s*\?",
    r"what would a good answer", r"what kind of answer", r"what should i (?:say|write|answer)",
    r"what do you want me to say", r"an example\s*\?", r"example\s*\?",
)  # fmt: skip
_CONFUSED = _phrases(
    r"what do you mean", r"what does (?:that|this|it) mean", r"i don'?t (?:understand|get it)",
    r"i do not understand", r"don'?t get (?:it|the question|what you)", r"not sure what you",
    r"what are you asking", r"(?:can|could) you (?:rephrase|explain|clarify)", r"rephrase",
    r"confus(?:ed|ing)", r"unclear", r"huh", r"pardon", r"come again", r"i'?m lost",
    r"what\s*\?+$", r"\?\?+", r"sorry\s*\?", r"meaning\s*\?", r"which (?:skill|one|part)\s*\?",
    r"(?:don'?t|do not) know what you(?:'re| are)? (?:mean|asking|want|after|looking for)",
    r"(?:not|don'?t) follow(?:ing)?", r"you lost me", r"over my head",
    r"(?:say|put|ask) (?:that|it|this)? ?(?:differently|another way|again|more simply)",
    r"in other words\s*\?", r"(?:please )?explain(?: that| this| it| please)?\s*\?*$",
    r"what (?:does|do) [\w' -]{1,30} mean", r"what(?: is|'s| are) (?:an? |the )?(?:autonomy|depth"
    r"|scale|constraints?|duration|prototype|production)\s*\?",
)  # fmt: skip
_OFF_TOPIC = _phrases(
    r"weather", r"tell me a joke", r"joke", r"who are you", r"are you (?:a )?(?:bot|robot|human"
    r"|real|an? ai)", r"what'?s your name", r"how are you", r"how'?s it going", r"what'?s up",
    r"what time is it", r"football|soccer|movie|netflix|pizza|lunch|dinner|politics|election",
    r"meaning of life", r"lol+", r"lmao", r"rofl", r"ha(?:ha)+", r"he(?:he)+", r"xd",
)  # fmt: skip
_GREETING = re.compile(r"^(?:hi|hello|hey|yo|sup|hiya|good (?:morning|evening))\W*$", re.I)
_DONT_KNOW = _phrases(
    r"idk", r"i don'?t know", r"i do not know", r"dunno", r"no idea", r"not sure", r"no clue",
    r"can'?t remember", r"don'?t remember", r"who knows", r"whatever", r"meh", r"nothing",
    r"none", r"no comment",
)  # fmt: skip
_ACKS = frozenset({"ok", "okay", "k", "kk", "fine", "sure", "cool", "alright", "right", "whatever"})
_SHORT_PARTIAL = frozenset(
    {"yes", "yeah", "yep", "yup", "no", "nope", "nah", "maybe", "perhaps", "sometimes",
     "kinda", "kind of", "sort of", "a bit", "a little", "some", "a lot", "lots", "not really"}
)  # fmt: skip
_WORD = re.compile(r"[a-z0-9][a-z0-9'+#./-]*", re.IGNORECASE)


def is_informative(text: str) -> bool:
    """Tell whether the text states a skill attribute or names a known skill."""
    if parse_attributes(text):
        return True
    return bool(find_skills(text)) and len(_WORD.findall(text)) >= 2


def _is_gibberish(text: str) -> bool:
    """Spot keyboard mashing ('asdfgh') and emoji- or punctuation-only messages."""
    words = _WORD.findall(text)
    if not words:
        return True
    letters = [w for w in words if w.isalpha()]
    if len(letters) != len(words) or len(words) > 3:
        return False
    return all(len(w) >= 4 and sum(c in "aeiouy" for c in w.lower()) / len(w) < 0.2 for w in words)


def _normalise(text: str) -> str:
    return " ".join(text.strip().split()).strip(" .!")


def _command(norm: str, words: int) -> Intent | None:
    """Return stop or skip when the message is one of those commands."""
    if _STOP_ALONE.match(norm) or (words <= 10 and _STOP.search(norm)):
        return "stop"
    if _SKIP_ALONE.match(norm) or (words <= 10 and _SKIP.search(norm)):
        return "skip"
    return None


def _request(norm: str, words: int, informative: bool) -> Intent | None:
    """Return example, confused or off_topic for a message that is not an answer."""
    if informative and words > 6:
        return None
    if words <= 15 and _EXAMPLE.search(norm):
        return "example"
    if words <= 20 and _CONFUSED.search(norm):
        return "confused"
    if informative:
        return None
    if _is_gibberish(norm) or _GREETING.match(norm) or (words <= 15 and _OFF_TOPIC.search(norm)):
        return "off_topic"
    return None


def _engagement(norm: str, words: int, informative: bool) -> Engagement:
    lowered = norm.lower()
    if informative:
        return "engaged"
    if lowered in _ACKS or (words <= 6 and _DONT_KNOW.search(lowered)):
        return "disengaged"
    if lowered in _SHORT_PARTIAL or words < 12:
        return "partial"
    return "engaged" if words >= 25 else "partial"


def classify_answer(text: str, *, informative: bool | None = None) -> AnswerSignal:
    """Classify an interview answer's intent and engagement, deterministically."""
    norm = _normalise(text)
    words = len(_WORD.findall(norm))
    if not norm:
        return AnswerSignal("answer", "disengaged")
    command = _command(norm, words)
    if command is not None:
        return AnswerSignal(command, "partial" if command == "skip" else "disengaged")
    info = is_informative(norm) if informative is None else informative
    intent = _request(norm, words, info)
    if intent == "off_topic":
        return AnswerSignal("off_topic", "disengaged")
    if intent is not None:
        return AnswerSignal(intent, "partial")
    return AnswerSignal("answer", _engagement(norm, words, info))
