"""Kill tests for the second round of the verifier's mutation triage (issue 12;
benchmarks/mutation/survivors-verify.txt): ``zero_for_integer_parameters`` of
``wz/verify/boundary.py``, the test that a boundary term vanishes at every integer value
of a parameter, and the symbols and parameters ``_setup`` reads from a certificate.
Every expected value is worked out by hand in the comment beside it, for the zero test from
``1/Gamma(x) = 0`` exactly at the integers ``x <= 0`` (A = B, §5.2) and the order count
``zeros of 1/Gamma - poles of Gamma + zeros of the rational part - its poles``.
"""

from __future__ import annotations

from typing import Any

import sympy
from sympy import Rational
from sympy import gamma as G
from verifier_certificates import cert

from wzprove.wz.certify import certify
from wzprove.wz.exceptional import parameter_check
from wzprove.wz.verify import verify_certificate
from wzprove.wz.verify.boundary import zero_for_integer_parameters as zero
from wzprove.wz.verify.recurrence import _rhs_recurrence
from wzprove.wz.verify.setup import _setup
from wzprove.wz.verify.values import _param_envs, _pointwise, _pointwise_all_n

j, m, l, x = (sympy.Symbol(s, integer=True) for s in "jmlx")


def test_reciprocal_gammas_covering_every_integer() -> None:
    # 1/Gamma(1-j) is 0 at j >= 1, 1/Gamma(j) at j <= 0: together at every integer
    assert zero(1 / (sympy.factorial(-j) * sympy.factorial(j - 1)), [j]) is True
    assert zero(1 / (G(1 - j) * G(j)), [j]) is True
    # 1/Gamma(j) alone is 1 at j = 1; 1/Gamma(1-j) alone is 1 at j = 0
    assert zero(1 / sympy.factorial(j - 1), [j]) is False
    assert zero(1 / G(1 - j), [j]) is False
    # Gamma(2j) has its poles at 2j <= 0, i.e. j <= 0; Gamma(2 - 2j) at j >= 1,
    # Gamma(2j - 1) at j <= 0 (2j - 1 <= 0 <=> j <= 1/2)
    assert zero(1 / (G(1 - j) * G(2 * j)), [j]) is True
    assert zero(1 / (G(2 - 2 * j) * G(2 * j - 1)), [j]) is True
    # 1/Gamma(1-j) * 1/Gamma(j+1): at j = 0 both are 1/Gamma(1) = 1
    assert zero(1 / (G(1 - j) * G(j + 1)), [j]) is False
    # Gamma(j + 1/2) has no pole at an integer: 1/Gamma(j + 1/2) never vanishes there, a
    # numerator Gamma(j + 1/2) stays finite
    assert zero(1 / (G(1 - j) * G(j + Rational(1, 2))), [j]) is False
    assert zero(G(j + Rational(1, 2)) / (G(1 - j) * G(j)), [j]) is True
    # factors that are not gamma functions nor rational in j (2^j): finite and nonzero
    assert zero(2**j / (G(1 - j) * G(j)), [j]) is True
    # no gamma factor at all, or not hypergeometric: not shown to vanish
    assert zero(j + 0, [j]) is False
    assert zero(sympy.sin(j) / (G(1 - j) * G(j)), [j]) is False


def test_numerator_gammas_count_against() -> None:
    # Gamma(j+1)/(Gamma(1-j) Gamma(j)^2) = j/(Gamma(1-j) Gamma(j)): 0 at j >= 1
    # (1/Gamma(1-j)), at j = 0 (the factor j), at j <= -1 (order 2 - 1 = 1)
    assert zero(G(j + 1) / (G(1 - j) * G(j) ** 2), [j]) is True
    # Gamma(j+1)/(Gamma(1-j) Gamma(j)) = j/Gamma(1-j) = -1 at j = -1
    assert zero(G(j + 1) / (G(1 - j) * G(j)), [j]) is False
    # Gamma(j-3)/(Gamma(1-j) Gamma(j)): at j = 1: order 1 (1/Gamma(0)) - 1 (Gamma(-2)) = 0
    assert zero(G(j - 3) / (G(1 - j) * G(j)), [j]) is False


