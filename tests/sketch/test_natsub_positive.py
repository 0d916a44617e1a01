"""ℕ subtractions ``c ^ E - 1`` and ``M ! - 1`` (never truncating): the compiler relates their
casts by ``Prover.cast_pow_sub_one`` / ``Prover.cast_factorial_sub_one``, and the replay
checks those facts (side condition ``c = d + 1`` by ``omega``) and their use."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.model.identity import Term
from wzprove.sketch.natsub_positive import positive_minus_one, positive_sub_proof
from wzprove.sketch.replay import ReplayReport, replay, replay_theorem

GOLDEN = Path(__file__).parent.parent / "data" / "complete"

N = Term.var("n", "ℕ")
ONE = Term.lit(1)


def _pow(c: int, e: Term) -> Term:
    return Term("pow", (Term.lit(c), e), "ℕ")


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


def test_which_subtractions_are_positive() -> None:
    fact = Term("factorial", (Term("add", (N, ONE), "ℕ"),), "ℕ")
    assert positive_minus_one(_pow(2, N), ONE)
    assert positive_minus_one(_pow(1, N), ONE)
    assert positive_minus_one(fact, ONE)
    assert not positive_minus_one(_pow(0, N), ONE)  # 0 ^ n - 1 truncates at n ≥ 1
    assert not positive_minus_one(_pow(2, N), Term.lit(2))  # 2 ^ 0 - 2 truncates
    assert not positive_minus_one(N, ONE)  # n - 1 truncates at 0: omega's business
    assert positive_sub_proof(_pow(3, N), ONE, "ℚ") == (
        "Prover.cast_pow_sub_one (α := ℚ) 3 2 (n) (by omega)"
    )
    assert positive_sub_proof(fact, ONE, "ℝ") == (
        "Prover.cast_factorial_sub_one (α := ℝ) ((n + 1 : ℕ))"
    )
    assert positive_sub_proof(N, ONE, "ℚ") is None


C = "((2 ^ (n + 1) - 1 : ℕ) : ℚ)"
P = "(2 : ℚ) ^ (n + 1)"
BLOCK = (
    f"  have h : ∀ n : ℕ, {C} + 1 = 2 * (2 : ℚ) ^ n := by\n"
    "    intro n\n"
    "    have s1 := Prover.cast_pow_sub_one (α := ℚ) 2 1 ((n + 1 : ℕ)) (by omega)\n"
    "    have s2 := Prover.pow_step (2 : ℚ) (n) ((n + 1 : ℕ)) (by omega)\n"
    "    linear_combination (norm := (push_cast; ring1)) s1 + s2\n"
)


def test_a_pow_sub_one_fact_replays() -> None:
    r = replay(BLOCK)
    assert r.ok, _failures(r)
    assert {(s.kind, s.step) for s in r.steps} >= {("side-condition", "s1")}


@pytest.mark.parametrize(
    ("old", "new", "kind"),
    [
        # c = d + 1 fails: 2 = 0 + 1
        ("(α := ℚ) 2 1 (", "(α := ℚ) 2 0 (", "side-condition"),
        # another base: the fact is about 3 ^ (n + 1), the combination no longer closes
        ("(α := ℚ) 2 1 (", "(α := ℚ) 3 2 (", "linear-combination"),
        # a coefficient changed
        ("ring1)) s1 + s2", "ring1)) s1 + 2 * s2", "linear-combination"),
    ],
)
def test_a_wrong_pow_sub_one_fact_does_not_replay(old: str, new: str, kind: str) -> None:
    r = replay(BLOCK.replace(old, new))
    assert not r.ok
    assert kind in {s.kind for s in r.steps if not s.ok}, _failures(r)


FACT = "(((n + 1).factorial - 1 : ℕ) : ℝ)"
FACT_BLOCK = (
    f"  have h : ∀ n : ℕ, {FACT} = ((n : ℝ) + 1) * ((n.factorial : ℕ) : ℝ) - 1 := by\n"
    "    intro n\n"
    "    have s1 := Prover.cast_factorial_sub_one (α := ℝ) (n + 1)\n"
    "    have s2 := Prover.cast_factorial_step (α := ℝ) (n) ((n + 1)) (by omega)\n"
    "    linear_combination (norm := (push_cast; ring1)) s1 - s2\n"
)


def test_a_factorial_sub_one_fact_replays_and_a_wrong_one_does_not() -> None:
    r = replay(FACT_BLOCK)
    assert r.ok, _failures(r)
    bad = replay(FACT_BLOCK.replace("ring1)) s1 - s2", "ring1)) s1 + s2"))
    assert not bad.ok


def test_golden_pow_two_sub_one_uses_the_lemma_and_a_changed_one_fails() -> None:
    text = (GOLDEN / "nat_pow_two_sub_one.lean").read_text(encoding="utf-8")
    assert "Prover.cast_pow_sub_one (α := ℚ) 2 1 ((n + 1 : ℕ)) (by omega)" in text
    assert replay_theorem(text, "nat_pow_two_sub_one").ok
    bad = text.replace("(α := ℚ) 2 1 ((n + 1", "(α := ℚ) 2 1 ((n + 2")
    assert not replay_theorem(bad, "nat_pow_two_sub_one").ok


def test_golden_desc_factorial_replays_and_a_wrong_fact_does_not() -> None:
    text = (GOLDEN / "desc_factorial_two.lean").read_text(encoding="utf-8")
    assert replay_theorem(text, "desc_factorial_two").ok
    old = "have s2 := Prover.cast_descFactorial_two (α := ℚ) (n)"
    assert old in text
    bad = text.replace(old, "have s2 := Prover.cast_descFactorial_two (α := ℚ) ((n + 1 : ℕ))")
    report = replay_theorem(bad, "desc_factorial_two")
    assert not report.ok
    assert {s.kind for s in report.steps if not s.ok} == {"linear-combination"}
