"""The Slack platform: one Bolt app, over HTTP (`serve`) or Socket Mode (`run`)."""

from __future__ import annotations

import logging

import aiohttp
from aiohttp import web
from pydantic import SecretStr
from slack_bolt.adapter.aiohttp import to_aiohttp_response, to_bolt_request
from slack_bolt.adapter.socket_mode.async_handler import AsyncSocketModeHandler
from slack_bolt.async_app import AsyncApp
from slack_bolt.logger.messages import warning_client_prioritized_and_token_skipped
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_async_handlers import AsyncRateLimitErrorRetryHandler
from slack_sdk.web.async_client import AsyncWebClient

from bot.runtime import App, ConfigurationError
from bot.slack_adapter.deliver import Poster, SlackMessenger
from bot.slack_adapter.files import SlackFiles
from bot.slack_adapter.handlers import SlackHandlers
from bot.slack_adapter.inbox import SlackInbox, StoringSocketModeHandler
from bot.slack_adapter.routes import register_handlers
from bot.slack_adapter.work import BackgroundWork

logger = logging.getLogger(__name__)

EVENTS_PATH = "/slack/events"
RATE_LIMIT_RETRIES = 3
API_TIMEOUT_S = 30
DRAIN_TIMEOUT_S = 15.0


class _SkipTokenWarning(logging.Filter):
    """Drop Bolt's warning that our client wins over SLACK_BOT_TOKEN, which it reads itself."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.getMessage() != warning_client_prioritized_and_token_skipped()


def _quiet_token_warning() -> None:
    bolt_logger = logging.getLogger("slack_bolt.AsyncApp")
    if not any(isinstance(f, _SkipTokenWarning) for f in bolt_logger.filters):
        bolt_logger.addFilter(_SkipTokenWarning())


def _secret(value: SecretStr | None) -> str:
    return value.get_secret_value().strip() if value is not None else ""


def build_client(
    token: str, api_url: str, session: aiohttp.ClientSession | None = None
) -> AsyncWebClient:
    """Return a Web API client that retries rate-limited calls (429 + Retry-After)."""
    base_url = api_url if api_url.endswith("/") else api_url + "/"
    client = AsyncWebClient(token=token, base_url=base_url, session=session, timeout=API_TIMEOUT_S)
    client.retry_handlers.append(
        AsyncRateLimitErrorRetryHandler(max_retry_count=RATE_LIMIT_RETRIES)
    )
    return client


class SlackPlatform:
    """Slack as the process runs it: `open`, then `connect` (Socket Mode) or `routes` (HTTP)."""

    name = "slack"

    def __init__(self, app: App, socket_mode: bool) -> None:
        self.app = app
        self.socket_mode = socket_mode
        self.work = BackgroundWork()
        self.bolt: AsyncApp | None = None
        self.client: AsyncWebClient | None = None
        self._session: aiohttp.ClientSession | None = None
        self._socket: AsyncSocketModeHandler | None = None
        self._poster: Poster | None = None
        self._authorized = False
        self.inbox: SlackInbox | None = None

    async def open(self) -> None:
        """Build the Bolt app and check the bot token with auth.test."""
        settings = self.app.settings
        token = _secret(settings.slack_bot_token)
        if not token:
            raise ConfigurationError("Slack needs SLACK_BOT_TOKEN (xoxb-...).")
        self._session = aiohttp.ClientSession()
        self.client = build_client(token, settings.slack_api_url, self._session)
        _quiet_token_warning()
        self.bolt = AsyncApp(
            name="career-bot",
            client=self.client,
            signing_secret=_secret(settings.slack_signing_secret),
            # Socket Mode envelopes are not signed; Bolt skips verification for them anyway.
            request_verification_enabled=not self.socket_mode,
            process_before_response=False,
        )
        files = SlackFiles(self.client, self._session, token, self.client.base_url)
        self._poster = Poster(self.client)
        handlers = SlackHandlers(self.app, self._poster, files, self.work)
        register_handlers(self.bolt, handlers)
        # Events are stored before Slack gets its ack (HTTP 200 or Socket Mode); see SlackInbox.
        self.inbox = SlackInbox(self.app, handlers, _secret(settings.slack_signing_secret))
        try:
            await self._check_token(self.client)
        except ConfigurationError:
            await self.close()
            raise

    async def _check_token(self, client: AsyncWebClient) -> None:
        try:
            auth = await client.auth_test()
        except SlackApiError as exc:
            error = exc.response.get("error") if exc.response is not None else "unknown"
            raise ConfigurationError(
                f"Slack refused SLACK_BOT_TOKEN ({error}). Copy the Bot User OAuth Token "
                "(xoxb-...) from the app's OAuth & Permissions page."
            ) from exc
        except (aiohttp.ClientError, TimeoutError) as exc:
            raise ConfigurationError(
                f"Could not reach Slack's Web API at {client.base_url} ({type(exc).__name__}). "
                "Check the network, or SLACK_API_URL if you set it."
            ) from exc
        logger.info("Slack: signed in to team %s as %s", auth.get("team_id"), auth.get("user_id"))
        self._authorized = True

    async def connect(self) -> None:
        """Connect over Socket Mode (only for `career-bot run`)."""
        if not self.socket_mode:
            return
        if self.bolt is None:
            raise RuntimeError("SlackPlatform.open() must run before connect()")
        app_token = _secret(self.app.settings.slack_app_token)
        if not app_token:
            raise ConfigurationError("Slack Socket Mode needs SLACK_APP_TOKEN (xapp-...).")
        if self.inbox is None:
            raise RuntimeError("SlackPlatform.open() must run before connect()")
        self._socket = StoringSocketModeHandler(self.bolt, app_token, self.inbox)
        await self._socket.connect_async()

    def routes(self) -> list[web.RouteDef]:
        """Return `POST /slack/events` (events, interactivity and the message shortcut)."""
        return [web.post(EVENTS_PATH, self.handle_http)]

    async def handle_http(self, request: web.Request) -> web.Response:
        """Hand one HTTP request from Slack to Bolt (which verifies its signature)."""
        if self.bolt is None:
            return web.Response(status=503, text="Slack is not ready")
        stored = await self.inbox.intercept(request) if self.inbox is not None else None
        if stored is not None:
            return stored
        response = await self.bolt.async_dispatch(await to_bolt_request(request))
        return await to_aiohttp_response(response)

    async def start_inbox(self) -> None:
        """Start running stored events, replaying those a dead process left."""
        if self.inbox is not None:
            await self.inbox.worker.start(sole_process=not self.app.db.is_postgres)

    def connected(self) -> bool:
        """Tell whether Slack can reach us (token checked; socket open in Socket Mode)."""
        if not self._authorized:
            return False
        if not self.socket_mode:
            return True
        client = self._socket.client if self._socket is not None else None
        session = client.current_session if client is not None else None
        return (
            client is not None and not client.closed and session is not None and not session.closed
        )

    def messenger(self) -> SlackMessenger:
        """Return the messenger that posts reminders into Slack threads."""
        if self._poster is None:
            raise RuntimeError("SlackPlatform.open() must run before messenger()")
        return SlackMessenger(self._poster)

    async def close(self) -> None:
        """Stop receiving, let running work finish, then close the clients."""
        if self._socket is not None:
            await self._socket.close_async()
            self._socket = None
        if self.inbox is not None:
            await self.inbox.worker.close(DRAIN_TIMEOUT_S)
            self.inbox = None
        await self.work.drain(DRAIN_TIMEOUT_S)
        if self._session is not None:
            await self._session.close()
            self._session = None
        self._authorized = False
