"""Broad risk families: any pay figure or pay term, work rights, a place to be, clause language."""

from __future__ import annotations

from agent.reply.risk_base import (
    COMPANY_MOVED,
    LATER_SLOT,
    MONEY,
    NOT_PAY_WORDS,
    RELOCATE,
    WHERE_ARE_YOU,
    Rule,
    rule,
)
from agent.reply.risk_lang import LANG_RISK_RULES
from agent.reply.risk_lang_more import MORE_RISK_RULES
from agent.reply.risk_lang_terms import LANG_TERM_RULES

# Sentences whose money is not pay: expenses, travel, fees for tickets, parking, vouchers.
_NOT_PAY = (
    rf"(?![^.!?\n]*\b(?:{NOT_PAY_WORDS})\b)"
    r"(?!\s*(?:total|price|cost|amount\s+due|invoice)\s*:)"  # a price to pay, not pay
)
_PAY_TERM = (
    r"(?:salar(?:y|ies)|pay(?!\s+(?:down|off|back|attention|for|a\s+visit))|compensation|comp|remuneration|ctc|wages?|stipend|rate|earnings"
    r"|package|bonus|commission)"
)
# Words that only mean pay; "rate", "package" and "bonus" also mean other things.
_PAY_NOUN = (
    r"(?:salar(?:y|ies)|pay(?!\s+(?:down|off|back|attention|for|a\s+visit))|compensation|comp"
    r"|remuneration|ctc|wages?|stipend|earnings)"
)
# A sentence is clause-like when an obligation word and a contract noun meet in it.
_OBLIGATION = (
    r"(?:must(?:\s+not)?|shall|may\s+not|may\s+(?:change|vary|amend|end|terminate)|will\s+not|agrees?"
    r"|waives?|governed\s+by|bound\s+by|undertakes?|(?:is|are)\s+required\s+to|at\s+its\s+discretion"
    r"|signed|(?<!\ba\s)(?<!\bthe\s)sign(?!\s+(?:with|board|saying|reading|outside|language|post)\b))"
)
_CONTRACT_NOUN = (
    r"(?:terms|duties|(?<!baggage\s)(?<!luggage\s)claims?|laws?|contract|employment|agreement|obligations?|rights|discretion"
    r"|overtime|leaving|termination|competitors?|(?:approach|solicit|contact|poach)\w*\s+(?:our|the"
    r"|its|any)\s+(?:clients|customers|staff|employees))"
)