def test_zeros_and_poles_of_the_rational_part() -> None:
    # j/(Gamma(1-j) Gamma(j+1)): at j = 0 the only nonzero gamma part is met by the zero j
    assert zero(j / (G(1 - j) * G(j + 1)), [j]) is True
    # 1/((j-5) Gamma(1-j) Gamma(j)): at j = 5 the pole of 1/(j-5) cancels the zero of
    # 1/Gamma(-4) (order 1 - 1 = 0); (j-5)^2 in the denominator leaves a pole
    assert zero(1 / ((j - 5) * G(1 - j) * G(j)), [j]) is False
    assert zero(1 / ((j - 5) ** 2 * G(1 - j) * G(j)), [j]) is False
    # a squared zero in the numerator changes nothing; with 1/Gamma(1-j)^2 the order at
    # j = 5 is 2 + 2 = 4 > 0
    assert zero((j - 5) ** 2 / (G(1 - j) * G(j)), [j]) is True
    assert zero((j - 5) ** 2 / (G(1 - j) ** 2 * G(j)), [j]) is True


def test_factors_the_order_count_must_not_skip() -> None:
    # (the parsed gamma factors come ordered by exponent, the rational factors by name: a
    # factor that does not count must not stop the scan of the ones after it)
    # Gamma(j + 1/2)^-2 (first, no pole at an integer) before 1/(Gamma(1-j) Gamma(j))
    assert zero(1 / (G(1 - j) * G(j) * G(j + Rational(1, 2)) ** 2), [j]) is True
    # j*m/(Gamma(1-m) Gamma(m+1)) (parameters j, m): 0 at every m >= 1, at m = 0 by the
    # factor m (read after the factor j), at m <= -1 by 1/Gamma(m+1)
    assert zero(j * m / (G(1 - m) * G(m + 1)), [m]) is True
    assert zero(j * m / (G(1 - m) * G(m + 1)), [j, m]) is True
    # j Gamma(j)/(Gamma(1-j) Gamma(j+1)^2) = 1/(Gamma(1-j) Gamma(j+1)) = 1 at j = 0: the zero
    # of j counts once against the pole of Gamma(0)
    assert zero(j * G(j) / (G(1 - j) * G(j + 1) ** 2), [j]) is False
    # 1/((j-5) Gamma(1-j)^2 Gamma(j)): order 2 - 1 = 1 at j = 5, so 0 everywhere; the pole
    # is at j = 5 (not at j = 0, where only 1/Gamma(j) vanishes)
    assert zero(1 / ((j - 5) * G(1 - j) ** 2 * G(j)), [j]) is True
    # n! (n the summation's variable, not a parameter) is finite
    n = sympy.Symbol("n", integer=True, nonnegative=True)
    assert zero(sympy.factorial(n) / (G(1 - j) * G(j)), [j]) is True
    # Gamma(j + n) has a pole at j = -n, where 1/Gamma(j) vanishes too: not shown
    assert zero(G(j + n) / (G(1 - j) * G(j)), [j]) is False
    assert zero(1 / (G(1 - j) * G(j) * G(j + n)), [j]) is False


def test_lower_bounds_of_the_parameter() -> None:
    # 1/Gamma(1-j) vanishes exactly at j >= 1
    assert zero(1 / G(1 - j), [j], {"j": 1}) is True
    assert zero(1 / G(1 - j), [j], {"j": 3}) is True
    assert zero(1 / G(1 - j), [j], {"j": 0}) is False  # 1/Gamma(1) = 1 at j = 0
    assert zero(1 / G(1 - j), [j], {"m": 5}) is False  # a bound of another parameter
    # 1/Gamma(3 - j) vanishes at j >= 3; 1/Gamma(j + 3) at j <= -3 (= 1 at j = -2)
    assert zero(1 / G(3 - j), [j], {"j": 3}) is True
    assert zero(1 / G(3 - j), [j], {"j": 2}) is False
    assert zero(1 / G(j + 3), [j], {"j": -5}) is False
    # 1/Gamma(-j-3) vanishes at j >= -3; at j = -4 it is 1/Gamma(1) = 1
    assert zero(1 / G(-j - 3), [j], {"j": 0}) is True
    assert zero(1 / G(-j - 3), [j], {"j": -4}) is False
    # above j = 3 Gamma(j + 4) is finite; Gamma(j - 3) has a pole at j = 3 that cancels
    # the zero of 1/Gamma(0) there
    assert zero(G(j + 4) / G(3 - j), [j], {"j": 3}) is True
    assert zero(G(j - 3) / G(3 - j), [j], {"j": 3}) is False


