"""The verifier with parameters (issue 12, items 2 and 3): certificates are checked for every
value the statement allows, under Lean's ``x / 0 = 0``, not for generic parameters.

The hand-made certificates below are those the engine once produced (or a true certificate
with one thing changed); they go straight to :func:`verify_certificate`, so that the
falsity search of ``certify`` cannot hide a verifier that accepts them.
"""

from __future__ import annotations

import json

import pytest
import sympy
from click.testing import CliRunner
from sympy import Sum, binomial, symbols

from wzprove.cli import main
from wzprove.wz.certificate import Certificate, Recurrence
from wzprove.wz.certify import certify
from wzprove.wz.verify import verify_certificate

n, k, m, x, j = symbols("n k m x j", integer=True, nonnegative=True)


def _failed(cert: Certificate) -> dict[str, str]:
    return {c.name: c.detail for c in verify_certificate(cert, recertify=certify) if not c.passed}


def _wz(summand: str, rhs: str, R: str, params: list[str]) -> Certificate:
    return Certificate(
        method="wz",
        summand=summand,
        index="k",
        variable="n",
        lower="0",
        upper="n",
        rhs=rhs,
        R=R,
        recurrence=Recurrence("n", 1, ["-1", "1"]),
        parameters=params,
        parameter_bounds={p: 0 for p in params},
    )


def test_wz_pair_with_a_pole_on_the_line_n_above_m_is_refused() -> None:
    # sum C(n,k)/C(m,k) = (m+1)/(m+1-n) holds for n <= m only: at m = 0, n = 1 the sum is
    # 1 and the right side 1/0 = 0; this certificate once passed all 6 checks
    cert = _wz(
        "binomial(n, k)/binomial(m, k)",
        "(m + 1)/(m + 1 - n)",
        "k*(k - m - 1)/((k - n - 1)*(-m + n - 1))",
        ["m"],
    )
    failed = _failed(cert)
    assert list(failed) == ["parameters"]
    assert failed["parameters"] == (
        "exceptional parameter values not handled: summand: -k + m <= -1 for infinitely "
        "many values of m (not handled)"
    )


def test_wz_pair_with_zero_over_zero_at_x_n_0_fails_there() -> None:
    # sum (-1)^k C(n,k)/C(x+k,k) = x/(x+n): at x = n = 0 the right side is 0/0 = 0, the sum 1
    cert = _wz(
        "(-1)**k*binomial(n, k)/binomial(x + k, k)",
        "x/(x + n)",
        "k*(k + x)/((n + x)*(k - n - 1))",
        ["x"],
    )
    failed = _failed(cert)
    assert list(failed) == ["parameters"]
    assert failed["parameters"].startswith("at x = 0: ")
    assert "the specialised identity is false: counterexample {'n': '0'}" in failed["parameters"]


@pytest.mark.parametrize(
    "lhs,rhs,cex",
    [
        ("Sum(binomial(n,k)/binomial(m,k),(k,0,n))", "(m+1)/(m+1-n)", {"n": "1", "m": "0"}),
        ("Sum((-1)**k*binomial(n,k)/binomial(x+k,k),(k,0,n))", "x/(x+n)", {"n": "0", "x": "0"}),
    ],
)
def test_certify_finds_the_counterexample_under_lean_division(lhs, rhs, cex) -> None:
    res = CliRunner().invoke(main, ["certify", lhs, rhs, "--json"])
    row = json.loads(res.output)
    assert res.exit_code == 1, res.output
    assert (row["status"], row["counterexample"]) == ("false", cex)


def test_identically_zero_leading_coefficient_is_rejected() -> None:
    # sum C(n,k) = 2^n with the recurrence -2 S(n) + S(n+1) + 0 S(n+2) = 0 (a forced order-2
    # run once returned these coefficients as certified)
    cert = Certificate(
        method="zeilberger",
        summand="binomial(n, k)",
        index="k",
        variable="n",
        lower="0",
        upper="n",
        rhs="2**n",
        R="k/(k - n - 1)",
        recurrence=Recurrence("n", 2, ["-2", "1", "0"]),
    )
    assert _failed(cert) == {
        "leading-coefficient": "the leading coefficient a_J is identically zero",
        "initial-values": "not checked: leading-coefficient failed",
    }


def test_gosper_pointwise_fails_when_the_summand_is_undefined_on_the_range() -> None:
    # 1/(k(k+1)) = z(k+1) - z(k) with z = -1/k as rational functions, but the range starts
    # at k = 0 where neither is defined: no right side, so only `pointwise` can say so
    cert = Certificate(
        method="gosper",
        summand="1/(k*(k + 1))",
        index="k",
        variable="n",
        lower="0",
        upper="n",
        rhs=None,
        R="-(k + 1)",
    )
    checks = {c.name: c for c in verify_certificate(cert)}
    assert checks["telescoping-identity"].passed
    assert not checks["pointwise"].passed
    assert checks["pointwise"].detail == (
        "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12; "
        "fails at n = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]"
    )


def test_a_false_identity_wrong_only_at_the_last_initial_value_fails() -> None:
    # S(n) = sum C(n,k) satisfies S(n+2) - 4 S(n) = 0, so does r(n) = 2^n - (2^n - (-2)^n)/4;
    # r(0) = 1 = S(0) but r(1) = 1 != 2 = S(1): the second initial value decides
    F = binomial(n, k)
    R1 = k / (k - n - 1)  # S(n+1) - 2 S(n) = 0 (the WZ/Zeilberger certificate)
    R = sympy.factor(sympy.combsimp(R1.subs(n, n + 1) * F.subs(n, n + 1) / F + 2 * R1))
    cert = Certificate(
        method="zeilberger",
        summand="binomial(n, k)",
        index="k",
        variable="n",
        lower="0",
        upper="n",
        rhs="2**n - (2**n - (-2)**n)/4",
        R=str(R),
        recurrence=Recurrence("n", 2, ["-4", "0", "1"]),
    )
    assert _failed(cert) == {"initial-values": "n = 1: sum = 2, right side = 1"}
    good = Certificate.from_dict({**cert.to_dict(), "rhs": "2**n"})
    assert _failed(good) == {}


@pytest.mark.parametrize(
    "lhs",
    [
        "Sum((-1)**k*binomial(n-k,k)*(2*x)**(n-2*k),(k,0,n))",
        "Sum(binomial(n,k)*(x+1)**k*x**(n-k),(k,0,n))",
        "Sum(binomial(n,k)*gamma(k+1),(k,0,n))",
    ],
)
def test_internal_failures_are_refusals_with_exit_1(lhs: str) -> None:
    res = CliRunner().invoke(main, ["certify", lhs, "--json"])
    row = json.loads(res.output)
    assert (res.exit_code, row["status"]) == (1, "failed"), res.output
    assert "Traceback" not in res.output and row["message"]


def test_lines_of_exceptional_parameters_are_certified_separately() -> None:
    # a_J = n + 1 - j vanishes on the line j = n + 1: the values at j = n + 1 and j = n are
    # not reached by the recurrence and are certified as identities in n alone
    res = certify(Sum(binomial(n, k) * binomial(k, j), (k, 0, n)), 2 ** (n - j) * binomial(n, j))
    assert res.status == "certified", res.message
    (check,) = [c for c in res.certificate.checks if c.name == "parameters"]
    assert check.passed
    assert "lines j = n + 1 (n >= 0), j = n (n >= 0) certified separately" in check.detail
