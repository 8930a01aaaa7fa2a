"""Spanish job-scam cues: pay per day or task, no experience, WhatsApp, fees, approved CVs."""

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
    r"\b(?:al|por|cada|a\s+la|por\s+cada)\s+(?:d[ií]a|semana|tarea|like|me\s+gusta|v[ií]deo"
    r"|rese[ñn]a|pedido|paquete|env[ií]o|orden|clic|click|encuesta|publicaci[óo]n|misi[óo]n)s?\b"
    r"|\bdiari[oa]s?\b|\bsemanal(?:es)?\b|\b/\s*d[ií]a\b"
)
_HOURS = r"\b(?:por|la|cada|/)\s*hora\b"
_PAY = r"\b(?:gan(?:a|ar|e|es|ará|arás|ando|ancias?)|ingresos?|comisi[óo]n(?:es)?|pagamos)\b"
_APPLIED = r"\b(?:tu|su)\s+(?:postulaci[óo]n|candidatura|solicitud)\b|\b(?:te|se)\s+postul[óo]\b"
# A payment for the visa or permit paperwork of a job abroad, made before travelling.
_FEES = AdvanceFee(
    fee=r"\b(?:pago|cobro|costo|cuota|abono)\s+de\s+[^!?\n]{0,30}?\b(?:para|por)\s+(?:el\s+|la\s+)?"
    r"(?:tr[áa]mite|visa|permiso|gesti[óo]n|pasaje|examen\s+m[ée]dico|reserva)\b"
    r"|\b(?:cuota|tarifa|pago|costo|cargo)\s+(?:de\s+)?(?:inscripci[óo]n|registro|capacitaci[óo]n"
    r"|activaci[óo]n|afiliaci[óo]n|formaci[óo]n|apertura|colocaci[óo]n|gesti[óo]n|tr[áa]mite|visado"
    r"|visa)\b",
    ahead=r"\b(?:pagar|depositar|abonar|transferir)\s+[^.!?\n]{0,40}?\bantes\s+de\s+(?:la\s+|el\s+)?"
    r"(?:entrevista|viajar|viaje|salida|firmar|empezar|comenzar)\b|\bpor\s+adelantado\b",
    payee=r"\bcuenta\s+(?:personal|a\s+nombre\s+de)\b",
    covered=r"\b(?:empresa|compa[ñn][íi]a|empleador)\s+(?:\w+\s+){0,3}?(?:cubre|paga|asume|costea"
    r"|cubrir[áa]|pagar[áa])\b|\b(?:cubiert[oa]s?|pagad[oa]s?|asumid[oa]s?)\s+por\s+(?:la\s+|el\s+)?"
    r"(?:empresa|compa[ñn][íi]a|empleador)\b|\ba\s+cargo\s+de\s+la\s+empresa\b|\bgratuit\w*|\bsin\s+(?:ning[úu]n\s+)?(?:costo|cargo)\b|\bno\s+cobramos\b",
)

