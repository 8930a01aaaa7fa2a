"""Chinese job-scam cues (simplified and traditional): pay per order, chat apps, fees, copy-paste.

Chinese has no spaces and CJK characters are word characters, so no pattern uses a \\b
between two of them.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    PassOn,
    Unlock,
    advance_fee_cues,
    pass_on_cues,
    unlock_cues,
)

_UNITS = r"[一每](?:单|單|天|日|条|條|件|次)|日[结結薪]|天[结結]|当天结算|當天結算|/(?:天|日|单|單)"
_HOURS = r"[一每]小[时時]|[时時]薪"
# Earning words only: commission beside a monthly salary ("1,000USDT+提成 /月") is ordinary pay.
_PAY = r"[赚賺挣掙](?:钱|錢|取)?|返[利佣]|利润|利潤"
_APPLIED = (
    r"(?:您|你)(?:的|所)?(?:申请|申請|投递|投遞|应聘|應聘|应征|應徵)"
    r"|(?:感谢|感謝)(?:您|你)(?:的)?(?:申请|申請|投递|投遞)"
)

# A uniform, dormitory or agency deposit paid before joining to a person's own WeChat or card.
_FEES = AdvanceFee(
    fee=r"(?:工装|工服|制服|服装|服裝|宿舍|床位|办证|辦證|中介|介绍|介紹)(?:押金|费|費)",
    ahead=r"(?:入职|入職|上岗|上崗|面试|面試|出发|出發)前[^。\n]{0,20}?(?:缴纳|繳納|交纳|交納|支付|转账|轉賬"
    r"|先交)",
    # to a recruiter's, a manager's or an agent's own account, not the reader's salary card
    payee=r"(?:转账|轉賬|汇款|匯款|打款)(?:至|到|给|給)[^。\n]{0,6}?(?:人事|HR|主管|经理|經理|老师|老師"
    r"|招聘|中介|负责人|負責人|专员|專員)[^。\n]{0,4}?(?:个人|個人|私人)?(?:微信|支付宝|支付寶|账户|賬戶"
    r"|银行卡|銀行卡)",
    covered=r"公司(?:承担|承擔|支付|报销|報銷|负责|負責)|免费|免費|不收(?:取)?任何费用|不收(?:取)?任何費用"
    r"|无需(?:缴纳|支付)|無需(?:繳納|支付)",
)
# A cheque, customers' money on the reader's account ("跑分", "代收代付"), passed on.
_PASS_ON = PassOn(
    take=r"支票|(?:收款|代收|接收)[^。\n]{0,10}?(?:到|进|進)?(?:你|您)的?(?:账户|賬戶|银行卡|銀行卡"
    r"|支付宝|支付寶|微信)|多转|多轉|转错|轉錯|多打",
    onward=r"转给|轉給|转回|轉回|转出|轉出|剩余|剩餘|余款|餘款|差额|差額|礼品卡|禮品卡|供应商|供應商",
    agent=r"代收代付|跑分|收款代理|支付代理",
)
_UNLOCK = Unlock(
    unlock=r"(?:激活|解锁|解鎖|开通|開通|升级|升級)(?:账户|賬戶|账号|賬號|任务|任務|等级|等級|会员|會員)",
    pay=r"(?:充值|充钱|充錢|垫付|墊付|押金)",
    back=r"返还本金|返還本金|退还本金|退還本金|本金\s*\+?\s*佣金|连本带利|連本帶利",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
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
