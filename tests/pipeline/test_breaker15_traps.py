"""Soundness traps near this session's new stages (breaker15): binomial-trig, the closed forms
in Stirling numbers and powers, the hypothesis' case with ``Ico`` sums and ``Real.Gamma``
at its poles.  Each statement is judged here by an evaluator of its own (exact ℕ truncation,
``Nat.choose`` 0 above the top, Mathlib's ``Γ(0) = 0``; mpmath for the sines), never by
wzprove, and wzprove must never say ``certified`` for a false one nor ``false`` for a true
one."""

from __future__ import annotations

from math import comb

import mpmath
import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.trig_binomial import conditions_hold, recognise
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=30.0, falsity_time_s=1.0)
HEADER = "import Mathlib\nopen Real Finset\n\n"


def _parsed(statement: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(HEADER + statement + " := by\n  sorry\n")
    assert parsed.status == "parsed", parsed.message
    return parsed


def _c(a: int, b: int) -> int:
    return comb(a, b) if 0 <= b <= a else 0


def _sub(a: int, b: int) -> int:
    return max(a - b, 0)


def _stirling2(n: int) -> int:
    return 2 ** (n - 1) - 1 if n >= 1 else 0


SUM = "∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * Real.{f} (k * x) =\n  "


def _trig_true(f: str, phi_sign: int) -> bool:
    """Σ C(n,k) f(kx) = 2^n cos(x/2)^n f(n·(±x)/2) at n ≤ 6 and a few reals (mpmath)."""
    fn = mpmath.sin if f == "sin" else mpmath.cos
    for n in range(7):
        for x in (mpmath.mpf("0.7"), mpmath.mpf("-2.3"), mpmath.mpf("3.1")):
            left = sum(_c(n, k) * fn(k * x) for k in range(n + 1))
            right = 2**n * mpmath.cos(x / 2) ** n * fn(n * phi_sign * x / 2)
            if abs(left - right) > mpmath.mpf(10) ** -12:
                return False
    return True


@pytest.mark.parametrize("f", ["sin", "cos"])
def test_a_negated_angle_is_judged_by_its_truth(f: str) -> None:
    # cos is even: the statement with φ = −x/2 stays true, but (⋆) fails (a·sin θ ≠ ρ·sin φ);
    # for sin it is false.  Never certified when false, never false when true.
    statement = (
        f"theorem t (n : ℕ) (x : ℝ) :\n  {SUM.format(f=f)}"
        f"2 ^ n * Real.cos (x / 2) ^ n * Real.{f} (n * (-x / 2))"
    )
    parsed = _parsed(statement)
    assert not conditions_hold(recognise(parsed.identity))
    truth = _trig_true(f, -1)
    assert truth == (f == "cos")
    status = certify_theorem(parsed, OPTS).report.status
    assert status != ("false" if truth else "certified"), status


@pytest.mark.parametrize(
    ("statement", "left", "right", "point"),
    [
        # 2^n − 3^n truncates to 0 at n ≥ 1: the right side is 3^n − 1, not 2^n − 1
        (
            "theorem t (n : ℕ) : Nat.stirlingSecond (n + 1) 2 = 2 ^ n - 3 ^ n + 3 ^ n - 1",
            lambda n: _stirling2(n + 1),
            lambda n: _sub(_sub(2**n, 3**n) + 3**n, 1),
            (1,),
        ),
        # a floor division that is off by one: (2^(n+1) + 1) / 2 = 2^n
        (
            "theorem t (n : ℕ) : Nat.stirlingSecond (n + 1) 2 = (2 ^ (n + 1) + 1) / 2",
            lambda n: _stirling2(n + 1),
            lambda n: (2 ** (n + 1) + 1) // 2,
            (0,),
        ),
        # `m ≤ n - 1` allows m = n = 0 (ℕ truncation), where C(m, n) = 1 breaks the sum
        (
            "theorem t {n m : ℕ} (h : m ≤ n - 1) :\n  ∑ k ∈ Finset.Ico m n, (Nat.choose k m : ℝ) ="
            " Nat.choose n (m + 1) + (Nat.choose m n : ℝ)",
            lambda n, m: sum(_c(k, m) for k in range(m, n)),
            lambda n, m: _c(n, m + 1) + _c(m, n),
            (0, 0),
        ),
    ],
)
def test_truncation_traps_are_never_certified(statement, left, right, point) -> None:  # noqa: ANN001
    assert left(*point) != right(*point)  # false there, by our own evaluation
    status = certify_theorem(_parsed(statement), OPTS).report.status
    assert status != "certified", status


def test_gamma_at_its_pole_is_not_the_recurrence() -> None:
    # Mathlib: Γ(0) = 0, so (n − 1)·Γ(n − 1) = Γ(n) fails at n = 1 (0 ≠ Γ(1) = 1)
    parsed = _parsed(
        "theorem t (n : ℕ) :\n  Real.Gamma ((n : ℝ) - 1) * ((n : ℝ) - 1) = Real.Gamma n"
    )
    report = certify_theorem(parsed, OPTS).report
    assert report.status != "certified"
    if report.status == "false":
        assert report.counterexample is not None