def test_several_parameters() -> None:
    # the factor in j vanishes; 1/Gamma(m + 1), 1/Gamma(m + l) are finite
    assert zero(1 / (G(1 - j) * G(j) * G(m + 1)), [j, m]) is True
    assert zero(1 / (G(1 - j) * G(j) * G(m + 1)), [m, j]) is True
    assert zero(1 / (G(1 - j) * G(j) * G(m + l)), [j, m, l]) is True
    # a parameter that does not occur is skipped, one without a 1/Gamma factor too
    assert zero(m / (G(1 - m) * G(m)), [j, m]) is True
    assert zero(2**m / (G(1 - j) * G(j)), [m, j]) is True
    # a numerator gamma of another parameter could be infinite (0 * oo): not shown
    assert zero(G(m + 1) / (G(1 - j) * G(j)), [j, m]) is False
    assert zero(G(j + m) / (G(1 - j) * G(j)), [j, m]) is False
    # a numerator factor in j and m is harmless; a denominator one must be positive above
    # the bounds: m + 1 >= 1 for m >= 0, but j + m = 0 at j = m = 0
    assert zero((j + m) / (G(1 - j) * G(j)), [j, m]) is True
    assert zero(1 / ((m + 1) * G(1 - j) * G(j)), [j, m], {}) is True
    assert zero(1 / ((j + m) * G(1 - j) * G(j)), [j, m], {}) is False
    assert zero(1 / ((j + m + 1) * G(1 - j) * G(j)), [j, m], {}) is True
    assert zero(1 / ((j + m + 1) * G(1 - j) * G(j)), [j, m], None) is False
    # a symbol that is not a parameter in a denominator factor: its sign is unknown
    assert zero(1 / ((j + x) * G(1 - j) * G(j)), [j], {}) is False


def test_setup_symbols_and_parameters() -> None:
    # declared names are integers; n is nonnegative when the claim starts at n >= 0 (sympy
    # must not read binomial(-1, n) as zoo); the bounds are carried over
    c = cert(
        parameters=["m"],
        parameter_bounds={"m": 1},
        summand="m*binomial(n, k)",
        rhs="m*2**n",
    )
    s = _setup(c)
    assert s.k == sympy.Symbol("k", integer=True)
    assert s.n == sympy.Symbol("n", integer=True, nonnegative=True)
    assert s.params == [m]
    assert s.param_bounds == {"m": 1}
    assert s.n.is_nonnegative is True and s.k.is_integer is True and s.params[0].is_integer
    # a negative start: n is only an integer
    assert _setup(cert(start=-1)).n == sympy.Symbol("n", integer=True)
    # pi is the constant, not a parameter; an undeclared name is one symbol in every part
    assert _setup(cert(summand="pi*binomial(n, k)", rhs="pi*2**n")).params == []
    s = _setup(cert(summand="y*binomial(n, k)", rhs="y*2**n"))
    y = sympy.Symbol("y", integer=True)
    assert s.params == [y]
    assert s.rhs == 2**s.n * y and s.F == y * sympy.binomial(s.n, s.k)
    # a WZ certificate divides by the right side, has the recurrence S(n+1) - S(n) = 0 and
    # no inhomogeneous part, whatever a stray recurrence field says
    wz = cert(
        method="wz",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2", "1"], "inhomogeneous": "1"},
    )
    s = _setup(wz)
    assert s.inhom == 0 and s.coeffs == [-1, 1]
    assert sympy.simplify(s.F - sympy.binomial(s.n, s.k) / 2**s.n) == 0


