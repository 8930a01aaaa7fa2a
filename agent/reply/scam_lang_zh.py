"""Chinese job-scam cues (simplified and traditional): pay per order, chat apps, fees, copy-paste.

Chinese has no spaces and CJK characters are word characters, so no pattern uses a \\b
between two of them.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = r"[一每](?:单|單|天|日|条|條|件|次)|日[结結薪]|天[结結]|当天结算|當天結算|/(?:天|日|单|單)"
_HOURS = r"[一每]小[时時]|[时時]薪"
# Earning words only: commission beside a monthly salary ("1,000USDT+提成 /月") is ordinary pay.
_PAY = r"[赚賺挣掙](?:钱|錢|取)?|返[利佣]|利润|利潤"
_APPLIED = (
    r"(?:您|你)(?:的|所)?(?:申请|申請|投递|投遞|应聘|應聘|应征|應徵)"
    r"|(?:感谢|感謝)(?:您|你)(?:的)?(?:申请|申請|投递|投遞)"
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"复制粘贴|複製貼上|复制粘帖|动动手指|動動手指|(?:网络|網絡|网上|網上|线上|線上|在家)兼[职職]"
            r"|手机(?:就能|即可)|手機(?:就能|即可)|在家(?:就能|即可|轻松|輕鬆)|轻松[赚挣]|輕鬆[賺掙]"
            r"|零基础|零基礎|无需经验|無需經驗|不需要经验|時間自由|时间自由",
        ),
        cue("effort", 0.3, r"兼[职職]"),
        # pay settled every day, with no role or monthly salary: "工资日结"
        cue("money", 0.7, r"(?:工资|工資|薪资|薪資)?日[结結]|日薪|(?:当|當)天[结結]算?"),
        cue(
            "form",
            0.8,
            r"刷单|刷單|做单|做單|交单|交單|点赞[^。\n]{0,20}截图|點讚[^。\n]{0,20}截圖"
            r"|(?:复制|複製|发|發)(?:粘贴|貼上)?[^。\n]{0,12}(?:文案|话术|話術)",
        ),
        cue(
            "form",
            0.8,
            r"拉人头|拉人頭|发展下线|發展下線|(?:邀请|邀請|推荐|推薦)(?:好友|朋友)[^。\n]{0,12}(?:奖励|獎勵|返|佣金)",
        ),
        cue(
            "channel",
            0.6,
            r"私聊我|私信我|加(?:我)?(?:微信|V信|QQ|好友)|(?:whatsapp|telegram|纸飞机|紙飛機)(?:号|號|联系|聯繫)?",
        ),
        cue("urgency", 0.7, r"名额有限|名額有限|先到先得|仅限前?\d+|僅限前?\d+|限时|限時"),
        cue(
            "pay_first",
            1.0,
            # not the training cost repaid on leaving early, a service-period clause:
            # "提前离职需赔偿培训费用"
            r"(?<!赔偿)(?<!賠償)(?<!违约)(?<!違約)(?<!返还)(?<!返還)(?<!退还)(?<!退還)(?<!支付)"
            r"(?:报名|報名|注册|註冊|入职|入職|培训|培訓|会员|會員|激活|押金|保证|保證)(?:费|費|金)"
            r"|先交[^。\n]{0,6}(?:钱|錢|费|費)",
        ),
        # an ID or bank card is also what an honest employer asks for on the first day: it needs
        # a second family; a payment password never has an honest use
        cue("identity", 0.6, r"身份证|身份證|银行卡|銀行卡"),
        cue("identity", 1.0, r"支付宝密码|支付寶密碼|(?:银行卡|銀行卡)密码|(?:银行卡|銀行卡)密碼"),
        cue("unsolicited", 0.7, r"恭喜(?:您|你)?(?:已)?被?(?:录用|錄用|选中|選中|入选|入選)"),
    ),
)
