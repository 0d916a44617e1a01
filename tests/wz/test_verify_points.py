"""The verifier's fast per-point paths (issue 17) give exactly what the sympy paths give:
``R`` on flint, gamma factors on Fractions, lowest ``eps``-terms on flint, products converted
factor by factor, sums read as one ``Add``, certificates read once, terms looked up by
identity; and the ``recurrence-values`` check compares exact rationals (no ``nsimplify``)."""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy
from sympy import Sum, binomial, factorial

from wzprove.wz import evaluate as E
from wzprove.wz.certificate import Certificate, Recurrence
from wzprove.wz.certify import certify
from wzprove.wz.errors import Undefined
from wzprove.wz.expr_text import read_expr
from wzprove.wz.hypergeometric import parse_term
from wzprove.wz.polyring import PolyRing
from wzprove.wz.recurrence_values import _rational_value, recurrence_values_check
from wzprove.wz.verify.points import ZERO, gamma_part, int_point, lowest_eps_term, r_polys
from wzprove.wz.verify.setup import _setup
from wzprove.wz.verify.values import _gamma_part_sympy, gamma_limit

n, k, a = sympy.symbols("n k a", integer=True)
eps = sympy.Symbol("e")


def test_recurrence_values_keep_tiny_rationals() -> None:
    # sum_k k/(k+1)! = 1 - 1/(n+1)!: the inhomogeneous part -1 + 1/(n+1)! at n = 10 is
    # -39916799/39916800, which nsimplify rounded to -1 (the check failed at n = 10..16)
    res = certify(Sum(k / factorial(k + 1), (k, 0, n)))
    assert res.status == "certified", res.message
    check = [c for c in res.certificate.checks if c.name == "recurrence-values"]
    assert check and check[0].passed and "n = 0..16" in check[0].detail
    assert _rational_value(-1 + 1 / factorial(n + 1), {n: 10}) == Fraction(-39916799, 39916800)


def test_recurrence_values_reject_poles_and_irrationals() -> None:
    with pytest.raises(ValueError, match="not a rational number"):
        _rational_value(1 / (n - 2), {n: 2})
    with pytest.raises(ValueError, match="not a rational number"):
        _rational_value(sympy.sqrt(n), {n: 2})
    assert _rational_value(sympy.Integer(0), {n: 3}) == 0
    # a wrong recurrence still fails: S(n+1) - 3 S(n) = 0 for sum_k C(n, k) = 2^n
    cert = Certificate(
        "zeilberger", "binomial(n, k)", "k", "n", "0", "n", None, "0",
        Recurrence("n", 1, ["-3", "1"]),
    )  # fmt: skip
    assert not recurrence_values_check(cert).passed


@pytest.mark.parametrize(
    "part, K",
    [
        ((k - n) ** 2 * (k + 1) * (2 * k - n + 3), n),
        ((k / 2 + 1) * (k - n - 1) ** 3 * (a * k - n), n + 1),
        ((3 * k - 2 * n + 1) * (k**2 + n * k - 5), 2 * n - 4),
        ((2 * k - n) * (k / 2 + 1), n / 2),  # K with a rational coefficient: the sympy path
        (k * (k - 1) * (k - 2), sympy.Integer(0)),
    ],
)
def test_lowest_eps_term_is_the_lowest_term_of_the_expansion(part, K) -> None:
    P = sympy.Poly(sympy.expand(part.subs(k, K + eps)), eps)
    (d,), c = P.terms()[-1]
    assert lowest_eps_term(part, k, K, eps) == (d, sympy.expand(c))


def test_lowest_eps_term_of_a_vanishing_polynomial() -> None:
    assert lowest_eps_term((k - n) * (k + 1) - (k - n) * (k + 1), k, n, eps) is None
    assert lowest_eps_term(sympy.Integer(0), k, n, eps) is None


TERMS = [
    binomial(n, k) * 2**k,
    binomial(n, k) ** 2 * binomial(n + k, k) / (k + 1),
    (-1) ** k * binomial(2 * n, k) ** 3,
    binomial(k + 2, k + 5) * factorial(n),  # 1/Gamma at a pole eps does not move
    factorial(n - k) / factorial(k),  # Gamma(n - k + 1) in the numerator: poles
    binomial(a, k) * binomial(n, k) * sympy.Rational(1, 3) ** k,
]


