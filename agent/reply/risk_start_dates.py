"""When you would start, as recruiters and employers write it in passing.

Shorthand asks ("ur notice atm?", "how long are you tied in for?"), West African and South
Asian English ("when can you resume?", "assume duty"), and start dates set in a line of an
offer, a shift text or a contract summary ("Start Tues 7am", "for the 1 August start", "6 months
from 14 July"). Each rule reads a family of wordings; an interview's date is never a start date.
"""

from __future__ import annotations

import re

from agent.reply.risk_base import MONTH, WEEKDAY, Rule, rule, sentence_at

# A calendar date: "1 August", "August 1st", "the 15th", "2nd June".
_DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}|{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
    r"|the\s+\d{1,2}(?:st|nd|rd|th)\b)"
)
# A day to start on: a date, a weekday, tomorrow, next week.
_DAY = (
    rf"(?:(?:on\s+)?(?:{WEEKDAY}\s+)?{_DATE}|(?:this\s+|next\s+|on\s+)?{WEEKDAY}(?=[\s,.!?]|$)"
    r"|tomorrow|tmrw|tmr|next\s+week)"
)
# Sentences about something other than the job starting: a call, a class, an event, a sale.
_NOT_THE_JOB = (
    r"\b(?:interview\w*|call|webinar|class|course|event|sale|game|show|conference|workshop"
    r"|semester|school\s+year|assessment|test|exam|screening|meeting|session|open\s+day|fair"
    r"|walk-?in|orientation\s+call)\b"
)

START_DATE_RULES: tuple[Rule, ...] = (
    # notice asked in shorthand: "ur notice atm?", "salary & notice pls", "how long are you tied
    # in for?", "earliest you could be available?", "availability date"
    rule(
        "notice_period",
        r"\b(?:ur|yr)\s+notice\b|\bnotice\s+(?:pls|plz|please|atm|rn)\b|[&+]\s*notice\b"
        r"|\bhow\s+long\s+(?:are|r)\s+(?:you|u)\s+tied\s+in\b|\btied\s+in\s+for\b"
        r"|\bearliest\b[^.!?\n]{0,30}?\b(?:be\s+)?(?:available|free)\b(?![^.!?\n]*\b(?:call|chat"
        r"|interview|meeting|slot)\b)|\bavailability\s+date\b",
        "They ask about your notice or when you are free to start; only you can answer it.",
        about_work=True,
    ),
    # "When can you resume?", "available to resume immediately", "assume duty", "take up the post"
    rule(
        "notice_period",
        r"\b(?:can|could|will|would|to|must)\s+(?:you\s+|u\s+)?resume(?:\s+work|\s+duty)?"
        rf"(?:\s*\?|\s+(?:immediately|asap|tomorrow|on\s+|by\s+|from\s+|next\s+|{WEEKDAY}))"
        r"|\bassume\s+(?:your\s+)?duty\b|\bresumption\s+of\s+duty\b"
        r"|\btake\s+up\s+(?:the|this|your)\s+(?:post|position|appointment|role|job)\b"
        rf"[^.!?\n]{{0,40}}?\b(?:by|on|from|before|when|then|{_DATE})\b",
        "They ask when you could take up the job; only you can decide that.",
        about_work=True,
    ),
    # a start set in passing: "Start Tues 7am", "start TOMORROW", "Report tomorrow 8am", "we'd
    # like you to start on June 2", "for the 1 August start", "6 wks starting 2 June", "onboard
    # by the 15th", "need someone by the end of the month", "available from 10 November"
    rule(
        "notice_period",
        r"(?:^[ \t\W]*|(?<=[.!?,;:]\s)|\b(?:you|u|can|could|would|will|and|role|job|shifts?"
        r"|contract|work|assignment|placement|gig)\s+)"
        rf"start(?:ing)?\s+{_DAY}(?!\s+(?:at\s+)?(?:for|with)\s+(?:a|the|an)\b)"
        rf"|\breport\s+(?:for\s+(?:work|duty)\s+|to\s+(?:work|site)\s+)?(?:on\s+)?(?:{_DAY})"
        rf"|\byou\s+to\s+start\s+(?:on|from|by)\s+(?:{WEEKDAY},?\s+)?{_DATE}"
        rf"|\bfor\s+the\s+{_DATE}\s+start\b"
        r"|\b(?:\d+|one|two|three|four|six|nine|twelve)\s*(?:months?|wks?|weeks?)\s+(?:starting"
        rf"|from|commencing)\s+(?:{WEEKDAY}\s+)?(?:{_DATE}|\d)"
        rf"|\b(?:onboard|on\s+board|in\s+seat|started|joined)\s+by\s+(?:the\s+)?(?:{_DATE}|end\s+of"
        r"|mid|next|\d{1,2}(?:st|nd|rd|th)\b)"
        r"|\bneeds?\s+(?:someone|somebody|you|them|a\s+\w+)\s+(?:\w+\s+)?by\s+(?:the\s+)?(?:end\s+of"
        rf"|next|mid|{_DATE})|\bavailable\s+(?:to\s+start\s+)?(?:from|by)\s+(?:{WEEKDAY},?\s+)?{_DATE}",
        "The message sets when you would start; check it fits your notice period.",
        about_work=True,
        unless=_NOT_THE_JOB,
    ),
)

