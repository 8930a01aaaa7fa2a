"""French job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

from __future__ import annotations

from agent.reply.scam_base import cue
from agent.reply.scam_lang_common import LangTable, PassOn, Unlock, pass_on_cues, unlock_cues

_UNITS = (
    r"(?:\bpar|\bchaque|/)\s*(?:jour|journ[ée]e|semaine|t[âa]che|mission|colis|avis|like|vid[ée]o|commande"
    r"|clic|sondage)s?\b|\bquotidien(?:ne)?s?\b|\bhebdomadaires?\b|\bla\s+journ[ée]e\b"
)
_HOURS = r"(?:\bpar|\bde\s+l'|/)\s*(?:heure|h)\b"
_PAY = (
    r"\b(?:gagn(?:er|ez|e|es|erez|ant)|revenus?\s+(?:suppl[ée]mentaires?|compl[ée]mentaires?)"
    r"|commissions?)\b"
)
_APPLIED = r"\b(?:votre|ta)\s+candidature\b|\bvous\s+avez\s+postul[ée]\b"

# A cheque or customers' money paid into the reader's account, then sent on ("le reste").
_PASS_ON = PassOn(
    take=r"\bch[èe]ques?\b|\b(?:recevoir|recevrez|recevez|réceptionner)\s+(?:\S+\s+){0,4}?"
    r"(?:paiements?|virements?|fonds|l'argent|de\s+l'argent)\s+(?:\S+\s+){0,4}?(?:sur\s+)?(?:votre|ton)\s+"
    r"(?:propre\s+)?compte\b|\b(?:versé|viré|crédité)\w*\s+(?:\S+\s+){0,3}?(?:par\s+erreur|en\s+trop)",
    onward=r"\b(?:reverser|reversez|transférer|transférez|renvoyer|renvoyez|rembourser|remboursez"
    r"|virer|virez)\s+(?:\S+\s+){0,3}?(?:le\s+reste|la\s+différence|le\s+surplus|l'excédent|à\s+notre"
    r"|à\s+nos|les\s+fonds)|\ble\s+reste\b|\bla\s+différence\b|\bcartes?[\s-]cadeaux?\b|\bfournisseur\w*",
    agent=r"\bagent\s+de\s+(?:paiements?|transferts?)\b|\bagent\s+financier\s+(?:régional|local)\b",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:activer|débloquer|déverrouiller|activation|déblocage)\s+(?:\S+\s+){0,2}?(?:compte"
    r"|tâches|missions|niveau)\b",
    pay=r"\b(?:verser|versez|recharger|rechargez|recharge|(?:effectuer|faire|effectuez|faites)\s+un\s+dépôt|PCS|Transcash)\b",
    back=r"\b(?:remboursé\w*|rendu\w*|restitué\w*|récupérez)\b[^.!?\n]{0,40}?\b(?:premi\w+|commission"
    r"|tâche|mission|paie)\w*",
)

TABLE = LangTable(
    _UNITS,
    _HOURS,
    _PAY,
    _APPLIED,
    (
        *pass_on_cues(_PASS_ON),
        *unlock_cues(_UNLOCK),
        cue(
            "effort",
            0.7,
            r"\bdepuis\s+(?:votre|ton|son)\s+(?:t[ée]l[ée]phone|smartphone|canap[ée]|domicile|mobile)\b"
            r"|\bdepuis\s+chez\s+(?:vous|toi)\b",
        ),
        cue(
            "effort",
            0.5,
            r"\b(?:sans|aucune|pas\s+besoin\s+d')\s*(?:\w+\s+)?exp[ée]rience\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:t[âa]ches|travail|missions?)\s+(?:tr[èe]s\s+)?(?:simples?|faciles?)\b"
            r"|\btemps\s+libre\b|\bquelques\s+minutes\b|\b\d+\s*(?:minutes|heures|h)\s+par\s+jour\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:juste|seulement)\s+(?:besoin\s+d'|d')\s*un\s+(?:t[ée]l[ée]phone|smartphone|portable)\b",
        ),
        cue(
            "effort",
            0.3,
            r"\b(?:temps\s+partiel|horaires?\s+flexibles?|[àa]\s+domicile|t[ée]l[ée]travail)\b",
        ),
        cue(
            "channel",
            0.5,
            r"\b(?:envoyez|envoie)(?:-moi|-nous)?\s+(?:un\s+)?(?:message|sms|texto)\b",
        ),
        cue(
            "urgency",
            0.7,
            r"\bplaces\s+limit[ée]es\b|\b(?:seulement|plus\s+que|derni[èe]res)\s+\d+\s+places\b"
            r"|\bles\s+\d+\s+premi[èe]r(?:e|)s\b",
        ),
        cue(
            "urgency",
            0.5,
            r"\bne\s+(?:manquez|rate[zs]?)\s+pas\s+(?:cette|l')\s*(?:opportunit[ée]|occasion)\b",
        ),
        cue(
            "urgency",
            0.4,
            r"\burgent\b|\bimm[ée]diatement\b|\bd[èe]s\s+aujourd'hui\b|\bau\s+plus\s+vite\b"
            r"|\ble\s+plus\s+rapidement\s+possible\b",
        ),
        cue(
            "pay_first",
            1.0,
            r"\bfrais\s+(?:d'|de\s+)\s*(?:inscription|dossier|formation|activation|adh[ée]sion)\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:payer|verser|d[ée]poser|recharger)\s+(?:un\s+|des\s+|les\s+|votre\s+)?(?:petit\s+)?"
            r"(?:frais|d[ée]p[ôo]t|acompte|compte|montant)\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:recevoir|recevrez|recevez)\s+(?:\w+\s+)?(?:colis|virements|paiements|fonds|argent)\b"
            r"[^.!?\n]{0,60}?\b(?:r[ée]exp[ée]di\w+|renvoy\w+|transf[ée]r\w+|envoy\w+)\b"
            r"|\br[ée]exp[ée]di\w*\s+(?:les\s+)?colis\b|\bencaisser\s+(?:un|le)\s+ch[èe]que\b"
            # a cheque mailed to buy the equipment from "our approved supplier"
            r"|\bch[èe]que\b[^.!?\n]{0,60}?\b(?:achat|acheter|mat[ée]riel|[ée]quipement|fournisseur)\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:paiements|virements|fonds|argent)\b[^.!?\n]{0,40}?\bsur\s+(?:votre|ton)\s+(?:propre\s+)?"
            r"compte\b|\brembours\w+\s+(?:sur|avec)\s+(?:votre|ton)\s+premier\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:formation|inscription|kit|dossier|activation)\b[^.!?\n]{0,40}?\b(?:co[ûu]te|co[ûu]t\s+de"
            r"|tarif\s+de)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:coordonn[ée]es\s+bancaires|rib|iban|num[ée]ro\s+de\s+s[ée]curit[ée]\s+sociale"
            r"|date\s+de\s+naissance)\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:copie|photo|scan)\s+de\s+(?:votre|ta)\s+(?:pi[èe]ce\s+d'identit[ée]|passeport"
            r"|carte\s+d'identit[ée]|permis)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:votre|ton)\s+(?:cv|profil|curriculum|num[ée]ro)\s+a\s+[ée]t[ée]\s+(?:\w+\s+)?"
            r"(?:approuv[ée]|s[ée]lectionn[ée]|retenu|recommand[ée]|valid[ée])\b"
            r"|\b(?:vous|tu)\s+(?:avez|as)\s+[ée]t[ée]\s+(?:s[ée]lectionn[ée]e?|choisie?)s?\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:nous\s+avons\s+)?(?:trouv[ée]|vu|obtenu|re[çc]u)\s+(?:votre|ton)\s+(?:cv|num[ée]ro"
            r"|contact)\s+(?:sur|via|par)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:cherchez|cherches)[-\s](?:vous|tu)\s+(?:un\s+)?(?:emploi|travail|job)\b",
        ),
        cue("unsolicited", 0.3, r"\bf[ée]licitations\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bsans\s+entretien\b|\bentretien\s+(?:par|via|sur)\s+(?:chat|message|whatsapp|telegram|sms)\b"
            r"|\b(?:cv|profil)\s+a\s+[ée]t[ée]\s+(?:approuv[ée]|valid[ée])\b",
        ),
        cue(
            "trivial",
            0.4,
            r"\b(?:[âa]g[ée]e?s?\s+de\s+)?\d{2}\s+ans\s+(?:ou\s+plus|minimum)\b|\b[êe]tre\s+majeure?\b",
        ),
        cue(
            "trivial",
            0.4,
            r"\bavoir\s+(?:un\s+)?(?:smartphone|t[ée]l[ée]phone|ordinateur|acc[èe]s\s+[àa]\s+internet)\b",
        ),
    ),
)
