"""Start-up time of the command line (issue on performance: ``wzprove --help`` ≤ 0.3 s).

Usage (the numbers in RESULTS.md, "Start-up")::

    python benchmarks/startup.py --runs 7

Runs each command ``--runs`` times in a fresh process and prints the median and the minimum
wall time, with the machine's load average, side by side with a bare ``python -c pass``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time


def _wall(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t0


def main() -> None:
    """Time each command and print one row per command."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    wzprove = shutil.which("wzprove") or "wzprove"
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "import wzprove.cli": [sys.executable, "-c", "import wzprove.cli"],
        "wzprove --help": [wzprove, "--help"],
        "wzprove prove --help": [wzprove, "prove", "--help"],
    }
    print(f"load average {os.getloadavg()[0]:.2f}, {args.runs} runs each")
    print(f"{'command':<24} {'median s':>9} {'min s':>7}")
    for name, cmd in commands.items():
        times = [_wall(cmd) for _ in range(args.runs)]
        print(f"{name:<24} {statistics.median(times):>9.3f} {min(times):>7.3f}")


if __name__ == "__main__":
    main()
