"""The LLM layer: model factory, a retrying circuit-breaking gateway, usage records, prompts."""

from __future__ import annotations

import asyncio
import functools
import logging
import random
import time
from collections.abc import Awaitable, Callable, Sequence
from importlib.resources import files
from typing import Any, TypeVar

import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.tools import BaseTool
from pydantic import BaseModel

from agent.llm_breaker import BreakerState, CircuitBreaker
from agent.llm_config import CallLimiter, LLMConfig, UsageRecord, build_chat_model
from agent.llm_errors import (
    INVALID_ERRORS,
    PERMANENT_ERRORS,
    TRANSPORT_ERRORS,
    ModelUnavailable,
)
from agent.llm_retry_after import retry_after_s
from agent.llm_scope import CallScope, current_scope
from agent.llm_stream import DraftListener, stream_text
from agent.llm_structured import (
    InvalidOutput,
    is_local,
    parsed_or_raise,
    reask_messages,
    rejects_json_schema,
    resolve_method,
    structured_runnable,
    with_schema_hint,
)

__all__ = [
    "BreakerState",
    "CallLimiter",
    "CircuitBreaker",
    "InvalidOutput",
    "LLMConfig",
    "ModelGateway",
    "ModelUnavailable",
    "UsageRecord",
    "build_chat_model",
]

logger = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)
R = TypeVar("R")
UsageSink = Callable[["UsageRecord"], Awaitable[None]]
Attempt = Callable[[list[BaseMessage]], Awaitable[tuple[R, AIMessage]]]

_BACKOFF_BASE_S = 0.5
_BACKOFF_MAX_S = 8.0
_JITTER_S = 0.25
# Below this much budget a model call cannot finish: skip it and let the fallback answer.
MIN_ATTEMPT_S = 1.0
# One re-ask with the validation error; a second wrong answer goes to the fallback.
MAX_REASKS = 1


