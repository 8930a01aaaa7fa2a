"""Deterministic intake of an employer message: who wrote, for what role, what they ask."""

from __future__ import annotations

import re

from agent.reply.model import EmployerMessage, MessageKind

MAX_QUESTIONS = 10
MAX_QUESTION_CHARS = 300
MAX_QUOTE_CHARS = 200

# Same-length replacements so offsets in the normalised text match the original.
_SAME_LENGTH = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " ", "`": " "})
_LINE = re.compile(r"[^\n]+")
_LINE_START = re.compile(r"[ \t]*(?:[-*•●▪·>]|\d+[.)]|#|\||\w[\w ]{0,25}:)")
WRAP_MIN_CHARS = 50  # a line this long that runs on was wrapped, not ended
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_PLACEHOLDER = re.compile(r"[{}<>_]|\bXXX\b|\[.*\]")
_NAME_WORD = r"[A-Z][a-zA-Z'-]+"
_NAME = rf"{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,2}}"
# Capitalised words that open a sentence before "here" or "from X" and are no one's name.
_NOT_A_SENDER = (
    r"(?:Click|Tap|Sign|Apply|Reply|Respond|Register|Text|Call|Write|Look|Start|Details|More|Info"
    r"|Read|See|Go|Come|Right|Over|Out|Just|Everything|Anyone|Someone|Nobody|Noon|Midday|Monday"
    r"|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight|Time|Now|Me|Us"
    r"|Them|Everyone|Parking|Reception|Entry|Access|Directions|Lunch|Work|Training|Support)\b"
)
_ORG_WORD = r"[A-Z][\w&'-]*(?:\.\w+)*"
_ORG = rf"{_ORG_WORD}(?:[ \t]+(?:&[ \t]+)?{_ORG_WORD}){{0,3}}"
_ROLE_WORD = r"(?!(?:the|a|an|for|of|in|at|to|with|and|or|our|your|this|that)\b)[\w+#./-]+"
_ROLE_NOUNS = (
    r"(?:engineer|developer|programmer|architect|manager|designer|scientist|analyst|lead|"
    r"specialist|consultant|administrator|intern|director|researcher|tester|devops|sre|"
    r"officer|coordinator|assistant|technician|writer|owner|head)s?"
)
_STOP_WORDS = frozenset(
    "the a an our your this that my we i you it they he she hello hi dear thanks "  # noqa: SIM905
    "thank best regards monday tuesday wednesday thursday friday saturday sunday january "
    "february march april june july august september october november december".split()
)
_NOT_A_PERSON = frozenset({"team", "recruitment", "recruiting", "hr", "talent", "schedulers"})
_ROLE_FILLERS = frozenset(
    "remote flexible new great exciting open strong several some full-time part-time "  # noqa: SIM905
    "full time permanent contract temporary this that same current".split()
)

