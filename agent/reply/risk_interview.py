"""Whether a place a rule matched is the interview's, not the job's: its sentence, line, invite."""

from __future__ import annotations

import re

from agent.reply.risk_base import CLOCK, sentence_at
from agent.reply.risk_terms import PLACE_FIELD

_INTERVIEW_PLACE = re.compile(
    r"\b(?:interview\w*|meet(?:ing)?|visit|session|panel|open\s+day|assessment\s+(?:day|cent(?:re|er))"
    r"|hiring\s+event|job\s+fair|walk-?in"
    r"|(?:first|second|third|next|last|final|on-?site)\s+round"
    # the interview in other languages: "pohovor", "interviul", "haastattelun", "собеседование"
    r"|pohovor\w*|interviu\w*|haastattel\w+|собеседовани\w*|співбесід\w*|rozmow\w+|gesprek\w*"
    r"|sollicitatiegesprek\w*|Vorstellungsgespr\w+|Gespr[äa]ch\w*|entrevista\w*|entretien\w*"
    r"|colloqui\w*|m[üu]lakat\w*|g[öo]r[üu][şs]me\w*|wawancara|ph[ỏo]ng\s+v[ấa]n|intervju\w*"
    r"|interj[úu]\w*|συνέντευξ\w+|ראיון|встреч\w*|зустріч\w*|spotkani\w*"
    r"|afspraak|reuni[ãaó]o\w*|riunion\w*|toplant\w*|pertemuan|cuộc\s+hẹn)\b"
    r"|面试|面試|면접|面接|面談|미팅|مقابلة|สัมภาษณ์|साक्षात्कार|इंटरव्यू",
    re.IGNORECASE,
)
# A sentence's end: not the dots of a date or an abbreviation ("torstaina 21.11. klo 13",
# "e.g. the").
_SENTENCE_END = re.compile(r"[!?\n]|\.(?!\s*[a-zäöüåàâçéèêëîïôûùÿñæœßа-яё\d])")
# "See you on Wednesday at our office": a meeting's place, in the languages the screen reads.
_SEE_YOU = re.compile(
    r"\b(?:(?:we(?:'ll|\s+will)?|to)\s+see\s+you\s+(?:on|at|in|tomorrow|next)|zien\s+we\s+(?:je|jou|u)"
    r"|(?:wir\s+)?sehen\s+(?:wir\s+)?uns|erwarten\s+(?:wir\s+)?(?:Sie|dich)|nous\s+vous\s+(?:attendons"
    r"|verrons)|(?:te|le|la|los|las)\s+esperamos|nos\s+vemos|(?:ti|la|vi)\s+aspettiamo"
    r"|ci\s+vediamo|czekamy\s+na|aguardamos\s+(?:voc[êe]|você|o\s+senhor|a\s+senhora))\b",
    re.IGNORECASE,
)
# The fields of an interview's details: "Time: ...", "Interview mode: ...", "Meeting: ...".
_INTERVIEW_FIELDS = re.compile(
    r"^[^\w\n]{0,4}(?:(?:new\s+)?time|start|when|schedule|interview\w*|meeting|mode|platform"
    r"|interviewers?|venue"
    r"|format|hor[áa]rio|hora|heure|uhrzeit|entrevista|entretien|vorstellungsgespr[äa]ch"
    r"|colloquio)[ \t*]*:|^[^\w\n]{0,4}(?:\w+day\s+)?\d{1,2}[:.]\d{2}\b"
    r"|^[ \t*#>•-]*date[ \t*]*:[^\n]*\b\d{1,2}[:.]\d{2}\b",  # a date with a clock time
    re.IGNORECASE | re.MULTILINE,
)
# A field label on the line before a match ("Where:", "Format:", "Stage 3:"), and the event words
# and clock time that make the message an invitation to something, not a job posting.
_PLACE_LABEL = re.compile(r"(?:^[^\w\n]{0,4}|[.;]\s+|\s{2,}|\|\s*)([A-Za-z][\w ]{0,20}?)\s*:")
_PLACE_LABEL_NAME = re.compile(
    r"where|format|venue|location|address|place|stage\s*\d*|round\s*\d*|step\s*\d*|lieu|ort|local",
    re.IGNORECASE,
)
_EVENT = re.compile(
    r"\b(?:interview\w*|panel|open\s+day|session|assessment|onsite\s+day|visit|meeting|entretien"
    r"|entrevista|vorstellungsgespr[äa]ch|colloquio)\b",
    re.IGNORECASE,
)
_CLOCK = re.compile(CLOCK, re.IGNORECASE)
# A place field's name, in the languages the location-field rule reads.
_FIELD_NAME = re.compile(PLACE_FIELD, re.IGNORECASE)


def about_interview(text: str, start: int, end: int) -> bool:
    """Tell whether the sentence around a match is about the interview's place, not the job's."""
    before = _SENTENCE_END.split(text[max(0, start - 80) : start])[-1]
    if _INTERVIEW_PLACE.search(before + text[start:end]):
        return True
    if _SEE_YOU.search(text, *sentence_at(text, start)):
        return True
    field = _FIELD_NAME.match(re.sub(r"^[^\w]+", "", text[start:end]))
    if field and (_among_interview_fields(text, start) or _an_invite(text)):
        return True
    return _event_field(text, start)


def _an_invite(text: str) -> bool:
    """Tell whether the message names an interview or event and a clock time."""
    return bool(_EVENT.search(text)) and bool(_CLOCK.search(text))


def _event_field(text: str, start: int) -> bool:
    """Tell whether a match sits in an invite's place field ("Where: Onsite - Austin")."""
    line_start = text.rfind("\n", 0, start) + 1
    labels = _PLACE_LABEL.findall(text[line_start:start])
    if not labels or not _PLACE_LABEL_NAME.fullmatch(labels[-1].strip()):
        return False
    return _among_interview_fields(text, start) or _an_invite(text)


def _among_interview_fields(text: str, start: int) -> bool:
    """Tell whether a field line ("Location: ...") sits with an interview's date and time."""
    lines = text[max(0, start - 400) : start + 400].split("\n")
    near = "\n".join(lines[1:-1]) if len(lines) > 2 else "\n".join(lines)
    return bool(_INTERVIEW_FIELDS.search(near))
