"""New-user run 15, M3: the hockey stick over ``Icc m n`` (with ``m ≤ n``) was refused with
"lower limit m must be an integer or linear in the variable", which reads as if ``m`` were not
a variable.  The refusal stays (out of scope), its reason is now what holds: the start is a
parameter.  A start that is an integer or linear in the recurrence variable is still shifted."""

from __future__ import annotations

import sympy

from wzprove.wz.certify import certify

k, m, n = sympy.symbols("k m n", integer=True, nonnegative=True)


def test_a_start_at_a_parameter_says_so() -> None:
    res = certify(sympy.Sum(sympy.binomial(k, m), (k, m, n)), sympy.binomial(n + 1, m + 1), var=n)
    assert res.status == "out-of-scope"
    assert res.message.startswith("the sum starts at m, which holds the parameter m:")
    assert "linear in the recurrence variable n" in res.message


def test_a_start_linear_in_the_variable_is_still_shifted() -> None:
    # Σ_{k=-n}^{n} (-1)^k C(2n, n+k)^2 = C(2n, n)  (a start linear in n: shifted to 0)
    lhs = sympy.Sum((-1) ** k * sympy.binomial(2 * n, n + k) ** 2, (k, -n, n))
    res = certify(lhs, sympy.binomial(2 * n, n), var=n, timeout=120)
    assert res.status == "certified", res.message


def test_a_constant_upper_limit_is_not_named_as_a_variable() -> None:
    # breaker16: the reason read "linear in 7" where the upper limit is a constant
    res = certify(sympy.Sum(sympy.binomial(k, m), (k, m, 7)), sympy.binomial(8, m + 1))
    assert res.status == "out-of-scope"
    assert res.message.startswith("the sum starts at m, which holds the parameter m:")
    assert "linear in 7" not in res.message
    assert res.message.endswith("(only a start that is an integer is shifted to 0)")
