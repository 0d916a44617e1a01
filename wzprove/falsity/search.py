"""Counterexample search: evaluate an identity exactly, under Lean's semantics, at many points.

The search has two phases.

1. **Grid.**  Every free variable of the identity ranges over a small set — ℕ: ``0..40`` for a
   single variable, ``0..20`` for two, ``0..12`` for more; ℤ: ``-12..12``; ℚ and ℝ: the
   rationals ``p/q`` with ``|p| ≤ 6`` and ``1 ≤ q ≤ 6``, and for ℝ in a statement that takes
   ``Real.cos``/``Real.sin`` also ``(p/q) π`` — and the points are visited in the
   order of :func:`point_key` (smallest largest absolute value, then lexicographically), so
   the first counterexample met on the grid is the minimal one there.  A variable that a
   hypothesis bounds from below by a positive value (``h : 100 ≤ n``, ``h : n > 5000``;
   :mod:`wzprove.falsity.bounds`) takes the same number of values from its bound up instead,
   so that the search looks where the hypotheses can hold.
2. **Random.**  Then seeded random points with larger values, in rounds of growing size; the
   least counterexample of the first round that has one is returned.  There are at most
   :data:`RANDOM_ROUNDS` rounds, so the search is finite even without a time limit.  The
   random phase alone (``grid=False``: ``prove``, whose budget is a few rounds, ran the grid
   before its certificate search) draws past the grid at once, its scale doubling per round
   (ℕ values up to 80, then 160 for one variable), so that a few rounds reach where the grid
   does not.

A point that violates a hypothesis is no counterexample and is skipped; a point where the
evaluation fails (:class:`~wzprove.model.identity.EvaluationError`: a value too large, a
non-integer where Lean needs one) is skipped and counted.  The search stops at a time
limit (``inf``: none) or at the end of its last round, and says how many points it checked.
The first :data:`MIN_GRID_POINTS` points of the grid are always visited, whatever the time
limit, so that the smallest counterexamples are found the same way on a loaded machine as on
an idle one (the answer does not depend on the load for them).

A point budget (``max_points``: points visited, grid first, then the random rounds in their
seeded order) makes the whole search a function of the identity and the options: the time
limit is then only a cap, and a search it cut says so (``time_limited``, "time limit
reached" in its summary), so that a result that may depend on the machine's load is never
mistaken for the budget's.

This is testing, not proof: a search that finds nothing proves nothing (status
``no-counterexample``).  The evaluation rules are those of :mod:`wzprove.model.identity` (Lean 4
core / Mathlib definitions); the role of such a check before proving is the one BrokenMath
(Petrov et al. 2025) measures: a prover must refuse a false statement.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from wzprove.falsity.bounds import lower_bounds
from wzprove.model.identity import NUMERIC_TYPES, EvaluationError, Identity, Variable

#: Default wall-clock budget of one search, in seconds.
DEFAULT_TIME_LIMIT = 3.0

#: The point budget of ``refute`` (module docstring): the grid of one or two variables and
#: about ten random rounds, which the default time limit allows on a quiet machine; the
#: time limit is a cap, and a search it cuts says so.
DEFAULT_MAX_POINTS = 1000

#: Grid points always visited, whatever the time limit (module docstring).
MIN_GRID_POINTS = 8

#: Grid bound of ℕ variables by number of searched variables (1, 2, 3 or more).
NAT_GRID = {1: 40, 2: 20}
NAT_GRID_DEFAULT = 12
INT_GRID = 12
#: Largest |numerator| and denominator of the rational grid.
RAT_GRID = 6
#: Points per random round.
ROUND_SIZE = 48
#: Most random rounds of one search, whatever its time limit: the search is finite (its
#: size does not grow with the time given, so ``--timeout inf`` ends; the values reach
#: the grid bound + 2 · RANDOM_ROUNDS).  A 3 s search on two cores under load gets about
#: 35 rounds of ``∑ C(m,k) C(n,k)``, so the cap rarely binds at the default limit.
RANDOM_ROUNDS = 60
#: The random phase alone (``grid=False``) doubles its scale per round up to this many times.
MAX_DOUBLINGS = 3


@dataclass(frozen=True)
class Counterexample:
    """A point where the hypotheses hold and ``lhs ≠ rhs``.

    ``point`` maps every numeric variable of the identity (in binder order) to its exact
    value; variables that occur nowhere in the statement get 0.  ``lhs`` and ``rhs`` are
    the exact values of the two sides there; ``points_checked`` how many points the search
    evaluated before it stopped.
    """

    point: dict[str, Fraction]
    lhs: Fraction
    rhs: Fraction
    points_checked: int

    def point_strings(self) -> dict[str, str]:
        """The point as ``{variable: exact value}`` strings (``"3"``, ``"-1/2"``)."""
        return {
            name: str(v) if isinstance(v, Fraction) else str(v).replace("pi", "π")
            for name, v in self.point.items()
        }


@dataclass(frozen=True)
class SearchReport:
    """What one search did: the counterexample (or ``None``) and its counts.

    ``points_checked``: points where the hypotheses held and both sides were evaluated;
    ``points_excluded``: points that violate a hypothesis; ``points_failed``: points where
    evaluation failed (too large, non-integer where Lean needs one); ``grid_complete``:
    whether the whole grid was visited; ``elapsed``: seconds spent.
    """

    counterexample: Counterexample | None
    points_checked: int
    points_excluded: int
    points_failed: int
    grid_complete: bool
    elapsed: float
    variables: tuple[str, ...] = field(default=())
    last_failure: str = ""  # why the last point that could not be evaluated was not
    #: the time limit stopped the search before its points (grid, rounds, budget) were done
    time_limited: bool = False
    #: points visited (checked, excluded or not evaluable)
    points_visited: int = 0
    #: the point budget (``max_points``) ended the search
    budget_spent: bool = False
    #: the values the search visited, per variable (``n ∈ 100..140, then random n ≤ 260``)
    region: str = ""

    def summary(self) -> str:
        """One line for messages: the counts and whether the grid was exhausted."""
        if self.counterexample is not None:
            grid = "stopped at the first counterexample"
        elif not self.grid_complete:
            grid = (
                "point budget reached inside the grid"
                if self.budget_spent
                else "time limit reached inside the grid"
            )
        elif self.time_limited:
            grid = "whole grid; time limit reached after it"
        elif self.budget_spent:
            grid = "whole grid; point budget reached after it"
        else:
            grid = "whole grid"
        return (
            f"{self.points_checked} points checked ({grid}; {self.points_excluded} excluded "
            f"by hypotheses, {self.points_failed} not evaluable) in {self.elapsed:.2f}s"
        )


def point_key(values: Sequence[Fraction]) -> tuple:
    """The order in which counterexamples are preferred: smallest largest absolute value,
    then lexicographically with each coordinate ordered by absolute value, positive before
    negative (``0, 1/2, -1/2, 1, -1, 2, …``).

    >>> point_key([Fraction(1), Fraction(-1)]) < point_key([Fraction(-1), Fraction(1)])
    True
    >>> point_key([Fraction(0), Fraction(2)]) < point_key([Fraction(1), Fraction(-1)])
    False
    """
    coords = tuple((_size(v), _negative(v)) for v in values)
    return (max((_size(v) for v in values), default=Fraction(0)), coords)


def _size(v: Fraction) -> Fraction:
    """``|v|``; for a multiple of ``π`` (a sympy value) a 30-digit rational value of it (the
    order of points is a preference only, never a decision)."""
    if isinstance(v, Fraction):
        return abs(v)
    return Fraction(str(abs(v).evalf(30)))


def _negative(v: Fraction) -> bool:
    return v < 0 if isinstance(v, Fraction) else bool(v.is_negative)


def pi_multiples(bound: int = RAT_GRID) -> list:
    """``c π`` for the nonzero ``c`` of :func:`small_rationals` (sympy values), for the real
    variables of a statement that takes ``Real.cos``/``Real.sin``, whose exact values are
    known at rational multiples of ``π`` only."""
    import sympy

    return [
        sympy.pi * sympy.Rational(c.numerator, c.denominator)
        for c in small_rationals(bound)
        if c != 0
    ]


def searched_variables(identity: Identity) -> list[Variable]:
    """The numeric variables that occur in the sides or the hypotheses, in binder order
    (a variable that occurs nowhere cannot change the truth of the statement)."""
    used: set[str] = identity.lhs.free_vars() | identity.rhs.free_vars()
    for h in identity.hypotheses:
        used |= h.free_vars()
    return [v for v in identity.variables if v.type in NUMERIC_TYPES and v.name in used]


def small_rationals(bound: int = RAT_GRID) -> list[Fraction]:
    """All ``p/q`` with ``|p| ≤ bound``, ``1 ≤ q ≤ bound``, without repeats."""
    vals = {Fraction(p, q) for p in range(-bound, bound + 1) for q in range(1, bound + 1)}
    return sorted(vals, key=lambda v: (abs(v), v < 0))


def grid_values(
    variables: Sequence[Variable],
    with_pi: bool = False,
    lower: dict[str, Fraction] | None = None,
) -> list[list[Fraction]]:
    """The grid of each variable (see the module docstring), each sorted by
    ``(|v|, v < 0)``; with ``with_pi``, the real variables also take :func:`pi_multiples`.
    ``lower`` maps a variable to a positive lower bound its hypotheses give
    (:func:`~wzprove.falsity.bounds.lower_bounds`): it then takes ``bound + i`` for the
    ``i ≥ 0`` of the ℕ grid (ℕ, ℤ) or of the nonnegative rational grid (ℚ, ℝ).

    >>> grid_values([Variable("n", "ℕ")], lower={"n": Fraction(100)})[0][:3]
    [Fraction(100, 1), Fraction(101, 1), Fraction(102, 1)]
    """
    nat_bound = NAT_GRID.get(len(variables), NAT_GRID_DEFAULT)
    out: list[list[Fraction]] = []
    for v in variables:
        start = (lower or {}).get(v.name)
        if start is not None and v.type in ("ℕ", "ℤ"):
            out.append([start + i for i in range(nat_bound + 1)])
        elif start is not None:
            out.append(sorted({start + r for r in small_rationals() if r >= 0}))
        elif v.type == "ℕ":
            out.append([Fraction(i) for i in range(nat_bound + 1)])
        elif v.type == "ℤ":
            vals = [Fraction(i) for i in range(-INT_GRID, INT_GRID + 1)]
            out.append(sorted(vals, key=lambda x: (abs(x), x < 0)))
        elif with_pi and v.type == "ℝ":
            vals = small_rationals() + pi_multiples()
            out.append(sorted(vals, key=lambda x: (_size(x), _negative(x))))
        else:
            out.append(small_rationals())
    return out


def grid_points(values: Sequence[Sequence[Fraction]]) -> Iterator[tuple[Fraction, ...]]:
    """The points of the product of ``values`` in :func:`point_key` order.

    Level by level over the absolute values that occur: at level ``m``, the lexicographic
    product of the values with ``|v| ≤ m`` (each list is sorted by coordinate order, so the
    product is in lexicographic order), keeping the points whose largest ``|v|`` is ``m``.
    """
    if not values:
        yield ()
        return
    sized = [[(_size(v), v) for v in vals] for vals in values]
    levels = sorted({size for vals in sized for size, _ in vals})
    for m in levels:
        parts = [[(size, v) for size, v in vals if size <= m] for vals in sized]
        if any(not p for p in parts):
            continue
        for point in itertools.product(*parts):
            if max(size for size, _ in point) == m:
                yield tuple(v for _, v in point)


def _random_value(
    rng: random.Random, var: Variable, scale: int, start: Fraction | None = None
) -> Fraction:
    if start is not None:  # a hypothesis bounds the variable below (grid_values)
        if var.type in ("ℕ", "ℤ"):
            return start + rng.randint(0, scale)
        den = rng.randint(1, scale)
        return start + Fraction(rng.randint(0, scale * den), den)
    if var.type == "ℕ":
        return Fraction(rng.randint(0, scale))
    if var.type == "ℤ":
        return Fraction(rng.randint(-scale, scale))
    den = rng.randint(1, scale)
    return Fraction(rng.randint(-scale * den, scale * den), den)


class _Budget:
    def __init__(self, time_limit: float):
        self.start = time.monotonic()
        self.deadline = self.start + time_limit

    def over(self) -> bool:
        return time.monotonic() > self.deadline

    def elapsed(self) -> float:
        return time.monotonic() - self.start


def search(
    identity: Identity,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    seed: int = 0,
    random_rounds: int = RANDOM_ROUNDS,
    grid: bool = True,
    max_points: int | None = None,
) -> SearchReport:
    """Search ``identity`` for a counterexample (module docstring: grid, then random).

    ``time_limit`` bounds the wall-clock time (checked between points, after the first
    :data:`MIN_GRID_POINTS` of the grid; one point's evaluation is not interrupted);
    ``seed`` makes the random phase reproducible; ``random_rounds`` bounds the number of
    random rounds (:data:`RANDOM_ROUNDS`, so that the search ends without a time limit too;
    0: the grid alone); ``grid=False`` skips the grid (the random phase alone, for a caller
    that ran the grid already: ``prove`` runs the grid, then the certificate search, and the
    random phase only when no certificate was verified; ``grid_complete`` is then
    ``False``); ``max_points``: the point budget (module docstring; None: the grid and
    every round).  Returns a :class:`SearchReport`; never raises for points that cannot be
    evaluated (they are counted).
    """
    variables = searched_variables(identity)
    names = [v.name for v in variables]
    lower = lower_bounds(identity, variables)
    budget = _Budget(time_limit)
    scales: list[int] = []  # the scales of the random rounds begun
    counts = {"checked": 0, "excluded": 0, "failed": 0}
    failure = [""]
    cut = [False]  # the time limit stopped the search

    def spent() -> bool:
        return max_points is not None and sum(counts.values()) >= max_points

    def test(point: Sequence[Fraction]) -> Counterexample | None:
        env = dict(zip(names, point, strict=True))
        try:
            if not identity.hypotheses_hold(env):
                counts["excluded"] += 1
                return None
            lhs, rhs = identity.sides(env)
            same = identity.same(lhs, rhs)
        except (EvaluationError, ZeroDivisionError, OverflowError, RecursionError) as exc:
            counts["failed"] += 1
            failure[0] = str(exc)
            return None
        counts["checked"] += 1
        if same:
            return None
        full = {v.name: env.get(v.name, Fraction(0)) for v in identity.numeric_variables()}
        return Counterexample(full, lhs, rhs, counts["checked"])

    def report(found: Counterexample | None, complete: bool) -> SearchReport:
        return SearchReport(
            found,
            counts["checked"],
            counts["excluded"],
            counts["failed"],
            complete,
            budget.elapsed(),
            tuple(names),
            failure[0],
            cut[0],
            sum(counts.values()),
            spent(),
            region(variables, lower, grid, scales),
        )

    grid_complete = grid
    trig = grid and any(
        t.op in ("cos", "sin", "tan")
        for side in (identity.lhs, identity.rhs, *identity.hypotheses)
        for t in side.walk()
    )
    values = grid_values(variables, with_pi=trig, lower=lower)
    for i, point in enumerate(grid_points(values) if grid else ()):
        if spent() or (i >= MIN_GRID_POINTS and budget.over()):
            grid_complete = False
            cut[0] = not spent()
            break
        found = test(point)
        if found is not None:
            return report(found, False)
    if not variables or spent() or not grid_complete and grid:
        return report(None, grid_complete)
    if random_rounds > 0 and budget.over():
        cut[0] = True
        return report(None, grid_complete)

    rng = random.Random(seed)
    base = max(NAT_GRID.get(len(variables), NAT_GRID_DEFAULT), INT_GRID, RAT_GRID)
    for r in range(random_rounds):
        # after a grid the caller ran already: past it, doubling (80, 160, … for one ℕ variable)
        scale = base + 2 * (r + 1) if grid else base << min(r + 1, MAX_DOUBLINGS)
        scales.append(scale)
        found_here: list[tuple[Fraction, ...]] = []
        for _ in range(ROUND_SIZE):
            if spent():
                break
            if budget.over():
                cut[0] = True
                break
            point = tuple(_random_value(rng, v, scale, lower.get(v.name)) for v in variables)
            if test(point) is not None:
                found_here.append(point)
        if found_here:
            best = min(found_here, key=point_key)
            env = dict(zip(names, best, strict=True))
            lhs, rhs = identity.sides(env)
            full = {v.name: env.get(v.name, Fraction(0)) for v in identity.numeric_variables()}
            return report(Counterexample(full, lhs, rhs, counts["checked"]), grid_complete)
        if cut[0] or spent():
            break
    return report(None, grid_complete)


def region(
    variables: Sequence[Variable],
    lower: dict[str, Fraction],
    grid: bool,
    scales: Sequence[int],
) -> str:
    """The values a search visited, per variable, for messages: the grid (with a lower
    bound from the hypotheses where there is one), then the random rounds' largest range.

    >>> region([Variable("n", "ℕ")], {"n": Fraction(100)}, True, [42, 44])
    'n ∈ 100..140, then random n in 100..144'
    >>> region([Variable("x", "ℚ")], {}, True, [])
    'x = p/q with |p| ≤ 6, 1 ≤ q ≤ 6'
    """
    nat_bound = NAT_GRID.get(len(variables), NAT_GRID_DEFAULT)
    parts = []
    for v in variables:
        start = lower.get(v.name)
        if not grid:
            text = ""
        elif v.type in ("ℕ", "ℤ"):
            lo = start if start is not None else (0 if v.type == "ℕ" else -INT_GRID)
            hi = lo + nat_bound if start is not None or v.type == "ℕ" else INT_GRID
            text = f"{v.name} ∈ {lo}..{hi}"
        elif start is not None:
            text = f"{v.name} = {start} + p/q with 0 ≤ p ≤ {RAT_GRID}, 1 ≤ q ≤ {RAT_GRID}"
        else:
            text = f"{v.name} = p/q with |p| ≤ {RAT_GRID}, 1 ≤ q ≤ {RAT_GRID}"
        if scales:
            top = max(scales)
            if start is not None:
                span = f"{start}..{start + top}"
            elif v.type == "ℕ":
                span = f"0..{top}"
            else:
                span = f"-{top}..{top}"
            more = f"random {v.name} in {span}"
            text = f"{text}, then {more}" if text else more
        parts.append(text)
    return "; ".join(p for p in parts if p)


def find_counterexample(
    identity: Identity, *, time_limit: float = DEFAULT_TIME_LIMIT, seed: int = 0
) -> Counterexample | None:
    """A minimal counterexample to ``identity`` within the budget, or ``None``.

    The guard that ``certify`` and ``prove`` run first: a pure function of the identity,
    the budget and the seed (see :func:`search`).  ``None`` proves nothing.
    """
    return search(identity, time_limit=time_limit, seed=seed).counterexample
