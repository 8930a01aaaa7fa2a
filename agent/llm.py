"""The LLM layer: model factory, a retrying circuit-breaking gateway, usage records, prompts."""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any, Literal, TypeVar

import openai
from langchain_core.exceptions import OutputParserException
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import Runnable
from langchain_openai import ChatOpenAI
from langchain_openai.chat_models.base import BaseChatOpenAI
from pydantic import BaseModel, SecretStr, ValidationError

logger = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
R = TypeVar("R")
UsageSink = Callable[["UsageRecord"], Awaitable[None]]
BreakerState = Literal["closed", "open", "half_open"]

# Local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) ignore the key but the client wants one.
_PLACEHOLDER_KEY = "not-needed"
_BACKOFF_BASE_S = 0.5
_BACKOFF_MAX_S = 8.0
_JITTER_S = 0.25

# Retrying these cannot help: the request itself or the credentials are wrong.
_PERMANENT_ERRORS: tuple[type[Exception], ...] = (
    openai.AuthenticationError,
    openai.PermissionDeniedError,
    openai.BadRequestError,
    openai.NotFoundError,
    openai.UnprocessableEntityError,
    openai.LengthFinishReasonError,
    openai.ContentFilterFinishReasonError,
)


@dataclass(frozen=True)
class LLMConfig:
    """How to reach the chat model and how hard to try."""

    api_key: str | None
    base_url: str | None
    model: str = "gpt-4o-mini"
    timeout_s: float = 30.0
    max_retries: int = 2
    temperature: float = 0.2
    failure_threshold: int = 3
    cooldown_s: float = 60.0


class ModelUnavailable(Exception):
    """The model failed after retries, gave output that did not validate, or the circuit is open."""


class InvalidOutput(Exception):
    """The model answered, but not with something we can use."""

    def __init__(self, message: str, raw: AIMessage | None = None) -> None:
        super().__init__(message)
        self.raw = raw


_TRANSIENT_ERRORS: tuple[type[Exception], ...] = (
    TimeoutError,
    ConnectionError,
    openai.APIError,
    InvalidOutput,
    OutputParserException,
    ValidationError,
)


@dataclass
class UsageRecord:
    """Tokens and latency of one model attempt."""

    purpose: str
    model: str
    input_tokens: int
    output_tokens: int
    latency_ms: float
    ok: bool


def build_chat_model(config: LLMConfig) -> BaseChatModel:
    """Build a ChatOpenAI client from config; nothing connects until the first call."""
    if not config.api_key and not config.base_url:
        raise ValueError("An API key or a base URL is required to build the chat model")
    return ChatOpenAI(
        model=config.model,
        api_key=SecretStr(config.api_key or _PLACEHOLDER_KEY),
        base_url=config.base_url,
        timeout=config.timeout_s,
        max_retries=0,  # the gateway retries, with backoff and the circuit breaker
        temperature=config.temperature,
    )