def _rhs(inhom: str, rhs: str, coeffs: tuple[str, ...] = ("-1", "1")) -> tuple[bool, set, str]:
    """``_rhs_recurrence`` for ``sum_j coeffs[j] r(n + j) = inhom`` (n >= 0)."""
    rec = {"variable": "n", "order": len(coeffs) - 1, "coefficients": list(coeffs)}
    s = _setup(cert(recurrence={**rec, "inhomogeneous": inhom}))
    check, sing = _rhs_recurrence(s, sympy.sympify(rhs, locals={"n": s.n, "m": m}))
    assert check.name == "rhs-recurrence"
    return check.passed, sing, check.detail


def test_rhs_recurrence_inhomogeneous() -> None:
    # 2^(n+1) - 2^n = 2^n; the constant 1 of 2^n + 1 cancels in r(n+1) - r(n); n + 1 - n = 1
    assert _rhs("2**n", "2**n") == (
        True,
        set(),
        "sum_j a_j(n) r(n+j) = 2**n for r = 2**n: every similarity class of"
        " sum_j a_j r(n+j) - (2**n) cancels (rational identity)",
    )
    assert _rhs("2**n", "2**n + 1")[:2] == (True, set())
    assert _rhs("1", "n")[:2] == (True, set())
    # 3^(n+1) - 3^n = 2 * 3^n is not 2^n; neither is 2^n the difference for r = 2^n - the
    # sign of the inhomogeneous part matters (2^n + 2^n does not cancel)
    ok, sing, detail = _rhs("2**n", "3**n")
    assert (ok, sing) == (False, set())
    assert detail.startswith("3**n does not satisfy the recurrence: class ")
    assert detail.endswith(" does not cancel")
    assert _rhs("-2**n", "2**n")[0] is False
    # n (n - 2)! / (n - 1)! ... : 2^n (n-2) (n-3)!/(n-2)! is 2^n as a gamma form, but
    # (n-3)! = Gamma(n-2) has its poles at n = 0, 1, 2: those n are reported
    ok, sing, detail = _rhs("2**n*(n - 2)*factorial(n - 3)/factorial(n - 2)", "2**n")
    assert (ok, sing) == (True, {0, 1, 2})
    assert detail.endswith("; r's gamma form may differ from its value at n = [0, 1, 2]")
    # r = 1/(n-3) (J = 1): r(n) or r(n+1) has a pole at n = 3, 2; the inhomogeneous
    # 2^n/(n-5) (order 0) at n = 5 only; 1/(n-2) - 1/(n-3) is not 2^n/(n-5)
    ok, sing, detail = _rhs("2**n/(n - 5)", "1/(n - 3)")
    assert (ok, sing) == (False, {2, 3, 5})
    assert detail.startswith("1/(n - 3) does not satisfy the recurrence: class ")
    assert detail.endswith("; r's gamma form may differ from its value at n = [2, 3, 5]")
    # a gamma factor with a parameter in the inhomogeneous part is generic (noted)
    ok, sing, detail = _rhs("gamma(n + m)*gamma(n + 2*m)", "2**n")
    assert (ok, sing) == (False, set())
    assert detail.startswith("2**n does not satisfy the recurrence: class ")
    assert detail.endswith(
        "; Gamma(2*m + n) generic in the parameters; Gamma(m + n) generic in the parameters"
    )
    # (5 - n)! = Gamma(6 - n) has a pole at every n >= 6: refused, nothing else said
    assert _rhs("0", "factorial(5 - n)") == (
        False,
        set(),
        "right side: Gamma(6 - n) has poles at every large n",
    )


