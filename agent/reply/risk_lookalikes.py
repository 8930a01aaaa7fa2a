"""Matches that name something else: what the company sells, a job title, a firm, Visa the card."""

from __future__ import annotations

import re

from agent.reply.risk_base import sentence_at

# What a company sells or its customers do with it: "relocation software", "helps lawyers file".
_PRODUCT_AFTER = re.compile(
    r"^[\w-]*\W{0,2}(?:[\w-]+\s+)?(?:software|platform|app|tool|product|paperwork|workflows?|startup"
    r"|SaaS|solution|system)s?\b",
    re.IGNORECASE,
)
# A job title the word starts: "a Relocation Consultant", "our Visa Officer" (capitalised).
_JOB_TITLE_AFTER = re.compile(
    r"^\s+(?:Consultant|Specialist|Coordinator|Manager|Advisor|Officer|Analyst)s?\b"
)
# A firm or building the word names: "Equity Bank", "the Equity Centre" (both capitalised).
_FIRM_AFTER = re.compile(
    r"^\s+(?:Bank|Group|Partners|Capital|Trust|Bancorp|Holdings|Investments?|Insurance|Residential"
    r"|Ltd|Limited|Inc|LLC|Plc|PLC|GmbH|Centre|Center|House|Tower|Plaza|Building|Court|Hall)\b"
)
# Visa the company: "Visa's Johannesburg office", "the Visa Analyst Internship", "| Visa" signed.
_VISA_TERMS = (
    r"Sponsor\w*|Status|Support|Requirements?|Type|Holders?|Required|Needed|Processing|Application"
    r"|Transfer|Fees?|Costs?|Assistance|Category|Class|Expiry|Details|Information|Stamp|Help|And"
    r"|Or|Free|Eligibility|Restrictions?|Options?|Available|Provided|Policy|Services?|Process\w*"
    r"|Paperwork|Package|Relocation|Work|Permits?|Renewal|Letter|Documents?|Checks?|Verification"
)
_VISA_NAMED = re.compile(rf"(?:'s\b|[ \t]+(?!(?:{_VISA_TERMS})\b)[A-Z][a-z])")
_SIGNED_VISA = re.compile(
    r"(?:[|,@]|\b(?:at|from|join|joining|interest\s+in|appl(?:y|ying|ied)\s+to|careers?\s+at))"
    r"[ \t]*$"
)
_LINE_END = re.compile(r"[ \t]*(?:\.|\n|$)")
_LINK = re.compile(
    r"(?:https?://|www\.|[\w.+-]+@|[\w-]+\.(?:com|io|org|net|co)\b/?)\S*$", re.IGNORECASE
)
_PRODUCT_BEFORE = re.compile(
    r"\b(?:automat\w+|build\w*|track\w*|manag\w+|fil(?:e|es|ing)|streamlin\w+|simplif\w+"
    r"|apply\s+for|(?:customers|clients|users|lawyers|teams|merchants|companies|employers)\b[^.!?\n]{0,50})"
    r"\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_PRODUCT_NOUN = re.compile(r"\b(?:software|platform|app|tool|product|SaaS)\b", re.IGNORECASE)
# Visa the card network: other card brands, payments words or its products in the sentence.
_PAYMENT_CARDS = re.compile(
    r"\b(?:mastercard|amex|american\s+express|discover|apple\s+pay|google\s+pay|paypal|stripe"
    r"|card\s+(?:network|issuer|payments?|scheme)|payments?\s+(?:network|processing|partner)|checkout"
    r"|merchants?)\b|\bVisa\s+(?:Direct|Inc|Europe|network|cards?|credit|debit|payments?)\b",
    re.IGNORECASE,
)


# A capitalised word inside a firm's name: "at Equity Bridge Technologies", "Citizens Advice Leeds"
# signed under a closing, "Two Harbors Moving & Relocation – Recruiting". Headings made of term
# words ("Relocation Assistance Available", "Visa Sponsorship") are no name.
_RUN_LEFT = re.compile(r"(?:(?:[A-Z][\w'’.-]*,?|&|and|of)[ \t])*$")
_RUN_RIGHT = re.compile(r"(?:[ \t](?:[A-Z][\w'’.-]*|&|of|and))*")
_TERM_WORD = re.compile(
    rf"(?:{_VISA_TERMS}|Visa|Salary|Pay|Equity|Stock|Bonus|Allowance|Grants?|Range|Expectations?"
    r"|Benefits?|Compensation|Clearance|Moving|Citizens?|Citizenship|Only|Offered|Terms|Agreement"
    r"|Notice|Period|Expenses|Reimbursement|Plan|Scheme|Security|Background|The|For|With|In|A|An"
    r"|Competitive|Full|Our|Your|Of|Team|Department|Desk|Office|Level|Levels|Abroad|Permanent"
    r"|Residents?|Nationals?|Preferred|Grant|Refresh|Vesting|Award|Units|Stake|Shares?|Options?"
    r"|Incentives?|Participation|Structure|Breakdown|Review|Discussion|Negotiation|&)",
)
# The capitalised word right after: a name's next word ("Equity Room"), unless it is a term's.
_NEXT_WORD = re.compile(r"[ \t]+([A-Z][\w'’.-]*)")
_BEFORE_NAME = re.compile(r"\b(?:at|with|from|join|joining)[ \t]+$")
_AFTER_NAME = re.compile(
    r"[ \t]*(?:[-–—|,][ \t]*)?(?:Recruit\w*|Talent|Careers|HR|People|Hiring)\b"
)
_FIRM_END = re.compile(
    r"(?:Technologies|Technology|Labs|Systems|Solutions|Software|Consulting|Partners|Group|Holdings"
    r"|Ventures|Associates|Foundation|Trust|Institute|Agency|Company|Corp|Inc|Ltd|LLC|GmbH|Advice"
    r"|Bureau|Society|Council|Union|Bank|Capital|Health|Hospital|University|College|School)\.?$"
)
# The kind of firm a name's next words say it is: "Citizens Advice", "Prairie Citizens Credit
# Union", "Vista Equity Hotel", "Equity Invest Baltic OÜ", "Citizens Verzekeringen".
_FIRM_WORD = re.compile(
    r"(?:Technolog(?:y|ies)|Labs|Systems|Solutions|Software|Consulting|Partners?|Group|Holdings"
    r"|Ventures|Associates|Foundation|Trust|Institute|Agency|Company|Corp|Inc|Ltd|LLC|GmbH|Advice"
    r"|Bureau|Society|Council|Union|Bank|Capital|Health|Hospital|University|College|School"
    r"|Hotels?|Resorts?|Initiative|Credit|Insurance|Assurances?|Realty|Estate|Properties|Invest\w*"
    r"|Talent|Recruit\w*|Careers|Network|Alliance|Fund|Services|Management|Media|Studios?|Clinic"
    r"|Logistics|Energy|Motors|Airlines?|Airways|Verzekering\w*|Versicherung\w*|Seguros"
    r"|Assicurazioni|OÜ|AB|AS|Oy|AG|BV|NV|SpA|Kft)[.,]?"
)
# A capitalised risk word heading a subject line's job title: "Interview Invitation: Visa – Senior
# Product Manager" names the employer.
_BEFORE_A_TITLE = re.compile(
    r"[ \t]*[–—|-][ \t]*(?:[A-Z][\w&/-]*[ \t]+){0,3}(?:Manager|Engineer|Developer|Analyst|Designer"
    r"|Scientist|Director|Associate|Specialist|Intern\w*|Officer|Consultant|Lead|Architect"
    r"|Administrator|Assistant|Coordinator|Representative|Technician|Accountant|Advis[eo]r)s?\b"
)
_CLOSING = re.compile(
    r"(?im)^[ \t]*(?:(?:best|kind|warm|many)\s+)?(?:regards|wishes|thanks|cheers|sincerely"
    r"|best|groet(?:en)?|gr[üu](?:ß|ss)e|cordialement|saludos|cumprimentos|saluti)\b[^\n]{0,20}$"
)


# Equity the panel role, not shares: "Dr Ruth Anderson (Equity representative)".
_EQUITY_ROLE = re.compile(
    r"^\s+(?:representative|champion|committee|network|lead|officer|advis[eo]r|partner|member)s?\b",
    re.IGNORECASE,
)
# An acronym the message also uses as a firm's name: "DBS Bank Ltd", "Talent Acquisition, DBS".
_ACRONYM_FIRM = (
    r"[ \t]+(?:Bank|Group|Ltd|Limited|Inc|LLC|Holdings|Asia|Corp\w*|PLC|Plc|Tower|Cent(?:re|er))\b"
)


def _acronym_firm(text: str, match: re.Match[str]) -> bool:
    """Tell whether an acronym match ("DBS") is a firm the message names ("DBS Bank")."""
    word = match.group(0).strip()
    return bool(re.fullmatch(r"[A-Z]{2,5}", word)) and bool(
        re.search(rf"\b{word}{_ACRONYM_FIRM}", text)
    )


def names_something_else(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a match names a product, a job title, a firm or a card brand, not a term."""
    return (
        _company_product(category, text, match)
        or _card_brand(category, text, match)
        or _in_a_link(text, match)
        or _in_a_name(text, match)
        or _acronym_firm(text, match)
        or _other_sense(category, text, match)
    )


# A permit to park or enter, Queensland's Blue Card (working with children), a health or
# worker-screening clearance: no right to work.
_OTHER_PERMIT = re.compile(
    r"\b(?:park\w*|car|vehicle|windscreen|dashboard|visitor\w*|guest|hot\s+work|building|site\s+access"
    r"|entry|gate|badge|lanyard)\b",
    re.IGNORECASE,
)
_EU_BLUE_CARD = re.compile(
    r"\b(?:EU|Europe\w*|German\w*|Deutschland|residence|immigration|visa|work\s+permit|Blaue)\b",
    re.IGNORECASE,
)
_QLD_BLUE_CARD = re.compile(
    r"\b(?:Queensland|QLD|working\s+with\s+children|child\w*|schools?|students?|youth|kids"
    r"|if\s+you\s+have\s+one|Blue\s+Card\s+Services)\b",
    re.IGNORECASE,
)
_OTHER_CLEARANCE = re.compile(
    r"\b(?:check|screening|DBS|WWCC|NDIS|health|medical|occupational|fitness|credit|financial"
    r"|dental|police|criminal|vulnerable|children|NBI|barangay)\b[^.!?\n]{0,20}$",
    re.IGNORECASE,
)


def _other_sense(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a visa word means a parking permit, a Blue Card or a health clearance."""
    if category != "visa":
        return False
    word = match.group(0).casefold()
    lo, hi = sentence_at(text, match.start())
    if "permit" in word and "work" not in word and "residen" not in word:
        return bool(_OTHER_PERMIT.search(text, lo, hi))
    if "blue card" in word:
        return bool(_QLD_BLUE_CARD.search(text)) and not _EU_BLUE_CARD.search(text)
    if word.endswith("clearance") and "security" not in word:
        return bool(_OTHER_CLEARANCE.search(text[max(lo, match.start() - 60) : match.start()]))
    return False


def _in_a_name(text: str, match: re.Match[str]) -> bool:
    """Tell whether one capitalised word sits in a firm's name (named, signed or a sender)."""
    word = match.group(0)
    if not re.fullmatch(r"[A-Z][a-z]+", word):
        return False
    if _BEFORE_A_TITLE.match(text, match.end()):
        return True
    line_start = text.rfind("\n", 0, match.start()) + 1
    left = _RUN_LEFT.search(text, line_start, match.start())
    start = left.start() if left else match.start()
    while re.match(r"(?:and|of)[ \t]", text[start : match.start()]):
        start = text.index(" ", start) + 1
    right = _RUN_RIGHT.match(text, match.end())
    end = right.end() if right else match.end()
    words = re.findall(r"[^\s,]+", text[start : match.start()] + " " + text[match.end() : end])
    others = [w for w in words if w[:1].isupper()]
    if not any(not _TERM_WORD.fullmatch(w) for w in others):
        return False
    if (after := _NEXT_WORD.match(text, match.end())) and not _TERM_WORD.fullmatch(after.group(1)):
        return True  # "the Equity Room", "Citizens Pharmacy", "Obywatelskim Banku"
    if _BEFORE_NAME.search(text, line_start, start) or _AFTER_NAME.match(text, end):
        return True
    if _FIRM_END.search(text, start, end):
        return True
    if any(_FIRM_WORD.fullmatch(w) for w in text[match.end() : end].split()[:3]):
        return True
    rest = text[end:].split("\n", 1)[0]
    alone = not text[line_start:start].strip() and not rest.strip()
    return alone and bool(_CLOSING.search(text, max(0, line_start - 200), line_start))


def _company_product(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a match names what the company sells ("visa paperwork software"), not a term."""
    if category not in ("visa", "relocation", "legal", "salary"):
        return False
    lo, hi = sentence_at(text, match.start())
    before, after = text[max(lo, match.start() - 80) : match.start()], text[match.end() : hi]
    if _PRODUCT_AFTER.match(after) or _JOB_TITLE_AFTER.match(after):
        return True
    if match.group(0)[:1].isupper() and _FIRM_AFTER.match(after):
        return True
    if match.group(0).lower() == "equity" and _EQUITY_ROLE.match(after):
        return True
    return bool(_PRODUCT_BEFORE.search(before)) and bool(_PRODUCT_NOUN.search(text, lo, hi))


def _card_brand(category: str, text: str, match: re.Match[str]) -> bool:
    """Tell whether a visa match is Visa the card network or the company, not a visa."""
    if category != "visa" or match.group(0).strip() not in ("Visa", "VISA"):
        return False
    lo, hi = sentence_at(text, match.start())
    if _PAYMENT_CARDS.search(text, lo, hi) or _VISA_NAMED.match(text, match.end()):
        return True
    return bool(_SIGNED_VISA.search(text[max(0, match.start() - 40) : match.start()])) and (
        _LINE_END.match(text, match.end()) is not None
    )


def _in_a_link(text: str, match: re.Match[str]) -> bool:
    """Tell whether a match sits inside a web address ("calendly.com/visa-recruiting")."""
    start = max(text.rfind(c, 0, match.start()) for c in " \t\n(<[") + 1
    return bool(_LINK.match(text, start, match.end()))
