"""Slack text formatting: markdown → mrkdwn, escaping, and splitting at Slack's limits (pure)."""

from __future__ import annotations

import re

# https://docs.slack.dev/reference/block-kit/blocks/section-block: text is at most 3000 chars.
MAX_SECTION_CHARS = 3000
MAX_BLOCKS = 50
FENCE = "```"

# Kept by hand on purpose (checked November 2026): markdown-to-mrkdwn 0.3.3, slackify-markdown
# 0.2.4 and md2mrkdwn 0.4.5 all pass `<`, `>` and `&` through unescaped, so employer text such
# as "<!channel>" or "<@U123>" would become a live mention; they also turn "2*3*4" into
# italics. tests/slackbot/test_formatting.py holds the table these rules must meet.
_CODE = re.compile(r"(```.*?```|`[^`\n]+`)", re.DOTALL)
_FENCE_LANG = re.compile(r"^```[A-Za-z0-9_+-]+\n")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*|__(?=\S)(.+?)(?<=\S)__")
_ITALIC = re.compile(r"(?<![*\w])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![*\w])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_LINK = re.compile(r"\[([^\]\n]+)\]\((https?://[^)\s]+|mailto:[^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*$", re.MULTILINE)
_BULLET = re.compile(r"^([ \t]*)[-*+][ \t]+", re.MULTILINE)
_QUOTE = re.compile(r"^&gt;", re.MULTILINE)
_BOLD_MARK = "\x00"


def escape(text: str) -> str:
    """Escape the three characters Slack treats as control characters."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def to_mrkdwn(markdown: str) -> str:
    """Convert common Markdown (as models write it) to Slack mrkdwn, leaving code alone."""
    parts = _CODE.split(markdown)
    out = []
    for index, part in enumerate(parts):
        if index % 2:  # a code span or fence: escape only, drop a fence's language tag
            out.append(_FENCE_LANG.sub("```\n", escape(part)))
        else:
            out.append(_convert_prose(part))
    return "".join(out)


def _convert_prose(text: str) -> str:
    text = _QUOTE.sub(">", escape(text))
    text = _HEADING.sub(lambda m: f"{_BOLD_MARK}{m.group(1)}{_BOLD_MARK}", text)
    text = _BULLET.sub(r"\1• ", text)
    text = _BOLD.sub(lambda m: f"{_BOLD_MARK}{m.group(1) or m.group(2)}{_BOLD_MARK}", text)
    text = _ITALIC.sub(r"_\1_", text)
    text = _STRIKE.sub(r"~\1~", text)
    text = _LINK.sub(lambda m: f"<{m.group(2)}|{m.group(1)}>", text)
    return text.replace(_BOLD_MARK, "*")


def split_text(text: str, limit: int = MAX_SECTION_CHARS) -> list[str]:
    """Split text into chunks of at most `limit` chars at paragraph, line or word breaks."""
    if len(text) <= limit:
        return [text] if text else []
    chunks: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = _break_point(rest, limit)
        if rest[:cut].count(FENCE) % 2:  # leave room to close and reopen the code fence
            cut = _break_point(rest, limit - len(FENCE) - 1)
        chunk, rest = rest[:cut].rstrip(), rest[cut:].lstrip("\n")
        if chunk.count(FENCE) % 2:
            chunk, rest = chunk + "\n" + FENCE, FENCE + "\n" + rest
        chunks.append(chunk)
    if rest.strip():
        chunks.append(rest)
    return chunks


def _break_point(text: str, limit: int) -> int:
    for separator in ("\n\n", "\n", " "):
        cut = text.rfind(separator, 0, limit)
        if cut > limit // 2:
            return cut + len(separator)
    return limit


def truncate(text: str, limit: int) -> str:
    """Return text cut to `limit` chars, ending with an ellipsis when cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def quote(text: str) -> str:
    """Return text as a Slack block quote (already escaped)."""
    return "\n".join("> " + line for line in escape(text).splitlines())