# Customers' payments into the reader's account, forwarded; a cheque; a sum paid "by mistake".
_PASS_ON = PassOn(
    take=r"\bcheques?\b|\b(?:recibir\w*|recib[ae]s?)\s+(?:\S+\s+){0,3}?(?:en|a)\s+(?:su|tu)\s+"
    r"(?:propia\s+)?cuenta\s+(?:bancaria|personal)\b|\b(?:pagos|transferencias|dinero|dep[óo]sitos"
    r"|fondos)\s+(?:\S+\s+){0,4}?(?:en|a)\s+(?:su|tu)\s+(?:propia\s+)?cuenta\b"
    r"|\b(?:ingresad|transferid|depositad|pagad)\w*\s+(?:\S+\s+){0,3}?(?:por\s+error|de\s+m[áa]s)\b",
    onward=r"\breenvi\w*|\breenví\w*|\b(?:transfer|envi|enví|devolv|devuelv)\w*\s+(?:\S+\s+){0,3}?"
    r"(?:el\s+resto|la\s+diferencia|el\s+excedente|a\s+nuestros?\s+(?:\w+\s+)?(?:proveedor|socio)\w*)"
    r"|\bel\s+resto\b|\bla\s+diferencia\b|\btarjetas?\s+(?:de\s+)?regalo\b|\bproveedor\w*",
    agent=r"\bagente\s+(?:de\s+)?(?:pagos|cobros|transferencias)\b|\bgestor\s+de\s+pagos\b",
)
_UNLOCK = Unlock(
    unlock=r"\b(?:desbloquear|activar|liberar|subir\s+de)\s+(?:\S+\s+){0,4}?(?:tareas?|cuenta|nivel"
    r"|misiones|pedidos)\b",
    pay=r"\b(?:recargar|depositar|dep[óo]sito|recarga|ingresar|ingreso\s+de)\b",
    back=r"\b(?:recuperas?|devuelt[oa]|reembolsad[oa]|de\s+vuelta|te\s+devolvemos)\b[^.!?\n]{0,40}?"
    r"\b(?:comisi[óo]n|primer[oa]?|tarea|final\s+del\s+d[ií]a)\b",
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
        # a place held only for those who send their papers at once
        cue(
            "urgency",
            0.6,
            r"\bpara\s+(?:apartar|reservar|asegurar)\s+(?:tu\s+|su\s+)?(?:cupo|lugar|plaza|vacante)\b",
        ),
        cue(
            "effort",
            0.7,
            r"\bdesde\s+(?:tu|su)\s+(?:casa|hogar|celular|m[óo]vil|tel[ée]fono)\b"
            r"|\btrabaj\w*\s+desde\s+casa\b",  # as the English "work from home"
        ),
        cue(
            "effort",
            0.5,
            r"\b(?:sin|no\s+(?:se\s+)?(?:requiere|necesita|necesitas|pedimos))\s+(?:\w+\s+)?experiencia\b",
        ),
        cue(
            "effort",
            0.7,
            r"\b(?:tareas|trabajos?)\s+(?:muy\s+)?(?:simples|sencill[oa]s|f[áa]ciles)\b"
            r"|\btiempo\s+libre\b|\bunos\s+(?:pocos\s+)?minutos\b",
        ),
        cue("effort", 0.7, r"\b\d+\s*(?:minutos|horas)\s+(?:al|por|cada)\s+d[ií]a\b"),
        cue(
            "effort",
            0.7,
            r"\bs[óo]lo\s+(?:necesitas|requieres|se\s+necesita)\s+(?:un\s+)?(?:celular|m[óo]vil|tel[ée]fono)\b",
        ),
        cue(
            "effort",
            0.3,
            r"\b(?:medio\s+tiempo|tiempo\s+parcial|horario\s+flexible|desde\s+casa)\b",
        ),
        cue(
            "channel",
            0.5,
            r"\b(?:env[ií]a|manda|escr[ií]be)(?:me|nos)?\s+(?:un\s+)?(?:mensaje|sms)\b",
        ),
        cue(
            "urgency",
            0.7,
            r"\b(?:plazas|cupos|vacantes|lugares)\s+limitad[oa]s\b"
            r"|\b(?:s[óo]lo|[úu]ltim[oa]s)\s+\d+\s+(?:plazas|cupos|vacantes|lugares)\b"
            r"|\b(?:l[oa]s)\s+primer[oa]s\s+\d+\b",
        ),
        cue("urgency", 0.5, r"\bno\s+(?:pierdas|dejes\s+pasar)\s+(?:esta|la)\s+oportunidad\b"),
        cue(
            "urgency",
            0.4,
            r"\burgente\b|\bde\s+inmediato\b|\binmediatamente\b|\bcuanto\s+antes\b"
            r"|\blo\s+antes\s+posible\b|\bhoy\s+mismo\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:pagar|depositar|abonar|transferir|recargar)\s+(?:una\s+|la\s+|un\s+)?(?:peque[ñn]a\s+)?"
            r"(?:cuota|tarifa|dep[óo]sito|inscripci[óo]n|saldo|monto)\b",
        ),
        cue(
            "through_you",
            1.0,
            r"\b(?:recibir|recibir[áa]s|recibes)\s+(?:\w+\s+)?(?:paquetes|transferencias|pagos|dinero)\b"
            r"[^.!?\n]{0,60}?\b(?:reenvi\w+|envi\w+|transferi\w+)\b|\breenv[ií]\w*\s+(?:los\s+)?paquetes\b",
        ),
        cue(
            "through_you",
            0.8,
            r"\b(?:pagos|transferencias|dinero|dep[óo]sitos)\b[^.!?\n]{0,40}?\b(?:en|a)\s+(?:tu|su)\s+"
            r"(?:propia\s+)?cuenta\b|\breembols\w+\s+(?:con|en)\s+(?:tu|su)\s+primer\b",
        ),
        cue(
            "pay_first",
            0.8,
            r"\b(?:capacitaci[óo]n|inscripci[óo]n|registro|kit|curso)\b[^.!?\n]{0,40}?"
            r"\b(?:tiene\s+un\s+)?(?:costo|cuesta|cuota|tarifa)\b",
        ),
        cue(
            "identity",
            1.0,
            r"\b(?:cuenta\s+bancaria|datos\s+bancarios|clabe|cbu|curp|fecha\s+de\s+nacimiento)\b",
        ),
        cue(
            "identity",
            0.8,
            r"\b(?:copia|foto)\s+(?:de\s+(?:tu|su)|del)\s+(?:identificaci[óo]n|pasaporte|dni|c[ée]dula"
            r"|ine)\b",
        ),
        cue(
            "unsolicited",
            0.7,
            r"\b(?:tu|su)\s+(?:curr[ií]cul(?:um|o)|cv|perfil|n[úu]mero)\s+(?:ha\s+sido|fue)\s+(?:\w+\s+)?"
            r"(?:aprobad[oa]|seleccionad[oa]|preseleccionad[oa]|recomendad[oa]|elegid[oa])\b"
            r"|\b(?:has|ha)\s+sido\s+(?:seleccionad[oa]|elegid[oa]|aprobad[oa]|preseleccionad[oa])\b",
        ),
        cue(
            "unsolicited",
            0.5,
            r"\b(?:obtuvimos|encontramos|vimos|recibimos)\s+(?:tu|su)\s+(?:curr[ií]cul(?:um|o)|cv|n[úu]mero"
            r"|contacto)\s+(?:en|de|a\s+trav[ée]s)\b",
        ),
        cue(
            "unsolicited",
            0.6,
            r"\b(?:est[áa]s|est[áa])\s+buscando\s+(?:un\s+)?(?:trabajo|empleo)\b",
        ),
        cue("unsolicited", 0.3, r"\b(?:felicidades|felicitaciones|enhorabuena)\b"),
        cue(
            "no_vetting",
            0.7,
            r"\bsin\s+entrevista\b|\bentrevista\s+(?:por|v[ií]a|a\s+trav[ée]s\s+de)\s+(?:chat|mensaje|"
            r"whatsapp|telegram)\b|\b(?:curr[ií]cul(?:um|o)|cv)\s+(?:ha\s+sido|fue)\s+aprobad[oa]\b",
        ),
        cue("trivial", 0.4, r"\bmayor(?:es)?\s+de\s+(?:edad|\d{2})\b"),
        cue(
            "trivial",
            0.4,
            r"\b(?:tener|contar\s+con)\s+(?:un\s+)?(?:celular|tel[ée]fono|m[óo]vil|internet)\b",
        ),
        # a fee or an exam paid into a named person's wallet account before hiring
        cue(
            "pay_first",
            1.0,
            r"\b(?:consignar|transferir|depositar|pagar|abonar)\s+(?:\S+\s+){0,3}?a\s+(?:la\s+)?"
            r"cuenta\s+(?:\S+\s+){0,4}?a\s+nombre\s+de\s+(?:la\s+|el\s+)?(?:doctor|doctora|señor"
            r"|señora|encargad|representante|asesor|coordinador)\w*",
        ),
    ),
)
