"""Deterministic text checks shared by the offline drafter and the rule judge."""

from __future__ import annotations

import re

from agent.offline.taxonomy import find_skills, lookup
from agent.reply.ask_replies import takes_up_asks
from agent.reply.asks import PLACEHOLDER
from agent.reply.intake_rules import collapse
from agent.reply.model import ProfileContext

# Topics a reply must defer rather than answer; all but start_date are risk categories.
RISK_TOPICS = ("salary", "legal", "visa", "relocation", "personal_data", "start_date")
MAX_QUESTIONS = 8
_NAMED_CATEGORIES = frozenset(
    {"programming_language", "web", "mobile", "database", "cloud", "devops", "data", "ml",
     "testing", "security", "embedded", "bi", "erp", "design"}
)  # fmt: skip
_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"


def _any(*parts: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(parts) + r")\b", re.IGNORECASE)


TOPIC_PATTERNS: dict[str, re.Pattern[str]] = {
    "salary": _any(
        r"salar(?:y|ies)", "compensation", r"pay(?: range| band| rate)?", "remuneration",
        r"(?:day|daily|hourly) rate", r"rate expectations?", "ctc", "equity", "bonus",
        r"expected (?:pay|package)", "how much",
    ),
    "legal": _any(
        r"non[- ]?competes?", r"non[- ]?solicit\w*", "nda", r"non[- ]?disclosure",
        r"contracts?", r"clauses?", r"ip assignment", "legal", r"terms and conditions",
    ),
    "visa": _any(
        r"visas?", r"work authori[sz]ation", r"authori[sz]ed to work", r"sponsor(?:ship)?",
        r"work permits?", r"citizen(?:ship)?", r"right to work", "green card", r"h-?1b",
    ),
    # "based in [your city]" answers a location question flagged with relocation.
    "relocation": _any(r"relocat\w*", r"mov(?:e|ing) to", r"on-?site in", r"based in"),
    "personal_data": _any(
        "ssn", "social security", r"passports?", r"date of birth", r"bank (?:account|details)",
        r"id (?:card|number)", r"copy of your id", r"home address", r"driver'?s licen[cs]e",
        r"credit card", r"personal (?:details|information|data)",
    ),
    "start_date": _any(
        r"start date", r"when (?:can|could|would) you (?:start|join)", r"notice period",
        r"immediate(?:ly)? (?:start|availability)", r"(?:start|join|begin)(?:ing)? "
        r"(?:immediately|asap|right away|next (?:week|month))", r"available to start",
        r"earliest (?:start|availability)",
    ),
    "scheduling": _any(
        r"availab(?:le|ility)", "call", "chat", r"interviews?", "meeting", r"(?:time )?slots?",
        "schedule", "calendar", r"a time", r"(?:this|next) week",
    ),
}  # fmt: skip
_DEFERRAL = _any(
    "discuss", r"talk (?:about|through)", "once", "later", "review", "prefer", "rather",
    r"go over", r"in a call", r"when we (?:speak|talk)", "at a later stage", "in more detail",
    r"happy to (?:talk|discuss|go)", r"not (?:able|in a position)", "before committing",
    "understand more", "confirm", "first",
)  # fmt: skip
GENERIC_DEFERRAL = _any(r"happy to go into", r"when we (?:speak|talk)", "in more detail")
_NEGATION = re.compile(r"\b(?:not|no|never|without)\b|n't\b", re.IGNORECASE)
_FIRST_PERSON_CLAIM = re.compile(
    r"\b(?:i(?: have|'ve| am|'m| know| used| worked| built| wrote| developed| led| use)|my)\b",
    re.IGNORECASE,
)
_LEAKS: dict[str, re.Pattern[str]] = {
    "an email address": re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+"),
    "a salary figure": re.compile(
        r"[$€£¥]\s?\d|\b\d[\d,.]*\s?k\b|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds)\b"
        r"|\b\d{2,3}[,.]\d{3}\b",
        re.IGNORECASE,
    ),
    "a commitment": _any(
        r"i (?:accept|agree to|will sign|'ll sign|can sign|commit to)",
        r"i (?:can|could|will|'ll) (?:start|relocate|move to)",
        r"(?:start|join|begin) (?:immediately|right away|asap|tomorrow|next (?:week|month))",
        r"i(?:'m| am) (?:happy|willing|able|ready) to (?:relocate|sign|start|move)",
        r"my notice period is",
    ),
    "a specific date or time": re.compile(
        rf"\b\d{{1,2}}(?::\d{{2}})?\s?(?:am|pm)\b|\b\d{{1,2}}:\d{{2}}\b|\b(?:on|at) {_DAYS}\b"
        r"|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b",
        re.IGNORECASE,
    ),
    "a visa status": _any(
        r"i (?:have|hold|don't need|do not need|need|require)(?: a)? "
        r"(?:visa|sponsorship|work permit)",
        r"i(?:'m| am) an? (?:\w+ )?(?:citizen|permanent resident)",
    ),
}  # fmt: skip
_PHONE = re.compile(r"(?<![\w$€£])\+?\d[\d\s().-]{7,}\d(?!\w)")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_REQUEST = re.compile(
    r"^(?:please|kindly|could you|can you|would you|let (?:me|us) know|send|share|confirm)\b",
    re.IGNORECASE,
)
_GREETING = re.compile(r"^(?:hi|hello|dear|good (?:morning|afternoon|evening)|hey)\b", re.I)
_SIGN_OFF = re.compile(
    r"^(?:best|kind regards|regards|warm regards|many thanks|thanks|thank you|sincerely"
    r"|cheers|all the best|warmly)\b[^.!?]{0,30}$",
    re.IGNORECASE,
)
_SLANG = _any("gonna", "wanna", "gotta", "lol", "omg", "btw", "ur", "thx", "pls", "dude", "yo")
_SHOUT = re.compile(r"\b[A-Z]{5,}\b")
_WORD = re.compile(r"[a-zA-Z][a-zA-Z+#'-]*")


