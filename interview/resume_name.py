"""Find the candidate's own name in a resume's text (LaTeX, YAML, Markdown or plain text)."""

from __future__ import annotations

import re

from agent.offline.taxonomy import lookup

# LaTeX resume classes and templates: \name{First}{Last} (Awesome-CV), \namesection{First}{Last}
# (Deedy), \author{...}, and a large bold heading ({\Huge \scshape Jake Ryan}, {\Large Name}).
_LATEX_PARTS = re.compile(r"\\(?:name|namesection|firstname)\s*\{([^{}]*)\}\s*\{([^{}]*)\}")
_LATEX_ONE = re.compile(r"\\(?:name|author|fullname)\s*\{([^{}\\]+)\}")
_LATEX_HEADING = re.compile(
    r"\{\s*\\(?:Huge|huge|LARGE|Large)\b(?:\s*\\(?:scshape|bfseries|textbf|sffamily))*\s+"
    r"([^{}\\]+?)\s*\}"
)
_YAML = re.compile(
    r"^\s*(?:resume_name|full_?name|name)\s*:\s*[\"']?([^\"'\n#]+?)[\"']?\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_LABELLED = re.compile(r"^\s*(?:full\s+)?name\s*[:\-]\s*(.+?)\s*$", re.IGNORECASE | re.MULTILINE)
_FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)
_PARTICLES = frozenset({"de", "van", "von", "der", "den", "da", "di", "del", "la", "le", "bin"})
# Words that open a resume's first line without being anyone's name.
_NOT_NAMES = frozenset(
    """resume résumé cv curriculum vitae skills key summary profile objective education
    experience technical contact details personal information career professional about
    competencies projects work history page senior junior lead principal staff chief head
    software engineer engineering developer programmer manager analyst consultant designer
    scientist architect director intern student specialist officer executive administrator
    assistant president founder data web full stack devops product marketing sales""".split()  # noqa: SIM905
)
_SPLIT_TITLE = re.compile(r"\s+(?:[—–|•·,]|-{1,2})\s+|\s*[|•·,]\s*")
_MAX_LINES = 8


def resume_name(text: str) -> str:
    """Return the candidate's name as the resume writes it, or "" when it names nobody."""
    source = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("%"))
    for found in (_latex(source), _first_of(_YAML, source), _first_of(_LABELLED, source)):
        if found:
            return found
    return _heading(_FRONT_MATTER.sub("", source))


def looks_like_name(value: str) -> bool:
    """Tell whether `value` reads as a person's name: two to four capitalised words."""
    words = value.split()
    if not 2 <= len(words) <= 4 or any(w.lower().strip(".:") in _NOT_NAMES for w in words):
        return False
    if sum(lookup(w) is not None for w in words) >= 2:  # "Python Java Go" is a skills line
        return False
    return all(map(_name_word, words)) and sum(len(w) > 2 for w in words) >= 2


def _name_word(word: str) -> bool:
    """Tell whether a word can be part of a name: capitalised letters, or a particle."""
    core = word.removesuffix(".")
    letters = core.replace("-", "").replace("'", "").replace("’", "")
    return word in _PARTICLES or (core[:1].isupper() and letters.isalpha())


def _latex(source: str) -> str:
    parts = _LATEX_PARTS.search(source)
    candidates = [f"{parts.group(1)} {parts.group(2)}"] if parts else []
    candidates += [m.group(1) for m in _LATEX_ONE.finditer(source)]
    candidates += [m.group(1) for m in _LATEX_HEADING.finditer(source)]
    return next((_tidy(c) for c in candidates if looks_like_name(_tidy(c))), "")


def _first_of(pattern: re.Pattern[str], source: str) -> str:
    return next(
        (_tidy(m.group(1)) for m in pattern.finditer(source) if looks_like_name(_tidy(m.group(1)))),
        "",
    )


def _heading(source: str) -> str:
    """Return the name a plain or Markdown resume opens with ("Jane Doe — Platform Engineer")."""
    lines = [line.strip().lstrip("#").strip() for line in source.splitlines() if line.strip()]
    for line in lines[:_MAX_LINES]:
        if line.startswith(("<", "{", "\\", "[")):
            continue
        head = _tidy(_SPLIT_TITLE.split(line, maxsplit=1)[0])
        if head.isupper():  # a shouted heading: "JANE DOE" signs as "Jane Doe"
            head = head.title()
        return head if looks_like_name(head) else ""
    return ""


def _tidy(value: str) -> str:
    value = re.sub(r"\\[a-zA-Z]+\s*", " ", value).replace("~", " ")
    return " ".join(value.strip(" *_`\"'").split())
