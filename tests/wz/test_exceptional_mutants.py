"""Kill tests for the mutation run over the parameters check, ``wz/exceptional.py`` (issue 12,
item 7; benchmarks/RESULTS.md, "Mutation testing"; benchmarks/mutation/survivors-verify.txt).

The helpers of :func:`~wzprove.wz.exceptional.parameter_check` are pure functions of small
expressions; each test pins their whole answer on inputs worked out by hand (in the comments).
Where the check calls the engine back (``recertify``), a recorder keeps the arguments and
hands them on to the real :func:`~wzprove.wz.certify.certify`, so that what is asked for
(which identity, from which ``n``) is pinned and the answer is still the engine's.
"""

from __future__ import annotations

from typing import Any

import pytest
import sympy
from verifier_certificates import cert

from wzprove.wz.certificate import Certificate
from wzprove.wz.certify import certify
from wzprove.wz.exceptional import (
    Condition,
    _certify_pinned,
    _check_line,
    _conditions,
    _line,
    _negative_binomials,
    _order,
    _Refuse,
    _walk,
    _zero_conditions,
    specialise,
)

n, k, m, p, q, j, x = (sympy.Symbol(s, integer=True) for s in "nkmpqjx")
N, K, Q = (sympy.Symbol(s, integer=True, nonnegative=True) for s in "nkq")


def test_specialise_substitutes_every_field() -> None:
    c = cert(
        summand="binomial(m, k)*binomial(n, k + r)",
        variable="m",
        rhs="binomial(m + n, m + r)",
        R="k*(k + r)/(k - m - 1)",
        G="r*k",
        recurrence={
            "variable": "m",
            "order": 1,
            "coefficients": ["-m - n - 1", "m + r + 1"],
            "inhomogeneous": "r - 1",
        },
        parameters=["n", "r"],
        parameter_bounds={"n": 0, "r": 1},
        checks=[{"name": "x", "passed": True, "detail": "y"}],
    )
    d = specialise(c, {"r": 2}).to_dict()
    # r = 2 everywhere: k + 2, m + 2, m + 2 + 1 = m + 3, r - 1 = 1, r*k = 2*k
    assert (d["summand"], d["rhs"], d["R"], d["G"]) == (
        "binomial(m, k)*binomial(n, k + 2)",
        "binomial(m + n, m + 2)",
        "k*(k + 2)/(k - m - 1)",
        "2*k",
    )
    assert d["recurrence"] == {
        "variable": "m",
        "order": 1,
        "coefficients": ["-m - n - 1", "m + 3"],
        "inhomogeneous": "1",
    }
    assert (d["parameters"], d["parameter_bounds"], d["checks"]) == (["n"], {"n": 0}, [])
    # an empty inhomogeneous part reads as 0; no rhs stays none
    rec = {"variable": "n", "order": 1, "coefficients": ["-2", "1"], "inhomogeneous": ""}
    c2 = cert(rhs=None, parameters=["m"], summand="m*binomial(n, k)", recurrence=rec)
    d2 = specialise(c2, {"m": 3})
    assert (d2.summand, d2.rhs, d2.recurrence.inhomogeneous) == ("3*binomial(n, k)", None, "0")


def test_specialise_substitutes_into_the_range() -> None:
    # the bounds live under "range": a parameter in a bound is replaced there too
    c = cert(range={"lower": "r", "upper": "n + r"}, parameters=["r"], summand="binomial(n, k)")
    d = specialise(c, {"r": 2}).to_dict()
    assert d["range"] == {"lower": "2", "upper": "n + 2"}


def test_specialise_refuses_undefined_values() -> None:
    with pytest.raises(_Refuse, match=r"^k/\(j - 2\) is undefined at \{'j': 2\}$"):
        specialise(cert(R="k/(j - 2)", parameters=["j"]), {"j": 2})
    # 0 * (1/0): nan, not zoo
    with pytest.raises(_Refuse, match="is undefined at"):
        specialise(cert(summand="q*binomial(n, k)/j", parameters=["j", "q"]), {"j": 0, "q": 0})


def test_order_values() -> None:
    assert _order(cert(method="gosper", recurrence=None)) == 0
    assert _order(cert(method="wz", rhs="2**n")) == 1
    assert _order(cert()) == 1  # two coefficients
    three = {"variable": "n", "order": 2, "coefficients": ["-4", "0", "1"]}
    assert _order(cert(recurrence=three)) == 2
    assert _order(cert(recurrence=None, rhs=None)) == 1


