"""Layer 5, the pipeline: the stages of ``prove`` (parse → falsity → certify → sketch → fill →
check → report).

:mod:`~wzprove.pipeline.options` (:class:`ProveOptions`) and :mod:`~wzprove.pipeline.report`
(:class:`ProveReport`, :class:`SubgoalReport`) sit below the stages;
:mod:`~wzprove.pipeline.run` runs parse → falsity → certify, :mod:`~wzprove.pipeline.finish`
the sketch, fill and check stages, :mod:`~wzprove.pipeline.check` the Lean check of a file.
The names below load their module on first use (PEP 562), so that importing
:mod:`~wzprove.pipeline.options` alone (the CLI's option defaults) does not load the engine.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wzprove.pipeline.options import FALSITY_TIME, STAGES, ProveOptions
    from wzprove.pipeline.report import ProveReport, SubgoalReport
    from wzprove.pipeline.run import CertifiedTheorem, certify_theorem, prove, prove_theorem

_WHERE = {
    "FALSITY_TIME": "options",
    "STAGES": "options",
    "ProveOptions": "options",
    "ProveReport": "report",
    "SubgoalReport": "report",
    "CertifiedTheorem": "run",
    "certify_theorem": "run",
    "prove": "run",
    "prove_theorem": "run",
}


def __getattr__(name: str) -> Any:
    """Load ``name`` from the stage module that defines it (``AttributeError`` otherwise)."""
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)


__all__ = [
    "FALSITY_TIME",
    "STAGES",
    "CertifiedTheorem",
    "ProveOptions",
    "ProveReport",
    "SubgoalReport",
    "certify_theorem",
    "prove",
    "prove_theorem",
]