def test_rhs_recurrence_singular_points_of_the_right_side() -> None:
    # homogeneous, J = 1: r = 1/(n-3) at n and n + 1 -> n = 3, 2; J = 2 -> n = 3, 2, 1
    assert _rhs("0", "1/(n - 3)")[:2] == (False, {2, 3})
    assert _rhs("0", "1/(n - 3)", ("1", "-1", "1"))[:2] == (False, {1, 2, 3})
    # r(n + 1) = r(n) for r = 1: annihilated, nothing singular
    assert _rhs("0", "1") == (
        True,
        set(),
        "sum_j a_j(n) r(n+j) = 0 for r = 1: every similarity class of r is annihilated (1: 1)"
        " (rational identity)",
    )
    ok, sing, detail = _rhs("0", "sin(n)")
    assert (ok, sing) == (False, set())
    assert detail.startswith("right side not hypergeometric: sin(n)")


def test_pointwise_counts_points_and_failures() -> None:
    # sum C(n,k) = 2^n, R = k/(k-n-1): k = 0..n gives n + 1 points, 1 + ... + 6 = 21 for
    # n = 0..5; R has its pole on k = n + 1
    tail = "; poles of R in k: ['k = n + 1']"
    check, bad = _pointwise(_setup(cert()), list(range(6)))
    assert (check.name, check.passed, bad) == ("pointwise", True, set())
    assert check.detail.endswith("; exact at 21 points (n in 0..5)" + tail)
    # from k = 1: n points each, 0 + 1 + ... + 5 = 15
    check, bad = _pointwise(_setup(cert(range={"lower": "1", "upper": "n"})), list(range(6)))
    assert bad == set() and check.detail.endswith("; exact at 15 points (n in 0..5)" + tail)
    # R doubled: at k = 0, a_0 F(n,0) + a_1 F(n+1,0) = -2 + 1 = -1 but G(n,1) - G(n,0) =
    # 2 (1/(-n)) n = -2 (n >= 1; its limit at n = 0): every n fails at its first point
    # (6 points), none near the top of the 12-sample window
    check, bad = _pointwise(_setup(cert(R="2*k/(k - n - 1)")), list(range(6)))
    assert bad == {0, 1, 2, 3, 4, 5}
    assert check.detail.endswith(
        "; exact at 6 points (n in 0..5)" + tail + "; fails at n = [0, 1, 2, 3, 4, 5]"
    )
    # F = C(n,k)/(n - 3) with a_0 = -2(n - 3), a_1 = n - 2 and R = (n - 3) k/(k - n - 1):
    # the same sums, but F(3, k) is undefined (1/0), used at n = 3 and (as F(n + 1, k)) at
    # n = 2: those fail at their first point; 1 + 2 + 1 + 1 + 5 + 6 = 16 points
    undefined = cert(
        summand="binomial(n, k)/(n - 3)",
        rhs="2**n/(n - 3)",
        R="(n - 3)*k/(k - n - 1)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*(n - 3)", "n - 2"]},
    )
    check, bad = _pointwise(_setup(undefined), list(range(6)))
    assert bad == {2, 3}
    assert check.detail.endswith(
        "; exact at 16 points (n in 0..5)" + tail + "; fails at n = [2, 3]"
    )
    # a parameter: every sample of it checks the 21 points
    s = _setup(cert(parameters=["m"], summand="m*binomial(n, k)", rhs="m*2**n"))
    check, bad = _pointwise(s, list(range(6)))
    k = len(_param_envs(s))
    assert k >= 2 and bad == set()
    assert check.detail.endswith(
        f"; exact at {21 * k} points (n in 0..5, parameters sampled {k}x)" + tail
    )


