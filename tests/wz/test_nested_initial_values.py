"""Initial values that are sums over a parameter's range, certified on their own (issue 15:
LCI Gould_identity_6_26; wzprove.wz.verify.initial_sums.certify_initial_value).

A recurrence in ``j`` whose value at ``j = 0`` is Dixon's sum ``∑_{k ≤ 2r} (-1)^k C(2r, k)
C(2r, 2r - k)^2`` (its range holds the parameter ``r``): the exact case split on the
parameters cannot decide it, the engine's own certificate for it (in ``r``) can.  A right
side wrong only at ``j = 0`` (times a factor in ``r`` alone, so the recurrence in ``j``
still holds) must fail there.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from math import comb

import pytest
from sympy import Sum, binomial, symbols, sympify

from wzprove.wz.certify import certify
from wzprove.wz.verify import verify_certificate

r, j, k = symbols("r j k", integer=True, nonnegative=True)

SUMMAND = (-1) ** k * binomial(2 * r, k) * binomial(2 * r + 2 * j, 2 * r + j - k) ** 2
RHS = (
    (-1) ** r
    * binomial(2 * r, r)
    * binomial(3 * r + 2 * j, 2 * r + j) ** 2
    / binomial(3 * r + 2 * j, r)
)


def _lean_value(rv: int, jv: int) -> Fraction:
    """The sum at ``(r, j)`` by plain integers (``2r + j - k`` never truncates for k ≤ 2r)."""
    return Fraction(
        sum(
            (-1) ** kk * comb(2 * rv, kk) * comb(2 * rv + 2 * jv, 2 * rv + jv - kk) ** 2
            for kk in range(2 * rv + 1)
        )
    )


def test_the_identity_holds_on_a_grid() -> None:
    for rv in range(8):
        for jv in range(8):
            want = Fraction(
                (-1) ** rv * comb(2 * rv, rv) * comb(3 * rv + 2 * jv, 2 * rv + jv) ** 2,
                comb(3 * rv + 2 * jv, rv),
            )
            assert _lean_value(rv, jv) == want


def test_recurrence_in_j_with_dixon_as_its_initial_value_is_certified() -> None:
    res = certify(Sum(SUMMAND, (k, 0, 2 * r)), RHS, var=j, timeout=120)
    assert res.status == "certified", res.message
    assert res.recurrence is not None and res.recurrence.variable == "j"
    initial = {c.name: c for c in res.certificate.checks}["initial-values"]
    assert initial.passed and "certified in r" in initial.detail
    # without the engine to certify the initial value on its own, that check fails
    again = {c.name: c for c in verify_certificate(res.certificate, recertify=None)}
    assert not again["initial-values"].passed
    assert "range depends on a parameter" in again["initial-values"].detail


@pytest.mark.parametrize("factor", ["(r + 1)", "2**r", "1/2"])
def test_a_right_side_wrong_at_j_0_only_is_refused(factor: str) -> None:
    res = certify(Sum(SUMMAND, (k, 0, 2 * r)), RHS * sympify(factor), var=j, timeout=120)
    assert res.status != "certified", res.message
    # the true certificate with that right side, straight to the verifier (no falsity search
    # before it): the recurrence in j still holds, the nested initial value must not
    good = certify(Sum(SUMMAND, (k, 0, 2 * r)), RHS, var=j, timeout=120).certificate
    bad = replace(good, rhs=f"({good.rhs})*({factor})", checks=[])
    checks = {c.name: c for c in verify_certificate(bad, recertify=certify)}
    assert checks["rhs-recurrence"].passed
    assert not checks["initial-values"].passed
    assert "certifying it" in checks["initial-values"].detail, checks["initial-values"].detail
