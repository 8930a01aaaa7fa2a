"""A meeting slot the employer proposes ("a call on Tuesday?", "free Thursday at 3pm?")."""

from __future__ import annotations

import re
from dataclasses import dataclass

_DAY = (
    r"(?:(?:this |next |on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|tomorrow(?: (?:morning|afternoon|evening))?)"
)
_MONTH = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:\.|[a-z]*)"  # "Jun." not "June."
)
_DATE = rf"(?:{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{_MONTH})"
_CLOCK = r"(?:\d{1,2}(?:[:.]\d{2})?\s?(?:[ap]\.?m\b\.?)|\d{1,2}:\d{2}|noon)"
_TIME = (
    r"(?:(?:at|from|around|after|before|between) )?"
    r"(?:\d{1,2}(?:[:.]\d{2})?\s?(?:-|–|to|and)\s?)?"
    rf"{_CLOCK}(?:\s?(?:-|–|to|and)\s?{_CLOCK})?"
    r"(?-i: [A-Z]{2,4}\b)?|(?:in the )?(?:morning|afternoon|evening)"
)
_SLOT = re.compile(
    rf"\b(?P<day>{_DAY}(?:,? (?:the )?{_DATE})?|{_DATE})(?:,? (?P<time>{_TIME}))?"
    rf"|\b(?P<time2>(?:at )?{_CLOCK}) (?:on |this |next )?(?P<day2>{_DAY})",
    re.IGNORECASE,
)
# The slot must be about meeting the user, not a deadline or a first working day.
_MEETING = re.compile(
    r"\b(?:call|chat|talk|speak|meet(?:ing)?|interview|catch up|zoom|teams|video|phone"
    r"|free|available|availability|work for you|suit|convenient|connect)\b",
    re.IGNORECASE,
)
_NOT_A_MEETING = re.compile(
    r"\b(?:deadline|due|by|before|until|no later than|submit|complete|start date|first day"
    r"|expires?|closes?)\b[^.?!\n]{0,20}$",
    re.IGNORECASE,
)
_PROPOSING = re.compile(
    r"\?|\b(?:would|could|does|do|can|are you|how about|what about|let me know|please confirm"
    r"|confirm (?:if|whether|that)|invite you|like to (?:schedule|set up|arrange|invite|meet"
    r"|speak|talk)|propose|suggest)\b",
    re.IGNORECASE,
)
_MEETING_NOUN = re.compile(r"\b(call|chat|interview|meeting|conversation)s?\b", re.IGNORECASE)
# A sentence runs on past the dot of "Jun. 5", "3 p.m." and "10.30".
_SENTENCE = re.compile(
    r"(?:\b(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\."
    r"|\b[ap]\.m\.(?! *(?:\n|$|(?-i:[A-Z][a-z])))"  # "3 p.m. ET?", not "3 p.m. See you"
    r"|\b[ap]\.(?=m\b)|\.(?=\d)|[^.?!\n])+[.?!]?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Slot:
    """A day (and perhaps a time) the sender proposes, as they wrote it."""

    day: str
    time: str = ""
    meeting: str = "call"  # what the slot is for, in the sender's word

    def text(self, *, start: bool = True) -> str:
        """Return the slot as a reply names it: "Tuesday at 3pm"; "tomorrow" mid-sentence."""
        day = re.sub(r"^on ", "", self.day, flags=re.IGNORECASE)
        day = _capital(day) if start else re.sub(r"^(?:This|Next|Tomorrow)\b", _lower, day)
        if not self.time:
            return day
        bare = not re.match(
            r"(?:at|from|around|after|before|between|in|morning|afternoon|evening)\b",
            self.time,
            re.IGNORECASE,
        )
        return f"{day} at {self.time}" if bare else f"{day} {self.time}"


def proposed_slot(text: str) -> Slot | None:
    """Return the first meeting slot the message proposes or asks the user to confirm."""
    before = (
        ""  # the sentence before may name the meeting: "a video interview. Would Tuesday work?"
    )
    for sentence in _SENTENCE.finditer(text):
        words, context = sentence.group(0), before
        before = words
        about_meeting = _MEETING.search(words) or _MEETING_NOUN.search(context)
        if not (about_meeting and _PROPOSING.search(words)):
            continue
        for match in _SLOT.finditer(words):
            if _NOT_A_MEETING.search(words[: match.start()]):
                continue
            day = match.group("day") or match.group("day2") or ""
            time = match.group("time") or match.group("time2") or ""
            noun = _MEETING_NOUN.search(words) or _MEETING_NOUN.search(context)
            meeting = noun.group(1).lower() if noun else "call"
            return Slot(" ".join(day.split()), " ".join(time.split()), meeting)
    return None


def named_slot(words: str) -> Slot | None:
    """Return the day (and time) a user's own words name ("Tuesday at 10am"), if any."""
    match = _SLOT.search(words)
    if match is None:
        return None
    day = match.group("day") or match.group("day2") or ""
    time = match.group("time") or match.group("time2") or ""
    return Slot(" ".join(day.split()), " ".join(time.split()))


def _lower(match: re.Match[str]) -> str:
    return match.group(0).lower()


def _capital(value: str) -> str:
    return value[:1].upper() + value[1:]


# The sender offers times to pick from: a booking link, or a list ("which of these suit you").
_BOOKING_LINK = re.compile(
    r"\bcalendly\b|\b(?:booking|scheduling) link\b|\bself-schedul\w*", re.IGNORECASE
)
_PICK_A_TIME = re.compile(
    r"\b(?:book|grab|pick|choose|select|reserve|schedule)\b[^.?!\n]{0,30}?\b(?:time|slot)s?\b",
    re.IGNORECASE,
)
_LINK = re.compile(r"\blink\b|https?://|\bwww\.|\{LINK\}", re.IGNORECASE)
_TIME_LIST = re.compile(
    r"\b(?:which|one) of (?:these|the following|the below|the) (?:times|slots|dates|options)\b"
    r"|\bthe following (?:times|slots|dates)\b|\bsuggested times\b"
    r"|\b(?:which|whichever) (?:one |slot |time )?(?:suits|works) (?:you )?best\b",
    re.IGNORECASE,
)


def offered_times(text: str) -> str:
    """Return "link" or "list" when the message offers times to pick from, else ""."""
    if _BOOKING_LINK.search(text):
        return "link"
    for match in _PICK_A_TIME.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        lines = text[line_start:].split("\n", 2)  # its line and the next ("grab a time:\n[link]")
        if _LINK.search("\n".join(lines[:2])):
            return "link"
    listed = len(re.findall(_CLOCK, text, re.IGNORECASE)) >= 2  # "pick a time: 10:00 or 14:00"
    return "list" if _TIME_LIST.search(text) or (listed and _PICK_A_TIME.search(text)) else ""
