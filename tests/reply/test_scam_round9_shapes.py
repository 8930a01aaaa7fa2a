"""Scam shapes added after round 9's measurement: Turkish, printed checks, proxy interviews.

Every sentence here is written for this test (none is a labelled message): each shape with
honest look-alikes that share its words.
"""

from __future__ import annotations

import pytest

from agent.reply.risk_rules import risk_flags

SCAMS = [
    # Turkish task and like scams
    "Merhaba, yarı zamanlı bir işimiz var. YouTube kanallarına abone olun ve ekran görüntüsü"
    " gönderin. Her görev için 40 TL ödeyeceğiz, günde 500-700 TL kazanabilirsiniz.",
    "İşimiz çok basit: cep telefonu ile birkaç dakika. Deneyim gerekmez. Kayıt ücreti sadece"
    " 150 TL, sınırlı kontenjan!",
    "Tebrikler, seçildiniz! Evden çalışın, günlük 1.000 lira kazanın. WhatsApp'tan yazın.",
    # printed checks mailed from home
    "Your duties: print the payroll checks we email you and drop them off at the UPS store.",
    "You will be printing checks for our clients at home and drop them off at FedEx daily.",
    # proxy interviews and split pay
    "You would be conducting interviews with clients since you are a US citizen; we split it"
    " 60/40 and I handle the coding.",
    "I need someone to attend interviews on my behalf. We split 50-50 every month.",
]
HONEST = [
    "Merhaba Ayşe Hanım, başvurunuz için teşekkür ederiz. Yazılım Geliştirici pozisyonu için"
    " İstanbul ofisimizde 12 Mart Salı saat 14:00'te mülakata davet ediyoruz.",
    "Sayın aday, başvurunuzu değerlendirdik; maalesef bu pozisyon için başka bir adayla"
    " ilerlemeye karar verdik. İlginiz için teşekkür ederiz.",
    "Teklifimiz: aylık brüt 85.000 TL maaş, yemek kartı ve özel sağlık sigortası. Başlangıç"
    " tarihi 1 Nisan. Sözleşmeyi imzalayıp geri gönderebilir misiniz?",
    "As a payroll specialist at Hartwell Foods in Leeds you will run the monthly payroll in"
    " SAP and reconcile time cards with the finance team.",
    "Please print the signed offer letter and bring it to our Denver office on Monday.",
    "You will conduct interviews with clients' candidates as part of our recruiting team at"
    " Brightside Staffing in Austin.",
    "We split the on-call rota 50/50 between the two platform teams at Acme Cloud.",
]


@pytest.mark.parametrize("text", SCAMS)
def test_the_shapes_are_flagged_as_scams(text: str) -> None:
    flags = [f for f in risk_flags(text) if f.category == "scam"]
    assert flags and all(f.quote in text.replace("\n", " ") for f in flags), flags


@pytest.mark.parametrize("text", HONEST)
def test_honest_messages_with_the_same_words_are_not_scams(text: str) -> None:
    assert not [f for f in risk_flags(text) if f.category == "scam"]
