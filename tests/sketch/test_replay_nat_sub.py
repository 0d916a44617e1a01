"""The replay of blocks with ℕ subtraction inside the range (issue 14): a block's hypotheses
(``k < n``) are used by its ``omega`` side conditions, every ℕ subtraction in a side condition
must be exact under them, ``Nat.cast_sub`` facts are checked, and a cast of an ℕ subtraction
is an opaque atom of ``ring1`` that only the ``Nat.cast_sub`` facts relate to its arguments.

The block ``STEP`` was written by hand: the upper step of ``C(M, n)`` at ``M = 2n − (k + 1)``,
``M' = 2n − k`` (exact because ``k < n``), with ``X = ((2n − (k + 1) : ℕ) : ℝ)``::

    s1 : (X + 1)·C(2n−(k+1), n) = (X + 1 − n)·C(2n−k, n)
    s2 : X = 2n − (k + 1)                       (Nat.cast_sub, k + 1 ≤ 2n)

so ``(2n − k)·C(2n−(k+1), n) − (n − k)·C(2n−k, n) = s1 + (C(2n−k, n) − C(2n−(k+1), n))·s2``
(lhs − rhs of each), here multiplied by ``D = X + 1`` (the ``refine``).
"""

from __future__ import annotations

import pytest

from wzprove.model.identity import Term
from wzprove.sketch.replay import ReplayReport, replay
from wzprove.sketch.replay_steps import Omega
from wzprove.sketch.ring_model import positive

X = "((2 * n - (k + 1) : ℕ) : ℝ)"
C1 = "((Nat.choose (2 * n - (k + 1)) n : ℕ) : ℝ)"
C2 = "((Nat.choose (2 * n - k) n : ℕ) : ℝ)"
N, K = "((n : ℕ) : ℝ)", "((k : ℕ) : ℝ)"

STEP = (
    f"  have hct : ∀ n k : ℕ, k < n → (2 * {N} - {K}) * {C1} = ({N} - {K}) * {C2} := by\n"
    "    intro n k hk\n"
    "    have s1 := Prover.cast_choose_upper_step (α := ℝ) ((2 * n - (k + 1) : ℕ))"
    " ((2 * n - k : ℕ)) (n) (by omega)\n"
    "    have s2 := Nat.cast_sub (R := ℝ) (show k + 1 ≤ 2 * n by omega)\n"
    f"    refine mul_left_cancel₀ (show ({X} + 1) ≠ 0 by positivity) ?_\n"
    f"    linear_combination (norm := (push_cast; ring1)) ({X} + 1) * s1"
    f" + ({X} + 1) * ({C2} - {C1}) * s2\n"
)


