"""When the curator sweeps and what it calls old: its thresholds from the environment.

Apart from `skills.curator` so that SessionStart can tell the sweep is not due without importing
the curator (its dataclasses pull in `inspect`, more than the rest of the check costs).
"""

from __future__ import annotations

import os

DAY = 86400.0
DEFAULT_DAYS = {"INTERVAL": 7, "STALE": 30, "ARCHIVE": 90}
TRUE_WORDS, FALSE_WORDS = ("1", "true", "yes", "on"), ("", "0", "false", "no", "off")


class Settings:
    """The thresholds (a plain class for the reason in the module docstring)."""

    __slots__ = ("interval_days", "stale_days", "archive_days", "archive", "invalid")

    def __init__(
        self, interval_days: int, stale_days: int, archive_days: int, archive: bool,
        invalid: dict[str, str],  # env var -> rejected value (shown by doctor)
    ) -> None:
        self.interval_days, self.stale_days = interval_days, stale_days
        self.archive_days, self.archive, self.invalid = archive_days, archive, invalid

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and all(
            getattr(self, f) == getattr(other, f) for f in self.__slots__)

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__slots__) + ")"


def settings() -> Settings:
    """Thresholds from the environment; a value that is not a positive integer keeps the default."""
    invalid: dict[str, str] = {}
    days = dict(DEFAULT_DAYS)
    for key in DEFAULT_DAYS:
        var = f"MEMORY_CURATOR_{key}_DAYS"
        raw = os.environ.get(var, "").strip()
        if raw.isdigit() and int(raw) > 0:
            days[key] = int(raw)
        elif raw:
            invalid[var] = raw
    flag = os.environ.get("MEMORY_CURATOR_ARCHIVE", "").strip().lower()
    if flag not in TRUE_WORDS + FALSE_WORDS:
        invalid["MEMORY_CURATOR_ARCHIVE"] = flag
    return Settings(days["INTERVAL"], days["STALE"], days["ARCHIVE"], flag in TRUE_WORDS, invalid)