def test_negative_binomials_upper_negation() -> None:
    # C(-3, m) = (-1)^m C(m + 2, m)
    assert _negative_binomials(sympy.binomial(-3, m)) == (-1) ** m * sympy.binomial(m + 2, m)
    assert _negative_binomials(sympy.binomial(3, m)) == sympy.binomial(3, m)


def test_line_of_a_condition() -> None:
    def zero(e: sympy.Expr) -> Condition:
        return Condition(e, "zero", "s", 0)

    # p - n - 2 = 0 and n - p + 2 = 0: p = n + 2 (coefficient of p is +1, then -1)
    assert _line(zero(p - n - 2), n, [p]) == {p: n + 2}
    assert _line(zero(n - p + 2), n, [p]) == {p: n + 2}
    # 2p = n: not one value of p for each n
    assert _line(zero(2 * p - n), n, [p]) is None
    # p + n = 0: p decreases with n
    assert _line(zero(p + n), n, [p]) is None
    # not of the kind: a '<= -1' condition, another symbol, no parameter, no n
    assert _line(Condition(p - n - 2, "neg", "s", 0), n, [p]) is None
    assert _line(zero(p - n - k), n, [p]) is None
    assert _line(zero(n - 1), n, []) is None
    assert _line(zero(p - 2), None, [p]) is None


def conditions(e: sympy.Expr) -> list[tuple]:
    out: list[Condition] = []
    _zero_conditions(e, "src", 1, out)
    return [(c.expr, c.kind, c.source, c.k_top) for c in out]


def test_zero_conditions_values() -> None:
    with pytest.raises(_Refuse, match="^src: a zero denominator$"):
        conditions(sympy.Integer(0))
    # a number factor is skipped, the rest still read
    assert conditions(2 * m - 2) == [(m - 1, "zero", "src", 1)]
    assert conditions((m - 1) ** 2) == [(m - 1, "zero", "src", 1)]
    # not a polynomial: not factored (one condition m**2 - 1)
    assert conditions(sympy.factorial(m) * (m**2 - 1)) == [(m**2 - 1, "zero", "src", 1)]
    assert conditions((m - 2) / (m - 1)) == [(m - 2, "zero", "src", 1)]
    assert conditions(sympy.factorial(m) * (m - 3)) == [(m - 3, "zero", "src", 1)]
    with pytest.raises(_Refuse, match=r"^src: cannot tell where 2\*\*m vanishes$"):
        conditions(2**m * (m - 1))
    assert conditions(sympy.gamma(m) * (x - 3)) == [(x - 3, "zero", "src", 1)]
    assert conditions((x - 3) * sympy.gamma(m)) == [(x - 3, "zero", "src", 1)]
    out: list[Condition] = []
    _walk(sympy.gamma(m + k), "s", 0, out)
    assert out == [Condition(m + k - 1, "neg", "s", 0)]
    assert conditions(sympy.binomial(m, k)) == [
        (k, "neg", "src", 1),
        (m - k, "neg", "src", 1),
    ]


class Recorder:
    """``recertify`` that keeps its arguments and answers with the engine's ``certify``
    (``answer=False``: answers None without certifying)."""

    def __init__(self, answer: bool = True) -> None:
        self.calls: list[tuple] = []
        self.answer = answer

    def __call__(self, lhs, rhs, var, timeout, lower_bounds):
        self.calls.append((lhs, rhs, var, timeout, lower_bounds))
        return (
            certify(lhs, rhs, var=var, timeout=timeout, lower_bounds=lower_bounds)
            if self.answer
            else None
        )


TABLE = {"k": k, "n": n, "j": j, "q": q}


def test_certify_pinned_asks_for_the_substituted_identity() -> None:
    c = cert(
        summand="q*binomial(n, k)*binomial(k, j)",
        rhs="q*2**(n - j)*binomial(n, j)",
        parameters=["j", "q"],
        parameter_bounds={"j": 0, "q": 4},
        start=1,
    )
    rec = Recorder(answer=False)
    assert _certify_pinned(c, TABLE, {j: 3}, rec) is None
    # the identity at j = 3 over nonnegative symbols, from n = start = 1, q from its bound 4
    assert rec.calls == [
        (
            sympy.Sum(Q * sympy.binomial(N, K) * sympy.binomial(K, 3), (K, 0, N)),
            Q * 2 ** (N - 3) * sympy.binomial(N, 3),
            N,
            30,
            {N: 1, Q: 4},
        )
    ]
    _certify_pinned(c, TABLE, {j: 3}, rec, first=5)
    assert rec.calls[-1][4] == {N: 5, Q: 4}


