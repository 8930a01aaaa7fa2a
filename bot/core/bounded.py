"""Bounded in-memory bookkeeping (a long-running process must not grow without limit)."""

from __future__ import annotations

from collections import OrderedDict


class RecentSet:
    """A set that remembers at most `limit` items, forgetting the oldest first."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[str, None] = OrderedDict()

    def __contains__(self, item: object) -> bool:
        return item in self._items

    def __len__(self) -> int:
        return len(self._items)

    def add(self, item: str) -> None:
        """Remember an item, dropping the oldest beyond the limit."""
        self._items[item] = None
        self._items.move_to_end(item)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)
