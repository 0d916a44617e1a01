"""Kill tests for the last three untriaged mutants of the verifier's mutation run, round 6
(benchmarks/RESULTS.md, "Mutation testing"): ``verify_certificate_44`` and
``_lower_term_zero_53`` / ``_59`` of ``wz/verify/run.py``.  Every expected value is worked
out by hand in the comments."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import sympy
from verifier_certificates import cert

from wzprove.wz.verify import verify_certificate
from wzprove.wz.verify.run import _lower_term_zero
from wzprove.wz.verify.setup import _setup

# sum_{k=0}^{n} 1/((k - 3n + 4)(k - 3n + 5)) telescopes (G = R F = 1/(k - 3n + 4) with
# R = k - 3n + 5, order 0) to 1/(4 - 3n) - 1/(5 - 2n) = (n + 1)/((4 - 3n)(5 - 2n)): no
# integer pole on the right side, but the summand has poles inside the range at n = 2 only
# (k = 3n - 4 = 2 and k = 3n - 5 = 1).  Under Lean's x / 0 = 0 the sum at n = 2 is
# 1/((-2)(-1)) + 0 + 0 = 1/2 while the right side is 3/((-2)(1)) = -3/2: false there.
ISOLATED_POLE: dict[str, Any] = {
    "method": "zeilberger",
    "summand": "1/((k - 3*n + 4)*(k - 3*n + 5))",
    "rhs": "(n + 1)/((4 - 3*n)*(5 - 2*n))",
    "R": "k - 3*n + 5",
    "recurrence": {
        "variable": "n",
        "order": 0,
        "coefficients": ["-1"],
        "inhomogeneous": "-(n + 1)/((2*n - 5)*(3*n - 4))",
    },
}


def test_a_pointwise_failure_at_an_isolated_n_reaches_the_initial_values() -> None:
    # verify_certificate_44 (bad = bexc | exc) drops the pointwise failure n = 2, which is
    # neither a root of a_J nor a k-free pole of R nor a boundary exception: the initial
    # values are then checked at n = 0..-1 (none) and the false statement is certified
    checks = {c.name: c for c in verify_certificate(cert(**ISOLATED_POLE))}
    assert checks["pointwise"].passed and checks["pointwise"].detail.endswith("fails at n = [2]")
    assert checks["boundary"].passed and checks["rhs-recurrence"].passed
    iv = checks["initial-values"]
    assert not iv.passed
    assert iv.detail.startswith("n = 2: ")
    # the value the statement has there under Lean's semantics (by hand above)
    n0 = 2
    lean_sum = sum(
        (Fraction(1, a * (a + 1)) if a * (a + 1) != 0 else Fraction(0))
        for a in (kk - 3 * n0 + 4 for kk in range(n0 + 1))
    )
    assert (lean_sum, Fraction(n0 + 1, (4 - 3 * n0) * (5 - 2 * n0))) == (
        Fraction(1, 2),
        Fraction(-3, 2),
    )


def _lz(summand: str, R: str) -> bool:
    c = cert(
        method="gosper",
        recurrence=None,
        summand=summand,
        R=R,
        parameters=["j"],
        range={"lower": "0", "upper": "n"},
    )
    return _lower_term_zero(_setup(c))


def test_lower_term_zero_reads_the_summand_at_n_0() -> None:
    # z(0) = R(0) F(0) = -j/(j + 1) * C(n - 1, 0) * C(0, j): sympy's C(n - 1, 0) = 1, so z(0)
    # is free of n.  The gamma orders are read from F at n = 0, where C(-1, k) =
    # Gamma(0)/(Gamma(k + 1) Gamma(-k)) puts a numerator gamma at its pole on k = 0: not
    # decided, False (the conservative answer; z(0) is in fact 0 for every j >= 0).
    # _lower_term_zero_53 reads F with n symbolic (Gamma(n) generic, order 1 from C(0, j):
    # True); _59 reads it at n = 1 (C(0, k), no pole: True)
    assert _lz("binomial(n - 1, k)*binomial(k, j)", "-(j - k)/(j + 1)") is False
    # the same without the factor in n: decided by the gamma orders, True in every variant
    assert _lz("binomial(k, j)", "-(j - k)/(j + 1)") is True
    # C(n - 2, k): at n = 0 and at n = 1 a pole (Gamma(-1), Gamma(0)): False
    assert _lz("binomial(n - 2, k)*binomial(k, j)", "-(j - k)/(j + 1)") is False
    assert sympy.binomial(sympy.Symbol("n", integer=True) - 1, 0) == 1
