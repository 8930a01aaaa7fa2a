"""The one Settings object: every environment variable career-bot reads, in one place."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from storage.db import default_database_url


class Settings(BaseSettings):
    """Configuration from the environment and an optional `.env` file."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    career_bot_llm: Literal["openai", "offline"] | None = Field(
        default=None, description="openai or offline; default: openai when a key is set"
    )
    openai_api_key: SecretStr | None = None
    openai_base_url: str | None = None
    openai_model: str = "gpt-4o-mini"
    llm_timeout_s: float = Field(default=20.0, gt=0, alias="CAREER_BOT_LLM_TIMEOUT")
    llm_max_retries: int = Field(default=1, ge=0, le=5, alias="CAREER_BOT_LLM_RETRIES")
    # Structured output: auto = function calling on OpenAI, JSON schema on other servers.
    llm_structured: Literal["auto", "function_calling", "json_schema", "json_mode"] = Field(
        default="auto", alias="CAREER_BOT_LLM_STRUCTURED"
    )
    llm_max_tokens: int = Field(default=1024, ge=16, le=32_000, alias="CAREER_BOT_LLM_MAX_TOKENS")
    # Model calls (attempts) one user may make per UTC day; 0 = no cap.
    llm_daily_cap: int = Field(default=200, ge=0, alias="CAREER_BOT_LLM_DAILY_CAP")
    # "input,output" USD per million tokens; empty = the built-in table (0 for unknown models).
    llm_price: str = Field(default="", alias="CAREER_BOT_LLM_PRICE")

    database_url: str | None = None
    career_bot_data_dir: Path = Path("data")

    slack_bot_token: SecretStr | None = None
    slack_signing_secret: SecretStr | None = None
    slack_app_token: SecretStr | None = None
    slack_api_url: str = "https://slack.com/api/"
    telegram_bot_token: SecretStr | None = None
    telegram_api_url: str | None = None
    telegram_webhook_secret: SecretStr | None = None

    allowed_users: str = ""
    port: int = 3000
    log_level: str = "INFO"

    run_timeout_s: float = Field(default=60.0, alias="CAREER_BOT_RUN_TIMEOUT")
    # How long a worker owns an inbox event before another may take it (a dead worker's).
    inbox_lease_s: float = Field(default=300.0, gt=0, alias="CAREER_BOT_INBOX_LEASE")
    # Telegram Bot API requests per second this process may send (the limit is per bot:
    # with N serve processes set it to 30/N).
    telegram_max_rate: float = Field(default=30.0, gt=0, alias="CAREER_BOT_TELEGRAM_MAX_RATE")
    interview_target: float = Field(
        default=0.6, ge=0.0, le=1.0, alias="CAREER_BOT_INTERVIEW_TARGET"
    )
    interview_max_skills: int = Field(
        default=6, ge=1, le=40, alias="CAREER_BOT_INTERVIEW_MAX_SKILLS"
    )
    # Progress on a slow turn: "Still drafting…" after this many seconds; drafts streamed
    # from the model edit the placeholder at most once every CAREER_BOT_STREAM_EDIT_EVERY_S.
    progress_after_s: float = Field(default=8.0, ge=0, alias="CAREER_BOT_PROGRESS_AFTER_S")
    stream_edit_every_s: float = Field(default=1.0, ge=0, alias="CAREER_BOT_STREAM_EDIT_EVERY_S")
    stream_drafts: bool = Field(default=True, alias="CAREER_BOT_STREAM_DRAFTS")
    # A turn still running after this many seconds shows "typing…" (Telegram) or its
    # "working" placeholder (Slack); a faster turn sends only its answer.
    typing_after_s: float = Field(default=0.5, ge=0, alias="CAREER_BOT_TYPING_AFTER_S")

    @field_validator("openai_base_url", "telegram_api_url", "database_url", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("career_bot_llm", mode="before")
    @classmethod
    def _normalize_mode(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower() or None
        return value

    @property
    def llm_mode(self) -> Literal["openai", "offline"]:
        """Return the engine to use: explicit choice, else openai only when a key is set."""
        if self.career_bot_llm is not None:
            return self.career_bot_llm
        return "openai" if self.has_openai_key else "offline"

    @property
    def has_openai_key(self) -> bool:
        """Tell whether an OpenAI (or compatible) key is configured."""
        return bool(self.openai_api_key and self.openai_api_key.get_secret_value().strip())

    @property
    def offline_because_no_key(self) -> bool:
        """Tell whether we fell back to offline only because no key is set."""
        return self.career_bot_llm is None and not self.has_openai_key

    @property
    def resolved_database_url(self) -> str:
        """Return `DATABASE_URL`, or the SQLite file in the data directory."""
        return self.database_url or default_database_url(self.career_bot_data_dir)

    @property
    def allowlist(self) -> frozenset[str]:
        """Return the allowed `platform:user_id` entries (empty: everyone)."""
        return frozenset(u.strip() for u in self.allowed_users.split(",") if u.strip())
