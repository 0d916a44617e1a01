"""Kill tests for the survivors of the ``facts`` mutation run (benchmarks/RESULTS.md, "Mutation
testing"; survivors-facts.txt): when a hypothesis becomes a fact
(:func:`wzprove.model.linear_forms.faithful`), the exact divisions of
:mod:`wzprove.model.linear_forms`, and the hypothesis exclusions of
:mod:`wzprove.wz.exceptional` (``excluded_by``, ``_may_hold``, ``parameter_check``,
``_check_line``), plus the params survivors ``parameter_check_4/6/7`` (the table's symbols).
Every value is computed by hand under Lean's semantics."""

from __future__ import annotations

from fractions import Fraction

import sympy
from sympy import Sum, binomial

from wzprove.model.identity import evaluate as lean_evaluate
from wzprove.model.identity import from_sympy
from wzprove.wz.certify import certify
from wzprove.wz.exceptional import Condition, _may_hold

n, k, m = sympy.symbols("n k m", integer=True)


def test_an_integer_parameter_inside_a_binomial_is_refused_whatever_sympy_evaluates() -> None:
    # Σ_{k ≤ n} C(n, k) C(m, m) = 2^n for m : ℤ is false at m = -1: C(-1, -1) = 0 (sympy's
    # generalised binomial, which the ℤ reading uses), so the sum is 0 there.  Read with
    # symbols that are not integers (parameter_check_7) sympy evaluates C(m, m) to 1 and the
    # statement was certified.
    lhs = Sum(binomial(n, k) * binomial(m, m), (k, 0, n))
    at = {"m": Fraction(-1), "n": Fraction(1)}
    assert lean_evaluate(from_sympy(lhs, {"m": "ℤ"}, "ℚ"), at) == 0
    for rhs in (2**n, m * 2**n / m):
        res = certify(lhs, rhs, var=n, domains={"m": ("ℤ", None, False)}, timeout=30)
        assert res.status != "certified", res.message
        assert "m inside binomial(m, m)" in res.message, res.message
    # C(m, m - 1) = m for m ≥ 1 (0 at m = 0): the same refusal
    lhs = Sum(binomial(n, k) * binomial(m, m - 1), (k, 0, n))
    res = certify(lhs, m * 2**n, var=n, domains={"m": ("ℤ", None, False)}, timeout=30)
    assert res.status != "certified" and "m inside binomial(m, m - 1)" in res.message


def _c(expr: sympy.Expr, kind: str) -> Condition:
    return Condition(expr, kind, "s", 0)


def test_may_hold_at_a_pinned_value() -> None:
    # "zero": m + k = 0 still has k free at m = 1: it may hold (k = -1 is not excluded here)
    assert _may_hold(_c(m + k, "zero"), {m: 1})
    assert _may_hold(_c(m - 1, "zero"), {m: 1})
    assert not _may_hold(_c(m - 1, "zero"), {m: 2})
    assert _may_hold(_c(m - 1, "zero"), {m: Fraction(1)})
    assert not _may_hold(_c(2 * m - 1, "zero"), {m: Fraction(1, 3)})
    assert _may_hold(_c(2 * m - 1, "zero"), {m: Fraction(1, 2)})
    # "neg": a <= -1 at the value
    assert _may_hold(_c(m + k, "neg"), {m: 1})  # k free
    assert _may_hold(_c(m - 5, "neg"), {m: 2})  # -3 <= -1
    assert _may_hold(_c(m - 5, "neg"), {m: 4})  # -1 <= -1
    assert not _may_hold(_c(m - 5, "neg"), {m: 5})  # 0
    assert not _may_hold(_c(m - 5, "neg"), {m: 6})  # 1
    assert not _may_hold(_c(2 * m, "neg"), {m: Fraction(-1, 4)})  # -1/2 > -1
    # a line p = n + 1: the condition may hold somewhere on it
    assert _may_hold(_c(m - 3, "zero"), {m: n + 1})
