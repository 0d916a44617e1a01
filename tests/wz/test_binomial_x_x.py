"""``binomial(x, x)`` with ``x`` that can be negative (breaker16).

Under the engine's convention (``binomial(a, b) = 0`` for an integer ``b < 0``,
:mod:`wzprove.wz.evaluate`), ``C(x, x)`` is 1 for ``x >= 0`` and 0 for a negative integer
``x``.  Its gamma form ``Gamma(x + 1) / (Gamma(x + 1) Gamma(1))`` merged to 1 in
:func:`~wzprove.wz.hypergeometric.parse_term`, so the numerator's poles (``x < 0``) were
lost and ``certify`` certified statements that are false from ``x = -1`` on, past the
falsity grid: ``Σ C(n, k) C(30 - n, 30 - n) = 2^n`` (0 for ``n >= 31``), Dixon's identity
with its right side times ``C(20 - b, 20 - b)`` (0 for ``b >= 21``).  Each statement here
is checked false by this file's own evaluator first.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
import sympy

from wzprove.api import certify
from wzprove.wz.errors import NotHypergeometric
from wzprove.wz.hypergeometric import parse_term


def _c(top: int, bottom: int) -> int:
    """The generalised binomial at integers."""
    if bottom < 0:
        return 0
    if top >= 0:
        return math.comb(top, bottom) if bottom <= top else 0
    return (-1) ** bottom * math.comb(bottom - top - 1, bottom)


def _dixon(a: int, b: int, c: int) -> Fraction:
    s = sum(
        (-1) ** k * _c(a + b, a + k) * _c(b + c, b + k) * _c(c + a, c + k) for k in range(-a, a + 1)
    )
    return Fraction(s)


DIXON_SUM = "Sum((-1)**k*binomial(a+b,a+k)*binomial(b+c,b+k)*binomial(c+a,c+k),(k,-a,a))"
DIXON = "factorial(a+b+c)/(factorial(a)*factorial(b)*factorial(c))"

#: (left, right, a point where they differ, the sides there by this file's evaluator)
FALSE = [
    (
        "Sum(binomial(n,k)*binomial(30-n,30-n),(k,0,n))",
        "2**n",
        lambda: (sum(_c(31, k) * _c(-1, -1) for k in range(32)), 2**31),
    ),
    (
        "Sum(binomial(n,k)*binomial(30-k,30-k),(k,0,n))",
        "2**n",
        lambda: (sum(_c(31, k) * _c(30 - k, 30 - k) for k in range(32)), 2**31),
    ),
    (
        "Sum(binomial(n,k)*binomial(k+30-n,k+30-n),(k,0,n))",
        "2**n",
        lambda: (sum(_c(31, k) * _c(k - 1, k - 1) for k in range(32)), 2**31),
    ),
    (
        DIXON_SUM,
        "factorial(a+b+c)*binomial(20-b,20-b)/(factorial(a)*factorial(b)*factorial(c))",
        lambda: (_dixon(0, 21, 0), Fraction(math.factorial(21), math.factorial(21)) * _c(-1, -1)),
    ),
    (
        "Sum(binomial(n,k)*binomial(20-b,20-b),(k,0,n))",
        "2**n",
        lambda: (sum(_c(0, k) * _c(-1, -1) for k in range(1)), 1),
    ),
]


@pytest.mark.parametrize(("left", "right", "sides"), FALSE, ids=[f[0][:40] for f in FALSE])
def test_false_beyond_the_grid_is_not_certified(left: str, right: str, sides) -> None:  # noqa: ANN001
    a, b = sides()
    assert a != b  # false at n = 31 / b = 21 (evaluated here, not by the engine)
    row = certify(left, right)
    assert row["status"] != "certified", row["message"]


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("Sum(binomial(n,k)*binomial(n,n),(k,0,n))", "2**n"),
        ("Sum(binomial(n+k,n+k)*binomial(n,k),(k,0,n))", "2**n"),
        (DIXON_SUM, DIXON),
    ],
)
def test_binomial_x_x_of_a_natural_x_still_certifies(left: str, right: str) -> None:
    for n in range(6):
        assert sum(_c(n, k) * _c(n, n) for k in range(n + 1)) == 2**n
    assert all(
        _dixon(a, b, 1)
        == Fraction(math.factorial(a + b + 1), math.factorial(a) * math.factorial(b))
        for a in range(4)
        for b in range(4)
    )
    row = certify(left, right)
    assert row["status"] == "certified", row["message"]


def test_parse_term_refuses_binomial_x_x_that_can_be_negative() -> None:
    n, k, b = sympy.symbols("n k b", integer=True)
    with pytest.raises(NotHypergeometric, match="can be negative"):
        parse_term(sympy.binomial(n, k) * sympy.binomial(30 - n, 30 - n), (n, k))
    with pytest.raises(NotHypergeometric, match="can be negative"):
        parse_term(sympy.binomial(k - n + 3, k - n + 3), (n, k))
    # a natural x: C(x, x) = 1 at every allowed point, merged as before
    assert parse_term(sympy.binomial(n + k, n + k), (n, k)).gammas == ((1, -1),)
    assert parse_term(sympy.binomial(b + 2, b + 2), (n, k, b)).gammas == ((1, -1),)
