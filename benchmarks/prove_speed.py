"""``prove`` per theorem, in-process, without Lean: this tree against a baseline tree, side by side.

Each theorem of FILE (``.lean`` or LCI-style ``.jsonl``) goes through
:func:`wzprove.pipeline.run.prove_theorem` (falsity search, certificate, sketch written to
a temporary ``--out``; with no Lean toolchain the run stops at ``certified``) in one
long-lived worker process per tree: this checkout and, with ``--baseline DIR``, a second
checkout (e.g. ``git archive <commit> wzprove Prover | tar -x -C DIR``: the proof replay
reads ``Prover/``).  Start-up and imports
are excluded (one untimed warm-up theorem per worker); the workers are asked in turn,
theorem by theorem and repeat by repeat, so that both see the same load; each time is the
``time.perf_counter`` wall time of one ``prove_theorem`` call, median of ``--repeat``
(beside it the worker's CPU time, ``time.process_time``, which a loaded machine changes
less).

The table gives, per tree, the median and the largest time per theorem, overall and by
final status, and the number of points the falsity search evaluated (``falsity_points``,
where the tree reports it).

With FILE ``engine`` the items are the sums of the engine benchmark's two identity sets
(``benchmarks/identities_engine.py``, ``identities_engine2.py``; ``Σ_{k=0}^{upper} F``,
upper ``n``, ``2n`` for Dixon's ``(-1)^k C(2n,k)^3``, set 2's own ``upper``) and each time
is one in-process :func:`wzprove.commands.certify.certify` call without a right side (the
search for the sum's recurrence and the verification of its certificate), the sympy cache
cleared before each call; the table is by set and by published order class (issue 17).

Usage::

    python benchmarks/prove_speed.py FILE [--baseline DIR] [--repeat 3] [--only NAME ...]
        [--warmup NAME] [--until-certify] [--json PATH]
    python benchmarks/prove_speed.py engine [--baseline DIR] [--repeat 3] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def serve(path: str, until_certify: bool = False) -> None:
    """Worker: parse FILE once, then prove the theorem named on each input line (with
    ``until_certify``, the stages up to the certificate only: falsity, certify); one JSON
    reply per line: name, seconds, cpu (CPU seconds), status, falsity_points (or null)."""
    from wzprove.lean.parser import parse_file
    from wzprove.pipeline.options import ProveOptions
    from wzprove.pipeline.run import certify_theorem, prove_theorem

    parsed = {p.name: p for p in parse_file(path)}
    with tempfile.TemporaryDirectory() as out:
        opts = ProveOptions(out_dir=Path(out))
        print(json.dumps(sorted(parsed)), flush=True)
        for line in sys.stdin:
            name = line.strip()
            t0, c0 = time.perf_counter(), time.process_time()
            if until_certify:
                report = certify_theorem(parsed[name], opts).report
            else:
                report = prove_theorem(parsed[name], opts)
            secs = time.perf_counter() - t0
            reply = {
                "name": name,
                "seconds": secs,
                "cpu": time.process_time() - c0,
                "status": report.status,
                "falsity_points": getattr(report, "falsity_points", None),
            }
            print(json.dumps(reply), flush=True)


def engine_items() -> dict[str, tuple]:
    """The sums of both engine identity sets by name (``1:binom``, ``2:motzkin``): summand,
    index, upper limit, published order."""
    sys.path.insert(0, str(HERE))
    import identities_engine as ids1
    import identities_engine2 as ids2

    n, k = ids1.n, ids1.k
    out: dict[str, tuple] = {}
    for i in ids1.IDENTITIES:
        out[f"1:{i.name}"] = (i.sympy, k, 2 * n if i.name == "dixon" else n, i.order)
    for i in ids2.IDENTITIES:
        out[f"2:{i.name}"] = (i.sympy, k, i.upper, i.order)
    return out


def serve_engine() -> None:
    """Worker of ``engine``: one ``certify`` call (no right side) per name on stdin; one JSON
    reply per line: name, seconds, status, falsity_points (None), order (published)."""
    import sympy
    from sympy.core.cache import clear_cache

    from wzprove.commands.certify import certify

    items = engine_items()
    print(json.dumps(list(items)), flush=True)
    for line in sys.stdin:
        name = line.strip()
        F, k, upper, order = items[name]
        total = sympy.Sum(F, (k, 0, upper))
        clear_cache()
        t0 = time.perf_counter()
        result = certify(total)
        secs = time.perf_counter() - t0
        reply = {
            "name": name,
            "seconds": secs,
            "status": result["status"],
            "falsity_points": None,
            "order": order,
        }
        print(json.dumps(reply), flush=True)


class Worker:
    """One worker process importing ``wzprove`` from ``tree``."""

    def __init__(self, tree: Path, path: str, until_certify: bool = False):
        env = dict(os.environ, PYTHONPATH=str(tree))
        self.tree = tree
        extra = ["--until-certify"] if until_certify else []
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker", path, *extra],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tree,
        )
        assert self.proc.stdout is not None
        self.names: list[str] = json.loads(self.proc.stdout.readline())

    def prove(self, name: str) -> dict:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(name + "\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait()


def _ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.0f}" if values else "–"


def render(rows: list[dict], labels: list[str], command: str) -> str:
    """Markdown: overall and per-status medians and maxima per tree, and their ratio."""
    load = os.getloadavg()[0]
    lines = [
        f"- command: `{command}`",
        f"- load average (1 min) at the end: {load:.2f}; {os.cpu_count()} logical CPUs",
        "",
        "| status (this tree) | theorems | "
        + " | ".join(
            f"{lab} median ms | {lab} max ms | {lab} CPU median ms | {lab} points" for lab in labels
        )
        + (" | ratio |" if len(labels) == 2 else " |"),
        "|---|---|" + "---|---|---|---|" * len(labels) + ("---|" if len(labels) == 2 else ""),
    ]
    statuses = sorted({r[labels[0]]["status"] for r in rows})
    for st in [*statuses, "all"]:
        rs = [r for r in rows if st == "all" or r[labels[0]]["status"] == st]
        cells = []
        meds = []
        for lab in labels:
            secs = [r[lab]["seconds"] for r in rs]
            pts = [r[lab]["falsity_points"] for r in rs if r[lab]["falsity_points"] is not None]
            cpu = [r[lab]["cpu"] for r in rs if r[lab].get("cpu") is not None]
            meds.append(statistics.median(secs))
            cells.append(
                f"{_ms(secs)} | {max(secs) * 1000:.0f} | {_ms(cpu)} | {sum(pts) if pts else '–'}"
            )
        ratio = f" | {meds[0] / meds[1]:.2f} |" if len(labels) == 2 and meds[1] else " |"
        lines.append(f"| {st} | {len(rs)} | " + " | ".join(cells) + ratio)
    changed = [
        f"{r['name']} ({r[labels[1]]['status']} → {r[labels[0]]['status']})"
        for r in rows
        if len(labels) == 2 and r[labels[0]]["status"] != r[labels[1]]["status"]
    ]
    lines += ["", f"- statuses that differ between the trees: {', '.join(changed) or 'none'}"]
    return "\n".join(lines) + "\n"


def render_engine(rows: list[dict], labels: list[str], command: str) -> str:
    """Markdown for ``engine``: per set and published order class, each tree's median and
    largest ``certify`` time and their ratio, and the issue's targets (median <= 0.2 s,
    max <= 2 s)."""
    load = os.getloadavg()[0]
    lines = [
        f"- command: `{command}`",
        f"- load average (1 min) at the end: {load:.2f}; {os.cpu_count()} logical CPUs",
        "",
        "| set | order class | sums | "
        + " | ".join(f"{lab} median ms | {lab} max ms" for lab in labels)
        + (" | median ratio | max ratio |" if len(labels) == 2 else " |"),
        "|---|---|---|" + "---|---|" * len(labels) + ("---|---|" if len(labels) == 2 else ""),
    ]
    sets = sorted({r["name"].split(":")[0] for r in rows})
    for st in [*sets, "all"]:
        in_set = [r for r in rows if st == "all" or r["name"].startswith(st + ":")]
        orders = sorted({r[labels[0]]["order"] for r in in_set}, key=lambda o: (o is None, o))
        for order in [*orders, "all"] if st != "all" else ["all"]:
            rs = [r for r in in_set if order == "all" or r[labels[0]]["order"] == order]
            if not rs:
                continue
            cells, meds, maxs = [], [], []
            for lab in labels:
                secs = [r[lab]["seconds"] for r in rs]
                meds.append(statistics.median(secs))
                maxs.append(max(secs))
                cells.append(f"{_ms(secs)} | {max(secs) * 1000:.0f}")
            ratio = (
                f" | {meds[0] / meds[1]:.2f} | {maxs[0] / maxs[1]:.2f} |"
                if len(labels) == 2 and meds[1] and maxs[1]
                else " |"
            )
            shown = "–" if order is None else order
            lines.append(f"| {st} | {shown} | {len(rs)} | " + " | ".join(cells) + ratio)
    lines.append("")
    for lab in labels:
        secs = [r[lab]["seconds"] for r in rows]
        ok = statistics.median(secs) <= 0.2 and max(secs) <= 2.0
        lines.append(
            f"- {lab}: median {statistics.median(secs) * 1000:.0f} ms, max "
            f"{max(secs) * 1000:.0f} ms ({max(rows, key=lambda r: r[lab]['seconds'])['name']}); "
            f"target median <= 200 ms and max <= 2000 ms: {'met' if ok else 'not met'}"
        )
    statuses = {}
    for r in rows:
        st = r[labels[0]]["status"]
        statuses[st] = statuses.get(st, 0) + 1
    lines.append(f"- statuses ({labels[0]}): {statuses}")
    changed = [
        f"{r['name']} ({r[labels[1]]['status']} → {r[labels[0]]['status']})"
        for r in rows
        if len(labels) == 2 and r[labels[0]]["status"] != r[labels[1]]["status"]
    ]
    lines.append(f"- statuses that differ between the trees: {', '.join(changed) or 'none'}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Run the comparison; print the Markdown table."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("file", help="a .lean or .jsonl file, or `engine` (both identity sets)")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--baseline", type=Path, help="a second tree holding wzprove/")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--only", nargs="+", metavar="NAME")
    p.add_argument("--warmup", metavar="NAME", help="untimed first theorem (default: the first)")
    p.add_argument("--json", type=Path)
    p.add_argument(
        "--until-certify",
        action="store_true",
        help="time the stages up to the certificate only (falsity, certify; no sketch)",
    )
    args = p.parse_args(argv)
    if args.worker:
        if args.file == "engine":
            serve_engine()
        else:
            serve(args.file, args.until_certify)
        return 0
    command = shlex.join(
        ["python", "benchmarks/prove_speed.py", *(argv if argv is not None else sys.argv[1:])]
    )
    trees = {"this": HERE.parent}
    if args.baseline:
        trees["baseline"] = args.baseline.resolve()
    workers = {lab: Worker(tree, args.file, args.until_certify) for lab, tree in trees.items()}
    names = args.only or workers["this"].names
    for w in workers.values():  # warm-up, untimed
        w.prove(args.warmup or names[0])
    rows = []
    try:
        for name in names:
            runs: dict[str, list[dict]] = {lab: [] for lab in workers}
            for _ in range(args.repeat):
                for lab, w in workers.items():
                    runs[lab].append(w.prove(name))
            row: dict = {"name": name}
            for lab, rs in runs.items():
                row[lab] = {
                    "seconds": statistics.median(r["seconds"] for r in rs),
                    "cpu": statistics.median(r.get("cpu", 0.0) for r in rs),
                    "status": rs[-1]["status"],
                    "falsity_points": rs[-1]["falsity_points"],
                    "order": rs[-1].get("order"),
                }
            rows.append(row)
            print(
                name,
                " ".join(
                    f"{lab} {row[lab]['seconds'] * 1000:.0f} ms {row[lab]['status']}"
                    for lab in workers
                ),
                file=sys.stderr,
                flush=True,
            )
    finally:
        for w in workers.values():
            w.close()
    draw = render_engine if args.file == "engine" else render
    print(draw(rows, list(workers), command))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