def _mutate(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


# -- good blocks replay -----------------------------------------------------------------------


def test_a_step_with_exact_subtractions_replays() -> None:
    r = replay(STEP)
    assert r.ok, _failures(r)
    assert [(s.kind, s.step) for s in r.steps] == [
        ("side-condition", "s1"),
        ("side-condition", "s2"),
        ("positivity", "refine"),
        ("linear-combination", ""),
    ]


def test_the_step_without_the_multiplier_replays() -> None:
    text = _mutate(STEP, f"    refine mul_left_cancel₀ (show ({X} + 1) ≠ 0 by positivity) ?_\n", "")
    text = _mutate(text, f"({X} + 1) * s1", "s1")
    text = _mutate(text, f"({X} + 1) * ({C2} - {C1}) * s2", f"({C2} - {C1}) * s2")
    r = replay(text)
    assert r.ok, _failures(r)


def test_a_hypothesis_with_a_parameter_is_used() -> None:
    # `n0 ≤ n` style: with `m ≤ n` the subtraction n - m is exact, `(n - m) + 1 = n + 1 - m`
    text = (
        "  have hr : ∀ n : ℕ, m ≤ n → ((Nat.choose (n + 1 - m) 2 : ℕ) : ℝ)"
        " = ((Nat.choose (n - m + 1) 2 : ℕ) : ℝ) := by\n"
        "    intro n hn\n"
        "    have s1 := Prover.cast_choose_congr (α := ℝ) ((n - m + 1 : ℕ)) ((n + 1 - m : ℕ))"
        " (2) (2) (by omega) (by omega)\n"
        "    linear_combination (norm := (push_cast; ring1)) s1\n"
    )
    r = replay(text, {"m": "ℕ"})
    assert r.ok, _failures(r)
    # without the hypothesis the first side condition is not replayed
    r = replay(_mutate(_mutate(text, "m ≤ n → ", ""), "intro n hn", "intro n"), {"m": "ℕ"})
    ((kind, step, detail),) = _failures(r)
    assert (kind, step) == ("side-condition", "s1") and "is truncated unless" in detail


# -- what is caught ---------------------------------------------------------------------------


def test_without_the_hypothesis_the_subtractions_are_not_exact() -> None:
    text = _mutate(_mutate(STEP, "k < n → ", ""), "intro n k hk", "intro n k")
    failures = _failures(replay(text))
    assert [(k, s) for k, s, _ in failures] == [("side-condition", "s1"), ("side-condition", "s2")]
    assert failures[0][2].endswith(
        "((2 * n) -[ℕ] k) is truncated unless k ≤ (2 * n), which does not follow from the"
        " hypotheses"
    )
    assert failures[1][2] == "(k + 1) ≤ (2 * n) does not follow from the hypotheses"


def test_a_weaker_hypothesis_is_not_enough() -> None:
    # k ≤ n allows n = k = 0, where 2 * n - (k + 1) truncates
    failures = _failures(replay(_mutate(STEP, "k < n → ", "k ≤ n → ")))
    assert [(k, s) for k, s, _ in failures] == [("side-condition", "s1"), ("side-condition", "s2")]


def test_a_cast_sub_whose_inequality_does_not_follow_is_caught() -> None:
    extra = "    have s3 := Nat.cast_sub (R := ℝ) (show 2 * n ≤ k by omega)\n"
    text = _mutate(STEP, "    refine", extra + "    refine")
    assert _failures(replay(text)) == [
        ("side-condition", "s3", "(2 * n) ≤ k does not follow from the hypotheses")
    ]


def test_a_cast_sub_of_another_subtraction_does_not_close_the_combination() -> None:
    # k ≤ 2 * n holds, but its cast_sub speaks of another atom, ((2 * n - k : ℕ) : ℝ)
    text = _mutate(STEP, "(show k + 1 ≤ 2 * n by omega)", "(show k ≤ 2 * n by omega)")
    failures = _failures(replay(text))
    assert [(k, s) for k, s, _ in failures] == [("linear-combination", "")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (f"({C2} - {C1}) * s2", f"({C1} - {C2}) * s2"),
        (f"({X} + 1) * s1", f"({X} + 2) * s1"),
        (f"({X} + 1) * ({C2}", f"({X}) * ({C2}"),
    ],
    ids=["sign", "multiplier", "missing-one"],
)
def test_a_wrong_coefficient_is_caught(old: str, new: str) -> None:
    failures = _failures(replay(_mutate(STEP, old, new)))
    ((kind, _, detail),) = failures
    assert kind == "linear-combination" and detail.startswith("remainder ≠ 0: ")


def test_a_wrong_side_condition_with_subtraction_is_caught() -> None:
    # 2n - (k + 2) + 1 = 2n - k is false even when exact
    text = _mutate(
        STEP,
        "((2 * n - (k + 1) : ℕ)) ((2 * n - k : ℕ))",
        "((2 * n - (k + 2) : ℕ)) ((2 * n - k : ℕ))",
    )
    failures = _failures(replay(text))
    assert failures[0][:2] == ("side-condition", "s1")
    assert failures[0][2].endswith("does not hold for all values")


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        ("Nat.cast_sub (R := ℝ)", "Nat.cast_sub (R := ℚ)", "expected `Nat.cast_sub (R := ℝ)"),
        ("Nat.cast_sub (R := ℝ)", "Nat.cast_sub", "expected `Nat.cast_sub (R := ℝ)"),
        ("(show k + 1 ≤ 2 * n by omega)", "(show k + 1 < 2 * n by omega)", "expected `show B ≤ A`"),
        ("(show k + 1 ≤ 2 * n by omega)", "(show k + 1 ≤ 2 * n by simp)", "by omega)`"),
        ("(show k + 1 ≤ 2 * n by omega)", "(show (k + 1 : ℤ) ≤ 2 * n by omega)", "not ℕ"),
    ],
    ids=["other-ring", "no-ring", "strict", "not-omega", "integers"],
)
def test_a_cast_sub_of_another_shape_is_not_replayed(old: str, new: str, detail: str) -> None:
    r = replay(_mutate(STEP, old, new))
    assert not r.ok
    assert any(detail in d for _, _, d in _failures(r)), _failures(r)


