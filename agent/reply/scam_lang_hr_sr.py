"""Croatian, Serbian and Bosnian job-scam cues (Latin and Cyrillic): fees, cheques, easy tasks.

The three standards share almost every word; where they differ each alternation names the
Croatian form, then the Serbian one ("unaprijed|unapred", "tjedno|nedeljno"), and the Serbian
Cyrillic spelling after the Latin.
"""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import (
    AdvanceFee,
    LangTable,
    PassOn,
    Unlock,
    advance_fee_cues,
    login_cue,
    pass_on_cues,
    unlock_cues,
)

_APPS = r"(?:WhatsApp|Telegram|Signal|Viber|Messenger|вајбер|телеграм)\w*"
_PAY_APPS = r"(?:Revolut|Western\s+Union|MoneyGram|Keks\s?Pay|kripto\w*|Bitcoin\w*|USDT)"
# Days and tasks, not weeks ("dva dana tjedno" is a hybrid week); not after hours ("8 sati dnevno").
_NOT_HOURS = r"(?<!sati\s)(?<!sata\s)(?<!сати\s)(?<!сата\s)"
_UNITS = (
    rf"{_NOT_HOURS}(?:\bdnevno\b|\bna\s+dan\b|\bpo\s+danu\b|\bдневно\b|\bна\s+дан\b)"
    r"|\bpo\s+(?:zadatku|recenziji|lajku|narudžbi|porudžbini|kliku)\b"
    r"|\bza\s+svak\w+\s+(?:zadatak|lajk|recenziju|narudžbu|porudžbinu)\b"
    r"|\bпо\s+(?:задатку|лајку|поруџбини)\b"
)
_HOURS = r"\bpo\s+satu\b|\bna\s+sat\b|\bпо\s+сату\b|\bсатница\w*|\bsatnic\w*"
_PAY = r"\bzaradi\w*|\bzarađ\w*|\bdodatn\w+\s+prihod\w*|\bprovizij\w*|\bзаради\w*|\bзарађ\w*"
_APPLIED = (
    r"\bvaš\w*\s+prijav\w*|\bhvala\s+(?:vam\s+|ti\s+)?na\s+prijavi\b|\bprijavili\s+ste\s+se\b"
    r"|\bваш\w*\s+пријав\w*|\bхвала\s+на\s+пријави\b"
)
_FEES = AdvanceFee(
    fee=r"\b(?:troškov\w*|naknad\w*|taks\w*|pristojb\w*)\s+(?:za\s+)?(?:viz\w*|posredovanj\w*"
    r"|registracij\w*|aktivacij\w*|obrad\w*|radn\w+\s+dozvol\w*|dokument\w*|zapošljavanj\w*)"
    r"|\b(?:registracijsk\w+|aktivacijsk\w+|administrativn\w+|posredničk\w+|agencijsk\w+)\s+"
    r"(?:naknad\w*|taks\w*|pristojb\w*|troškov\w*)"
    r"|\b(?:трошков\w*|накнад\w*|такс\w*)\s+(?:за\s+)?(?:виз\w*|посредовањ\w*|регистрациј\w*"
    r"|радн\w+\s+дозвол\w*|документ\w*)",
    ahead=r"\b(?:uplat\w*|plać\w*|plaća\w*|platit\w*|platiti|уплат\w*|плаћ\w*)\s+(?:\S+\s+){0,3}?"
    r"(?:unaprijed|unapred|avansno|унапред|авансно|prije\s+(?:polaska|dolaska|razgovora)"
    r"|pre\s+(?:polaska|dolaska|razgovora))\b"
    r"|\b(?:unaprijed|unapred|унапред)\s+(?:\S+\s+){0,2}?(?:uplat\w*|plać\w*|plaća\w*|уплат\w*)"
    r"|\bjednokratn\w+\s+uplat\w*|\bједнократн\w+\s+уплат\w*"
    r"|\b(?:uplat\w*|plati\w*|položi\w*|уплат\w*)\s+(?:\S+\s+){0,2}?(?:kaucij\w*|depozit\w*|кауциј\w*"
    r"|депозит\w*)",
    payee=r"\b(?:uplatite|uplaćujete|uplati|уплатите|уплаћујете)\s+(?:\S+\s+){0,4}?na\s+"
    rf"(?:privatni|приватни)\s+(?:račun|рачун)\b|\b(?:na\s+)?(?:račun|karticu|{_PAY_APPS})\s+(?:našeg\s+)?"
    r"(?:koordinator\w*|agent\w*|posrednik\w*|menadžer\w*)",
    covered=r"\b(?:poslodavac|firma|tvrtka|kompanija|agencija|послодавац|фирма)\s+(?:\S+\s+){0,2}?"
    r"(?:plaća|snosi|pokriva|plati|refundira|плаћа|сноси|покрива)\b|\bbesplatn\w*|\bбесплатн\w*"
    r"|\bbez\s+(?:ikakvih\s+)?(?:troškova|naknade|provizije)\b|\bne\s+plaćate\b|\bosigura\w*"
    r"|\bobezbe\w*|\bобезбе\w*|\b(?:plaća|snosi|pokriva|plati|refundira|плаћа|сноси|покрива)\s+"
    r"(?:\S+\s+)?(?:poslodavac|firma|tvrtka|kompanija|agencija|послодавац|фирма)\b"
    r"|\b(?:stan|stana|stanarin\w*|najam\w*|najamnin\w*|стан|стана|кириј\w*|закуп\w*)\b",
)
_PASS_ON = PassOn(
    take=r"\bček(?:om|a|u)?\s+(?:na|od|u\s+iznosu)\s+(?:iznos\s+)?\d|\bчек(?:ом|а|у)?\s+(?:на|од)\s+\d"
    r"|\b(?:prima\w*|primi\w*|прима\w*)\s+(?:\S+\s+){0,3}?(?:uplat\w*|novac|novca|transfer\w*"
    rf"|plać\w*|уплат\w*|новац)\s+(?:\S+\s+){{0,3}}?na\s+(?:svoj|vaš|tvoj|свој|ваш)\w*\s+(?:račun|рачун"
    rf"|{_PAY_APPS})"
    r"|\b(?:uplatili|poslali|uplaćeno)\s+(?:\S+\s+){0,3}?(?:greškom|previše|zabunom)\b",
    onward=r"\bproslijedi\w*|\bprosledi\w*|\bproslje?đ\w*|\bprosleđ\w*|\bprebaci\w*\s+(?:\S+\s+)?dalje\b|\bostatak\b|\bostatka\b"
    r"|\brazlik\w*|\bpoklon[\s-]?kartic\w*|\bdobavljač\w*|\bдобављач\w*|\bпроследи\w*|\bостатак\b",
    agent=r"\bplatn\w+\s+agent\w*|\bfinancijsk\w+\s+agent\w*|\bfinansijsk\w+\s+agent\w*"
    r"|\bплатн\w+\s+агент\w*",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:aktivacij\w*|aktivira\w*|otključa\w*|активациј\w*|активира\w*)\s+(?:\S+\s+)?"
    r"(?:korisničk\w+\s+)?(?:račun\w*|profil\w*|zadat\w*|nivo\w*|рачун\w*|профил\w*)",
    pay=r"\b(?:uplat\w*|depozit\w*|dopun\w*|уплат\w*|депозит\w*)",
    back=r"\b(?:vraća|vratit\w*|vraćamo|враћа|вратит\w*|враћамо)\b[^.!?\n]{0,40}?"
    r"\b(?:prv\w+|provizij\w*|isplat\w*|прв\w+|исплат\w*)",
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
        login_cue(
            r"\b(?:prijav\w+\s+se|ulogujte\s+se|ulogiraj\w*|potvrdi\w*\s+(?:svoj\w*\s+)?identitet"
            r"|пријав\w+\s+се|потврди\w*\s+(?:свој\w*\s+)?идентитет)",
            r"\b(?:internet|e-?|mobiln\w+|интернет|мобилн\w+)\s*(?:bankarstv\w*|банкарств\w*)",
        ),
        cue(
            "effort",
            0.7,
            r"\bs\s+mobitela\b|\bsa\s+telefona\b|\bса\s+телефона\b|\bu\s+slobodno\s+vri?jeme\b"
            r"|\bу\s+слободно\s+време\b|\bnekoliko\s+minuta\b|\bнеколико\s+минута\b"
            r"|\bjednostavn\w+\s+(?:posao|zadac\w*|zadatk\w*)",
        ),
        cue(
            "effort",
            0.3,
            r"(?<!mogućnosti\s)(?<!mogućnost\s)\brad\w*\s+od\s+kuće\b|\bрад\w*\s+од\s+куће\b",
        ),
        cue(
            "effort",
            0.5,
            r"\bbez\s+(?:prethodnog\s+)?iskustva\b|\biskustvo\s+nije\s+(?:potrebno|obavezno)\b"
            r"|\bбез\s+искуства\b",
        ),
        cue(
            "channel",
            0.6,
            r"\b(?:pišite|piši|javite\s+se|javi\s+se|kontaktirajte|пишите|јавите\s+се)\s+"
            rf"(?:\S+\s+){{0,2}}?(?:na|preko|putem|u|на|преко)\s+{_APPS}",
        ),
        cue(
            "urgency",
            0.7,
            r"\bbroj\s+mje?sta\s+(?:je\s+)?ograničen\b|\bmje?sta\s+su\s+ograničena\b"
            r"|\bograničen\s+broj\s+mje?sta\b|\bsamo\s+danas\b|\bместа\s+су\s+ограничена\b"
            r"|\bсамо\s+данас\b",
        ),
        cue(
            "form",
            0.6,
            r"\blajkanj\w*|\blajkova\w*|\bлајковањ\w*|\bpraćenj\w*\s+(?:\S+\s+)?profil\w*"
            r"|\bocjenjivanj\w*\s+(?:proizvoda|aplikacija)\b|\bocenjivanj\w*\s+(?:proizvoda|aplikacija)\b",
        ),
        cue(
            "identity",
            0.8,
            r"(?-i:\bOIB\b|\bJMBG\b|\bЈМБГ\b)|\bbroj\s+(?:tekućeg\s+|žiro\s+)?računa\b"
            r"|\bброј\s+(?:текућег\s+)?рачуна\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:izabrani|odabrani)\s+ste\b|\b(?:izabrali|odabrali)\s+smo\s+(?:vas|te)\b"
            r"|\bизабрани\s+сте\b",
        ),
    ),
)
