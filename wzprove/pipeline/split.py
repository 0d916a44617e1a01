"""The certify stage for a statement split into residue classes (:mod:`wzprove.model.cases`).

A statement with ℕ floor divisions ``(a·v + b) / c`` is the conjunction of its cases
``v = M·m + r``, ``r = 0, …, M − 1`` (every natural number is in exactly one of them).  Each
case goes through the engine (:func:`wzprove.pipeline.engine.run_engine`); a case the
hypotheses leave empty needs nothing, one they leave finite is evaluated exactly at each of its
values.  The statement is ``certified`` only when every case is; the first case that is not
decides the status (``failed``, ``out-of-scope``, or ``false`` with a counterexample the engine
found and the exact evaluation confirms under Lean's semantics) and the message names it.  The
falsity search ran on the original statement before this stage.  The report's ``split``
records the variable, the modulus and each case's substitution, status and certificate.
"""

from __future__ import annotations

from dataclasses import asdict
from fractions import Fraction
from typing import Any

from wzprove.model.cases import Case, Split, finite_case_holds
from wzprove.model.identity import EvaluationError, Identity
from wzprove.pipeline.engine import run_engine
from wzprove.pipeline.options import ProveOptions
from wzprove.pipeline.report import ProveReport


def _case_row(case: Case, status: str, message: str, result: Any = None) -> dict[str, Any]:
    row: dict[str, Any] = {
        "substitution": case.substitution,
        "status": status,
        "message": message,
        "method": None,
        "certificate": None,
        "recurrence": None,
    }
    if case.values is not None:
        row["values"] = list(case.values)
    if result is not None:
        row["method"] = result.method
        row["certificate"] = result.certificate.to_dict() if result.certificate else None
        row["recurrence"] = asdict(result.recurrence) if result.recurrence else None
    return row


def _engine_counterexample(
    report: ProveReport, split: Split, case: Case, point: dict[str, str]
) -> None:
    """The engine reads a case without its hypotheses and in mathematical semantics: its
    counterexample is re-evaluated under Lean's reading of the case before it is believed."""
    env = {k: Fraction(v) for k, v in point.items()}
    try:
        verdict = case.identity.holds_at(env)
    except EvaluationError:
        verdict = True
    where = ", ".join(f"{k}={v}" for k, v in point.items())
    if verdict is None:
        report.status = "out-of-scope"
        report.message = (
            f"case {case.substitution}: the hypotheses exclude {where}, where the engine's "
            "reading of the sum and the right side differ; the engine proves identities for all "
            "values above lower bounds, other hypotheses are not handled yet"
        )
        return
    if verdict is False:
        m = int(env.pop(split.new_variable))
        original = {split.variable: str(split.modulus * m + case.residue)}
        original |= {k: str(v) for k, v in env.items()}
        report.status, report.counterexample = "false", original
        shown = ", ".join(f"{k}={v}" for k, v in original.items())
        report.message = f"counterexample {shown} (case {case.substitution}, found by the engine)"
        return
    report.status = "out-of-scope"
    report.message = (
        f"case {case.substitution}: the engine's reading differs from Lean's at {where}; its "
        "certificate would not prove the case"
    )


def certify_split(
    report: ProveReport, identity: Identity, split: Split, opts: ProveOptions
) -> Split:
    """Certify or evaluate every case of ``split`` (module docstring), filling ``report``:
    ``status``, ``message``, ``method`` and ``split``; returns ``split``."""
    rows: list[dict[str, Any]] = []
    report.split = split.to_dict() | {"cases": rows}
    for case in split.cases:
        if case.values is not None:
            verdict = finite_case_holds(split, case, identity)
            if verdict is None:
                report.status = "out-of-scope"
                report.message = (
                    f"case {case.substitution}: the hypotheses leave finitely many values of "
                    f"{split.new_variable} but other variables remain; not evaluated"
                )
                rows.append(_case_row(case, report.status, report.message))
                return split
            if verdict is False:  # the falsity search, on a wider grid, should have found it
                report.status = "false"
                report.message = (
                    f"case {case.substitution} fails at one of its finitely many values"
                )
                rows.append(_case_row(case, report.status, report.message))
                return split
            how = (
                "empty"
                if not case.values
                else f"evaluated at {split.new_variable} ∈ {list(case.values)}"
            )
            rows.append(_case_row(case, "certified", how))
            continue
        outcome = run_engine(case.identity, opts)
        result = outcome.result
        if result is not None and result.status == "false" and result.counterexample:
            rows.append(_case_row(case, "false", outcome.message, result))
            _engine_counterexample(report, split, case, dict(result.counterexample))
            return split
        if outcome.status != "certified" or result is None:
            status = "out-of-scope" if outcome.status == "error" else outcome.status
            rows.append(_case_row(case, status, outcome.message, result))
            report.status = status
            report.message = f"case {case.substitution}: {outcome.message}"
            return split
        rows.append(_case_row(case, "certified", outcome.message, result))
    methods = ", ".join(f"{r['substitution']}: {r['method'] or r['message']}" for r in rows)
    report.status = "certified"
    report.method = "case split"
    report.message = (
        f"certified in {split.modulus} cases {split.variable} = {split.modulus}·"
        f"{split.new_variable} + r, each verified exactly ({methods})"
    )
    return split
