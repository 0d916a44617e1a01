"""The numeric guard of a sketch: every side goal, evaluated exactly under Lean's semantics.

No Lean runs on our machines, so before a sketch is written its definitions (``F``, ``G``,
``r``, the recurrence coefficients …, as model terms, the same terms the sketch renders) and
every side goal it states are evaluated with :func:`wzprove.model.identity.evaluate` at many points
— rational arithmetic, ℕ truncation, ``x / 0 = 0`` — and compared.  A side goal that is false
at some point makes the sketch refused: a sketch never states something other than the
mathematics.  Passing proves nothing beyond the grid; it is a consistency check of the
rendering against the certificate (whose own exact verification is
:mod:`wzprove.wz.verify`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from wzprove.model.identity import EvaluationError, Identity, Term, evaluate

#: sample values of parameters by type
PARAM_VALUES: dict[str, tuple[Fraction, ...]] = {
    "ℕ": tuple(Fraction(v) for v in (0, 1, 2, 3, 5)),
    "ℤ": tuple(Fraction(v) for v in (-2, 0, 1, 3)),
    "ℚ": (Fraction(1, 2), Fraction(2), Fraction(-3, 2), Fraction(3)),
    "ℝ": (Fraction(1, 2), Fraction(2), Fraction(-3, 2), Fraction(3)),
}
#: at most this many parameter points
MAX_PARAM_POINTS = 8


def lean_div(a: Fraction, b: Fraction) -> Fraction:
    """Division in a Lean field: ``a / 0 = 0``."""
    return Fraction(0) if b == 0 else a / b


@dataclass
class Evaluator:
    """Evaluates model terms with the parameters of one point fixed."""

    params: Mapping[str, Fraction]
    count: int = 0

    def __call__(self, term: Term, **values: int | Fraction) -> Fraction:
        env = dict(self.params)
        env.update({k: Fraction(v) for k, v in values.items()})
        self.count += 1
        out = evaluate(term, env)
        assert isinstance(out, Fraction)
        return out


@dataclass
class CheckReport:
    """Outcome: ``failures`` (``"goal: detail"``, empty when all hold) and the number of
    evaluations done."""

    failures: list[str] = field(default_factory=list)
    evaluations: int = 0
    points: int = 0

    @property
    def passed(self) -> bool:
        return not self.failures


Goal = Callable[[Evaluator], Iterable[tuple[bool, str]]]
"""A side goal as a generator: for one parameter point, yields ``(holds, where)`` for each
grid point it covers."""


def parameter_points(identity: Identity, bound: Sequence[str]) -> list[dict[str, Fraction]]:
    """Sample points of the identity's variables other than ``bound`` (the recurrence
    variable and index), keeping those where the hypotheses that mention only these
    variables hold.  Always at least one point (the empty one when there are none)."""
    params = [v for v in identity.numeric_variables() if v.name not in bound]
    names = [v.name for v in params]
    own = [h for h in identity.hypotheses if h.free_vars() <= set(names)]
    out: list[dict[str, Fraction]] = []
    for values in itertools.product(*(PARAM_VALUES[v.type] for v in params)):
        env = dict(zip(names, values, strict=True))
        try:
            if all(evaluate(h, env) is True for h in own):
                out.append(env)
        except EvaluationError:
            continue
        if len(out) >= MAX_PARAM_POINTS:
            break
    return out if (out or params) else [{}]


def run_checks(
    goals: Mapping[str, Goal], points: Sequence[Mapping[str, Fraction]], stop_after: int = 3
) -> CheckReport:
    """Run every goal at every parameter point; collect up to ``stop_after`` failures per
    goal.  An evaluation error counts as a failure (the goal cannot be shown to hold)."""
    report = CheckReport()
    if not points:
        report.failures.append("no parameter point satisfies the hypotheses")
        return report
    for name, goal in goals.items():
        bad = 0
        for p in points:
            ev = Evaluator(p)
            try:
                for holds, where in goal(ev):
                    report.points += 1
                    if not holds:
                        bad += 1
                        report.failures.append(f"{name}: false at {where}{_show(p)}")
                        if bad >= stop_after:
                            break
            except (EvaluationError, ZeroDivisionError, OverflowError) as err:
                report.failures.append(f"{name}: cannot evaluate ({err}){_show(p)}")
                bad += 1
            report.evaluations += ev.count
            if bad >= stop_after:
                break
    return report


def _show(p: Mapping[str, Fraction]) -> str:
    if not p:
        return ""
    return " with " + ", ".join(f"{k} = {v}" for k, v in p.items())
