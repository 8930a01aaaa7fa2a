"""Parse the six skill attributes (duration, depth, autonomy, ...) out of free text."""

from __future__ import annotations

import datetime as dt
import re

from agent.offline.taxonomy import clean_text

_NUM_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "a couple of": 2, "a couple": 2, "couple of": 2, "a few": 3, "few": 3, "several": 4,
    "a dozen": 12, "dozens of": 24, "half a": 0.5, "a half": 0.5,
}  # fmt: skip
_NUM = r"(?:\d+(?:[.,]\d+)?|" + "|".join(sorted(map(re.escape, _NUM_WORDS), key=len)[::-1]) + ")"
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
    "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_YEAR = r"(?:19[5-9]\d|20\d\d)"
_DATE = (
    rf"(?:(?P<{{p}}m>{_MONTH})\.?,?\s*|(?P<{{p}}n>0?[1-9]|1[0-2])\s*[/.]\s*)?(?P<{{p}}y>{_YEAR})"
)
_NOW = r"present|current(?:ly)?|now|today|ongoing|till\s+date|to\s+date|date"
_RANGE = re.compile(
    rf"(?<![\w/.-])(?P<pre>from\s+|between\s+)?{_DATE.format(p='a')}\s*"
    rf"(?P<sep>-{{1,2}}|–|—|to|till|until|and)\s*(?:(?P<now>{_NOW})\b|{_DATE.format(p='b')}"
    rf"|(?P<short>\d\d)\b(?![/.-]\d))",
    re.IGNORECASE,
)
_SINCE = re.compile(rf"\bsince\s+(?:(?P<am>{_MONTH})\.?,?\s*)?(?P<ay>{_YEAR})\b", re.I)
_SPAN = re.compile(
    rf"(?P<qual>over|more than|at least|almost|nearly|about|around|roughly|~|less than|under)?"
    rf"\s*(?<![\w.])(?P<num>{_NUM})\s*(?P<plus>\+)?\s*(?:-\s*)?"
    r"(?P<unit>years?|yrs?|months?|mos?|decades?|weeks?)\b(?:\s+and\s+a\s+half)?",
    re.IGNORECASE,
)
_ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-\d{2}\b")
# JSON Resume's 'YYYY-MM' dates, only inside a range ('2013-12 – 2014-12'): a lone
# '2008-09' stays a year range.
_ISO_MONTH_RANGE = re.compile(
    rf"\b({_YEAR})-(0[1-9]|1[0-2])(\s*(?:–|—|-{{1,2}}|to)\s*)"
    rf"(?:({_YEAR})-(0[1-9]|1[0-2])\b|(?=(?:{_NOW})\b))",
    re.IGNORECASE,
)


def _normal_dates(text: str) -> str:
    """Rewrite ISO dates as 'MM/YYYY' so that the range patterns read them."""
    text = _ISO_DATE.sub(r"\2/\1", text)

    def month_range(m: re.Match[str]) -> str:
        end = f"{m.group(5)}/{m.group(4)}" if m.group(4) else ""
        return f"{m.group(2)}/{m.group(1)}{m.group(3)}{end}"

    return _ISO_MONTH_RANGE.sub(month_range, text)


def _number(token: str) -> float:
    token = token.lower().strip()
    if token in _NUM_WORDS:
        return float(_NUM_WORDS[token])
    return float(token.replace(",", "."))


def _format_span(years: float) -> str:
    """Format a length of time as '8 months', '1 year', '2.5 years' or '7 years'."""
    months = round(years * 12)
    if months < 12:
        return f"{max(months, 1)} month" + ("s" if months > 1 else "")
    if months < 24 and months != 12:
        return f"{months} months"
    rounded = round(years * 2) / 2 if years < 5 else round(years)
    return f"{rounded:g} year" + ("s" if rounded != 1 else "")


