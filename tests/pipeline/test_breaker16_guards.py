"""Regression guards from breaker16 (adversarial pass on robust16's function forms and
``≠ 0`` hypotheses, complete14s's Gould 6.26 and scope15i's Dixon in Lean).

Every verdict is judged by this file's own evaluator (``math.comb``, ℕ truncated
subtraction, ``Fraction``) before it is asserted: a ``false`` verdict needs a point where
the sides differ and the hypotheses hold; a true statement must never get ``false``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem

C = math.comb


def _sub(a: int, b: int) -> int:
    """ℕ subtraction."""
    return max(a - b, 0)


def _s(lo: int, hi: int, f: Callable[[int], object]) -> Fraction:
    """``Σ_{lo <= k < hi} f(k)``."""
    return sum((Fraction(f(k)) for k in range(lo, hi)), Fraction(0))


def _report(text: str, falsity: float = 0.5):  # noqa: ANN202 - a ProveReport
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=falsity)).report


def _theorem(binders: str, hyps: str, conclusion: str) -> str:
    return f"open Finset\n\ntheorem t {binders}{hyps} :\n    {conclusion} := by\n  sorry\n"


#: (conclusion, variables, left, right, true?): Lean's `fun` body reaches as far as it can,
#: and a `fun` binder may shadow a variable of the theorem
FUNCTION_FORMS = [
    (
        "(2 : ℚ) = (range (n + 1)).sum fun k => (k : ℚ) - n * (n + 1) / 2 + 2",
        ("n",),
        lambda e: 2,
        lambda e: _s(0, e["n"] + 1, lambda k: k - Fraction(e["n"] * (e["n"] + 1), 2) + 2),
        False,
    ),
    (
        "(2 : ℚ) ^ n + 1 = Finset.sum (range (n + 1)) fun k => (Nat.choose n k : ℚ) + 1",
        ("n",),
        lambda e: 2 ** e["n"] + 1,
        lambda e: _s(0, e["n"] + 1, lambda k: C(e["n"], k) + 1),
        False,
    ),
    (
        "(range (m + 1)).sum (fun n => (Nat.choose m n : ℚ)) = 2 ^ n",
        ("n", "m"),
        lambda e: 2 ** e["m"],
        lambda e: 2 ** e["n"],
        False,
    ),
    (
        "(range (n + 1)).sum (fun n => (n : ℚ)) = n * (n + 1) / 2",
        ("n",),
        lambda e: _s(0, e["n"] + 1, lambda k: k),
        lambda e: Fraction(e["n"] * (e["n"] + 1), 2),
        True,
    ),
    (
        "∑ i ∈ range (n + 1), (range (i + 1)).sum (fun i => (i : ℚ)) = n * (n + 1) * (n + 1) / 2",
        ("n",),
        lambda e: _s(0, e["n"] + 1, lambda i: _s(0, i + 1, lambda j: j)),
        lambda e: Fraction(e["n"] * (e["n"] + 1) * (e["n"] + 1), 2),
        False,
    ),
]


def _judge(variables, hyp, left, right) -> dict | None:  # noqa: ANN001
    """A point of 0..8 where ``hyp`` holds and the sides differ, or None."""
    for n in range(9):
        for m in range(9) if "m" in variables else [0]:
            e = {"n": n, "m": m}
            if hyp(e) and Fraction(left(e)) != Fraction(right(e)):
                return e
    return None


@pytest.mark.parametrize(("conclusion", "variables", "left", "right", "truth"), FUNCTION_FORMS)
def test_function_form_verdicts(conclusion, variables, left, right, truth) -> None:  # noqa: ANN001
    assert (_judge(variables, lambda e: True, left, right) is None) == truth
    binders = " ".join(f"({v} : ℕ)" for v in variables)
    report = _report(_theorem(binders, "", conclusion))
    if truth:
        assert report.status != "false", report.message
    else:
        assert report.status == "false", report.message
        e = {v: int(report.counterexample[v]) for v in variables}
        e.setdefault("m", 0)
        assert Fraction(left(e)) != Fraction(right(e))


ALT_K2 = "∑ k ∈ range (n + 1), (-1 : ℚ) ^ k * k ^ 2 * Nat.choose n k = 0"


def _alt_k2(e: dict) -> Fraction:
    return _s(0, e["n"] + 1, lambda k: (-1) ** k * k * k * C(e["n"], k))


#: Σ (-1)^k k² C(n, k) = 0 fails exactly at n = 1, 2: the hypotheses decide its truth
HYPOTHESES = [
    (" (h : n ≠ 1) (h' : n ≠ 2)", lambda e: e["n"] not in (1, 2), True),
    (" (h : n - 2 ≠ 0)", lambda e: e["n"] >= 3, True),
    (" (h : n / 3 ≠ 0)", lambda e: e["n"] >= 3, True),
    (" (h : n * (n - 1) ≠ 0) (h2 : n ≠ 2)", lambda e: e["n"] >= 3, True),
    (" (h : n ≠ 1) (h' : n ≠ 3)", lambda e: e["n"] not in (1, 3), False),
    (" (h : n - 1 ≠ 0)", lambda e: e["n"] >= 2, False),
    (" (h : n / 2 ≠ 0)", lambda e: e["n"] >= 2, False),
    (" (h : (n : ℤ) - 2 ≠ 0) (h' : 0 < n)", lambda e: e["n"] not in (0, 2), False),
]


@pytest.mark.parametrize(("hyps", "holds", "truth"), HYPOTHESES, ids=[h[0] for h in HYPOTHESES])
def test_nonzero_hypotheses_decide_the_verdict(hyps: str, holds, truth: bool) -> None:  # noqa: ANN001
    assert (_judge(("n",), holds, _alt_k2, lambda e: 0) is None) == truth
    report = _report(_theorem("(n : ℕ)", hyps, ALT_K2))
    if truth:
        assert report.status != "false", report.message
    else:
        assert report.status == "false", report.message
        e = {"n": int(report.counterexample["n"])}
        assert holds(e) and _alt_k2(e) != 0


GOULD_626 = (
    "∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * r) k : ℝ) * "
    "(Nat.choose (2 * n - 2 * r) (n - k) : ℝ) ^ 2 =\n  (-1 : ℝ)^r * (Nat.choose (2 * r) r : ℝ) * "
    "(Nat.choose (2 * n - r) n : ℝ) ^ 2 / (Nat.choose (2 * n - r) r) + (Nat.choose (n - r) 9 : ℝ)"
)


def test_gould_6_26_perturbed_past_the_small_grid_is_false() -> None:
    """LCI Gould 6.26 plus ``C(n - r, 9)``: 0 until ``n - r = 9``."""

    def left(n: int, r: int) -> Fraction:
        return _s(
            0, n + 1, lambda k: (-1) ** k * C(2 * r, k) * C(_sub(2 * n, 2 * r), _sub(n, k)) ** 2
        )

    def right(n: int, r: int) -> Fraction:
        top = (-1) ** r * C(2 * r, r) * C(_sub(2 * n, r), n) ** 2
        bottom = C(_sub(2 * n, r), r)
        return (Fraction(top, bottom) if bottom else Fraction(0)) + C(_sub(n, r), 9)

    assert all(left(n, r) == right(n, r) for n in range(9) for r in range(n + 1))
    assert left(9, 0) != right(9, 0)
    report = _report(_theorem("(n r : ℕ)", " (h_n : n ≥ r)", GOULD_626), falsity=10)
    assert report.status == "false", report.message
    n, r = (int(report.counterexample[v]) for v in ("n", "r"))
    assert n >= r and left(n, r) != right(n, r)
