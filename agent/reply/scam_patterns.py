"""The table of scam signals, gathered from the family modules (money, channel, pitch, identity)."""

from __future__ import annotations

from agent.reply.scam_base import MEDIUM, Signal, first_match
from agent.reply.scam_channel import CHANNEL_SIGNALS
from agent.reply.scam_identity import IDENTITY_SIGNALS
from agent.reply.scam_money import MONEY_SIGNALS
from agent.reply.scam_pitch import PITCH_SIGNALS
from agent.reply.scam_sold import SOLD_SIGNALS
from agent.reply.scam_takeover import TAKEOVER_SIGNALS

SIGNALS: tuple[Signal, ...] = (
    MONEY_SIGNALS
    + SOLD_SIGNALS
    + CHANNEL_SIGNALS
    + PITCH_SIGNALS
    + IDENTITY_SIGNALS
    + TAKEOVER_SIGNALS
)

__all__ = ["MEDIUM", "SIGNALS", "Signal", "first_match"]