def _explicit_span(text: str) -> tuple[float, str] | None:
    """Find the longest explicit span like '5+ years' or 'less than 1 year'."""
    best: tuple[float, str] | None = None
    for m in _SPAN.finditer(text):
        value = _number(m.group("num"))
        unit = m.group("unit").lower()
        factor = {"y": 1.0, "d": 10.0, "m": 1 / 12, "w": 1 / 52}[unit[0]]
        years = (value + (0.5 if "half" in m.group(0).lower() else 0)) * factor
        qual = (m.group("qual") or "").lower()
        label = _format_span(years)
        if qual in {"less than", "under"}:
            label = f"less than {label}"
        elif m.group("plus") or qual in {"over", "more than", "at least"}:
            label = label.replace(" ", "+ ", 1)
        if best is None or years > best[0]:
            best = (years, label)
    return best


def _month_index(match: re.Match[str], prefix: str, default_month: int) -> int:
    year = int(match.group(f"{prefix}y"))
    name, num = match.group(f"{prefix}m"), match.group(f"{prefix}n")
    month = _MONTHS[name[:3].lower()] if name else int(num) if num else default_month
    return year * 12 + month - 1


def _ranges(text: str, today: dt.date) -> list[tuple[int, int]]:
    """Return (start, end) month indexes for every date range in the text."""
    now = today.year * 12 + today.month - 1
    out: list[tuple[int, int]] = []
    for m in _RANGE.finditer(text):
        if m.group("sep").lower() == "and" and not m.group("pre"):
            continue
        start = _month_index(m, "a", 1)
        if m.group("now"):
            end = now
        elif m.group("short"):
            end = (start // 1200) * 1200 + int(m.group("short")) * 12
            end += start % 12 if m.group("am") or m.group("an") else 0
        else:
            end = _month_index(m, "b", 1 if not (m.group("am") or m.group("an")) else 12)
        if start <= end <= now + 12 and end - start < 12 * 60:
            out.append((start, end))
    return out


def _merged_months(ranges: list[tuple[int, int]]) -> int:
    total, cur_start, cur_end = 0, -1, -1
    for start, end in sorted(ranges):
        if start > cur_end:
            total += max(cur_end - cur_start, 0)
            cur_start, cur_end = start, end
        else:
            cur_end = max(cur_end, end)
    return total + max(cur_end - cur_start, 0)


def has_date_range(text: str) -> bool:
    """Tell whether the text holds a date range ('June 2020 -- Present', '2013-12 – 2014-12')."""
    return bool(_ranges(_normal_dates(text), dt.date.today()))


def ranges_duration(texts: list[str], *, today: dt.date | None = None) -> str | None:
    """Return the merged length of every date range in the texts ('~2 years in total')."""
    day = today or dt.date.today()
    ranges = [r for text in texts for r in _ranges(_normal_dates(text), day)]
    return _ranges_label(ranges)[1] if ranges else None


def _ranges_label(ranges: list[tuple[int, int]]) -> tuple[float, str]:
    years = _merged_months(ranges) / 12
    return years, f"~{_format_span(years)}" if len(
        ranges
    ) == 1 else f"~{_format_span(years)} in total"


def _stated(text: str, today: dt.date) -> tuple[float, str] | None:
    """Return a span the text states in words: '5+ years', 'since 2019'."""
    explicit = _explicit_span(text)
    if explicit:
        return explicit
    since = _SINCE.search(text)
    if since:
        start = int(since.group("ay")) * 12 + (
            _MONTHS[since.group("am")[:3].lower()] - 1 if since.group("am") else 0
        )
        years = max(today.year * 12 + today.month - 1 - start, 0) / 12
        when = " ".join(since.group(0).split()[1:])
        return years, f"since {when} (~{_format_span(years)})"
    return None


def _duration(text: str, today: dt.date) -> tuple[float, str] | None:
    stated = _stated(text, today)
    if stated:
        return stated
    ranges = _ranges(_normal_dates(text), today)
    return _ranges_label(ranges) if ranges else None


def stated_duration(text: str, *, today: dt.date | None = None) -> str | None:
    """Return a duration the text states in words ('5+ years', 'since 2019'), not from dates."""
    found = _stated(clean_text(text), today or dt.date.today())
    return found[1] if found else None


def parse_duration_years(text: str, *, today: dt.date | None = None) -> float | None:
    """Return how many years of experience the text states, or None."""
    found = _duration(clean_text(text), today or dt.date.today())
    return round(found[0], 2) if found else None


# --- depth, autonomy, scale, constraints, production --------------------------------

_NEG = r"(?<!\bnot )(?<!\bnot an )(?<!\bno )(?<!\bnever )"
_DEPTH = (
    ("intermediate", r"\b(?:not (?:an? )?(?:expert|guru|master)|no expert"
     r"|not (?:very )?advanced)\b"),
    ("expert", rf"{_NEG}\b(?:experts?|guru|mastery|mastered|inside(?: and)? out"
     r"|(?:deep|in-depth|expert-level) (?:knowledge|understanding|expertise|experience)"
     r"|go-to (?:person|guy|expert)|master-level"
     r"|(?:people|others|everyone) (?:come|comes|came) to me"
     r"|the person others come to|authority on)\b"),
    ("advanced", rf"{_NEG}\b(?:advanced|proficient|proficiency|fluent|highly skilled|senior"
     r"|(?:strong|solid|extensive|thorough|excellent) (?:knowledge|skills?|background|experience"
     r"|understanding|command|grasp|expertise|foundation)|very comfortable|confident with)\b"),
    ("intermediate", r"\b(?:intermediate|working knowledge|good (?:knowledge|understanding)"
     r"|competent|decent|comfortable|hands-on|day[- ]to[- ]day|regularly|daily|moderate)\b"),
    ("beginner", r"\b(?:beginners?|novice|basics?|familiar(?:ity)?|just started|new to"
     r"|(?:i'?m|am|still|currently|started|just) learning"
     r"|(?:used|know|tried|played with) (?:it )?(?:a bit|a little)|a bit of|dabbled|tinkered"
     r"|limited (?:experience|knowledge)|exposure|introductory|entry[- ]level|not much)\b"),
)  # fmt: skip
_AUTONOMY = (
    ("led", r"\b(?:led(?! to\b)|lead(?:ing)? (?:a|the|an|our|my) |"
     r"(?:team|tech|technical|project) lead(?:er)?|headed|spearheaded|directed"
     r"|(?:managed|managing|manage) (?:a|the|my|our) (?:\w+ )?team|head of"
     r"|supervis(?:ed|ing|e)(?! by)|mentored)\b"),
    ("owned", r"\b(?:owned|owner of|ownership|responsible for|in charge of|architected"
     r"|designed and (?:built|developed|implemented)|built (?:it )?from scratch"
     r"|end[- ]to[- ]end)\b"),
    ("independent", r"\b(?:independently|on my own|solo|by myself|self-directed|single-handedly"
     r"|alone|without (?:any )?(?:help|supervision)|sole (?:developer|engineer|owner|counsel)"
     r"|freelance)\b"),
    ("team member", r"\b(?:as part of (?:a|the) team|part of (?:a|the) team|team member|contributed"
     r"|assisted|helped|with (?:some )?guidance|under (?:the )?supervision|supervised by"
     r"|worked with (?:a|the|my) (?:\w+ )?team|collaborated|junior)\b"),
)  # fmt: skip
_QTY = r"(?:over |more than |about |around |nearly |almost |up to |~)?"
_COUNT_WORDS = (
    r"(?:(?:tens of |hundreds of )?(?:dozens|hundreds|thousands|millions|billions) of"
    r"|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|a dozen)"
)
_AMOUNT = (
    rf"{_QTY}(?:(?!(?:19|20)\d\d\b)\d+(?:[.,]\d+)* ?(?:(?:k|m|b|bn|million|billion|thousand"
    rf"|lakh|crore)\b)?\+?|{_COUNT_WORDS})"
)
_FILLER = r"(?!(?:years?|months?|yrs?|it|the|of|and|to|in|a|is|was|for|on|with|would)\b)"
_NOUNS = (
    r"users?|customers?|clients?|members?|students?|employees?|people|staff|engineers?|developers?"
    r"|managers?|analysts?|designers?|consultants?|associates?|agents?|nurses?|trainers?|lawyers?"
    r"|downloads?|visitors?|subscribers?|transactions?|requests?|orders?|documents?|events?"
    r"|messages?|records?|rows?|queries|pods?|services|microservices|servers?|nodes?|instances?"
    r"|clusters?|hosts?|machines?|devices?|sites?|stores?|countries|regions?|locations?|cities"
    r"|branches|offices?|accounts?|projects?|teams?|subnets?|vpcs?|lines of code|cases|patients"
    r"|markets?|partners?|vendors?|suppliers?|brands?|products?|systems?|applications?|apps?"
    r"|schools?|classes|members|printers|websites?|repositories|databases?|tables?|countries"
)
_SCALE = (
    re.compile(rf"\bteam of {_AMOUNT}(?: ?(?:[a-z]+ )?(?:{_NOUNS})\b)?", re.I),
    re.compile(rf"(?<![\w$€£₹/.-]){_AMOUNT}\s*(?:{_FILLER}[\w-]+\s+)?(?:{_NOUNS})\b"
               r"(?:\s+(?:per|a|an|/)\s*(?:second|sec|minute|hour|day|week|month|year))?", re.I),
    re.compile(r"\b\d[\d,.]*\s*(?:k|m)?\s*(?:rps|qps|tps)\b", re.I),
    re.compile(r"\b\d[\d,.]*\s*(?:kb|mb|gb|tb|pb)\b(?:\s+of\s+\w+)?(?:\s*(?:/|per)\s*\w+)?"
               r"|\b(?:gb|tb|pb|terabyte|petabyte)[- ]scale\b", re.I),
    re.compile(r"(?:[$€£₹]|usd |eur |gbp |rs\.? ?)\s?\d[\d,.]*\s*(?:k|m|mm|bn|b|million"
               r"|billion|lakh|crore)?\b"
               r"(?:\s+(?:budget|revenue|arr|in revenue|in sales|deal|portfolio))?", re.I),
    re.compile(r"\b(?:large-scale|enterprise-scale|global scale|nationwide|worldwide)\b", re.I),
)  # fmt: skip
_CONSTRAINTS = (
    ("latency", r"latency|low-latency|real-time|realtime|response times?|p9[59]|milliseconds"
     r"|throughput|performance-critical"),
    ("budget", r"budgets?|budgetary|costs?|cost-(?:effective|saving|cutting)|expenses?|spend"
     r"|cheap|costly"),
    ("compliance", r"compliance|compliant|regulatory|regulations?|regulated|gdpr|hipaa|sox|pci"
     r"(?:-dss)?|soc ?2|iso ?27001|audits?|legal requirements|statutory|licen[cs]e"),
    ("deadlines", r"deadlines?|on time|time ?frames?|timelines?|tight schedule|time pressure"
     r"|stipulated time|asap|urgent|crunch|within \d+ (?:days|weeks|months)"),
    ("security", r"security|secure|encryption|encrypted|vulnerabilit(?:y|ies)|threats?"
     r"|access control|zero trust|sensitive data|pii|confidential"),
    ("availability", r"uptime|availability|sla|slos?|99\.9+%?|downtime|fault[- ]toleran(?:t|ce)"
     r"|disaster recovery|failover|24/7|on-call|reliability"),
    ("legacy", r"legacy|monolith(?:ic)?|outdated|technical debt|tech debt|old codebase"
     r"|backward[- ]compatib\w*|migrat(?:e|ed|ing|ion)"),
    ("limited resources", r"limited (?:resources|staff|time|headcount)|small team|short-staffed"
     r"|understaffed|one-person|skeleton crew|few resources|lean team|resource constraints"),
)  # fmt: skip
_NEGATION = re.compile(
    r"\b(?:no|not|without|never|zero|didn't|did not|wasn't|was not)\s+(?:\w+\s+)?$", re.I
)
_NOT_PROD = re.compile(
    r"\b(?:never|not|didn't|did not|wasn't|was not|hasn't|has not|isn't|is not)\s+(?:yet\s+)?"
    r"(?:\w+\s+){0,2}?(?:in(?:to)? production|to production|shipped|launched|deployed|released"
    r"|live|used by (?:real )?(?:users|customers))",
    re.I,
)
_PROTO = re.compile(
    r"\b(?:prototypes?|prototyped|poc|proof[- ]of[- ]concept|hackathons?|\w*hacks|side projects?"
    r"|pet projects?|personal projects?|hobby|toy projects?|coursework|course projects?"
    r"|class projects?|academic projects?|(?:university|college|school|student) projects?"
    r"|capstone|thesis|demos?|mvp|experiments?|experimental|research projects?|tutorials?"
    r"|sandbox|playground|lab projects?|homework|assignments?)\b",
    re.I,
)
_PROD = re.compile(
    r"\b(?:in production|into production|to production|production[- ](?:environment|systems?"
    r"|grade|ready|traffic|workloads?|use|code|pcbs?|servers?|clusters?)|prod|shipped|launched"
    r"|went live|go[- ]live|live (?:site|users|system|product)|released|rolled out"
    r"|deployed|real (?:clients|customers|users)|paying customers|used by|in use|customers"
    r"|clients|end users|serving)\b",
    re.I,
)


def _depth(text: str) -> str | None:
    for level, pattern in _DEPTH:
        if re.search(pattern, text, re.I):
            return level
    return None


def _autonomy(text: str) -> str | None:
    for level, pattern in _AUTONOMY:
        for m in re.finditer(pattern, text, re.I):
            if not _NEGATION.search(text[max(0, m.start() - 25) : m.start()]):
                return level
    return None


def _is_list_number(text: str, start: int, phrase: str) -> bool:
    """Tell a numbered-list marker ('2 Ensure project ...') from a quantity."""
    line_start = text.rfind("\n", 0, start) + 1
    words = phrase.split()
    leading = text[line_start:start].strip(" \t•-*")
    return not leading and len(words) > 1 and words[1][:1].isupper()


def _scale(text: str) -> str | None:
    found: list[tuple[int, int, str]] = []
    for pattern in _SCALE:
        for m in pattern.finditer(text):
            phrase = " ".join(m.group(0).split()).strip(" ,.;")
            start, end = m.span()
            if _is_list_number(text, start, phrase):
                continue
            if phrase and all(end <= s or start >= e for s, e, _ in found):
                found.append((start, end, phrase))
    return ", ".join(phrase for _, _, phrase in sorted(found)[:2]) or None


def _constraints(text: str) -> str | None:
    labels: list[str] = []
    for label, pattern in _CONSTRAINTS:
        for m in re.finditer(rf"\b(?:{pattern})(?!\w)", text, re.I):
            negated = _NEGATION.search(text[max(0, m.start() - 25) : m.start()])
            if not negated or label == "availability":
                labels.append(label)
                break
    return ", ".join(labels) or None


def _production(text: str) -> str | None:
    if _NOT_PROD.search(text):
        return "prototype"
    prod = len(_PROD.findall(text))
    proto = len(_PROTO.findall(text))
    if prod == proto == 0:
        return None
    return "production" if prod >= proto else "prototype"


def parse_attributes(text: str, *, today: dt.date | None = None) -> dict[str, str]:
    """Return the skill attributes stated in text, as short normalised values."""
    clean = _normal_dates(clean_text(text))
    clean = re.sub(r"[ \t\r\f\v]+", " ", clean)
    found = _duration(clean, today or dt.date.today())
    values = {
        "duration": found[1] if found else None,
        "depth": _depth(clean),
        "autonomy": _autonomy(clean),
        "scale": _scale(clean),
        "constraints": _constraints(clean),
        "production_vs_prototype": _production(clean),
    }
    return {key: value for key, value in values.items() if value}