_COMPANY_PATTERNS = (
    re.compile(rf"(?im)^[ \t*|-]*(?:company|employer|organi[sz]ation)\**[ \t]*[:|][ \t*]*({_ORG})"),
    re.compile(rf"(?m)(?:^|[.!]\s+)({_ORG})[ \t]+(?:is|are)[ \t]+(?:hiring|looking|growing)\b"),
    re.compile(
        rf"(?i:\b(?:position|role|job|opening|opportunity|career|team)"
        rf"[ \t]+(?:at|with)[ \t]+)({_ORG})"
    ),
    re.compile(
        rf"(?i:\b(?:i'm|i am|this is)[ \t]+\S+(?:[ \t]+\S+)?[ \t]+(?:from|at)[ \t]+)({_ORG})"
    ),
    re.compile(
        rf"(?i:\b(?:recruit\w*|talent[ \t]\w+|hiring manager|hr)[ \t]+(?:at|from)[ \t]+)({_ORG})"
    ),
    re.compile(rf"(?i:\bjoin(?:ing)?[ \t]+the[ \t]+)({_ORG})(?i:[ \t]+team)\b"),
    re.compile(rf"(?i:\b(?:here|writing|reaching out)[ \t]+from[ \t]+)({_ORG})"),
    re.compile(rf"\bat[ \t]+({_ORG})[ \t]*[.,!?;:\n]"),
    # an offer's "in the position of Data Analyst at Hartwell Foods at a starting salary"
    re.compile(rf"(?i:\b{_ROLE_NOUNS}[ \t]+(?:at|with)[ \t]+)({_ORG})"),
    re.compile(rf"(?i:\b(?:company|start-?up|firm|agency)[ \t]+(?:called|named)[ \t]+)({_ORG})"),
    re.compile(rf"(?m)^({_ORG})[ \t]+(?:Recruit\w*|Talent|Hiring|HR|People)[ \t]+Team[ \t]*$"),
    re.compile(
        r"(?m)^([A-Z][\w&.' -]{1,50}?[ \t](?:Inc\.?|LLC|Ltd\.?|GmbH|SpA|S\.A\.|Corp\.?|"
        r"Corporation|PLC|AG|BV|SAS|Pty Ltd))[ \t]*$"
    ),
)
_ROLE_PATTERNS = (
    re.compile(
        r"(?im)(?:^|[.!?][ \t]+)[ \t*|-]*(?:role|position|job title|position title|title)"
        r"\**[ \t]*[:|][ \t*]*([^\n|]{2,80})"
    ),
    re.compile(r"(?i)\bjob application:[ \t]*([^\n]{2,80})"),
    re.compile(r"(?i)\b(?:job|position|role)[ \t]+\"([^\"\n]{2,80})\""),
    re.compile(
        rf"(?i)\b(?:the|a|an|our)[ \t]+((?:{_ROLE_WORD}[ \t]+){{0,5}}?{_ROLE_WORD})[ \t]+"
        r"(?:position|role|opening|vacancy)\b"
    ),
    re.compile(
        rf"(?i)\b(?:hiring|looking for|seeking|searching for|recruiting)[ \t]+(?:a|an|several|some)"
        rf"[ \t]+((?:{_ROLE_WORD}[ \t]+){{0,4}}{_ROLE_NOUNS})\b"
    ),
    re.compile(rf"(?im)^subject:[ \t]*((?:[\w+#./-]+[ \t]+){{0,5}}{_ROLE_NOUNS})[ \t]*$"),
    re.compile(
        rf"(?i)\b(?:position|role|post)[ \t]+(?:of|as)[ \t]+(?:an?[ \t]+)?"
        rf"((?:{_ROLE_WORD}[ \t]+){{0,4}}{_ROLE_NOUNS})\b"
    ),
)
_CONTACT_PATTERNS = (
    re.compile(rf"(?i:\b(?:i'm|i am|my name is|this is)[ \t]+)({_NAME})\b(?![ \t]+(?i:team))"),
    re.compile(
        rf"(?im)^(?:best|regards|best regards|kind regards|thanks|cheers|sincerely),"
        rf"[ \t]*({_NAME})[ \t]*$"
    ),
    re.compile(
        rf"(?im)^(?:best|regards|best regards|kind regards|warm regards|thanks|thank you|"
        rf"cheers|sincerely|many thanks|all the best|see you soon)[ \t]*[,!.]?[ \t]*\n"
        rf"(?:[ \t]*-*[ \t]*\n)?[ \t]*(?-i:({_NAME}))[ \t]*$"
    ),
    re.compile(
        rf"(?im)^(?:you will soon be contacted by|your contact):?[ \t]*\n"
        rf"[ \t]*(?-i:({_NAME}))[ \t]*$"
    ),
    re.compile(rf"(?i:\b(?:hello|hi|greetings)[ \t]+from[ \t]+)({_NAME})[ \t]*[!.,]"),
    # A text's own introduction: "Kerry @ Hays here", "Kerry here from Hays", "it's Kerry
    # from Hays".
    re.compile(
        rf"(?:^|(?<=[.!?,:;])[ \t]*|\b(?i:hi|hey|hello|morning|afternoon)[ \t]+)(?!{_NOT_A_SENDER})"
        rf"({_NAME_WORD})[ \t]+(?:(?:@|from|at|with)[ \t]+{_ORG}[ \t]+here\b|here[ \t]*(?:,[ \t]*)?"
        rf"(?:from|at|with|@)[ \t]+[A-Z])",
        re.MULTILINE,
    ),
    re.compile(
        rf"(?i:\bit'?s|\bit[ \t]+is)[ \t]+(?!{_NOT_A_SENDER})({_NAME_WORD})[ \t]+"
        r"(?:from|at|with|@)[ \t]+[A-Z]"
    ),
)

