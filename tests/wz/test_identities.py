"""Classical identities end to end: certify, re-verify independently, compare known values.

Sources: A = B (Petkovšek–Wilf–Zeilberger 1996) ch. 5-7; Concrete Mathematics ch. 5;
Gould, Combinatorial Identities (1972).
"""

from __future__ import annotations

import pytest
from sympy import Rational, Sum, binomial, cancel, factorial, symbols, sympify

from wzprove.wz.certificate import Certificate
from wzprove.wz.certify import certify
from wzprove.wz.evaluate import evaluate
from wzprove.wz.verify import verify_certificate

n, k, m, a, b, x = symbols("n k m a b x", integer=True, nonnegative=True)

# (id, lhs, rhs, lower bounds, expected method or None for any)
CLOSED = [
    ("binomial-sum", Sum(binomial(n, k), (k, 0, n)), 2**n, None, None),
    ("k-binomial", Sum(k * binomial(n, k), (k, 0, n)), n * 2 ** (n - 1), None, None),
    ("k2-binomial", Sum(k**2 * binomial(n, k), (k, 0, n)), n * (n + 1) * 2 ** (n - 2), None, None),
    ("alternating", Sum((-1) ** k * binomial(n, k), (k, 0, n)), 0, {n: 1}, None),
    ("squares", Sum(binomial(n, k) ** 2, (k, 0, n)), binomial(2 * n, n), None, "wz"),
    (
        "vandermonde",
        Sum(binomial(a, k) * binomial(b, n - k), (k, 0, n)),
        binomial(a + b, n),
        None,
        None,
    ),
    ("upper-summation", Sum(binomial(k, m), (k, 0, n)), binomial(n + 1, m + 1), None, "gosper"),
    (
        "parallel-summation",
        Sum(binomial(m + k, k), (k, 0, n)),
        binomial(m + n + 1, n),
        None,
        "gosper",
    ),
    (
        "dixon",
        Sum((-1) ** k * binomial(2 * n, n + k) ** 3, (k, -n, n)),
        factorial(3 * n) / factorial(n) ** 3,
        None,
        None,
    ),
    ("gauss-sum", Sum(k, (k, 0, n)), n * (n + 1) / 2, None, "gosper"),
    ("squares-sum", Sum(k**2, (k, 0, n)), n * (n + 1) * (2 * n + 1) / 6, None, "gosper"),
    ("cubes", Sum(k**3, (k, 0, n)), (n * (n + 1) / 2) ** 2, None, "gosper"),
    ("k-factorial", Sum(k * factorial(k), (k, 0, n)), factorial(n + 1) - 1, None, "gosper"),
    ("binomial-k-2", Sum(binomial(k, 2), (k, 0, n)), binomial(n + 1, 3), None, "gosper"),
    ("geometric", Sum(2**k, (k, 0, n)), 2 ** (n + 1) - 1, None, "gosper"),
    (
        "telescoping-fraction",
        Sum(1 / ((k + 1) * (k + 2)), (k, 0, n)),
        (n + 1) / (n + 2),
        None,
        "gosper",
    ),
    ("binomial-2n", Sum(binomial(2 * n, k), (k, 0, 2 * n)), 4**n, None, None),
    ("binomial-3n", Sum(binomial(n, k) * 2**k, (k, 0, n)), 3**n, None, None),
    ("binomial-theorem", Sum(binomial(n, k) * x**k, (k, 0, n)), (1 + x) ** n, None, None),
    (
        "alternating-reciprocal",
        Sum((-1) ** k * binomial(n, k) / (k + 1), (k, 0, n)),
        Rational(1) / (n + 1),
        None,
        None,
    ),
    (
        "partial-alternating",
        Sum((-1) ** k * binomial(n, k), (k, 0, m)),
        (-1) ** m * binomial(n - 1, m),
        None,
        "gosper",
    ),
    (
        "k-squares",
        Sum(k * binomial(n, k) ** 2, (k, 0, n)),
        n * binomial(2 * n - 1, n - 1),
        None,
        None,
    ),
    ("half-powers", Sum(binomial(n + k, k) / 2**k, (k, 0, n)), 2**n, None, None),
    (
        "central-convolution",
        Sum(binomial(2 * k, k) * binomial(2 * n - 2 * k, n - k), (k, 0, n)),
        4**n,
        None,
        None,
    ),
    (
        "chu-vandermonde-m",
        Sum(binomial(n, k) * binomial(m, k), (k, 0, n)),
        binomial(n + m, n),
        None,
        None,
    ),
]

RECURRENCES = [
    # (id, summand, expected coefficients a_0..a_J up to a constant factor)
    ("franel", binomial(n, k) ** 3, [-8 * (n + 1) ** 2, -(7 * n**2 + 21 * n + 16), (n + 2) ** 2]),
    (
        "apery",
        binomial(n, k) ** 2 * binomial(n + k, k) ** 2,
        [(n + 1) ** 3, -(2 * n + 3) * (17 * n**2 + 51 * n + 39), (n + 2) ** 3],
    ),
    (
        "fourth-powers",
        binomial(n, k) ** 4,
        [
            -4 * (n + 1) * (4 * n + 3) * (4 * n + 5),
            -2 * (2 * n + 3) * (3 * n**2 + 9 * n + 7),
            (n + 2) ** 3,
        ],
    ),
    ("central-delannoy", binomial(n, k) * binomial(n + k, k), [n + 1, -3 * (2 * n + 3), n + 2]),
    ("fibonacci", binomial(n - k, k), [-1, -1, 1]),
]


