"""Resume documents: check size and type before downloading, then fetch the bytes."""

from __future__ import annotations

import logging
from pathlib import PurePath

from telegram import Document
from telegram.error import TelegramError

from bot.core.messages import IncomingFile
from bot.core.uploads import MAX_FILE_BYTES, SUPPORTED

logger = logging.getLogger(__name__)

# Bots may download files up to 20 MB from the Bot API (more only from a local server).
TELEGRAM_DOWNLOAD_LIMIT = 20 * 1024 * 1024
MAX_DOCUMENT_BYTES = min(TELEGRAM_DOWNLOAD_LIMIT, MAX_FILE_BYTES)
SUFFIXES = frozenset({".pdf", ".docx", ".txt", ".text", ".md", ".markdown", ".json"})
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".heic", ".webp", ".bmp", ".tiff"})

TOO_LARGE = (
    "That file is {size:.1f} MB; I can take resumes up to {limit} MB. Please send a smaller "
    "file (a PDF exported without images is usually tiny), or paste the text here."
)
IMAGE = (
    "That looks like an image, and I can only read text. Please send your resume as "
    f"{SUPPORTED}, or paste the text here."
)
UNSUPPORTED = (
    "I can't read {suffix} files. Please send your resume as " + SUPPORTED + ", or paste the "
    "text here."
)
DOWNLOAD_FAILED = "I couldn't download that file from Telegram. Please send it again."


def refusal(document: Document) -> str | None:
    """Return why a document can't be a resume (too large, wrong type), or None if it may."""
    size = document.file_size or 0
    if size > MAX_DOCUMENT_BYTES:
        limit = MAX_DOCUMENT_BYTES // (1024 * 1024)
        return TOO_LARGE.format(size=size / 1024 / 1024, limit=limit)
    suffix = PurePath(document.file_name or "").suffix.lower()
    mime = (document.mime_type or "").lower()
    if mime.startswith("image/") or suffix in IMAGE_SUFFIXES:
        return IMAGE
    if suffix and suffix not in SUFFIXES:
        return UNSUPPORTED.format(suffix=suffix)
    return None


async def download(document: Document) -> IncomingFile | None:
    """Download a document's bytes; None when Telegram would not hand them over."""
    try:
        remote = await document.get_file()
        data = await remote.download_as_bytearray()
    except TelegramError as exc:
        logger.warning("document download failed: %s", type(exc).__name__)
        return None
    return IncomingFile(
        name=document.file_name or "document", data=bytes(data), content_type=document.mime_type
    )
