"""The second identity set of the engine benchmark: every stated value is the exact sum for
n = 0..8 (parameter ``a`` = 0..3), and no summand equals one of the first set or another of
the second (values of F on a grid of points, ``fingerprint``)."""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest
import sympy

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import identities_engine as ids1  # noqa: E402
import identities_engine2 as ids2  # noqa: E402


def test_at_least_forty_sums_in_every_order_class() -> None:
    assert len(ids2.IDENTITIES) >= 40
    assert len({i.name for i in ids2.IDENTITIES}) == len(ids2.IDENTITIES)
    orders = [i.order for i in ids2.IDENTITIES]
    assert {0, 1, 2} <= set(orders)


@pytest.mark.parametrize("ident", ids2.IDENTITIES, ids=lambda i: i.name)
def test_stated_value_is_the_exact_sum(ident: ids2.BenchIdentity2) -> None:
    has_a = ident.sympy.has(ids2.a)
    for nv in range(9):
        for av in range(4) if has_a else [None]:
            point = {ids2.n: nv} if av is None else {ids2.n: nv, ids2.a: av}
            F = ident.sympy.subs(point)
            top = int(ident.upper.subs(ids2.n, nv))
            total = sympy.Rational(sum((F.subs(ids2.k, kv) for kv in range(top + 1)), 0))
            want = ident.value(nv) if av is None else ident.value(nv, av)
            assert Fraction(int(total.p), int(total.q)) == want, (nv, av)


def test_maxima_text_is_the_sympy_term() -> None:
    ident = ids2.by_name("fib_quarter")
    assert ident.maxima == "(-1/4)^k*binomial(-k + n, k)"


def test_disjoint_from_the_first_set() -> None:
    first = {ids2.fingerprint(i.sympy): i.name for i in (*ids1.IDENTITIES, ids1.WARMUP)}
    seen: dict[tuple, str] = {}
    for ident in ids2.IDENTITIES:
        fp = ids2.fingerprint(ident.sympy)
        assert fp not in first, (ident.name, first.get(fp))
        assert fp not in seen, (ident.name, seen.get(fp))
        seen[fp] = ident.name


def test_fingerprint_identifies_equal_summands() -> None:
    n, k = ids2.n, ids2.k
    assert ids2.fingerprint(sympy.binomial(n, k)) == ids2.fingerprint(sympy.binomial(n, n - k))
    assert ids2.fingerprint(sympy.binomial(n, k)) != ids2.fingerprint(sympy.binomial(n, k + 1))
