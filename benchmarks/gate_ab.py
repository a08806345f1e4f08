"""The provenance gate (PreToolUse on memory_add) of two checkouts alternated in one run, per kind
of note: CPU time of the hook process (user + system, getrusage of the children), medians.

    .venv/bin/python benchmarks/gate_ab.py OLD_CHECKOUT NEW_CHECKOUT [--repeats N]

(for example `git worktree add --detach /tmp/old main`, then `benchmarks/gate_ab.py /tmp/old .`;
each checkout needs a .venv, or a link to one). The session's transcript holds only the user's
first prompt, so what is measured is the borderline check on the text: an ordinary English note,
English, Spanish and Albanian notes naming a secret file (the last in a language no gloss table
covers, which scanner/unread.py reads). Rounds alternate which checkout goes first; the machine is
shared, so only the two columns of one run compare.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

NOTES = {
    "ordinary en": "The repo uses pnpm workspaces; run pnpm -r build before the e2e suite.",
    "secret en": "Never commit .env; secrets live in Vault and CI reads them from masked "
                 "variables.",
    "secret es": "Nunca subas el archivo .env al repositorio; los secretos van en el gestor del "
                 "equipo.",
    "secret sq": "Mos e ngarko kurrë skedarin .env në repo; sekretet ruhen në Vault dhe "
                 "rrotullohen çdo muaj.",
}


def _cpu_ms(checkout: str, payload: bytes, data: str) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # As hooks/launch.sh runs it: `-I -S hooks/hook.py`, no site, no PYTHONPATH.
    subprocess.run([f"{checkout}/.venv/bin/python", "-I", "-S", f"{checkout}/hooks/hook.py",
                    "pre-tool-use"], input=payload, capture_output=True, cwd=checkout,
                   env={**os.environ, "CLAUDE_PLUGIN_DATA": data}, timeout=60, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000


def main(old: str, new: str, repeats: int = 7) -> None:
    with tempfile.TemporaryDirectory() as home:
        # Each checkout its own plugin data dir, as a user has one: the gate keeps its patterns
        # (and the gloss tables) there, and two checkouts sharing one would rewrite each other's.
        data = {old: os.path.join(home, "data-old"), new: os.path.join(home, "data-new")}
        transcript = os.path.join(home, "transcript.jsonl")
        with open(transcript, "w", encoding="utf-8") as out:
            out.write(json.dumps({"type": "user", "message": {"role": "user",
                                                              "content": "hi"}}) + "\n")
        for name, text in NOTES.items():
            payload = json.dumps({
                "session_id": "s", "transcript_path": transcript, "cwd": home,
                "hook_event_name": "PreToolUse",
                "tool_name": "mcp__plugin_memory_memory__memory_add",
                "tool_input": {"target": "memory", "content": text}}).encode()
            times: dict[str, list[float]] = {old: [], new: []}
            for round_ in range(repeats + 1):
                order = (old, new) if round_ % 2 else (new, old)
                for checkout in order:
                    spent = _cpu_ms(checkout, payload, data[checkout])
                    if round_:  # the first round warms both checkouts' caches
                        times[checkout].append(spent)
            print(f"{name:12s} old {statistics.median(times[old]):6.1f} ms CPU   "
                  f"new {statistics.median(times[new]):6.1f} ms CPU")


if __name__ == "__main__":
    args = sys.argv[1:]
    count = 7
    if "--repeats" in args:
        at = args.index("--repeats")
        count = int(args[at + 1])
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    main(args[0], args[1], count)
