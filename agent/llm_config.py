"""How to reach the chat model: settings, the client factory, usage records, the cap protocol."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from langchain_core.language_models import BaseChatModel
from langchain_openai import ChatOpenAI
from pydantic import SecretStr

from agent.llm_structured import MethodSetting

# Local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) ignore the key but the client wants one.
_PLACEHOLDER_KEY = "not-needed"


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
    max_tokens: int = 1024
    structured_method: MethodSetting = "auto"


class CallLimiter(Protocol):
    """Decides whether a user may make another model call today."""

    async def allow(self, user_id: str) -> bool:
        """Return False once the user's daily cap is reached."""
        ...


@dataclass
class UsageRecord:
    """Tokens and latency of one model attempt."""

    purpose: str
    model: str
    input_tokens: int
    output_tokens: int
    latency_ms: float
    ok: bool
    user_id: str | None = None

    @property
    def workflow(self) -> str:
        """Return the workflow part of the purpose ("reply" of "reply.judge")."""
        return self.purpose.split(".", 1)[0]


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
        max_completion_tokens=config.max_tokens,
        # Local servers (llama.cpp, older Ollama) read only the older name.
        extra_body={"max_tokens": config.max_tokens} if config.base_url else None,
    )