def test_certify_pinned_declines() -> None:
    rec = Recorder(answer=False)
    c = cert(summand="binomial(n, k)/j", rhs="2**n", parameters=["j"])
    assert _certify_pinned(c, TABLE, {j: 0}, rec) is None  # the sum is undefined at j = 0
    c = cert(rhs="2**n/j", parameters=["j"])
    assert _certify_pinned(c, TABLE, {j: 0}, rec) is None  # the right side is
    c = cert(summand="q*binomial(n, k)/j", parameters=["j", "q"])
    assert _certify_pinned(c, TABLE, {j: 0, q: 0}, rec) is None  # 0 * (1/0)
    assert _certify_pinned(cert(rhs=None, parameters=["j"]), TABLE, {j: 1}, rec) is None
    assert _certify_pinned(cert(parameters=["j"]), TABLE, {j: 1}, None) is None
    assert rec.calls == []


def test_check_line_certifies_the_lines_from_their_first_n() -> None:
    # sum_k C(n,k) C(k,j) = 2^(n-j) C(n,j) with j >= 1 on the line j = n + 1 and the one
    # after it, j = n: j = n + 1 >= 1 for n >= 0, j = n >= 1 for n >= 1
    c = cert(
        summand="binomial(n, k)*binomial(k, j)",
        rhs="2**(n - j)*binomial(n, j)",
        parameters=["j"],
        parameter_bounds={"j": 1},
    )
    rec = Recorder()
    why = _check_line(c, TABLE, {j: n + 1}, rec)
    assert why == "lines j = n + 1 (n >= 0), j = n (n >= 1) certified separately"
    assert [call[4] for call in rec.calls] == [{N: 0}, {N: 1}]
    # j = n + 1: C(n, n + 1) = 0 and C(k, n + 1) = 0 on the range
    assert rec.calls[0][1] == 0


BASE: dict[str, Any] = {
    "format": "wzprove-certificate",
    "version": 1,
    "index": "k",
    "variable": "n",
    "start": 0,
    "samples": 12,
    "range": {"lower": "0", "upper": "n"},
}


def all_conditions(d: dict[str, Any]) -> list[tuple]:
    c = Certificate.from_dict({**BASE, **d})
    table = {x: sympy.Symbol(x, integer=True) for x in ["k", "n", *c.parameters]}
    return [(x.expr, x.kind, x.source, x.k_top, x.always) for x in _conditions(c, table)]


def test_conditions_of_every_part() -> None:
    # each denominator, factorial / gamma argument and symbolic exponent, by part (hand-read):
    # summand: x**k (exponent k >= 0; 2**k has a nonzero number base: none), 1/(m - 2),
    # 1/factorial(k + m) (k + m <= -1); right side: (x + 1)**n, 1/gamma(m + 1) (m + 1 - 1);
    # R: k - n - 1 at k up to hi + 1; coefficients: 1/(n + 2); a_J = m (n + 1)/(n + 2): m and
    # n + 1; inhomogeneous: 1/(m + 3); F(n+1)/F = (n + 1)/(n + 1 - k): the k-free n + 1
    got = all_conditions(
        {
            "method": "zeilberger",
            "summand": "2**k*x**k*binomial(n, k)/((m - 2)*factorial(k + m))",
            "rhs": "(x + 1)**n/gamma(m + 1)",
            "R": "k/(k - n - 1)",
            "recurrence": {
                "variable": "n",
                "order": 1,
                "coefficients": ["-x - 1", "m*(n + 1)/(n + 2)"],
                "inhomogeneous": "1/(m + 3)",
            },
            "parameters": ["m", "x"],
        }
    )
    assert got == [
        (k, "neg", "summand: exponent of x**k", 0, True),
        (m - 2, "zero", "summand", 0, False),
        (k + m, "neg", "summand", 0, False),
        (n, "neg", "right side: exponent of (x + 1)**n", None, True),
        (m, "neg", "right side", None, False),
        (k - n - 1, "zero", "R", 1, False),
        (n + 2, "zero", "recurrence coefficient", None, False),
        (m, "zero", "leading coefficient a_J", None, False),
        (n + 1, "zero", "leading coefficient a_J", None, False),
        (m + 3, "zero", "inhomogeneous part", None, False),
        (-n - 1, "zero", "shift ratio of the summand in n", None, False),
    ]


