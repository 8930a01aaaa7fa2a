"""Vietnamese job-scam cues: pay per day in "k", work at home, Zalo, deposits, OTP codes."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable

_UNITS = (
    r"\b(?:mỗi|một)\s+(?:ngày|tuần|đơn|nhiệm\s+vụ|lượt(?:\s+\w+)?|video)\b"
    r"|/\s*(?:ngày|tuần|đơn|nhiệm\s+vụ|lượt|like|video)\b|\bhằng\s+ngày\b"
)
_HOURS = r"/\s*(?:giờ|h)\b|\b(?:mỗi|một)\s+giờ\b"
_PAY = r"\bkiếm\s+(?:tiền|thêm|được)\b|\bthu\s+nhập\s+thêm\b|\bhoa\s+hồng\b"
_APPLIED = (
    r"\b(?:hồ\s+sơ|đơn)\s+ứng\s+tuyển\s+của\s+(?:bạn|anh|chị|em)\b|\b(?:bạn|anh|chị|em)\s+đã\s+ứng\s+tuyển"
    r"|\bcảm\s+ơn\s+(?:bạn|anh|chị|em)\s+đã\s+(?:ứng\s+tuyển|nộp\s+hồ\s+sơ)"
)
_APPS = r"(?:zalo|telegram|tele|whatsapp|viber)"

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        cue(
            "effort",
            0.7,
            r"\blàm\s+(?:việc\s+)?(?:online\s+)?tại\s+nhà\b|\bviệc\s+làm\s+online\b|\bchỉ\s+cần\s+(?:có\s+)?"
            r"(?:một\s+)?(?:chiếc\s+)?(?:điện\s+thoại|smartphone)|\bviệc\s+nhẹ\b"
            r"|\bthời\s+gian\s+(?:rảnh|nhàn\s+rỗi)\b|\bvài\s+phút\s+mỗi\s+ngày\b",
        ),
        cue(
            "effort",
            0.5,
            r"\bkhông\s+(?:cần|yêu\s+cầu)\s+(?:có\s+)?(?:kinh\s+nghiệm|bằng\s+cấp)\b",
        ),
        cue("effort", 0.3, r"\bcộng\s+tác\s+viên\b|\bCTV\b|\bbán\s+thời\s+gian\b"),
        cue(
            "form",
            0.8,
            r"\b(?:like|thả\s+tim|đánh\s+giá|follow|theo\s+dõi)\b[^\n]{0,80}?\bchụp\s+(?:màn\s+hình|ảnh)"
            r"|\bđơn\s+hàng\s+ảo\b|\blàm\s+nhiệm\s+vụ\s+(?:nhận|hưởng)\b",
        ),
        cue(
            "channel",
            0.6,
            rf"\b(?:liên\s+hệ|nhắn(?:\s+tin)?|inbox|ib|kết\s+bạn)\s+(?:ngay\s+)?(?:qua\s+|với\s+)?"
            rf"(?:\w+\s+){{0,2}}?{_APPS}\b",
        ),
        cue("channel", 0.4, r"\bzalo\b"),
        cue(
            "urgency",
            0.7,
            r"\bsố\s+lượng\s+(?:có\s+hạn|giới\s+hạn)\b|\bchỉ\s+còn\s+\d+\s+(?:suất|chỗ|slot)\b"
            r"|\bchỉ\s+(?:trong\s+)?hôm\s+nay\b",
        ),
        cue("urgency", 0.4, r"\bgấp\b"),
        cue(
            "pay_first",
            1.0,
            r"\b(?:phí|lệ\s+phí|tiền)\s+(?:đăng\s+ký|đào\s+tạo|kích\s+hoạt|hồ\s+sơ|cọc|đặt\s+cọc|thành\s+viên"
            r"|giữ\s+chỗ)\b|\bđặt\s+cọc\b|\bnạp\s+tiền\b|\bchuyển\s+khoản\s+trước\b",
        ),
        cue("identity", 1.0, r"\bmã\s+OTP\b|\bmật\s+khẩu\b"),
        cue(
            "identity", 0.6, r"\b(?:CCCD|CMND|căn\s+cước)\b|\bsố\s+tài\s+khoản(?:\s+ngân\s+hàng)?\b"
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:bạn|anh|chị)\s+đã\s+được\s+(?:chọn|duyệt|tuyển\s+chọn)\s+(?:làm|vào\s+làm|cho\s+công\s+việc)",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:bạn|anh|chị)\s+(?:đang\s+)?(?:cần|tìm)\s+việc\s+(?:làm\s+)?(?:thêm\s+)?(?:không|chứ)\b",
        ),
        cue("trivial", 0.4, r"\b(?:từ|trên)\s+18\s+tuổi\b"),
    ),
)
