"""A valid statement whose exact evaluation meets gamma(0) or factorial(-1) is refused with
the reason, not reported as bad input (breaker run 12i: status error, exit 2, before)."""

from __future__ import annotations

from wzprove.commands.certify import certify


def test_gamma_at_zero_in_the_summand_is_out_of_scope_not_bad_input() -> None:
    # Lean's Real.Gamma 0 = 0 makes the k = 0 term 0: the statement is false at n = 0 (0 vs 1)
    lhs, rhs = "Sum(binomial(n,k)*gamma(k)*k,(k,0,n))", "Sum(binomial(n,k)*factorial(k),(k,0,n))"
    row = certify(lhs, rhs)
    assert row["status"] == "out-of-scope"
    assert "cannot be evaluated exactly" in row["message"] and "negative" in row["message"]


def test_factorial_of_minus_one_is_out_of_scope_not_bad_input() -> None:
    row = certify(
        "Sum(binomial(n,k)*factorial(k-1)*k,(k,0,n))", "Sum(binomial(n,k)*factorial(k),(k,0,n))"
    )
    assert row["status"] == "out-of-scope" and "factorial" in row["message"]
