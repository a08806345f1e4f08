"""Word lists for the translated view (scanner/gloss.py), sabotage51: the words a note that weakens
a trade's safeguard to nothing, or spends the customer's quota, is made of, where the older tables
left them unread or misread: the alarm as Spanish "alarma"; the interaction filter as Spanish
"filtro de interacciones"; the maximum dose check as French "contrôle de doses maximales"; the
match cutoff as Portuguese "corte de correspondência"; the waiting period as Dutch "wachttijd";
the request limit as Korean "요청 한도"; the low alarm setpoint as Korean "저경보 설정값"; out of
service as German "außer Betrieb"; unmanageable as German "nicht mehr zu bewältigen"; slowed
down as Spanish "retrasaban"; within spec as Portuguese "dentro da especificação"; nobody watches
as Japanese "誰も見ていない"; the quota as Korean "할당량" and "our internal" as "우리 내부".

Each was looked up in the gloss first (gloss.gloss): unread or misread. Same shape and folding as
scanner/gloss_words_plain50.py (read with the world group, _world_tables, registered last: the
learned models' features leave it out). Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("alarm", "alarma"),
    ("interaction filter", "filtro de interacciones"),
    ("slowed down", "retrasaban|retrasaba"),
)

FRENCH: tuple[tuple[str, str], ...] = (
    ("maximum dose check", "contrôle de doses maximales|contrôle des doses maximales"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("match cutoff", "corte de correspondência"),
    ("within spec", "dentro da especificação"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("waiting period", "wachttijd"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("out of service", "außer betrieb"),
    ("unmanageable", "nicht mehr zu bewältigen"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("request limit", "요청 한도"),
    ("low alarm setpoint", "저경보 설정값"),
    ("quota", "할당량"),
    ("our internal", "우리 내부"),
    ("no longer get called", "호출이 줄었"),
)

JAPANESE: tuple[tuple[str, str], ...] = (
    ("nobody watches", "誰も見ていない"),
)

SABOTAGE51: tuple[tuple[str, str], ...] = (SPANISH + FRENCH + PORTUGUESE + DUTCH + GERMAN
                                           + KOREAN + JAPANESE)
