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

from wzprove.lean.parser import parse_text
from wzprove.model.identity import evaluate as lean_evaluate
from wzprove.model.identity import from_sympy
from wzprove.model.linear_forms import faithful
from wzprove.model.reading import (
    ReadingError,
    linear_facts,
    lower_bounds,
    read_sides,
    strict_facts,
)
from wzprove.wz.certify import certify
from wzprove.wz.exceptional import Condition, _may_hold, specialise

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


def _read(text: str):  # noqa: ANN202 - the sides, or the ReadingError
    (parsed,) = parse_text(text + " := by sorry")
    assert parsed.status == "parsed", parsed.message
    try:
        return read_sides(parsed.identity)
    except ReadingError as err:
        return err


def test_only_divisions_exact_everywhere_are_read_as_quotients() -> None:
    # Lean's n / 0 = 0 and n / 1 = n: neither is read as an exact quotient (the divisor must be
    # a literal >= 2), so both are refused as rounding, never read as n * zoo
    for text in ("theorem d (n : ℕ) : n / 0 = 0", "theorem c (n : ℕ) : n / 1 = n"):
        got = _read(text)
        assert isinstance(got, ReadingError) and "rounds" in str(got), (text, got)
    # (n * 2) / (n! * 0!) is no binomial quotient (the numerator is no factorial): at n = 4
    # Lean gives 8 / 24 = 0, the exact reading 1/3; n! / 2 has no factorial product below
    for text in (
        "theorem b (n : ℕ) : n * 2 / (n ! * 0 !) = 0",
        "theorem a (n : ℕ) : n ! / 2 = 0",
        # a factor that is no factorial: n! / (n! * 2) is 0 in Lean, 1/2 read exactly
        "theorem k (n : ℕ) : n ! / (n ! * 2) = 0",
    ):
        got = _read(text)
        assert isinstance(got, ReadingError) and "rounds" in str(got), (text, got)
    # m (m + 1) / 2 at ℤ is exact (2 divides m (m + 1) for every integer m): read without floor
    got = _read("theorem g (m : ℤ) : m * (m + 1) / 2 = 0")
    assert not isinstance(got, ReadingError), got
    m_ = got.symbols["m"]
    assert not got.lhs.has(sympy.floor)
    assert sympy.expand(got.lhs - m_ * (m_ + 1) / 2) == 0


def test_a_specialised_certificate_keeps_the_exclusions_left() -> None:
    # Σ_{k ≤ n} x^k / (y - 1) = (x^(n+1) - 1) / ((x - 1)(y - 1)) where x ≠ 1 and y ≠ 1
    k_, n_ = sympy.symbols("k n", integer=True, nonnegative=True)
    x, y = sympy.symbols("x y", rational=True)
    rational = ("ℚ", None, False)
    res = certify(
        Sum(x**k_ / (y - 1), (k_, 0, n_)),
        (x ** (n_ + 1) - 1) / ((x - 1) * (y - 1)),
        var=n_,
        excluded=[x - 1, y - 1],
        domains={"x": rational, "y": rational},
    )
    assert res.status == "certified", res.message
    cert = res.certificate
    assert cert.excluded == ["x - 1", "y - 1"]
    # at x = 2 the hypothesis y ≠ 1 still excludes y = 1 from the specialised certificate;
    # x - 1 became the nonzero number 1 and is dropped
    at_x = specialise(cert, {"x": 2})
    assert at_x.excluded == ["y - 1"] and at_x.parameters == ["y"]
    assert specialise(cert, {"x": 2, "y": 3}).excluded == []


def test_a_remainder_is_never_faithful() -> None:
    # Lean's x % 0 = x and Int.emod's sign (7 % -2 = 1, sympy's Mod gives -1) differ from
    # the reading: a hypothesis with a remainder is no fact
    (parsed,) = parse_text(
        "theorem r (n : ℕ) (m : ℤ) (h1 : n % 3 ≠ 1) (h2 : m % (-2) ≠ -1) : n = n := by sorry"
    )
    for h in parsed.identity.hypotheses:
        assert h.args[0].op == "mod"
        assert not faithful(h.args[0]) and not faithful(h)
    assert faithful(parsed.identity.lhs)


def test_hypotheses_read_through_casts_literals_and_types() -> None:
    def ident(text: str):  # noqa: ANN202 - an Identity
        (parsed,) = parse_text(text + " := by sorry")
        return parsed.identity

    # (1 : ℚ) ≤ (n : ℚ): the cast is stripped, n >= 1
    assert lower_bounds(ident("theorem a (n : ℕ) (h : (1 : ℚ) ≤ (n : ℚ)) : n = n")) == {"n": 1}
    # 2m + 1 is odd for every integer m (m read as an integer, not a real): never 0
    sides = read_sides(ident("theorem b (m : ℤ) : ((2 * m + 1 : ℚ)) / (2 * m + 1) = 1"))
    assert sides.lhs == 1
    # 0.5 < x is x - 1/2 > 0, not x - 1 > 0 (a stronger fact than the hypothesis)
    c = ident("theorem c (x : ℚ) (h : (0.5 : ℚ) < x) : x = x")
    xs = sympy.Symbol("x", rational=True)
    assert strict_facts(c) == (xs - sympy.Rational(1, 2),)
    assert linear_facts(c) == (xs - sympy.Rational(1, 2),)
    # -m ≤ 3 is m + 3 ≥ 0 (a negation is linear)
    ms = sympy.Symbol("m", integer=True)
    assert linear_facts(ident("theorem d (m : ℤ) (h : -m ≤ 3) : m = m")) == (ms + 3,)
    # 2 n² ≤ 50 is no linear fact (a product with a nonlinear factor)
    assert linear_facts(ident("theorem e (n : ℕ) (h : 2 * n ^ 2 ≤ 50) : n = n")) == ()
    assert linear_facts(ident("theorem f (m : ℤ) (h : -(m ^ 2) ≤ 3) : m = m")) == ()


def test_inverses_and_integer_powers_are_never_faithful() -> None:
    # x⁻¹ (elaborated as 1 / x) and x ^ (-1 : ℤ) are 0 at x = 0 in Lean (the reading 1/x is
    # undefined there)
    (parsed,) = parse_text(
        "theorem z (n : ℕ) (x : ℚ) (h1 : x⁻¹ ≠ 2) (h2 : x ^ (-1 : ℤ) ≠ 2) (h3 : x ^ n ≠ 2) :"
        " n = n := by sorry"
    )
    h1, h2, h3 = (h.args[0] for h in parsed.identity.hypotheses)
    assert h1.op == "div" and not faithful(h1)
    assert h2.op == "pow" and h2.args[1].type == "ℤ" and not faithful(h2)
    assert h3.op == "pow" and h3.args[1].type == "ℕ" and faithful(h3)