def _reverify(cert: Certificate) -> None:
    again = Certificate.from_json(cert.to_json())
    assert again == cert
    checks = verify_certificate(again, recertify=certify)
    assert checks and all(c.passed for c in checks), [c for c in checks if not c.passed]


@pytest.mark.parametrize("name,lhs,rhs,lower,method", CLOSED, ids=[c[0] for c in CLOSED])
def test_closed_forms_certified(name, lhs, rhs, lower, method):
    res = certify(lhs, rhs, lower_bounds=lower)
    assert res.status == "certified", res.message
    if method is not None:
        assert res.method == method
    _reverify(res.certificate)
    # the statement really holds on a few values (independent of the engine)
    var = res.certificate.variable
    for v in range(lower.get(n, 0) if lower else 0, 6):
        env = {s: v for s in lhs.free_symbols | getattr(rhs, "free_symbols", set())}
        assert evaluate(lhs, env) == evaluate(rhs, env), (var, v)


def _proportional(got, want):
    assert len(got) == len(want)
    ratios = {cancel(g / w) for g, w in zip(got, want, strict=False)}
    assert len(ratios) == 1 and next(iter(ratios)).is_number, ratios


@pytest.mark.parametrize("name,F,want", RECURRENCES, ids=[r[0] for r in RECURRENCES])
def test_minimal_recurrences(name, F, want):
    res = certify(Sum(F, (k, 0, n)), None)
    assert res.status == "certified", res.message
    assert res.method == "zeilberger"
    assert res.recurrence.order == len(want) - 1
    got = [sympify(c, locals={"n": n}) for c in res.recurrence.coefficients]
    _proportional(got, want)
    _reverify(res.certificate)


def test_squares_wz_certificate_matches_book():
    """A = B ch. 7: R(n,k) = k^2 (3n+3-2k) / (2 (2n+1) (n+1-k)^2) for sum C(n,k)^2 = C(2n,n).

    Our convention ``f(n+1,k) - f(n,k) = G(n,k+1) - G(n,k)``, ``G = R f`` gives the negative of
    the book's R (the book's G is the negative of ours); checked exactly at a point below.
    """
    res = certify(Sum(binomial(n, k) ** 2, (k, 0, n)), binomial(2 * n, n))
    nn, kk = n, k
    R = sympify(res.certificate.R, locals={"n": n, "k": k})
    book = kk**2 * (3 * nn + 3 - 2 * kk) / (2 * (2 * nn + 1) * (nn + 1 - kk) ** 2)
    assert cancel(R + book) == 0
    # f(2,0) - f(1,0) = G(1,1) - G(1,0) with f = C(n,k)^2/C(2n,n): -1/3 = R(1,1) f(1,1)
    assert R.subs({nn: 1, kk: 1}) * Rational(1, 2) == Rational(-1, 3)


def test_two_sums_same_recurrence():
    lhs = Sum(binomial(n, k) * binomial(n + k, k), (k, 0, n))
    rhs = Sum(binomial(n, k) ** 2 * 2**k, (k, 0, n))
    res = certify(lhs, rhs)
    assert res.status == "certified", res.message
    assert res.recurrence.order == 2


FALSE = [
    ("wrong-rhs", Sum(binomial(n, k), (k, 0, n)), 2**n + 1, {"n": "0"}),
    ("off-by-one", Sum(binomial(n, k), (k, 0, n - 1)), 2**n, {"n": "0"}),
    ("squares-plus-n", Sum(binomial(n, k) ** 2, (k, 0, n)), binomial(2 * n, n) + n, {"n": "1"}),
    ("alternating-n0", Sum((-1) ** k * binomial(n, k), (k, 0, n)), 0, {"n": "0"}),
    ("gauss-off", Sum(k, (k, 0, n)), n * (n - 1) / 2, {"n": "1"}),
    (
        "vandermonde-shift",
        Sum(binomial(a, k) * binomial(b, n - k), (k, 0, n)),
        binomial(a + b, n + 1),
        None,
    ),
]


@pytest.mark.parametrize("name,lhs,rhs,want", FALSE, ids=[f[0] for f in FALSE])
def test_false_statements_have_real_counterexamples(name, lhs, rhs, want):
    res = certify(lhs, rhs)
    assert res.status == "false"
    cex = res.counterexample
    if want is not None:
        assert cex == want
    env = {s: int(cex[str(s)]) for s in lhs.free_symbols | sympify(rhs).free_symbols}
    assert evaluate(lhs, env) != evaluate(rhs, env)


@pytest.mark.parametrize(
    "lhs,rhs,word",
    [
        (Sum(binomial(n, k), (k, 0, n)), None, None),
    ],
)
def test_placeholder_recurrence_mode(lhs, rhs, word):
    res = certify(lhs, rhs)
    assert res.status == "certified" and res.recurrence.order == 1


def test_out_of_scope_reasons():
    from sympy import harmonic, oo

    r = certify(Sum(harmonic(k), (k, 0, n)), n)
    assert r.status in ("false", "out-of-scope")
    r = certify(Sum(harmonic(k) * binomial(n, k), (k, 0, n)), None)
    assert r.status == "out-of-scope" and "harmonic numbers are not hypergeometric" in r.message
    r = certify(Sum(binomial(n, k) / 2**k, (k, 0, oo)), None)
    assert r.status == "out-of-scope" and "unbounded" in r.message
    r = certify(binomial(n, k), 2**n)
    assert r.status == "error"
