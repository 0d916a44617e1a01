"""The identity model: conversions to and from sympy, grids, substitution."""

from fractions import Fraction

import sympy

from wzprove.model.identity import (
    SumBinder,
    Term,
    evaluate,
    from_sympy,
    natural_points,
    substitute,
    to_sympy,
)

n, k = sympy.symbols("n k", integer=True, nonnegative=True)


def test_from_sympy_sum_of_squares_gives_central_binomials() -> None:
    t = from_sympy(sympy.Sum(sympy.binomial(n, k) ** 2, (k, 0, n)))
    assert [evaluate(t, {"n": m}) for m in range(7)] == [1, 2, 6, 20, 70, 252, 924]


def test_from_sympy_keeps_generalised_binomial_at_negative_top() -> None:
    # binomial(-1, k) = (-1)^k: sympy's (mathematical) meaning, not Nat.choose's
    t = from_sympy(sympy.binomial(n - 3, k))
    assert evaluate(t, {"n": 2, "k": 3}) == -1
    assert evaluate(t, {"n": 2, "k": 2}) == 1


def test_from_sympy_rising_factorial_of_a_half() -> None:
    t = from_sympy(sympy.RisingFactorial(sympy.Rational(1, 2), k) / sympy.factorial(k))
    assert [evaluate(t, {"k": j}) for j in range(4)] == [
        1,
        Fraction(1, 2),
        Fraction(3, 8),
        Fraction(5, 16),
    ]


def test_to_sympy_flags_nat_subtraction_and_division() -> None:
    nv, kv = Term.var("n"), Term.var("k")
    form = to_sympy(Term("div", (Term("sub", (nv, kv), "ℕ"), Term.lit(2)), "ℕ"))
    assert len(form.caveats) == 2
    assert any("truncates" in c for c in form.caveats)
    assert any("rounds down" in c for c in form.caveats)


def test_to_sympy_range_sum_has_inclusive_bounds() -> None:
    nv, kv = Term.var("n"), Term.var("k")
    s = Term(
        "sum",
        (Term.lit(0), Term("add", (nv, Term.lit(1)), "ℕ"), Term("choose", (nv, kv), "ℕ")),
        "ℕ",
        SumBinder("k"),
    )
    form = to_sympy(s)
    assert form.expr == sympy.Sum(sympy.binomial(n, k), (k, 0, n))
    assert form.caveats == ()


def test_natural_points_are_ordered_by_largest_value() -> None:
    pts = list(natural_points(["a", "b"], 2))
    assert len(pts) == 9
    assert [max(p.values()) for p in pts] == sorted(max(p.values()) for p in pts)
    assert pts[0] == {"a": 0, "b": 0}


def test_substitute_respects_bound_index() -> None:
    body = Term("choose", (Term.var("n"), Term.var("k")), "ℕ")
    s = Term("sum", (Term.lit(0), Term.var("k"), body), "ℕ", SumBinder("k"))
    out = substitute(s, "k", Term.lit(3))
    # the bound k in the body is untouched, the free k in the upper bound is replaced
    assert evaluate(out, {"n": 4}) == 1 + 4 + 6
