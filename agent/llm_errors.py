"""How a failed model call is classed: permanent, invalid answer, or transport fault."""

from __future__ import annotations

import openai
from langchain_core.exceptions import OutputParserException
from pydantic import ValidationError

from agent.llm_structured import InvalidOutput

# Retrying these cannot help: the request itself or the credentials are wrong.
PERMANENT_ERRORS: tuple[type[Exception], ...] = (
    openai.AuthenticationError,
    openai.PermissionDeniedError,
    openai.BadRequestError,
    openai.NotFoundError,
    openai.UnprocessableEntityError,
    openai.ContentFilterFinishReasonError,
)
# The server answered, but not usefully: re-ask; never a reason to open the breaker.
INVALID_ERRORS: tuple[type[Exception], ...] = (
    InvalidOutput,
    OutputParserException,
    ValidationError,
    openai.LengthFinishReasonError,
)
# The server did not answer: retry with backoff; these open the breaker.
TRANSPORT_ERRORS: tuple[type[Exception], ...] = (TimeoutError, ConnectionError, openai.APIError)


class ModelUnavailable(Exception):
    """The model failed after retries, gave output that did not validate, or was not asked."""

    def __init__(self, message: str, reason: str = "unavailable") -> None:
        super().__init__(message)
        # One of: unavailable, invalid, budget, daily_cap (the core words its notice by it).
        self.reason = reason
