"""A right side whose power bases vanish at some n is checked there (breaker run 12k).

``certify "Sum(binomial(n,k),(k,0,n))" "(2*n-100)**n/(n-50)**n"`` was certified: the
right-side recurrence check read the right side as ``2**n`` (``sympy.factor`` cancels
``(n - 50)**n``), so the initial values stopped at n = 0, but at n = 50 the right side is
``0 / 0 = 0`` under Lean's ``x / 0 = 0`` while the sum is ``2**50``.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from wzprove.commands.certify import certify
from wzprove.wz.hypersum import singular_points


def _rhs(n: int, a: int = 2, c: int = 100, d: int = 50, e: int = 0) -> Fraction:
    """``(a*n - c)**(n+e) / (n - d)**(n+e)`` under x / 0 = 0 (0**0 = 1), without the engine."""
    num, den = Fraction(a * n - c) ** (n + e), Fraction(n - d) ** (n + e)
    return Fraction(0) if den == 0 else num / den


@pytest.mark.parametrize(
    ("rhs", "value"),
    [
        ("(2*n-100)**n/(n-50)**n", _rhs(50)),
        ("((n-50)*2)**n/(n-50)**n", _rhs(50)),
        ("2**n*(n-50)**(n+1)/(n-50)**(n+1)", Fraction(0)),
        ("((2*n-100)/(n-50))**n", Fraction(0)),  # (0 / 0)**50 = 0
        ("((n-50)/(2*n-100))**(-n)", Fraction(0)),  # zpow: 0**(-50) = 0
    ],
)
def test_false_at_the_zero_of_a_power_base_is_not_certified(rhs: str, value: Fraction) -> None:
    # the statement is false at n = 50 only: the sum is 2**50, the right side 0
    assert sum(comb(50, k) for k in range(51)) == 2**50 != value
    assert all(_rhs(n) == 2**n for n in range(50)) and _rhs(51) == 2**51
    row = certify("Sum(binomial(n,k),(k,0,n))", rhs, timeout=60)
    assert row["status"] in ("false", "failed"), row


def test_a_base_without_natural_zeros_is_still_certified() -> None:
    row = certify("Sum(binomial(n,k),(k,0,n))", "(2*n+2)**n/(n+1)**n", timeout=60)
    assert row["status"] == "certified", row


def test_singular_points_name_the_zero_of_the_power_base() -> None:
    import sympy

    n = sympy.Symbol("n", integer=True, nonnegative=True)
    pts, _notes = singular_points((2 * n - 100) ** n / (n - 50) ** n, n, 0, 1)
    assert {49, 50} <= pts


def test_the_zeros_of_a_rational_power_base_are_named() -> None:
    import sympy

    from wzprove.wz.hypersum import _power_base_roots

    n = sympy.Symbol("n", integer=True, nonnegative=True)
    # at n = 9 the base is 0 and 0**(-9) = 0 (zpow): its numerator's zero counts too
    bad: set[int] = set()
    _power_base_roots(2**n * ((n - 9) / (n + 1)) ** (-n), n, 0, bad, [])
    assert bad == {9}


def test_a_divisor_cancelled_only_when_the_certificate_is_read_back_is_not_certified() -> None:
    # (2*n-100)/(n-50)/2 stays a division in the parsed statement, but the certificate's
    # text is read back as 2**n: the WZ pair was verified for 2**n, false at n = 50
    # at n = 50 the right side is 2**50 * 0 / 0 / 2 = 0 under x / 0 = 0, the sum 2**50
    row = certify("Sum(binomial(n,k),(k,0,n))", "2**n*(2*n-100)/(n-50)/2", timeout=60)
    assert row["status"] in ("false", "failed", "out-of-scope"), row
    assert "n - 50" in row["message"]


@pytest.mark.parametrize("rhs", ["2**n*(n-50)/(2*n-100)*2", "2**(n-1)*(4*n-200)/(2*n-100)"])
def test_a_wz_right_side_is_checked_where_its_cancelled_divisor_vanishes(rhs: str) -> None:
    # the division stays in the certificate, but the WZ pair's f = F / rhs reads rhs as
    # 2**n: at n = 50 the right side is 0 / 0 = 0 and the sum 2**50
    row = certify("Sum(binomial(n,k),(k,0,n))", rhs, timeout=60)
    assert row["status"] in ("false", "failed", "out-of-scope"), row