def test_conditions_of_a_wz_pair() -> None:
    # a WZ pair divides by its right side: C(m + n, n) = 0 needs n <= -1 or m <= -1
    got = all_conditions(
        {
            "method": "wz",
            "summand": "binomial(n, k)*binomial(m, k)",
            "rhs": "binomial(m + n, n)/(m + 1)",
            "R": "k**2/((k - n - 1)*(m + n + 1))",
            "recurrence": {"variable": "n", "order": 1, "coefficients": ["-1", "1"]},
            "parameters": ["m"],
        }
    )
    assert got == [
        (m + 1, "zero", "right side", None, False),
        (n, "neg", "right side (the WZ pair divides by it)", None, False),
        (m, "neg", "right side (the WZ pair divides by it)", None, False),
        (m + n + 1, "zero", "R", 1, False),
        (k - n - 1, "zero", "R", 1, False),
        (-n - 1, "zero", "shift ratio of the summand in n", None, False),
    ]


def test_lean_counterexample_grid() -> None:
    from fractions import Fraction

    from wzprove.wz.evaluate import lean_counterexample

    nn, kk, mm, x, y, z = (sympy.Symbol(s, integer=True, nonnegative=True) for s in "nkmxyz")
    # sum C(n,k)/C(m,k) = (m+1)/(m+1-n) under x / 0 = 0: equal at (0,0) and (0,1); at n = 1,
    # m = 0 the sum is 1 + 1/0 = 1 and the right side 1/0 = 0; from n = 2: at (2,0) the
    # sum is 1 and the right side 1/(1-2) = -1
    lhs = sympy.Sum(sympy.binomial(nn, kk) / sympy.binomial(mm, kk), (kk, 0, nn))
    rhs = (mm + 1) / (mm + 1 - nn)
    assert lean_counterexample(lhs, rhs, [nn, mm], {}) == (
        {"n": "1", "m": "0"},
        Fraction(1),
        Fraction(0),
    )
    assert lean_counterexample(lhs, rhs, [nn, mm], {nn: 2}) == (
        {"n": "2", "m": "0"},
        Fraction(1),
        Fraction(-1),
    )
    assert lean_counterexample(lhs, rhs, [nn, mm], {}, max_value=0) is None
    # the grid runs to max_value = 5 by default: C(x,5) != 0 first at x = 5, C(x,6) never
    zero = sympy.Integer(0)
    assert lean_counterexample(sympy.binomial(x, 5), zero, [x], {}) == (
        {"x": "5"},
        Fraction(1),
        Fraction(0),
    )
    assert lean_counterexample(sympy.binomial(x, 6), zero, [x], {}) is None
    # at most 400 points: (7,7) is point 64 of two variables, (7,7,7) point 512 of three
    c7 = [sympy.binomial(v, 7) for v in (x, y, z)]
    assert lean_counterexample(c7[0] * c7[1], zero, [x, y], {}, 7) == (
        {"x": "7", "y": "7"},
        Fraction(1),
        Fraction(0),
    )
    assert lean_counterexample(c7[0] * c7[1] * c7[2], zero, [x, y, z], {}, 7) is None


PARAMS = {"n": n, "k": k, "m": m, "x": sympy.Symbol("x", integer=True)}


def pins(
    expr: sympy.Expr, kind: str = "zero", k_top: int | None = None, always: bool = False, **kw: Any
):
    """:func:`_pins` of one condition of a certificate with parameters ``m, x`` (bounds 0
    unless ``kw`` says else); a refusal as its text."""
    from wzprove.wz.exceptional import _pins

    c = cert(parameters=["m", "x"], **kw)
    params = [PARAMS[p] for p in c.parameters]
    try:
        return _pins(Condition(expr, kind, "s", k_top, always), c, PARAMS, params)
    except _Refuse as err:
        return f"refuse: {err}"


