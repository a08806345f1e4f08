"""CPU time the correction detector costs a fresh hook process, per kind of prompt.

    .venv/bin/python benchmarks/bench_corrections.py [--repeats N] [--json]

Each sample is one fresh `python -I -S` process (as the hook runs: nothing compiled or cached yet)
that imports memory_plugin.session.corrections and classifies one prompt, timing its own CPU
(time.process_time) for the import and for the call; rows give the call alone (what the
detection logic costs) and import plus call against the baseline, the same process importing the
module and classifying nothing. Rows: a prompt with no cue word (the common case: the gate
must keep it from compiling patterns), an ordinary request holding weak cues ("i "), an English
correction, corrections in German and Japanese,
and a 40 KB paste of code and log. CPU time, not wall time, so a busy machine inflates it less.
Processes share one plugin data dir (in a temp dir), so a pattern compiled in the warm-up round is
built from its kept form afterwards (session/correction_compiled.py), as in a hook after the
first correction; the row "(nothing kept)" gives the English correction with no kept patterns.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile

import timing

PROMPTS = {
    "no cue word": "Add pagination to the users endpoint.",
    "ordinary request (weak cues)": "Add a test for the parser and run the suite, I think",
    "English correction": "No, use pnpm. We don't use npm here.",
    "German correction": "Nein, das passt so nicht. Die Validierung gehört ins Model.",
    "Japanese correction": "前にも言ったけど、main に直接プッシュしないで。",
    "40 KB paste": "Why does this fail?\n```python\n"
    + "\n".join(f"def f{i}(x):\n    return x + {i}  # no, use pnpm" for i in range(600))
    + "\n```\nLog:\n" + "\n".join(f"INFO step {i} ok" for i in range(1200)),
}
BASELINE = "import only (no prompt)"
NOTHING_KEPT = "English correction (nothing kept)"

_CHILD = """
import sys, time
sys.path.insert(0, {repo!r})
prompt = sys.stdin.read()
start = time.process_time()
from memory_plugin.session import corrections
imported = time.process_time()
if prompt:
    corrections.classify(prompt)
print(imported - start, time.process_time() - imported)
"""


def _trial(name: str, prompt: str, data: str, fresh: bool = False) -> timing.Trial:
    code = _CHILD.format(repo=str(timing.REPO))

    def trial(i: int) -> dict[str, float]:
        if fresh:
            shutil.rmtree(data, ignore_errors=True)
        proc = subprocess.run([timing.real_python(), "-I", "-S", "-c", code], input=prompt,
                              capture_output=True, text=True, timeout=60,
                              env=timing.user_env({**os.environ, "CLAUDE_PLUGIN_DATA": data}),
                              check=True)
        imported, classified = map(float, proc.stdout.split())
        return {f"import + classify: {name}, CPU": imported + classified,
                f"classify alone: {name}, CPU": classified}

    return trial


def run(repeats: int = 20) -> list[dict]:
    with tempfile.TemporaryDirectory(prefix="bench-corrections-") as tmp:
        data = os.path.join(tmp, "data")
        trials = {BASELINE: _trial(BASELINE, "", data)}
        trials.update({name: _trial(name, text, data) for name, text in PROMPTS.items()})
        trials[NOTHING_KEPT] = _trial(NOTHING_KEPT, PROMPTS["English correction"],
                                      os.path.join(tmp, "empty"), fresh=True)
        samples = timing.interleave(trials, repeats)
    base = samples.pop(f"import + classify: {BASELINE}, CPU")
    samples.pop(f"classify alone: {BASELINE}, CPU")
    rows = [timing.row(f"{BASELINE}, CPU", base)]
    for name, values in sorted(samples.items()):
        rows.append(timing.row(name, values, unit="µs" if name.startswith("classify") else "ms",
                               baseline=None if name.startswith("classify") else (BASELINE, base)))
    return rows


def main(argv: list[str] | None = None) -> int:
    return timing.main(__doc__, 20, run, argv)


if __name__ == "__main__":
    sys.exit(main())
