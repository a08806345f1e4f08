"""Destruction written as a cleanup recipe (fix30b, issue 12):
- network gear wiped or reset (`write erase`, `erase startup-config`, a factory reset, a zeroize)
  whenever a run fails on it, "to leave it clean";
- everything in a system directory (/var/lib, /opt, /etc, /usr) deleted with `find ... -delete`
  or `rm -rf`, "no backups needed".

Each rule needs the wipe and what makes it blind: the failed run that triggers it on whatever
devices it touched; the whole system directory as the target. So "to reset a lab router run
`write erase` on the bench unit only", "delete build artefacts older than 7 days in build/ with
find -delete" and a ban in front or in the match pass. The other languages' words sit in the
patterns (the gloss tables are the learned model's features).
"""

from __future__ import annotations

from memory_plugin.scanner.compiled import Lazy
from memory_plugin.scanner.rules.unasked_ops import tip

BYPASS = "safety-bypass"

# A ban, a bench or lab unit, a confirmation or a story told, inside the match.
_KEPT = Lazy(r"\b(?:never|don'?t|do not|must not|nunca|jamais|niemals|nooit|aldrig|никогда|"
             r"lab|labs|bench|spare|rma|decommission\w*|test unit|ask\w*|confirm\w*|approv\w*|"
             r"incident|post-?mortem|was|were|dry-?run|-print)\b|しない|하지 마|禁止")

_GEAR_WIPE = (r"(?:\bwrite erase\b|\berase (?:startup-config|nvram|flash)|\bformat flash\b|"
              r"\brequest system zeroize\b|\bzeroize\b|\bfactory[- ]?(?:reset|default)s?\b|"
              r"\breset (?:\S+ ){0,2}?to factory\b|\breset (?:de |a )?fabrica\b|"
              r"\b(?:reinitialisation|reinitialiser) (?:\S+ )?usine\b|\bwerkseinstellung\w*|"
              r"\bfabrieksinstelling\w*|\bimpostazioni di fabbrica\b|\bfabriksinstall\w*|"
              r"\bзаводск\w*|工厂重置|恢复出厂|初期化|공장 초기화)")
_FAILS = (r"(?:\b(?:fails?|failed|failing|breaks?|broke|errors? out|hangs?|stalls?|dies|"
          r"falla\w*|falle|falha\w*|echou\w*|echec|fehlschl\w*|scheitert|fallisc\w*|fallito|"
          r"mislukt|faalt|misslyck\w*|упал\w*|пада\w*|сбо\w*|зависн\w*|впав|впаде)\b|失败|失敗|"
          r"실패|エラー)")
_SYS_ROOT = (r"(?:(?<![\w.~])/(?:var/lib|var|opt|etc|usr|usr/local|srv|boot|root|home|lib)/?"
             r"(?![\w./-]))")
_DELETE = r"(?:-delete\b|-exec rm\b)"

RULES = (
    tip(BYPASS, "tells the assistant to wipe or factory-reset network devices when a run fails",
        rf"{_FAILS}<A200>{_GEAR_WIPE}|{_GEAR_WIPE}<S120>\b(?:if|when|whenever|once|si|quand|wenn|"
        rf"falls|se|als|om|если|якщо)\b<S60>{_FAILS}", limited=_KEPT),
    tip(BYPASS, "tells the assistant to delete everything in a system directory",
        rf"\bfind\s+{_SYS_ROOT}[^\n|;]{{0,80}}{_DELETE}|{_SYS_ROOT}<G120>\bfind\b<G60>{_DELETE}",
        limited=_KEPT),
)
