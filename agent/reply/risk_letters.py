"""Letters about an application the reader made, and what in them still raises a flag.

An invitation, a confirmation, a reschedule, a rejection or an acknowledgement names places and
days: the office the interview is at, the branch the role sits in, the first day of a job
already accepted. Read word by word, each looks like a move or a start date; read as a letter
about an application, none of them asks the reader anything. In such a letter a relocation flag
stands only where its sentence asks something or speaks of a move, a commute, where the reader
lives or where the job itself is based. (The first day of a job already accepted is read in
risk_start_dates.) An offer or a contract is no such letter: its terms are what the reader must
weigh.
"""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reply.risk_letters_lang import LETTER, MOVE, TERMS

# The letter answers an application or a step already under way.
_ABOUT_AN_APPLICATION = re.compile(
    r"\bthanks?(?:\s+you)?\s+(?:so\s+much\s+|again\s+)?for\s+(?:applying|your\s+(?:recent\s+)?"
    r"(?:application|interest\s+in\s+(?:the|our|joining))|submitting|attending|coming\s+in"
    r"|taking\s+the\s+time|registering|sitting)"
    r"|\byour\s+(?:recent\s+|online\s+)?application\s+(?:for|to|with|has|is|was)\b"
    r"|\byou(?:'ve|\s+have)\s+been\s+(?:shortlisted|short-listed|invited|selected\s+(?:for|to\s+attend)"
    r"\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?(?:interview|assessment|test|stage))"
    r"|\b(?:pleased|happy|delighted|glad)\s+to\s+(?:invite|confirm|inform\s+you\s+that\s+you)"
    r"|\binvit(?:e|ed|ing|ation)\s+(?:you\s+)?(?:to|for)\s+(?:an?\s+|the\s+|your\s+)?(?:\w+\s+){0,3}?"
    r"(?:interview|assessment|test|trade\s+test|screening|call|chat|meeting|panel|open\s+day)"
    r"|\b(?:this\s+is\s+to|writing\s+to|just\s+(?:a\s+quick\s+note\s+)?to|we(?:'d|\s+would)\s+like\s+to)"
    r"\s+confirm\s+(?:your|the)\b"
    r"|\byour\s+(?:\w+\s+)?(?:interview|assessment|trade\s+test|first\s+day|induction|orientation"
    r"|appointment)\s+(?:is|will\s+be|has\s+been|on|at|tomorrow|today|with)\b"
    r"|\b(?:regret|unfortunately)\b[^.!?\n]{0,120}?\b(?:not\s+(?:be\s+)?(?:progress|proceed|mov|taking"
    r"|successful|shortlisted)|other\s+candidates|another\s+candidate)"
    r"|\breschedul\w+|\bwelcome\s+(?:aboard|to\s+the\s+team)|\bjoining\s+instructions\b"
    # a meeting arranged or looked forward to
    r"|\b(?:would|'d)\s+(?:like|love)\s+to\s+(?:meet|see|speak\s+(?:to|with))\s+you\b"
    r"|\blooking\s+forward\s+to\s+(?:meeting|seeing|chatting|speaking|talking|welcoming|having)\b"
    r"|(?m:^\W*invitation\s*:)|\bbooked\s+in\b|\bsee\s+you\s+(?:on\s+)?(?:then|tomorrow|soon|there"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
    # a job already accepted: its welcome, its first day, where to report
    r"|\bwelcome\s+you\s+(?:to|on\s+board)\b|\bglad\s+you(?:'ll|\s+will)\s+be\s+joining\b"
    r"|\b(?:so\s+)?excited\s+(?:to\s+have\s+you|you(?:'re|\s+are)\s+joining)\b"
    r"|\bcongratulations\b[^.!?\n]{0,60}?\b(?:appointment|new\s+role|joining)\b"
    r"|\bplease\s+(?:report|resume)\s+(?:on|to|at)\b|\bconfirming\s+(?:the\s+details|your)\b",
    re.IGNORECASE,
)
# A firm whose name holds a move word: "SwiftMove Relocations Ltd" moves other people.
_MOVING_FIRM = re.compile(r"\b[A-Z]\w*\s+(?:Relocations?|Removals|Movers)\b")
# Terms offered or a contract to sign: those letters are weighed, not gated.
_TERMS = re.compile(
    r"\b(?:pleased|happy|delighted)\s+to\s+offer\b|\boffer\s+(?:letter|of\s+employment)\b"
    r"|\b(?:employment\s+)?(?:contract|agreement)\s+(?:attached|enclosed|to\s+sign)\b"
    r"|\bterms\s+and\s+conditions\b|\bcame\s+across\s+your\b|\breaching\s+out\b"
    r"|\bletter\s+of\s+(?:offer|appointment)\b|\bprobation\w*|\b(?:base\s+)?salary\s+(?:is|will\s+be)\b"
    r"|\b(?-i:IR35)\b|\bcontract\s+over\b",
    re.IGNORECASE,
)
# What a relocation flag in such a letter must speak of to stand.
_MOVE = re.compile(
    r"\?|\brelocat\w*|\bmov(?:e|ing)\s+(?:to|house|closer|near|your)\b|\bcommut\w*|\babroad\b"
    r"|\boverseas\b|\bhousing\b|\baccommodation\b|\bwhere\s+(?:are|do)\s+you\b|\byou(?:'re|\s+are)"
    r"\s+(?:based|living)\b|\b(?:live|living|reside)\s+(?:in|near|within)\b|\bwilling\s+to\b"
    r"|\bopen\s+to\b|\b(?:fly|flights?)\b|\bFIFO\b|\brotation\b|\bposted\s+(?:anywhere|to\s+any)\b"
    r"|\btransfer(?:red|able)?\s+to\s+any\b|\bmust\s+(?:be\s+)?(?:live|based|located)\b"
    # the job's own place, not the interview's: "the position is based at our head office"
    r"|\b(?:role|position|post|job|vacancy|placement|team)\s+(?:is|will\s+be|would\s+be)\s+(?:\w+\s+)?"
    r"(?:based|located|situated)\b|\byou(?:'d|\s+would|'ll|\s+will)\s+be\s+based\b|\bhybrid\b"
    r"|\bon[\s-]?site\b(?!\s+(?:interview|assessment|visit|meeting|test))|\b(?:days?|\d)\s+(?:a|per)\s+"
    r"(?:week|month)\s+(?:in|at|from)\b|\bfrom\s+the\s+office\b|\bneed\s+to\s+live\b"
    r"|\b(?:role|position|post|job)\s+sits\s+(?:in|at|within)\b|\bshifts?\s+at\b|\bwillingness\b"
    r"|\b(?:which|preferred)\s+(?:\w+\s+){0,2}?(?:locations?|sites?|offices?|city|cities|branch\w*)\b"
    r"|\bopenings\s+in\b|\bcurrent\s+(?:city|town|location)\b|\bremote\s+site\b|\bresident\s+in\b"
    r"|\brequired\s+to\s+(?:be\s+)?(?:live|reside|resident|based|located|relocate)\b",
    re.IGNORECASE,
)
# The same three in other languages, one family of words per language.
_LETTER_LANG = re.compile("|".join(LETTER.values()), re.IGNORECASE)
_TERMS_LANG = re.compile("|".join(TERMS.values()), re.IGNORECASE)
_MOVE_LANG = re.compile("|".join(MOVE.values()), re.IGNORECASE)
GATED: dict[str, tuple[re.Pattern[str], ...]] = {"relocation": (_MOVE, _MOVE_LANG)}


@lru_cache(maxsize=256)
def about_an_application(text: str) -> bool:
    """Tell whether a message is a letter about an application, with no terms offered."""
    if _TERMS.search(text) or _TERMS_LANG.search(text):
        return False
    return bool(_ABOUT_AN_APPLICATION.search(text) or _LETTER_LANG.search(text))


def stands_in_a_letter(category: str, sentence: str) -> bool:
    """Tell whether a flag of `category` raised on `sentence` stands in a letter of that kind."""
    keep = GATED.get(category)
    if keep is None:
        return True
    if re.match(r"\W*(?:subject|re|fwd?|betreff|objet|asunto|assunto|oggetto)\s*:", sentence, re.I):
        return False  # a subject line names the role and its town; the body says what is asked
    sentence = _MOVING_FIRM.sub("", sentence)
    return any(pattern.search(sentence) for pattern in keep)
