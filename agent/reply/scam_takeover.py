"""Scam signals for an account or a device taken over under cover of a hiring step.

These scams ask for no fee. They want what opens the reader's accounts or phone: a
verification code "to prove you are not a bot" (the code logs someone into the reader's
number or mailbox), an app installed from a link outside the store ("our HR app is not on the
Play Store yet"), a "driver" or "plugin" a meeting link says it needs, the reader's Microsoft
or Google sign-in typed into a page that is not Microsoft's or Google's, or a remote-control app
whose ID is sent back "for IT". No employer needs any of these, so each is strong on its own.
"""

from __future__ import annotations

from agent.reply.scam_base import STRONG, Signal, signal

# The code the reader was sent: "the 6-digit code", "a verification code", "the OTP".
_CODE = (
    r"(?:(?:(?:\d|six|four|five|eight)[\s-]*digits?|verification|security|confirmation"
    r"|one[\s-]time|google\s+voice|whatsapp|sms|login|access)\s+){0,2}(?:code|OTP|pin)"
)
# The reader's own mailbox: "your Microsoft 365 account", "your work or personal Google account".
# ("Sign in with LinkedIn" is a careers site's ordinary button, so it is not among them.)
_SIGN_IN = (
    r"(?:microsoft(?:\s+365)?|office\s*365|outlook|hotmail|google|gmail|icloud|yahoo|e-?mail)"
)
# Remote-control apps: whoever has the ID or code sees and drives the reader's screen.
_REMOTE_TOOL = (
    r"(?:any\s?desk|team\s?viewer|rust\s?desk|ultra\s?viewer|screen\s?connect|quick\s?support"
    r"|supremo|splashtop|remote\s?pc|chrome\s+remote\s+desktop)"
)
# The sign-in pages that belong to those brands: a link there is the real thing.
_OWN_SIGN_IN_PAGES = (
    r"\b(?:login\.microsoftonline\.com|login\.live\.com|accounts\.google\.com|appleid\.apple\.com"
    r"|(?:www\.)?linkedin\.com|(?:[\w-]+\.)?(?:microsoft|office|google|apple|facebook)\.com)\b"
)

TAKEOVER_SIGNALS: tuple[Signal, ...] = (
    # a code sent to the reader's phone, to be read back: it logs someone else in
    signal(
        "code_asked",
        STRONG,
        rf"\b(?:reply|respond|text|send|share|forward|tell|give|read)\s+(?:\w+\s+){{0,4}}?"
        rf"(?:the|that|this|a|your)\s+{_CODE}\b[^.!?\n]{{0,60}}?\b(?:sent|texted|received|get|got"
        r"|receive)\b"
        rf"|\b(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+)?(?:sent|texted)\s+(?:you\s+)?(?:a|an|the)\s+"
        rf"{_CODE}\b[^\n]{{0,80}}?\b(?:reply|send|share|forward|tell|give|read)\s+(?:me\s+|us\s+)?"
        r"(?:with\s+)?(?:it|the\s+code|that\s+code|back)\b"
        rf"|\b{_CODE}\s+(?:you\s+)?(?:just\s+)?(?:received|got|get)\b[^.!?\n]{{0,40}}?\b(?:reply|send"
        r"|share|forward|tell|give)\b"
        # "You will receive a 6-digit OTP from our partner now – kindly share it with me"
        rf"|\b(?:receive|get)\s+(?:a|an|the)\s+{_CODE}\b[^\n]{{0,80}}?\b(?:share|send|forward|tell"
        r"|give|read)\s+(?:it|the\s+code|that\s+code)\b",
        "It asks for a code sent to your phone: whoever has it can take over your account.",
    ),
    # an app from a link, outside the stores: the installer is the malware
    signal(
        "sideloaded_app",
        STRONG,
        r"\.apk\b|\binstall\s+unknown\s+apps\b|\bunknown\s+sources\b"
        r"|\bnot\s+(?:yet\s+)?(?:on|in)\s+the\s+(?:google\s+)?(?:play|app)\s+store\b[^.!?\n]{0,80}?"
        r"\b(?:install|download)\b"
        r"|\b(?:grant|allow)\s+(?:it\s+)?(?:\w+\s+)?(?:sms|accessibility)\s+(?:and\s+\w+\s+)?permissions?\b",
        "It asks you to install an app from a link, outside the app stores: a way into your phone.",
    ),
    # a meeting link that wants a "driver", "plugin" or "update" installed first
    signal(
        "meeting_software",
        STRONG,
        r"\b(?:install|download|accept|run|update)\w*\s+(?:an?\s+|the\s+)?[\"'“]?(?:(?:zoom|teams|meet"
        r"|meeting|skype|webex)\s+)?(?:audio|video|camera"
        r"|microphone|mic|sound|meeting|zoom|teams|meet|browser|webcam)\s+(?:driver|plug-?in|codec"
        r"|extension|fix|update|software\s+update)s?\b",
        "A real meeting link needs no driver or plugin; the 'update' it asks for is malware.",
    ),
    # a remote-control tool installed for "IT", its ID or code sent back: the desk is theirs
    signal(
        "remote_access",
        STRONG,
        rf"\b{_REMOTE_TOOL}\b[^\n]{{0,120}}?\b(?:send|share|give|tell|forward|text)\s+(?:me\s+|us\s+|them\s+)?"
        r"(?:the\s+|your\s+)?(?:\d+[\s-]*digit\s+)?(?:ID|address|code|number|password)\b"
        rf"|\b{_REMOTE_TOOL}\b[^\n]{{0,120}}?\bso\s+(?:that\s+)?(?:our\s+)?(?:IT|we|they|the\s+\w+\s+team)"
        r"\s+can\s+(?:connect|access|log\s+in|control|set\s+up)\b",
        "A remote-control app with its ID sent back lets a stranger use your computer and bank.",
    ),
    # the reader's mailbox sign-in asked for on a page that is not the mailbox provider's
    signal(
        "brand_sign_in",
        STRONG,
        rf"\b(?:log|sign)\s*-?\s*in\s+(?:\w+\s+){{0,2}}?(?:with|using)\s+your\s+(?:\w+\s+){{0,3}}?"
        rf"{_SIGN_IN}\s+(?:\w+\s+){{0,3}}?(?:account|ID|credentials|login)\b[^\n]{{0,80}}?https?://",
        "It asks you to sign in with your own mailbox on a page that is not its provider's.",
        unless_line=_OWN_SIGN_IN_PAGES,
    ),
)
