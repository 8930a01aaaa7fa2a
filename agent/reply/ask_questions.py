"""Read asks from the form of a sentence: a question or a request to the user, and its topic.

The fixed patterns in asks.py know particular wordings; this reader generalizes by family.
A sentence is a request when it is a question, an imperative ("please send", "share",
"confirm"), a "let me know ..." or a "would you be open to ...", or an item of a list such a
sentence opens ("Please provide the following:"). Its topic words then name the ask kinds.
Conditional courtesies ("If you have any questions, let me know") ask nothing.
"""

from __future__ import annotations

import re

from agent.reply.intake_rules import collapse, normalize, sentence_spans


def _p(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_REQUEST = _p(
    r"\?\s*$"
    r"|^\W*(?:please|kindly|pls)\b|\b(?:please|kindly)\s+(?:\w+\s+)?(?:send|share|provide|let|"
    r"confirm|reply|respond|fill|complete|tell|advise|include|forward|submit|attach|upload|"
    r"book|schedule|pick|choose|select|call|text|email|e-mail|bring|indicate|note)\b"
    r"|^\W*(?:could|can|would|will) you\b|^\W*(?:are|do|have|would) you\b"
    r"|^\W*(?:send|share|provide|submit|attach|upload|forward|confirm|complete|fill|reply|"
    r"respond|tell|bring|book|pick|choose|select|indicate|drop)\b"
    r"|\blet (?:me|us) know\b|\b(?:i|we)(?:'d| would) (?:love|like) (?:to know|to hear|to see"
    r"|you to)\b|\b(?:i|we) (?:was|were|am|are) (?:wondering|curious)\b"
    r"|\b(?:wanted|want) to (?:see|check|ask|know) (?:if|whether|when|what|where|how)\b"
    r"|\bif you(?:'d| would) be (?:open|interested|willing|up) (?:to|for|in)\b"
    r"|\b(?:we|i) (?:will |would |)need (?:you to|your|a copy)\b"
    # obligations and passive requests: "you will need to bring", "CVs should be sent to"
    r"|\b(?:you|candidates|applicants|employees?) (?:will |would )?(?:need to|are required to"
    r"|must|should|will be (?:required|expected|asked) to|are (?:requested|asked|expected) to"
    r"|have to)\b"
    r"|\b(?:should|must|shall|are to|is to|needs? to|will need to) be (?:sent|submitted|e-?mailed"
    r"|returned|signed|uploaded|brought|provided|completed|forwarded|attached|included"
    r"|accompanied)\b"
    r"|\b(?:to apply|applications?)\b[^.?!]{0,40}\b(?:send|e-?mail|submit|include|along with"
    r"|together with)\b"
)
# A conditional courtesy ("If you have questions, feel free to let me know") asks nothing;
# a conditional request ("If you're interested, please send your CV") still does.
_CONDITIONAL = _p(
    r"^\W*(?:if|should|in case|whenever|once)\b[^?]*\b(?:let (?:me|us) know|feel free"
    r"|hesitate|reach out|contact (?:me|us)|get in touch|happy to help|call (?:me|us))\b"
)
# "Please note / be advised / refer to ..." inform rather than ask.
_INFORMING = _p(
    r"^\W*(?:however,?\s+)?(?:please|kindly)\s+(?:note|be (?:advised|aware|informed)|refer to"
    r"|accept|do not hesitate|don't hesitate|feel free)\b"
)
_LIST_HEAD = _p(r"(?::|following|below)\s*$")
_BULLET = _p(r"^\s*(?:[-*•●▪·]|\d+[.)]|[a-z][.)])\s+")
_MEETING = r"(?:call|chat|talk|speak|meet(?:ing)?|interview|catch up|connect|conversation|zoom)"

TOPICS: dict[str, re.Pattern[str]] = {
    "availability": _p(
        r"\bavailab(?:le|ility)\b(?! (?:to|for) (?:start|join|relocat|work|a (?:full|part)))"
        r"|\b(?:what|which|good|best|convenient|suitable|preferred|possible) (?:\w+ )?"
        r"(?:times?|slots?|days?|dates?)\b"
        r"|\b(?:times?|slots?|days?|dates?) (?:that |which )?(?:works?|suits?)\b"
        r"|\bwhen (?:are|would|will|can|could) (?:you|we)\b(?! (?:\w+ )?(?:start|join|begin))"
        r"|\bfree (?:on|at|this|next|for a|to (?:talk|chat|speak|meet))\b"
        r"|\bschedule (?:a|an|the|some|your)\b|\byour (?:calendar|schedule|diary)\b"
        r"|\b(?:can|could|able to|will) (?:attend|make it)\b"
    ),
    "notice_period": _p(
        r"\bnotice\b|\bstart(?:ing)? date|\bjoin(?:ing)? date"
        r"|\bwhen (?:can|could|would|will) you (?:\w+ )?(?:start|join|begin)|\bhow soon\b"
        r"|\bearliest\b|\bavailable to (?:start|join)"
        r"|\b(?:date of|your) (?:joining|commencement)\b"
        r"|\b(?:join|start|commenc|report)\w* (?:\w+ ){0,4}?(?:on or before|no later than"
        r"|not later than|latest by)\b"
    ),
    "location": _p(
        r"\bwhere (?:are|do|would|will) you\b(?! (?:\w+ )?(?:hear|see|find|learn))"
        r"|\b(?:are|is) you(?:'re)? (?:currently |now )?(?:based|located|living)\b"
        r"|\byou(?:'re| are) (?:currently |now )?(?:based|located|living)\b"
        r"|\byour (?:current |preferred )?(?:location|city|country|time ?zone)\b"
        r"|^\W*(?:current |preferred )?(?:location|city|country|time ?zone)\b"
        r"|\b(?:remote|on-?site|hybrid|in[- ]office),? (?:\w+ )?or\b"
        r"|\bor (?:remote|on-?site|hybrid)"
        r"|\b(?:open|willing|able|prefer) to (?:work )?(?:on-?site|hybrid|in[- ](?:the )?office"
        r"|remotely|from (?:our|the) office)|\bcommut\w*"
    ),
    "relocation": _p(r"\brelocat\w*|\bmov(?:e|ing) (?:to|for|abroad|cities)\b"),
    "visa": _p(
        r"\bvisas?\b|\bsponsor\w*|\bwork authori[sz]\w*|\bauthori[sz]ed to work\b|\bright to work\b"
        r"|\bwork permit\b|\bcitizen\w*|\bgreen card\b|\beligib\w* to work\b|\bclearance\b"
    ),
    "salary": _p(
        r"\bsalar\w*|\bcompensation\b|\bpay\b|\brate\b|\bctc\b|\bpackage\b|\bremuneration\b"
        r"|\bexpected (?:pay|earnings)\b|\bhow much\b|\bearn(?:ing|ings)?\b|\bcurrently making\b"
    ),
    "attachments": _p(
        r"\bresum[eé]s?\b|\bcv\b|\bportfolio\b|\breferences?\b|\bcover letter\b|\bsamples?\b"
        r"|\btranscripts?\b|\bcertificates?\b|\bdocuments?\b|\bgithub\b|\blinkedin\b"
        r"|\b(?:attached|enclosed)\b|\bsign(?:ed)? (?:and|&) return|\bsigned copy\b"
        r"|\b(?:signed|completed|enclosed|attached) (?:\w+ )?forms?\b"
        r"|\breturn the (?:\w+ )?forms?\b|\bproof of\b|\bcopies of\b"
        r"|\bpay ?slips?\b|\brelieving letter\b"
    ),
    "assessment": _p(
        r"\b(?:test|assessment|challenge|exercise|(?<!invention )(?<!ip )assignment|quiz"
        r"|questionnaire|case study"
        r"|hackerrank|codility|take-?home)s?\b"
    ),
    "contact_details": _p(
        r"\b(?:your|a good|the best) (?:\w+ )?(?:phone|mobile|cell|contact|whatsapp|skype"
        r"|telegram) (?:number|no\b|details|info\w*|id|handle)"
        r"|\byour (?:personal |preferred |private |best )?e-?mail(?: address)?\b"
        r"|\b(?:reach|contact) you (?:on|at|by|via)\b|\bbest way to (?:reach|contact) you\b"
        r"|\bnumber (?:to|where|on which) (?:\w+ )?(?:reach|call|contact)\b"
        r"|^\W*(?:phone|mobile|e-?mail|contact)(?: number| address| details)?\s*[?:]?\s*$"
    ),
    "interest": _p(
        r"\binterest(?:ed)?\b|\b(?:open|keen) to\b(?! (?:\w+ )?(?:relocat|mov|commut|travel"
        r"|hybrid|on-?site|work))|\bconsider(?:ing)? (?:a|an|this|the|joining|our)\b"
        r"|\bexplor\w+ (?:a|an|this|the|new)\b|\bcurious\b|\b(?:are|be) up for\b"
        r"|\bwould you like to\b|\bsomething you(?:'d| would)? (?:consider|be interested|like)\b"
        r"|\b(?:like|want|wish) to (?:move forward|proceed|go ahead|take (?:this|it) further)\b"
    ),
    "next_steps": _p(
        rf"\b(?:set up|schedule|arrange|book|have|hop on|jump on) (?:a|an|the)\b[^.?!]{{0,20}}"
        rf"\b{_MEETING}|\bnext steps?\b|\b(?:hiring|interview|recruitment|selection) process\b"
        rf"|\b(?:can|could|shall) we\b[^.?!]{{0,20}}"
        rf"\b{_MEETING}"
    ),
    "referral": _p(
        r"\brecommend\b|\breferrals?\b|\brefer (?:someone|anyone|a friend|people|us|them)\b"
        r"|\bknow (?:anyone|someone|of anyone)\b"
        r"|\bpoint me\b|\bpass (?:this|it) (?:on|along)\b|\b(?:friends?|colleagues?) who\b"
    ),
}


def requests_in(text: str) -> list[str]:
    """Return the sentences and list items that ask something of the user."""
    clean = normalize(text)
    found: list[str] = []
    listing = False
    for start, end in sentence_spans(clean):
        unit = collapse(clean[start:end])
        if listing and _BULLET.match(unit):
            found.append(unit)
            continue
        asking = bool(_REQUEST.search(unit)) and not (
            _CONDITIONAL.search(unit) or _INFORMING.search(unit)
        )
        listing = asking and bool(_LIST_HEAD.search(unit))
        if asking:
            found.append(unit)
    return found


def asked_kinds(text: str) -> dict[str, str]:
    """Return {ask kind: the request showing it} for the requests in the message."""
    kinds: dict[str, str] = {}
    for request in requests_in(text):
        for kind, pattern in TOPICS.items():
            if kind not in kinds and pattern.search(request):
                kinds[kind] = request[:160]
    return kinds
