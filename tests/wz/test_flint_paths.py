"""The engine's flint fast paths give exactly what the sympy paths gave (issue 17): the
same cancelled expression as ``sympy.cancel``, the same factored ratios, the same printed
certificate and recurrence polynomials."""

from __future__ import annotations

import pytest
import sympy
from sympy import binomial, factorial, gamma, symbols

from wzprove.wz import hypersum
from wzprove.wz.hypergeometric import _factored, factored_ratio, parse_term, term_ring
from wzprove.wz.polyring import PolyRing, cancel_expr, factored_from_expr, rational_pair
from wzprove.wz.zeilberger import _factor_expr, _poly_in, zeilberger

n, k, a, x = symbols("n k a x")

RATIONAL = [
    (2 * k**2 - 2) / (k**2 - 2 * k + 1),
    k / 2 + 1,
    -(n + 1) / (2 * (k - n - 1)) + k / (n - k + 1),
    (a * k - n) ** 2 / (-(k + 1) * (a - 2)) - 3,
    (n + 1) * (n + 2) / ((n + 1) * 6) - n / 6,
    1 / (k + 1) - 1 / (k + 2),
    -x / (2 * a) + (x + 1) ** 3 / (4 * a * (x + 1)),
    (-n - 1) / (k - n - 1),
    (3 * n + 4) * (9 * n + 6) / (-(k - 3 * n - 1) ** 3 * 6),
]


@pytest.mark.parametrize("expr", RATIONAL)
def test_cancel_expr_is_sympy_cancel(expr):
    got = cancel_expr(expr)
    want = sympy.cancel(expr)
    assert got == want
    assert str(got) == str(want)


def test_cancel_expr_refuses_what_is_not_rational():
    assert cancel_expr(gamma(k) / k) is None
    assert cancel_expr(2**k * k) is None
    assert cancel_expr(sympy.sqrt(2) * k) is None
    assert cancel_expr(k / (n - n)) is None  # sympy makes this zoo; never a fraction here
    assert cancel_expr(sympy.Rational(3, 4)) == sympy.Rational(3, 4)
    assert cancel_expr((k - k) / (n + 1)) == 0


def test_rational_pair_values():
    ring = PolyRing((k, n))
    num, den = rational_pair(ring, (k + 1) / n - 1 / (2 * n))
    assert sympy.simplify(ring.to_expr(num) / ring.to_expr(den) - (2 * k + 1) / (2 * n)) == 0
    assert rational_pair(ring, 1 / (k - k + 0 * n)) is None


@pytest.mark.parametrize(
    "r",
    [k**2 / (k + 1), (2 * k + 2) ** 3 / (3 * (n - k) ** 2), sympy.Rational(-5, 6) * k, (k + n) / 2],
)
def test_factored_is_factored_from_expr(r):
    ring = PolyRing((k, n))
    fast, slow = _factored(ring, r), factored_from_expr(ring, r)
    assert fast.unit == slow.unit
    assert {key: str(m) for key, (_, m) in fast.facs.items()} == {
        key: str(m) for key, (_, m) in slow.facs.items()
    }


def test_factored_ratio_of_rational_gamma_arguments():
    t = parse_term(gamma(a / 2 + 2 * k - n + sympy.Rational(1, 3)) * binomial(n, k) * k**2, (n, k))
    ring = term_ring(t, (k, n))
    r = factored_ratio(t, k, ring).to_expr()
    third = sympy.Rational(1, 3)
    for av, nv, kv in [(4 * third, 5, 3), (10 * third, 6, 2), (16 * third, 3, 1)]:
        at = {a: av, n: nv, k: kv}
        want = t.expr.subs(k, k + 1).subs(at) / t.expr.subs(at)
        assert r.subs(at) == want


def test_similarity_classes_multiplier_is_cancelled():
    (c,) = hypersum.similarity_classes(2**n / (n + 1) + n * 2**n / (n + 1), n)
    assert c.multiplier == sympy.cancel(1 + n)
    assert str(c.term.rational) == str(sympy.cancel(c.members[0].rational * c.multiplier))


def test_zeilberger_output_form():
    """The certificate prints as the left-to-right product did (``c * f_1`` distributes the
    constant over a sum: ``k**2*(-n - 1)/...``), and the coefficients are ``Poly`` in ``n``
    over ZZ."""
    # the strings of the tree before the change (main at eb9f72d)
    T = zeilberger(binomial(n, k) ** 2, n, k)
    assert str(T.R) == "k**2*(2*k - 3*n - 3)/(k - n - 1)**2"
    assert T.coefficients == [sympy.Poly(-4 * n - 2, n), sympy.Poly(n + 1, n)]
    assert [p.domain for p in T.coefficients] == [sympy.ZZ, sympy.ZZ]
    T = zeilberger(binomial(n, k) ** 2 * k**2, n, k)
    assert str(T.R) == "(k - 1)**2*(n + 1)**2*(2*k - 3*n - 2)/(k - n - 1)**2"
    assert T.coefficients == [sympy.Poly(-4 * n**3 - 6 * n**2 + 2, n), sympy.Poly(n**3, n)]
    ring = PolyRing((k, n))
    p, _ = ring.from_expr(sympy.expand(-(n + 1) * k**2))
    assert str(_factor_expr(ring, p)) == str(sympy.Integer(-1) * (n + 1) * k**2)
    assert _poly_in(ring, ring.from_expr(n**2 - 4)[0], n) == sympy.Poly(n**2 - 4, n)
    assert _poly_in(ring, ring.const(0), n) == sympy.Poly(0, n)


def test_factorial_term_still_gosper():
    from wzprove.wz.gosper import gosper

    assert gosper(k * factorial(k), k) == 1 / k


@pytest.mark.parametrize(
    "F, var",
    [
        (binomial(n, k) ** 2, k),
        ((-1) ** k * binomial(3 * n + 1, k) * binomial(3 * n - k, n) ** 3, k),
        ((-1) ** k * binomial(3 * n + 1, k) * binomial(3 * n - k, n) ** 3, n),
        (binomial(n, 2 * k) * x ** (2 * k) / (2 * k + 1), k),
        (2 ** (2 * n) * k * gamma(a + k) / factorial(n + a), n),
    ],
)
def test_ratio_is_the_cancelled_sympy_ratio(F, var):
    from wzprove.wz.hypergeometric import ratio

    t = parse_term(F, (var,))
    want = sympy.cancel(factored_ratio(t, var, term_ring(t, (var,))).to_expr())
    got = ratio(F, var)
    assert str(got) == str(want) and got == want
