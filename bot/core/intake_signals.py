"""Weighted evidence that a message comes from an employer or is a job posting."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Signal:
    """One kind of evidence: a pattern, its weight per hit (up to `max_hits`), and why."""

    pattern: re.Pattern[str]
    weight: float
    reason: str
    max_hits: int = 1
    # Topical evidence (job words) is also found in resumes; directed evidence is not.
    topical: bool = False


def signal(
    pattern: str, weight: float, reason: str, max_hits: int = 1, *, topical: bool = False
) -> Signal:
    """Compile one signal (case-insensitive, multi-line)."""
    flags = re.IGNORECASE | re.MULTILINE
    return Signal(re.compile(pattern, flags), weight, reason, max_hits, topical)


_ASK_WORDS = (
    r"(?:expected\s+|current\s+|desired\s+)?(?:salary|compensation|rate|ctc|notice(?:\s+period)?"
    r"|location|availability|start\s+date|visa(?:\s+status)?|relocation|work\s+arrangement"
    r"|preferred\s+role|phone(?:\s+number)?|e-?mail(?:\s+address)?|linkedin|github(?:\s+profile)?)"
)
EMPLOYER_SIGNALS: tuple[Signal, ...] = (
    signal(
        r"^\s*(?:subject|from|to|sent|date|cc|re|fwd?)\s*:|-{3,}\s*forwarded message|"
        r"^\s*begin forwarded message",
        0.35,
        "e-mail headers",
    ),
    signal(
        r"\A\W*(?:hi|hello|hey|dear|good (?:day|morning|afternoon|evening)|greetings)\b"
        r"|^\s*(?:hi|hello|hey|dear)\b[^\n]{0,40},?\s*$",
        0.15,
        "it greets you",
    ),
    signal(
        r"<\s*(?:first\s*)?name\s*>|\{\{?\s*[a-z_ ]{2,30}\}\}?|\bXXX\b|\[(?:first\s+)?name\]",
        0.2,
        "a template with placeholders",
    ),
    signal(
        r"\b(?:opportunit(?:y|ies)|openings?|positions?|roles?|hiring|hire|recruit\w*|"
        r"candidates?|interview\w*|offer(?:s|ed)?|job|team|compan(?:y|ies)|start-?ups?|"
        r"referrals?|recommend|applica(?:nt|tion)s?|applied|employ(?:ee|er|ment)|salary|"
        r"compensation|engineers?|developers?|career|assessment|shortlisted)\b",
        0.08,
        "recruiting vocabulary",
        max_hits=6,
        topical=True,
    ),
    signal(
        r"\byour\s+(?:profile|background|experience|work|resume|cv|application|skills|"
        r"interest|candidacy|availability|company)\b|\b(?:saw|found|came across|read about|"
        r"noticed|impressed by)\s+(?:your|you)\b|\breach(?:ing)?\s+out\b|"
        r"\b(?:would|are)\s+you\s+(?:be\s+)?(?:interested|open|available|looking|free)\b|"
        r"\bquick\s+(?:chat|call)\b|\b(?:love|like)\s+to\s+(?:chat|talk|connect|invite)\b|"
        r"\binvit(?:e|ing)\s+you\b|\bthank you for (?:applying|your (?:interest|application))",
        0.25,
        "it is pitched at you",
        max_hits=2,
    ),
    signal(
        r"\bmy name is\b|\bI(?:'m| am) (?:a |an |the )?[\w ,]{0,40}\b(?:recruiter|director|"
        r"manager|head|founder|cto|ceo|partner|talent|sourcer|hr)\b"
        # a text's introduction: "this is Kerry from Hays", "Kerry @ Hays here"
        r"|\b(?:this\s+is|it'?s|it\s+is)\s+(?-i:[A-Z][a-z]+)\s+(?:from|at|with|@)\s+(?-i:[A-Z])"
        r"|(?-i:\b[A-Z][a-z]+)\s+(?:(?:@|from|at|with)\s+(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])"
        r"[\w&.'-]*){0,3}\s+here\b|here\s*,?\s*(?:from|at|with|@)\s+(?-i:[A-Z]))",
        0.25,
        "the sender introduces themselves",
    ),
    signal(
        r"\b(?:schedule|arrange|set up|book)\s+(?:a|an)\s+[\w -]{0,20}?(?:call|interview|chat|"
        r"meeting|screen)\b",
        0.2,
        "it proposes a call or an interview",
    ),
    signal(
        rf"^\s*[-*•]?\s*{_ASK_WORDS}\s*(?:\?|:(?![ \t]*[\w$€£]))",
        0.2,
        "it asks for details such as salary, notice period or location",
        max_hits=2,
    ),
    signal(
        r"^(?![^\n?]*\b(?:my|i)\b)[^\n?]*\b(?:you(?:r)?|u|ur|ya)\b[^\n?]*\?"
        r"|(?:^|[.!]\s+)(?:(?:are\s+)?(?:u\s+|you\s+)?(?:keen|interested|available|free)"
        r"|up\s+for\s+it)\s*\?",
        0.25,
        "it asks you something",
    ),
    signal(  # "earn up to $500 a day": pay pitched at the reader (not the user's own question)
        r"^(?![^\n]*\b(?:i|my|me)\b)[^\n]*(?:\b(?:earn|make)\s+(?:\w+\s+){0,3}?(?:[$€£₹]|\b(?:rs\.?"
        r"|inr|a\$)\s?)\s?\d|(?:[$€£₹]\s?|\b)\d[\d,.]*\s*(?:k\s*)?(?:per|a|an)\s+(?:day|week|task"
        r"|hour|month)\b|(?:[$€£₹]\s?)\d[\d,.]*\s*(?:k\s*)?/\s*(?:hr|hour|h|day|wk|week|shift)\b)",
        0.25,
        "it pitches pay at you",
    ),
    signal(
        r"\bregret to (?:inform|let you know|tell you)"
        r"|\b(?:decided|chosen|decision) to (?:move forward|proceed|go ahead|continue|pursue)"
        r" with (?:other|another|a different)"
        r"|\bnot (?:been )?(?:selected|successful|shortlisted) for\b"
        r"|\bkeep your (?:details|resume|cv|profile|information|application) on file"
        r"|\bwish you (?:the best|every success|all the best|luck|success) (?:in|with)\b"
        r"|\b(?:pleased|delighted|happy|excited) to (?:offer|inform|confirm|invite|extend"
        r"|let you know)|\bcongratulations\b"
        r"|\bthanks? (?:you )?for (?:taking the time|your time|speaking|meeting|interviewing"
        r"|coming in)|\bconfirm(?:ing)? (?:your|the) (?:interview|call|meeting|start date"
        r"|appointment)\b",
        0.25,
        "it tells you where your application stands",
        max_hits=2,
    ),
    signal(r"\b(?:we|our|us)\b", 0.05, "it speaks for a company", max_hits=2, topical=True),
    signal(
        r"^\s*(?:best|kind|warm|many thanks|thanks|thank you|regards|cheers|sincerely)"
        r"[\w ,]{0,20}$",
        0.1,
        "it is signed off like a letter",
    ),
    signal(
        r"\bnon[- ]?compet\w*|\bcovenants?\b|\boffer letter\b|\bemployment agreement\b|"
        r"\bnotice period\b|\bstart date\b|\bat-will\b",
        0.2,
        "contract or offer terms",
        topical=True,
    ),
)
POSTING_SIGNALS: tuple[Signal, ...] = (
    signal(
        r"^\W*(?:key\s+)?(?:responsibilities|requirements|qualifications|what you(?:'ll| will)"
        r" do|about (?:the role|the team|us|you)|nice[- ]to[- ]haves?|must[- ]haves?|"
        r"benefits|what we offer|who you are|skills required|job description|the role)\W*$",
        0.2,
        "job-posting sections",
        max_hits=3,
        topical=True,
    ),
    signal(
        r"\b(?:full|part)[- ]time\b|\b\d+\+?\s*years? of (?:professional )?experience\b|"
        r"\bjob (?:title|type)\b",
        0.1,
        "job-posting details",
        max_hits=2,
        topical=True,
    ),
    signal(
        r"\bapplicants?\b|\bthe ideal candidate\b|\bcandidates? (?:must|should|will)\b|"
        r"\bequal opportunity employer\b|\bapply (?:now|here|at|online|via)\b|"
        r"\bwe are (?:looking for|seeking) an?\b|\bthis (?:position|role) (?:is|requires)\b|"
        r"\byou will (?:be responsible|work|lead|own)\b|\bmust (?:have|be (?:willing|able|"
        r"authori[sz]ed|eligible))\b|\bwe can only hire\b|\bnot (?:set up|able) to (?:sponsor|"
        r"facilitate)\b",
        0.2,
        "job-posting wording",
        max_hits=3,
    ),
    signal(
        r"\b(?:work authori[sz]ation|sponsorship|salary range|pay range|location:\s)",
        0.1,
        "conditions of a posted job",
    ),
    signal(
        r"^\W*(?:pay(?:\s+rate)?|hourly\s+rate|rate\s+of\s+pay|salary(?:\s+range)?|wage|hours"
        r"|scheduled\s+hours|start\s+date|end\s+date|location|headquarters|job\s+type"
        r"|employment\s+type|department|reports\s+to|closing\s+date|deadline)\s*:[ \t]*\S",
        0.15,
        "job details listed as fields",
        max_hits=3,
        topical=True,
    ),
    signal(
        r"^\W*(?:#+\s*)?(?:job\s+)?(?:qualifications|requirements|location|salary(?:\s+\w+)?"
        r"|how\s+to\s+apply|perks|why\s+[\w ]{0,40}\bwork\s+(?:with|for|at)\s+us)\b[^\n.?!]{0,40}$",
        0.15,
        "job-posting headings",
        max_hits=2,
        topical=True,
    ),
    signal(
        r"\bas\s+(?:the|a|an|our)\s+[\w -]{2,40},\s+you\s+will\b|\byou\s+could\s+be\s+the\s+"
        r"(?:perfect|ideal|right)\b|\b(?:previous|prior)\s+[\w ]{0,20}experience\s+is\s+(?:ideal"
        r"|preferred|required|a\s+plus)|\bis\s+(?:essential|a\s+plus|preferred)\b"
        r"|\bdeadline\s+to\s+apply\b|\bapplications\s+will\s+be\s+(?:reviewed|accepted)\b"
        r"|\binterested\s+in\s+applying\b|\bsend\s+their\s+(?:cv|resume)\b"
        r"|\bserious\s+candidates\b|\bavailability\s+(?:needed|required)\b",
        0.2,
        "job-ad sentences about the applicant",
        max_hits=3,
    ),
)

# An employer describing itself and its opening: none of the project's 20 real resumes says
# any of these, so two of them mean a job ad, however many dates and skills it lists. (An
# intern's resume may list a stipend or a work mode under each internship: those are not here.)
POSTING_VOICE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE | re.MULTILINE)
    for p in (
        r"^\W*about\s+(?:us|the\s+company)\W*$",
        r"\bapplications?\s+(?:deadline|close)",
        r"\bwe\s+(?:are\s+)?(?:hiring|looking\s+for|seeking|develop|offer)\b",
        r"\bjoin\s+our\s+(?:team|company)\b",
        r"\bhow\s+to\s+apply\b",
        r"^\W*company\s+website\s*:",
        r"^\W*(?:required|preferred)\s+skills\W*$",
        r"\b(?:the\s+)?ideal\s+candidate\b",
        r"\bapply\s+(?:now|here|at|via|online)\b",
        # an offer letter speaks to its reader: "pleased to offer you", "your start date"
        r"\b(?:pleased|delighted|happy)\s+to\s+(?:\w+\s+){0,4}?(?:offer|confirm|extend)\b",
        r"\byour\s+(?:employment|start\s+date|first\s+day|salary|compensation|assignment"
        r"|acceptance)\b",
        r"\byou\s+will\s+(?:be\s+(?:paid|eligible|employed|reporting|responsible|expected)|receive"
        r"|report\s+to)\b",
        r"\b(?:extend|make)\s+(?:to\s+)?you\s+(?:an?\s+|this\s+|our\s+)?(?:\w+\s+)?offer\b"
        r"|\boffer\s+of\s+employment\b",
        r"^\W*offer\s+letter\W*$|^\W*congratulations\b",
        # an offer's terms as fields: "Start date: 2 June", "Base salary: $160,000"
        r"^\W*(?:start\s+date|joining\s+date|(?:base\s+|annual\s+|monthly\s+)?salary|probation)\s*:",
    )
)
POSTING_VOICE_VETO = 2  # cues of an employer's voice (a posting, an offer letter) overrule a resume
