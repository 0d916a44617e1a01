"""Truncation splits of ℕ subtractions (wzprove.model.trunc_cases): each case's values agree
with the original statement's at the substituted point, checked by exact evaluation of both
sides under Lean's semantics at many points."""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.cases import CaseSplitError
from wzprove.model.identity import Identity, evaluate
from wzprove.model.trunc_cases import simplify_zero, truncation_split


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def _sides(identity: Identity, env: dict[str, int]) -> tuple[Fraction, Fraction]:
    point = {k: Fraction(v) for k, v in env.items()}
    left, right = evaluate(identity.lhs, point), evaluate(identity.rhs, point)
    assert isinstance(left, Fraction) and isinstance(right, Fraction)
    return left, right


E1_2 = "theorem Jihuai_E1_2 (n : ℕ) :\n  ∑ k ∈ Finset.Ico 1 (n + 1), k * n.choose k = n * 2^(n - 1)"
E1_11 = (
    "theorem Jihuai_E1_11 (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), k * (2 * n).choose k = "
    "n * 2^(2 * n - 1)"
)
I124 = (
    "theorem Jihuai_identity_124 (n m : ℕ) :\n  ∑ k ∈ Finset.Ico m (n + 1), (n.choose k : ℝ) "
    "* k.choose m = 2^(n - m) * n.choose m"
)


@pytest.mark.parametrize(
    ("text", "t"),
    [
        (E1_2, 1),
        (E1_11, 1),
        ("theorem T (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = 2^(n - 3) * 8", 3),
        ("theorem T (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) = ((3 * n - 5 : ℕ) : ℝ)", 2),
    ],
)
def test_one_variable_split_values_agree_with_the_statement(text: str, t: int) -> None:
    identity = _identity(text)
    split = truncation_split(identity)
    assert split is not None and split.kind == "truncation" and split.variable == "n"
    finite, exact = split.cases
    assert finite.values == tuple(range(t))
    assert exact.substitution == f"n = m + {t}" and exact.values is None
    # no subtraction of the exact case truncates: it has none outside the summand
    assert not [
        s
        for side in (exact.identity.lhs, exact.identity.rhs)
        for s in side.walk()
        if s.op == "sub" and s.type == "ℕ" and "k" not in s.free_vars()
    ]
    for m in range(0, 15):
        assert _sides(exact.identity, {"m": m}) == _sides(identity, {"n": m + t}), m


def test_other_variables_give_a_case_per_truncating_value() -> None:
    identity = _identity(
        "theorem T (n x : ℕ) : ∑ k ∈ Finset.range (n + 1), (x.choose k : ℝ) = 2^(2 * n - 3) * x"
    )
    split = truncation_split(identity)
    assert split is not None
    assert [c.substitution for c in split.cases] == ["n = 0", "n = 1", "n = m + 2"]
    for case in split.cases[:2]:
        assert [v.name for v in case.identity.variables] == ["x"]
        for x in range(8):
            assert _sides(case.identity, {"x": x}) == _sides(identity, {"n": case.residue, "x": x})
    exact = split.cases[2]
    for m in range(6):
        for x in range(6):
            assert _sides(exact.identity, {"m": m, "x": x}) == _sides(
                identity, {"n": m + 2, "x": x}
            )


def test_a_hypothesis_that_keeps_the_subtraction_exact_needs_no_split() -> None:
    identity = _identity(
        "theorem T (n : ℕ) (h : n ≥ 1) : ∑ k ∈ Finset.Ico 1 (n + 1), k * n.choose k = n * 2^(n - 1)"
    )
    assert truncation_split(identity) is None


def test_a_subtraction_truncating_for_large_values_is_refused() -> None:
    identity = _identity(
        "theorem T (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) = ((5 - n : ℕ) : ℝ)"
    )
    with pytest.raises(CaseSplitError, match="infinitely many"):
        truncation_split(identity)


def test_subtractions_with_the_summation_index_are_left_to_the_reading() -> None:
    identity = _identity(
        "theorem Gould_identity_3_168 {n x : ℕ} (hx : x ≥ n) :\n  ∑ k ∈ Finset.range (n + 1), "
        "(2 * k + 1) / (n + k + 1) * (Nat.choose (x - 1 - k) (n - k) : ℝ) * "
        "(Nat.choose (x + k) (n + k)) =\n  (Nat.choose x n) ^ 2"
    )
    assert truncation_split(identity) is None


def test_difference_split_cases_agree_with_the_statement() -> None:
    identity = _identity(I124)
    split = truncation_split(identity)
    assert split is not None and split.kind == "difference"
    below, above = split.cases
    assert below.substitution == "n = m + j" and above.substitution == "m = n + 1 + j"
    # m > n: the sum is empty, 2^0 = 1 and C(n, m) = 0, both sides the literal 0
    assert above.identity.lhs == above.identity.rhs
    for a in range(7):
        for j in range(7):
            assert _sides(below.identity, {"m": a, "j": j}) == _sides(
                identity, {"n": a + j, "m": a}
            )
            assert _sides(above.identity, {"n": a, "j": j}) == _sides(
                identity, {"n": a, "m": a + 1 + j}
            )


def test_simplify_zero_keeps_the_values() -> None:
    identity = _identity(
        "theorem T (n j : ℕ) : ∑ k ∈ Finset.Ico (n + 2 + j) (n + 1), (k : ℝ) + "
        "(n.choose (n + j) : ℝ) * 3^(n - (n + j)) = ((n + j + 4 - n : ℕ) : ℝ)"
    )
    names = {"n", "j"}
    lhs, rhs = simplify_zero(identity.lhs, names), simplify_zero(identity.rhs, names)
    assert not [s for s in lhs.walk() if s.op in ("sum", "sub")]  # empty sum, 3^0
    assert not [s for s in rhs.walk() if s.op == "sub"]  # j + 4
    for n in range(6):
        for j in range(6):
            env = {"n": Fraction(n), "j": Fraction(j)}
            assert evaluate(lhs, env) == evaluate(identity.lhs, env)
            assert evaluate(rhs, env) == evaluate(identity.rhs, env)


def test_a_lower_bound_below_the_truncation_carries_over_as_a_bound_on_m() -> None:
    identity = _identity(
        "theorem T (n : ℕ) (h : n ≥ 1) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = "
        "2^(n - 3) * 8"
    )
    split = truncation_split(identity)
    assert split is not None
    exact = split.cases[-1]
    assert exact.substitution == "n = m + 3"
    assert exact.identity.hypotheses == []  # m + 3 ≥ 1 always holds
    identity = _identity(
        "theorem T (n : ℕ) (h : n ≥ 6) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = "
        "2^(2 * n - 12) * 4096"
    )
    assert truncation_split(identity) is None  # 2n - 12 is exact for n ≥ 6
