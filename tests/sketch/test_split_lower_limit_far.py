"""breaker16b: the lower-limit split (:func:`wzprove.model.trunc_cases.lower_limit_pair`) on
statements whose right side differs from the hockey stick only far into the empty case
``m = n + 1 + j`` (at ``j ≥ 299``, past any sampled falsity point): the case check must refuse
them, not the falsity search (given 0.01 s here).  Each is false, checked by an exact evaluator
written here (``math.comb``, truncated ℕ subtraction, ℕ floor division); the true variants and
the bound variables named ``j`` (the split's usual new name) stay certified."""

from __future__ import annotations

from math import comb

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.trunc_cases import lower_limit_pair
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=60, falsity_time_s=0.01)
HOCKEY = "∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m"
HOCKEY_Z = "∑ k ∈ Finset.Ico m (n + 1), (Nat.choose k m : ℤ)"
R = "Nat.choose (n + 1) (m + 1)"


def _c(a: int, b: int) -> int:
    return comb(a, b) if 0 <= b <= a else 0


def _lhs(m: int, n: int) -> int:
    return sum(_c(k, m) for k in range(m, n + 1))


def _t(x: int) -> int:  # ℕ truncated subtraction
    return max(x, 0)


# (right side, its value at (m, n)); each is the hockey stick's plus a term 0 wherever m ≤ n + 300
FAR = [
    (f"{R} + Nat.choose m (n + 300)", lambda m, n: _c(n + 1, m + 1) + _c(m, n + 300)),
    (f"{R} + Nat.choose (m - n) 300", lambda m, n: _c(n + 1, m + 1) + _c(_t(m - n), 300)),
    (f"{R} + (m - n) / 300", lambda m, n: _c(n + 1, m + 1) + _t(m - n) // 300),
    (f"{R} + m / (n + 300)", lambda m, n: _c(n + 1, m + 1) + m // (n + 300)),
    (
        f"{R} + Nat.choose m 300 * Nat.choose m (n + 1)",
        lambda m, n: _c(n + 1, m + 1) + _c(m, 300) * _c(m, n + 1),
    ),
    (
        f"{R} + (m - n - 1) * Nat.choose m (n + 300)",
        lambda m, n: _c(n + 1, m + 1) + _t(m - n - 1) * _c(m, n + 300),
    ),
]


@pytest.mark.parametrize("rhs,value", FAR, ids=[r for r, _ in FAR])
def test_far_empty_case_difference_not_certified(rhs, value) -> None:  # noqa: ANN001
    assert _lhs(300, 0) != value(300, 0)  # false at m = 300, n = 0 (j = 299)
    assert all(_lhs(m, n) == value(m, n) for m in range(12) for n in range(12))  # true near 0
    (parsed,) = parse_text(f"theorem t (m n : ℕ) : {HOCKEY} = {rhs} := by\n  sorry\n")
    assert lower_limit_pair(parsed.identity) == ("n", "m")  # the split is proposed
    assert certify_theorem(parsed, OPTS).report.status != "certified"


def test_far_empty_case_integer_cast_not_certified() -> None:
    # ((m : ℤ) - n - 1) · C(m, n + 300): 0 at m = n + 1 only among small m > n; false at m = 300
    rhs = f"({R} : ℤ) + ((m : ℤ) - n - 1) * (Nat.choose m (n + 300) : ℤ)"
    assert _lhs(300, 0) != _c(1, 301) + (300 - 0 - 1) * _c(300, 300)
    (parsed,) = parse_text(f"theorem t (m n : ℕ) : {HOCKEY_Z} = {rhs} := by\n  sorry\n")
    assert certify_theorem(parsed, OPTS).report.status != "certified"


@pytest.mark.parametrize(
    "header,statement",
    [
        ("(m n : ℕ)", f"{HOCKEY} = {R} * (1 + Nat.choose m (n + 300))"),  # 0 · _ in the empty case
        ("(m j : ℕ)", "∑ k ∈ Finset.Ico m (j + 1), Nat.choose k m = Nat.choose (j + 1) (m + 1)"),
        ("(j n : ℕ)", "∑ k ∈ Finset.Ico j (n + 1), Nat.choose k j = Nat.choose (n + 1) (j + 1)"),
    ],
)
def test_true_variants_certified(header: str, statement: str) -> None:
    assert all(_lhs(m, n) == _c(n + 1, m + 1) for m in range(12) for n in range(12))
    (parsed,) = parse_text(f"theorem t {header} : {statement} := by\n  sorry\n")
    assert certify_theorem(parsed, OPTS).report.status == "certified"
