"""Certification through a hypothesis relating two ℕ variables (``a ≤ v`` or ``a < v``):
where the engine's counterexample is excluded by it, or the plain run fails, the statement
with ``v = a + j`` (``a + 1 + j``) substituted (:mod:`wzprove.model.hyp_cases`) is
certified as a one-case split (:func:`wzprove.pipeline.split.certify_split`), which covers
exactly the points the hypothesis allows.  Called by :mod:`wzprove.pipeline.run`."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from wzprove.model.hyp_cases import relation
from wzprove.model.limits import raise_if_past_limit
from wzprove.pipeline.engine import why_text as _why
from wzprove.pipeline.options import ProveOptions
from wzprove.pipeline.report import ProveReport


def has_relation(identity: Any) -> bool:
    """Whether a hypothesis relates two ℕ variables (:func:`wzprove.model.hyp_cases.relation`)."""
    return any(relation(h, identity) is not None for h in identity.hypotheses)


def hypothesis_split(
    report: ProveReport, identity: Any, point: dict[str, str] | None, opts: ProveOptions
) -> Any:
    """Where the engine's counterexample ``point`` is excluded by a hypothesis ``a ≤ v`` or
    ``a < v`` relating ℕ variables, the statement with ``v = a + j`` (``a + 1 + j``)
    substituted (:mod:`wzprove.model.hyp_cases`), certified as a one-case split
    (:func:`wzprove.pipeline.split.certify_split`).  Returns the certified split, or
    ``None`` leaving ``report`` out of scope with the case's reason appended (a case found
    false makes the statement ``false``)."""
    from wzprove.model.hyp_cases import hypothesis_split as substitution
    from wzprove.pipeline.split import certify_split

    before = report.message
    try:
        at = None if point is None else {k: Fraction(v) for k, v in point.items()}
        split = substitution(identity, at)
    except Exception as exc:  # noqa: BLE001 - a fault of the split leaves the plain outcome
        raise_if_past_limit(exc)
        report.message = f"{before}; no substitution for the hypotheses: {_why(exc)}"
        return None
    if split is None:
        return None
    done = certify_split(report, identity, split, opts)
    if report.status in ("certified", "false"):
        return done
    report.status = "out-of-scope"
    report.message = f"{before}; with {split.cases[0].substitution}: {report.message}"
    report.split = None
    return None
