"""Thai job-scam cues: a deposit before work, likes for pay, LINE, border-town admin jobs.

Thai writes no spaces between words and a space between clauses, and its vowel signs are not
word characters, so no pattern uses \\b; the advance-fee cues read one clause at a time.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import AdvanceFee, LangTable, advance_fee_cues

_UNITS = r"วันละ|ต่อวัน|รายวัน|ต่อ(?:งาน|ชิ้น|ออเดอร์|ไลค์)|ชิ้นละ|งานละ"
_HOURS = r"ชั่วโมงละ|ต่อชั่วโมง"
_PAY = r"รายได้|ค่าคอม|คอมมิชชั่น"
_APPLIED = r"ใบสมัครของ(?:คุณ|ท่าน)|(?:คุณ|ท่าน)ได้สมัคร"
# Towns on the Cambodian and Myanmar borders where scam compounds hire "admins" and "typists".
_COMPOUND_TOWNS = r"ปอยเปต|สีหนุวิลล์|เมียวดี|ชเวโก๊กโก่|ท่าขี้เหล็ก|กัมพูชา|เมียนมา|พม่า"
_COMPOUND_JOBS = r"แอดมิน|คอลเซ็นเตอร์|พนักงานพิมพ์|เซลล์ออนไลน์|พนักงานแชท|เทเลเซล"
_FEES = AdvanceFee(
    fee=r"มัดจำ|ค่าสมัคร|ค่าธรรมเนียม|ค่าดำเนินการ|ค่าลงทะเบียน|ค่าหัวคิว|ค่านายหน้า|ค่าประกันการทำงาน",
    ahead=r"(?:โอน|จ่าย|ชำระ)\S{0,30}?ก่อน|ก่อน(?:รับงาน|เริ่มงาน|เดินทาง)\S{0,20}?(?:โอน|จ่าย|ชำระ)",
    payee=r"บัญชีส่วนตัว|บัญชี(?:ของ)?(?:นายหน้า|เอเย่นต์)",
    covered=r"บริษัท(?:จะ)?(?:ออก|จ่าย|รับผิดชอบ)|ออก(?:ค่า\S{0,20})?ให้|ฟรี|ไม่มีค่า|ไม่(?:ต้อง)?เสียค่า"
    r"|ไม่ต้องจ่าย",
    end=" ",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *advance_fee_cues(_FEES),
        cue("effort", 0.7, r"ทำ(?:งาน)?ที่บ้าน|ผ่านมือถือ|มือถือเครื่องเดียว|เวลาว่าง"),
        cue("effort", 0.5, r"ไม่(?:ต้อง|จำเป็นต้อง)มีประสบการณ์"),
        cue("effort", 0.3, r"งานออนไลน์|งานพาร์ทไทม์"),
        cue("channel", 0.6, r"แอด(?:ไลน์|ไลน์|line)|ทาง(?:ไลน์|line)|ทักไลน์|ไอดีไลน์|ไลน์ไอดี"),
        cue("urgency", 0.7, r"จำนวนจำกัด|รับจำนวนจำกัด"),
        cue("urgency", 0.4, r"ด่วน"),
        # scam-compound recruitment: an admin job in a border town, travel paid by the "company"
        cue(
            "form",
            0.8,
            rf"(?:{_COMPOUND_JOBS})[^\n]{{0,80}}?(?:{_COMPOUND_TOWNS})"
            rf"|(?:{_COMPOUND_TOWNS})[^\n]{{0,80}}?(?:{_COMPOUND_JOBS})",
        ),
        cue("form", 0.5, r"(?:บริษัท)?ออกค่า(?:เดินทาง|ตั๋วเครื่องบิน|ทำพาสปอร์ต|วีซ่า)"),
        cue("identity", 1.0, r"เลขบัญชี|สมุดบัญชี|รหัส\s?OTP|รหัสผ่าน"),
        cue("identity", 0.8, r"(?:รูป|ถ่าย|สำเนา)(?:ภาพ)?บัตรประ(?:ชาชน|จำตัวประชาชน)|เลขบัตรประชาชน"),
    ),
)
