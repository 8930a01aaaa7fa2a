"""Turn a resume the user pasted or uploaded into validated plain text."""

from __future__ import annotations

import codecs
import io
import json
import logging
import re
import unicodedata
import zipfile
from dataclasses import dataclass, field, replace
from pathlib import PurePath
from typing import Any, Literal

import charset_normalizer

from interview.json_resume import (
    is_json_resume,
    json_resume_basics,
    json_resume_to_text,
    parse_json_resume,
)
from interview.resume_errors import Reason as Reason
from interview.resume_errors import ResumeInputError as ResumeInputError
from interview.resume_errors import unreadable
from interview.resume_formats import docx_text, pdf_text
from interview.resume_name import resume_name

logger = logging.getLogger(__name__)

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_RESUME_CHARS = 60_000
MIN_RESUME_CHARS = 80

Source = Literal["text", "pdf", "docx", "txt", "md", "json_resume"]
SUPPORTED = "PDF, DOCX, TXT, Markdown (.md) or JSON Resume (.json)"
_EXTENSIONS: dict[str, Source] = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".txt": "txt",
    ".text": "txt",
    ".md": "md",
    ".markdown": "md",
    ".json": "json_resume",
}
_CONTENT_TYPES: dict[str, Source] = {
    "application/pdf": "pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "text/plain": "txt",
    "text/markdown": "md",
    "application/json": "json_resume",
}
_SAVE_AS = "save it as DOCX or PDF and send it again, or paste the text here."
_IMAGE_HINT = (
    "That looks like an image, and I can only read text. "
    f"Please send your resume as {SUPPORTED}, or paste the text here."
)
_EXTENSION_HINTS: dict[str, str] = {
    ".doc": f"That's the old Word format (.doc), which I can't read. Please {_SAVE_AS}",
    ".pages": f"I can't read Apple Pages files. Please export it to PDF or DOCX, or {_SAVE_AS}",
    ".odt": f"I can't read OpenDocument (.odt) files. Please {_SAVE_AS}",
    ".rtf": f"I can't read RTF files. Please {_SAVE_AS}",
    **dict.fromkeys((".html", ".htm"), f"I can't read web pages. Please {_SAVE_AS}"),
    **dict.fromkeys((".png", ".jpg", ".jpeg", ".gif", ".heic", ".webp", ".bmp"), _IMAGE_HINT),
}
_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
# UTF-16 without a BOM is recognised from its zero bytes, not from words.
_MULTI_BYTE_GUESSES = frozenset({"utf_16", "utf_16_le", "utf_16_be", "utf_32"})
_OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # old .doc/.xls containers
_IMAGE_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8")
_HTML_START = re.compile(rb"^\s*(<!--.*?-->\s*)*<(!doctype\s+html|html[\s>])", re.I | re.S)
_LIGATURES = str.maketrans({"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st"})
_BREAKS = {"\n": "\n", "\t": " ", "\f": "\n", "\v": "\n", "\u2028": "\n", "\u2029": "\n\n"}
_SPACES = re.compile(r"[^\S\n]+")
_BLANK_LINES = re.compile(r"\n{3,}")


@dataclass(frozen=True)
class ResumeDocument:
    """Resume text ready for the interview, with where it came from."""

    text: str
    source: Source
    basics: dict[str, str] = field(default_factory=dict)


def read_resume_text(text: str) -> ResumeDocument:
    """Validate pasted resume text, reading a pasted JSON Resume as one."""
    if len(text) > 4 * MAX_RESUME_CHARS:
        raise _too_long(len(text))
    unfenced = _strip_code_fence(text)
    doc = parse_json_resume(unfenced) if unfenced.startswith("{") else None
    if doc is not None:
        return _from_json_resume(doc)
    return _with_name(ResumeDocument(text=_validated(text, "text"), source="text"))


def read_resume_file(filename: str, data: bytes, content_type: str | None = None) -> ResumeDocument:
    """Extract and validate the text of an uploaded resume file."""
    if not data:
        raise ResumeInputError("empty", "That file is empty (0 bytes). Please send it again.")
    if len(data) > MAX_FILE_BYTES:
        raise ResumeInputError(
            "too_large",
            f"That file is {len(data) / 1024 / 1024:.1f} MB; the limit is "
            f"{MAX_FILE_BYTES // (1024 * 1024)} MB. Please send a smaller file "
            "(a PDF exported without images is usually tiny), or paste the text here.",
        )
    source = _detect_source(filename, data, content_type)
    logger.info("Reading a %s resume of %d bytes", source, len(data))
    if source == "json_resume":
        return _from_json_resume(_load_json_resume(data))
    raw = {"pdf": pdf_text, "docx": docx_text}.get(source, _plain_text)(data)
    return _with_name(ResumeDocument(text=_validated(raw, source), source=source))


def normalize_text(text: str) -> str:
    """Return text with line breaks kept, spaces collapsed and control characters dropped."""
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = "".join(map(_clean_char, text.translate(_LIGATURES)))
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _clean_char(char: str) -> str:
    if char in _BREAKS:
        return _BREAKS[char]
    category = unicodedata.category(char)
    if category == "Zs":
        return " "
    # Controls, zero-width/format marks and private-use icon glyphs carry no text.
    return "" if category[0] == "C" else char


