"""A summand's k-free divisor that vanishes at some n is checked there (breaker run 12l).

``certify "Sum(binomial(n,k)*(2*n-100)/(n-50),(k,0,n))"`` was certified with the recurrence
``S(n+1) = 2 S(n)`` for all n >= 0 (and ``= 2**(n+1)`` by WZ): the shift ratio in n cancels
``(2*n - 100)/(n - 50)``, so no check reached n = 50, where the summand is 0 under Lean's
x / 0 = 0 and the sum is 0, not 2**51.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from wzprove.commands.certify import certify


def _sum(n: int) -> Fraction:
    """The sum as written, under x / 0 = 0, without the engine."""
    q = Fraction(2 * n - 100, n - 50) if n != 50 else Fraction(0)
    return sum((comb(n, k) * q for k in range(n + 1)), Fraction(0))


@pytest.mark.parametrize("rhs", [None, "2**(n+1)"])
def test_zero_of_a_summands_divisor_is_not_certified(rhs: str | None) -> None:
    # S(n) = 2**(n+1) except at n = 50: the recurrence S(n+1) = 2 S(n) fails at n = 49 and 50
    assert all(_sum(n) == 2 ** (n + 1) for n in (0, 1, 49, 51))
    assert _sum(50) == 0 != 2 * _sum(49)
    row = certify("Sum(binomial(n,k)*(2*n-100)/(n-50),(k,0,n))", rhs, timeout=60)
    assert row["status"] in ("failed", "false", "out-of-scope"), row
    assert row["status"] != "certified"


def test_divisor_without_natural_zero_stays_certified() -> None:
    # guard: (2*n + 2)/(n + 1) never vanishes for natural n, the recurrence holds everywhere
    row = certify("Sum(binomial(n,k)*(2*n+2)/(n+1),(k,0,n))", "2**(n+1)", timeout=60)
    assert row["status"] == "certified", row


@pytest.mark.parametrize(
    ("lhs", "rhs"),
    [
        # gosper: the closed form n*(n+1) is for k*2, the sum at n = 50 is 0
        ("Sum(k*(2*n-100)/(n-50),(k,0,n))", "n*(n+1)"),
        # two divisors, the ratio cancels both: the sum at n = 50 is 0, 2**50 wanted
        ("Sum(binomial(n,k)*(2*n-100)*(n-52)/((n-50)*(2*n-104)),(k,0,n))", "2**n"),
        ("Sum(binomial(n,k)**2*(2*n-100)/(n-50),(k,0,n))", "2*binomial(2*n,n)"),
        # the zero beyond every checked value: refused, not certified (recurrence-only too)
        ("Sum(binomial(n,k)*(2*n-20000)/(n-10000),(k,0,n))", None),
    ],
)
def test_more_summand_divisor_zeros_are_not_certified(lhs: str, rhs: str | None) -> None:
    row = certify(lhs, rhs, timeout=60)
    assert row["status"] != "certified", row
    assert row["status"] in ("failed", "false", "out-of-scope"), row
