"""Output conventions shared by every command (DESIGN.md, "What a result says").

Statuses, exit codes and the JSON fields every object carries live here, so that the CLI,
the batch runner and the Python API agree on them.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping
from typing import Any, TextIO

from wzprove import __version__

#: The status words, fixed by DESIGN.md.
STATUSES = (
    "kernel-checked",
    "certified",
    "false",
    "no-counterexample",
    "parsed",
    "rejected",
    "out-of-scope",
    "failed",
    "error",
)

#: Statuses that count as success for the exit code (0).
SUCCESS = frozenset({"kernel-checked", "certified", "parsed", "no-counterexample"})

EXIT_OK, EXIT_SOME_FAILED, EXIT_BAD_INPUT = 0, 1, 2


def exit_code(statuses: Iterable[str]) -> int:
    """The process exit code for a command whose theorems ended in ``statuses``: 2 if any is
    ``error`` (bad input), else 1 if any is not a success status, else 0 (DESIGN.md)."""
    seen = list(statuses)
    if any(s == "error" for s in seen):
        return EXIT_BAD_INPUT
    if any(s not in SUCCESS for s in seen):
        return EXIT_SOME_FAILED
    return EXIT_OK


def stamp(obj: Mapping[str, Any]) -> dict[str, Any]:
    """``obj`` with ``status`` and ``message`` present and ``wzprove_version`` set."""
    out = dict(obj)
    if out.get("status") not in STATUSES:
        raise ValueError(f"unknown status {out.get('status')!r}")
    out.setdefault("message", "")
    out["wzprove_version"] = __version__
    return out


def write_json_line(obj: Mapping[str, Any], stream: TextIO | None = None) -> None:
    """Write one JSON object on one line (JSON Lines), stamped with :func:`stamp`."""
    stream = stream or sys.stdout
    stream.write(json.dumps(stamp(obj), ensure_ascii=False, default=str) + "\n")
    stream.flush()