_KIND_PATTERNS: tuple[tuple[MessageKind, re.Pattern[str]], ...] = (
    (
        "rejection",
        re.compile(
            r"(?i)\bunfortunately\b|regret to inform|"
            r"not (?:be )?mov(?:e|ing) forward with (?:your|you)|"
            r"decided (?:not )?to (?:move|proceed|go) (?:forward )?with other|did not select|"
            r"not (?:been )?selected|position has been filled|no longer (?:being )?consider|"
            r"wish you (?:all )?the best in your (?:job search|future)"
        ),
    ),
    (
        "offer",
        re.compile(
            r"(?i)\bpleased to (?:extend|offer)|(?:job|employment|formal|written) offer\b|"
            r"offer letter|offer of employment|(?:like|happy|delighted) to offer you|"
            r"extend (?:you )?an offer"
        ),
    ),
    (
        "invitation",
        re.compile(
            r"(?i)\binvit\w* you\b|like to invite|short ?listed for|selected (?:for|to proceed)|"
            r"(?:like|love) to (?:schedule|set up|arrange) (?:an? )?(?:interview|call)|next round"
        ),
    ),
    (
        "scheduling",
        re.compile(
            r"(?i)\bconfirm (?:your|the) (?:\w+ )?(?:interview|call|meeting)|\bschedul\w*|"
            r"reschedul|\bavailability\b|time slots?|calendar|appointed time|what time works"
        ),
    ),
    (
        "outreach",
        re.compile(
            r"(?i)reaching out|came across your|saw your|stumbl\w+ upon|opportunit(?:y|ies)|"
            r"(?:'re|am|are|is) (?:currently )?(?:looking for|hiring|recruiting|searching)|"
            r"(?:love|like) to (?:chat|connect|talk)|quick (?:chat|call)|"
            r"interested in (?:hiring|a )"
        ),
    ),
)
_ASK = re.compile(
    r"(?i)^(?:please|kindly|could you|can you|would you|let (?:me|us) know|send|provide|share|"
    r"tell (?:me|us))\b|\b(?:please|kindly) (?:send|provide|share|let|confirm|reply|fill|complete|"
    r"tell|advise|include|click)\b|\bask (?:you )?to (?:provide|send|share|fill)"
)
_BULLET = re.compile(r"^[ \t]*(?:[-*•●▪·]|\d+[.)])[ \t]+(.*\S)")


def normalize(text: str) -> str:
    """Return text with curly quotes and odd spaces straightened, keeping every offset."""
    return text.translate(_SAME_LENGTH)


def collapse(text: str) -> str:
    """Return text with whitespace runs collapsed to single spaces."""
    return " ".join(text.split())


