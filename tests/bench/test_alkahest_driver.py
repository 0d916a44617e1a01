"""The alkahest side of the engine benchmark: the sympy → alkahest translator (exact text,
and the text read back equals the term at integer points) and, where alkahest is
installed, one worker round trip (a certificate, a refusal, the gamma form accepted)."""

from __future__ import annotations

import pytest
import sympy

from wzprove.bench.alkahest import (
    AlkahestSession,
    AlkahestTranslationError,
    alkahest_text,
    find_alkahest,
    parse_alkahest_expr,
)

n, k = sympy.symbols("n k", integer=True, nonnegative=True)
x = sympy.Symbol("x", rational=True)
C = sympy.binomial

EXPECTED = [
    (C(n, k) * 2**k, "2^k*gamma(n + 1)/(gamma(k + 1)*gamma(-k + n + 1))"),
    ((-1) ** k * C(n, k) ** 2, "(-1)^k*gamma(n + 1)^2/(gamma(k + 1)^2*gamma(-k + n + 1)^2)"),
    (C(n, k) / (k + 1), "gamma(n + 1)/((k + 1)*gamma(k + 1)*gamma(-k + n + 1))"),
    (sympy.Rational(-1, 4) ** k * C(2 * k, k), "(-1/4)^k*gamma(2*k + 1)/gamma(k + 1)^2"),
    (k * sympy.factorial(k), "k*gamma(k + 1)"),
    (sympy.RisingFactorial(n, k), "gamma(k + n)/gamma(n)"),
    (sympy.FallingFactorial(n, k), "gamma(n + 1)/gamma(-k + n + 1)"),
    (
        -3 * C(n, k) / (2 * (k + 2)),
        "-3*gamma(n + 1)/((2*k + 4)*gamma(k + 1)*gamma(-k + n + 1))",
    ),
    (
        sympy.Rational(3, 2) ** (n - k) * C(n - k, k),
        "(3/2)^(-k + n)*gamma(-k + n + 1)/(gamma(k + 1)*gamma(-2*k + n + 1))",
    ),
    (C(n, k) * x**k, "x^k*gamma(n + 1)/(gamma(k + 1)*gamma(-k + n + 1))"),
]


@pytest.mark.parametrize(("term", "text"), EXPECTED)
def test_alkahest_text_exact(term: sympy.Expr, text: str) -> None:
    assert alkahest_text(term) == text


@pytest.mark.parametrize(("term", "text"), EXPECTED)
def test_text_read_back_equals_the_term(term: sympy.Expr, text: str) -> None:
    back = parse_alkahest_expr(text, {"n": n, "k": k, "x": x, "gamma": sympy.gamma})
    for nv, kv in ((3, 1), (6, 2), (9, 4), (4, 0)):
        point = {n: nv, k: kv, x: sympy.Rational(5, 3)}
        assert sympy.simplify(back.subs(point) - term.subs(point)) == 0


def test_unknown_head_is_refused() -> None:
    with pytest.raises(AlkahestTranslationError, match="sin"):
        alkahest_text(sympy.sin(k) * C(n, k))


def test_parse_alkahest_printed_rational_function() -> None:
    got = parse_alkahest_expr("(k * 1 * (-1 + (k * 1) + (n * -1))^-1)", {"n": n, "k": k})
    assert sympy.cancel(got - k / (k - n - 1)) == 0


@pytest.mark.skipif(find_alkahest() is None, reason="alkahest not installed (bench extra)")
def test_worker_round_trip() -> None:
    with AlkahestSession() as session:
        r = session.zeilberger(alkahest_text(C(n, k) ** 2), max_order=2, timeout=60)
        assert r.found and r.order == 1 and r.boundary == "vanishes"
        a = [parse_alkahest_expr(c, {"n": n}) for c in r.coefficients]
        # (n+1) S(n+1) = 2 (2n+1) S(n) for S(n) = C(2n, n)
        assert sympy.cancel(a[0] / a[1] + 2 * (2 * n + 1) / (n + 1)) == 0
        refused = session.zeilberger(alkahest_text(C(n, k) * x**k), max_order=2, timeout=60)
        assert refused.kind == "refused" and "E-HOLO-001" in refused.message