def test_positivity_of_a_cast_subtraction_needs_a_positive_summand() -> None:
    bad = _mutate(STEP, f"(show ({X} + 1) ≠ 0", f"(show ({X}) ≠ 0")
    assert ("positivity", "refine") in [(k, s) for k, s, _ in _failures(replay(bad))]
    n, k = Term.var("n"), Term.var("k")
    sub = Term("cast", (Term("sub", (n, k), "ℕ"),), "ℝ")
    one = Term.lit(1, "ℝ")
    assert positive(Term("add", (sub, one), "ℝ"))
    assert positive(Term("add", (one, sub), "ℝ"))
    assert not positive(sub)
    # a field subtraction is not a cast of an ℕ term: not ≥ 0
    real_sub = Term("sub", (Term("cast", (n,), "ℝ"), Term("cast", (k,), "ℝ")), "ℝ")
    assert not positive(Term("add", (real_sub, one), "ℝ"))


# -- the omega model with hypotheses ----------------------------------------------------------


def _nat(*args: object) -> Term:
    """A small ℕ term: ("sub", a, b), ("add", a, b), ("mul", c, a), a name or an int."""
    if isinstance(args[0], str) and len(args) == 1:
        return Term.var(args[0])
    if isinstance(args[0], int):
        return Term.lit(args[0])
    op, a, b = args
    return Term(str(op), (_nat(*_tuple(a)), _nat(*_tuple(b))), "ℕ")


def _tuple(x: object) -> tuple[object, ...]:
    return x if isinstance(x, tuple) else (x,)


def test_omega_reads_exact_subtractions_under_the_hypotheses() -> None:
    k_lt_n = Term("lt", (Term.var("k"), Term.var("n")), "Prop")
    omega = Omega.of([k_lt_n], {"n": "ℕ", "k": "ℕ"})
    two_n = ("mul", 2, "n")
    lhs = _nat("sub", two_n, "k")
    rhs = _nat("add", ("sub", two_n, ("add", "k", 1)), 1)
    assert omega.proves("=", lhs, rhs) == (True, "")
    assert not Omega.of([], {"n": "ℕ", "k": "ℕ"}).proves("=", lhs, rhs)[0]
    # nested: (2n - k) - 1 is exact because 2n - k ≥ n + 1 ≥ 1
    nested = _nat("sub", ("sub", two_n, "k"), 1)
    assert omega.proves("=", nested, _nat("sub", two_n, ("add", "k", 1))) == (True, "")
    # (n - k) - n is not exact although n - k is; it truncates (n - k ≤ n): 0, as omega reads it
    assert omega.proves("=", _nat("sub", ("sub", "n", "k"), "n"), _nat(0)) == (True, "")
    assert not omega.proves("=", _nat("sub", ("sub", "n", "k"), "n"), _nat(1))[0]
    # (n - k) - m neither exact nor known to truncate
    wide = Omega.of([k_lt_n], {"n": "ℕ", "k": "ℕ", "m": "ℕ"})
    ok, detail = wide.proves("=", _nat("sub", ("sub", "n", "k"), "m"), _nat(0))
    assert not ok and "is truncated unless" in detail
    # inequalities through exact subtractions
    assert omega.proves("<", _nat("sub", "n", ("add", "k", 1)), _nat("n"))[0]
    assert omega.proves("≤", _nat(1), _nat("sub", "n", "k"))[0]
    assert not omega.proves("<", _nat(1), _nat("sub", "n", "k"))[0]


def test_a_vanishing_step_with_an_exact_subtraction_replays() -> None:
    text = (
        "  have hF : ∀ n k : ℕ, n < k → k ≤ 2 * n →"
        " ((Nat.choose (2 * n - k) n : ℕ) : ℝ) = 0 := by\n"
        "    intro n k h1 h2\n"
        "    rewrite [Nat.choose_eq_zero_of_lt (show 2 * n - k < n by omega)]\n"
        "    simp\n"
    )
    r = replay(text)
    assert r.ok, _failures(r)
    # without k ≤ 2 * n the subtraction may truncate (to 0, and 0 < n fails at n = 0)
    bad = _mutate(_mutate(text, "k ≤ 2 * n → ", ""), "intro n k h1 h2", "intro n k h1")
    ((kind, _, detail), *_) = _failures(replay(bad))
    assert kind == "side-condition" and "is truncated unless k ≤ (2 * n)" in detail
