"""The certify stage for one identity: the engine's reading, then its certificate.

One function, :func:`run_engine`, used by :func:`wzprove.pipeline.run.certify_theorem` on the
user's statement and by :mod:`wzprove.pipeline.split` on each case of a case split.  The
reading is :func:`wzprove.model.reading.read` (when the mathematical sum means what Lean's
means), the certificate :func:`wzprove.wz.certify.certify` (Gosper, WZ pair or Zeilberger,
verified exactly).  Never raises: every outcome is a status word of docs/design.md with its
reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wzprove.model.limits import StageTimeout, hard_time_limit, raise_if_past_limit
from wzprove.model.vocab import Status
from wzprove.pipeline.options import ProveOptions


@dataclass
class EngineOutcome:
    """What the engine made of one identity: ``status`` and ``message`` as a report has them,
    the reading (``None`` where there is none) and the engine's result (``None`` where it did
    not run or did not end normally)."""

    status: Status
    message: str
    reading: Any = None
    result: Any = None


TOO_DEEP = (
    "the statement's terms are nested too deeply for this step (a chain of several hundred "
    "operations exceeds Python's recursion limit); not certified: split the statement or "
    "write the long sum or product with ∑ / ∏"
)


def why_text(exc: BaseException) -> str:
    """``Type: message`` of an exception, for a one-line reason (a ``RecursionError`` is
    :data:`TOO_DEEP`, never an internal message; new-user finding F-E)."""
    if isinstance(exc, RecursionError):
        return TOO_DEEP
    return f"{type(exc).__name__}: {exc}"


def _excluded(identity: Any, reading: Any) -> list[Any]:
    """The hypotheses ``a ≠ b`` (and ``a < b``, which gives ``a ≠ b``) with polynomial sides
    in the statement's free variables (:func:`wzprove.model.hyp_cases.exclusions`) as sympy
    expressions ``a - b`` in the reading's symbols: the engine claims the identity only off
    their zeros (:func:`wzprove.wz.certify.certify`)."""
    from wzprove.model.hyp_cases import exclusions

    own = {s.name: s for s in reading.symbols.values()}
    out = []
    for fact in exclusions(identity):
        names = {s.name for s in fact.free_symbols}
        if not names or not names <= set(own):
            continue
        out.append(fact.xreplace({s: own[s.name] for s in fact.free_symbols}))
    return out


def run_engine(identity: Any, opts: ProveOptions, var: str | None = None) -> EngineOutcome:
    """Reading and certificate for ``identity`` within ``opts.timeout_s``: the search keeps to
    it, and the reading and the verification, which check no deadline, are interrupted by an
    alarm at the same limit (issue 12, item 4): the whole stage ends within it, ``failed``.
    ``result.status`` is the engine's own word (``certified``, ``false`` with a
    counterexample in the engine's reading, ``failed``, ``error``, …).  ``var``: the
    recurrence variable where the upper limit has several (the new variable of a
    substitution, :mod:`wzprove.model.hyp_cases`); else the engine's choice."""
    from wzprove.model.identity import ModelError
    from wzprove.model.reading import ReadingError, read
    from wzprove.wz.certify import certify

    try:
        with hard_time_limit(opts.timeout_s):
            try:
                reading = read(identity)
            except (ReadingError, ModelError) as exc:
                return EngineOutcome("out-of-scope", str(exc))
            except Exception as exc:  # noqa: BLE001 - a reading fault ends this identity only
                raise_if_past_limit(exc)  # the alarm, turned into another error inside C code
                return EngineOutcome("out-of-scope", f"no mathematical reading: {why_text(exc)}")
            index_var = reading.lhs.limits[0][0]
            bounds = {
                reading.symbols[name]: value
                for name, value in reading.lower_bounds.items()
                if name in reading.symbols and reading.symbols[name] != index_var
            }
            upper = reading.lhs.limits[0][2].free_symbols
            chosen = [s for s in upper if s.name == var and len(upper) > 1]
            result = certify(
                reading.lhs,
                reading.rhs,
                var=chosen[0] if chosen else None,
                timeout=opts.timeout_s,
                lower_bounds=bounds,
                domains=dict(reading.domains),
                excluded=_excluded(identity, reading),
            )
    except StageTimeout as exc:
        return EngineOutcome(
            "failed", f"time limit: certificate search and verification ran {exc}; not certified"
        )
    except Exception as exc:  # noqa: BLE001 - an engine fault ends this identity only
        return EngineOutcome("failed", f"internal error in the engine: {why_text(exc)}")
    return EngineOutcome(result.status, result.message, reading, result)


def explain_engine_counterexample(report: Any, identity: Any, result: Any) -> bool:
    """The engine reads the statement without its hypotheses (only lower bounds) and in
    mathematical semantics; a counterexample it finds is re-examined under Lean's reading.
    Returns whether the statement's hypotheses exclude it (the report is then
    ``out-of-scope``, and a substitution for the hypotheses may still certify it)."""
    from fractions import Fraction

    from wzprove.model.identity import EvaluationError

    point = {k: Fraction(v) for k, v in result.counterexample.items()}
    try:
        verdict = identity.holds_at(point)
    except EvaluationError as exc:
        verdict, why = True, str(exc)
    else:
        why = ""
    where = ", ".join(f"{k}={v}" for k, v in result.counterexample.items())
    if verdict is None:
        report.status = "out-of-scope"
        report.message = (
            f"the statement's hypotheses exclude {where}, where the sum and the right side "
            "differ; the engine proves identities for all values above lower bounds, and "
            "hypotheses relating several variables are not handled yet"
        )
        return True
    if verdict is False:
        report.status = "false"
        report.counterexample = dict(result.counterexample)
        report.message = f"counterexample {where} (found by the engine's search)"
    else:
        report.status = "out-of-scope"
        report.message = (
            f"the mathematical reading differs from Lean's at {where} {why}".rstrip()
            + "; the engine's certificate would not prove the Lean statement"
        )
    return False