def test_pointwise_all_n_verdicts() -> None:
    # n1 = max(N, start) + 1 = 13 for the 12-sample certificates below
    def all_n(**kw: Any) -> tuple[bool, str]:
        return _pointwise_all_n(_setup(cert(**kw)))

    proved = "proved for all n > 12 by the gamma-limit argument (G finite on "
    assert all_n() == (True, proved + "k = n + 1)")
    # upper end 2n: the lines k = hi + 1 = 2n + 1 and R's pole k = n + 1 (inside 0..2n+1)
    assert all_n(range={"lower": "0", "upper": "2*n"}) == (True, proved + "k = 2*n + 1, k = n + 1)")
    # R's second pole k = 2n + 3 lies beyond hi + 1 = n + 1: not a line to check
    assert all_n(R="k/((k - n - 1)*(k - 2*n - 3))") == (True, proved + "k = n + 1)")
    # order 2 with F = C(n,k)/(k - n - 2): F(n + j, k) has its pole at k = n + j + 2 > n
    rec2 = {"variable": "n", "order": 2, "coefficients": ["1", "-3", "1"]}
    assert all_n(recurrence=rec2, summand="binomial(n, k)/(k - n - 2)")[0] is True
    assert all_n(parameters=["m"], summand="binomial(n, k)*factorial(m + k)") == (
        True,
        proved + "k = n + 1); gamma factors with parameters taken as generic",
    )
    # the refusals: range shapes, an upper end with a parameter
    shape = (False, "range not of the form lo..c*n+d")
    assert all_n(range={"lower": "0", "upper": "n**2"}) == shape
    assert all_n(parameters=["m"], range={"lower": "m", "upper": "n"}) == shape
    # an upper end with a parameter: the line k = n + m + 1 moves with m, and each factor on
    # it must behave the same for every m (verify.values._param_line_ok)
    top = {"parameters": ["m"], "parameter_bounds": {"m": 0}}
    # (issue 15: 1/Gamma(n - k + 1) of C(n, k) only adds zeros on the line and is no
    # refusal; the rational part's order on it, k - n - 1 = m + eps, is)
    assert all_n(**top, range={"lower": "0", "upper": "n + m"}) == (
        False,
        "the denominator's order on k = m + n + 1 depends on the parameters",
    )
    # a numerator gamma with a parameter still refuses: (2m + n - k)! on the line is
    # Gamma(m), infinite at m = 0 only
    got = all_n(**top, range={"lower": "0", "upper": "n + m"}, summand="factorial(2*m + n - k)")
    assert got[0] is False and got[1].endswith(
        "on k = m + n + 1 may reach a pole for some parameter values"
    ), got
    assert all_n(**top, range={"lower": "0", "upper": "n + m"}, summand="binomial(n + m, k)") == (
        False,
        "the denominator's order on k = m + n + 1 depends on the parameters",
    )
    shape_m = (False, "upper limit's parameters not a·p + b with a >= 0, p bounded below")
    assert all_n(**top, range={"lower": "0", "upper": "n - m"}) == shape_m
    # a parameter without a lower bound (a ℤ one): the upper limit may take any value
    assert all_n(parameters=["m"], range={"lower": "0", "upper": "n + m"}) == shape_m
    # numerator gamma factors at their poles: (k-2)! = Gamma(k-1) at k = 0, 1;
    # (k-n-1)! = Gamma(k-n) at every k <= n
    assert all_n(summand="binomial(n, k)*factorial(k - 2)") == (
        False,
        "Gamma(k - 1) has poles on the range",
    )
    assert all_n(summand="binomial(n, k)*factorial(k - n - 1)") == (
        False,
        "Gamma(k - n) reaches poles for large n",
    )
    # rational poles of F in the range, first met at n = 13: k = 2, k = n - 3 = 10
    assert all_n(summand="binomial(n, k)/(k - 2)") == (False, "F(n+0, k) has a pole at (13, 2)")
    assert all_n(summand="binomial(n, k)/(k - n + 3)") == (
        False,
        "F(n+0, k) has a pole at (13, 10)",
    )
    # R's pole factors: not linear in k, with a parameter, or a double pole on k = n + 1
    # where C(n, k) has only a simple zero
    assert all_n(R="k/(k**2 - n)") == (False, "R has the pole factor k**2 - n")
    assert all_n(parameters=["m"], R="k/(k - m)") == (False, "R has the pole factor k - m")
    assert all_n(R="k/(k - n - 1)**2") == (False, "G has a pole on k = n + 1")
    # pole lines with slope 1/d (n = d m + r on the residues where they meet integers):
    # C(n, k) k/(2k - n - 1) on k = (n + 1)/2 (n odd), k/(2k - n) on k = n/2 (n even),
    # k/(3k - n - 1) on k = (n + 1)/3 (n = 2 mod 3): C(n, k) k != 0 there, so G has a pole
    assert all_n(R="k/(2*k - n - 1)") == (False, "G has a pole on k = n/2 + 1/2")
    assert all_n(R="k/(2*k - n)") == (False, "G has a pole on k = n/2")
    assert all_n(R="k/(3*k - n - 1)") == (False, "G has a pole on k = n/3 + 1/3")


