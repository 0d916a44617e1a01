"""A denominator factor in another parameter under ``zero_for_integer_parameters`` (issue 12,
item 2): ``t = 1 / ((m + 1) · (-j)! · (j - 1)!)`` is 0 at every integer ``j`` (one of the
two reciprocal factorials is at a pole) only where ``m + 1 ≠ 0``; at ``m = -1`` it is
``0 · 1/0``.  The zero test leaves that factor to the ``parameters`` check, which pins every
value where a denominator in the parameters may vanish and verifies the specialised
certificate there directly: these tests pin both halves of that argument."""

from __future__ import annotations

import sympy
from verifier_certificates import cert

from wzprove.wz.exceptional import _conditions, _pins, parameter_check
from wzprove.wz.verify import verify_certificate
from wzprove.wz.verify.boundary import zero_for_integer_parameters

j, m = sympy.symbols("j m", integer=True)
T = 1 / ((m + 1) * sympy.factorial(-j) * sympy.factorial(j - 1))


def test_the_zero_test_leaves_the_other_factor_to_the_parameters_check() -> None:
    assert zero_for_integer_parameters(T, [j, m], {"m": 0}) is True
    assert zero_for_integer_parameters(T, [j, m], {"m": -3}) is True
    assert (1 / (m + 1)).subs(m, -1) == sympy.zoo  # what the dropped term stands for there


def _with_m(bound: int):
    # sum_k C(n,k)/(m + 1) = 2^n/(m + 1): the factor 1/(m + 1) in summand and right side
    return cert(
        summand="binomial(n, k)/(m + 1)",
        rhs="2**n/(m + 1)",
        parameters=["m"],
        parameter_bounds={"m": bound},
    )


def test_the_parameters_check_pins_every_zero_the_bound_allows() -> None:
    c = _with_m(-3)
    table = {s: sympy.Symbol(s, integer=True) for s in ("k", "n", "m")}
    pins = []
    for cond in _conditions(c, table):
        for pin in _pins(cond, c, table, [table["m"]]) or []:
            pins.append({p.name: v for p, v in pin.items()})
    # m + 1 = 0 with m >= -3: the sign argument bounds m by -1, so m = -3, -2, -1
    assert {v["m"] for v in pins} == {-3, -2, -1}
    check = parameter_check(c, verify_certificate)
    # m = -3, -2 verify specialised; at m = -1 the summand is C(n,k)/0: refused, not dropped
    assert not check.passed
    assert check.detail.startswith("at m = -1: cannot verify")
    # with m >= 0 the factor never vanishes: nothing to pin
    ok = parameter_check(_with_m(0), verify_certificate)
    assert ok.passed and "none can hold for integer parameters >= their bounds" in ok.detail
