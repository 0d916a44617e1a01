"""``binomial(x, x)`` with ``x`` that can be negative (breaker16).

Under the engine's convention (``binomial(a, b) = 0`` for an integer ``b < 0``,
:mod:`wzprove.wz.evaluate`), ``C(x, x)`` is 1 for ``x >= 0`` and 0 for a negative integer
``x``.  Its gamma form ``Gamma(x + 1) / (Gamma(x + 1) Gamma(1))`` merged to 1 in
:func:`~wzprove.wz.hypergeometric.parse_term` (as ``C(x, y) C(y, x)`` merges to
``1 / (Gamma(x - y + 1) Gamma(y - x + 1))``), so the numerator's poles (``x < 0``) were
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
from wzprove.wz.hypergeometric import hidden_top_pole


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
        ("Sum(binomial(m,k)*binomial(m-k,n-k),(k,0,n))", "binomial(m,n)*2**n"),
        (DIXON_SUM, DIXON),
    ],
)
def test_binomial_x_x_of_a_natural_x_still_certifies(left: str, right: str) -> None:
    """And the verifier's refusal (:func:`~wzprove.wz.hypergeometric.hidden_top_pole`, on
    the summand and the right side in its setup) leaves these certified."""
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


def test_hidden_top_pole_names_binomial_x_x_and_crossed_pairs() -> None:
    n, k, b, m = sympy.symbols("n k b m", integer=True)
    C = sympy.binomial
    for bad in (
        C(n, k) * C(30 - n, 30 - n),
        C(k - n + 3, k - n + 3),
        C(30 - n, 30 - n + k) * C(30 - n + k, 30 - n),
    ):
        assert "can be negative" in hidden_top_pole(bad, sorted(bad.free_symbols, key=str))
    for good in (
        C(n + k, n + k),  # natural top: C(x, x) = 1 at every allowed point
        C(b + 2, b + 2) * C(n, k),
        C(m, k) * C(m - k, n - k),  # trinomial revision: both reciprocals of the top kept
        C(n, k) * C(n - k, n - k),  # its case m = n: C(n, k) vanishes where n - k < 0
        C(n, k) * C(30 - n, 29 - n),  # the numerator Gamma(31 - n) is kept: seen later
    ):
        assert hidden_top_pole(good, sorted(good.free_symbols, key=str)) is None, good


def test_a_cross_cancelled_binomial_pair_is_not_certified() -> None:
    """``Σ_k C(n, k) C(30 - n, 30 - n + k) C(30 - n + k, 30 - n) = 1``: 1 for ``n <= 30``
    and 0 from ``n = 31`` on (at ``k = 0`` the pair is ``C(-1, -1)^2 = 0``, for ``k > 0``
    ``C(k - 1, -1) = 0``)."""
    n = 31
    left = sum(_c(n, k) * _c(30 - n, 30 - n + k) * _c(30 - n + k, 30 - n) for k in range(n + 1))
    assert left == 0 and all(
        sum(_c(m, k) * _c(30 - m, 30 - m + k) * _c(30 - m + k, 30 - m) for k in range(m + 1)) == 1
        for m in range(31)
    )
    row = certify("Sum(binomial(n,k)*binomial(30-n,30-n+k)*binomial(30-n+k,30-n),(k,0,n))", "1")
    assert row["status"] != "certified", row["message"]
