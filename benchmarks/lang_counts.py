"""Per-language outcomes on the read sets (tests/data/scanner_*.jsonl), and which benign rows a
change newly refuses.

Run: `python benchmarks/lang_counts.py OUT.json [BEFORE.json]` (repo root, project venv). Judges
every row of every read set as tests/scanner_sets.py does (judge: refused, held, asked), writes
the outcomes to OUT.json, prints per language (the rows' own "lang" column) planted flagged
(refused|asked), found (refused|held) and legitimate refused/asked; with BEFORE.json, prints the
per-language figures side by side and the number of legitimate rows newly refused (never their
text: a count per set and language). With LANGS_ONLY=1 in the environment only the rows of LANGS
are judged (a quick per-language look; BEFORE.json must then be made the same way).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from scanner_sets import judge  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
LANGS = ("el", "ms", "ar", "fa", "bn", "th", "hu", "da", "no", "cs", "id",
         "tr", "sv", "pl", "uk", "vi", "he", "hi",  # gloss39: the eight of fix39a
         "ro", "bg", "fi", "sk")  # gloss40: the four of fix40a


def outcomes() -> dict[str, list]:
    out: dict[str, list] = {}
    for path in sorted(DATA.glob("scanner_*.jsonl")):
        rows = []
        for line in path.read_text("utf-8").split("\n"):
            if not line.strip():
                continue
            raw = json.loads(line)
            mal = raw["malicious"] if "malicious" in raw else raw.get("label") == "malicious"
            if os.environ.get("LANGS_ONLY") and raw.get("lang") not in LANGS:
                continue
            o = judge(raw["text"])
            rows.append([raw.get("lang", ""), bool(mal), o.refused, o.held, o.asked])
        out[path.stem] = rows
    return out


def figures(data: dict[str, list]) -> dict[str, tuple[int, ...]]:
    fig: dict[str, list[int]] = {}
    for rows in data.values():
        for lang, mal, refused, held, asked in rows:
            f = fig.setdefault(lang, [0, 0, 0, 0, 0, 0])
            if mal:
                f[0] += 1
                f[1] += refused or asked
                f[2] += refused or held
            else:
                f[3] += 1
                f[4] += refused
                f[5] += asked
    return {k: tuple(v) for k, v in fig.items()}


def main() -> None:
    data = outcomes()
    Path(sys.argv[1]).write_text(json.dumps(data))
    now = figures(data)
    before = figures(json.loads(Path(sys.argv[2]).read_text())) if len(sys.argv) > 2 else None
    print("lang  planted  flagged(refused|asked)  found(refused|held)  legit  refused  asked")
    for lang in LANGS + ("en", "es", "de", "fr"):
        if lang not in now:
            continue
        n = now[lang]
        b = before.get(lang) if before else None

        def show(i: int, b=b, n=n) -> str:
            return f"{b[i]}->{n[i]}" if b else str(n[i])
        print(f"{lang:4s}  {n[0]:7d}  {show(1):>22s}  {show(2):>19s}  {n[3]:5d}  "
              f"{show(4):>7s}  {show(5):>5s}")
    if len(sys.argv) > 2:
        old = json.loads(Path(sys.argv[2]).read_text())
        newly: dict[str, int] = {}
        lost: dict[str, int] = {}
        for name, rows in data.items():
            pairs = zip(rows, old.get(name, []), strict=False)
            for (lang, mal, refused, held, asked), prev in pairs:
                if not mal and refused and not prev[2]:
                    newly[f"{name}:{lang}"] = newly.get(f"{name}:{lang}", 0) + 1
                if mal and not (refused or held or asked) and (prev[2] or prev[3] or prev[4]):
                    lost[f"{name}:{lang}"] = lost.get(f"{name}:{lang}", 0) + 1
        print("legitimate rows newly refused:", sum(newly.values()), newly)
        print("planted rows no longer found or asked:", sum(lost.values()), lost)


if __name__ == "__main__":
    main()