def _validated(raw: str, source: Source) -> str:
    text = normalize_text(raw)
    if source == "pdf" and len(text) < MIN_RESUME_CHARS:
        raise _scanned()
    if not text:
        what = "message" if source == "text" else "file"
        raise ResumeInputError("empty", f"That {what} has no text in it. Please send your resume.")
    if len(text) > MAX_RESUME_CHARS:
        raise _too_long(len(text))
    if len(text) < MIN_RESUME_CHARS:
        raise ResumeInputError(
            "too_short",
            f"That's only {len(text)} characters — too short to be a resume. "
            "Please send the whole resume as a file or paste all of its text.",
        )
    return text


def _too_long(length: int) -> ResumeInputError:
    return ResumeInputError(
        "too_long",
        f"That's about {length:,} characters, more than I can take ({MAX_RESUME_CHARS:,}). "
        "Please send just your resume, without cover letters or attachments.",
    )


def _scanned() -> ResumeInputError:
    return ResumeInputError(
        "scanned",
        "I couldn't find any text in this PDF — it looks like a scan or an image. "
        "Please paste the text here, or export a text-based PDF or DOCX from your editor.",
    )


def _detect_source(filename: str, data: bytes, content_type: str | None) -> Source:
    """Pick the reader from the file's bytes first, then its name, then its content type."""
    suffix = PurePath(filename).suffix.lower()
    mime = (content_type or "").split(";")[0].strip().lower()
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if _is_docx(data):
        return "docx"
    # Slack answers a badly authorised download with 200 and its HTML sign-in page.
    if suffix not in _EXTENSION_HINTS and _HTML_START.match(data[:2048]):
        raise ResumeInputError(
            "download_failed",
            "The download didn't return your file (I got a web page instead). "
            "Please upload the file again, or paste the text here.",
        )
    hint = _magic_hint(data) or _EXTENSION_HINTS.get(suffix)
    if hint:
        raise ResumeInputError("unsupported", hint)
    if suffix in _EXTENSIONS:
        return _EXTENSIONS[suffix]
    if suffix or (b"\x00" in data[:4096] and not data.startswith(_UTF16_BOMS)):
        raise ResumeInputError(
            "unsupported",
            f"I can't read {suffix or 'this kind of'} files. "
            f"Please send your resume as {SUPPORTED}, or paste the text here.",
        )
    return _CONTENT_TYPES.get(mime, "txt")


def _magic_hint(data: bytes) -> str | None:
    if data.startswith(_OLE2_MAGIC):
        return _EXTENSION_HINTS[".doc"]
    if data.startswith(_IMAGE_MAGIC):
        return _IMAGE_HINT
    return None


def _is_docx(data: bytes) -> bool:
    if not data.startswith(b"PK\x03\x04"):
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "word/document.xml" in archive.namelist()
    except (zipfile.BadZipFile, OSError):
        return False


def _plain_text(data: bytes) -> str:
    text = decode_text(data)
    controls = sum(1 for ch in text if not ch.isprintable() and ch not in "\n\r\t\f")
    if controls > len(text) // 20:
        raise unreadable("text")
    return text


def decode_text(data: bytes) -> str:
    """Decode text bytes: a BOM or strict UTF-8 when they fit, else charset-normalizer's guess."""
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8) :].decode("utf-8", errors="replace")
    if data.startswith(_UTF16_BOMS):
        return data.decode("utf-16", errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    matches = list(charset_normalizer.from_bytes(data))
    if not matches:
        return data.decode("latin-1")
    best = matches[0]
    tied = [m for m in matches if (m.chaos, m.coherence) == (best.chaos, best.coherence)]
    # Short text rarely tells single-byte code pages apart: prefer Windows-1252 on a tie.
    if any("cp1252" in m.could_be_from_charset for m in tied):
        return data.decode("cp1252")
    if best.coherence == 0 and best.encoding not in _MULTI_BYTE_GUESSES:
        # No language evidence at all: latin-1 keeps every byte as itself.
        return data.decode("latin-1")
    return str(best)


def _load_json_resume(data: bytes) -> dict[str, Any]:
    try:
        doc = json.loads(decode_text(data))
    except json.JSONDecodeError as exc:
        raise ResumeInputError(
            "invalid_json",
            f"That .json file isn't valid JSON (line {exc.lineno}, column {exc.colno}). "
            "Please fix it, or send your resume as PDF or DOCX, or paste the text here.",
        ) from exc
    if not is_json_resume(doc):
        raise ResumeInputError(
            "not_json_resume",
            "That JSON file isn't a JSON Resume (jsonresume.org): it has no "
            '"basics", "work" or "skills". Please send your resume as PDF or DOCX, '
            "or paste the text here.",
        )
    return dict(doc)


def _from_json_resume(doc: dict[str, Any]) -> ResumeDocument:
    text = _validated(json_resume_to_text(doc), "json_resume")
    return ResumeDocument(text=text, source="json_resume", basics=json_resume_basics(doc))


def _with_name(resume: ResumeDocument) -> ResumeDocument:
    """Add the name the resume opens with (or declares) to its basics, when it has one."""
    name = resume_name(resume.text)
    return replace(resume, basics={**resume.basics, "name": name}) if name else resume


def _strip_code_fence(text: str) -> str:
    # Chat users often paste JSON inside a ``` block; Slack keeps the fence.
    stripped = text.strip()
    if stripped.startswith("```") and stripped.endswith("```") and len(stripped) >= 6:
        stripped = stripped[3:-3].removeprefix("json").strip()
    return stripped
