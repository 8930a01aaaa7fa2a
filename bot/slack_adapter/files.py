"""Downloading files users share with the bot, with the bot token and friendly refusals."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

import aiohttp
from slack_sdk.errors import SlackApiError
from slack_sdk.web.async_client import AsyncWebClient

from bot.core.messages import IncomingFile
from bot.core.uploads import MAX_FILE_BYTES, SUPPORTED
from bot.slack_adapter.parse import FileRef, file_ref

logger = logging.getLogger(__name__)

DOWNLOAD_TIMEOUT_S = 30.0
CHUNK_BYTES = 64 * 1024
TOO_LARGE = (
    "That file is {size:.1f} MB; the limit is {limit} MB. Please send a smaller file "
    "(a PDF exported without images is usually tiny), or paste the text here."
)
NOT_READABLE = (
    "I couldn't get that file from Slack. Please upload it again, or paste the text here."
)
SIGN_IN_PAGE = (
    "Slack sent me a sign-in page instead of your file, so I couldn't read it. This usually "
    "means the app is missing the files:read permission — please ask whoever installed "
    "career-bot to reinstall it. Meanwhile, you can paste the text here."
)
NO_FILE = f"I didn't find a file I can read. Please send your resume as {SUPPORTED}."


class FileFetchError(Exception):
    """A shared file we could not fetch; `user_message` says so kindly."""

    def __init__(self, user_message: str) -> None:
        super().__init__("slack file not fetched")
        self.user_message = user_message


def may_send_token(url: str, api_url: str) -> bool:
    """Tell whether the bot token may be sent to `url` (Slack's hosts, or the API stand-in)."""
    target, api = urlsplit(url), urlsplit(api_url)
    host = (target.hostname or "").lower()
    if target.scheme == "https" and (host == "slack.com" or host.endswith(".slack.com")):
        return True
    return (target.scheme, target.netloc) == (api.scheme, api.netloc) and bool(host)


def too_large(size: int) -> FileFetchError:
    """Return the refusal for a file over the size limit."""
    limit = MAX_FILE_BYTES // (1024 * 1024)
    return FileFetchError(TOO_LARGE.format(size=size / 1024 / 1024, limit=limit))


class SlackFiles:
    """Fetches shared files: metadata via files.info when needed, bytes with the bot token."""

    def __init__(
        self, client: AsyncWebClient, session: aiohttp.ClientSession, token: str, api_url: str
    ) -> None:
        self.client = client
        self.session = session
        self.token = token
        self.api_url = api_url

    async def fetch(self, ref: FileRef) -> IncomingFile:
        """Download one file, refusing it kindly when it is too large or not the file."""
        if not ref.url:
            ref = await self._info(ref)
        if ref.size is not None and ref.size > MAX_FILE_BYTES:
            raise too_large(ref.size)
        if not ref.url or not may_send_token(ref.url, self.api_url):
            logger.warning("refusing to download a file from an unexpected host")
            raise FileFetchError(NOT_READABLE)
        data, content_type = await self._download(ref)
        return IncomingFile(name=ref.name, data=data, content_type=content_type or ref.mimetype)

    async def _info(self, ref: FileRef) -> FileRef:
        try:
            response = await self.client.files_info(file=ref.id)
        except SlackApiError as exc:
            logger.warning("files.info failed: %s", exc.response.get("error"))
            raise FileFetchError(NOT_READABLE) from exc
        return file_ref(dict(response.get("file") or {"id": ref.id}))

    async def _download(self, ref: FileRef) -> tuple[bytes, str]:
        headers = {"Authorization": f"Bearer {self.token}"}
        timeout = aiohttp.ClientTimeout(total=DOWNLOAD_TIMEOUT_S)
        try:
            async with self.session.get(ref.url, headers=headers, timeout=timeout) as resp:
                content_type = resp.headers.get("Content-Type", "").split(";")[0].strip()
                if resp.status != 200:
                    logger.warning("file download answered HTTP %d", resp.status)
                    raise FileFetchError(NOT_READABLE)
                # Slack answers a badly authorised download with 200 and its sign-in page.
                if content_type == "text/html" and not ref.name.lower().endswith((".html", ".htm")):
                    raise FileFetchError(SIGN_IN_PAGE)
                if (resp.content_length or 0) > MAX_FILE_BYTES:
                    raise too_large(resp.content_length or 0)
                return await _read_capped(resp), content_type
        except (aiohttp.ClientError, TimeoutError) as exc:
            logger.warning("file download failed: %s", type(exc).__name__)
            raise FileFetchError(NOT_READABLE) from exc


async def _read_capped(resp: aiohttp.ClientResponse) -> bytes:
    data = bytearray()
    async for chunk in resp.content.iter_chunked(CHUNK_BYTES):
        data += chunk
        if len(data) > MAX_FILE_BYTES:
            raise too_large(len(data))
    return bytes(data)
