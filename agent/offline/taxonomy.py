"""Skills taxonomy: load the shipped skills data and find skill mentions in free text."""

from __future__ import annotations

import html
import json
import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from importlib import resources

MAX_EVIDENCE = 3
MAX_EVIDENCE_CHARS = 200

# Characters that separate items in a skills list ("C, C++", "Java • Go", "C/C++").
_LIST_LEFT = frozenset(",;:|/([{•●▪✓·*+&=\"'“‘<>\t")
_LIST_RIGHT = frozenset(",;:|/)]}•●▪✓·*&=\"'”’<>\t")
_LEFT_WORDS = frozenset({"and", "or", "in", "with", "using", "of", "learning", "know"})
_RIGHT_WORDS = frozenset({"and", "or", "programming", "language", "developer", "code"})
_WORD_BEFORE = re.compile(r"(\w+)\W*$")
_WORD_AFTER = re.compile(r"^\W*?(\w+)")
_TOKEN = re.compile(r"\w+")
_BULLETS = "•●▪✓·"
_SEGMENT = re.compile(r"[^\n•●▪✓·|]+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
# Object nouns that a domain word only qualifies: 'analyze their sales information' is
# about data, not the skill Sales; 'B2B sales' or 'sales executive' is the skill.
DOMAIN_OBJECTS = frozenset(
    {
        "information", "data", "report", "reports", "reporting", "figures", "numbers",
        "records", "order", "orders", "transaction", "transactions", "invoice", "invoices",
        "dashboard", "dashboards", "tool", "tools", "metrics", "statistics", "stats", "trends",
        "volumes", "history", "documents", "database", "databases", "related",
    }
)  # fmt: skip
# ... and words before it that make it the thing tracked: "tracks firm's Sales",
# "customer wise sales"
# ("led the company's marketing" or "managed their sales pipeline" is the skill: only a verb of
# watching, perhaps with an owner after it, makes the word the thing watched)
_OBJECT_BEFORE = re.compile(
    r"(?:\b(?:track(?:s|ed|ing)?|analy[sz](?:e|es|ed|ing)|monitor(?:s|ed|ing)?)\s+"
    r"(?:the\s+)?(?:(?:their|its|\w+['’]s)\s+)?|\bwise\s+)$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class SkillInfo:
    """A canonical skill from the taxonomy."""

    name: str
    category: str
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class SkillMention:
    """A skill found in text, with up to three short evidence snippets."""

    name: str
    category: str
    evidence: tuple[str, ...]


@dataclass(frozen=True)
class _Alias:
    pattern: re.Pattern[str]
    offset: int  # characters before the alias's first word token (".net" -> 1)
    strict: bool
    skill: int


@dataclass(frozen=True)
class _Taxonomy:
    skills: tuple[SkillInfo, ...]
    by_token: dict[str, tuple[_Alias, ...]]
    not_followed_by: dict[int, frozenset[str]]
    domain_words: frozenset[int]


def _alias_regex(alias: str) -> str:
    """Build a regex for one alias: flexible inner whitespace, symbol-aware boundaries."""
    body = r"[\s_-]+".join(re.escape(p) for p in alias.split())
    return rf"(?<![\w.]){body}(?![\w+#]|\.\w)"


def _strings(raw: dict[str, object], key: str) -> list[str]:
    value = raw.get(key, [])
    return [str(v) for v in value] if isinstance(value, list) else []


def _aliases(raw: dict[str, object], skill: int) -> list[tuple[str, _Alias]]:
    """Compile every alias of one raw entry, keyed by its first word token."""
    kinds = (("aliases", re.IGNORECASE, False), ("cased_aliases", 0, False))
    out: list[tuple[str, _Alias]] = []
    for key, flags, strict in (*kinds, ("strict_aliases", 0, True)):
        for alias in _strings(raw, key):
            token = _TOKEN.search(alias)
            if token is not None:
                pattern = re.compile(_alias_regex(alias), flags)
                out.append((token.group(0).lower(), _Alias(pattern, token.start(), strict, skill)))
    return out


@cache
def _taxonomy() -> _Taxonomy:
    source = resources.files("agent.offline").joinpath("data/skills.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    skills: list[SkillInfo] = []
    by_token: dict[str, list[_Alias]] = {}
    not_followed: dict[int, frozenset[str]] = {}
    domain: set[int] = set()
    for idx, raw in enumerate(data["skills"]):
        names = _strings(raw, "aliases") + _strings(raw, "cased_aliases")
        names += _strings(raw, "strict_aliases")
        skills.append(SkillInfo(str(raw["name"]), str(raw["category"]), tuple(names)))
        for token, alias in _aliases(raw, idx):
            by_token.setdefault(token, []).append(alias)
        words = {w.lower() for w in _strings(raw, "not_followed_by")}
        if raw.get("domain_word"):
            words |= DOMAIN_OBJECTS
            domain.add(idx)
        if words:
            not_followed[idx] = frozenset(words)
    frozen = {token: tuple(aliases) for token, aliases in by_token.items()}
    return _Taxonomy(tuple(skills), frozen, not_followed, frozenset(domain))


@cache
def _index() -> dict[str, SkillInfo]:
    index: dict[str, SkillInfo] = {}
    for info in _taxonomy().skills:
        for key in (info.name, *info.aliases):
            index.setdefault(_key(key), info)
    return index


def _key(name: str) -> str:
    return " ".join(name.lower().split())


def all_skills() -> list[SkillInfo]:
    """Return every skill in the taxonomy, in file order."""
    return list(_taxonomy().skills)


def lookup(name: str) -> SkillInfo | None:
    """Resolve a skill name or any of its aliases to the canonical entry."""
    return _index().get(_key(name))


# --- text clean-up -------------------------------------------------------------------


def _fix_mojibake(text: str) -> str:
    """Repair UTF-8 text that was decoded as Latin-1 ('â€¢' -> '•')."""

    def repair(match: re.Match[str]) -> str:
        try:
            return match.group(0).encode("latin-1").decode("utf-8")
        except UnicodeError:
            return match.group(0)

    return re.sub(r"[\u00c2-\u00f4][\u0080-\u00bf]{1,3}", repair, text)


def _strip_latex(text: str) -> str:
    """Turn LaTeX source into plain text good enough for matching."""
    start = text.find(r"\begin{document}")
    if start >= 0:
        text = text[start:]
    text = re.sub(r"(?<!\\)%.*", "", text)
    text = text.replace(r"\\", "\n").replace(r"\&", "&").replace(r"\%", "%")
    text = re.sub(r"\\textbullet\{?\}?|\\item\b", "\n• ", text)
    text = re.sub(r"\\(?:La)?TeX\b", "LaTeX", text)
    text = re.sub(r"\\(?:href|url)\{[^}]*\}", " ", text)
    text = re.sub(r"\\[a-zA-Z]+\*?(?:\[[^\]]*\])?", " ", text)
    text = text.replace("$|$", " | ").replace("$", " ").replace("~", " ")
    return re.sub(r"[{}]", " ", text)


def _flatten_json(text: str) -> str | None:
    """Return the string values of a JSON document one per line, or None."""
    try:
        data = json.loads(text)
    except ValueError:
        return None
    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str) and not node.startswith(("http://", "https://")):
            out.append(node)

    walk(data)
    return "\n".join(out)


def clean_text(text: str) -> str:
    """Normalise resume-like text (mojibake, LaTeX, JSON, HTML, URLs) into plain lines."""
    text = _fix_mojibake(text).replace("\u00a0", " ").replace("\r\n", "\n")
    if text.lstrip().startswith(("{", "[")):
        text = _flatten_json(text) or text
    if "\\begin{" in text or "\\documentclass" in text or "\\section" in text:
        text = _strip_latex(text)
    text = html.unescape(text)
    text = re.sub(r"<[^>\n]{1,200}>", " ", text)
    text = re.sub(r"https?://\S+|www\.\S+|\S+@\S+\.\w+", " ", text)
    return text


# --- matching ------------------------------------------------------------------------


def _left_kind(text: str, start: int) -> str:
    before = text[max(0, start - 40) : start]
    stripped = before.rstrip(" \t")
    if not stripped or stripped.endswith("\n") or start == 0:
        return "start"
    last = stripped[-1]
    if last in _LIST_LEFT or (last in "-–—" and len(stripped) < len(before)):
        return "punct"
    word = _WORD_BEFORE.search(stripped)
    if word and word.group(1).lower() in _LEFT_WORDS and word.end(1) == len(stripped):
        return "word"
    return "other"


def _right_kind(text: str, end: int) -> str:
    after = text[end : end + 40]
    stripped = after.lstrip(" \t")
    if not stripped or stripped.startswith("\n"):
        return "end"
    first = stripped[0]
    if first in ",/" and re.match(r"[,/]\s*[A-Z0-9.]", stripped):
        return "list"
    if first in _LIST_RIGHT:
        return "punct"
    if first in ".!?" and (len(stripped) == 1 or stripped[1].isspace()):
        return "punct"
    if first in "-–—" and len(stripped) < len(after):
        return "punct"
    word = re.match(r"(\w+)\b", stripped)
    if word and word.group(1).lower() in _RIGHT_WORDS:
        return "word"
    return "other"


def _list_context(text: str, start: int, end: int) -> bool:
    """Accept an ambiguous token only where it reads like an item of a list."""
    left, right = _left_kind(text, start), _right_kind(text, end)
    if left == "punct" or right == "list":
        return right != "other"
    return left in {"start", "word"} and right in {"punct", "end"}


def _followed_by(text: str, end: int, words: frozenset[str] | None) -> bool:
    if not words:
        return False
    nxt = _WORD_AFTER.match(text[end : end + 30])
    return bool(nxt and nxt.group(1).lower() in words and not text[end : end + 1].isalnum())


def _is_object(text: str, start: int) -> bool:
    """Tell whether a domain word is the thing tracked or analysed, not a line of work."""
    return _OBJECT_BEFORE.search(text[max(0, start - 40) : start]) is not None


def _candidates(text: str, tax: _Taxonomy) -> list[tuple[int, int, int]]:
    """Try the aliases that start with each word token of the text."""
    found: list[tuple[int, int, int]] = []
    for token in _TOKEN.finditer(text):
        for alias in tax.by_token.get(token.group(0).lower(), ()):
            pos = token.start() - alias.offset
            match = alias.pattern.match(text, pos) if pos >= 0 else None
            if match is None or (alias.strict and not _list_context(text, *match.span())):
                continue
            if _followed_by(text, match.end(), tax.not_followed_by.get(alias.skill)):
                continue
            if alias.skill in tax.domain_words and _is_object(text, match.start()):
                continue
            found.append((match.start(), match.end(), alias.skill))
    return found


def _resolve_overlaps(
    candidates: list[tuple[int, int, int]],
) -> list[tuple[int, int, int]]:
    """Keep the longest match where matches overlap ('SAP BO' beats 'SAP')."""
    kept: list[tuple[int, int, int]] = []
    for start, end, idx in sorted(candidates, key=lambda c: (c[0] - c[1], c[0])):
        if all(end <= s or start >= e for s, e, _ in kept):
            kept.append((start, end, idx))
    return sorted(kept)


def _segments(text: str) -> list[tuple[int, int]]:
    """Split text into lines, bullets and sentences, as (start, end) spans."""
    spans: list[tuple[int, int]] = []
    for block in _SEGMENT.finditer(text):
        pos = block.start()
        for piece in _SENTENCE_END.split(block.group(0)):
            spans.append((pos, pos + len(piece)))
            pos += len(piece)
            while pos < block.end() and text[pos].isspace():
                pos += 1
    return spans


def _snippet(text: str, seg: tuple[int, int], start: int, end: int) -> str:
    """Return the segment around a match, whitespace-collapsed and at most 200 chars."""
    raw = text[seg[0] : seg[1]]
    if len(" ".join(raw.split())) > MAX_EVIDENCE_CHARS:
        half = (MAX_EVIDENCE_CHARS - (end - start)) // 2
        lo = max(seg[0], start - half)
        raw = text[lo : min(seg[1], lo + MAX_EVIDENCE_CHARS)]
    words = " ".join(raw.split()).strip(" ,;:-–—" + _BULLETS)
    return words[:MAX_EVIDENCE_CHARS]


def find_skills(text: str) -> list[SkillMention]:
    """Find taxonomy skills mentioned in text, most-mentioned first."""
    clean = clean_text(text)
    tax = _taxonomy()
    hits: dict[int, list[tuple[int, int]]] = {}
    for start, end, idx in _resolve_overlaps(_candidates(clean, tax)):
        hits.setdefault(idx, []).append((start, end))
    segments = _segments(clean)
    seg_starts = [s for s, _ in segments]
    ranked = sorted(hits.items(), key=lambda kv: (-len(kv[1]), kv[1][0][0]))
    return [_mention(clean, tax.skills[idx], spans, segments, seg_starts) for idx, spans in ranked]


def _mention(
    text: str,
    info: SkillInfo,
    spans: list[tuple[int, int]],
    segments: list[tuple[int, int]],
    seg_starts: list[int],
) -> SkillMention:
    evidence: list[str] = []
    for start, end in spans:
        seg = segments[max(0, bisect_right(seg_starts, start) - 1)]
        snippet = _snippet(text, seg, start, end)
        if snippet and snippet not in evidence:
            evidence.append(snippet)
        if len(evidence) == MAX_EVIDENCE:
            break
    return SkillMention(name=info.name, category=info.category, evidence=tuple(evidence))
