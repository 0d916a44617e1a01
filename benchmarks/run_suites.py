"""Run ``bench_run`` on the five suites, one after the other, and print one line per suite.

Usage (symbolic only, the numbers in RESULTS.md)::

    python benchmarks/run_suites.py --out-dir /tmp/wzbench --workers 2 --timeout 20

Each suite writes ``OUT_DIR/<suite>.jsonl`` (resumable: rerun the same command after a
kill), ``.md`` and ``.png``; at the end ``OUT_DIR/all.md`` and ``all.png`` put the suites
side by side (``wzprove bench report``).  The public suites are read from the shared data
folder (``<repo>/../shared/data``) unless ``--data-root`` says otherwise.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from wzprove.bench.report import load_rows
from wzprove.commands.bench import bench_report, bench_run

REPO = Path(__file__).resolve().parents[1]

#: suite → (data relative to the data root, defs relative to it)
SUITES = {
    "lci": ("lci_test/LCI_test.jsonl", None),
    "combibench": ("combibench/statements", None),
    "putnam-comb": ("putnambench_comb", None),
    "lc-test": ("lc_test/LC_test.lean", "lc_test/Defs_Combinatorial_Identities.lean"),
    "wzprove-100": (None, None),
}


def main() -> None:
    """Parse the arguments, run each suite, print its counts, median and wall time."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out-dir", type=Path, default=Path("bench-results"))
    ap.add_argument("--data-root", type=Path, default=REPO.parent / "shared" / "data")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=20.0)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--suites", nargs="*", default=list(SUITES), choices=list(SUITES))
    args = ap.parse_args()
    args.out_dir.mkdir(parents=True, exist_ok=True)
    outs = []
    for suite in args.suites:
        data, defs = SUITES[suite]
        out = args.out_dir / f"{suite}.jsonl"
        t0 = time.perf_counter()
        result = bench_run(
            suite,
            data=args.data_root / data if data else None,
            out=out,
            limit=args.limit,
            workers=args.workers,
            timeout=args.timeout,
            defs=args.data_root / defs if defs else None,
        )
        wall = time.perf_counter() - t0
        rows = load_rows(out)
        counts = result.summary.counts
        median = statistics.median(r["seconds"] for r in rows) if rows else float("nan")
        print(
            f"{suite}: {len(rows)} items; "
            + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
            + f"; median {median:.2f} s/item; this call {wall:.1f} s wall"
            + (f" ({result.stats.skipped} resumed)" if result.stats.skipped else ""),
            flush=True,
        )
        outs.append(out)
    print(bench_report(outs, args.out_dir / "all.md", args.out_dir / "all.png"))


if __name__ == "__main__":
    main()