FEATURE_RULES: tuple[Rule, ...] = (
    # --- salary: any pay figure, any qualified pay term ---------------------------------------
    rule(
        "salary",
        rf"(?:^|(?<=[.!?]\s))\s*{_NOT_PAY}[^.!?\n]*?({MONEY})",
        "The message names a sum of money; check what it pays or costs before replying.",
    ),
    rule(
        "salary",
        rf"\b(?:guaranteed|expected|fixed|base|gross|net|monthly|weekly|annual|variable|unpaid"
        rf"|commission[\s-]only|negotiable)\s+{_PAY_TERM}\b"
        rf"|\b{_PAY_TERM}\s+(?:range|band|bracket|structure|breakdown|expectations?|is\s+negotiable"
        r"|is\s+not\s+guaranteed|details)\b"
        rf"|\b(?:without|no)\s+(?:a\s+)?(?:guaranteed\s+|fixed\s+|basic\s+)?{_PAY_TERM}\b"
        rf"|\b{_PAY_NOUN}\b[^.!?\n]{{0,40}}\?"
        rf"|\b(?:include|share|state|indicate|provide|tell\s+us|mention)\s+(?:us\s+)?(?:your\s+)?"
        rf"(?:\w+\s+){{0,2}}?{_PAY_NOUN}\b",
        "The message sets or asks about pay terms; only you can decide what to accept or share.",
    ),
    rule(
        "salary",
        rf"\b{_PAY_TERM}\s+(?:will|shall)\s+be\s+(?:paid|credited|\[|[$€£₹])"
        rf"|\b{_PAY_TERM}\b[^.!?\n]{{0,60}}?[$€£₹]\s?[\[{{]"  # a blank amount in a pay sentence
        rf"|\b(?:lump[\s-]?sum|one[\s-]time)\s+(?:payment|{_PAY_TERM})\b",
        "The message sets pay terms, even where the figure is left blank; check them.",
    ),
    # --- visa: work rights, sponsorship, citizenship, clearance ------------------------------
    rule(
        "visa",
        r"(?<!\be\s)(?<!\bque\s)\b(?:visas?|sponsorship|sponsor(?:s|ed|ing)?\s+(?:a\s+|your\s+|the\s+)?(?:visas?|work|you|"
        r"candidates|applicants|H-?1B|employment|immigration)|work\s+permits?|right\s+to\s+work|(?:legally\s+)?"
        r"(?:authori[sz]ed|eligible|entitled|permitted)\s+to\s+work|work(?:ing)?\s+authori[sz]ation"
        r"|employment\s+authori[sz]ation|citizen(?:ship|s)?|green\s+card|permanent\s+residen\w+"
        r"|immigration\s+status|(?<!not\srequire\sa\s)security\s+clearance|H-?1Bs?|EAD|I-9(?!/)|share\s+code)\b",
        "Work authorization or sponsorship is involved; answer only what is true for you.",
    ),
    # --- relocation: moving, a place you must be, travel to a site ---------------------------
    rule(
        "relocation",
        rf"{RELOCATE}|\b(?:move|moving|(?<!bank\s)(?<!wire\s)(?<!money\s)transfer(?:red)?|posted|deputed)"
        rf"\s+to\s+(?!(?:our\s+|the\s+|your\s+)?(?:account|bank|wallet)\b)(?!{LATER_SLOT})(?:another|any|"
        r"a\s+different|our|the|(?-i:[A-Z]))|\bwilling\s+to\s+(?:travel|commute|move)\b"
        r"|\b(?:you|candidates?|applicants?)\s+(?:are\s+|must\s+be\s+|should\s+be\s+|need\s+to\s+be\s+)?"
        r"(?:currently\s+)?(?:based|located|living|residing)\s+(?:in|near|within)\b"
        r"(?![^.!?\n]*time\s*zone)"
        r"|\b(?:must|should|need\s+to|required\s+to)\s+be\s+(?:based|located|on[\s-]?site)\b"
        r"|\b(?:fully|work\w*|role\s+is|position\s+is|job\s+is)\s+(?:\w+\s+)?on[\s-]?site\b"
        r"|\bon[\s-]?site\s+(?:role|position|job|work)\b"
        r"|\b(?:in[\s-]office|hybrid)\b(?!\s+(?:interview|meeting|event|session|format|call|chat))|\bwork\s+location\b|\bplace\s+of\s+(?:work|posting)\b"
        r"|\bsuch\s+(?:other\s+)?places\b|\bany\s+(?:of\s+(?:our|its)\s+)?(?:offices|locations"
        rf"|branches|sites)\b|\b(?:{WHERE_ARE_YOU}|where\s+do\s+you\s+live)"
        r"|\blocation\b[^.!?\n]{0,30}\?|\b(?:preferred|desired)\s+(?:work\s+)?location\b",
        "The message involves where you would work or live; check it suits you.",
        negatable=True,
        about_work=True,
        unless=COMPANY_MOVED,
    ),
    # --- legal: clause-like language ----------------------------------------------------------
    rule(
        "legal",
        r"(?<!\bwe\s)(?<!\bi\s)\bshall\b(?![^.!?\n]*\?)(?!\s+(?:be\s+)?(?:receive|see|meet|call|send|share|let"
        r"|contact|inform|notify|glad|happy|pleased|delighted|contacted|informed|notified|in\s+touch))|\b(?:you|employee|candidate|I)\s+(?:hereby\s+)?"
        r"(?:agree|acknowledge|undertake|consent)s?\s+(?:to|that)\b|\bagreements?\b|\bcovenants?\b"
        r"|\barbitration\b|\brepay\w*|\bclaw[\s-]?back\b|\bnon[\s-]?(?:compete|solicit\w*|disclosure)"
        r"|\bgoverning\s+law\b|\bjurisdiction\b|\bindemni\w+|\bliquidated\s+damages\b|\bat[\s-]will\b"
        r"|\bhereby\b(?!\s+(?:invite|inform|confirm|notif|acknowledge\s+receipt|request\s+you\s+to\s+attend"
        r"|called|summoned|shortlisted)\w*)"
        r"|\bherein\w*\b|\bwhereas\b|\bpursuant\s+to\b|\bterminat\w+\s+(?:of\s+)?"
        r"(?:your\s+|the\s+|this\s+)?(?:employment|contract|agreement)\b|\bservice\s+bond\b"
        r"|\bcontingent\s+(?:up)?on\b|\bsubject\s+to\s+(?:your\s+|the\s+|a\s+)?(?:satisfactory\s+|successful\s+)?"
        r"(?:completion|background|reference|medical|verification|signing|approval|receipt)\b"
        r"|\bconsent\s+forms?\b|(?<!\bno\s)\bNDA\b|\bsign(?:ing)?\s+(?:an?\s+|the\s+|this\s+)?(?:\w+\s+)?"
        r"(?:NDA|contract|agreement|offer\s+letter|letter)\b|\b(?:understand|acknowledge)\s+and\s+agree"
        r"|\bresponsible\s+for\s+(?:reimbursing|repaying|paying\s+back)\b|\breimburs\w+\s+(?:the\s+)?"
        r"(?:company|employer|organi[sz]ation|\[)",
        "The message states contract terms; read them before agreeing to anything.",
        # an ATS footer: "by continuing you agree to our Candidate Privacy Notice"
        unless=r"\b(?:privacy\s+(?:notice|policy|statement)|terms\s+of\s+(?:use|service)|cookie\w*)\b",
    ),
    rule(
        "legal",
        r"\bbound\s+by\b|\brestrictions?\s+on\s+(?:joining|working|your)\b|\binventions?\b"
        r"|\bintellectual\s+property\b|\bbelongs?\s+to\s+the\s+(?:company|employer)\b|\bbond\s+period\b"
        r"|\bpay\s+back\b|\beither\s+party\b|\b(?:end|cancel)\s+(?:this|the|your)\s+(?:contract|agreement"
        r"|employment)\b|\bproprietary\b|\bconfidential\s+information\b|\bnot\s+disclose\b"
        r"|\bduring\s+and\s+after\b|\bafter\s+your\s+employment\b|\bowned\s+by\s+(?:us|the\s+company"
        r"|the\s+employer)\b|\baccept\w*\s+(?:the\s+|our\s+|these\s+)?(?:\w+\s+)?terms\b",
        "The message states contract terms; read them before agreeing to anything.",
    ),
    rule(
        "legal",
        rf"\b{_OBLIGATION}\b[^.!?\n]{{0,80}}?\b{_CONTRACT_NOUN}\b"
        rf"|\b{_CONTRACT_NOUN}\b[^.!?\n]{{0,80}}?\b{_OBLIGATION}\b",
        "The sentence reads like a contract clause; read it before agreeing to anything.",
    ),
    # --- the same families, in the words people use when they avoid the usual ones ---------
    rule(
        "salary",
        r"\btake[\s-]home\s+(?:pay|salary|income|amount|package|is|of|after)\b|\bOTE\b|\bper\s+diem\b|(?<!\bpaid\sor\s)\bunpaid\b|\bmoney[\s-]wise\b|\bpay[\s-]?grade\b"
        r"|\bpay\s+band\b|\bband\s+for\b|\btops?\s+out\s+at\b|\bon[\s-]target\s+earnings\b"
        r"|\bwhat\s+(?:were|are|was)\s+you\s+(?:paid|earning|making|on)\b"
        r"|\b(?:what|which)\s+(?:figure|number|amount)\b[^.!?\n]{0,60}\?"
        r"|\b\d{1,3}(?:,\d{3})+\s+(?:a|per)\s+(?:month|year|annum|week)\b"
        r"|\b\d+\s*(?:thousand|grand)\b(?![ \t]+(?-i:[A-Z]))|\bremuneration\b|\ballowance\s+of\b"
        r"|\b(?:lowest|minimum|least)\s+(?:offer|figure|amount|number)\b"
        r"|\b\d+\s*%\s+(?:uplift|raise|increase|increment|hike|pay\s+rise)\b"
        r"|\b\d{1,3}(?:,\d{3})+\s+(?:monthly|annually|yearly)\b",
        "The message talks about pay; only you can decide what to accept or share.",
    ),
    rule(
        "visa",
        r"\bresiden(?:ce|cy)\s+(?:permit|card|status|visa)\b|\bnationality\b"
        # a national is a person ("UK nationals", "an Indian national"), not "your national ID"
        r"|\bnationals\b|\bnational\s+of\b|\b(?:a|an|be|are|is)\s+(?-i:[A-Z])\w+\s+national\b"
        r"|\bpetition\b|\brestrictions?\s+on\s+your\s+(?:stay|employment|right)"
        # not a police record check ("NBI clearance", "Garda vetting"): that is no work permit
        r"|(?<!police\s)(?<!NBI\s)(?<!barangay\s)(?<!medical\s)(?<!tax\s)(?<!tip\s)(?<!ground\s)"
        r"(?<!customs\s)(?<!height\s)\bclearance\b(?!\s+(?:sale|weekend|week|event|rack|items?|stock"
        r"|section|prices?|outlet|season|deals?|control|gaps?|fit))"
        r"|\b(?:your|a|the|current)\s+(?:\w+\s+)?permit\b|(?<!Garda\s)(?<!police\s)\bvetting\b"
        r"|\b(?:free|allowed|able|permitted|entitled)\s+to\s+(?:live\s+and\s+)?work\s+in\b"
        r"|\b(?:pre-?)?settled\s+status\b|\bleave\s+to\s+remain\b|\bdependa[nt]{2}\s+visa\b",
        "Work authorization or sponsorship is involved; answer only what is true for you.",
        negatable=True,
    ),
    rule(
        "relocation",
        r"\b(?:in|at)\s+(?:the|our)\s+(?:[A-Z]\w+\s+)?office\s+(?:\w+\s+)?(?:\d|one|two|three|four|five)"
        r"\s+days?\b|\bwhich\s+(?:city|country|town|region)\b|\ba\s+move\s+to\b"
        r"|\bwithin\s+(?:reach|commuting\s+distance)\b|\b(?:near|close\s+to|far\s+from)\s+(?:our|the)\s+"
        r"(?:\w+\s+)?(?:office|hub|site|campus|HQ)\b|\bmove\s+(?:over|there|abroad)\b"
        r"|\bbetween\s+(?-i:[A-Z])\w+\s+and\s+(?-i:[A-Z])\w+\b"
        r"|\b(?:come|travel|fly|go)\s+(?:in\s+)?to\s+(?:the\s+|our\s+)?(?:HQ|head\s*office|office|site|plant)\b"
        r"|\b(?:tied|attached)\s+to\s+(?:our|the)\s+(?:\w+\s+)?(?:plant|site|office|factory|branch|base)\b"
        r"|\bfamily\s+(?:\w+\s+)?(?:joining|join|move|moving|relocat\w+)\b",
        "The message involves where you would work or live; check it suits you.",
        about_work=True,
    ),
)

