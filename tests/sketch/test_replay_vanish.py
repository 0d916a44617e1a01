"""The replay of a vanishing fact (``wzprove/sketch/replay_vanish.py``) on the golden
``vanishing_even_row``: ``C(n + 1, 2n) · (n - 1) = 0`` for ``n ≥ 1`` (``2n > n + 1`` from
``n = 2`` on; at ``n = 1`` the factor ``n - 1`` vanishes).  A changed factor, point or case
split must not replay."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.sketch.replay import replay_theorem

GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "vanishing_even_row.lean"
NAME = "vanishing_even_row"
FACT = "have z1 : ((Nat.choose (n + 1) (2 * n) : ℕ) : ℝ) * (((-1 : ℝ) + (n : ℝ))) = 0 := by"


def _hr(text: str) -> list:
    return [s for s in replay_theorem(text, NAME).steps if s.have == "hr"]


def test_the_golden_fact_replays_as_vanishing() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    assert FACT in text
    steps = _hr(text)
    assert [s.kind for s in steps if s.step == "z1"] == ["vanishing"]
    assert all(s.ok for s in steps), [s.detail for s in steps if not s.ok]


def test_a_factor_without_the_point_is_false() -> None:
    # (n - 2) does not vanish at n = 1, where C(2, 2) = 1: the fact is false there
    text = GOLDEN.read_text(encoding="utf-8").replace(
        FACT, FACT.replace("(-1 : ℝ) + (n : ℝ)", "(-2 : ℝ) + (n : ℝ)")
    )
    bad = [s for s in _hr(text) if not s.ok]
    assert bad and bad[0].kind == "vanishing" and "at n = 1" in bad[0].detail


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("obtain rfl : n = 1 := by omega", "obtain rfl : n = 2 := by omega"),  # a wrong point
        ("by_cases h : (n + 1 : ℕ) < (2 * n : ℕ)", "by_cases h : (n : ℕ) < (2 * n : ℕ)"),
        ("Nat.cast_zero, zero_mul]", "Nat.cast_zero]"),
    ],
)
def test_another_proof_shape_is_unreadable(old: str, new: str) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    assert old in text
    bad = [s for s in _hr(text.replace(old, new)) if not s.ok]
    assert bad and bad[0].kind == "unreadable"


def test_a_binomial_that_never_vanishes_is_unreadable() -> None:
    # C(2n, n + 1): the lower argument never passes the upper one
    text = GOLDEN.read_text(encoding="utf-8")
    swapped = text.replace(
        "Nat.choose (n + 1) (2 * n) : ℕ) : ℝ) * ((", "Nat.choose (2 * n) (n + 1) : ℕ) : ℝ) * (("
    )
    assert swapped != text
    bad = [s for s in _hr(swapped) if not s.ok]
    assert bad and bad[0].kind == "unreadable" and "does not pass" in bad[0].detail


def _closed_fact(U: str, L: str) -> str:
    # a closed `have` whose linear-combination block uses one vanishing fact with no point
    x = f"((Nat.choose ({U}) ({L}) : ℕ) : ℝ)"
    return (
        "import Mathlib\n\ntheorem t (n : ℕ) : (0 : ℝ) = 0 := by\n"
        f"  have hz : {x} * (n : ℝ) = 0 := by\n"
        f"    have z1 : {x} = 0 := by\n"
        f"      by_cases h : ({U} : ℕ) < ({L} : ℕ)\n"
        "      · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero]\n"
        "      · omega\n"
        "    linear_combination (norm := (push_cast; ring1)) (n : ℝ) * z1\n"
        "  rfl\n"
    )


def test_a_lower_argument_a_constant_past_the_upper_one_vanishes_everywhere() -> None:
    # C(n + 3, n + 4): L - U = 1 for every n, no exceptional point (test_069_1's boundary)
    steps = [s for s in replay_theorem(_closed_fact("n + 3", "(n + 3) + 1"), "t").steps]
    assert [(s.kind, s.ok) for s in steps if s.step == "z1"] == [("vanishing", True)]
    assert all(s.ok for s in steps), [s.detail for s in steps if not s.ok]


@pytest.mark.parametrize(
    ("U", "L", "detail"),
    [
        ("n + 4", "n + 4", "does not pass"),  # L - U = 0: C(n + 4, n + 4) = 1
        ("n * n", "2 * n + 1", "not linear"),  # n² < 2n + 1 only for n ≤ 2
    ],
)
def test_a_fact_without_a_line_is_unreadable(U: str, L: str, detail: str) -> None:
    steps = replay_theorem(_closed_fact(U, L), "t").steps
    bad = [s for s in steps if not s.ok]
    assert bad and bad[0].kind == "unreadable" and detail in bad[0].detail, bad[0].detail


def test_the_compiler_writes_the_fact_for_a_constant_difference() -> None:
    import sympy

    from wzprove.model.identity import Term
    from wzprove.sketch.atoms import AtomTable, choose_atom
    from wzprove.sketch.vanish import zero_facts

    t = AtomTable("ℝ")
    U = Term("add", (Term.var("n"), Term.lit(3)))
    x = t.atom(choose_atom(U, Term("add", (U, Term.lit(1))), "ℝ"))
    facts, rest = zero_facts(x * t.var("n") * 5, t, {"n": "ℕ"}, "z")
    assert rest == 0 and len(facts) == 1
    fact, coeff = facts[0]
    assert (fact.points, fact.Q, sympy.expand(coeff - 5 * t.var("n"))) == ((), 1, 0)
    assert fact.lines[-1] == "  · omega"
