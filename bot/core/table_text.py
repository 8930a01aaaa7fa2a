"""Tables as aligned plain-text lines, shared by every renderer that has no table element."""

from __future__ import annotations

from bot.core.messages import Table


def table_lines(table: Table) -> list[str]:
    """Return a table as aligned lines with a rule under the header."""
    rows = [table.headers, *table.rows]
    widths = [max(len(row[i]) for row in rows) for i in range(len(table.headers))]
    lines = [
        "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines
