"""Word lists for the translated view (scanner/gloss.py), plain50: the words a note that claims
someone has authorised the assistant to act without the check the act needs is made of, where the
older tables left them unread: "validated", "authorised", "approved" as a past act (French,
German, Spanish, Portuguese), the assistant's "may" and "can" (French "peut", German "darf",
Russian "может", Spanish "puede", Portuguese "pode", Dutch "mag"), and the officer the act skips
(German "Offizier"). Each was looked up in the gloss first (gloss.gloss): unread.

Same shape and folding as scanner/gloss_words_deceive47.py (read with the world group,
_world_tables, registered last: the learned models' features leave it out). Pure data.
"""

from __future__ import annotations

FRENCH: tuple[tuple[str, str], ...] = (
    ("validated", "a validé|ont validé|a approuvé|a autorisé|ont autorisé"),
    ("can", "peut"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("approved", "hat freigegeben|hat genehmigt|hat erlaubt"),
    ("may", "darf"),
    ("officer", "offizier|offiziers"),
)

SPANISH: tuple[tuple[str, str], ...] = (
    ("authorized", "autorizó|ha autorizado|aprobó|ha aprobado"),
    ("can", "puede"),
)

PORTUGUESE: tuple[tuple[str, str], ...] = (
    ("authorized", "autorizou|aprovou"),
    ("can", "pode"),
)

RUSSIAN: tuple[tuple[str, str], ...] = (
    ("can", "может"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("may", "mag"),
)

PLAIN50: tuple[tuple[str, str], ...] = (FRENCH + GERMAN + SPANISH + PORTUGUESE + RUSSIAN
                                        + DUTCH)
