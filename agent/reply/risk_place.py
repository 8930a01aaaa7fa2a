"""Risk rules about where the job is: on site in a town, locals only, settling, moving help."""

from __future__ import annotations

from agent.reply.risk_base import CLOCK, Rule, rule
from agent.reply.risk_terms import AN_ORG_UNIT, NOT_A_PLACE, PLACE_NAME, TITLE_WORDS

# On site for the job, not for an interview round: "Frankfurt (onsite)", not "on-site round".
_ON_SITE = (
    r"(?:on[- ]?site|onsite|in[- ]office|in[- ]person|hybrid)\b"
    r"(?![ \t]+(?:round|interviews?|loop|visit|day|meeting|event|session|assessment|hiring\s+event"
    r"|job\s+fair))"
)
# Capitalised words next to "(onsite)" that name the event, not a town: "Interview (onsite)".
_NOT_A_TOWN = r"(?!(?:Interview|Meeting|Call|Round|Panel|Assessment|Day|Event|Session|Visit)\b)"

# A sentence that sets a visit, not the job's place: a weekday, a clock time, "tomorrow".
_A_VISIT = (
    rf"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)\b|{CLOCK}"
)

PLACE_RULES: tuple[Rule, ...] = (
    # where the candidate is, asked in shorthand: "current loc?", "r u still in Denver?"
    rule(
        "relocation",
        r"\b(?:current|present)\s+loc(?:ation)?\s*\?|\b(?:r\s+u|are\s+you)\s+still\s+(?:based\s+|living\s+)?"
        r"in\s+(?-i:[A-Z])|\b(?:your|ur)\s+(?:zip|postal|post|pin)\s*code\b"
        r"|\bwilling\s+to\s+work\s+(?:at|from|in)\s+any\s+(?:store|site|branch|location|office)\b"
        r"|\bwork\s+from\s+(?:the\s+)?office\b|\bWFO\b|\bresid[êe]ncia\s+em\s+(?-i:[A-Z])",
        "They ask where you are or tie the job to a place; check it suits where you live.",
        negatable=True,
    ),
    # a job abroad that moves you: tickets, housing, a joining port, "vitto e alloggio"
    rule(
        "relocation",
        r"\b(?:air|flight|plane)\s+tickets?\b|\b(?:annual|return|yearly)\s+(?:air\s+)?(?:flights?"
        r"|airfares?|tickets?)\b|\bflight\s+reimbursement\b|\b(?:free|furnished|company|staff)\s+"
        r"(?:food\s+(?:&|and)\s+)?(?:furnished\s+)?(?:housing|accommodation|lodging)\b"
        r"|\baccommodation\s+(?:is\s+)?(?:provided|included)\b|\bhousing\s+allowance\b"
        r"|\bjoining\s+port\b|\bmobili[sz]e\s+from\b|\bvitto\s+e\s+alloggio\b|\bcazare\s+gratuit\w*",
        "The job moves you (travel or housing provided); check where it is and what you give up.",
        negatable=True,
        about_work=True,
        unless=r"\binterview",  # travel to an interview moves nobody
    ),
    # "Senior Java Developer – Frankfurt (onsite)", "Onsite - Chicago, IL", "(Hybrid, Leeds)"
    rule(
        "relocation",
        rf"\b{_NOT_A_TOWN}{PLACE_NAME}[ \t]*(?:,|\(|–|—|-|\|)[ \t]*\(?{_ON_SITE}"
        rf"|\b{_ON_SITE}[ \t]*(?:,|\(|–|—|-|\||:|in)[ \t]*\(?{_NOT_A_TOWN}{PLACE_NAME}"
        r"(?:,\s*(?-i:[A-Z]{2})\b)?(?![ \t]+(?:interview|meeting|event|visit))",
        "The job is on site in a named town; decide whether that works for you.",
        about_work=True,
    ),
    # the team sits in a town and wants someone there: "The team sits in Dublin ... on site"
    rule(
        "relocation",
        rf"\b(?:sits?|is\s+based|are\s+based|works?|located)\s+in\s+{PLACE_NAME}\b[^.!?\n]{{0,80}}?"
        rf"\b{_ON_SITE}|\b{_ON_SITE}[^.!?\n]{{0,60}}?\b(?:in|at)\s+(?:our\s+)?{PLACE_NAME}\b",
        "The job is on site in a named town; decide whether that works for you.",
        about_work=True,
    ),
    # locals only, no remote work: "Are you local to Phoenix?", "NYC area only (no remote)"
    rule(
        "relocation",
        r"\blocal\s+to\s+(?:the\s+)?(?-i:[A-Z])|\blocals?\s+(?:candidates\s+|applicants\s+)?only\b"
        r"|\b(?:local|nearby)\s+(?:candidates|applicants)\b|\b(?:area|metro|region)\s+only\b"
        r"|\(\s*no\s+remote\s*\)|\bno\s+remote\s+(?:work|option|possible|candidates)\b"
        r"|\bnot\s+(?:a\s+|an?\s+)?(?:fully\s+)?remote\s+(?:role|position|job|opportunity)\b"
        r"|\bnot\s+open\s+to\s+remote\b|\bremote\s+(?:work\s+)?is\s+not\s+(?:an\s+option|possible)\b"
        r"|\b(?:don't|do\s+not|doesn't|does\s+not)\s+(?:do|offer|allow|support)\s+remote\b"
        r"|\bbe\s+in\s+(?-i:[A-Z])\w+\s+(?:\d|two|three|four|five)\s+days\b"
        r"|\b(?:need|want|require|expect)\s+(?:you|someone)\s+(?:\w+\s+)?in\s+the\s+(?-i:[A-Z])\w+\s+"
        r"office\b|\bopen\s+to\s+relo\b|\brelo\s*\?"
        r"|\b(?:you'?d|would\s+you)\s+(?:\w+\s+)?(?:move|moving|relocate|relocating)\b"
        r"|\bmove\s+for\s+(?:the\s+right|a|this)\s+(?:role|job|opportunity|position)\b"
        # reporting to a site daily or to a named one: "report to our depot in Utrecht daily"
        r"|\breport(?:ing)?\s+(?:daily\s+)?to\s+(?:our|the)\s+(?:(?-i:[A-Z])\w+\s+)?(?:\w+\s+)?"
        r"(?:facility|plant|site|office|warehouse|depot)\b(?=[^.!?\n]*\b(?:daily|every\s+(?:day|morning)"
        r"|each\s+(?:day|morning)|in\s+(?-i:[A-Z])))"
        r"|\breport(?:ing)?\s+(?:daily\s+)?to\s+(?:our|the)\s+(?-i:[A-Z])\w+\s+(?:facility|plant|site"
        r"|office|warehouse|depot)\b"
        r"|\bbe\s+in\s+the\s+(?:office|plant|lab|warehouse)\b[^.!?\n]{0,40}?\b(?:daily|every\s+day"
        r"|\d\s+days|(?:two|three|four|five)\s+days|twice|three\s+times|full[- ]time)\b"
        r"|\b(?:be|work|working|come|coming)\s+(?:in|into|from)\s+(?:the|our)\s+(?:\w+\s+)?office\s+in\s+"
        r"(?-i:[A-Z])",
        "The job needs you on site or living nearby; decide whether that works for you.",
        about_work=True,
    ),
    # settling in a town, or a return to the office: "we would need you settled in Lisbon"
    rule(
        "relocation",
        rf"\b(?:settle|settled|settling)\s+(?:down\s+)?in\s+{_NOT_A_TOWN}{PLACE_NAME}"
        r"|\breturn[- ]to[- ](?:the[- ])?office\b|\bback\s+(?:at|in|to)\s+(?:the\s+)?(?:office|HQ"
        r"|headquarters)\b[^.!?\n]{0,40}?\b(?:full[- ]time|daily|every\s+day|\d\s+days)\b"
        r"|\b(?:work|working)\s+(?:from|out\s+of|at)\s+our\s+(?-i:[A-Z])\w+\s+(?:office|HQ|headquarters"
        r"|site|campus|studio|hub)\b",
        "The job ties you to a town or an office; decide whether that works for you.",
        about_work=True,
        unless=r"\bI(?:'m|'ve|\s+am|\s+have)\b",  # the sender's own office
    ),
    # jobs abroad, a subject line naming the town, a site to consider: "Job offer in Qatar"
    rule(
        "relocation",
        r"(?:\b(?:jobs?|job\s+offers?|openings?|vacanc(?:y|ies)|opportunit(?:y|ies))\s+in"
        r"|\brequirements?\s+for)\s+"
        rf"(?:the\s+)?(?!{NOT_A_PLACE}\b){_NOT_A_TOWN}{PLACE_NAME}"
        r"|^\W*(?:subject|re|fwd?)\s*:(?![^\n]*\b(?:coffee|chat|call|lunch|meeting|meetup|interview|visit"
        r"|event|catch[- ]?up|drinks|dinner|webinar|application|applying|status|update"
        r"|following\s+up|thank\w*|reminder|confirmation|feedback|next\s+steps|welcome|onboarding)\b)"
        # a letter about a step the reader is taking: the town is the venue's or already known
        r"(?![\s\S]*\b(?:your\s+application|you\s+(?:have\s+)?applied|thank\s+you\s+for\s+applying"
        r"|shortlisted|invit(?:e|ed|ing)\s+you|unfortunately|regret|first\s+day|induction"
        r"|trade\s+test|assessment\s+(?:day|centre|center|session)|another\s+candidate"
        r"|other\s+candidates|not\s+(?:to\s+)?(?:proceed|progress|move\s+forward))\b)"
        rf"[^\n]*?[–—|-][ \t]*(?!{NOT_A_PLACE}\b){_NOT_A_TOWN}"
        rf"(?![^\n]*\b{TITLE_WORDS}s?\b)(?![^\n|–—]*\d){PLACE_NAME}"
        r"(?:,\s*(?-i:[A-Z]{2}))?[ \t]*(?:\([^)\n]*\))?[ \t]*(?:$|[–—|](?=[^\n]*$))"
        r"|\[\s*(?:on[- ]?site|onsite|hybrid|in[- ]office)\s*\]"
        r"|\bconsider\s+(?:the\s+|our\s+)?(?-i:[A-Z])\w+\s+(?:site|office|location|hub|campus|plant)\b",
        "The job is in a named town or country; decide whether that works for you.",
        about_work=True,
    ),
    # where you may live: residents only, a radius, a station, a secondment
    rule(
        "relocation",
        r"\b(?:restricted|limited|open)\s+to\s+(?:\w+\s+)?residents\b|\bresidents?\s+of\s+(?-i:[A-Z])"
        r"|\bmove\s+outside\s+(?:the\s+|of\s+the\s+)?(?:country|UK|US|USA|EU|state|province)\b"
        r"|\bwork\s+from\s+anywhere\s+in\s+(?:the\s+)?(?-i:[A-Z])"
        r"|\bgeograph\w*\s+(?:constraints?|restrictions?|preferences?|limitations?|flexibility|mobility)\b"
        r"|\b(?:open|flexible)\s+(?:to|about)\s+(?:other\s+|different\s+|multiple\s+)?(?:locations"
        r"|cities|countries)\b|\b(?:current|preferred)\s+(?:work\s+)?location\b(?!\s+of\s+(?:the\s+)?"
        r"(?:employer|company))(?![^.!?\n]*time\s*zone)"
        r"|\bestablish\s+(?:a\s+)?residen(?:ce|cy)\b|\bwithin\s+\d+\s+(?:miles|km|kilomet(?:er|re)s)\s+of"
        r"|\b(?:you|candidates?|employees?|staff|hires?)\s+(?:\w+\s+){0,3}?stationed\s+(?:at|in)\b"
        r"|\b(?:you|employees?)\s+(?:\w+\s+){0,3}?reassigned\b|\bsecond(?:ed|ing)?\s+you\s+to\b"
        r"|\bcommute\s+(?:daily\s+|every\s+day\s+)?to\s+(?-i:[A-Z])"
        r"|\b(?:in[- ]person|on[- ]?site|in\s+the\s+office)\s+(?:every\s+day|daily|full[- ]time"
        r"|five\s+days)\b"
        r"|\b(?:work|working|based)\s+(?:from|out\s+of|at|in)\s+our\s+(?:\w+\s+)?(?:office|lab|site|HQ"
        r"|facility|plant|campus|hub|studio)\s+in\s+(?-i:[A-Z])"
        r"|\b(?:\d|two|three|four|five)\s+days?\s+(?:a|per)\s+week\s+(?:\w+\s+){0,3}?(?:in|at|from)\s+"
        r"(?:our|the)\s+(?:\w+\s+)?(?:hub|site|campus|HQ|studio|lab|plant)\b",
        "The job limits where you may live or work; decide whether that works for you.",
        about_work=True,
    ),
    # the job's place said in passing: a post based at a site, your current city, a FIFO roster
    rule(
        "relocation",
        r"\b(?:post|role|position|job|vacancy|opening|contract)s?\s+(?:is|are|will\s+be)\s+(?:\w+\s+)?based"
        rf"\s+(?:at|in)\b(?!\s+{AN_ORG_UNIT})"
        # where you would live or get to every day
        r"|\byour\s+current\s+(?:city|town|country|base)\b|\blive\s+within\b"
        r"|\bwithin\s+(?:an?\s+hour|\d+\s+(?:minutes|mins|hours?))\s+of\s+(?-i:[A-Z])|\blive-in\b"
        r"|\bwhich\s+(?:of\s+(?:our|the|these)\s+)?(?:locations?|sites?|offices?|cities|branches)\b"
        r"[^.!?\n]{0,80}\b(?:prefer|practical|suits?|get\s+to\s+daily)\b"
        r"|\b(?:still\s+)?(?:staying|living|based)\s+in\s+(?-i:[A-Z])\w+\s+or\s+have\s+you\s+moved\b"
        r"|\bget\s+to\s+(?:daily|every\s+day)\b|(?-i:\bFIFO\b)|\bfly[- ]in[- ]fly[- ]out\b"
        r"|\b\d+\s+(?:days?|weeks?)\s+(?:in|on),?\s*/?\s*\d+\s+(?:days?\s+|weeks?\s+)?(?:out|off)\b"
        r"|\b\d+\s+on\s*/\s*\d+\s+off\b|\b\d{1,2}/\d{1,2}\s+rotation\b"
        r"|\brotation\s+(?:out\s+of|from)\s+(?-i:[A-Z])|\b(?:at|on|in|to)\s+a\s+remote\s+site\b"
        r"|\bremote\s+site\s+(?:role|job|position|work)\b|\bfield[- ]based\b"
        r"|\bterritory\s+(?:covers|covering|includes)\b|\bsecondment\s+to\s+(?:our|the)\b"
        r"|\brequires?\s+you\s+to\s+(?:reside|live|relocate|be\s+based)\b|\bare\s+you\s+nearby\b"
        r"|\b(?:need|want)s?\s+(?:you|people|someone)\s+in\s+(?-i:[A-Z])\w+|\bneed\s+to\s+be\s+in\s+(?-i:[A-Z])",
        "The job's place is named; check it suits where you live.",
        about_work=True,
        unless=rf"{_A_VISIT}|\btime\s*zone\b|\binterview\w*\b",
    ),
    # an offer or opening at the company's own named site: "offer you ... at our Memphis center"
    rule(
        "relocation",
        r"\b(?:offer\w*|appoint\w*|openings?|hiring|vacanc(?:y|ies)\s+for|based|work(?:ing)?|report(?:ing)?"
        r"|position\s+of|transfer\w*|posted|placed)\b[^.!?\n]{0,80}?\b(?:at|in|for|to|from)\s+our\s+"
        rf"(?:new\s+)?(?!{NOT_A_PLACE}\b){PLACE_NAME}\s+(?:\w+\s+)?(?:office|site|location|cent(?:er|re)"
        r"|depot|hub|campus|branch|facility|plant|venue|store|warehouse|clinic|hospital|school)\b",
        "The offer names the site you would work at; check it suits where you live.",
        about_work=True,
        unless=rf"{_A_VISIT}|\b(?:appl(?:y|ied|ying|ication)|interview\w*|induction|take\s+place|training"
        r"|bring|documents?|again|careers\s+page|keep\s+an\s+eye)\b"
        r"|\b(?:I(?:'m|'ve|\s+am|\s+have|\s+work)|(?:is|are)\s+based)\b",
    ),
    # how often in the office, or that it is the office only: "3 days on-site", "no WFH",
    # "the account is onsite", "site-based role", "full-time in Riyadh", "posting to our branch"
    rule(
        "relocation",
        r"\b(?:on-?site|onsite|in[- ]office|in\s+the\s+office)\b[ \t,(-]{1,4}"
        r"(?:\d|one|two|three|four|five)\s+days?\b|\b(?:\d|one|two|three|four|five)\s+days?\s+(?:a\s+|per\s+)?(?:week\s+)?"
        r"(?:on-?site|onsite|in[- ]office|in\s+the\s+office)\b|\b(?:is|are|be|fully|100\s*%)\s+"
        r"on-?site\b(?!\s+(?:for|with)\s+(?:the|your|an?)\s+(?:interview|meeting|visit))"
        r"|\bno\s+(?:WFH|remote|work(?:ing)?\s+from\s+home|home\s*office)\b|\bsite-based\b"
        rf"|\b(?:be|you)\s+in\s+(?!{NOT_A_PLACE}\b){PLACE_NAME}\s+full[- ]time\b"
        r"|\bposting\s+to\s+(?:our|the)\s+(?:\w+\s+){1,2}?(?:branch|office|site|plant|region|depot)\b"
        r"|\bjoin(?:ing)?\s+the\s+(?:vessel|ship|rig)\b|\b(?:rotation|roster)\s+is\s+\d+\s*/\s*\d+"
        # getting there and staying there: "come into London once a month", "reliable transport",
        # "stay in the staff house", "you'd need to be local"
        rf"|\bcome\s+into\s+(?:the\s+office|(?!{NOT_A_PLACE}\b){PLACE_NAME})\s+(?:once|twice|\d+\s+times?"
        r"|every)\b|\breliable\s+transport\w*\b|\bstaff\s+(?:house|housing|quarters|camp)\b"
        r"|\bcompany\s+housing\b|\bneed\s+to\s+be\s+local\b|\b(?:prepared|ready)\s+to\s+(?:move|relocate)\b",
        "The job ties you to a workplace; check it suits where you live.",
        negatable=True,
        about_work=True,
    ),
    # asked where they live or whether a named place suits: "Open to Austin?", "Is Makati ok?"
    rule(
        "relocation",
        rf"^[^\w\n]*(?:and\s+)?open\s+to\s+(?:relocating\s+to\s+)?(?!{NOT_A_PLACE}\b)(?-i:[A-Z])\w+"
        r"(?:\s+(?-i:[A-Z])\w+)?\s*\?"
        rf"|(?<=[?.!]\s)open\s+to\s+(?!{NOT_A_PLACE}\b)(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?\s*\?"
        rf"|\bis\s+(?!{NOT_A_PLACE}\b)(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?\s+(?:ok|okay|fine|doable"
        r"|feasible|workable)\s+(?:for|with)\s+you\b"
        r"|\bhow\s+far\s+(?:do\s+you\s+live|are\s+you|is\s+your\s+home)\s+from\b"
        r"|\bwhere\s+do\s+you\s+stay\b",
        "They ask where you live or whether a place suits you; only you can answer this.",
    ),
    # the job's town named: "The position is in Abu Dhabi", "based at our Birmingham office",
    # "Locals to Charlotte only", "only candidates resident in Abuja", "can only payroll in Canada"
    rule(
        "relocation",
        r"\b(?:role|position|job|post|vacancy|opening|work|placement)\s+(?:is|will\s+be)\s+in\s+"
        rf"(?!{AN_ORG_UNIT})(?!{NOT_A_PLACE}\b)(?!the\b|our\b|a\b|an\b){PLACE_NAME}"
        r"|(?<!I'm\s)(?<!\bis\s)(?<!\bam\s)(?<!\bare\s)(?<!he's\s)(?<!she's\s)(?<!I’m\s)"
        r"\bbased\s+(?:at|in|out\s+of)\s+(?:our|the)\s+(?:client['’]s\s+)?(?:[A-Z]\w+\s+){0,2}"
        r"(?:office|site|branch|plant|headquarters|HQ|hub|campus|store|warehouse)\b"
        rf"|\blocals?\s+(?:to|in|near)\s+(?!{NOT_A_PLACE}\b){PLACE_NAME}|\blocal\s+candidates\s+only\b"
        r"|\b(?:only\s+)?(?:candidates|applicants|people|those)\s+(?:who\s+are\s+|currently\s+)?"
        rf"(?:resident|residing|living|based)\s+in\s+(?!{NOT_A_PLACE}\b){PLACE_NAME}"
        rf"|\b(?:can\s+)?only\s+(?:payroll|hire|employ|engage)\s+(?:\w+\s+)?in\s+{PLACE_NAME}"
        r"|\bare\s+you\s+(?:a\s+|currently\s+(?:a\s+)?)?(?-i:[A-Z])\w+\s+resident\b"
        r"|\b(?-i:[A-Z])\w+\s+residents\s+only\b|\bflights?\s+(?:arranged|provided|paid|booked)\s+to\b"
        r"|(?<!\bto\s)\b(?:jobs?|work|vacanc\w+|positions?|openings?)\s+(?:available\s+)?in\s+(?:Dubai|Abu\s+Dhabi"
        r"|Riyadh|Jeddah|Saudi(?:\s+Arabia)?|KSA|UAE|Qatar|Doha|Kuwait|Oman|Bahrain|Malaysia|Japan|Korea"
        r"|Poland|Germany|Canada|Romania|Croatia|Israel|Taiwan|Cambodia|Europe|the\s+Gulf)\b"
        r"|\bhiring\b[^.!?\n]{0,40}?\bfor\s+(?:Dubai|Abu\s+Dhabi|Riyadh|Jeddah|Saudi(?:\s+Arabia)?|KSA"
        r"|UAE|Qatar|Doha|Kuwait|Oman|Bahrain)\b",
        "The job is in a named place; check it suits where you live.",
        negatable=True,
        about_work=True,
    ),
    # help with a move: flights and rent, a container for belongings, movers
    rule(
        "relocation",
        r"\b(?:cover(?:s|ing)?|pays?\s+for|reimburs\w*|books?)\s+(?:\w+\s+){0,3}?(?:flights?|airfare"
        r"|air\s+tickets?"
        r"|plane\s+tickets?)\b[^.!?\n]{0,80}?\b(?:rent|housing|apartment|belongings|shipping"
        r"|container|movers?|household)\b|\b(?:shipping|ship|move)\s+(?:\w+\s+){0,2}?(?:for\s+)?your"
        r"\s+(?:belongings|household\s+goods|furniture|possessions)\b|\bhousehold\s+goods\b"
        r"|\bmoving\s+(?:company|allowance|costs|assistance|support|package)\b|\bmovers\b"
        r"|\bsettling[- ]in\s+(?:allowance|support|bonus|assistance)\b|\bhome[- ]finding\b"
        r"|\bdestination\s+services\b",
        "They offer help with a move; check where you would live and what you would repay.",
        negatable=True,
    ),
)
