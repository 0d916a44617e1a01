"""Falsity checks: counterexample search under Lean's semantics and Lean disproofs.

``find_counterexample`` is the guard that ``certify`` and ``prove`` run before any proving;
``search`` returns the full report (points checked, excluded, not evaluable);
``disproof_text`` states and proves ``¬ (∀ binders, conclusion)`` at the counterexample.
"""

from wzprove.falsity.disproof import DisproofError, disproof, disproof_text
from wzprove.falsity.search import (
    DEFAULT_TIME_LIMIT,
    Counterexample,
    SearchReport,
    find_counterexample,
    point_key,
    search,
)

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "Counterexample",
    "DisproofError",
    "SearchReport",
    "disproof",
    "disproof_text",
    "find_counterexample",
    "point_key",
    "search",
]