@pytest.mark.parametrize("F", TERMS)
def test_gamma_part_agrees_with_sympy(F) -> None:
    term = parse_term(F, (n, k))
    for n0 in range(0, 5):
        for k0 in range(-2, 2 * n0 + 3):
            point = {n: n0, k: k0, a: 7}
            try:
                want = _gamma_part_sympy(term, k, point)
            except Undefined:
                with pytest.raises(Undefined):
                    gamma_part(term, k, point)
                continue
            got = gamma_part(term, k, point)
            if want is None:
                assert got == ZERO
            else:
                assert got is not None and got[0] == want[0]
                assert sympy.Rational(got[1].numerator, got[1].denominator) == want[1]


def test_gamma_part_leaves_irrational_values_to_sympy() -> None:
    term = parse_term(sympy.gamma(k + sympy.Rational(1, 2)) / factorial(k), (k,))
    assert gamma_part(term, k, {k: 1}) is None
    # ... which gamma_limit computes in sympy: Gamma(3/2) = sqrt(pi)/2
    assert (
        gamma_limit(term, sympy.Integer(1), sympy.Integer(1), k, {k: 1}) == sympy.sqrt(sympy.pi) / 2
    )
    # a zero base under a negative power: sympy's answer too
    t2 = parse_term(a**-k * binomial(n, k), (n, k))
    assert gamma_part(t2, k, {n: 2, k: 1, a: 0}) is None


def test_r_polys_values_are_the_evaluated_values() -> None:
    Rnum = sympy.expand((k + 1) ** 2 * (n - k) / 6 + a)
    Rden = (n + 1) * (2 * k - n) ** 2 * 3
    syms = (k, n, a)
    pn, dn, pd, dd = r_polys(Rnum, Rden, syms)
    for pt in [(0, 0, 0), (3, 5, 2), (-2, 7, 61), (4, 8, 47)]:
        env = dict(zip(syms, pt, strict=True))
        assert Fraction(int(pn(*pt)), dn) == E.evaluate(Rnum, env)
        assert Fraction(int(pd(*pt)), dd) == E.evaluate(Rden, env)
    assert r_polys(sympy.pi * k, n, (k, n)) is None
    assert r_polys(k * a, n, (k, n)) is None  # a symbol outside syms
    assert int_point(syms, {k: 1, n: sympy.Integer(2), a: Fraction(3)}) == [1, 2, 3]
    assert int_point(syms, {k: 1, n: 2}) is None


def test_products_convert_factor_by_factor() -> None:
    ring = PolyRing((k, n, a))
    for e in [(k + 1) ** 3 * (n - a) / 4, -2 * (k / 3 + n) ** 2 * a, (k + n) / (2 * (a + 1))]:
        p, q = ring.rat_from_factors(e)
        assert sympy.cancel(ring.to_expr(p) / ring.to_expr(q) - e) == 0
        p2, q2 = ring.rat_from_expr(e)
        assert p * q2 == p2 * q


def test_sums_are_read_as_one_add() -> None:
    e = sympy.expand((n + k + 1) ** 6 * (n - 2 * k + 3) ** 2 - (k + n) ** 5 / 3)
    text = str(e)
    assert read_expr(text, {"n": n, "k": k}) == e
    for t, want in [("a - b - c", "a - b - c"), ("a - (b - c) + 2*d", "a - b + c + 2*d")]:
        assert str(read_expr(t)) == want
    with pytest.raises(Exception, match="unsupported operand"):
        read_expr("x + (y == 1)")


def _cert(R: str, inhom: str = "0") -> Certificate:
    return Certificate(
        "zeilberger", "binomial(n, k)", "k", "n", "0", "n", None, R,
        Recurrence("n", 1, ["-2", "1"], inhom),
    )  # fmt: skip


def test_certificates_read_once_still_differ_by_their_strings() -> None:
    s1 = _setup(_cert("-k/(-k + n + 1)"))
    s2 = _setup(_cert("-k/(-k + n + 1)", "1"))
    s3 = _setup(_cert("k/(-k + n + 1)"))
    assert (s1.inhom, s2.inhom) == (0, 1)
    assert s1.R == -s3.R
    s1.coeffs.append(sympy.Integer(5))  # the caller's copy, not the table's
    s1.params.append(a)
    assert len(_setup(_cert("-k/(-k + n + 1)")).coeffs) == 2
    assert _setup(_cert("-k/(-k + n + 1)")).params == []


def test_terms_are_found_by_identity_and_the_table_is_bounded() -> None:
    expr = binomial(n, k) * 2**k
    first = E._as_term(expr)
    assert E._TERMS_BY_ID[id(expr)] == (expr, first)
    assert E._as_term(expr) is first
    E._TERMS_BY_ID.update({i: (sympy.Integer(i), None) for i in range(-4200, -100)})
    E._as_term(n + 7)  # more than 4096 entries: emptied, then one added
    assert len(E._TERMS_BY_ID) == 1
