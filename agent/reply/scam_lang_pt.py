"""Portuguese job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

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

_UNITS = (
    r"\b(?:por|ao|à|a\s+cada|por\s+cada)\s+(?:dia|semana|tarefa|curtida|like|v[íi]deo|avalia[çc][ãa]o"
    r"|pedido|encomenda|pacote|clique|pesquisa|publica[çc][ãa]o|miss[ãa]o)s?\b"
    r"|\bdi[áa]ri[oa]s?\b|\bsemana(?:l|is)\b|\b/\s*dia\b"
)
_HOURS = r"\b(?:por|à|a|cada|/)\s*hora\b"
_PAY = r"\b(?:ganh(?:e|ar|a|am|ará|ando|os|o)|renda\s+extra|rendimentos?|comiss(?:ão|ões))\b"
_APPLIED = r"\b(?:tua|sua)\s+candidatura\b|\b(?:você|tu)\s+se\s+candidatou\b|\bcandidataste\b"
# The work kit's freight, a deposit or the visa paperwork paid by the candidate, before starting.
_FEES = AdvanceFee(
    fee=r"\b(?:pagar|pague|paga|pagamento\s+d)\w*\s+(?:o\s+|a\s+|do\s+|da\s+)?(?:frete|envio|cau[çc][ãa]o"
    r"|taxa|visto)\b|\bfrete\s+(?:do|de|da)\s+(?:kit|material|uniforme|equipamento|maleta)\b"
    r"|\b(?:taxa|pagamento|custo)\s+de\s+(?:inscri[çc][ãa]o|cadastro|registo|registro|treinamento"
    r"|forma[çc][ãa]o|ativa[çc][ãa]o|ades[ãa]o|envio|frete|visto|documenta[çc][ãa]o|processamento"
    r"|libera[çc][ãa]o|agenciamento|coloca[çc][ãa]o)\b",
    ahead=r"\bantes\s+(?:de\s+\w+\s+)?(?:precisa|deve|tem\s+que|[ée]\s+preciso)\s+pagar\b"
    r"|\b(?:pagar|depositar|transferir|pague)\s+[^.!?\n]{0,40}?\b(?:antes\s+d[aoe]|adiantad\w+"
    r"|antecipad\w+)",
    payee=r"\bconta\s+(?:pessoal|em\s+nome\s+d[eoa])\b",
    covered=r"\b(?:empresa|contratante)\s+(?:\w+\s+){0,3}?(?:paga|cobre|arca|custeia)\b"
    r"|\b(?:pag[oa]s?|cobert[oa]s?|custead[oa]s?)\s+pela\s+(?:empresa|contratante)\b"
    r"|\bpor\s+conta\s+da\s+(?:empresa|contratante)\b|\bgr[áa]tis\b"
    r"|\bgratuit\w*|\bsem\s+(?:nenhum\s+)?custo\b|\bn[ãa]o\s+cobramos\b",
)

# Customers' money on the reader's account, sent on; a cheque; a sum credited "by mistake".
_PASS_ON = PassOn(
    take=r"\bcheques?\b|\b(?:receber|recebe|receberá)\w*\s+(?:\S+\s+){0,4}?(?:pagamentos|transfer[êe]ncias"
    r"|dinheiro)\s+(?:\S+\s+){0,4}?(?:na\s+)?(?:sua|tua)\s+(?:pr[óo]pria\s+)?conta\b"
    r"|\b(?:depositad|transferid|pag)\w*\s+(?:\S+\s+){0,3}?(?:por\s+engano|a\s+mais)\b",
    onward=r"\b(?:devolv|transfir|transfer|envi|reenvi|repass)\w*\s+(?:\S+\s+){0,3}?(?:o\s+resto"
    r"|a\s+diferen[çc]a|o\s+restante|aos?\s+nossos?\s+fornecedor\w*)|\bo\s+restante\b"
    r"|\ba\s+diferen[çc]a\b|\bcart[õo]es?[\s-]presente\b|\bfornecedor\w*",
    agent=r"\bagente\s+de\s+pagamentos?\b|\bagente\s+financeiro\s+(?:regional|local)\b",
)
# Tasks or a level unlocked by topping up the platform's account, the money "back" with commission.
_UNLOCK = Unlock(
    unlock=r"\b(?:desbloquear|ativar|liberar|subir\s+de)\s+(?:\S+\s+){0,4}?(?:tarefas?|conta|n[íi]vel"
    r"|miss[õo]es|pedidos)\b",
    pay=r"\b(?:carregar|recarregar|depositar|dep[óo]sito|recarga)\b",
    back=r"\b(?:recebe|receber[áa]s?|devolvid[oa]|reembolsad[oa]|de\s+volta)\b[^.!?\n]{0,40}?"
    r"\b(?:comiss[ãa]o|primeir[oa]|tarefa|fim\s+do\s+dia)\b",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        *advance_fee_cues(_FEES),
        # "chama no zap": WhatsApp by its Brazilian nickname
        cue(
            "channel",
            0.6,
            r"\b(?:chama|chame|fala|me\s+chama)\s+no\s+(?:zap|zapzap|whats)\b|\bzap\s*zap\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:de|a\s+partir\s+de)\s+(?:sua|tua)\s+casa\b|\bdo\s+(?:seu|teu)\s+(?:celular|telem[óo]vel"
            r"|telefone|sof[áa])\b",
        ),
        cue(
            "effort",
            0.5,
            r"\b(?:sem|n[ãa]o\s+(?:[ée]\s+)?(?:precisa|necess[áa]ri[oa]|exig\w+))\s+(?:de\s+)?(?:ter\s+)?experi[êe]ncia\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:tarefas|trabalhos?)\s+(?:muito\s+)?(?:simples|f[áa]ceis)\b|\btempo\s+livre\b"
            r"|\bpoucos\s+minutos\b|\b\d+\s*(?:minutos|horas)\s+(?:por|ao|cada)\s+dia\b",
        ),
        cue(
            "effort",
            0.7,
            r"\bs[óo]\s+(?:precisa|precisas|[ée]\s+preciso)\s+(?:de\s+)?(?:um\s+)?(?:celular|telem[óo]vel"
            r"|telefone)\b",
        ),
        cue(
            "effort",
            0.3,
            r"\b(?:meio\s+per[íi]odo|tempo\s+parcial|hor[áa]rio\s+flex[íi]vel|em\s+casa)\b",
        ),
        cue(
            "channel", 0.5, r"\b(?:envie|mande|manda)(?:-me|-nos)?\s+(?:uma\s+)?(?:mensagem|sms)\b"
        ),
        cue(
            "urgency",
            0.7,
            r"\bvagas\s+limitadas\b|\b(?:s[óo]|[úu]ltimas|apenas)\s+\d+\s+vagas\b"
            r"|\b(?:os|as)\s+primeir[oa]s\s+\d+\b",
        ),
        cue("urgency", 0.5, r"\bn[ãa]o\s+(?:perca|percas)\s+(?:esta|essa|a)\s+oportunidade\b"),
        cue(
            "urgency",
            0.4,
            r"\burgente\b|\bimediatamente\b|\bo\s+quanto\s+antes\b|\bo\s+mais\s+r[áa]pido\s+poss[íi]vel\b"
            r"|\bhoje\s+mesmo\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:pagar|depositar|transferir|recarregar)\s+(?:uma\s+|a\s+|um\s+)?(?:pequena\s+)?"
            r"(?:taxa|dep[óo]sito|inscri[çc][ãa]o|saldo|valor)\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:receber|receber[áa]s?)\s+(?:\w+\s+)?(?:encomendas|pacotes|transfer[êe]ncias|pagamentos"
            r"|dinheiro)\b[^.!?\n]{0,60}?\b(?:reenvi\w+|envi\w+|transferi\w+)\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:pagamentos|transfer[êe]ncias|dinheiro|dep[óo]sitos)\b[^.!?\n]{0,40}?\b(?:na|em)\s+"
            r"(?:sua|tua)\s+(?:pr[óo]pria\s+)?conta\b|\breembols\w+\s+(?:com|no)\s+(?:seu|teu)\s+primeiro\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:treinamento|forma[çc][ãa]o|inscri[çc][ãa]o|cadastro|kit|curso)\b[^.!?\n]{0,40}?"
            r"\b(?:custa|custo|taxa|valor\s+de)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:conta\s+banc[áa]ria|dados\s+banc[áa]rios|chave\s+pix|nif|iban|data\s+de\s+nascimento"
            # Brazil's CPF, not Singapore's pension fund ("my CPF", "CPF contributions")
            r"|(?<!\bmy\s)(?<!\byour\s)(?<!\bthe\s)cpf(?!\s+(?:contribution|account|board|saving|top)))\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:c[óo]pia|foto)\s+(?:do\s+(?:seu|teu)|da\s+(?:sua|tua))\s+(?:rg|identidade|passaporte"
            r"|cart[ãa]o\s+de\s+cidad[ãa]o|documento)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:seu|teu)\s+(?:curr[íi]culo|cv|perfil|n[úu]mero)\s+(?:foi)\s+(?:\w+\s+)?"
            r"(?:aprovado|selecionado|pr[ée]-selecionado|recomendado|escolhido)\b"
            r"|\b(?:voc[êe]|tu)\s+foi\s+(?:selecionad[oa]|escolhid[oa]|aprovad[oa])\b"
            r"|\bfoste\s+(?:selecionad[oa]|escolhid[oa]|aprovad[oa])\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:obtivemos|encontramos|vimos)\s+(?:o\s+)?(?:seu|teu)\s+(?:curr[íi]culo|cv|n[úu]mero|contacto"
            r"|contato)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:est[áa]s?)\s+(?:procurando|[àa]\s+procura\s+de)\s+(?:um\s+)?(?:trabalho|emprego)\b",
        ),
        cue("unsolicited", 0.3, r"\bparab[ée]ns\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bsem\s+entrevista\b|\bentrevista\b[^.!?\n]{0,50}?\b(?:por|via|pelo)\s+(?:chat|mensage\w*"
            r"|whatsapp|telegram|zap)\b"
            r"|\b(?:curr[íi]culo|cv)\s+foi\s+aprovado\b",
        ),
        cue("trivial", 0.4, r"\bmaior(?:es)?\s+de\s+(?:idade|\d{2})\b"),
        cue("trivial", 0.4, r"\bter\s+(?:um\s+)?(?:celular|telem[óo]vel|smartphone|internet)\b"),
    ),
)
