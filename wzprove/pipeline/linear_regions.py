"""Closed-form statements with no sum, certified region by region (issue 15, item 3).

Where :func:`wzprove.pipeline.linear._no_sums` refuses a closed-form statement because a
binomial's arguments are not visibly ordered (``C(n + 2, k + 3)``: is ``k + 3 ≤ n + 2``?), or
the reading refuses it for an ℕ subtraction or a divisor that is positive only where the
hypotheses hold, the statement is rewritten into cases that together cover every point it
claims, and each case goes through ``_no_sums`` on its own (which proves it for every value of
its variables, binomials as factorials or by shift ratios):

1. an ℕ statement ``A − B = C`` is replaced by ``A = B + C``, which implies it at every point
   (``(B + C) − B = C``; Lean: ``Nat.add_sub_cancel_left``), and ``L = N / c`` (``c ≥ 1`` a
   literal) by ``L * c = N`` (``(L * c) / c = L``); the converses are not needed, so a
   statement true only by rounding is not certified;
2. each ℕ variable with a literal lower bound ``b`` is written ``v + b``
   (:func:`~wzprove.model.region_cases.shift_lower_bounds`), then each ℕ subtraction of sums
   of powers ``b^n`` shown never negative (:func:`_exponential_gap`) is read as exact;
3. each hypothesis ``a ≤ v`` relating ℕ variables becomes ``v = a + j``
   (:func:`~wzprove.model.hyp_cases.hypothesis_split`: exactly the points it allows);
4. if that is still refused and two ℕ variables are left, the regions of
   :func:`~wzprove.model.region_cases.regions`, which partition ℕ².

Nothing is certified unless every case is; the original statement is then evaluated exactly
under Lean's semantics on a grid as the last guard.  The Lean proof of this form is written by
:mod:`wzprove.sketch.region_proof` (the regions) and :mod:`wzprove.sketch.region_shift` (steps 1
to 3: the ℕ difference moved, the lower bounds shifted, ``a ≤ v`` substituted); a statement
divided by a literal (``L * c = N``) or with powers shown nonnegative still gets none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any

import sympy

from wzprove.model.identity import Identity, Term

#: the most hypothesis substitutions made one after the other
MAX_SUBSTITUTIONS = 4


def _has_sum(identity: Identity) -> bool:
    return any(
        t.op in ("sum", "prod", "tsum")
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    )


def _difference_as_sum(identity: Identity) -> tuple[Identity, list[str]]:
    """``A − B = C`` at ℕ as ``A = B + C`` (module docstring, step 1)."""
    lhs, rhs = identity.lhs, identity.rhs
    if identity.domain != "ℕ":
        return identity, []
    if lhs.op != "sub" or lhs.type != "ℕ":
        if rhs.op != "sub" or rhs.type != "ℕ":
            return identity, []
        lhs, rhs = rhs, lhs
    a, b = lhs.args
    moved = replace(identity, lhs=a, rhs=Term("add", (b, rhs), "ℕ"))
    return moved, ["A − B = C from A = B + C"]


def _division_as_product(identity: Identity) -> tuple[Identity, list[str]]:
    """``L = N / c`` at ℕ (``c ≥ 1`` a literal) as ``L * c = N``, which implies it at every
    point (``(L * c) / c = L``; Lean: ``Nat.mul_div_cancel``); module docstring, step 1."""
    lhs, rhs = identity.lhs, identity.rhs
    if identity.domain != "ℕ":
        return identity, []
    if not (rhs.op == "div" and rhs.type == "ℕ"):
        lhs, rhs = rhs, lhs
    if not (rhs.op == "div" and rhs.type == "ℕ") or lhs.op == "div":
        return identity, []
    num, den = rhs.args
    if den.op != "lit" or not (isinstance(den.value, Fraction) and den.value >= 1):
        return identity, []
    moved = replace(identity, lhs=Term("mul", (lhs, den), "ℕ"), rhs=num)
    return moved, [f"L = N / {den.value} from L * {den.value} = N"]


def _exponential_gap(x: sympy.Expr, y: sympy.Expr) -> bool:
    """Whether ``x − y ≥ 0`` at every natural point, for ``x − y = Σ a_b · b^n`` in one ℕ
    symbol ``n`` with integer bases ``b ≥ 1`` (a constant is ``b = 1``): every prefix sum of
    the coefficients taken by decreasing base is ``≥ 0`` (Abel summation:
    ``Σ a_b b^n = Σ_k A_k (b_k^n − b_(k+1)^n) + A_last · b_last^n``, each term ``≥ 0``).

    >>> n = sympy.Symbol("n", integer=True, nonnegative=True)
    >>> _exponential_gap(27 * 3**n, 24 * 2**n), _exponential_gap(3**n, 3 * 2**n)
    (True, False)
    """
    diff = sympy.expand(sympy.powsimp(sympy.expand(x - y), force=False))
    free = diff.free_symbols
    if len(free) > 1 or any(not (s.is_integer and s.is_nonnegative) for s in free):
        return False
    coeffs: dict[sympy.Expr, sympy.Expr] = {}
    for term in sympy.Add.make_args(diff):
        coeff, rest = term.as_coeff_Mul()
        if rest == 1:
            base = sympy.Integer(1)
        elif isinstance(rest, sympy.Pow) and rest.exp in free and rest.base.is_Integer:
            base = rest.base
        else:
            return False
        if not (coeff.is_Integer and base >= 1):
            return False
        coeffs[base] = coeffs.get(base, 0) + coeff
    total = sympy.Integer(0)
    for base in sorted(coeffs, reverse=True):
        total += coeffs[base]
        if total < 0:
            return False
    return True


def _exact_exponential_subtractions(identity: Identity) -> tuple[Identity, list[str]]:
    """Each ℕ subtraction ``X - Y`` whose reading is a sum of powers ``b^n`` that
    :func:`_exponential_gap` shows never negative, read as exact (its node typed ℤ: the
    reading then takes it as plain subtraction, which it is there)."""
    from wzprove.model.identity import show, to_sympy

    done: list[str] = []

    def visit(t: Term) -> Term:
        t = replace(t, args=tuple(visit(a) for a in t.args)) if t.args else t
        if t.op != "sub" or t.type != "ℕ":
            return t
        try:
            x, y = (to_sympy(a) for a in t.args)
        except Exception:  # noqa: BLE001 - no reading: left as it is
            return t
        if x.caveats or y.caveats or not _exponential_gap(x.expr, y.expr):
            return t
        done.append(f"{show(t)} ≥ 0 (powers by decreasing base)")
        return replace(t, type="ℤ")

    lhs, rhs = visit(identity.lhs), visit(identity.rhs)
    return replace(identity, lhs=lhs, rhs=rhs), done


def certify_regions(
    identity: Identity, closed: Callable[[Identity], bool]
) -> tuple[str, dict[str, Any]] | None:
    """The statement certified case by case (module docstring), ``closed`` deciding each
    case (:func:`wzprove.pipeline.linear._no_sums` on its reading): the message and record of
    form ``closed forms by cases``; ``None`` where some case is refused or it has a sum.  The
    caller evaluates the original statement on a grid last."""
    from wzprove.model.hyp_cases import hypothesis_split
    from wzprove.model.region_cases import _simplified, regions, shift_lower_bounds

    if _has_sum(identity):
        return None
    case, done = _difference_as_sum(identity)
    case, divided = _division_as_product(case)
    case, shifted = shift_lower_bounds(case)
    case, exact = _exact_exponential_subtractions(case)
    done += divided + shifted + exact
    for _ in range(MAX_SUBSTITUTIONS):
        split = hypothesis_split(case)
        if split is None:
            break
        done.append(split.cases[0].substitution)
        case = _simplified(split.cases[0].identity)
    labels: list[str] = []
    if not done or not closed(case):
        names = [v.name for v in case.variables if v.type == "ℕ"]
        if len(names) != 2 or len(case.variables) != 2:
            return None
        parts = regions(case, names[0], names[1])
        if not all(closed(part) for _, part in parts):
            return None
        labels = [label for label, _ in parts]
    steps = f" after {'; '.join(done)}" if done else ""
    how = f"{len(labels)} regions ({', '.join(labels)})" if labels else "one case"
    return (
        f"closed forms by cases: {how}{steps}; in each, every binomial as factorials "
        "(or shift ratios) and lhs − rhs simplified to 0 exactly",
        {"form": "closed forms by cases", "steps": done, "regions": labels},
    )
