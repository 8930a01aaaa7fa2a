"""Repositories: the only place that reads and writes app tables (one module each)."""

from __future__ import annotations

from storage.db import Database
from storage.events import EventRepository
from storage.kv import KeyValueRepository
from storage.opportunities import OpportunityRepository
from storage.profiles import ProfileRepository, StoredSkill
from storage.threads import ThreadRepository
from storage.tokens import ButtonSpec, TokenRepository
from storage.users import UserRepository

__all__ = [
    "ButtonSpec",
    "EventRepository",
    "KeyValueRepository",
    "OpportunityRepository",
    "ProfileRepository",
    "Repositories",
    "StoredSkill",
    "ThreadRepository",
    "TokenRepository",
    "UserRepository",
]


class Repositories:
    """Every repository over one database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.users = UserRepository(db)
        self.profiles = ProfileRepository(db)
        self.threads = ThreadRepository(db)
        self.tokens = TokenRepository(db)
        self.events = EventRepository(db)
        self.kv = KeyValueRepository(db)
        self.opportunities = OpportunityRepository(db)
