"""Extract the raw text of PDF and DOCX resume files."""

from __future__ import annotations

import io
import itertools
import logging
import zipfile
from typing import Any

import docx
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
from pypdf import PdfReader
from pypdf.errors import DependencyError

from interview.resume_errors import ResumeInputError, unreadable

logger = logging.getLogger(__name__)

# A resume is a few pages; reading further only burns time on a file we will refuse.
# A real resume's DOCX inflates to a few MB at most; a zip bomb to gigabytes.
MAX_DOCX_INFLATED_BYTES = 40 * 1024 * 1024
MAX_DOCX_RATIO = 200
MAX_PDF_PAGES = 30

_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def pdf_text(data: bytes) -> str:
    """Return the text of a PDF's first pages, or raise ResumeInputError."""
    texts: list[str] = []
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise _encrypted()
        for page in itertools.islice(reader.pages, MAX_PDF_PAGES):
            texts.append(page.extract_text() or "")
    except ResumeInputError:
        raise
    except DependencyError as exc:  # AES-encrypted and no crypto library installed
        raise _encrypted() from exc
    except Exception as exc:  # pypdf fails on damaged files with many exception types
        logger.info("Could not parse a PDF resume: %s", type(exc).__name__)
        raise unreadable("PDF") from exc
    return "\n\n".join(texts)


def _encrypted() -> ResumeInputError:
    return ResumeInputError(
        "encrypted",
        "This PDF is password-protected, so I can't read it. Please send a copy "
        "without a password, or paste the text here.",
    )


def docx_text(data: bytes) -> str:
    """Return the text of a DOCX's first header and body, or raise ResumeInputError."""
    _refuse_zip_bomb(data)
    try:
        document = docx.Document(io.BytesIO(data))
        header = document.sections[0].header if document.sections else None
        blocks = [] if header is None or header.is_linked_to_previous else _blocks(header)
        blocks += _blocks(document)
    except Exception as exc:  # python-docx and lxml fail on damaged files in many ways
        logger.info("Could not parse a DOCX resume: %s", type(exc).__name__)
        raise unreadable("DOCX") from exc
    return "\n".join(blocks)


def _refuse_zip_bomb(data: bytes) -> None:
    """Refuse a DOCX whose parts would inflate far beyond any real resume."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            sizes = [(i.file_size, i.compress_size) for i in archive.infolist()]
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise unreadable("DOCX") from exc
    inflated = sum(size for size, _ in sizes)
    ratio = max((size / max(packed, 1) for size, packed in sizes), default=0.0)
    if inflated > MAX_DOCX_INFLATED_BYTES or ratio > MAX_DOCX_RATIO:
        logger.info("Refused a DOCX that would inflate to %d bytes", inflated)
        raise unreadable("DOCX")


def _blocks(container: Any) -> list[str]:
    """Return the text of each paragraph and table row in document order."""
    lines: list[str] = []
    for block in container.iter_inner_content():
        if isinstance(block, Paragraph):
            lines.append(block.text)
            lines += _textbox_lines(block._p)
        elif isinstance(block, Table):
            lines += [_row_text(row) for row in block.rows]
    return lines


def _row_text(row: Any) -> str:
    cells: list[str] = []
    for cell in row.cells:
        text = " ".join(line.strip() for line in _blocks(cell) if line.strip())
        # A merged cell repeats in row.cells once per grid column it spans.
        if text and (not cells or cells[-1] != text):
            cells.append(text)
    return " | ".join(cells)


def _textbox_lines(paragraph: Any) -> list[str]:
    """Return text from text boxes anchored in a paragraph (python-docx skips them)."""
    lines: list[str] = []
    for box in paragraph.iter(qn("w:txbxContent")):
        # Word stores each text box twice: new markup and a VML fallback copy.
        if any(ancestor.tag == _MC_FALLBACK for ancestor in box.iterancestors()):
            continue
        for par in box.iter(qn("w:p")):
            lines.append("".join(node.text or "" for node in par.iter(qn("w:t"))))
    return lines
