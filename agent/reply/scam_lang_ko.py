"""Korean job-scam cues: daily pay side jobs, KakaoTalk open chats, sign-up fees, OTP codes.

Korean particles join the word before them ("카카오톡으로"), so patterns end without a \\b.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = (
    r"일당|하루에?|매일|건당|건\s당|회당|/일|/건|(?:좋아요|리뷰|영상|작업)\s?(?:1개|한\s?개)?\s?당"
)
_HOURS = r"시급|시간당|1시간에?"
_PAY = r"벌\s?수\s?있|벌어\s?가|부수입|고수익|수익\s?(?:보장|창출)"
_APPLIED = r"지원해\s?주셔서|지원하신|귀하의\s+지원|지원서를?\s+(?:검토|확인)"
_APPS = r"(?:카카오톡|카톡|카카오|텔레그램|텔레|왓츠앱|whatsapp|telegram)"

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"재택\s?(?:부업|알바)|집에서\s?(?:간단|편하게|부업|돈)|(?:휴대폰|핸드폰|스마트폰)\s?(?:만|하나로|으로\s?간단)"
            r"|간단한\s?(?:작업|업무|부업)|틈틈이|남는\s?시간|하루\s?\d+\s?분",
        ),
        cue(
            "effort", 0.5, r"경험\s?(?:불필요|무관|필요\s?없)|경력\s?무관|초보\s?가능|무경험|누구나"
        ),
        cue("effort", 0.3, r"부업|재택"),
        cue(
            "form",
            0.8,
            r"(?:좋아요|팔로우|구독|리뷰)[^\n.]{0,40}(?:캡처|캡쳐|스크린샷)|통장\s?(?:만\s?)?(?:빌려|대여|임대|양도|판매)"
            r"|택배\s?(?:수령|전달)\s?알바",
        ),
        cue(
            "channel",
            0.6,
            rf"{_APPS}\s?(?:으로|로|에서|ID|아이디|오픈\s?채팅|친구\s?추가)|오픈\s?채팅|오픈\s?카톡|오픈톡",
        ),
        cue("urgency", 0.7, r"선착순|마감\s?임박|인원\s?한정|\d+\s?명\s?한정|오늘만"),
        cue("pay_first", 1.0, r"(?:가입|등록|교육|교재)(?:비|금)|선입금|입금\s?(?:후|하시면)"),
        cue(
            "identity",
            1.0,
            r"OTP\s?(?:번호|코드)|비밀번호(?:를|도)?\s?(?:알려|보내|공유)|인증번호|보안카드",
        ),
        cue("identity", 0.6, r"주민등록번호|주민번호|신분증|통장\s?사본|계좌번호|여권"),
        cue("unsolicited", 0.7, r"선정되(?:셨|었)|당첨되(?:셨|었)"),
        cue("trivial", 0.4, r"만\s?18세\s?이상"),
        # cash collected from "customers" and paid into a named account: a money mule
        cue(
            "through_you",
            1.0,
            r"받은\s*현금을?\s*(?:\S+\s*){0,2}?(?:계좌|입금)|수금\s*대행|현금\s*전달\s*업무",
        ),
    ),
)
