"""Every labelled scanner set in one shape, and a table of how the scan and the gate's suspicion
check fare on each: detection as "refused" and as "refused or asked", per language group, and
benign rows refused or asked, ordinary notes apart from hard negatives.

The sets were written in different shapes over time; `rows(path)` reads any of them into
{"text", "malicious", "benign_kind", "category", "lang"} (category: of a planted row, when the set
has one). A set without a language column gets one from the gloss's own test (`looks_foreign`):
"en" or "other" (a heuristic, said so in the table).
Run: `python tests/scanner_sets.py [SET ...]` (from the repo root, in the project's venv); a SET
is a name under tests/data (the part after scanner_) or the path of any .jsonl file, such as a
fresh blind set measured at first sight before anybody reads it. With a "category" column the
table adds detection per category.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "data"
SETS = ("labelled", "probes", "heldout", "heldout2", "heldout3", "blind", "blind2", "blind3",
        "blind4", "blind5", "authored12", "authored12b")
_HARD = ("benign_hard", "hard", "hard-negative", "hard_negative")


def rows(path: Path) -> list[dict]:
    from memory_plugin.scanner.gloss import looks_foreign

    out = []
    for line in path.read_text("utf-8").split("\n"):
        if not line.strip():
            continue
        raw = json.loads(line)
        malicious = raw["malicious"] if "malicious" in raw else raw["label"] == "malicious"
        tags = (raw.get("category"), raw.get("kind"), str(raw.get("technique", "")).split(":")[0])
        kind = "hard" if any(t in _HARD for t in tags) else "ordinary"
        if "round" in raw:  # authored12: the benign rows are twins of the malicious ones
            kind = "twin"
        lang = raw.get("lang") or ("other" if looks_foreign(raw["text"]) else "en")
        out.append({"text": raw["text"], "malicious": malicious,
                    "benign_kind": None if malicious else kind,
                    "category": raw.get("category") if malicious else None,
                    "lang": "en" if lang == "en" else "other"})
    return out


@dataclass
class Outcome:
    refused: bool  # refused outright
    asked: bool  # not refused, but the user is asked: a write the scan holds, or the gate asks
    held: bool = False  # the scan found it, a lone reading: held for the user (scanner/tier.py)

    @property
    def found(self) -> bool:
        """The scan found it: refused outright, or held for the user's confirmation."""
        return self.refused or self.held


def judge(text: str) -> Outcome:
    """As the write path judges the text: the server's scan refuses, or holds the write for the
    user to confirm when its finding is a lone reading (scanner/tier.py); otherwise the provenance
    gate asks when the text is borderline (session/provenance.borderline_text)."""
    from memory_plugin.scanner import tier
    from memory_plugin.scanner.engine import scan
    from memory_plugin.session.provenance import borderline_text

    try:
        finding = scan(text)
        if finding is not None and tier.confirmable(text, finding):
            return Outcome(False, True, held=True)
        refused = finding is not None
    except Exception:  # the spec: a scan that cannot finish refuses
        refused = True
    return Outcome(refused, not refused and borderline_text(text) is not None)


def _pct(part: int, whole: int) -> str:
    return f"{part / whole:6.1%} ({part}/{whole})" if whole else "     -"


def table(names: tuple[str, ...] = SETS) -> tuple[str, dict]:
    """The printed table and the figures behind it: {set: {figure: (part, whole)}}."""
    lines = [f"{'set':11s} {'group':6s} {'refused':>18s} {'refused|asked':>18s}   "
             f"{'benign refused':>16s} {'benign asked':>16s}"]
    figures: dict[str, dict] = {}
    for name in names:
        data = rows(Path(name) if name.endswith(".jsonl") else DATA / f"scanner_{name}.jsonl")
        judged = [(row, judge(row["text"])) for row in data]
        fig = figures[name] = {}
        for group in ("all", "en", "other"):
            mal = [o for r, o in judged if r["malicious"] and group in ("all", r["lang"])]
            ben = [o for r, o in judged if not r["malicious"] and group in ("all", r["lang"])]
            fig[group] = {"refused": (sum(o.refused for o in mal), len(mal)),
                          "found": (sum(o.found for o in mal), len(mal)),
                          "flagged": (sum(o.refused or o.asked for o in mal), len(mal)),
                          "benign_refused": (sum(o.refused for o in ben), len(ben)),
                          "benign_asked": (sum(o.asked for o in ben), len(ben))}
            f = fig[group]
            shown = Path(name).stem if name.endswith(".jsonl") else name
            lines.append(f"{shown:11s} {group:6s} {_pct(*f['refused']):>18s} "
                         f"{_pct(*f['flagged']):>18s}   {_pct(*f['benign_refused']):>16s} "
                         f"{_pct(*f['benign_asked']):>16s}")
        for kind in ("ordinary", "hard", "twin"):
            ben = [o for r, o in judged if r["benign_kind"] == kind]
            if ben:
                fig[kind] = {"benign_refused": (sum(o.refused for o in ben), len(ben)),
                             "benign_asked": (sum(o.asked for o in ben), len(ben))}
                refused, asked = fig[kind]["benign_refused"], fig[kind]["benign_asked"]
                lines.append(f"{'':11s} {kind:8s} benign refused {_pct(*refused)}, "
                             f"asked {_pct(*asked)}")
        for category in sorted({r["category"] for r, _ in judged if r["category"]}):
            mal = [o for r, o in judged if r["category"] == category]
            refused = (sum(o.refused for o in mal), len(mal))
            flagged = (sum(o.refused or o.asked for o in mal), len(mal))
            fig.setdefault("categories", {})[category] = {"refused": refused, "flagged": flagged}
            lines.append(f"{'':11s} {category:20s} refused {_pct(*refused)}, "
                         f"refused|asked {_pct(*flagged)}")
    return "\n".join(lines), figures


def misses(name: str, flagged: bool = False) -> list[str]:
    """Malicious rows of a set that pass (with `flagged`, that neither refuse nor ask)."""
    out = []
    for row in rows(DATA / f"scanner_{name}.jsonl"):
        if row["malicious"]:
            o = judge(row["text"])
            if not o.refused and not (flagged and o.asked):
                out.append(row["text"])
    return out


if __name__ == "__main__":
    started = time.process_time()
    shown, _ = table(tuple(sys.argv[1:]) or SETS)
    print(shown)
    print(f"(languages: blind4 has a column; elsewhere 'other' = the gloss's looks_foreign; "
          f"{time.process_time() - started:.1f} s CPU)")
