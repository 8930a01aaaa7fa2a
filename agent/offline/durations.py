"""Durations in free text: stated spans ("5+ years", "since 2019") and date ranges."""

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


def normal_dates(text: str) -> str:
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
    return bool(_ranges(normal_dates(text), dt.date.today()))


def ranges_duration(texts: list[str], *, today: dt.date | None = None) -> str | None:
    """Return the merged length of every date range in the texts ('~2 years in total')."""
    day = today or dt.date.today()
    ranges = [r for text in texts for r in _ranges(normal_dates(text), day)]
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


def duration(text: str, today: dt.date) -> tuple[float, str] | None:
    """Return (years, label) for a span the text states, else for its merged date ranges."""
    stated = _stated(text, today)
    if stated:
        return stated
    ranges = _ranges(normal_dates(text), today)
    return _ranges_label(ranges) if ranges else None


def stated_duration(text: str, *, today: dt.date | None = None) -> str | None:
    """Return a duration the text states in words ('5+ years', 'since 2019'), not from dates."""
    found = _stated(clean_text(text), today or dt.date.today())
    return found[1] if found else None


def parse_duration_years(text: str, *, today: dt.date | None = None) -> float | None:
    """Return how many years of experience the text states, or None."""
    found = duration(clean_text(text), today or dt.date.today())
    return round(found[0], 2) if found else None