def sentences(text: str) -> list[str]:
    """Split text into trimmed sentences (line breaks also end a sentence)."""
    return [s.strip() for s in _SENTENCE.split(text) if s and s.strip()]


def questions_in(text: str) -> list[str]:
    """Return the questions and requests in an employer's message (at most MAX_QUESTIONS)."""
    found = [s for s in sentences(text) if s.endswith("?") or _REQUEST.match(s)]
    return list(dict.fromkeys(found))[:MAX_QUESTIONS]


def topics_in(text: str) -> list[str]:
    """Return the topics (risk topics and scheduling) the text touches, in a fixed order."""
    return [topic for topic, pattern in TOPIC_PATTERNS.items() if pattern.search(text)]


def defers(sentence: str, topic: str) -> bool:
    """Tell whether a sentence names the topic and puts it off ("discuss relocation later")."""
    return bool(TOPIC_PATTERNS[topic].search(sentence) and _DEFERRAL.search(sentence))


def is_deferred(draft: str, topic: str) -> bool:
    """Tell whether one sentence of the draft names the topic and defers it."""
    pattern = TOPIC_PATTERNS[topic]
    # A [placeholder] the user fills in answers the question in their own words.
    return any(
        defers(s, topic) or (pattern.search(s) and PLACEHOLDER.search(s)) for s in sentences(draft)
    )


def named_skills(text: str) -> list[str]:
    """Return the named technologies (Rust, Kafka) the text names, not practices."""
    names = [m.name for m in find_skills(text) if _named_tech(m.name, m.category)]
    for match in re.finditer(r"(?<=[\w,;:(] )[A-Z][\w+#.]*[\w+#]", text):
        info = lookup(match.group(0))
        if info and info.name == match.group(0) and _named_tech(info.name, info.category):
            names.append(info.name)
    return list(dict.fromkeys(names))


def skills_in(text: str, profile: ProfileContext) -> list[str]:
    """Return skills the text names: profile skills and named technologies (Rust, Kafka)."""
    names = named_skills(text)
    names += [s.name for s in profile.skills if mentions(text, s.name)]
    unique: dict[str, str] = {}
    for name in names:
        unique.setdefault(name.lower(), name)
    return list(unique.values())