# A job already accepted: the letter welcomes the new starter or repeats what was agreed.
_ACCEPTED = re.compile(
    r"\bwelcome\s+(?:aboard|on\s*board|you\b|to\s+(?:the\s+)?(?:team|family|\w+))\b"
    r"|\bto\s+have\s+you\s+(?:on\s*board|aboard|join\w*|with\s+us)\b"
    r"|\bas\s+per\s+(?:your\s+)?(?:accepted|signed)\b|\b(?:thank\s+you|thanks)\s+for\s+accepting\b"
    r"|\byou(?:'ve|\s+have)\s+accepted\b|\b(?:excited|delighted|glad|pleased|happy|thrilled)\s+"
    r"(?:to\s+have\s+you|you(?:'re|\s+are|'ll\s+be|\s+will\s+be)\s+joining"
    r"|that\s+you(?:'re|\s+are|\s+will\s+be)\s+joining)\b"
    r"|\bcongratulations\b[^.!?\n]{0,60}?\b(?:appointment|new\s+role|joining)\b",
    re.IGNORECASE,
)
# ... and the sentence states the day: it does not ask for it, propose it or set other terms.
_ASKS_OR_SETS = re.compile(
    r"\?|\b(?:when|how\s+soon|notice|earliest|available|availability"
    # "please confirm" asks; "we are confirming your first day" states it
    r"|(?<!are\s)(?<!we\s)confirm(?!ing\s+(?:your|the)\b)|(?<!accepted\s)(?<!signed\s)offer\w*|propos\w+"
    r"|anticipat\w+|expected|tentative\w*|planned|subject\s+to|contract|probation|salary|pay|paid"
    r"|rate|please(?!\s+(?:report|resume|arrive|come))|send|let\s+(?:me|us)\s+know|works?\s+for\s+you)\b",
    re.IGNORECASE,
)
# What the stated day is: a first day or shift.
_FIRST_DAY = re.compile(
    rf"\bfirst\s+(?:day|shift|morning)\b|\bjoining\s+date\b|\b(?:report|resume)\s+on\s+{WEEKDAY}"
    rf"|^\W*(?:subject:\s*)?start(?:ing)?\s+"
    rf"(?:on\s+)?{WEEKDAY}\b",
    re.IGNORECASE | re.MULTILINE,
)


def agreed_first_day(text: str, start: int) -> bool:
    """Tell whether a start date at `start` is only the agreed first day of an accepted job."""
    start += len(text[start:]) - len(text[start:].lstrip())  # a match may begin at the line break
    lo, hi = sentence_at(text, start)
    sentence = text[lo : hi + 1]
    if not _FIRST_DAY.search(sentence) or _ASKS_OR_SETS.search(sentence):
        return False
    return bool(_ACCEPTED.search(text))
