"""Honest mail that shares words with this stop's rules stays unflagged; the risks keep their flag.

A review wrote invitations, intros and offers in several languages against the new rules; each
case here is a sentence of ours in the same shape as one it found wrong.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags
from bot.core.intake import route


def _categories(text: str) -> set[str]:
    return {flag.category for flag in risk_flags(text)}


# (text, the category it must not get)
HONEST = [
    # an interview's "Location:" among its schedule fields, not the job's town
    (
        "Hi Ana,\nYour interview is confirmed.\nStart: 14:00\nLocation: Graz, Austria\nBest, Ute",
        "relocation",
    ),
    (
        "Onsite day:\n09:00 Welcome at reception\n10:00 Pairing session\nLocation: Leeds",
        "relocation",
    ),
    (
        "Your interview moved.\nNew time: 11:30 CET\nLocation: Lyon\nSorry for the change.",
        "relocation",
    ),
    # an ID shown at reception for a visitor pass
    (
        "Собеседование в среду в 15:00. Возьмите с собой паспорт для оформления пропуска.",
        "personal_data",
    ),
    ("Phỏng vấn lúc 14:00 thứ Ba. Vui lòng mang theo CCCD để nhận thẻ khách.", "personal_data"),
    ("面接日時：6月3日 14:00　場所：名古屋本社　持ち物：身分証明書", "personal_data"),
    # a video meeting's password in a Japanese or Korean invitation
    ("高橋様\n二次面接（Zoom）\nミーティングID：845 1234 9876\nパスワード：731902", "scam"),
    ("김민수님 화상 면접 안내\nZoom 회의 ID: 845 1234 9876\n비밀번호: 731902", "scam"),
    # credentials that are a link to show, accounts that are a product's customers
    (
        "Before Friday's 3pm call, could you share your Credly credentials link? Thanks, Ravi",
        "scam",
    ),
    ("We build tools that let small firms borrow against their accounts; want to chat?", "scam"),
    ("Our sales team helps agencies buy more advertising accounts. Free Monday at 10am?", "scam"),
    # a take-home task, a company's funding round, a deposit the employer pays for you
    ("Thanks for today! Next is a short take-home; details are in the attached brief.", "salary"),
    (
        "We just raised a $40M Series B and are hiring our second designer. Coffee next week?",
        "salary",
    ),
    (
        "Our relocation package covers the security deposit on your first flat and two weeks of"
        " temporary housing. Let's talk Monday at 2pm.",
        "scam",
    ),
    ("Offer: base salary $140,000, sign-on bonus $15,000, start date 1 July.", "scam"),
]
RISKY = [
    (
        "Before the technical call with our CTO, please clone our repo and run the project locally:"
        " it is a DeFi staking dashboard.",
        "scam",
    ),
    ("Can you lend me your Upwork and LinkedIn accounts? You keep 20% of each contract.", "scam"),
    (
        "I'm a developer from abroad; I need a partner to apply for remote jobs using your name.",
        "scam",
    ),
    ("Java Dev | Austin, TX | 12 mo contract | GC/USC only, no H-1 | $70/hr", "visa"),
    ("What is the earliest you could start?", "notice_period"),
    ("Для оформления внесите страховой депозит 1500 рублей на карту.", "scam"),
    ("Какая у вас вилка по зарплате?", "salary"),
    ("Bạn có thể chuyển ra Đà Nẵng làm việc không?", "relocation"),
]


@pytest.mark.parametrize(("text", "category"), HONEST)
def test_honest_lookalikes_do_not_get_the_flag(text: str, category: str) -> None:
    assert category not in _categories(text), text


@pytest.mark.parametrize(("text", "category"), RISKY)
def test_the_risks_in_the_same_shapes_keep_their_flag(text: str, category: str) -> None:
    assert category in _categories(text), text


@pytest.mark.parametrize(
    "text",
    [
        "OFFER LETTER\n\nDear Ms. Lim,\nPosition: Data Engineer\nStart Date: 01/09/2026\n"
        "Salary: SGD 8,000 per month\nProbation: 3 months\n\nRequirements\n- Python, SQL, Spark"
        " (2019-2026)\n- AWS, Airflow, dbt\n\nSincerely,\nHR",
        "Hi Tom,\n\nCongratulations! We are pleased to offer you the role of SRE.\nStart date: 3"
        " August 2026\nBase salary: $150,000\nSkills we valued: Go, Kubernetes, Terraform"
        " (2020-2026)\n\nBest,\nTalent team",
    ],
)
def test_an_offer_with_fields_and_dated_skills_is_no_resume(text: str) -> None:
    assert route(text).kind == "employer"


def test_a_named_russian_employer_writing_on_telegram_is_no_scam() -> None:
    text = (
        "Здравствуйте, Ирина! Я рекрутер в Ozon, нашла ваше резюме на hh.ru. У нас открыта"
        " вакансия аналитика данных. Напишите мне в Telegram @ozon_irina_hr, если интересно."
    )
    assert "scam" not in _categories(text)


def test_a_nameless_telegram_task_job_in_russian_stays_a_scam() -> None:
    text = "Подработка онлайн! 3000 рублей в день, опыт не нужен. Пишите в Telegram @easy_money_77"
    assert "scam" in _categories(text)
