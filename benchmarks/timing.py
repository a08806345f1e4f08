"""What every benchmark shares: interleaved samples, same-run baselines, one row format, one table.

A benchmark names its trials (the thing measured and its references), `interleave` runs them
round-robin so drift on a loaded machine hits all of them alike, and `row` turns the samples into
the row format of benchmarks/README.md: median, p99 when there are enough samples, the baseline's
median and the ratio, every figure from the same run. `report` prints rows as `run.py` does.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
NODE = "node -e 0"
PYTHON = "python -I -S -c pass"
IMPORT_MCP = 'python -c "import mcp"'
P99_MIN_SAMPLES = 100  # with fewer samples the 99th percentile is only the slowest one
SCALE = {"ms": 1000.0, "µs": 1e6, "s": 1.0}  # samples are seconds unless the unit is not a time
COLUMNS = ("name", "median", "p99", "baseline", "ratio")

# One run of a trial, given the round number: a sample (seconds, or writes/s...), or several
# named samples when one process yields more than one figure.
Trial = Callable[[int], "float | dict[str, float]"]


# Set on the machines these benchmarks were first run on, not on a user's: CA bundles (node reads
# NODE_EXTRA_CA_CERTS at every start: +0.1-0.2 s), PYTHONDONTWRITEBYTECODE (every process would
# compile the plugin from source), sandbox markers. Every measured process runs without them.
SANDBOX_ONLY = (
    "NODE_EXTRA_CA_CERTS", "NODE_OPTIONS", "PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED",
    "PYTHONSTARTUP", "IS_SANDBOX", "CONTAINER_NAME", "SSL_CERT_FILE", "SSL_CERT_DIR",
    "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "AWS_CA_BUNDLE", "GIT_SSL_CAINFO", "NIX_SSL_CERT_FILE",
    "HTTPLIB2_CA_CERTS", "GRPC_DEFAULT_SSL_ROOTS_FILE_PATH", "CLOUDSDK_CORE_CUSTOM_CA_CERTS_FILE",
    "PIP_CERT", "NVPL_BLAS_DEBUG_CPU_TYPE",
)


def user_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """`env` (default: this process's) as on a user's machine: without SANDBOX_ONLY variables."""
    return {k: v for k, v in (os.environ if env is None else env).items() if k not in SANDBOX_ONLY}


def removed_variables() -> list[str]:
    """The sandbox-only variables this machine sets, which the measured processes run without."""
    return sorted(k for k in SANDBOX_ONLY if k in os.environ)


def process_cpu(pid: int) -> float:
    """CPU seconds all threads of a live process have run so far (scheduler nanoseconds, so a
    single call's share is measurable, unlike the 10 ms ticks of /proc/<pid>/stat)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def wait_until_idle(pid: int, interval: float = 0.5, limit: float = 120.0) -> None:
    """Wait until a live process has used almost no CPU for `interval` seconds (at most `limit`):
    a server compiles the scanner's remaining patterns between its first calls, which would
    count as the calls' own CPU. The sum comes from /proc/<pid>/stat, dead threads included."""
    def used() -> float:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    deadline = time.monotonic() + limit
    before = used()
    while time.monotonic() < deadline:
        time.sleep(interval)
        now = used()
        if now - before <= 0.02:
            return
        before = now


def real_python() -> str:
    """The interpreter file itself: neither a venv's symlink nor a pyenv shim (a shell script)."""
    return os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)


def baseline_commands(*, mcp: bool = False) -> dict[str, list[str]]:
    """argv of the references: `node -e 0` (if node is on PATH), bare python, `import mcp`."""
    commands = {}
    node = shutil.which("node")
    if node:
        commands[NODE] = [node, "-e", "0"]
    commands[PYTHON] = [real_python(), "-I", "-S", "-c", "pass"]
    if mcp:  # this interpreter: the one whose environment holds mcp, as the server's does
        commands[IMPORT_MCP] = [sys.executable, "-c", "import mcp"]
    return commands


def plugin_env(workdir: Path, **values: str) -> dict[str, str]:
    """Environment of a plugin process isolated in workdir: none of the caller's MEMORY_* and
    CLAUDE_* settings, HOME, data and memory under workdir, this checkout importable, and
    data/venvs/current naming this interpreter, as after bootstrap (launch.sh reads it)."""
    (workdir / "home").mkdir(parents=True, exist_ok=True)
    (workdir / "data" / "venvs").mkdir(parents=True, exist_ok=True)
    (workdir / "data" / "venvs" / "current").write_text(sys.executable + "\n")
    env = {k: v for k, v in user_env().items() if not k.startswith(("MEMORY_", "CLAUDE_"))}
    pythonpath = [str(REPO), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env.update(
        HOME=str(workdir / "home"),
        CLAUDE_PLUGIN_DATA=str(workdir / "data"),
        MEMORY_PLUGIN_DIR=str(workdir / "memory"),
        PYTHONPATH=os.pathsep.join(pythonpath),
        **values,
    )
    return env


def timed(fn: Callable[..., object], *args: object) -> float:
    """Seconds one call of fn(*args) takes in this process."""
    start = time.perf_counter()
    fn(*args)
    return time.perf_counter() - start


def cpu_timed(fn: Callable[..., object], *args: object) -> float:
    """CPU seconds of this thread one call of fn(*args) takes (what a busy machine can't inflate
    the way it inflates wall time)."""
    start = time.thread_time()
    fn(*args)
    return time.thread_time() - start


def timed_with_cpu(name: str, fn: Callable[..., object], *args: object) -> dict[str, float]:
    """One call of fn(*args) in this process: its wall time as `name`, the CPU time of all this
    process's threads as `name + CPU` (the scanner runs in a thread of its own)."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn(*args)
    return {name: time.perf_counter() - wall, name + CPU: time.process_time() - cpu}


def run_command(
    argv: list[str],
    *,
    stdin: bytes = b"",
    env: Mapping[str, str] | None = None,
    cwd: object = None,
    output: bool | None = None,
) -> float:
    """Seconds from spawn to exit; raises if it fails, or prints when `output` says otherwise."""
    env = user_env(env)
    start = time.perf_counter()
    proc = subprocess.run(argv, input=stdin, env=env, cwd=cwd, capture_output=True, timeout=60)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0 or (output is not None and bool(proc.stdout) != output):
        raise RuntimeError(
            f"{' '.join(map(str, argv))}: exit {proc.returncode}, stdout {proc.stdout[:200]!r},"
            f" stderr {proc.stderr[-300:]!r}"
        )
    return elapsed


def command(
    argv: list[str],
    *,
    stdin: bytes | Callable[[int], bytes] = b"",
    env: Mapping[str, str] | None = None,
    extra_env: Callable[[int], Mapping[str, str]] | None = None,
    cwd: object = None,
    output: bool | None = None,
) -> Trial:
    """A trial that runs argv to exit; stdin and extra env may depend on the round number."""

    def trial(i: int) -> float:
        data = stdin(i) if callable(stdin) else stdin
        run_env = env
        if extra_env is not None:
            run_env = {**(os.environ if env is None else env), **extra_env(i)}
        return run_command(argv, stdin=data, env=run_env, cwd=cwd, output=output)

    return trial


def children_cpu() -> float:
    """CPU seconds (user + system) of every child process this one has waited for so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def with_cpu(name: str, trial: Trial) -> Trial:
    """A trial that runs processes to exit, giving its wall time as `name` and the CPU time those
    processes used as `name + CPU` (what a loaded machine inflates far less than wall time)."""

    def both(i: int) -> dict[str, float]:
        before = children_cpu()
        wall = trial(i)
        return {name: wall, name + CPU: children_cpu() - before}

    return both


CPU = ", CPU time"


def interleave(trials: Mapping[str, Trial], repeats: int, warmup: int = 1) -> dict[str, list]:
    """Samples per name from `warmup + repeats` round-robin rounds; the warm-up rounds (page
    cache, .pyc files) are dropped."""
    samples: dict[str, list] = {}
    for i in range(warmup + repeats):
        for name, trial in trials.items():
            result = trial(i)
            if i < warmup:
                continue
            for key, value in result.items() if isinstance(result, dict) else [(name, result)]:
                samples.setdefault(key, []).append(value)
    return samples


def percentile(samples: Iterable[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def row(
    name: str,
    samples: list[float],
    *,
    unit: str = "ms",
    baseline: tuple[str, list[float]] | None = None,
    also: Mapping[str, list[float]] | None = None,
    **extra: object,
) -> dict:
    """One row: median (and p99) of the samples in `unit`; the baseline's median and the ratio of
    the medians; `also` adds a `ratio_<what>` per further reference."""
    scale = SCALE.get(unit, 1.0)
    median = statistics.median(samples)
    result: dict = {"name": name, "unit": unit, "median": round(median * scale, 3)}
    if len(samples) >= P99_MIN_SAMPLES:
        result["p99"] = round(percentile(samples, 0.99) * scale, 3)
    if baseline is not None:
        base = statistics.median(baseline[1])
        result.update(
            baseline=round(base * scale, 3),
            baseline_name=baseline[0],
            ratio=round(median / base, 2),
        )
    for what, reference in (also or {}).items():
        result[f"ratio_{what}"] = round(median / statistics.median(reference), 2)
    result["samples"] = len(samples)
    return {**result, **extra}


def process_rows(samples: Mapping[str, list[float]]) -> list[dict]:
    """Rows of process wall times: each command against `node -e 0` (the floor a JavaScript hook
    pays) and, as ratio_python, bare python; bare python itself against node."""
    node, python = samples.get(NODE), samples[PYTHON]
    rows = []
    for name, values in samples.items():
        if name.endswith(CPU):  # CPU time beside CPU time: node's, and bare python's
            node_cpu, python_cpu = samples.get(NODE + CPU), samples.get(PYTHON + CPU)
            base = (NODE + CPU, node_cpu) if node_cpu and name != NODE + CPU else None
            python_too = python_cpu and name not in (NODE + CPU, PYTHON + CPU)
            rows.append(row(name, values, baseline=base,
                            also={"python": python_cpu} if python_too else None))
        elif name == NODE:
            rows.append(row(name, values))
        elif name == PYTHON:
            rows.append(row(name, values, baseline=(NODE, node) if node else None))
        elif node:
            rows.append(row(name, values, baseline=(NODE, node), also={"python": python}))
        else:
            rows.append(row(name, values, baseline=(PYTHON, python)))
    return rows


def _number(value: float) -> str:
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.3g}" if abs(value) < 1 else f"{value:,.2f}"


def cells(data: dict) -> dict[str, str]:
    """The table cells of one row."""
    unit = data.get("unit", "")

    def show(key: str) -> str:
        value = data.get(key)
        return "-" if not isinstance(value, (int, float)) else f"{_number(value)} {unit}".strip()

    baseline = show("baseline")
    if baseline != "-" and data.get("baseline_name"):
        baseline += f" ({data['baseline_name']})"
    ratios = [
        f"x{value:.2f} {key.removeprefix('ratio').removeprefix('_').replace('_', ' ')}".strip()
        for key, value in data.items()
        if (key == "ratio" or key.startswith("ratio_")) and isinstance(value, (int, float))
    ]
    return {
        "name": str(data.get("name", "?")),
        "median": show("median"),
        "p99": show("p99"),
        "baseline": baseline,
        "ratio": ", ".join(ratios) or "-",
    }


def table(lines: list[dict[str, str]], columns: tuple[str, ...] = COLUMNS) -> str:
    widths = {c: max([len(c)] + [len(line[c]) for line in lines]) for c in columns}
    head = "  ".join(c.ljust(widths[c]) for c in columns)
    body = ["  ".join(line[c].ljust(widths[c]) for c in columns).rstrip() for line in lines]
    return "\n".join([head.rstrip(), "  ".join("-" * widths[c] for c in columns), *body])


def parser(doc: str, repeats: int) -> argparse.ArgumentParser:
    """The command line every benchmark script takes: --repeats N and --json."""
    result = argparse.ArgumentParser(description=doc.splitlines()[0])
    result.add_argument("--repeats", type=int, default=repeats)
    result.add_argument("--json", action="store_true")
    return result


def report(rows: list[dict], as_json: bool = False) -> int:
    """Print rows as JSON or as run.py's table; the exit status of a benchmark script."""
    print(json.dumps(rows, indent=2) if as_json else table([cells(r) for r in rows]))
    return 0


def main(doc: str, repeats: int, run: Callable[[int], list[dict]], argv: list[str] | None) -> int:
    """The whole command line of a benchmark script that has no options of its own."""
    args = parser(doc, repeats).parse_args(argv)
    return report(run(args.repeats), args.json)
