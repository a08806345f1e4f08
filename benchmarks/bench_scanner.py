"""Scanner benchmarks: time to scan typical entries (English and other languages), a full entry and
max-size adversarial input.

Each figure has a baseline measured in the same run on the same text: one casefold plus a single
keyword regex pass (what a keyword-list scanner does). Every text is scanned once before timing
(rules compiled, caches warm), then scans and baselines run interleaved (benchmarks/timing.py).
Cold start is measured in fresh processes: importing the scanner, then the first scan (which
builds the rule table and prefilter index); and a cold SessionStart's scanner work, every note
scanned by store/scan_cache in a fresh process, with nothing kept yet and with the rule table,
its prefilter index and compiled patterns an earlier process kept. Run alone:
`python benchmarks/bench_scanner.py [--repeats N] [--json]`.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

import regex  # noqa: E402
import timing  # noqa: E402

from memory_plugin.scanner import engine as scanner  # noqa: E402

TYPICAL = [
    "Project uses pnpm workspaces; run pnpm install at the repo root before anything else.",
    "Tests: `pytest -q` from the repo root, about 40 s on a laptop; integration tests need docker.",
    "User prefers short answers, no emoji in commit messages, and a test plan in PR descriptions.",
    "The API server is FastAPI on port 8000; the worker is Celery with Redis on 6379.",
    "OPENAI_API_KEY lives in .env (never commit it); CI reads it from the repo secrets.",
    "scripts/fetch.sh uses curl to download fixtures; rerun it after changing fixtures.yaml.",
    "Deploy: merge to release, then the GitHub Action builds the image and rolls out to staging.",
    "Never run rm -rf without asking; the user prefers to be asked before force-pushing.",
]
# Ordinary notes in other languages: these are read through the translated view (scanner/gloss.py),
# so they cost more than English ones of the same length.
TYPICAL_OTHER = [
    "Die Tests laufen mit `make test`; die Integrationstests brauchen Docker und dauern 3 Minuten.",
    "Le déploiement passe par la branche release ; la CI construit puis pousse l'image.",
    "El usuario prefiere respuestas cortas y mensajes de commit en inglés, sin emojis.",
    "Zawsze uruchamiaj testy przez `make test`, a wyniki zapisuj w katalogu build/ przed commitem.",
    "Projeyi derlemek için `npm run build` kullan; testler için önce Docker'ı başlatmak gerekiyor.",
    "テストは `pytest -q` で実行し、統合テストには Docker が必要です。",
]
FULL_ENTRY = "\n".join(TYPICAL * 4)[:2200]
MAX = scanner.MAX_SCAN_CHARS
# A long benign text: project notes, a README-like section and a shell session, to the size cap.
_PROSE = (
    "## Setup\nClone the repo, then run `pnpm install` at the root. The dev server starts with "
    "`pnpm dev` on port 3000; the API lives in services/api and talks to Postgres 16.\n"
    "```sh\n$ make test\npytest -q tests/unit\n412 passed in 38.2s\n"
    "$ git push origin feature\n```\n"
    "Reviewers want a short description, a test plan and screenshots for UI changes. Secrets stay "
    "in the team vault; CI reads them as masked variables.\n"
)
BENIGN_64K = ("\n".join(TYPICAL) + "\n" + _PROSE) * (MAX // len("\n".join(TYPICAL) + _PROSE) + 1)
BENIGN_64K = BENIGN_64K[:MAX]
ADVERSARIAL = {
    "adversarial 64K: override verbs": "ignore all previous " * 3277,
    "adversarial 64K: network tool + $": "curl $ " * 9363,
    "adversarial 64K: send phrases": "send the api key to " * 3276,
    "adversarial 64K: spaced letters": "a " * 32768,
    "adversarial 64K: prose": "lorem ipsum dolor sit amet " * 2427,
}
_KEYWORD = regex.compile(r"\bignore\s+(?:all\s+)?previous\s+instructions\b")


BASELINE = "casefold + one keyword regex"
FAST_ROUNDS = 30  # rounds of the sub-millisecond texts per --repeats, so p99 has 100+ samples


def _baseline(text: str) -> None:
    _KEYWORD.search(text.casefold(), timeout=10)


def _pair(name: str, texts: list[str]) -> dict[str, timing.Trial]:
    """The scan and its baseline as trials; round i takes the i-th text (cycling)."""
    return {
        name: lambda i: timing.timed(scanner.scan_all, texts[i % len(texts)]),
        f"{name} / baseline": lambda i: timing.timed(_baseline, texts[i % len(texts)]),
    }


def _rows(groups: dict[str, list[str]], repeats: int) -> list[dict]:
    trials: dict[str, timing.Trial] = {}
    for name, texts in groups.items():
        for text in texts:  # warm every text first: compiled rules, prefilter memo
            scanner.scan_all(text)
        trials.update(_pair(name, texts))
    samples = timing.interleave(trials, repeats)
    return [timing.row(name, samples[name], baseline=(BASELINE, samples[f"{name} / baseline"]))
            for name in groups]


_COLD = ("import time; t0 = time.perf_counter(); import regex; t1 = time.perf_counter(); "
         "import memory_plugin.scanner.engine as s; t2 = time.perf_counter(); s.scan('x'); "
         "t3 = time.perf_counter(); print(t1 - t0, t2 - t1, t3 - t2)")
# A cold SessionStart's scanner work: no verdict kept for any entry (after a hand edit or a sync
# pull), so every note is scanned in a fresh process. CPU time of the whole process after start.
NOTES = ([f"Service {i} listens on port {7000 + i}; its logs are in /var/log/svc{i}.log."
          for i in range(22)]
         + [f"The user prefers short answers, command first (habit {i})." for i in range(10)]
         + TYPICAL + [FULL_ENTRY[:400]])
_COLD_NOTES = ("import json, sys, time; from memory_plugin.store import scan_cache; "
               "found = scan_cache.verdicts(json.loads(sys.argv[1])); "
               "assert not any(found.values()), found; print(time.process_time())")
_BARE = "import time; print(time.process_time())"
COLD_FIRST = f"cold scan of {len(NOTES)} notes ({sum(map(len, NOTES)):,} chars), nothing kept, CPU"
COLD_KEPT = (f"cold scan of {len(NOTES)} notes ({sum(map(len, NOTES)):,} chars), rules kept, CPU")


def _child_cpu(code: str, *args: str, data: Path | None = None) -> float:
    env = timing.user_env()
    if data is not None:
        env["CLAUDE_PLUGIN_DATA"] = str(data)
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=REPO, env=env,
                         capture_output=True, text=True, check=True).stdout
    return float(out)


def _cold_trial(i: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", _COLD], cwd=REPO, capture_output=True, text=True,
                         env=timing.user_env(), check=True).stdout.split()
    base, imp, first = (float(x) for x in out)
    return {"import regex": base, "import": imp, "first": first}


def _cold(repeats: int) -> list[dict]:
    samples = timing.interleave({"cold": _cold_trial}, repeats)
    base = ("import regex", samples["import regex"])
    rows = [timing.row("import scanner (fresh process)", samples["import"], baseline=base),
            timing.row("first scan (builds the rule table)", samples["first"], baseline=base)]
    with tempfile.TemporaryDirectory(prefix="bench-scanner-") as tmp:
        kept, notes = Path(tmp) / "kept", json.dumps(NOTES)
        _child_cpu(_COLD_NOTES, notes, data=kept)  # keeps table, index, compiled patterns

        def first(i: int) -> float:
            fresh = Path(tmp) / f"fresh{i}"
            try:
                return _child_cpu(_COLD_NOTES, notes, data=fresh)
            finally:
                shutil.rmtree(fresh, ignore_errors=True)

        def again(i: int) -> float:
            (kept / "scan-cache.txt").unlink(missing_ok=True)  # no verdict kept: all scanned
            return _child_cpu(_COLD_NOTES, notes, data=kept)

        samples = timing.interleave({COLD_FIRST: first, COLD_KEPT: again,
                                     "python start": lambda i: _child_cpu(_BARE)}, repeats)
    bare = ("python start, CPU", samples["python start"])
    return rows + [timing.row(name, samples[name], baseline=bare)
                   for name in (COLD_FIRST, COLD_KEPT)]


CPU_FULL = f"full benign entry ({len(FULL_ENTRY):,} chars), CPU time"
CPU_64K = "benign 64 KB of notes and code, CPU time"


# A round's number spelled in letters: digits in the word ("r12") gave every round's text a
# leetspeak view ("rlz", unicode.leet_view) that the text itself does not have (FULL_ENTRY and the
# typical notes have none), and so the rules and index of that view to run: ~7% of the full
# entry's scan measured that was no user's note (speed44).
_ROUND_LETTERS = str.maketrans("-0123456789", "nqxzjvkwyfh")


def _fresh(text: str, i: int) -> str:
    """`text` with its end replaced by a word of round i's own, at the same length: appending would
    push the 64 KB text past the scan's size cap, which refuses it without scanning. The word is
    letters only (_ROUND_LETTERS)."""
    word = " r" + str(i).translate(_ROUND_LETTERS)
    return text[:len(text) - len(word)] + word


def _scanned_clean(text: str) -> None:
    """Scan `text`; raise when the scan finds anything: a benign benchmark text that is refused
    (too long, a scan error, a new rule's false positive) measures a refusal, not a scan."""
    found = scanner.scan_all(text)
    if found:
        raise RuntimeError(f"benchmark text ({len(text):,} chars) was refused: {found[0]}")


def _cpu_rows(repeats: int) -> list[dict]:
    """CPU time of the scanning thread (what the scan budget counts; a loaded machine inflates wall
    time, not this), beside the same baseline's CPU time. Each round scans the text with a word of
    its own in it, as a user's new note is new text: the scan's per-text memos (structure, blanked
    spans) must not answer it. Every round's text must scan clean (see _scanned_clean)."""
    trials: dict[str, timing.Trial] = {}
    for name, text in ((CPU_FULL, FULL_ENTRY), (CPU_64K, BENIGN_64K)):
        _scanned_clean(_fresh(text, -1))
        trials[name] = lambda i, text=text: timing.cpu_timed(_scanned_clean, _fresh(text, i))
        trials[f"{name} / baseline"] = lambda i, text=text: timing.cpu_timed(_baseline,
                                                                             _fresh(text, i))
    samples = timing.interleave(trials, repeats)
    return [timing.row(name, samples[name], baseline=(BASELINE, samples[f"{name} / baseline"]))
            for name in (CPU_FULL, CPU_64K)]


def run(repeats: int = 7) -> list[dict]:
    fast = {"typical entry (~90 chars)": TYPICAL,
            "typical entry, other languages (~90 chars)": TYPICAL_OTHER,
            f"full entry ({len(FULL_ENTRY):,} chars)": [FULL_ENTRY]}
    rows = _rows(fast, repeats * FAST_ROUNDS)
    rows += _cpu_rows(repeats * 3)
    rows += _rows({"benign 64 KB of notes and code": [BENIGN_64K]}, repeats)
    rows += _rows({name: [text[:MAX]] for name, text in ADVERSARIAL.items()}, repeats)
    return rows + _cold(repeats)


def main(argv: list[str] | None = None) -> int:
    return timing.main(__doc__, 7, run, argv)


if __name__ == "__main__":
    sys.exit(main())
