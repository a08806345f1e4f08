"""Word lists for the translated view (scanner/gloss.py), plain50: the words a note that claims
someone has authorised the assistant to act without the check the act needs is made of, where the
older tables left them unread: "validated" and "approved" as a past act (French, German), the
assistant's "may" and "can" (French "peut", German "darf", Dutch "mag"), and the officer the act
skips (German "Offizier"). Each was looked up in the gloss first (gloss.gloss): unread. (Spanish
"puede", Portuguese "pode", Russian "может" and French "a autorisé" were tried and left out: older
rules read them as written, and an English reading took those matches away.)

Same shape and folding as scanner/gloss_words_deceive47.py (read with the world group,
_world_tables, registered last: the learned models' features leave it out). Pure data.
"""

from __future__ import annotations

FRENCH: tuple[tuple[str, str], ...] = (
    ("validated", "a validé|ont validé"),
    ("can", "peut"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("approved", "hat freigegeben|hat genehmigt|hat erlaubt"),
    ("may", "darf"),
    ("officer", "offizier|offiziers"),
)

DUTCH: tuple[tuple[str, str], ...] = (
    ("may", "mag"),
)

PLAIN50: tuple[tuple[str, str], ...] = FRENCH + GERMAN + DUTCH