class ModelGateway:
    """Every model call goes through here: budget, cap, timeout, retries, breaker, usage."""

    def __init__(
        self,
        model: BaseChatModel,
        config: LLMConfig,
        *,
        usage_sink: UsageSink | None = None,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        breaker: CircuitBreaker | None = None,
        limiter: CallLimiter | None = None,
    ) -> None:
        self._model = model
        self._config = config
        self._usage_sink = usage_sink
        self._sleep = sleep
        self._limiter = limiter
        self.method = resolve_method(config.structured_method, config.base_url)
        self._auto_method = config.structured_method == "auto"
        self._local = is_local(config.base_url)
        self.streams = True
        self.breaker = breaker or CircuitBreaker(config.failure_threshold, config.cooldown_s)

    @property
    def model(self) -> BaseChatModel:
        """Return the chat model behind this gateway."""
        return self._model

    async def structured(
        self, schema: type[T], messages: Sequence[BaseMessage], *, purpose: str
    ) -> T:
        """Ask for output validated against `schema`; raise ModelUnavailable when we cannot."""

        async def attempt(extra: list[BaseMessage]) -> tuple[T, AIMessage]:
            try:
                result = await self._ask_structured(schema, [*messages, *extra])
            except openai.APIStatusError as exc:
                if not (self._auto_method and self.method == "json_schema"):
                    raise
                if not rejects_json_schema(exc):
                    raise
                # llama-cpp-python knows only json_object (with a schema): switch for good.
                logger.warning("server rejects json_schema output; using json_mode instead")
                self.method = "json_mode"
                result = await self._ask_structured(schema, [*messages, *extra])
            return parsed_or_raise(result, schema)

        return await self._call(attempt, purpose, schema.__name__)

    async def _ask_structured(
        self, schema: type[BaseModel], messages: list[BaseMessage]
    ) -> dict[str, Any]:
        """Send one structured request with the current method."""
        runnable = structured_runnable(self._model, schema, self.method, local=self._local)
        return dict(await runnable.ainvoke(with_schema_hint(messages, schema, self.method)))

    async def text(
        self,
        messages: Sequence[BaseMessage],
        *,
        purpose: str,
        on_partial: DraftListener | None = None,
    ) -> str:
        """Ask for free text (streamed to `on_partial` if given); raise ModelUnavailable."""

        async def attempt(extra: list[BaseMessage]) -> tuple[str, AIMessage]:
            message = await self._ask_text([*messages, *extra], on_partial)
            raw = message if isinstance(message, AIMessage) else AIMessage(content="")
            content = str(message.text).strip()
            if not content:
                raise InvalidOutput("the answer was empty", raw)
            if content[0] in "{[" and content[-1] in "}]":
                raise InvalidOutput("the answer was JSON; write plain prose instead", raw)
            return content, raw

        return await self._call(attempt, purpose, "text")

    async def _ask_text(
        self, messages: list[BaseMessage], on_partial: DraftListener | None
    ) -> BaseMessage:
        """Ask for text, streamed when someone listens and the server has not refused it."""
        if on_partial is None or not self.streams:
            return await self._model.ainvoke(messages)
        try:
            return await stream_text(self._model, messages, on_partial)
        except openai.BadRequestError:
            # Some servers refuse stream options: stop streaming rather than fail every draft.
            logger.warning("server rejects streamed requests; drafts are no longer streamed")
            self.streams = False
            return await self._model.ainvoke(messages)

    async def with_tools(
        self, messages: Sequence[BaseMessage], tools: Sequence[BaseTool], *, purpose: str
    ) -> AIMessage:
        """Ask for the next step of a tool loop: tool calls or a final answer."""
        bound = self._model.bind_tools(list(tools))

        async def attempt(extra: list[BaseMessage]) -> tuple[AIMessage, AIMessage]:
            message = await bound.ainvoke([*messages, *extra])
            if not isinstance(message, AIMessage) or not (message.tool_calls or message.text):
                raise InvalidOutput("the answer was empty")
            return message, message

        return await self._call(attempt, purpose, "answer or tool call")

    async def _call(self, attempt: Attempt[R], purpose: str, shape: str) -> R:
        """Admit the call, run its attempts; a caller's cancellation counts as a hung model."""
        scope = current_scope()
        try:
            await self._admit(scope, purpose)
            return await self._attempts(attempt, purpose, shape, scope)
        except ModelUnavailable as exc:
            if scope is not None:
                scope.skipped.add(exc.reason)
            raise
        except asyncio.CancelledError:
            # The caller's own deadline ran out mid-call: a hung model must still count,
            # or the breaker never opens and every turn waits for the full run timeout.
            self.breaker.record_failure()
            raise

    async def _admit(self, scope: CallScope | None, purpose: str) -> None:
        """Refuse a call when the budget is spent, the user's cap is hit, or the circuit open."""
        if scope is not None and self._attempt_timeout(scope) is None:
            logger.info("LLM run budget spent; skipping model call purpose=%s", purpose)
            raise ModelUnavailable("the run's model budget is spent", "budget")
        user = scope.user_id if scope is not None else None
        limiter = self._limiter
        if scope is not None and user and limiter is not None and not await limiter.allow(user):
            logger.info("daily model-call cap reached; skipping purpose=%s", purpose)
            raise ModelUnavailable("the user's daily model-call cap is reached", "daily_cap")
        if not self.breaker.allow():
            logger.info("LLM circuit open; skipping model call purpose=%s", purpose)
            raise ModelUnavailable("the model circuit is open")

    def _attempt_timeout(self, scope: CallScope | None) -> float | None:
        """Return this attempt's timeout: the configured one, cut to the budget left."""
        remaining = scope.remaining() if scope is not None else None
        if remaining is None:
            return self._config.timeout_s
        if remaining < MIN_ATTEMPT_S:
            return None
        return min(self._config.timeout_s, remaining)

    async def _attempts(
        self, attempt: Attempt[R], purpose: str, shape: str, scope: CallScope | None
    ) -> R:
        """Retry transport faults with backoff, re-ask a bad answer once, stay in the budget."""
        retries_left, reasks_left = self._config.max_retries, MAX_REASKS
        extra: list[BaseMessage] = []
        number = 0
        while True:
            number += 1
            timeout = self._attempt_timeout(scope)
            if timeout is None:
                raise ModelUnavailable("the run's model budget is spent", "budget")
            started = time.perf_counter()
            try:
                value, raw = await asyncio.wait_for(attempt(extra), timeout=timeout)
            except PERMANENT_ERRORS as exc:
                await self._record(purpose, None, started, ok=False)
                self._log_failure(purpose, number, exc, final=True)
                self.breaker.record_failure()
                raise ModelUnavailable(f"model call failed: {purpose}") from exc
            except INVALID_ERRORS as exc:
                raw_msg = exc.raw if isinstance(exc, InvalidOutput) else None
                await self._record(purpose, raw_msg, started, ok=False)
                self._log_failure(purpose, number, exc, final=reasks_left == 0)
                if reasks_left > 0:
                    reasks_left -= 1
                    extra = reask_messages(exc, shape)
                    continue
                # The server is up and answering: its answers just do not fit.
                self.breaker.record_success()
                message = f"model output did not validate: {purpose}"
                raise ModelUnavailable(message, "invalid") from exc
            except TRANSPORT_ERRORS as exc:
                await self._record(purpose, None, started, ok=False)
                cut_by_budget = isinstance(exc, TimeoutError) and timeout < self._config.timeout_s
                delay = self._backoff(number, exc)
                cut_by_budget = cut_by_budget or self._outlasts_budget(delay, scope)
                final = retries_left == 0 or cut_by_budget
                self._log_failure(purpose, number, exc, final=final)
                if not final:
                    retries_left -= 1
                    await self._sleep(delay)
                    continue
                if cut_by_budget:
                    raise ModelUnavailable("the run's model budget is spent", "budget") from exc
                self.breaker.record_failure()
                raise ModelUnavailable(f"model call failed: {purpose}") from exc
            await self._record(purpose, raw, started, ok=True)
            self.breaker.record_success()
            return value

    @staticmethod
    def _backoff(attempt: int, exc: BaseException) -> float:
        """Return the delay before the next attempt: what the server asked, else exponential."""
        asked = retry_after_s(exc)
        if asked is not None:
            return asked + random.uniform(0, _JITTER_S)
        delay = min(_BACKOFF_BASE_S * 2 ** (attempt - 1), _BACKOFF_MAX_S)
        return delay + random.uniform(0, _JITTER_S)

    @staticmethod
    def _outlasts_budget(delay: float, scope: CallScope | None) -> bool:
        """Return True when waiting `delay` would leave no time for the next attempt."""
        remaining = scope.remaining() if scope is not None else None
        return remaining is not None and remaining - delay < MIN_ATTEMPT_S

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
        scope = current_scope()
        record = UsageRecord(
            purpose=purpose,
            model=str(model_name or self._config.model),
            input_tokens=int(usage.get("input_tokens", 0)),
            output_tokens=int(usage.get("output_tokens", 0)),
            latency_ms=round((time.perf_counter() - started) * 1000, 2),
            ok=ok,
            user_id=scope.user_id if scope is not None else None,
        )
        await self._usage_sink(record)


@functools.lru_cache(maxsize=64)
def load_prompt(package: str, name: str) -> str:
    """Read a prompt file shipped in `package` (name may contain "/")."""
    resource = files(package)
    for part in name.split("/"):
        resource = resource.joinpath(part)
    return resource.read_text(encoding="utf-8")
