"""Output conventions shared by every command (docs/design.md, "What a result says").

The JSON fields every object carries: a known status (:mod:`wzprove.model.vocab`), a message
and the version, so that the CLI, the batch runner and the Python API agree on them; the exit
codes are in :mod:`wzprove.model.errors`.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any, TextIO

from wzprove import __version__
from wzprove.model.errors import ExitCode, exit_code
from wzprove.model.vocab import STATUSES, SUCCESS

__all__ = [
    "EXIT_BAD_INPUT",
    "EXIT_OK",
    "EXIT_SOME_FAILED",
    "STATUSES",
    "SUCCESS",
    "exit_code",
    "stamp",
    "write_json_line",
]

#: The exit codes by name (one definition: :mod:`wzprove.model.errors`).
EXIT_OK, EXIT_SOME_FAILED, EXIT_BAD_INPUT = ExitCode.OK, ExitCode.SOME_FAILED, ExitCode.BAD_INPUT


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