# --- notice period: an offer or question that fixes or asks when you can start -------------
_WHEN = (
    r"(?:[\[{<]|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\.?\s+\d"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|immediately\b|asap\b"
    r"|as\s+soon\s+as\s+possible|next\s+(?:week|month)\b|the\s+(?:first|1st|\d+(?:st|nd|rd|th))\b)"
)
_START_WORD = r"(?:start(?:ing)?|joining|commencement|entry|employment\s+start)"
FEATURE_RULES += (
    rule(
        "notice_period",
        r"\b(?:employment|appointment|role|position|job|contract|assignment|you)\b[^.!?\n]{0,50}?"
        r"\b(?:will|shall|would|can|is\s+(?:set|expected|scheduled|due)\s+to|are\s+(?:expected|due)"
        r"\s+to)\s+(?:begin|start|commence)\s+(?:work(?:ing)?\s+|with\s+us\s+|your\s+\w+\s+)?"
        rf"(?:on\s+|from\s+|as\s+of\s+|by\s+|effective\s+)?(?:[A-Z][a-z]+day,?\s+)?{_WHEN}"
        rf"|\bfirst\s+(?:day|shift|working\s+day)\b[^.!?\n]{{0,30}}?\b(?:will|would|is)\s+be\s+"
        rf"(?:on\s+)?(?:[A-Z][a-z]+day,?\s+)?{_WHEN}"
        rf"|\b(?:offer|employment|position|role|job|post|contract)\b[^.!?\n]{{0,60}}?"
        rf"\bstart(?:ing|s)?\s+(?:on|from)\s+{_WHEN}",
        "The message sets when you would start; check it fits your notice period.",
        about_work=True,
    ),
    rule(
        "notice_period",
        rf"\b(?:desired|expected|proposed|anticipated|tentative|target|planned|intended|agreed"
        rf"|preferred|earliest(?:\s+possible)?)\s+{_START_WORD}\s+date\b"
        rf"|^[\W_]*{_START_WORD}\s+date[\W_]*[:|][ \t|*]*\S"
        r"|\b(?:start|join|begin)\w*\s+(?:work\s+|with\s+us\s+)?(?:immediately|asap|right\s+away"
        r"|straight\s+away|at\s+once|within\s+(?:\d+|a|one|two|three|four|six)\s+(?:days?|weeks?"
        r"|months?))\b|\bimmediate(?:ly)?\s+(?:start|joining|availability|joiners?)\b"
        r"|\bearliest\s+(?:possible\s+)?(?:start|joining)\b"
        r"|\bhow\s+soon\s+(?:\w+\s+){1,4}?(?:start|join|begin|onboard)\b"
        r"(?!\s+(?:\w+\s+){0,2}?(?:call|meeting|interview|session|webinar|zoom|chat|event))"
        r"|\bwhen\s+(?:can|could|would)\s+you\s+(?:be\s+(?:able|available)\s+to\s+)?(?:start|join)\b"
        r"(?!\s+(?:\w+\s+){0,2}?(?:call|meeting|interview|session|webinar|zoom|chat|event))"
        r"|\bgarden\s+leave\b|\b(?:with\s+)?a\s+(?:start(?:ing)?|joining)\s+date\s+of\b"
        r"|\byour\s+(?:start(?:ing)?|joining)\s+date\s*\n\s*[\[{<]",
        "The message asks or fixes when you can start; check it fits your notice period.",
        about_work=True,
    ),
    rule(
        "notice_period",
        r"\bprobation(?:ary)?\b(?!\s+(?:officers?|services?|and\s+parole))"
        r"|\b(?:\d+|one|two|three|four|six|eight|twelve)[\s-]+(?:days?|weeks?|months?)(?:['’]s?)?"
        r"\s+(?:\(\w+\)\s+)?(?:written\s+|prior\s+)?notice\b"
        r"|\bnotice\s+of\s+(?:at\s+least\s+)?(?:\d+|one|two|three|four|six)\s+(?:days?|weeks?|months?)\b",
        "The message sets a probation or notice term; check how it fits your plans.",
    ),
)
# --- personal data: checks run on you, documents proving who you are, ID numbers ------------
FEATURE_RULES += (
    rule(
        "personal_data",
        r"\b(?:enhanced\s+|basic\s+|standard\s+)?(?-i:DBS|CRB)\b|\bdisclosure\s+and\s+barring\b"
        r"|\b(?:credit|criminal(?:\s+records?|\s+history|\s+background)?|police|fingerprint)"
        r"\s+(?:checks?|screening|history\s+checks?|reports?|clearance|verification)\b"
        r"|\bfingerprint(?:s|ing)\b",
        "They will run a check on you that needs your personal data; share it only once verified.",
    ),
    rule(
        "personal_data",
        r"(?:\bdocumentary\s+evidence\b|\bdocuments?\s+(?:proving|showing|confirming|that\s+(?:prove"
        r"|show|confirm)|to\s+(?:prove|show|confirm|verify))\s+(?:your\s+)?(?:identity|right"
        r"|eligibility|age|address)|\bright[\s-]to[\s-]work\s+(?:documents?|documentation|checks?"
        r"|evidence|proof)|\b(?:proof|evidence)\s+of\s+(?:your\s+)?(?:identity|id|address|age)\b"
        r"|\b(?:photo|photographic|government[\s-]issued)\s+(?:id|identification|identity)\b"
        r"|\bid\s+proof\b|\bidentity\s+(?:documents?|proof|papers)\b"
        r"|\boriginals?\s+(?:of\s+)?(?:your\s+)?(?:passport|id|documents?|certificates?)\b)"
        r"(?![^.!?\n]*\b(?:building|reception|security|front\s+desk|visitor|check[\s-]?in)\b)",
        "They ask for documents that prove who you are; verify the employer before sending them.",
    ),
    rule(
        "personal_data",
        r"(?-i:\bNI\b)\s+(?:number|no)\b|\bnational\s+insurance\b|(?-i:\bP45\b)|\bsort\s+code\b"
        r"|\bbank\s+statements?\b|\b(?:direct\s+deposit|payroll)\s+(?:form|details|information)\b"
        r"|\bcard\s+(?:number|details)\b|(?-i:\bCVV\b|\bSIN\b)|\btax\s+(?:code|identification)\b",
        "They ask for an ID number or bank data; never send it before a verified offer.",
    ),
)

# --- the same salary and notice-period families in other languages (agent/reply/risk_lang.py) ---
FEATURE_RULES += LANG_RISK_RULES
# --- contract terms in DE FR ES PT IT (risk_lang_terms.py) ---
FEATURE_RULES += LANG_TERM_RULES
# --- the same families in RU/UK VI AR HI JA KO, and TR PL ID where missing (risk_lang_more.py) ---
FEATURE_RULES += MORE_RISK_RULES
