"""The sender's name as a draft may greet them: from their sign-off, never a company or blank."""

from __future__ import annotations

import re

_CLOSING = re.compile(
    r"^\W*(?:(?:best|kind|warm|warmest|kindest|many|with)\s+)?(?:regards|wishes|thanks|best"
    r"|rgds)\b|^\W*(?:thanks|thank\s+you|cheers|sincerely|yours(?:\s+(?:sincerely|truly"
    r"|faithfully))?|respectfully|all\s+the\s+best|talk\s+soon|see\s+you\s+soon|take\s+care)\b",
    re.IGNORECASE,
)
_AFTER_CLOSING = " \t,.!:;-–—"  # stripped between "Regards" and the name
_DASH_SIGN = re.compile(r"^\s*(?:--?|–|—|~)\s*(?=\S)")
_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof"})
# Words that make a sign-off line an organisation, a team or a job title, not a person.
_NOT_A_PERSON = frozenset(
    "team hr talent recruiting recruitment recruiter recruiters hiring careers career people "  # noqa: SIM905
    "department office corp corporation inc ltd llc plc gmbh group company co services "
    "solutions technologies systems partners consulting agency staffing the manager "
    "acquisition desk support board committee sent from subject hello hi dear please "
    "ops operations equipe équipe equipo squadra "
    "thanks regards best monday tuesday wednesday thursday friday saturday sunday january "
    "february march april june july august september october november december".split()
)
_NAME_WORD = re.compile(
    r"^[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:['’-][A-Za-z][a-z]+)*$|^[A-Z]['’][A-Z][a-z]+$"
)
_RULE_LINE = re.compile(r"^[-–—_=~]{2,}$")
_TAIL_LINES = 8


def _words(candidate: str) -> list[str]:
    """Return the name's words: titles kept, job titles after a comma or bar cut off."""
    head = re.split(r"\s*[,|/(]\s*|\s+[-–—]\s+", candidate.strip(), maxsplit=1)[0]
    words = [w.rstrip(".") if w.lower().rstrip(".") in _TITLES else w for w in head.split()]
    return [w.capitalize() if w.isupper() and len(w) > 2 else w for w in words]


def person_name(candidate: str, company: str = "", *, strict: bool = True) -> str:
    """Return `candidate` as a person's name, or "" for a company, team, placeholder or initial.

    Not `strict` (a name intake already read as the contact's), any casing of words is kept.
    """
    if re.search(r"[\[\]{}<>_@:\d]|\b(?:xyz|abc|xxx|tbd|n/?a|name)\b", candidate, re.IGNORECASE):
        return ""
    words = _words(candidate)
    plain = [w for w in words if w.lower() not in _TITLES]
    if not plain or len(plain) > 3 or len(words) - len(plain) > 1:
        return ""
    lowered = {w.lower() for w in words}
    org = {w.lower() for w in company.split()} - _TITLES
    if lowered & _NOT_A_PERSON or (org and lowered & org):
        return ""
    if strict and not all(_NAME_WORD.match(w) for w in plain):
        return ""
    return " ".join(words)


def _dash_signed(tail: list[str], index: int) -> bool:
    """Tell whether the line is a last-line "- Tom" sign-off, not the end of a bullet list."""
    if index != len(tail) - 1 or not index or _RULE_LINE.match(tail[index]):
        return False
    before = tail[index - 1]
    listed = bool(_DASH_SIGN.match(before)) or before.endswith(":")
    return bool(_DASH_SIGN.match(tail[index])) and not listed


def signature_name(text: str, company: str = "") -> str:
    """Return the name the message is signed with ("Best, Maria"), or ""."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    tail = lines[-_TAIL_LINES:]
    for index, line in enumerate(tail):
        after = tail[index + 1 : index + 2]
        if _dash_signed(tail, index):
            candidates = [_DASH_SIGN.sub("", line)]  # "- Tom" under the last sentence
        elif _RULE_LINE.match(line):
            candidates = after  # "--" opens a signature block
        elif closing := _CLOSING.match(line):
            rest = line[closing.end() :].strip(_AFTER_CLOSING)
            candidates = [rest] if rest else [_DASH_SIGN.sub("", a) for a in after]
        else:
            continue
        name = next((n for n in (person_name(c, company) for c in candidates) if n), "")
        if name:
            return name
    return _signed_inline(lines[-1], company) if lines else ""


def _signed_inline(line: str, company: str) -> str:
    """Return the name a one-line message ends with ("... at 3pm? Regards, Mark"), or ""."""
    last = re.split(r"(?<=[.?!])\s+", line)[-1]
    if last == line:
        return ""  # the line is one sentence: the sign-off rules above have read it
    if dashed := _DASH_SIGN.match(last):  # "- Dana, Talent @ Lumenhive": the name before the comma
        name = person_name(re.split(r"\s*[,|]\s*", last[dashed.end() :])[0], company)
        return name if len(name.split()) == 1 else ""  # "- Kmart Chermside" is the store
    if closing := _CLOSING.match(last):
        return person_name(last[closing.end() :].strip(_AFTER_CLOSING), company)
    return ""
