"""The project's code and data sent to a private mailbox or account (fix26c, issue 12): schema dumps,
migration files, database exports, source or customer records mailed, forwarded or synced to
someone's private or personal Gmail, inbox, drive or cloud account, as routine.

"Never mail schema dumps to a personal Gmail", "send the migration summary to the team's review
list" and "the user keeps their CV in their private Gmail" pass: a ban in front, a place the team
owns, or data that is not the project's. Other languages arrive through the gloss.
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rule import Rule
from memory_plugin.scanner.rules.sabotage import NEG_ANY

EXFIL = "exfiltration"

# The project's code and data.
_PROJECT_DATA = (r"(?:schema ?(?:dumps?|files?|exports?)|(?:db |db_|db-|dbd|database|sql|mysql|pg_|pg )"
                 r"?(?:dumps?|exports?|backups?|snapshots?)|pg_dump\w*|mysqldump\w*|migrations?(?: ?files?| "
                 r"scripts?)?|migrationsfil\w*|schemadump\w*|dumps?|source(?: code)?|code ?base|"
                 r"repo(?:sitory)?|diffs?|patch(?:es)?|\.env\b|env files?|config files?|"
                 r"customer (?:data|records?|lists?|tables?)|user tables?|production data)")
_SEND = (r"(?:send\w*|sent|mail\w*|email\w*|e-mail\w*|forward\w*|upload\w*|sync\w*|cop(?:y|ies|ied)|"
         r"bcc|attach\w*|push\w*|back\w* up|ship\w*|deliver\w*|transfer\w*)")
_SEND_MID = rf"(?:{_SEND}|cc)"  # "cc" never starts a match: two letters name too many places
# A mailbox or account that one person holds outside the company.
_BOX = (r"(?:(?:private|personal|privat\w*|persönlich\w*|personnel\w*|personal\w*)"
        r" (?:\S+ )?(?:gmail|g-mail|email|e-mail|mail|inbox|mailbox|address|account|drive|dropbox|"
        r"icloud|onedrive|cloud|server|laptop|machine)\w*|"
        r"\b(?:gmail|g-mail|googlemail|yahoo|hotmail|outlook\.com|proton ?mail|icloud|gmx|"
        r"mail\.ru|yandex|qq\.com|163\.com|naver|daum)\b)")
# ... or a free mail address, found only after the data and the sending (no literal starts it)
_PRIVATE_BOX = rf"(?:{_BOX}|[\w.+-]+@(?:gmail|yahoo|hotmail|proton|icloud|gmx|outlook)\.)"
_NEEDS = rf"{_BOX}|@(?:gmail|yahoo|hotmail|proton|icloud|gmx|outlook)\."
# A safeguard or a place the team owns in the match.
_SAFE = Lazy(r"\b(?:never|not|don'?t|do not|must not|anon[iy]mi\w*|synthetic|fake|dummy|redact\w*|"
             r"mask\w*|team'?s?|company|corporate|work (?:e-?mail|account)|internal|shared)\b")

RULES = (
    Rule(EXFIL, "tells the assistant to send the project's code or data to a private mailbox",
         rf"\b{_PROJECT_DATA}\b<S120>\b{_SEND_MID}\b<S80>(?:\b|(?<=\W)){_PRIVATE_BOX}|"
         rf"\b{_SEND}\b<S80>\b{_PROJECT_DATA}\b<S80>(?:\b|(?<=\W)){_PRIVATE_BOX}|"
         rf"\b{_BOX}<S80>\b{_SEND_MID}\b<S80>\b{_PROJECT_DATA}\b|"
         rf"\b{_PROJECT_DATA}\b<S120>(?:\b|(?<=\W)){_PRIVATE_BOX}<S40>\b{_SEND_MID}\b",  # the verb last
         views="f", unless_before=NEG_ANY, needs=_NEEDS, check=lambda m: _SAFE.search(m) is None),
)