class CircuitBreaker:
    """Stop calling a failing model for a while, then let one trial call through."""

    def __init__(
        self,
        failure_threshold: int = 3,
        cooldown_s: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._threshold = failure_threshold
        self._cooldown_s = cooldown_s
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._trial_started: float | None = None

    @property
    def state(self) -> BreakerState:
        """Return "closed", "open" or "half_open"."""
        if self._opened_at is None:
            return "closed"
        if self._clock() - self._opened_at >= self._cooldown_s:
            return "half_open"
        return "open"

    def allow(self) -> bool:
        """Tell whether a call may go out now (in half-open, one trial at a time)."""
        state = self.state
        if state == "closed":
            return True
        if state == "open":
            return False
        now = self._clock()
        # A trial that never reported back (cancelled) must not block the circuit forever.
        if self._trial_started is not None and now - self._trial_started < self._cooldown_s:
            return False
        self._trial_started = now
        return True

    def record_success(self) -> None:
        """Close the circuit and forget earlier failures."""
        self._failures = 0
        self._opened_at = None
        self._trial_started = None

    def record_failure(self) -> None:
        """Count a failure; open the circuit at the threshold, or re-open it after a trial."""
        self._failures += 1
        trial_failed = self._trial_started is not None
        self._trial_started = None
        if trial_failed or self._failures >= self._threshold:
            if self._opened_at is None:
                logger.warning("LLM circuit opened after %d consecutive failures", self._failures)
            self._opened_at = self._clock()


class ModelGateway:
    """Every model call goes through here: timeout, retries, circuit breaker, usage records."""

    def __init__(
        self,
        model: BaseChatModel,
        config: LLMConfig,
        *,
        usage_sink: UsageSink | None = None,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        breaker: CircuitBreaker | None = None,
    ) -> None:
        self._model = model
        self._config = config
        self._usage_sink = usage_sink
        self._sleep = sleep
        self.breaker = breaker or CircuitBreaker(config.failure_threshold, config.cooldown_s)

    @property
    def model(self) -> BaseChatModel:
        """Return the chat model behind this gateway (for tool-calling loops)."""
        return self._model

    async def structured(
        self, schema: type[T], messages: Sequence[BaseMessage], *, purpose: str
    ) -> T:
        """Ask for output validated against `schema`; raise ModelUnavailable when we cannot."""
        runnable = self._structured_runnable(schema)

        async def attempt() -> tuple[T, AIMessage]:
            result = await runnable.ainvoke(list(messages))
            raw = result.get("raw")
            raw_msg = raw if isinstance(raw, AIMessage) else None
            parsed = result.get("parsed")
            error = result.get("parsing_error")
            if error is not None or not isinstance(parsed, schema):
                name = type(error).__name__ if error is not None else "no tool call"
                raise InvalidOutput(f"structured output did not validate: {name}", raw_msg)
            return parsed, raw_msg or AIMessage(content="")

        return await self._call(attempt, purpose)

    async def text(self, messages: Sequence[BaseMessage], *, purpose: str) -> str:
        """Ask for free text; raise ModelUnavailable when we cannot get any."""

        async def attempt() -> tuple[str, AIMessage]:
            message = await self._model.ainvoke(list(messages))
            raw = message if isinstance(message, AIMessage) else AIMessage(content="")
            content = str(message.text).strip()
            if not content:
                raise InvalidOutput("empty text", raw)
            return content, raw

        return await self._call(attempt, purpose)

    def _structured_runnable(self, schema: type[BaseModel]) -> Runnable[Any, Any]:
        """Bind the schema; function calling is what OpenAI-compatible servers support best."""
        if isinstance(self._model, BaseChatOpenAI):
            return self._model.with_structured_output(
                schema, method="function_calling", include_raw=True
            )
        return self._model.with_structured_output(schema, include_raw=True)

    async def _call(self, attempt: Callable[[], Awaitable[tuple[R, AIMessage]]], purpose: str) -> R:
        """Run attempts with timeout and backoff; feed the breaker once per call."""
        if not self.breaker.allow():
            logger.info("LLM circuit open; skipping model call purpose=%s", purpose)
            raise ModelUnavailable("the model circuit is open")
        try:
            return await self._attempts(attempt, purpose)
        except asyncio.CancelledError:
            # The caller's own deadline ran out mid-call: a hung model must still count,
            # or the breaker never opens and every turn waits for the full run timeout.
            self.breaker.record_failure()
            raise

    async def _attempts(
        self, attempt: Callable[[], Awaitable[tuple[R, AIMessage]]], purpose: str
    ) -> R:
        attempts = self._config.max_retries + 1
        for number in range(1, attempts + 1):
            started = time.perf_counter()
            try:
                value, raw = await asyncio.wait_for(attempt(), timeout=self._config.timeout_s)
            except _PERMANENT_ERRORS as exc:
                await self._record(purpose, None, started, ok=False)
                self._log_failure(purpose, number, exc, final=True)
                break
            except _TRANSIENT_ERRORS as exc:
                raw_msg = exc.raw if isinstance(exc, InvalidOutput) else None
                await self._record(purpose, raw_msg, started, ok=False)
                self._log_failure(purpose, number, exc, final=number == attempts)
                if number < attempts:
                    await self._sleep(self._backoff(number))
                continue
            await self._record(purpose, raw, started, ok=True)
            self.breaker.record_success()
            return value
        self.breaker.record_failure()
        raise ModelUnavailable(f"model call failed: {purpose}")

    def _backoff(self, attempt: int) -> float:
        """Return the delay before the next attempt: exponential with a little jitter."""
        delay = min(_BACKOFF_BASE_S * 2 ** (attempt - 1), _BACKOFF_MAX_S)
        return delay + random.uniform(0, _JITTER_S)

    @staticmethod
    def _log_failure(purpose: str, attempt: int, exc: Exception, *, final: bool) -> None:
        """Log the error class only: messages may echo prompt contents (personal data)."""
        logger.warning(
            "LLM call failed purpose=%s attempt=%d error=%s final=%s",
            purpose,
            attempt,
            type(exc).__name__,
            final,
        )

    async def _record(
        self, purpose: str, raw: AIMessage | None, started: float, *, ok: bool
    ) -> None:
        """Send one usage record to the sink, if any."""
        if self._usage_sink is None:
            return
        usage: dict[str, Any] = dict((raw.usage_metadata if raw is not None else None) or {})
        model_name = raw.response_metadata.get("model_name") if raw is not None else None
        record = UsageRecord(
            purpose=purpose,
            model=str(model_name or self._config.model),
            input_tokens=int(usage.get("input_tokens", 0)),
            output_tokens=int(usage.get("output_tokens", 0)),
            latency_ms=round((time.perf_counter() - started) * 1000, 2),
            ok=ok,
        )
        await self._usage_sink(record)


@functools.lru_cache(maxsize=64)
def load_prompt(package: str, name: str) -> str:
    """Read a prompt file shipped in `package` (name may contain "/")."""
    resource = files(package)
    for part in name.split("/"):
        resource = resource.joinpath(part)
    return resource.read_text(encoding="utf-8")