def test_parameter_check_lines_certified_separately() -> None:
    # sum C(n,k) C(k,j) = 2^(n-j) C(n,j): a_J = n + 1 - j vanishes on the line j = n + 1;
    # with order J = 1 the lines j = n + 1 and j = n are certified afresh, both from n >= 0
    # (j >= 0 there): sum C(n,k) C(k,n+1) = 0 = 2^-1 C(n,n+1), sum C(n,k) C(k,n) = 1
    lines = cert(
        summand="binomial(k, j)*binomial(n, k)",
        rhs="2**(-j + n)*binomial(n, j)",
        R="(-j + k)*(n + 1)/(k - n - 1)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*n - 2", "-j + n + 1"]},
        parameters=["j"],
        parameter_bounds={"j": 0},
    )
    got = parameter_check(lines, lambda c: verify_certificate(c, recertify=certify), certify)
    assert (got.name, got.passed, got.detail) == (
        "parameters",
        True,
        "1 denominator / pole condition(s) involving the parameters; exceptional values lines"
        " j = n + 1 (n >= 0), j = n (n >= 0) certified separately",
    )


def test_pointwise_verdicts_and_late_failures() -> None:
    tail = "; poles of R in k: ['k = n + 1']"
    # upper end n^2: no proof for all n (STRICT: the check fails), 1 + 2 + 5 + 10 points
    check, bad = _pointwise(_setup(cert(range={"lower": "0", "upper": "n**2"})), [0, 1, 2, 3])
    assert (check.passed, bad) == (False, set())
    assert check.detail == (
        "checked for n <= 3 only (range not of the form lo..c*n+d); exact at 18 points"
        " (n in 0..3)" + tail + "; upper bound not of the form c*n+d"
    )
    # lower end n - 2 (3 points each, evaluated at every n; no proof for all n: lo is not
    # an integer)
    check, bad = _pointwise(_setup(cert(range={"lower": "n - 2", "upper": "n"})), [0, 1, 2, 3])
    assert (check.passed, bad) == (False, set())
    assert check.detail == (
        "checked for n <= 3 only (range not of the form lo..c*n+d); exact at 12 points"
        " (n in 0..3)" + tail
    )
    # R = 2k has no pole in k (and is no certificate: every n fails)
    check, bad = _pointwise(_setup(cert(R="2*k")), [0, 1])
    assert bad == {0, 1} and "; poles of R in k: none; fails at n = [0, 1]" in check.detail
    # R doubled fails at every n; with 12 samples a failure at n >= 12 - 2 = 10 is near the
    # top of the window (not an isolated exception): the check fails; at n = 9 it does not,
    # nor at n = 10 with 13 samples
    proved = "proved for all n > 12 by the gamma-limit argument (G finite on k = n + 1)"
    check, bad = _pointwise(_setup(cert(R="2*k/(k - n - 1)")), [0, 9])
    assert (check.passed, bad) == (True, {0, 9})
    assert check.detail == proved + "; exact at 2 points (n in 0..9)" + tail + (
        "; fails at n = [0, 9]"
    )
    check, bad = _pointwise(_setup(cert(R="2*k/(k - n - 1)")), [0, 10])
    assert (check.passed, bad) == (False, {0, 10})
    assert check.detail == proved + "; exact at 2 points (n in 0..10)" + tail + (
        "; fails at n = [0, 10] (failures near the top of the window: not an isolated exception)"
    )
    check, bad = _pointwise(_setup(cert(R="2*k/(k - n - 1)", samples=13)), [0, 10])
    assert (check.passed, bad) == (True, {0, 10})
