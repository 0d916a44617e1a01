"""Parsing speed on a large file of small theorems (issue 12: a 2 MB file of about 20 000
theorems took about a minute in ``wzprove parse``).

Usage (the numbers in RESULTS.md, "Parsing a large file")::

    python benchmarks/parse_speed.py --theorems 1000 4000 23000

Writes, in a temporary folder, files of N copies (distinct names) of one small theorem
(``∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n``; 23 000 of them are just under the 2 MB
input limit), and times in this process the tokenizer, :func:`parse_file` and the
``parse`` command's JSON rows (which add the sympy reading of both sides).  CPU seconds
(``time.process_time``) are printed beside wall seconds: on a shared machine the wall time
is mostly waiting for a core.  Per-theorem CPU time that stays flat as N grows means
linear time.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

LINE = "theorem t{i} (n : ℕ) : ∑ k ∈ range (n + 1), Nat.choose n k = 2 ^ n := by sorry\n"


def _timed(fn):  # type: ignore[no-untyped-def]
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn()
    return out, time.process_time() - c0, time.perf_counter() - w0


def main() -> None:
    """Print one row per file size."""
    from wzprove.commands.parse import parse
    from wzprove.lean.lexer import tokenize
    from wzprove.lean.parser import parse_file

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--theorems", type=int, nargs="+", default=[1000, 4000, 23000])
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(
        "| theorems | bytes | tokenize CPU s | parse_file CPU s (wall) | µs CPU / theorem "
        "| parse rows CPU s (wall) |"
    )
    print("|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.theorems:
            path = Path(tmp) / f"t{n}.lean"
            text = "import Mathlib\nopen Finset\n\n" + "".join(LINE.format(i=i) for i in range(n))
            path.write_text(text, encoding="utf-8")
            _, tok_cpu, _ = _timed(lambda: tokenize(text, str(path), 20_000))  # noqa: B023
            rows, cpu, wall = _timed(lambda: parse_file(path))  # noqa: B023
            assert len(rows) == n and all(r.status == "parsed" for r in rows)
            _, json_cpu, json_wall = _timed(
                lambda: [r.to_json() for r in parse(path)]  # noqa: B023
            )
            print(
                f"| {n} | {len(text.encode())} | {tok_cpu:.2f} | {cpu:.2f} ({wall:.1f}) "
                f"| {1e6 * cpu / n:.0f} | {json_cpu:.2f} ({json_wall:.1f}) |"
            )


if __name__ == "__main__":
    main()