def _blocks(text: str) -> list[tuple[int, int]]:
    """Group lines into blocks, joining a line only onto a long line it wraps from."""
    blocks: list[tuple[int, int]] = []
    for line in _LINE.finditer(text):
        if not line.group(0).strip():
            continue
        prev = text[blocks[-1][0] : blocks[-1][1]].split("\n")[-1].strip() if blocks else ""
        joins = (
            blocks
            and blocks[-1][1] == line.start() - 1
            and len(prev) >= WRAP_MIN_CHARS
            and not prev.endswith(":")
            and not _LINE_START.match(line.group(0))
        )
        if joins:
            blocks[-1] = (blocks[-1][0], line.end())
        else:
            blocks.append(line.span())
    return blocks


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split text into sentences, bullets and headings as (start, end) offsets."""
    spans: list[tuple[int, int]] = []
    for lo, hi in _blocks(text):
        pos = lo
        for piece in _SENTENCE_END.split(text[lo:hi]):
            if piece.strip():
                spans.append((pos, pos + len(piece)))
            pos += len(piece)
            while pos < hi and text[pos].isspace():
                pos += 1
    return spans


def quote_at(text: str, spans: list[tuple[int, int]], start: int, end: int) -> str:
    """Return the sentence around text[start:end], collapsed and at most 200 characters."""
    lo, hi = start, end
    for s, e in spans:
        if s <= start < e:
            lo, hi = s, max(e, end)
        if s < end <= e or (lo <= s < end and e >= hi):
            hi = max(
                hi, e
            )  # a match running into the next piece ("Joining date: Monday") ends with it
        if s >= end:
            break
    if len(collapse(text[lo:hi])) > MAX_QUOTE_CHARS:
        lo, hi = _window(text, lo, hi, start, end)
    return collapse(text[lo:hi]).strip(" -*•#|")[:MAX_QUOTE_CHARS]


def _window(text: str, lo: int, hi: int, start: int, end: int) -> tuple[int, int]:
    """Narrow [lo, hi) to about 200 characters around the match, cut at word boundaries."""
    half = max(0, (MAX_QUOTE_CHARS - (end - start)) // 2)
    new_lo = max(lo, start - half)
    new_hi = min(hi, new_lo + MAX_QUOTE_CHARS)
    if new_lo > lo:
        space = text.find(" ", new_lo, start)
        new_lo = space + 1 if space >= 0 else new_lo
    if new_hi < hi:
        space = text.rfind(" ", end, new_hi)
        new_hi = space if space >= 0 else new_hi
    return new_lo, new_hi


def _clean_name(value: str, *, max_words: int = 5) -> str:
    """Return a candidate name, or '' when it is a placeholder, stop word or too long."""
    value = value.strip(" \t*|.,:;!-\"'")
    words = value.split()
    if not words or len(words) > max_words or _PLACEHOLDER.search(value):
        return ""
    if words[0].lower() in _STOP_WORDS or (len(value) > 3 and value.isupper()):
        return ""
    if _NOT_A_PERSON.intersection(w.lower() for w in words):
        return ""
    return value


_POSSESSIVE = re.compile(r"(?<=\w)['’]s$")
_LOWER_WORD_NEXT = re.compile(r"[ \t]+[a-z]")


def _owner(value: str, text: str, end: int) -> str:
    """Drop a possessive before a common noun ("Northwind's talent team"), not "McDonald's."."""
    if _POSSESSIVE.search(value) and _LOWER_WORD_NEXT.match(text, end):
        return _POSSESSIVE.sub("", value)
    return value


def _first(patterns: tuple[re.Pattern[str], ...], text: str, *, max_words: int = 5) -> str:
    for pattern in patterns:
        for match in pattern.finditer(text):
            raw = _owner(match.group(1), text, match.end(1))
            value = _clean_name(raw, max_words=max_words)
            if value:
                return value
    return ""


def _role(text: str) -> str:
    """Return the role the message is about, or ''."""
    for pattern in _ROLE_PATTERNS:
        for match in pattern.finditer(text):
            words = match.group(1).strip(" \t*|.,:;!-\"'").split()
            while words and words[0].lower() in _ROLE_FILLERS:
                words = words[1:]
            value = _clean_name(" ".join(words), max_words=6)
            if value and (value[0].isupper() or re.search(_ROLE_NOUNS + r"$", value, re.I)):
                return value
    return ""


def _units(text: str) -> list[str]:
    return [collapse(text[s:e]) for s, e in sentence_spans(text)]


def extract_questions(text: str) -> list[str]:
    """Return the questions and direct asks in a message (at most 10, each ≤ 300 chars)."""
    questions: list[str] = []
    listing = False
    for line in _units(text):
        bullet = _BULLET.match(line)
        if listing and bullet:
            item = bullet.group(1).strip(" *:")
        elif line.endswith("?") or _ASK.search(line):
            item = line.lstrip("-*•# ")
        else:
            listing = False
            continue
        listing = listing or line.endswith(":")
        if item and item not in questions:
            questions.append(item[:MAX_QUESTION_CHARS])
    return questions[:MAX_QUESTIONS]


def message_kind(text: str, questions: list[str]) -> MessageKind:
    """Classify the message: rejection, offer, invitation, scheduling, outreach, question, other."""
    for kind, pattern in _KIND_PATTERNS:
        if pattern.search(text):
            return kind
    return "question" if questions else "other"


def extract_message(text: str) -> EmployerMessage:
    """Read company, role, contact, kind and questions from an employer message."""
    clean = normalize(text)
    questions = extract_questions(clean)
    return EmployerMessage(
        company=_first(_COMPANY_PATTERNS, clean, max_words=4),
        role=_role(clean),
        contact_name=_first(_CONTACT_PATTERNS, clean, max_words=3),
        kind=message_kind(clean, questions),
        questions=questions,
    )
