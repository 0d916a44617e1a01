"""Right sides that are sums of hypergeometric terms, summand poles, proofs for all n.

Known values: sum_k C(n,k)/(k+1) = (2^(n+1) - 1)/(n+1) (Concrete Mathematics (5.22) after
integrating the binomial theorem); sum_{k<=n} C(2n,k) = (4^n + C(2n,n))/2 (symmetry of row 2n);
sum_{k<=n} C(n+1,k) = 2^(n+1) - 1.  The annihilator of n 2^n/2 + 1 is (E-1)(E-2)^2 =
E^3 - 5E^2 + 8E - 4 (A = B, ch. 8: the operator of a sum of hypergeometric terms).
"""

from __future__ import annotations

import pytest
from sympy import Sum, binomial, symbols, sympify

from wzprove.wz.certificate import Certificate
from wzprove.wz.certify import certify
from wzprove.wz.evaluate import evaluate
from wzprove.wz.hypersum import annihilates, similarity_classes
from wzprove.wz.verify import verify_certificate

n, k = symbols("n k", integer=True, nonnegative=True)

COMBINATIONS = [
    ("reciprocal", Sum(binomial(n, k) / (k + 1), (k, 0, n)), (2 ** (n + 1) - 1) / (n + 1)),
    ("half-row", Sum(binomial(2 * n, k), (k, 0, n)), (4**n + binomial(2 * n, n)) / 2),
    ("half-row-2", Sum(binomial(2 * n, k), (k, 0, n)), 2 ** (2 * n - 1) + binomial(2 * n, n) / 2),
    ("row-minus-one", Sum(binomial(n + 1, k), (k, 0, n)), 2 ** (n + 1) - 1),
]


@pytest.mark.parametrize("name,lhs,rhs", COMBINATIONS, ids=[c[0] for c in COMBINATIONS])
def test_combination_right_sides_certified(name, lhs, rhs):
    for v in range(0, 9):
        assert evaluate(lhs, {n: v}) == evaluate(rhs, {n: v})
    res = certify(lhs, rhs)
    assert res.status == "certified", res.message
    assert res.method == "zeilberger"
    cert = Certificate.from_json(res.certificate.to_json())
    checks = verify_certificate(cert)
    assert all(c.passed for c in checks), [c for c in checks if not c.passed]
    names = {c.name for c in checks}
    assert {"boundary", "rhs-recurrence", "initial-values", "pointwise"} <= names
    pw = next(c for c in checks if c.name == "pointwise")
    assert "proved for all n" in pw.detail


def test_inhomogeneous_part_is_the_known_one():
    # (n+2) S(n+1) - 2(n+1) S(n) = 1 for S(n) = sum C(n,k)/(k+1) = (2^(n+1)-1)/(n+1)
    res = certify(*COMBINATIONS[0][1:])
    rec = res.recurrence
    got = [sympify(c, locals={"n": n}) for c in rec.coefficients]
    assert [g.expand() for g in got] == [(-2 * n - 2), n + 2]
    assert rec.inhomogeneous == "1"


def test_tampered_inhomogeneous_part_is_rejected():
    res = certify(*COMBINATIONS[0][1:])
    d = res.certificate.to_dict()
    d["recurrence"]["inhomogeneous"] = "2"
    checks = verify_certificate(Certificate.from_dict(d))
    assert not all(c.passed for c in checks)
    assert not next(c for c in checks if c.name == "boundary").passed


def test_false_variant_beyond_the_falsity_grid_is_not_certified():
    # agrees with the true right side for n <= 9 (C(n,10) = 0), differs at n = 10
    lhs, rhs = COMBINATIONS[0][1], COMBINATIONS[0][2] + binomial(n, 10) / (n + 1)
    assert evaluate(lhs, {n: 10}) != evaluate(rhs, {n: 10})
    res = certify(lhs, rhs)
    assert res.status != "certified"
    rr = next(c for c in res.certificate.checks if c.name == "rhs-recurrence")
    assert not rr.passed


def test_annihilator_of_a_two_class_right_side():
    r = n * 2**n / 2 + 1
    assert len(similarity_classes(r, n)) == 2
    assert annihilates([-4, 8, -5, 1], r, n)[0]
    assert not annihilates([2, -3, 1], r, n)[0]  # annihilates 2^n and 1, not n 2^n
    assert annihilates([4, -4, 1], n * 2**n, n)[0]


def test_similar_terms_are_grouped():
    # n*C(2n,n) and C(2n+2,n+1) are similar (ratio rational); 4^n is not
    classes = similarity_classes(n * binomial(2 * n, n) + binomial(2 * n + 2, n + 1) + 4**n, n)
    assert sorted(len(c.members) for c in classes) == [1, 2]


def test_summand_pole_in_range_is_out_of_scope():
    res = certify(Sum(binomial(n, k) / (k - 3), (k, 0, n)), None)
    assert res.status == "out-of-scope"
    assert "pole at k = 3" in res.message and "Lean's sum takes that term as 0" in res.message
    # a pole outside the range is fine
    res = certify(Sum((-1) ** k * binomial(n, k) / (k + 1), (k, 0, n)), 1 / (n + 1))
    assert res.status == "certified", res.message
