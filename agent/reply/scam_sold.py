"""Scam signals for a job or visa sold: a staged advance, a bought posting, a "free visa" priced.

Agents who sell jobs abroad and brokers who sell government postings quote a total, take part
of it in advance and the rest at a hiring step ("1 lakh advance, balance after joining letter",
"2 lac advance, remaining after protector"). A posting "guaranteed through quota, no exam" for
a sum is a bribe; a "free visa" (one not tied to a real employer) sold for a price is the same
trade. Employers pay their own hiring costs, so a candidate never pays in instalments for them.
"""

from __future__ import annotations

from agent.reply.scam_base import MONEY, STRONG, Signal, signal

# A sum in the currencies these trades quote in, lakhs and "lac" included: "6 lac", "SAR 8,000".
_AMOUNT = (
    rf"(?:{MONEY}|\b(?:SAR|AED|QAR|OMR|KWD|BHD|PKR|BDT|NPR|Rs\.?)\s?\d[\d,.]*"
    r"|\b\d[\d,.]*\s*(?:lakhs?|lacs?|riyals?|dirhams?|SAR|AED|QAR|OMR|KWD|BHD|PKR|taka|thousand|k)\b)"
)
# The hiring step the rest of the money waits for.
_STEP = (
    r"(?:joining|appointment|offer|selection|posting|visa|protector|medicals?|deployment|departure"
    r"|flights?|tickets?|stamping|interview|results?|iqama|work\s+permit|e-?number|contract)"
)
_REST = (
    rf"[^.!?\n]{{0,60}}?\b(?:balance|remaining|rest|remainder)\b[^.!?\n]{{0,30}}?"
    rf"\b(?:after|on|upon|once|at)\s+(?:the\s+|your\s+)?(?:\w+\s+)?{_STEP}"
)
# A job given without the open contest it needs: a quota seat, no exam, a guaranteed posting.
_NO_CONTEST = (
    r"(?:\b(?:management|VIP|minister'?s?|MLA|MP|direct|back\s*-?door|special)\s+quota\b"
    r"|\bback\s*-?door\s+(?:entry|recruitment|joining|posting|appointment)\b"
    r"|\b(?:posting|job|selection|appointment|joining|placement)\s+(?:is\s+)?(?:100\s*%\s+)?guaranteed\b"
    r"|\bguaranteed\s+(?:govt\.?\s+|government\s+|railway\s+|bank\s+)?(?:job|posting|selection"
    r"|appointment|joining)\b"
    r"|\b(?:no|without(?:\s+any)?)\s+(?:written\s+)?(?:exam|test)\b)"
)
# What the reader is charged, said the way these brokers say it.
_CHARGE = (
    rf"(?:\b(?:setting(?:\s+(?:cost|charges?|fees?|amount))?|total\s+(?:cost|charges?|expenses?|amount))\b"
    rf"\s*:?\s*(?:of\s+|is\s+)?"
    rf"{_AMOUNT}|{_AMOUNT}\s*(?:\w+\s+)?advance\b)"
)
_FREE_VISA = r"\b(?:free|azad|azaad)\s+visas?\b"
_PRICE = (
    rf"\b(?:total\s+)?(?:cost|price|charges?|fees?|expenses?)\b\s*:?\s*(?:of\s+|is\s+)?"
    rf"{_AMOUNT}"
)

SOLD_SIGNALS: tuple[Signal, ...] = (
    signal(
        "staged_advance",
        STRONG,
        rf"{_AMOUNT}\s*(?:\w+\s+)?(?:in\s+advance|advance|now|upfront|up\s+front)\b{_REST}"
        rf"|\badvance\s+(?:payment\s+)?(?:of\s+)?{_AMOUNT}{_REST}",
        "Part paid in advance and the rest at the joining letter or visa: a job sold by an agent.",
        # money the employer pays the reader in parts: an allowance, a bonus, a relocation sum
        unless_line=r"\b(?:allowance|bonus|relocation|reimburs\w*|you(?:'ll|\s+will)?\s+(?:receive|get))\b"
        r"|\b(?:we|the\s+(?:company|employer))(?:'ll|\s+will)?\s+(?:pay|give|transfer|advance)\s+"
        rf"(?:you\b|{_AMOUNT})",
    ),
    signal(
        "bought_posting",
        STRONG,
        rf"{_NO_CONTEST}[\s\S]{{0,300}}?{_CHARGE}|{_CHARGE}[\s\S]{{0,300}}?{_NO_CONTEST}",
        "A posting guaranteed without an exam, through a quota, for a sum: a bribe, not a job.",
    ),
    signal(
        "free_visa_sold",
        STRONG,
        rf"{_FREE_VISA}[\s\S]{{0,300}}?{_PRICE}|{_PRICE}[\s\S]{{0,300}}?{_FREE_VISA}",
        "A 'free visa' sold for a price is a visa with no real employer behind it.",
    ),
)