def _named_tech(name: str, category: str) -> bool:
    """Tell whether a taxonomy skill is a named technology, not a practice ("Code review")."""
    words = name.split()
    return category in _NAMED_CATEGORIES and (
        len(words) == 1 or any(w[:1].isupper() for w in words[1:])
    )


def mentions(text: str, name: str) -> bool:
    """Tell whether text names `name` as a whole word (case-insensitive)."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.IGNORECASE) is not None


def claims_skill(draft: str, skill: str) -> bool:
    """Tell whether the draft claims first-hand experience of `skill`."""
    return any(
        mentions(s, skill) and _FIRST_PERSON_CLAIM.search(s) and not _NEGATION.search(s)
        for s in sentences(draft)
    )


def is_addressed(question: str, draft: str, profile: ProfileContext) -> bool:
    """Tell whether the draft answers or defers one question."""
    topics = topics_in(question)
    skills = skills_in(question, profile)
    if takes_up_asks(question, draft):
        return True
    if not topics and not skills:
        overlap = keywords(question) & keywords(draft)
        return bool(overlap) or GENERIC_DEFERRAL.search(draft) is not None
    topics_ok = all(
        is_deferred(draft, t) if t in RISK_TOPICS else bool(TOPIC_PATTERNS[t].search(draft))
        for t in topics
    )
    return topics_ok and all(mentions(draft, s) for s in skills)


def find_leaks(
    draft: str,
    profile: ProfileContext | None = None,
    employer_text: str = "",
    *,
    user_words: str = "",
) -> list[str]:
    """Name what the draft reveals or commits to beyond the profile's own facts.

    Sentences with a [placeholder] are left out: the user writes those facts themselves, as
    they do the words of a revise instruction ("say that my notice period is four weeks").
    A date or time the employer proposed is theirs to name, so repeating it is no leak.
    """
    said = collapse(user_words).lower()
    draft = "\n".join(s for s in sentences(draft) if not PLACEHOLDER.search(s))
    for skill in profile.skills if profile else []:
        for value in skill.attributes.values():
            if len(value.strip()) >= 3:
                draft = draft.replace(value.strip(), " ")
    found = [
        name
        for name, pattern in _LEAKS.items()
        if any(
            not _echoed(m.group(0), name, employer_text)
            and not (said and collapse(m.group(0)).lower() in said)
            for m in pattern.finditer(draft)
        )
    ]
    phones = (m.group(0) for m in _PHONE.finditer(draft))
    if any(sum(c.isdigit() for c in p) >= 9 for p in phones):
        found.insert(0, "a phone number")
    return found


def _echoed(found: str, name: str, employer_text: str) -> bool:
    """Tell whether a date or time in the draft is one the employer wrote themselves."""
    return name == "a specific date or time" and found.lower() in employer_text.lower()


def has_greeting(draft: str) -> bool:
    """Tell whether the draft opens with a greeting."""
    lines = [line.strip() for line in draft.splitlines() if line.strip()]
    return bool(lines) and _GREETING.match(lines[0]) is not None


def has_sign_off(draft: str) -> bool:
    """Tell whether one of the draft's last three lines is a sign-off."""
    lines = [line.strip() for line in draft.splitlines() if line.strip()]
    return any(_SIGN_OFF.match(line) for line in lines[-3:])


def tone_issues(draft: str) -> list[str]:
    """Return tone problems: slang, shouting, exclamation spam."""
    issues = []
    if _SLANG.search(draft):
        issues.append("Replace slang with plain professional wording.")
    if len(_SHOUT.findall(draft)) >= 2:
        issues.append("Do not write words in ALL CAPS.")
    if "!!" in draft or draft.count("!") > 2:
        issues.append("Use at most one exclamation mark.")
    return issues


def word_count(text: str) -> int:
    """Count the words in text."""
    return len(_WORD.findall(text))


def keywords(text: str) -> set[str]:
    """Return the lower-cased content words (five letters or more) of text."""
    return {w.lower() for w in _WORD.findall(text) if len(w) >= 5} - _COMMON


_COMMON = frozenset(
    """about above after again thank thanks would could should there their these those which
    while where hello regards best kind please really happy there's we're you're we've great
    other share being doing looking forward reach reaching message today little""".split()  # noqa: SIM905
)
