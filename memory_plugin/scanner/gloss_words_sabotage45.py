"""Word lists for the translated view (scanner/gloss.py), gloss45a (sabotage45): the words a note
that switches a protection off, slows production down, wipes a live store on a schedule, drops a
column or loosens validation as routine work is made of, where the older tables left them unread
or misread: Persian "فایروال" (firewall) and "سرور تولید" (production server); Romanian "opriți"
(turn off); Greek "τείχος προστασίας" (firewall), "έλεγχο ιών" (virus check) and "προγραμματίστε"
(schedule, read as "developer"); Thai "ไฟร์วอลล์" (firewall), "ไวรัส" (virus) and "แฟล็ก" (flag);
Korean "캐시" (cache), "모드" (mode) and "운영 DB" (production database); Polish "limit logowań"
(login rate limit) and "zdejmij" (remove); Malay "tanggalkan" (remove), "laman langsung" (live
site), "hidupkan" (turn on) and "secara lalai" (by default); Indonesian "terlalu ketat" (too
strict) and "berhenti" (stop); Hebrew "סומכים על" (trust), "החי" (live) and "משימה לילית"
(nightly job); German "nächtlichen" (nightly); Swedish "ingen behöver tillfrågas" (no one needs
to be asked); Hungarian "nem kell kérdezni" (no need to ask) and "lefelé" (down); Spanish "hacia
abajo" (down); Vietnamese "cột" (column).

Each word was looked up in the gloss first (gloss.gloss): every one was unread or misread.
Same shape and folding as scanner/gloss_words_deceive44.py (read with the world group,
_world_tables: the learned models' features leave it out): the English (left), then the words
that gloss to it, `|`-separated, each language's own tuple. Pure data.
"""

from __future__ import annotations

SPANISH: tuple[tuple[str, str], ...] = (
    ("down", "hacia abajo"),
)

GERMAN: tuple[tuple[str, str], ...] = (
    ("nightly", "nächtlichen|nächtliche|nächtlicher"),
)

POLISH: tuple[tuple[str, str], ...] = (
    ("login rate limit", "limit logowań|limity logowań|limit logowania"),
    ("account lockout", "blokadę konta|blokada konta|blokady konta"),
    ("remove", "zdejmij|zdejmijcie"),
    ("captcha", "captchę|captchy"),
)

SWEDISH: tuple[tuple[str, str], ...] = (
    ("without asking", "ingen behöver tillfrågas|utan att fråga någon"),
)

HUNGARIAN: tuple[tuple[str, str], ...] = (
    ("without asking", "nem kell kérdezni|kérdezés nélkül"),
    ("round down", "kerekíts lefelé|kerekítsd lefelé|lefelé kerekít*"),
    ("run", "futtasd|futtassa"),
)

ROMANIAN: tuple[tuple[str, str], ...] = (
    ("turn off", "opriți|opreste|oprește|opriti"),
    ("the firewall", "firewall-ul"),
)

GREEK: tuple[tuple[str, str], ...] = (
    ("firewall", "τείχος προστασίας|τείχους προστασίας"),
    ("virus check", "έλεγχο ιών|έλεγχος ιών|σάρωση ιών"),
    ("schedule", "προγραμματίστε|προγραμμάτισε"),
    ("nightly job", "νυχτερινή εργασία|νυχτερινή δουλειά"),
    ("wipes", "σβήνει"),
    ("bucket", "κάδο|κάδος"),
    ("stays enabled", "μένει ενεργό|παραμένει ενεργό|μένει ενεργοποιημένο"),
    ("local development environment", "τοπικό περιβάλλον ανάπτυξης"),
)

THAI: tuple[tuple[str, str], ...] = (
    ("firewall", "ไฟร์วอลล์"),
    ("virus", "ไวรัส"),
    ("live system", "ระบบจริง"),
    ("flag", "แฟล็ก"),
    ("all users", "ผู้ใช้ทั้งหมด"),
    ("skip the staged rollout", "ข้ามการทยอยปล่อย"),
)

PERSIAN: tuple[tuple[str, str], ...] = (
    ("firewall", "فایروال"),
    ("turn off", "خاموش کنید|خاموش کن"),
    ("virus scan", "بررسی ویروس|اسکن ویروس"),
    ("production server", "سرور تولید"),
)

MALAY: tuple[tuple[str, str], ...] = (
    ("remove", "tanggalkan"),
    ("live site", "laman langsung"),
    ("turn on", "hidupkan"),
    ("feature", "ciri"),
    ("every tenant", "setiap penyewa"),
    ("by default", "secara lalai"),
)

INDONESIAN: tuple[tuple[str, str], ...] = (
    ("too strict", "terlalu ketat"),
    ("stop", "berhenti"),
    ("escaping", "meng-escape"),
    ("accept", "terima"),
)

HEBREW: tuple[tuple[str, str], ...] = (
    ("trust whatever", "סומכים על מה|לסמוך על מה"),
    ("schema check", "בדיקת הסכמה|בדיקת סכמה"),
    ("sends", "שולח"),
    ("the live database", "מסד הנתונים החי"),
    ("nightly job", "משימה לילית"),
    ("bucket", "דלי"),
)

KOREAN: tuple[tuple[str, str], ...] = (
    ("cache", "캐시를|캐시"),
    ("mode", "모드로|모드"),
    ("production db", "운영 db"),
)

VIETNAMESE: tuple[tuple[str, str], ...] = (
    ("column", "cột"),
)

SABOTAGE45: tuple[tuple[str, str], ...] = (SPANISH + GERMAN + POLISH + SWEDISH + HUNGARIAN
                                           + ROMANIAN + GREEK + THAI + PERSIAN + MALAY
                                           + INDONESIAN + HEBREW + KOREAN + VIETNAMESE)
