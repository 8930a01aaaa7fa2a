"""What an employer's message asks of the user or proposes, read with deterministic rules."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from agent.reply.ask_lang import lang_match
from agent.reply.ask_questions import asked_kinds

AskKind = Literal[
    "availability",
    "salary",
    "notice_period",
    "location",
    "relocation",
    "visa",
    "next_steps",
    "attachments",
    "assessment",
    "contact_details",
    "interest",
    "referral",
]
ASK_KINDS: tuple[AskKind, ...] = AskKind.__args__  # type: ignore[attr-defined]
# A user-fillable placeholder the drafts leave instead of inventing a fact.
PLACEHOLDER = re.compile(r"\[(?:your|attach|add|when|pick|confirm)\b[^\[\]]{1,60}\]", re.IGNORECASE)


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE | re.MULTILINE)


ASK_PATTERNS: dict[AskKind, re.Pattern[str]] = {
    "availability": _p(
        r"\b(?:good|convenient|suitable|best) times? (?:to|for) (?:talk|chat|speak|call|meet)"
        r"|what (?:time )?works (?:for|best for) you|\byour availability\b|let me know what works"
        r"|when (?:are|would|will) you (?:be )?(?:available|free)|\bare you (?:available|free)\b"
        r"|\b(?:a few|some) (?:times|slots)\b|\btime ?slots?\b|\bavailability\s*[?:]"
        r"|schedule a (?:time|call) at your convenience|\bdo you have (?:\d+|a few|some) minutes\b"
        r"|\btime to (?:talk|chat|speak)\b"
        r"|\b(?:un)?available (?:for|at|on) (?:the|this|that) "
        r"(?:scheduled |proposed )?(?:date|time)"
        r"|\bwhether you(?:'re| are) (?:available|free)\b"
        r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b[^.\n]{0,40}?\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b"
        r"|\blet (?:me|us) know (?:when|what time|which (?:day|time|slot)"
        r"|if (?:this|that|the) time)"
        r"|\b(?:what|which) (?:days?|times?|dates?|slots?) (?:work|suit|would|are)\b"
        r"|\b(?:are you|would you be) able to (?:attend|join|make|meet)\b"
        r"|\b(?:book|pick|choose|select) (?:a|your|an) (?:time|slot|date)\b|\bcalendly\b"
        r"|\b(?:at|by|from) \d{1,2}(?::\d{2})?\s*[ap]\.?m\.?(?=\W|$)"
        # a slot already set or proposed: "scheduled for [time] on [date]", "the proposed time"
        r"|\b(?:is |are |been )?(?:scheduled|booked|set|planned) (?:for|on|at) (?:\[|\d|tomorrow"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov"
        r"|dec)\w*\.? \d)"
        r"|\b(?:proposed|suggested) (?:times?|dates?|slots?)\b"
        r"|\b(?:suits?|fits?|works? (?:with|for)) your (?:schedule|calendar|diary)\b"
        r"|\bconfirm (?:your|the) (?:availability|attendance)\b"
        r"|\bconvenient (?:days?|dates?|times?)\b"
        r"|\b(?:good|suitable|best) (?:days?|dates?|times?)(?: (?:and|or) times?)?"
        r" (?:\w+ ){0,2}?(?:to|for) (?:a |an |the )?(?:\w+ )?"
        r"(?:call|chat|talk|speak|meet|interview|connect)"
        r"|\b(?:does|would|could|will) [^.?\n]{1,40}? (?:work|suit) (?:for )?you\?"
        r"|\byour (?:schedule|calendar|diary) (?:look|like)\b"
        r"|\bwhen (?:you're|you are) (?:free|available)\b|\b(?:a|the) (?:day|date) and time\b"
        r"|\btimes? that (?:suits?|works?)\b|\b(?:pick|choose|grab|book) (?:a )?(?:slot|time)\b"
    ),
    "salary": _p(
        r"\b(?:expected|desired|current|target)\s+(?:annual\s+)?(?:salary|compensation|ctc|rate|pay)"
        r"|^\W*(?:salary|compensation|rate|ctc)(?: expectations?)?\s*[?:]"
        r"|\b(?:salary|compensation|rate) expectations?\b|\bwhat (?:salary|rate|are you earning)"
    ),
    "notice_period": _p(
        r"\bnotice period\b"
        r"|(?:when|how soon) (?:can|could|would) you (?:be able to )?(?:start|join)"
        r"|\bearliest (?:possible )?(?:start|joining|available)"
        r"|\byour notice\b|\bserving (?:your )?notice\b"
        r"|^\W*start date\s*[?:]|\bavailable to start\b"
    ),
    "location": _p(
        # "Location?" or an empty "Location:" to fill, not "Location: <the venue>"
        r"^\W*(?:current\s+)?location(?:\s+preferences?)?\s*(?:\?|:[ \t]*$)"
        r"|where are you (?:currently |now )?(?:based|located|living)"
        r"|\bare you (?:local to|based (?:in|near)|living (?:in|near))\b"
        r"|\bwould you consider (?:a |an )?(?:hybrid|on-?site|in[- ]office|office-based)\b"
        r"|\bwhere you(?:'re| are) (?:currently )?(?:based|located|living)\b"
        r"|\byour (?:current )?location\b|\bwhich (?:city|country|time ?zone)"
        r"|^\W*work arrangement\s*[?:]|\bremote or (?:on-?site|in[- ]office|hybrid)"
        r"|\b(?:which|what) (?:city|country|area|region) (?:are you|do you)\b"
        r"|\b(?:are you|would you be) (?:open|willing|able) to (?:work(?:ing)? )?"
        r"(?:on-?site|in[- ]office|hybrid|from (?:our|the) office)"
    ),
    "relocation": _p(r"\brelocat\w*|\bopen to mov(?:e|ing)\b|\bwilling to move\b"),
    "visa": _p(
        r"\bvisas?\b|\bsponsorship\b|\bwork authori[sz]ation\b|\bauthori[sz]ed to work\b"
        r"|\bright to work\b|\bwork permit\b"
    ),
    "next_steps": _p(
        r"\bnext steps?\b|\bhiring process\b|agree with (?:these|the) steps"
        r"|\bthe process (?:is|will)|\b(?:quick|brief|short|intro(?:ductory)?|exploratory|informal"
        r"|initial) (?:\w+ )?(?:call|chat)\b"
        r"|\bschedule (?:a|an) (?:call|time|interview|chat)\b"
        r"|\b(?:please )?(?:call|text|contact|reply to|message) (?:me|us)\b"
        # a step already set for the user: the day's arrangements, the next round, signing back
        r"|\b(?:interview|recruitment|selection|application) process\b"
        r"|\b(?:arrive|report|be there)\b[^.\n]{0,30}?\b(?:\d+|a few) minutes"
        r" (?:early|before|prior)"
        r"|\bplease (?:arrive|report to|ask for)\b|\bdirections (?:to|for)\b"
        r"|\bon (?:your )?arrival\b"
        r"|\bremind(?:er)? (?:you )?(?:of|about) (?:our|your|the) (?:\w+ )?"
        r"(?:interview|call|meeting)"
        r"|\byour (?:\w+ )?interview (?:tomorrow|today|on|at"
        r"|is (?:scheduled|set|booked|confirmed))\b"
        r"|\b(?:invite|inviting) you (?:for|to) (?:a|an|the|your)\b[^.\n]{0,40}?"
        r"\b(?:interview|call|meeting|chat|assessment)"
        r"|\bset up (?:a|an) (?:\w+ )?(?:call|chat|interview|meeting)\b"
        r"|\b(?:second|next|final|technical|panel) (?:round|interview|stage)\b"
        r"|\bsign (?:and|&) return\b|\breturn (?:the|a|one) signed\b|\bconfirm your acceptance\b"
        r"|\bsubmit (?:your |the )?(?:completed |finished )?\w+ (?:to us )?by\b"
        r"|\bremind and confirm\b"
    ),
    "attachments": _p(
        r"\b(?:send|share|attach|forward|provide|submit|e-?mail|upload|drop)\s+(?:over\s+|across\s+)?"
        r"(?:me\s+|us\s+)?(?:over\s+)?(?:a\s+|an\s+|the\s+|your\s+|some\s+)?(?:(?:updated|latest|current"
        r"|recent)\s+)?(?:(?:copy|version)\s+of\s+(?:your\s+)?)?(?:resume|cv|portfolio|cover letter"
        r"|references|online profile|work samples?|writing samples?)\b"
        r"|^\W*(?:(?:latest|updated|current)\s+)?(?:resume|cv|portfolio|cover\s+letter)"
        r"\s*(?:\(required\))?\s*(?:[?:]|$)"
        r"|\b(?:require|need|along with) (?:an|a|your) (?:updated |latest )?(?:resume|cv)\b"
        r"|\bbring (?:the following|your|a copy of)\b"
        r"|\b(?:forms?|documents?|paperwork)\s+(?:are|is)\s+(?:enclosed|attached)\b"
        r"|\bplease\s+(?:find|see|review|sign)\s+(?:the\s+)?(?:enclosed|attached)\b"
        r"|\b(?:upload|bring|send)\s+(?:(?:a\s+)?cop(?:y|ies)\s+of\s+)?(?:your\s+|a\s+|some\s+)?"
        r"(?:photo\s+)?(?:transcripts?"
        r"|certificates?|diplomas?|(?:work|writing|code)\s+samples?|id|identification|portfolio)\b"
        r"|\battached (?:is|are|please find)\b"
        r"|\b(?:i'?ve|i have|we'?ve|we have) (?:also )?(?:attached|enclosed)\b"
        r"|\bsee (?:the )?attach(?:ed|ment)\b"
        r"|\b(?:enclosed|attached) (?:please find|you will find)\b"
        r"|\battached (?:job description|jd|offer|document|file|form|contract)s?\b"
        # documents asked for by name: copies, signed pages sent back, lists of what to bring
        r"|\b(?:certified|digital|scanned|signed) cop(?:y|ies) of\b|\bwhat'?s attached\b"
        r"|\bsign\b[^.\n]{0,40}?\b(?:scan|send|return)\b[^.\n]{0,30}?\bback\b"
        r"|\bsend (?:their|his|her) (?:cv|resume)\b|\byour execution of\b"
        r"|\b(?:submission|production) of (?:\w+ )?documentation\b"
        r"|\b(?:required|requested|following|listed) documents\b"
        r"|\bdocuments (?:required|requested)\b"
        r"|\bdocumentos (?:requeridos|a traer|necesarios)\b|\b(?:siguientes|seguintes) documentos\b"
        r"|\bbitte bringen sie\b[^.\n]{0,40}?\bmit\b|\bunterlagen\b|\bpi[èe]ces justificatives\b"
    ),
    # Only an assessment they ask the user to take, not one named in a process outline.
    "assessment": _p(
        r"^(?=[^\n]*\b(?:prepar|complet|take|link|invit|accept|deadline|timeline|instruction"
        r"|ready|start)\w*)[^\n]*\b(?:coding|technical|take-?home|online|test)\s+(?:assessment"
        r"|test|challenge|task|exercise)s?\b|\bhackerrank\b|\bcodility\b"
        r"|\binvitation to the \w+ repository"
        r"|\b(?:complete|take|attempt|finish|submit)\s+(?:the|a|an|our|this|your)\s+(?:[\w-]+\s+){0,2}?"
        r"(?:assessment|test|challenge|exercise|assignment|quiz)\b"
        r"|\b(?:ai|one-way|recorded|async\w*)\s+interview\b"
        # an assessment the process puts the user through: a phase, a first step, live coding
        r"|\b(?:assessment|test(?:ing)?) (?:phase|stage|round|step)\b"
        r"|\b(?:begin|start|kick off) with (?:a|an|the) (?:[\w-]+ ){0,2}?"
        r"(?:assessment|test|challenge)\b"
        r"|\blive[- ]coding (?:session|exercise|round|interview)\b|\bpair[- ]programming\b"
        r"|\b(?:complete|prepare|present|work on) (?:a|the|our) (?:short |brief )?case study\b"
        r"|\b(?:skills?|aptitude|proofreading|typing|personality|cognitive|psychometric|screening)"
        r" (?:test|assessment|quiz|questionnaire)\b"
        r"|\b(?:fill out|fill in|complete|answer) (?:a|the|our|this|some) (?:short |brief )?"
        r"(?:questionnaire|survey|screening questions)\b"
        # an exercise done during a call or interview: "do a quick coding exercise"
        r"|\b(?:do|sit|attempt|appear(?:ing)? for) (?:a|an|the|our) (?:(?:quick|short|brief|small"
        r"|online|written|timed|live) )*(?:(?:coding|technical|written|aptitude|skills?) )?"
        r"(?:test|exercise|assessment|challenge|exam)\b|\bwritten (?:test|exam|examination)\b"
    ),
    # A request for contact details, not the sender's own "Email: ..." signature lines.
    "contact_details": _p(
        r"^\W*(?:e-?mail(?: address)?|(?:phone|mobile|cell)(?: number)?|github(?: profile)?"
        r"|linkedin(?: profile| url)?)\s*(?:\([^)\n]*\))?\s*:?\s*$|\ba good phone number"
        r"|(?<!\[)\byour (?:personal )?(?:e-?mail(?: address)?|phone number|whatsapp)\b"
        r"|\bprefer a different (?:number|e-?mail|phone)\b"
        r"|\b(?:send|share|give|provide|reply with|e-?mail back with)\s+(?:me\s+|us\s+)?"
        r"(?:your|a)\s+(?:personal\s+|private\s+|best\s+)?(?:phone|mobile|cell|contact|e-?mail|number)"
        r"|\bbest (?:number|way|e-?mail|time) to (?:reach|contact) you\b"
        r"|\bbest way to (?:get in touch|reach you|contact you)\b"
        r"|\b(?:drop|text|send) (?:me|us) (?:your|a) (?:number|e-?mail|contact)\b"
        r"|\byour (?:whatsapp|mobile|cell|telegram) (?:number|no\.?)\b"
        r"|\b(?:text|whatsapp|message|ping|reach out to|contact) (?:me|us) (?:on|via|through)\b"
        r"|\b(?:whatsapp|telegram|signal|wechat)\s*(?::|number|no\.?|id|handle)\s*[+@\d]"
        r"|\b(?:reply|respond|write back) (?:\w+ ){0,3}?with (?:your|a)"
        r" (?:full name|name|number|e-?mail)"
        r"|\bhow (?:can|should|may|do) (?:I|we) (?:reach|contact) you\b"
        r"|\byour contact (?:details|information|info|number)\b"
        r"|\b(?:contact|reach|message|text|add) (?:me|us) (?:on|via|through)\b"
        r"|\b(?:inbox|dm|pm) me\b|\bsend (?:me |us )?your [\w.-]+ e-?mail\b"
    ),
    "interest": _p(
        r"\b(?:are|would) you (?:be )?(?:interested|open)\b|\binterested in (?:a |an |hearing"
        r"|chatting|exploring|learning)|\b(?:love|like) to (?:chat|talk|connect) with you"
        r"|\bon your radar\b|\bif you(?:'re| are) (?:interested|open)\b"
        r"|\bshare an? [\w -]{0,40}opportunit"
        r"|\b(?:might|may) be interested\b|\b(?:can|could|may) (?:i|we) (?:talk|speak|chat)"
        r" (?:to|with) you\b|\b(?:have|got) (?:the )?(?:time|\d+ minutes|a few minutes|a minute)"
        r" (?:for|to) (?:a )?(?:quick |short |brief )?(?:chat|call|talk)\b"
        r"|\b(?:still|remain) interested\b"
        # shorthand: "Keen?", "U interested?", "Open to it?", "Fancy a chat?", "Any interest?"
        r"|(?:^|[.!,;:]\s*|\b(?:you|u|r u|are you)\s+)"
        r"(?:keen|interested|open to (?:it|this|a chat))\s*\?"
        r"|\bfancy (?:a (?:chat|call|change)|it)\b|\bany interest\b"
    ),
    "referral": _p(
        r"\brecommend (?:some|someone|anyone|a few|great)\b|\breferrals?\b"
        r"|\bknow (?:anyone|someone|of anyone) who\b"
        r"|\bpoint me (?:to|towards) (?:someone|anyone)\b|\bpass (?:this|it) (?:on|along)\b"
    ),
}
_CONFIRMATION = _p(
    r"\b(?:this (?:e-?mail|message) is to )?confirm(?:s|ing)? (?:your|the) (?:[\w-]+ )?"
    r"(?:interview|call|meeting|appointment)|\b(?:interview|call|meeting) is confirmed\b"
)

_ASKS_TO_CONFIRM = _p(r"\b(?:please|kindly|you to|could you|can you|would you|reply to)\s*$")


@dataclass(frozen=True)
class Ask:
    """One thing the sender asks or proposes, with the words that show it."""

    kind: AskKind
    quote: str


def find_asks(text: str) -> list[Ask]:
    """Return what the message asks of the user, in a fixed order, once per kind.

    Known wordings come first; the form of each request (a question, "please send ...",
    "let me know ...", a list it opens) and its topic words find the rest.
    """
    by_form = asked_kinds(text)
    found: list[Ask] = []
    for kind, pattern in ASK_PATTERNS.items():
        match = pattern.search(text) or lang_match(kind, text)
        if match:
            found.append(Ask(kind, _line_of(text, match.start())))
        elif kind in by_form:
            found.append(Ask(kind, by_form[kind]))
    return found


def confirms_appointment(text: str) -> bool:
    """Tell whether the message confirms an interview or call already arranged.

    "Please confirm your interview" asks the user to confirm: that is no confirmation.
    """
    return any(
        not _ASKS_TO_CONFIRM.search(text[max(0, m.start() - 25) : m.start()])
        for m in _CONFIRMATION.finditer(text)
    )


def placeholders_in(draft: str) -> list[str]:
    """Return the user-fillable placeholders left in a draft, in order, once each."""
    return list(dict.fromkeys(m.group(0) for m in PLACEHOLDER.finditer(draft)))


def _line_of(text: str, at: int) -> str:
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return " ".join(text[start : end if end >= 0 else len(text)].split())[:160]
