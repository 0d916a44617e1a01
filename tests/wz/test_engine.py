"""Unit tests of the engine's parts: terms, Gosper, Zeilberger, WZ, evaluation, certificates."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sympy import (
    FallingFactorial,
    Rational,
    RisingFactorial,
    Sum,
    binomial,
    cancel,
    factorial,
    gamma,
    harmonic,
    symbols,
    sympify,
)

from wzprove.wz.certificate import Certificate, Check, Recurrence
from wzprove.wz.certify import certify
from wzprove.wz.errors import NotHypergeometric, Timeout
from wzprove.wz.evaluate import evaluate, find_counterexample
from wzprove.wz.gosper import gosper
from wzprove.wz.hypergeometric import parse_term, ratio
from wzprove.wz.verify import verify_certificate
from wzprove.wz.wzpair import wz_certificate
from wzprove.wz.zeilberger import zeilberger

n, k, a, c = symbols("n k a c", integer=True)


# ------------------------------------------------------------------ hypergeometric terms


@pytest.mark.parametrize(
    "F,var,want",
    [
        (binomial(n, k), k, (n - k) / (k + 1)),
        (binomial(n, k), n, (n + 1) / (n + 1 - k)),
        (factorial(2 * k), k, (2 * k + 1) * (2 * k + 2)),
        (gamma(k + Rational(1, 2)), k, k + Rational(1, 2)),
        (RisingFactorial(a, k), k, a + k),
        (FallingFactorial(n, k), k, n - k),
        (2 ** (2 * n), n, 4),
        ((-1) ** k * c**k / (k + 1), k, -c * (k + 1) / (k + 2)),
        (binomial(2 * n, n) / factorial(n) ** 2, n, 2 * (2 * n + 1) / (n + 1) ** 3),
    ],
)
def test_ratio_known_values(F, var, want):
    assert cancel(ratio(F, var) - want) == 0


@pytest.mark.parametrize(
    "F,reason",
    [
        (harmonic(k), "harmonic numbers are not hypergeometric"),
        (binomial(n, k**2), "binomial(n, k**2): argument not integer-linear in k"),
        (binomial(n, k / 2), "argument not integer-linear in k"),
        (k**k, "variable in both base and exponent"),
        (binomial(n, k) + 1, "a sum of terms is not a hypergeometric term"),
        (2 ** (k**2), "not integer-linear in k"),
    ],
)
def test_not_hypergeometric_reasons(F, reason):
    with pytest.raises(NotHypergeometric) as err:
        parse_term(F, (n, k))
    assert reason in err.value.reason


# ------------------------------------------------------------------ Gosper


@pytest.mark.parametrize(
    "t,summable",
    [
        (k, True),
        (k**3, True),
        (k * factorial(k), True),
        (binomial(k, 2), True),
        ((-1) ** k * binomial(n, k), True),
        (4**k / binomial(2 * k, k), True),
        (1 / (k * (k + 1)), True),
        (factorial(k), False),
        (binomial(n, k), False),
        (1 / (k + 1), False),
        # nonlinear irreducible factors related by a shift (dispersion of k^2+1)
        (1 / ((k + 1) ** 2 + 1), False),
        ((2 * k + 1) / ((k**2 + 1) * ((k + 1) ** 2 + 1)), True),
        ((2 * k + 1) / ((k**2 + 1) * ((k + 1) ** 2 + 1)) * 2**k, False),
    ],
)
def test_gosper_decides_and_certificate_telescopes(t, summable):
    R = gosper(t, k)
    assert (R is not None) == summable
    if R is not None:
        # t(k) = R(k+1) t(k+1) - R(k) t(k), checked at integer points by exact evaluation
        for kv in range(1, 7):
            env = {k: kv, n: 9}
            z1 = evaluate(R.subs(k, k + 1) * t.subs(k, k + 1), env)
            z0 = evaluate(R * t, env)
            assert z1 - z0 == evaluate(t, env)


def test_gosper_timeout_is_typed():
    with pytest.raises(Timeout):
        from wzprove.wz.gosper import gosper_certificate

        gosper_certificate(binomial(n, k) ** 3 * k, k, timeout=1e-9)


# ------------------------------------------------------------------ Zeilberger / WZ


def test_zeilberger_franel_api_and_speed():
    T = zeilberger(binomial(n, k) ** 3, n, k)
    assert T.order == 2
    want = [-8 * (n + 1) ** 2, -(7 * n**2 + 21 * n + 16), (n + 2) ** 2]
    got = [c.as_expr() for c in T.coefficients]
    assert {cancel(g / w) for g, w in zip(got, want, strict=False)} == {1}
    assert T.R.free_symbols <= {n, k}
    assert T.seconds < 1.0


def test_zeilberger_telescopes_pointwise():
    F = binomial(n, k) ** 2 * binomial(n + k, k) ** 2
    T = zeilberger(F, n, k)
    for nv in range(0, 5):
        for kv in range(0, nv + 1):
            env = {n: nv, k: kv}
            if evaluate(sympify(T.R).as_numer_denom()[1], env) == 0:
                continue
            if evaluate(sympify(T.R).as_numer_denom()[1], {n: nv, k: kv + 1}) == 0:
                continue
            left = sum(
                evaluate(c.as_expr(), env) * evaluate(F.subs(n, n + j), env)
                for j, c in enumerate(T.coefficients)
            )
            G = T.R * F
            right = evaluate(G.subs(k, k + 1), env) - evaluate(G, env)
            assert left == right


def test_zeilberger_none_and_timeout():
    assert zeilberger(binomial(n, k) ** 3, n, k, max_order=1) is None
    with pytest.raises(Timeout):
        zeilberger(binomial(n, k) ** 4, n, k, timeout=1e-9)


def test_wz_certificate_binomial_sum():
    R = wz_certificate(binomial(n, k), 2**n, n, k)
    # G(n,k) = R f(n,k) = -C(n,k-1)/2^(n+1)  (DESIGN.md)
    G = R * binomial(n, k) / 2**n
    for nv in range(1, 6):
        for kv in range(1, nv + 1):
            assert evaluate(G, {n: nv, k: kv}) == Fraction(-1, 2 ** (nv + 1)) * evaluate(
                binomial(n, k - 1), {n: nv, k: kv}
            )


# ------------------------------------------------------------------ evaluation


def test_evaluate_matches_sympy_binomial_convention():
    for nv in range(-4, 6):
        for kv in range(-3, 7):
            assert evaluate(binomial(n, k), {n: nv, k: kv}) == Fraction(int(binomial(nv, kv)))


def test_evaluate_empty_sum_and_params():
    assert evaluate(Sum(k, (k, 3, 1)), {}) == 0
    v = evaluate(Sum(binomial(a, k), (k, 0, 2)), {})
    assert cancel(v - (1 + a + a * (a - 1) / 2)) == 0


def test_counterexample_is_smallest():
    m = symbols("m", integer=True)
    lhs = Sum(binomial(n, k), (k, 0, m))
    cex = find_counterexample(lhs, 2**n, [n, m])
    assert cex == {"n": "1", "m": "0"}


# ------------------------------------------------------------------ certificates


def test_certificate_json_round_trip():
    res = certify(Sum(binomial(n, k) ** 3, (k, 0, n)), None)
    cert = res.certificate
    text = cert.to_json()
    obj = json.loads(text)
    assert obj["format"] == "wzprove-certificate" and obj["version"] == 1
    assert obj["range"] == {"lower": "0", "upper": "n"}
    assert obj["method"] == "zeilberger" and obj["recurrence"]["order"] == 2
    back = Certificate.from_json(text)
    assert back == cert
    assert all(ch.passed for ch in verify_certificate(back))


def test_tampered_certificate_is_rejected():
    res = certify(Sum(binomial(n, k) ** 2, (k, 0, n)), 2**n * 0 + binomial(2 * n, n))
    d = res.certificate.to_dict()
    d["R"] = str(sympify(d["R"]) * 2)
    bad = Certificate.from_dict(d)
    checks = verify_certificate(bad)
    assert not all(ch.passed for ch in checks)
    rec = Certificate(
        method="zeilberger",
        summand="binomial(n, k)**3",
        index="k",
        variable="n",
        lower="0",
        upper="n",
        rhs=None,
        R="0",
        recurrence=Recurrence("n", 1, ["1", "1"]),
        checks=[Check("x", True)],
    )
    assert not all(ch.passed for ch in verify_certificate(rec))


# ------------------------------------------------------------------ property test

BLOCKS = [
    binomial(n, k),
    binomial(n + k, k),
    binomial(2 * n, k),
    binomial(2 * k, k),
    binomial(n, 2 * k),
    binomial(2 * n - k, n),
    2**k,
    (-1) ** k,
    k + 1,
]


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(BLOCKS), min_size=1, max_size=3))
def test_every_returned_certificate_passes_the_independent_verifier(blocks):
    F = 1
    for bl in blocks:
        F = F * bl
    res = certify(Sum(F, (k, 0, n)), None, timeout=20, max_order=2)
    assert res.status in ("certified", "failed")
    if res.certificate is not None and res.status == "certified":
        again = Certificate.from_json(res.certificate.to_json())
        assert all(ch.passed for ch in verify_certificate(again))
