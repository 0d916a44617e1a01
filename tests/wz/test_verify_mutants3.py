"""Kill tests for the third round of the verifier's mutation triage (issue 12;
benchmarks/mutation/survivors-verify.txt), soundness first: the late refusals of
``_pointwise_all_n``, ``_initial_values`` and ``_equal``, the exceptional ``n`` of
``_exceptional``, the window and the two-sum refusal of ``verify_certificate``, the Gosper
checks (``_verify_gosper``, ``_lower_term_zero``).  Every expected value is worked out by
hand in the comment beside it (binomial sums, the order of vanishing of ``1/Gamma`` at the
nonpositive integers, A = B §5.2).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import sympy
from sympy import gamma as G
from verifier_certificates import cert

from wzprove.wz.certify import certify
from wzprove.wz.evaluate import lean_counterexample
from wzprove.wz.exceptional import parameter_check
from wzprove.wz.verify import verify_certificate
from wzprove.wz.verify.boundary import _boundary, _boundary_terms
from wzprove.wz.verify.boundary import zero_for_integer_parameters as zero
from wzprove.wz.verify.recurrence import _equal, _exceptional, _initial_values
from wzprove.wz.verify.run import _lower_term_zero, _rhs_nonzero, _verify_gosper
from wzprove.wz.verify.setup import _setup
from wzprove.wz.verify.values import _gamma_min_ok, _pointwise, _pointwise_all_n

m = sympy.Symbol("m", integer=True)
j = sympy.Symbol("j", integer=True)

PROVED = "proved for all n > 12 by the gamma-limit argument (G finite on k = n + 1)"


def test_pointwise_all_n_refuses_late_exceptions_on_pole_lines() -> None:
    # R = (n - c) k/(k - n - 1) on the line k = n + 1 + eps: C(n, k) = 1/Gamma(n - k + 1) *
    # ... has the simple zero 1/Gamma(-eps) ~ -eps, R the simple pole 1/eps, so
    # G -> (n - c)(n + 1) * (-1) * C-part: finite, but 0 at n = c, an exceptional n of
    # the generic argument.  n1 = 13 for 12 samples: c >= 13 is past the window
    def all_n(c: int) -> tuple[bool, str]:
        return _pointwise_all_n(_setup(cert(R=f"k*(n - {c})/(k - n - 1)")))

    assert all_n(20) == (False, "G's limit on the pole lines is exceptional at n = [20]")
    # exactly n1 = 13 is late too (not only n > n1)
    assert all_n(13) == (False, "G's limit on the pole lines is exceptional at n = [13]")
    # n = 12 is inside the window: checked there directly, the argument covers n > 12
    assert all_n(12) == (True, PROVED)


def _iv(summand: str, rhs: str, last: int, **kw: Any) -> tuple[bool, str]:
    """``_initial_values`` of ``sum_{k=0}^n summand = rhs`` at ``n = start..last``."""
    s = _setup(cert(summand=summand, rhs=rhs, **kw))
    names = {"n": s.n, "k": s.k, **{p.name: p for p in s.params}}
    total = sympy.Sum(sympy.sympify(summand, locals=names), (s.k, s.lo, s.hi))
    check = _initial_values(s, total, sympy.sympify(rhs, locals=names), last)
    assert check.name == "initial-values"
    return check.passed, check.detail


def test_initial_values_start_and_direct_values() -> None:
    # sum_k C(n,k) = 2^n for n >= 1, but 2^0 - 0^0 = 0 != 1 at n = 0: from start = 1 the
    # values n = 1..3 agree (2, 4, 8), n = 0 must not be looked at
    assert _iv("binomial(n, k)", "2**n - 0**n", 3, start=1) == (
        True,
        "sum = right side at n = 1..3 (direct)",
    )
    assert _iv("binomial(n, k)", "2**n - 0**n", 3) == (False, "n = 0: sum = 1, right side = 0")
    # with a parameter, equal symbolic values (m 2^n) are equal directly: no case split
    assert _iv("m*binomial(n, k)", "m*2**n", 2, parameters=["m"]) == (
        True,
        "sum = right side at n = 0..2 (direct)",
    )
    # with a parameter, values free of it (m^0 = 1 at n = 0) are compared directly:
    # 1 != (m + 1)^0 + 1 = 2
    assert _iv("binomial(n, k)*m**k", "(m + 1)**n + 1", 2, parameters=["m"]) == (
        False,
        "n = 0: sum = 1, right side = 2",
    )


def test_initial_values_case_split_over_the_parameter() -> None:
    # m (n = 0) against 1: differ at m = 0 (0 != 1), found by the split, not "sum = m"
    assert _iv("m*binomial(n, k)", "2**n", 2, parameters=["m"]) == (
        False,
        "n = 0: m = 0: 0 != 1",
    )
    # C(1, m) = 0 exactly for m >= 2 (1 at m = 0, 1): the sum 2^n C(1, m) is 0 from the
    # bound m >= 2 on; with m >= 1 it is 1 at n = 0, m = 1; without a bound (m >= 0) C(0,
    # m) is 1 at m = 0
    bounded = {"parameters": ["m"], "parameter_bounds": {"m": 2}}
    assert _iv("binomial(n, k)*binomial(1, m)", "0", 2, **bounded) == (
        True,
        "sum = right side at n = 0..2 (direct; parameters by an exact case split)",
    )
    assert _iv(
        "binomial(n, k)*binomial(1, m)", "0", 2, parameters=["m"], parameter_bounds={"m": 1}
    ) == (False, "n = 0: m = 1: 1 != 0")
    assert _iv("binomial(n, k)*binomial(0, m)", "0", 2, parameters=["m"], parameter_bounds={}) == (
        False,
        "n = 0: m = 0: 1 != 0",
    )
    # right side n: n = 0 holds for all m >= 2 (by the split); n = 1 does not (2 C(1, m) =
    # 0 != 1): the values after a split are still checked
    assert _iv("binomial(n, k)*binomial(1, m)", "n", 2, **bounded) == (False, "n = 1: : 0 != 1")


def test_equal_on_symbolic_and_exact_values() -> None:
    assert _equal(m, m) is True
    assert _equal(m, m + 1) is False
    assert _equal(2 * m, m) is False  # not a + b
    assert _equal(sympy.binomial(m + 1, 1), m + 1) is True  # needs expand_func
    assert _equal(Fraction(1, 2), sympy.Rational(1, 2)) is True
    assert _equal(Fraction(1, 2), Fraction(1, 3)) is False
    assert _equal(sympy.Integer(3), sympy.Integer(3)) is True


def _exc(**kw: Any) -> tuple[bool, str, list[int]]:
    check, where = _exceptional(_setup(cert(**kw)))
    assert check.name == "leading-coefficient"
    return check.passed, check.detail, sorted(where)


def test_exceptional_n_by_source() -> None:
    # order 2, a_2 = n - 5 (a_1 = -3 has no root): 5
    rec2 = {"variable": "n", "order": 2, "coefficients": ["1", "-3", "n - 5"]}
    assert _exc(recurrence=rec2) == (
        True,
        "a_J = n - 5: nonnegative integer roots >= 0: [5]; k-free poles of R at n = none",
        [5],
    )
    # two k-free factors of R's denominator: both poles
    assert _exc(R="k/((k - n - 1)*(n - 4)*(n - 6))") == (
        True,
        "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = [4, 6]",
        [4, 6],
    )
    # F = C(n,k)/(n - 5): F(n+1,k)/F(n,k) = (n + 1)/(n + 1 - k) * (n - 5)/(n - 4); its
    # k-free factors vanish at n = -1, 5, 4, shifted back by j = 0, 1: 3, 4, 5 (>= 0)
    assert _exc(summand="binomial(n, k)/(n - 5)")[2] == [3, 4, 5]
    # all three sources at once: a_2 root 5, R pole 7, ratio roots 5, 4 minus j = 0, 1, 2
    both = _exc(recurrence=rec2, summand="binomial(n, k)/(n - 5)", R="k/((k - n - 1)*(n - 7))")
    assert both == (
        True,
        "a_J = n - 5: nonnegative integer roots >= 0: [5]; k-free poles of R at n = [7]",
        [2, 3, 4, 5, 7],
    )
    # from start = 2, F = C(n,k)/(n - 2): ratio factors n - 2, n - 1 give 2, 1 and 1, 0:
    # only 2 >= start
    assert _exc(start=2, summand="binomial(n, k)/(n - 2)")[2] == [2]
    # with a parameter the text says which factors were looked at
    assert _exc(parameters=["m"], summand="m*binomial(n, k)") == (
        True,
        "a_J = 1: nonnegative integer roots >= 0: none; k-free poles of R at n = none"
        " (factors in n alone; those with parameters: the parameters check)",
        [],
    )


def test_exceptional_n_at_most_sixty() -> None:
    # a_J = n (n - 1) ... (n - 59): exactly MAX_EXCEPTIONAL = 60 roots are allowed
    aj = "*".join(f"(n - {i})" for i in range(60))
    passed, _, where = _exc(recurrence={"variable": "n", "order": 1, "coefficients": ["1", aj]})
    assert (passed, where) == (True, list(range(60)))


def _names(checks: list) -> list[tuple[str, bool]]:
    return [(c.name, c.passed) for c in checks]


def test_two_sum_right_side_is_refused() -> None:
    # a right side that is itself a sum is certify()'s business: refused here, whether the
    # identity is true (sum_j C(n,j)) or false (sum_j C(n,j) + 2^n, twice the left side)
    first = [
        ("telescoping-identity", True),
        ("leading-coefficient", True),
        ("pointwise", True),
        ("boundary", True),
    ]
    for rhs in ("Sum(binomial(n, j), (j, 0, n))", "Sum(binomial(n, j), (j, 0, n)) + 2**n"):
        checks = verify_certificate(cert(rhs=rhs))
        assert _names(checks) == [*first, ("rhs-recurrence", False), ("initial-values", False)]
    only = verify_certificate(cert(rhs="Sum(binomial(n, j), (j, 0, n))"))
    assert [(c.name, c.passed, c.detail) for c in only[4:]] == [
        ("rhs-recurrence", False, "use certify() for two-sum identities"),
        ("initial-values", False, "not checked: rhs-recurrence failed"),
    ]


def test_window_reaches_exceptional_n_up_to_n_plus_40() -> None:
    # a_J = n - r with R = (n - r) k/(k - n - 1): the exceptional n = r joins the window of
    # the pointwise check when r <= N + 40 = 52 (n = 0..r), not when r = 53 (n = 0..12)
    # (the window of the gamma-limit check, read directly: the whole verification proves
    # this recurrence by natural boundaries, exactly for every n, since scope15i)
    from wzprove.wz.verify.recurrence import _exceptional
    from wzprove.wz.verify.setup import _setup
    from wzprove.wz.verify.values import _pointwise, _window_ns

    def certificate(r: int):  # noqa: ANN202
        return cert(
            R=f"k*(n - {r})/(k - n - 1)",
            recurrence={
                "variable": "n",
                "order": 1,
                "coefficients": [f"-2*(n - {r})", f"n - {r}"],
            },
        )

    def pointwise(r: int) -> str:
        s = _setup(certificate(r))
        _check, exc = _exceptional(s)
        pw, _bad = _pointwise(s, _window_ns(s, {e for e in exc if e <= s.N + 40}))
        return pw.detail

    assert "; exact at 143 points (n in 0..51);" in pointwise(51)
    assert "; exact at 144 points (n in 0..52);" in pointwise(52)
    assert "; exact at 91 points (n in 0..12);" in pointwise(53)
    checks = verify_certificate(certificate(51))
    assert all(c.passed for c in checks), [c for c in checks if not c.passed]
    (pw,) = [x for x in checks if x.name == "pointwise"]
    assert pw.detail.startswith("natural boundaries")
    (iv,) = [x for x in checks if x.name == "initial-values"]
    assert "n = 0..52" in iv.detail  # past the zero n = 51 of the leading coefficient


def test_gosper_parameter_value_needs_the_engine() -> None:
    # sum_{k=0}^n (m-1) m^k = m^(n+1) - 1 with z = m^k, R = 1/(m - 1): at m = 1 (bound m >= 1)
    # R is undefined, the identity (0 = 0) is certified afresh by the engine
    g = cert(
        method="gosper",
        summand="(m - 1)*m**k",
        rhs="m**(n + 1) - 1",
        R="1/(m - 1)",
        recurrence=None,
        parameters=["m"],
        parameter_bounds={"m": 1},
    )
    with_engine = verify_certificate(g, recertify=certify)
    assert _names(with_engine) == [
        ("telescoping-identity", True),
        ("pointwise", True),
        ("closed-form", True),
        ("parameters", True),
    ]
    assert with_engine[3].detail.endswith(
        "exceptional values m = 1 (specialised identity certified: gosper: all 3 checks passed)"
    )
    alone = verify_certificate(g)
    assert (alone[3].passed, alone[3].detail) == (
        False,
        "at m = 1: cannot verify (1/(m - 1) is undefined at {'m': 1})",
    )


def test_zeilberger_parameter_lines_need_the_engine() -> None:
    # sum C(n,k) C(k,j) = 2^(n-j) C(n,j): the lines j = n + 1 and j = n are certified by the
    # engine (tests/wz/test_verify_mutants2.py); without it the parameters check fails
    lines = cert(
        summand="binomial(k, j)*binomial(n, k)",
        rhs="2**(-j + n)*binomial(n, j)",
        R="(-j + k)*(n + 1)/(k - n - 1)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*n - 2", "-j + n + 1"]},
        parameters=["j"],
        parameter_bounds={"j": 0},
    )
    got = verify_certificate(lines, recertify=certify)
    assert all(c.passed for c in got) and got[-1].name == "parameters"
    assert got[-1].detail.endswith("lines j = n + 1 (n >= 0), j = n (n >= 0) certified separately")


def _gosper(**kw: Any) -> list[tuple[str, bool, str]]:
    d: dict[str, Any] = {"method": "gosper", "recurrence": None, **kw}
    return [(c.name, c.passed, c.detail) for c in _verify_gosper(_setup(cert(**d)))]


def test_gosper_pointwise_failures_and_range() -> None:
    # sum_{k=0}^n k with the wrong R = (k - 1)/3 (z = k(k-1)/3): z(k+1) - z(k) = 2k/3 != k
    # for k >= 1, so every n >= 1 fails (n = 0: 0 = 0)
    got = _gosper(summand="k", rhs="n*(n + 1)/2", R="(k - 1)/3")
    assert got[0] == (
        "pointwise",
        False,
        "t(k) = z(k+1) - z(k) exactly on the range for n in 0..12; fails at n = "
        + str(list(range(1, 13))),
    )
    assert got[1][:2] == ("closed-form", False)
    # z(n+1) - z(0) = n(n+1)/3 against n(n+1)/2: equal only at n = 0
    assert got[1][2].endswith("; fails at n = " + str(list(range(1, 13))))
    # 1/((n+1-k)(n+2-k)) = z(k+1) - z(k) with z = 1/(n+2-k) (R = n + 1 - k): the sum over
    # k = 0..n is 1 - 1/(n+2); the summand has a pole at k = n + 1, just past the range
    ok = _gosper(summand="1/((n + 1 - k)*(n + 2 - k))", rhs="1 - 1/(n + 2)", R="n + 1 - k")
    assert [x[:2] for x in ok] == [("pointwise", True), ("closed-form", True)]
    # without a variable: one sum, no window of n
    assert _gosper(
        variable=None, summand="k", rhs="55", R="(k - 1)/2", range={"lower": "0", "upper": "10"}
    )[0] == ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in None..None")


def _lz(summand: str, R: str, lo: str = "0", params: tuple[str, ...] = ("j",), **kw: Any) -> bool:
    """``_lower_term_zero`` of a Gosper setup ``sum_{k=lo}^n summand`` with ``R``."""
    c = cert(
        method="gosper",
        recurrence=None,
        summand=summand,
        R=R,
        parameters=list(params),
        range={"lower": lo, "upper": kw.pop("upper", "n")},
        **kw,
    )
    return _lower_term_zero(_setup(c))


def test_lower_term_zero_by_gamma_orders() -> None:
    # hockey stick sum_{k=0}^n C(k, j) = C(n+1, j+1), z = (k - j)/(j + 1) C(k, j):
    # z(0) = -j/(j+1) C(0, j) = 0 for every j >= 0 (C(0, j) = 0 for j >= 1, the factor j
    # at j = 0)
    assert _lz("binomial(k, j)", "-(j - k)/(j + 1)") is True
    # z(0) = R(0) F(0) = 0 outright (no parameter needed): R = (k - 1)/2 at k = 1... from
    # lo = 1, z(1) = 0; from lo = 2, z(2) = 1/2 * 2 != 0
    assert _lz("k", "(k - 1)/2", lo="1", params=()) is True
    assert _lz("k", "(k - 1)/2", lo="2", params=()) is False
    # two parameters, or z(0) depending on n: not handled
    assert _lz("m*binomial(k, j)", "-(j - k)/(j + 1)", params=("j", "m")) is False
    assert _lz("2**n*binomial(k, j)", "-(j - k)/(j + 1)") is False
    # z(0) = (n + 1)(-j/(j+1)) C(0, j) is 0 for every j, but it depends on n: not handled
    assert _lz("(n + 1)*binomial(k, j)", "-(j - k)/(j + 1)") is False
    # without a variable (k = 0..10): the same gamma-order argument in j alone
    assert _lz("binomial(k, j)", "-(j - k)/(j + 1)", variable=None, upper="10", rhs="1") is True
    # not hypergeometric in (j, k): factorial(j^2)
    assert _lz("binomial(k, j)*factorial(j**2)", "-(j - k)/(j + 1)") is False
    # C(j, 9): generic order 0 (1/Gamma(j - 8) is a pole only at j <= 8), though it is 0
    # at j = 0..8: not a zero for all j (C(9, 9) = 1)
    assert _lz("binomial(j, 9)", "1") is False
    # C(0, j) = 1 at j = 0: not zero there, though 1/Gamma(1 - j) vanishes for j >= 1
    assert _lz("binomial(k, j)", "1") is False
    # j C(0, j)/(j - 3): 0 at j = 0, 1, 2, 4, ...; at j = 3 it is 0/0, undefined
    assert _lz("j*binomial(k, j)/(j - 3)", "1") is False
    # C(0, j) C(j + 1, 9): 0 at j >= 1 and C(1, 9) = 0 at j = 0
    assert _lz("binomial(k, j)*binomial(j + 1, 9)", "1") is True


def _bd(bad: set[int] | None = None, **kw: Any) -> tuple[bool, str, list[int]]:
    """``_boundary`` of ``cert(**kw)``; ``bad`` (the pointwise failures) is updated."""
    check, exc = _boundary(_setup(cert(**kw)), set() if bad is None else bad)
    assert check.name == "boundary"
    return check.passed, check.detail, sorted(exc)


def _undefined_at(r: int) -> dict[str, Any]:
    """sum C(n,k)/(n - r) = 2^n/(n - r): a_1 = n - r + 1 vanishes at n = r - 1, where the
    boundary term a_1(n) F(n+1, n+1) = (n - r + 1)/(n + 1 - r) is 0/0 (undefined)."""
    return {
        "summand": f"binomial(n, k)/(n - {r})",
        "rhs": f"2**n/(n - {r})",
        "R": f"(n - {r})*k/(k - n - 1)",
        "recurrence": {
            "variable": "n",
            "order": 1,
            "coefficients": [f"-2*(n - {r})", f"n - {r - 1}"],
        },
    }


def test_boundary_refusals() -> None:
    # no closed form of the boundary for an upper end n^2; nothing exceptional found
    assert _bd(range={"lower": "0", "upper": "n**2"}) == (
        False,
        "cannot analyse the boundary: range must be lo..c*n+d with integer lo, c >= 0",
        [],
    )
    # 1/(n - 71)! = 1/Gamma(n - 70) on the lines: a pole of Gamma at every n <= 70, 71
    # exceptional n (more than 60); with 1/(n - 60)! exactly 60 (0..59): not too many
    passed, detail, exc = _bd(summand="binomial(n, k)/factorial(n - 71)")
    assert (passed, detail, exc) == (False, "too many exceptional n", list(range(71)))
    passed, detail, exc = _bd(summand="binomial(n, k)/factorial(n - 60)")
    assert exc == list(range(60)) and detail.startswith(
        "boundary sum is not shown to be 0 (not zero: simplifies to (n - 60)/(n - 59)); exact"
    )


def test_boundary_failures_join_the_bad_n() -> None:
    # a_1 = n - 2 at n = 2: the boundary sum is undefined there, an isolated failure inside
    # the window (the check passes); it joins the pointwise failures handed in
    bad = {99}
    assert _bd(bad, **_undefined_at(3)) == (
        True,
        "boundary terms sum to 0 symbolically; exact check for n in 0..12; nonzero at n = [2];"
        " exceptional n = [2]",
        [2],
    )
    assert bad == {2, 99}
    # the same at n = 12 = N: still inside the window; at n = 13 > N: the check fails
    assert _bd(**_undefined_at(13))[0] is True
    assert _bd(**_undefined_at(14)) == (
        False,
        "boundary terms sum to 0 symbolically; exact check for n in 0..13; nonzero at n = [13];"
        " exceptional n = [13]",
        [13],
    )
    # a_1 = 1/(n - 5) cannot be evaluated at n = 5: a failure there (and the boundary sum
    # of this non-certificate is not 0 elsewhere either, except at n = 6)
    rec = {"variable": "n", "order": 1, "coefficients": ["-2", "1/(n - 5)"]}
    got = _bd(recurrence=rec)
    assert got[1].endswith("nonzero at n = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12]")


def test_boundary_sum_stops_at_the_upper_end() -> None:
    # sum_{k=0}^n 2^k: S(n+1) - S(n) = 2^(n+1) with R = 0: the boundary sum is the one
    # term a_1 F(n+1, n+1) = 2^(n+1) (k = n + 2 is not in the range of S(n+1))
    c = {
        "summand": "2**k",
        "R": "0",
        "rhs": "2**(n + 1) - 1",
        "recurrence": {
            "variable": "n",
            "order": 1,
            "coefficients": ["-1", "1"],
            "inhomogeneous": "2**(n + 1)",
        },
    }
    assert _bd(**c) == (
        True,
        "boundary terms sum to the declared inhomogeneous part 2**(n + 1) symbolically; exact"
        " check for n in 0..12",
        [],
    )


def test_zero_test_factors_after_one_that_does_not_count() -> None:
    a = sympy.Symbol("a", integer=True)
    n = sympy.Symbol("n", integer=True)
    j = sympy.Symbol("j", integer=True)
    half = sympy.Rational(1, 2)
    # Gamma(j - 3)/(Gamma(1-j) Gamma(j) Gamma(j + 1/2)): at j = 1 the pole of Gamma(-2)
    # cancels the zero of 1/Gamma(0): not 0 (the 1/2-factor is parsed before Gamma(j - 3))
    assert zero(G(j - 3) / (G(1 - j) * G(j) * G(j + half)), [j]) is False
    # 1/((a + j)(j - 5)^2 Gamma(1-j)^2 Gamma(j)), a >= 1: at j = 5 the double pole cancels the
    # double zero of 1/Gamma(-4)^2: not 0 (a + j, positive for a >= 1, j >= 0, does not
    # count); with (j - 5) once the order at j = 5 is 2 - 1 = 1
    assert zero(1 / ((a + j) * (j - 5) ** 2 * G(1 - j) ** 2 * G(j)), [j, a], {"a": 1}) is False
    assert zero(1 / ((a + j) * (j - 5) * G(1 - j) ** 2 * G(j)), [j, a], {"a": 1}) is True
    # (j - 5)^2/(j - 5) unreduced: the root 5 counts 2 - 1 = 1 (a zero), so the term is
    # (j - 5)/(Gamma(1-j) Gamma(j)) = 0 everywhere
    assert zero(sympy.expand((j - 5) ** 2) / ((j - 5) * G(1 - j) * G(j)), [j]) is True
    # a denominator factor free of the parameter under test (m - n for j) is left to the
    # parameters check (wz/exceptional.py pins m = n); m itself is not testable here
    # (m - n has another symbol), j is: 0 for every integer j
    assert zero(1 / ((m - n) * G(1 - m) * G(1 - j) * G(j)), [m, j]) is True


def _all_n(**kw: Any) -> tuple[bool, str]:
    return _pointwise_all_n(_setup(cert(**kw)))


def test_pointwise_all_n_scans_every_factor() -> None:
    # no recurrence (J = 0): F itself is still checked; (k-2)! = Gamma(k-1) has poles at
    # k = 0, 1 inside 0..n
    poles = (False, "Gamma(k - 1) has poles on the range")
    assert _all_n(recurrence=None, summand="binomial(n, k)*factorial(k - 2)") == poles
    # the reciprocal Gamma(k + 4) is parsed before Gamma(k - 1): the scan goes on past it
    assert _all_n(summand="binomial(n, k)*factorial(k - 2)/factorial(k + 3)") == poles
    # (n - k)! = Gamma(n - k + 1) is finite on the range 0..n (its pole k = n + 1 is the line
    # k = hi + 1, where G = R F has the pole: C(n, k) (n - k)! = n!/k! does not vanish there)
    assert _all_n(summand="binomial(n, k)*factorial(n - k)") == (
        False,
        "G has a pole on k = n + 1",
    )
    # R's double pole on k = n inside the range (C(n, n) = 1): found after the k-free
    # factor n + 2 and whatever the order of the factors
    assert _all_n(R="k/((n + 2)*(k - n)**2)") == (False, "G has a pole on k = n")
    assert _all_n(R="k/((k - n)**2*(k - n - 1))") == (False, "G has a pole on k = n")
    # a double pole on k = n + 2, past hi + 1 = n + 1: not a line of the sum
    assert _all_n(R="k/((k - n - 1)*(k - n - 2)**2)") == (True, PROVED)
    # with the constant 2 first among R's denominator factors: the pole line k = n is found
    assert _all_n(R="k/(2*(k - n)**2)") == (False, "G has a pole on k = n")
    # F = (n - k)!: Gamma(n - k + 1) >= 1 on 0..n; at k = n + 1 (the line hi + 1, not the
    # range) its pole meets R's: G has a pole there
    assert _all_n(summand="factorial(n - k)") == (False, "G has a pole on k = n + 1")
    # the recurrence variable named a (sympy orders the generators a, k): k^2 - a has
    # degree 2 in k (1 in a)
    assert _all_n(
        variable="a",
        summand="binomial(a, k)",
        rhs="2**a",
        R="k/(k**2 - a)",
        range={"lower": "0", "upper": "a"},
        recurrence={"variable": "a", "order": 1, "coefficients": ["-2", "1"]},
    ) == (False, "R has the pole factor -a + k**2")


def test_pointwise_all_n_lines_of_slope_one_half() -> None:
    # F = C(n, 2k), R = k q(k, n)/(2k - n - 1): on k = (n + 1)/2 (n odd) C(n, n + 1 + 2 eps)
    # has a simple zero, R a simple pole: G finite; on k = n + 1 C(n, 2n + 2) = 0 too
    half = (
        True,
        "proved for all n > 12 by the gamma-limit argument (G finite on k = n + 1, k = n/2 + 1/2)",
    )
    assert _all_n(summand="binomial(n, 2*k)", R="k/(2*k - n - 1)") == half
    # q = 2k - 23: 2n - 21 on k = n + 1 (no integer root), n - 22 on the odd line (the root
    # 22 is even: not on the line)
    assert _all_n(summand="binomial(n, 2*k)", R="k*(2*k - 23)/(2*k - n - 1)") == half

    def late(q: str, **kw: Any) -> tuple[bool, str]:
        return _all_n(summand="binomial(n, 2*k)", R=f"k*({q})/(2*k - n - 1)", **kw)

    # q = k - 10: n - 9 on k = n + 1 (9 < 13: inside the window), (n - 19)/2 on the odd line
    assert late("k - 10") == (False, "G's limit on the pole lines is exceptional at n = [19]")
    # q = n - 20: 20 on k = n + 1, even, so not on the odd line (found on the first line)
    assert late("n - 20") == (False, "G's limit on the pole lines is exceptional at n = [20]")
    # from start = 5 with 2 samples (n1 = 6): q = k - 4 gives n = 7 on the odd line (n = 2m
    # + 1, m >= 2), n = 3 < start on k = n + 1
    assert late("k - 4", start=5, samples=2) == (
        False,
        "G's limit on the pole lines is exceptional at n = [7]",
    )
    # 1/(n - 30)! = 1/Gamma(n - 29) vanishes for n <= 29: on k = n + 1 and on the odd line
    # (n = 2m + 1, m <= 14) the generic argument does not apply up to n = 29
    assert _all_n(summand="binomial(n, 2*k)/factorial(n - 30)", R="k/(2*k - n - 1)") == (
        False,
        "G's limit on the pole lines is exceptional at n = " + str(list(range(13, 30))),
    )
    # from start = -30: q = k - 11 gives n = 21 (m = 10 >= -15) on the odd line, n = 10 on
    # k = n + 1 (inside the window)
    assert late("k - 11", start=-30) == (
        False,
        "G's limit on the pole lines is exceptional at n = [21]",
    )


def test_pointwise_failures_of_the_range_and_of_irrational_limits() -> None:
    # lower end 0^(n - 3): undefined (0^-1) at n = 0, 1, 2 -- each n is looked at; 1 at
    # n = 3, 0 after; not an integer constant, so no proof for all n
    check, bad = _pointwise(_setup(cert(range={"lower": "0**(n - 3)", "upper": "n"})), [0, 1, 2, 3])
    assert bad == {0, 1, 2}
    assert check.detail.endswith("; fails at n = [0, 1, 2]")
    # F = C(n, k) pi^k on k = 0..0: pi has no exact value (even as pi^0 in F(n, 0)), so
    # the equation fails at every n
    s = _setup(cert(summand="binomial(n, k)*pi**k", range={"lower": "0", "upper": "0"}))
    check, bad = _pointwise(s, [0, 1, 2])
    assert bad == {0, 1, 2} and check.detail.endswith("; fails at n = [0, 1, 2]")


def _nonzero(rhs: str, **kw: Any) -> tuple[bool, str]:
    s = _setup(cert(method="wz", rhs=rhs, R="k/(2*k - 2*n - 2)", **kw))
    check = _rhs_nonzero(s, s.rhs)
    assert check.name == "rhs-nonzero"
    return check.passed, check.detail


def test_rhs_nonzero_zeros_and_poles_after_the_start() -> None:
    # r = 2^n/(n - 3): r(n+1)/r(n) = 2 (n - 3)/(n - 2) has the roots 2, 3; r(2) = -4,
    # r(3) = 2^3/0 undefined, r(4) = 16 (the pole was an uncaught Undefined before)
    assert _nonzero("2**n/(n - 3)") == (False, "r is undefined at n = [3]")
    # r = 2^n (n - 3)(n - 5): zeros at 3 and 5 (the ratio's roots 2..5 are looked at)
    assert _nonzero("2**n*(n - 3)*(n - 5)") == (False, "r vanishes at n = [3, 5]")
    # r = 2^n (n - 3)/(n - 5): a zero at 3, a pole at 5
    assert _nonzero("2**n*(n - 3)/(n - 5)") == (
        False,
        "r vanishes at n = [3]; r is undefined at n = [5]",
    )
    # from n = 4 on, 2^n (n - 3) has no zero (r(4) = 16)
    assert _nonzero("2**n*(n - 3)", start=4) == (
        True,
        "r(4) = 16 != 0 and r(n+1)/r(n) has no zero or pole at integers >= 4",
    )
    # with a parameter m (m 2^n, r(0) = m): the factors with m are the parameters check's
    assert _nonzero("m*2**n", parameters=["m"]) == (
        True,
        "r(0) = m != 0 and r(n+1)/r(n) has no zero or pole at integers >= 0 in its factors in n"
        " alone (the others: the parameters check)",
    )
    # a run of zeros 3, 4, 5: r(n+1)/r(n) = 2 (n - 2)/(n - 5) after cancelling, roots 2 and 5;
    # r is looked at in 2, 3 and 5, 6: the ends of the run are found
    assert _nonzero("2**n*(n - 3)*(n - 4)*(n - 5)") == (False, "r vanishes at n = [3, 5]")
    # r(0) itself: 0, or undefined
    assert _nonzero("2**n*n") == (False, "r(0) = 0")
    assert _nonzero("2**n/n")[0] is False


def test_wz_certificate_with_a_pole_of_the_right_side_is_refused() -> None:
    # F = C(n,k)/(2^n/(n - 3)) with the pair of sum C(n,k) = 2^n: the right side 2^n/(n - 3)
    # is undefined at n = 3; verify_certificate answers with failed checks, it does not raise
    c = cert(
        method="wz",
        summand="binomial(n, k)/(n - 3)",
        rhs="2**n/(n - 3)",
        R="k/(2*k - 2*n - 2)",
    )
    checks = {x.name: x for x in verify_certificate(c)}
    assert (checks["rhs-nonzero"].passed, checks["rhs-nonzero"].detail) == (
        False,
        "r is undefined at n = [3]",
    )
    assert checks["initial-values"].passed is False


def test_boundary_terms_shapes_poles_and_parameter_bounds() -> None:
    shape = "cannot analyse the boundary: range must be lo..c*n+d with integer lo, c >= 0"
    # a lower end n - 2 (not an integer): no closed form of the boundary
    assert _bd(range={"lower": "n - 2", "upper": "n"}) == (False, shape, [])
    # F = C(n + 1, k): G = R F on k = n + 1 is (n + 1)/0 * C(n + 1, n + 1): a pole
    assert _bd(summand="binomial(n + 1, k)") == (
        False,
        "cannot analyse the boundary: boundary term on k = n + 1 has a pole",
        [],
    )
    # from start = -1 (n only an integer): at n = -1 the range 0..-1 is empty and the
    # boundary sum G(-1, 0) - G(-1, 0) + a_1 F(0, 0) = 1 is not 0 (an exceptional n); the
    # terms past hi(n) are on k = n + 1 <= hi(n + 1), whatever the sign of n
    assert _bd(start=-1) == (
        True,
        "boundary terms sum to 0 symbolically; exact check for n in -1..12; nonzero at n = [-1];"
        " exceptional n = [-1]",
        [-1],
    )

    # F = C(n,k)/(-j)!: every boundary term carries 1/Gamma(1 - j), 0 exactly for j >= 1:
    # with the bound j >= 1 no term is left, with j >= 0 two are (at j = 0 they are 1)
    def terms(bound: int) -> list:
        c = cert(
            summand="binomial(n, k)/factorial(-j)",
            rhs="2**n/factorial(-j)",
            parameters=["j"],
            parameter_bounds={"j": bound},
        )
        return _boundary_terms(_setup(c))[0]

    assert terms(1) == []
    assert len(terms(0)) == 2


def test_gosper_closed_form_texts_and_refusals() -> None:
    # hockey stick: sum_{k=0}^n C(k, j) = C(n+1, j+1), z(0) = -j/(j+1) C(0, j) = 0 for every j
    assert _gosper(
        summand="binomial(k, j)",
        rhs="binomial(n + 1, j + 1)",
        R="-(j - k)/(j + 1)",
        parameters=["j"],
    )[1] == (
        "closed-form",
        True,
        "rhs = z(hi+1) - z(lo) with z = R*F symbolically (z(lo) = 0 by a gamma-pole argument)",
    )
    # the right side n(n+1)/2 written as n (n+1) (n-2)!/(2 (n-2) (n-3)!): undefined at
    # n = 0, 1 (factorial of a negative number) and n = 2 (1/0), exceptional there
    assert _gosper(
        summand="k", rhs="n*(n + 1)*factorial(n - 2)/(2*(n - 2)*factorial(n - 3))", R="(k - 1)/2"
    )[1] == (
        "closed-form",
        False,
        "rhs = z(hi+1) - z(lo) with z = R*F symbolically; exceptional n = [0, 1, 2] checked"
        " directly; fails at n = [0, 1, 2]",
    )
    # n(n+1)/2 times (6 - n) (5 - n)!/(6 - n)! = 1: defined on the window n = 0..5 (5 samples)
    # but not for n >= 7: refused, though every checked value agrees
    assert _gosper(
        summand="k",
        rhs="n*(n + 1)*(6 - n)*factorial(5 - n)/(2*factorial(6 - n))",
        R="(k - 1)/2",
        samples=5,
    ) == [
        ("pointwise", True, "t(k) = z(k+1) - z(k) exactly on the range for n in 0..5"),
        (
            "closed-form",
            False,
            "rhs = z(hi+1) - z(lo) with z = R*F symbolically; Gamma(7 - n) has poles at every"
            " large n",
        ),
    ]


def test_gamma_min_ok_vertices_of_the_polygon() -> None:
    # Gamma(alpha n + beta k + c) (a numerator factor) over n >= n1 = 13, lo <= k <= hc n +
    # hd + top: poles where the argument is an integer <= 0; the minimum of a linear
    # function on the polygon is at the vertex (n1, lo) or (n1, hi(n1)) when neither edge
    # direction (1, 0), (1, hc) lowers it (alpha >= 0, alpha + beta hc >= 0)
    s = _setup(cert())
    n, k = s.n, s.k

    def ok(arg: Any, hc: int = 1, hd: int = 0, top: int = 0, setup: Any = s) -> str | None:
        return _gamma_min_ok(arg, setup, 13, hc, hd, top)

    poles = "Gamma({}) has poles on the range"
    large = "Gamma({}) reaches poles for large n"
    # k - 1: 0 at k = 1 (vertex (13, 0): -1); k + 1 >= 1 everywhere, k + 1/2 never an integer
    assert ok(k - 1) == poles.format(k - 1)
    assert ok(k + 1) is None
    assert ok(k + sympy.Rational(1, 2)) is None
    # -n + k + 5: alpha = -1 < 0, falls along (1, 0)
    assert ok(-n + k + 5) == large.format(-n + k + 5)
    # n - 2k + 100: alpha + beta hc = -1 < 0 (k = n: 100 - n); with hc = 2, n - k + 1 falls
    # along (1, 2) too
    assert ok(n - 2 * k + 100) == large.format(n - 2 * k + 100)
    assert ok(n - k + 1, hc=2) == large.format(n - k + 1)
    # n - k + 1: alpha + beta hc = 0, minimum 1 at k = n: no pole; n - k: 0 at k = n
    assert ok(n - k + 1) is None
    assert ok(n - k) == poles.format(n - k)
    # n - 12 at n >= 13: >= 1
    assert ok(n - 12) is None
    # one past the top (top = 1): n - k + 1 is 0 at k = n + 1
    assert ok(n - k + 1, top=1) == poles.format(n - k + 1)
    # upper end n + 2 (hd = 2): n - k + 2 is 0 at k = n + 2, n - k + 3 is not
    assert ok(n - k + 2, hd=2) == poles.format(n - k + 2)
    assert ok(n - k + 3, hd=2) is None
    # from lo = 2: k - 1 >= 1
    assert ok(k - 1, setup=_setup(cert(range={"lower": "2", "upper": "n"}))) is None


def _lines(**kw: Any) -> Any:
    """sum_k C(n,k) C(k,j) = 2^(n-j) C(n,j) (a_1 = n + 1 - j vanishes on the line j = n + 1),
    changed by ``kw``."""
    d: dict[str, Any] = {
        "summand": "binomial(k, j)*binomial(n, k)",
        "rhs": "2**(-j + n)*binomial(n, j)",
        "R": "(-j + k)*(n + 1)/(k - n - 1)",
        "recurrence": {"variable": "n", "order": 1, "coefficients": ["-2*n - 2", "-j + n + 1"]},
        "parameters": ["j"],
        **kw,
    }
    return cert(**d)


def test_parameter_lines_default_bound_and_offsets() -> None:
    def check(c: Any, engine: Any = certify) -> tuple[bool, str]:
        got = parameter_check(c, lambda x: verify_certificate(x, recertify=engine), engine)
        return got.passed, got.detail

    # no bound given for j: j >= 0, the lines j = n + 1, j = n from n >= 0 (as with {"j": 0})
    assert check(_lines(parameter_bounds={})) == (
        True,
        "1 denominator / pole condition(s) involving the parameters; exceptional values lines"
        " j = n + 1 (n >= 0), j = n (n >= 0) certified separately",
    )
    # without the engine the first line cannot be certified
    assert check(_lines(parameter_bounds={}), None) == (
        False,
        "at j = n + 1 (n >= 0): the specialised identity is not certifiable",
    )
    # the same sum with n + 1 for n (upper end n + 1): the line j = n + 2; with j >= 3 it
    # starts where n + 2 >= 3, i.e. n >= 1 (and j = n + 1 from n >= 2)
    shifted = _lines(
        summand="binomial(k, j)*binomial(n + 1, k)",
        rhs="2**(-j + n + 1)*binomial(n + 1, j)",
        R="(-j + k)*(n + 2)/(k - n - 2)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*n - 4", "-j + n + 2"]},
        range={"lower": "0", "upper": "n + 1"},
        parameter_bounds={"j": 3},
    )
    assert check(shifted) == (
        True,
        "1 denominator / pole condition(s) involving the parameters; exceptional values lines"
        " j = n + 2 (n >= 1), j = n + 1 (n >= 2) certified separately",
    )


def test_lean_counterexample_window_and_skipped_points() -> None:
    x = sympy.Symbol("x", integer=True, nonnegative=True)
    y = sympy.Symbol("y", integer=True)
    zero, one = sympy.Integer(0), sympy.Integer(1)
    # one variable: the grid is x = 0, 1, 2, ...; C(x, 399) is first nonzero at x = 399, the
    # 400th point (still looked at), C(x, 400) at the 401st (not)
    assert lean_counterexample(sympy.binomial(x, 399), zero, [x], {}, 500) == (
        {"x": "399"},
        Fraction(1),
        Fraction(0),
    )
    assert lean_counterexample(sympy.binomial(x, 400), zero, [x], {}, 500) is None
    # in Q: x/2 = 1/2 at x = 1, x - 3 = -3 at x = 0 (no truncated subtraction)
    assert lean_counterexample(x / 2, zero, [x], {}) == ({"x": "1"}, Fraction(1, 2), Fraction(0))
    assert lean_counterexample(x - 3, zero, [x], {}) == ({"x": "0"}, Fraction(-3), Fraction(0))
    # 2^y for y = -3..-1 is not evaluated (a negative exponent): those points are skipped,
    # 2^0 = 1 agrees, 2^1 = 2 does not
    assert lean_counterexample(2**y, one, [y], {y: -3}) == ({"y": "1"}, Fraction(2), Fraction(1))


def test_parameter_conditions_and_pins() -> None:
    from wzprove.wz.exceptional import Condition, _conditions, _pins, _zero_conditions

    # 2 (m - 3): the constant factor comes first and is skipped, m - 3 = 0 is kept
    out: list = []
    _zero_conditions(2 * m - 6, "R", 1, out)
    assert out == [Condition(m - 3, "zero", "R", 1)]
    # m! C(m, 3) in a denominator: m! is never 0 (its poles are walked elsewhere), C(m, 3)
    # is 0 where 3 <= -1 or m - 3 <= -1 (the factorial comes first: the scan goes on)
    out = []
    _zero_conditions(sympy.factorial(m) * sympy.binomial(m, 3), "summand", 0, out)
    assert out == [Condition(3, "neg", "summand", 0), Condition(m - 3, "neg", "summand", 0)]
    k, n = sympy.Symbol("k", integer=True), sympy.Symbol("n", integer=True)
    table = {"k": k, "n": n, "m": m}
    # order 2: the leading coefficient is a_2 = m - 5 (not a_1 = m - 3); no right side
    rec = {"variable": "n", "order": 2, "coefficients": ["1", "m - 3", "m - 5"]}
    c = cert(rhs=None, parameters=["m"], summand="m*binomial(n, k)", recurrence=rec)
    lead = [x.expr for x in _conditions(c, table) if x.source == "leading coefficient a_J"]
    assert lead == [m - 5]
    # k + m + 1 = 0 with k from m (a parameter, not an integer) to n: k = m + u gives
    # 2m + u + 1 > 0 for m, u >= 0, never 0 (not refused for the lower end's shape)
    cond = Condition(k + m + 1, "zero", "summand", 0)
    ranged = cert(parameters=["m"], range={"lower": "m", "upper": "n"})
    assert _pins(cond, ranged, table, [m]) is None


def test_parameter_check_at_most_twelve_pins() -> None:
    # 1/(m - 11) with m >= 0: the sign argument pins m = 0..11, exactly 12 values (allowed);
    # at m = 11 the certificate is undefined and no engine is given: that value fails
    c = cert(
        summand="binomial(n, k)/(m - 11)",
        samples=3,
        rhs="2**n/(m - 11)",
        parameters=["m"],
    )
    got = parameter_check(c, verify_certificate)
    assert got.passed is False
    assert got.detail.startswith("at m = 11: cannot verify")


def test_zero_test_numerator_gamma_at_one() -> None:
    # Gamma(j + 1)/(Gamma(1 - j) Gamma(j)) = j/Gamma(1 - j) for j >= 0: at j = 0 Gamma(1) = 1
    # is finite (no pole to count) and 1/Gamma(0) = 0; for j >= 1 1/Gamma(1 - j) = 0
    assert zero(G(j + 1) / (G(1 - j) * G(j)), [j], {"j": 0}) is True


def test_telescoping_identity_order_two_and_rational_coefficients() -> None:
    from wzprove.wz.verify.setup import _telescoping_identity

    def holds(**kw: Any) -> bool:
        return _telescoping_identity(_setup(cert(**kw))).passed

    # central Delannoy numbers sum C(n,k) C(n+k,k): (n+1) S(n) - (6n+9) S(n+1) + (n+2) S(n+2)
    # = 0 with R = -(4n+6) k^2/((k-n-1)(k-n-2)) (the F(n+2,k)/F(n,k) ratio is a product of
    # two shift ratios); a_1 changed to -6n - 8 breaks it
    delannoy = {
        "summand": "binomial(n, k)*binomial(n + k, k)",
        "rhs": None,
        "R": "k**2*(-4*n - 6)/((k - n - 2)*(k - n - 1))",
    }
    rec = {"variable": "n", "order": 2, "coefficients": ["n + 1", "-6*n - 9", "n + 2"]}
    assert holds(**delannoy, recurrence=rec) is True
    bad = {**rec, "coefficients": ["n + 1", "-6*n - 8", "n + 2"]}
    assert holds(**delannoy, recurrence=bad) is False
    # sum C(n,k) = 2^n with everything divided by n + 1: rational coefficients a_j
    scaled = {"variable": "n", "order": 1, "coefficients": ["-2/(n + 1)", "1/(n + 1)"]}
    assert holds(R="k/((k - n - 1)*(n + 1))", recurrence=scaled) is True
    assert holds(R="k/((k - n - 1)*(n + 2))", recurrence=scaled) is False


def test_pole_lines_listed_in_the_pointwise_text() -> None:
    def poles(R: str) -> str:
        check, _ = _pointwise(_setup(cert(R=R)), [0])
        return check.detail.split("; poles of R in k: ")[1].split(";")[0]

    # a double pole on k = n + 1 is one line; k^2 - n is no line (degree 2 in k); a k-free
    # factor n + 2 neither
    assert poles("k/(k - n - 1)**2") == "['k = n + 1']"
    assert poles("k/(k**2 - n)") == "none"
    assert poles("k/((n + 2)*(k - n - 1))") == "['k = n + 1']"
