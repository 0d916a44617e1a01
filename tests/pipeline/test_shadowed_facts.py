"""Breaker run 12h: a hypothesis on a free variable is no fact about a summation index of the
same name (Lean's binder shadows it).  The reading shared one sympy symbol between the two, so
``(h : k ≤ 30)`` justified the ℕ subtraction ``30 - k`` of a sum over ``k ∈ range n`` and
``(h : k ≠ 30)`` the divisor ``k - 30``; each statement below was certified and is false at
the point given (where its hypothesis holds)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.reading import ReadingError, justify
from wzprove.pipeline import ProveOptions, certify_theorem

SHADOWED = [
    (
        "theorem sh8 (n k : ℕ) (h : k ≤ 30) :\n"
        "    ∑ k ∈ Finset.range n, (2 : ℚ) ^ (30 - k) = 2 ^ 31 - 2 ^ 31 / 2 ^ n",
        {"n": 32, "k": 0},
    ),
    (
        "theorem sh9 (n k : ℕ) (h : k ≤ 30) :\n"
        "    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * 2 ^ (30 - k) =\n"
        "      2 ^ 30 * (3 / 2) ^ n",
        {"n": 31, "k": 0},
    ),
    (
        "theorem sh11 (n k : ℕ) (h : k ≠ 30) :\n"
        "    ∑ k ∈ Finset.range n, ((k : ℚ) - 30) / ((k : ℚ) - 30) = n",
        {"n": 31, "k": 0},
    ),
]


def _parsed(text: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(text + " := by sorry")
    assert parsed.status == "parsed", parsed.message
    return parsed


@pytest.mark.parametrize(("text", "point"), SHADOWED)
def test_a_fact_on_a_variable_says_nothing_of_a_shadowing_index(text: str, point: dict) -> None:
    parsed = _parsed(text)
    assert parsed.identity.holds_at({k: Fraction(v) for k, v in point.items()}) is False
    with pytest.raises(ReadingError):
        justify(parsed.identity)
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.status != "certified", done.report.message


def test_the_same_fact_still_justifies_the_variable_itself() -> None:
    """Without the shadowing the hypothesis is a fact: ``k ≤ 30`` makes ``30 - k`` exact."""
    parsed = _parsed(
        "theorem unshadowed (n k : ℕ) (h : k ≤ 30) :\n"
        "    ∑ i ∈ Finset.range (n + 1), (Nat.choose n i : ℚ) * 2 ^ (30 - k) = 2 ^ (30 - k) * 2 ^ n"
    )
    assert any("30 -[ℕ] k" in line or "30 - k" in line for line in justify(parsed.identity))


#: breaker run 12h: the substitution n = m + j of the hypothesis m ≤ n was made inside
#: ∑ m ∈ range 1, (n : ℚ), capturing the free m (the sum became j, not m + j); the case was
#: false and its counterexample was reported for the original, which holds there
CAPTURED = (
    "theorem cap1 (m n : ℕ) (h : m ≤ n) :\n"
    "    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℚ) / Nat.choose n k =\n"
    "      (n + 1) / (n + 1 - m) + (∑ m ∈ Finset.range 1, (n : ℚ)) - n"
)


def test_a_substitution_renames_an_index_it_would_capture() -> None:
    from wzprove.model.semantics import evaluate
    from wzprove.model.terms import Term, substitute_fresh

    parsed = _parsed(CAPTURED)
    value = Term("add", (Term.var("m"), Term.var("j")), "ℕ")
    rhs = substitute_fresh(parsed.identity.rhs, "n", value)
    assert rhs.free_vars() == {"m", "j"}
    for m, j in [(1, 0), (2, 3), (0, 5)]:
        at = {"m": Fraction(m), "j": Fraction(j)}
        direct = parsed.identity.sides({"m": Fraction(m), "n": Fraction(m + j)})[1]
        assert evaluate(rhs, at) == direct


def test_a_true_statement_is_not_refuted_through_a_captured_case() -> None:
    parsed = _parsed(CAPTURED)
    grid = [(m, n) for n in range(8) for m in range(n + 1)]
    assert all(parsed.identity.holds_at({"m": Fraction(m), "n": Fraction(n)}) for m, n in grid)
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.status != "false", done.report.message
