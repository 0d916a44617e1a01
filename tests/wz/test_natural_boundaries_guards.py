"""Regression guards from breaker16 (adversarial pass on natural boundaries, scope15i).

Dixon's identity CM (5.29) is certified by :mod:`wzprove.wz.verify.natural` (``R``'s poles
absorbed into reciprocal gammas).  These statements are false only *beyond* the small grid
of the falsity search (the summand's support is ``|k| <= min(a, b, c)``, so a range cut at a
constant only matters from ``min(a, b, c) = 7`` on).  Each one is checked false by an
evaluator of this file (``math.comb``, generalised binomial, ``Fraction``), then:

* ``certify`` says ``false`` (the search reaches the counterexample), and
* with every falsity search switched off (the grid, Lean's grid, the as-written check's
  grid; its refusals of cancelled divisors stay), the verifier alone does not certify it:
  the refusal is the verifier's (``F`` not shown to vanish past the range, so no natural
  boundaries; the cut sum's own recurrence, which the right side does not satisfy; the
  parameters check on a line ``b = n``), not the search's luck.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

import wzprove.wz.as_written as as_written
import wzprove.wz.certify as certify_module
from wzprove.api import certify

SUMMAND = "(-1)**k*binomial(a+b,a+k)*binomial(b+c,b+k)*binomial(c+a,c+k)"
DIXON = "factorial(a+b+c)/(factorial(a)*factorial(b)*factorial(c))"


def _c(top: int, bottom: int) -> int:
    """The generalised binomial at integers (``C(t, b) = 0`` for ``b < 0``)."""
    if bottom < 0:
        return 0
    if top >= 0:
        return math.comb(top, bottom) if bottom <= top else 0
    return (-1) ** bottom * math.comb(bottom - top - 1, bottom)


def _dixon_sum(a: int, b: int, c: int, lo: int, hi: int) -> Fraction:
    return sum(
        (
            Fraction((-1) ** k * _c(a + b, a + k) * _c(b + c, b + k) * _c(c + a, c + k))
            for k in range(lo, hi + 1)
        ),
        Fraction(0),
    )


def _dixon_value(a: int, b: int, c: int) -> Fraction:
    f = math.factorial
    return Fraction(f(a + b + c), f(a) * f(b) * f(c))


#: (lower limit, upper limit, as functions of a) and a point where the statement is false
CUT = [
    ("-7", "a", lambda a: (-7, a), (8, 8, 8)),
    ("-6", "6", lambda a: (-6, 6), (7, 7, 7)),
]


@pytest.fixture
def no_falsity_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """The verifier alone: no counterexample search before the certificate."""
    monkeypatch.setattr(certify_module, "find_counterexample", lambda *a, **k: None)
    monkeypatch.setattr(certify_module, "lean_counterexample", lambda *a, **k: None)
    # the as-written check keeps its refusals (`m / m` that may vanish) but finds nothing
    monkeypatch.setattr(as_written, "written_counterexample", lambda *a, **k: None)


@pytest.mark.parametrize(
    ("lo", "hi", "limits", "point"), CUT, ids=[c[0] + ".." + c[1] for c in CUT]
)
def test_dixon_cut_at_a_constant_is_false_beyond_the_grid(lo, hi, limits, point) -> None:  # noqa: ANN001
    a, b, c = point
    # true on the small grid, false at the point (the cut removes nonzero terms)
    for x in range(4):
        for y in range(4):
            for z in range(4):
                assert _dixon_sum(x, y, z, *limits(x)) == _dixon_value(x, y, z)
    assert _dixon_sum(a, b, c, *limits(a)) != _dixon_value(a, b, c)
    row = certify(f"Sum({SUMMAND},(k,{lo},{hi}))", DIXON)
    assert row["status"] == "false", row["message"]
    cex = {v: int(row["counterexample"][v]) for v in "abc"}
    assert _dixon_sum(cex["a"], cex["b"], cex["c"], *limits(cex["a"])) != _dixon_value(
        cex["a"], cex["b"], cex["c"]
    )


@pytest.mark.parametrize(
    ("lo", "hi"),
    [pytest.param("-7", "a", marks=pytest.mark.slow), ("-a", "a-1"), ("-a+1", "a"), ("0", "a")],
)
def test_the_verifier_alone_refuses_a_cut_dixon(no_falsity_search, lo: str, hi: str) -> None:  # noqa: ANN001
    row = certify(f"Sum({SUMMAND},(k,{lo},{hi}))", DIXON, timeout=60)
    assert row["status"] in ("failed", "out-of-scope"), row["message"]


def test_the_verifier_alone_still_certifies_dixon(no_falsity_search) -> None:  # noqa: ANN001
    """The control: with the search off, the true identity is still certified (so the
    refusals above are the verifier's), and a right side whose written division vanishes
    at ``b = 0`` is still refused (the as-written check's own refusal)."""
    row = certify(f"Sum({SUMMAND},(k,-a,a))", DIXON, timeout=60)
    assert row["status"] == "certified", row["message"]
    for a in range(3):
        for b in range(3):
            for c in range(3):
                assert _dixon_sum(a, b, c, -a, a) == _dixon_value(a, b, c)
    divided = "factorial(a+b+c)*b/(b*factorial(a)*factorial(b)*factorial(c))"
    row = certify(f"Sum({SUMMAND},(k,-a,a))", divided, timeout=60)
    assert row["status"] == "out-of-scope", row["message"]  # x / 0 = 0: 0 at b = 0


def test_a_free_value_past_a_vanishing_leading_coefficient_is_refused(no_falsity_search) -> None:  # noqa: ANN001
    """``Σ_k C(n, k) C(k, b) = C(n, b) 2^(n-b)``: the recurrence ``(n + 1 - b) S(n + 1) =
    2 (n + 1) S(n)`` leaves ``S(b)`` free, so ``λ(b) · C(n, b) 2^(n-b)`` has the same
    initial values below ``n = b``; with ``λ = 1 + C(b, 12)`` (1 on the falsity grid) the
    statement is false at ``n = b = 12`` and the parameters check (the line ``b = n``)
    refuses it."""
    n = b = 12
    left = sum(math.comb(n, k) * math.comb(k, b) for k in range(n + 1))
    assert left != math.comb(n, b) * 2 ** (n - b) * (1 + math.comb(b, 12))
    row = certify(
        "Sum(binomial(n,k)*binomial(k,b),(k,0,n))", "binomial(n,b)*2**(n-b)*(1+binomial(b,12))"
    )
    assert row["status"] != "certified", row["message"]
