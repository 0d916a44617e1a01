"""Kill tests for the mutation run over the verifier's helpers (issue 12, item 7;
benchmarks/mutation/survivors-verify.txt): the sign and pole-order arithmetic of
``wz/verify/values.py`` and the zero tests and closed forms of ``wz/verify/boundary.py``,
each on values worked out by hand (in the comments).
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.wz.certificate import Certificate
from wzprove.wz.verify.boundary import (
    _same_zero,
    boundary_closed_form,
    exceptional_ns,
    is_zero_combination,
)
from wzprove.wz.verify.values import _positive, _zero_order

n, m, x = (sympy.Symbol(s, integer=True) for s in "nmx")


def test_positive_above_the_bounds() -> None:
    # m + 1 >= 1 for m >= 0; m = 0 is not > 0 unless m >= 1; m - 2 = 0 at m = 2
    assert _positive(m + 1, [m], {}) is True
    assert _positive(m, [m], {}) is False
    assert _positive(m, [m], {"m": 1}) is True
    assert _positive(m - 2, [m], {"m": 2}) is False
    assert _positive(m - 2, [m], {"m": 3}) is True
    assert _positive(m + x, [m, x], {"m": 1}) is True
    assert _positive(m - x + 5, [m, x], {}) is False  # x = 5 + m makes it 0
    assert _positive(2 * m + 3 * x - 1, [m, x], {"m": 1}) is True  # >= 1 at m = 1, x = 0
    assert _positive(2 * m + 3 * x - 2, [m, x], {"m": 1}) is False  # 0 at m = 1, x = 0
    # no bounds, or a symbol that is not a parameter: not known
    assert _positive(m + 1, [m], None) is False
    assert _positive(m + n + 1, [m], {}) is False


def test_zero_order_counts() -> None:
    # 1/Gamma(x) at x = 0: a zero of order 1; Gamma(x) alone at 0: a pole (-1)
    assert _zero_order(0, [(1, 0, 1)], [], {}) == 1
    assert _zero_order(0, [], [(1, 0, 1)], {}) == -1
    # at x = 2: 1/Gamma(x - 3)^2 (arg -1 <= 0: +2), Gamma(2x - 5) (arg -1: -1), a zero of
    # the rational part at 2 (+1): 2 + 1 - 1 = 2
    assert _zero_order(2, [(1, -3, 2)], [(2, -5, 1)], {2: 1}) == 2
    # arguments exactly 0 count, positive ones do not: 1/Gamma(x - 1) at 1 (arg 0) and
    # Gamma(x + 1) at 1 (arg 2)
    assert _zero_order(1, [(1, -1, 1)], [(1, 1, 3)], {}) == 1
    assert _zero_order(1, [(1, 0, 1)], [(1, -1, 2)], {}) == -2
    # a pole of the rational part (-1) at 3 only
    assert _zero_order(3, [], [], {3: -1, 4: 2}) == -1


def test_same_zero_and_zero_combination() -> None:
    # 2^n - 2 * 2^(n-1) = 0; (n+1)! - (n+1) n! = 0; 2^n + 2^n != 0
    assert _same_zero([2**n, -2 * 2 ** (n - 1)]) is True
    assert _same_zero([sympy.factorial(n + 1), -(n + 1) * sympy.factorial(n)]) is True
    assert _same_zero([2**n, 2**n]) is False
    assert _same_zero([sympy.Integer(0), sympy.Integer(0)]) is True
    assert _same_zero([sympy.Integer(0), 2**n]) is False
    assert is_zero_combination([2**n, -2 * 2 ** (n - 1)], n) is True
    assert is_zero_combination([2**n, -(2 ** (n - 1))], n) is False
    assert is_zero_combination([2**m, -2 * 2 ** (m - 1)], None) is True
    assert is_zero_combination([sympy.Integer(0)], n) is True


BASE: dict[str, Any] = {
    "format": "wzprove-certificate",
    "version": 1,
    "index": "k",
    "variable": "n",
    "start": 0,
    "samples": 12,
    "range": {"lower": "0", "upper": "n"},
}


def test_boundary_closed_form_and_exceptional_ns() -> None:
    # S(n) = sum C(n,k)/(k+1) = (2^(n+1) - 1)/(n+1): (n+2) S(n+1) - 2(n+1) S(n)
    # = (2^(n+2) - 1) - 2 (2^(n+1) - 1) = 1
    inh = Certificate.from_dict(
        {
            **BASE,
            "method": "zeilberger",
            "summand": "binomial(n, k)/(k + 1)",
            "rhs": None,
            "R": "(k + 1)*(n + 1)/(k - n - 1)",
            "recurrence": {
                "variable": "n",
                "order": 1,
                "coefficients": ["-2*n - 2", "n + 2"],
                "inhomogeneous": "1",
            },
        }
    )
    assert sympy.simplify(boundary_closed_form(inh) - 1) == 0
    assert exceptional_ns(inh) == set()
    # sum k C(n,k): a_J = n vanishes at n = 0
    k2n = Certificate.from_dict(
        {
            **BASE,
            "method": "zeilberger",
            "summand": "k*binomial(n, k)",
            "rhs": "2**(n - 1)*n",
            "R": "(k - 1)*(n + 1)/(k - n - 1)",
            "recurrence": {"variable": "n", "order": 1, "coefficients": ["-2*n - 2", "n"]},
        }
    )
    assert exceptional_ns(k2n) == {0}
    # G(n, n + 1) - G(n, 0) + n F(n + 1, n + 1) = n(n+1) - n(n+1)^2 n!/(n+1)! = 0
    assert sympy.gammasimp(boundary_closed_form(k2n)) == 0
    # a_J = (n - 3)(n - 5) and R with the k-free pole n = 7: {3, 5, 7}
    z = Certificate.from_dict(
        {
            **BASE,
            "method": "zeilberger",
            "summand": "binomial(n, k)",
            "rhs": "2**n",
            "R": "k/((k - n - 1)*(n - 7))",
            "recurrence": {
                "variable": "n",
                "order": 1,
                "coefficients": ["-2*(n - 3)*(n - 5)", "(n - 3)*(n - 5)"],
            },
        }
    )
    assert exceptional_ns(z) == {3, 5, 7}


def test_wz_right_side_undefined_at_the_start_is_refused() -> None:
    from wzprove.wz.verify import verify_certificate

    # sum C(n,k)/n = 2^n/n: the WZ pair F/r = C(n,k)/2^n is that of sum C(n,k) = 2^n, but
    # r(0) = 2^0/0 is undefined (1/0), so rhs-nonzero fails and the values are not checked
    cert = Certificate.from_dict(
        {
            **BASE,
            "method": "wz",
            "summand": "binomial(n, k)/n",
            "rhs": "2**n/n",
            "R": "k/(2*k - 2*n - 2)",
            "recurrence": {"variable": "n", "order": 1, "coefficients": ["-1", "1"]},
        }
    )
    got = [(c.name, c.passed, c.detail) for c in verify_certificate(cert)]
    assert [g[:2] for g in got[:4]] == [
        ("telescoping-identity", True),
        ("leading-coefficient", True),
        ("pointwise", True),
        ("boundary", True),
    ]
    assert got[4:] == [
        ("rhs-nonzero", False, "2**n/n: division by zero: 0 ^ -1 in ((v0_n : ℚ) ^ -1)"),
        ("initial-values", False, "not checked: rhs-nonzero failed"),
    ]