def test_pins_sign_argument() -> None:
    x = PARAMS["x"]
    # m - 2 = 0 with m >= 0: m <= 2 (a superset: 0, 1, 2); m + 2 = 0, -m - 2 = 0: never
    assert pins(m - 2) == [{m: 0}, {m: 1}, {m: 2}]
    assert pins(m + 2) is None
    assert pins(-m - 2) is None
    # m - 3 <= -1: m <= 2; m + 1 <= -1: never; from the bound m >= 2: m = 2 only
    assert pins(m - 3, "neg") == [{m: 0}, {m: 1}, {m: 2}]
    assert pins(m + 1, "neg") is None
    assert pins(m - 3, "neg", parameter_bounds={"m": 2}) == [{m: 2}]
    assert pins(m - 2, parameter_bounds={"m": 5}) is None
    # two parameters: each bounded by the same argument, all pairs
    assert pins(m + x - 2) == [{m: a, x: b} for a in range(3) for b in range(3)]
    # with n >= start = 2: m + n - 5 = 0 needs m <= 3
    assert pins(m + n - 5, start=2) == [{m: 0}, {m: 1}, {m: 2}, {m: 3}]
    # k over the range 0..n: k = 0 + u makes k + m - 2 = u + m - 2, so m <= 2
    assert pins(k + m - 2, k_top=0) == [{m: 0}, {m: 1}, {m: 2}]
    # m = 0 and -m = 0 hold at the bound itself (c0 = 0 is not a sign argument)
    assert pins(m) == [{m: 0}]
    assert pins(-m) == [{m: 0}]
    # k = n + 1 + m is in the range 0..n+1 (R at hi + 1) only for m = 0, at its top end
    assert pins(k - n - m - 1, k_top=1) == [{m: 0}]
    # m + n - k <= -1 with k <= n (k_top 0): never (k = n - u gives m + u)
    assert pins(m + n - k, "neg", k_top=0) is None
    # the exponent n - k of a power stays >= 0 on 0..n: the second end decides
    assert pins(n - k, "neg", k_top=0, always=True) is None
    # no parameter: not the parameters check's business, unless it must never hold
    assert pins(n - 2) is None
    assert pins(n, "neg", always=True) is None


def test_pins_lines_and_refusals() -> None:
    x = PARAMS["x"]
    # one value of m for each n: the line m = n + 1 (and m = n - 2 from n >= 3)
    assert pins(m - n - 1) == [{m: n + 1}]
    assert pins(n - m - 2, start=3) == [{m: n - 2}]
    assert pins(k + m - 2) == "refuse: s: k + m - 2 depends on k outside the sum"
    assert pins(m - k, "neg", k_top=0) == (
        "refuse: s: -k + m <= -1 for infinitely many values of m (not handled)"
    )
    assert pins(2 - m, "neg") == (
        "refuse: s: 2 - m <= -1 for infinitely many values of m (not handled)"
    )
    # a hyperplane with a coefficient +-1 (issue 15): m = x, certified apart by _check_line;
    # m = x + n + 1 (x's coefficient is -1: m's, with n and x nonnegative, is solved for);
    # 2m - 3x = 0 has no such coefficient: refused
    assert pins(m - x) == [{m: x}]
    assert pins(x - m + n + 1) == [{m: n + x + 1}]
    assert pins(2 * m - 3 * x) == (
        "refuse: s: 2*m - 3*x = 0 for infinitely many values of m, x (not handled)"
    )
    assert pins(k + m - n - 3, k_top=1) == (
        "refuse: s: k + m - n - 3 = 0 for infinitely many values of m (not handled)"
    )
    assert pins(m**2 - 2) == "refuse: m**2 - 2: not linear with integer coefficients"
    assert pins(k + m - 2, k_top=0, range={"lower": "m", "upper": "2**n"}) == (
        "refuse: s: summation range m..2**n not linear"
    )
    assert pins(n - 2, "neg", always=True) == "refuse: s: n - 2 <= -1 cannot be excluded"


