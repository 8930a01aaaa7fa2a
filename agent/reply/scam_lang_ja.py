"""Japanese job-scam cues: daily pay at home, LINE contact, registration fees, PIN numbers.

Japanese has no spaces and kana and kanji are word characters, so no pattern uses \\b.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = (
    r"日給|日払い|日当|(?<![\d月])1日(?:で|に|あたり)?|一日|毎日|1件|一件|件あたり|/日|/件|1タスク"
)
_HOURS = r"時給|1時間|一時間|/時"
_PAY = r"稼[げぐ]|稼ぎ|副収入|高収入"
_APPLIED = r"ご応募|応募いただ|エントリーいただ"

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"在宅ワーク|在宅で(?:稼|簡単|副業)|スマホ(?:1台|一台|だけ|のみ)|スキマ時間|すきま時間|隙間時間"
            r"|簡単(?:な)?(?:作業|お仕事|タスク)|誰でも(?:できる|簡単|OK|ＯＫ)|コピペ",
        ),
        cue("effort", 0.5, r"未経験(?:OK|ＯＫ|可|でも)|経験不問|経験不要"),
        cue("effort", 0.3, r"副業|在宅"),
        cue(
            "form",
            0.8,
            r"(?:いいね|フォロー|レビュー)[^\n。]{0,40}(?:スクショ|スクリーンショット)|荷物の?(?:受け取り|転送)"
            r"|受け子|口座を?(?:貸|売)",
        ),
        cue(
            "channel",
            0.6,
            r"(?:LINE|ライン|ＬＩＮＥ|Telegram|テレグラム|WhatsApp)\s*(?:で|に|から|にて)\s*"
            r"(?:ご?連絡|お問い合わせ|友だち追加|追加|メッセージ)|(?:LINE|ライン)\s*(?:ID|追加|登録)|友だち追加",
        ),
        cue("urgency", 0.7, r"先着\d+名|残り\d+名|限定\d+名|本日限り|募集人数に限り"),
        cue(
            "pay_first",
            1.0,
            r"(?:登録|研修|入会|保証|初期|教材)(?:費|料|金)|費用を?(?:先に|事前に)",
        ),
        cue(
            "identity", 1.0, r"暗証番号|認証コード|パスワード(?:を|は)?\s?(?:教え|送|お知らせ|共有)"
        ),
        cue("identity", 0.6, r"マイナンバー|身分証|免許証|口座番号|キャッシュカード|パスポート"),
        cue("unsolicited", 0.7, r"(?:あなた|貴方)が選ばれました|当選しました"),
        cue("trivial", 0.4, r"18歳以上(?:なら|であれば)誰でも"),
    ),
)