def test_parameter_check_texts() -> None:
    from wzprove.wz.exceptional import parameter_check
    from wzprove.wz.verify import verify_certificate

    # a_J = m - 1: m = 0 or 1 (sign argument); at m = 0 the certificate (R and the
    # coefficients times -1) verifies as it is; at m = 1 it is all zero, and the identity
    # sum C(n,k) = 2^n is certified afresh
    c = cert(
        R="(m - 1)*k/(k - n - 1)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*(m - 1)", "m - 1"]},
        parameters=["m"],
    )
    got = parameter_check(c, lambda x: verify_certificate(x, recertify=certify), certify)
    assert (got.name, got.passed) == ("parameters", True)
    assert got.detail.startswith(
        "1 denominator / pole condition(s) involving the parameters; exceptional values"
        " m = 0 (specialised certificate verified); m = 1 (specialised identity certified: "
    )
    got = parameter_check(c, verify_certificate)
    assert (got.passed, got.detail) == (
        False,
        "at m = 1: check leading-coefficient failed: the leading coefficient a_J is identically"
        " zero",
    )
    # sum C(n,k) C(k,j) = 2^(n-j) C(n,j): a_J = n + 1 - j vanishes on the line j = n + 1,
    # from n >= 0; without the engine to certify it there, the check fails
    lines = cert(
        summand="binomial(k, j)*binomial(n, k)",
        rhs="2**(-j + n)*binomial(n, j)",
        R="(-j + k)*(n + 1)/(k - n - 1)",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-2*n - 2", "-j + n + 1"]},
        parameters=["j"],
        parameter_bounds={"j": 0},
    )
    got = parameter_check(lines, verify_certificate)
    assert (got.name, got.passed, got.detail) == (
        "parameters",
        False,
        "at j = n + 1 (n >= 0): the specialised identity is not certifiable",
    )
    # 1/(m + x - 3): 4 x 4 = 16 candidate pairs, more than 12
    c2 = cert(summand="binomial(n, k)/(m + x - 3)", rhs="2**n/(m + x - 3)", parameters=["m", "x"])
    got = parameter_check(c2, verify_certificate)
    assert (got.name, got.passed, got.detail) == (
        "parameters",
        False,
        "exceptional parameter values not handled: more than 12 exceptional parameter values",
    )
    # 1/(m - 1): m = 0 or 1; at m = 1 the specialised certificate is undefined (1/0) and
    # the identity cannot be certified there: refused, with the reason
    c5 = cert(summand="binomial(n, k)/(m - 1)", rhs="2**n/(m - 1)", parameters=["m"])
    got = parameter_check(c5, verify_certificate)
    assert (got.name, got.passed, got.detail) == (
        "parameters",
        False,
        "at m = 1: cannot verify (binomial(n, k)/(m - 1) is undefined at {'m': 1})",
    )
    # sum (-1)^k C(n,k)/C(x+k,k) = x/(x+n) (WZ): at x = 0, n = 0 the right side is 0/0 = 0
    # and the sum 1: the specialised identity is false, so the check fails
    wz = cert(
        method="wz",
        summand="(-1)**k*binomial(n, k)/binomial(x + k, k)",
        rhs="x/(x + n)",
        R="k*(k + x)/((n + x)*(k - n - 1))",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-1", "1"]},
        parameters=["x"],
    )
    got = parameter_check(wz, lambda x: verify_certificate(x, recertify=certify), certify)
    assert (got.name, got.passed) == ("parameters", False)
    assert got.detail.startswith("at x = 0: ")
    assert "; the specialised identity is false: counterexample {'n': '0'}" in got.detail
    c3 = cert(summand="m*binomial(n, k)", rhs="m*2**n", parameters=["m"])
    got = parameter_check(c3, verify_certificate)
    assert (got.passed, got.detail) == (
        True,
        "no denominator, pole or exponent condition involves the parameters",
    )
    c4 = cert(
        summand="x**k*binomial(n, k)",
        rhs="(x + 1)**n",
        recurrence={"variable": "n", "order": 1, "coefficients": ["-x - 1", "1"]},
        parameters=["x"],
    )
    got = parameter_check(c4, verify_certificate)
    assert (got.passed, got.detail) == (
        True,
        "2 denominator / pole / exponent condition(s) involving the parameters: none can hold"
        " for integer parameters >= their bounds (sign argument)",
    )


def test_check_line_skips_only_the_exceptional_line_a_hypothesis_excludes() -> None:
    # j ≠ n + 1 excludes the line itself: not certified; the line after it (j = n) is
    # certified whatever the hypotheses say, since the recurrence carries values above it
    base = {
        "summand": "binomial(n, k)*binomial(k, j)",
        "rhs": "2**(n - j)*binomial(n, j)",
        "parameters": ["j"],
        "parameter_bounds": {"j": 1},
    }
    rec = Recorder()
    why = _check_line(cert(**base, excluded=["j - n - 1"]), TABLE, {j: n + 1}, rec)
    assert why == "lines j = n + 1 excluded by the hypotheses, j = n (n >= 1) certified separately"
    assert [call[4] for call in rec.calls] == [{N: 1}]
    # j ≠ n excludes only the line after it: both are still certified
    rec = Recorder()
    why = _check_line(cert(**base, excluded=["j - n"]), TABLE, {j: n + 1}, rec)
    assert why == "lines j = n + 1 (n >= 0), j = n (n >= 1) certified separately"
    assert [call[4] for call in rec.calls] == [{N: 0}, {N: 1}]
