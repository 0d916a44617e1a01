"""Binomials in a denominator (issue 14): a linear-combination block states ``0 < C(U, L)``
(``Nat.cast_pos.mpr (Nat.choose_pos (by omega))``, ``L ≤ U`` from the block's hypotheses)
before the ``positivity`` calls that need it, and the replay checks the fact's side condition
and lets those calls, and only those of its block, take ``C(U, L)`` as positive.

``STEP`` was written by hand: ``C(n, k+1)·C(n, k+1)⁻¹ = 1`` for ``k < n`` is ``s1`` itself
(``mul_inv_cancel₀``), whose ``positivity`` needs ``sp1 : 0 < C(n, k+1)``, true because
``k + 1 ≤ n``.
"""

from __future__ import annotations

import pytest

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay import ReplayReport, replay
from wzprove.sketch.ring_model import positive

C = "((Nat.choose n (k + 1) : ℕ) : ℝ)"
FACT = f"    have sp1 : (0 : ℝ) < {C} := Nat.cast_pos.mpr (Nat.choose_pos (by omega))\n"
STEP = (
    f"  have h : ∀ n k : ℕ, k < n → {C} * ({C})⁻¹ = 1 := by\n"
    "    intro n k hk\n"
    f"{FACT}"
    f"    have s1 := mul_inv_cancel₀ (show {C} ≠ 0 by positivity)\n"
    "    linear_combination (norm := (push_cast; ring1)) s1\n"
)


def _mutate(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


def test_a_positivity_fact_replays() -> None:
    r = replay(STEP)
    assert r.ok, _failures(r)
    assert [(s.kind, s.step) for s in r.steps] == [
        ("side-condition", "sp1"),
        ("positivity", "s1"),
        ("linear-combination", ""),
    ]


def test_without_the_fact_positivity_cannot_prove_the_binomial_nonzero() -> None:
    r = replay(_mutate(STEP, FACT, ""))
    assert _failures(r) == [
        ("positivity", "s1", "positivity cannot prove (choose(n, (k + 1)) : ℝ) ≠ 0")
    ]


def test_a_false_positivity_fact_does_not_replay() -> None:
    # without `k < n`, `0 < C(n, k + 1)` is false at k = n (and so is the statement)
    r = replay(_mutate(_mutate(STEP, "k < n → ", ""), "intro n k hk", "intro n k"))
    assert not r.ok
    fails = _failures(r)
    assert fails[0][:2] == ("side-condition", "sp1")
    assert "does not follow from the hypotheses" in fails[0][2]
    assert ("linear-combination", "grid") in [(k, s) for k, s, _ in fails]


def test_a_false_fact_under_a_true_statement_does_not_replay() -> None:
    # C(k, k + 1) = 0: the fact is false for every k although the block's equation is not
    # about it; the side condition `k + 1 ≤ k` is what fails
    fact = FACT.replace("Nat.choose n (k + 1)", "Nat.choose k (k + 1)")
    r = replay(_mutate(STEP, FACT, fact))
    assert _failures(r)[0][:2] == ("side-condition", "sp1")


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        ("(by omega))\n", "(by simp))\n", "expected `have p : 0 < C := Nat.cast_pos.mpr"),
        ("(0 : ℝ) < ", "(1 : ℝ) < ", "a positivity fact is `(0 : ℝ) < …`"),
        (
            f"(0 : ℝ) < {C}",
            "(0 : ℝ) < ((Nat.factorial n : ℕ) : ℝ)",
            "a positivity fact about",
        ),
        ("(0 : ℝ) < ", "(0 : ℝ) ≤ ", "a positivity fact is `0 < ((Nat.choose U L : ℕ) : K)`"),
    ],
)
def test_a_positivity_fact_of_another_shape_is_not_replayed(
    old: str, new: str, detail: str
) -> None:
    r = replay(_mutate(STEP, old, new))
    fails = _failures(r)
    assert fails and fails[0][0] == "unreadable"
    assert detail in fails[0][2]


def test_a_positivity_fact_is_not_an_equation_for_linear_combination() -> None:
    r = replay(_mutate(STEP, "ring1)) s1\n", "ring1)) s1 + 0 * sp1\n"))
    assert not r.ok


def test_positivity_model_with_known_terms() -> None:
    choose = Term("cast", (Term("choose", (Term.var("n"), Term.var("k")), "ℕ"),), "ℝ")
    square = Term("pow", (choose, Term.lit(2)), "ℝ")
    assert not positive(choose)
    assert positive(choose, frozenset({choose}))
    assert positive(Term("mul", (square, Term.lit(3, "ℝ")), "ℝ"), frozenset({choose}))


def _choose(u: Term, low: Term) -> Term:
    return Term("cast", (Term("choose", (u, low), "ℕ"),), "ℚ")


def test_the_compiler_states_the_facts_it_needs_and_they_replay() -> None:
    # x / C(2k, k) · C(2k, k) = x: the inverse of C(2k, k) needs `0 < C(2k, k)` (k ≤ 2k)
    k = Term.var("k")
    c = _choose(Term("mul", (Term.lit(2), k), "ℕ"), k)
    x = Term("cast", (Term.var("m"),), "ℚ")
    lhs = Term("mul", (Term("div", (x, c), "ℚ"), c), "ℚ")
    step = combination(lhs, x, "ℚ", {"k": "ℕ", "m": "ℕ"})
    lines = step.lines("ℚ")
    assert lines[0] == (
        "have sp1 : (0 : ℚ) < ((Nat.choose (2 * k) k : ℕ) : ℚ) := "
        "Nat.cast_pos.mpr (Nat.choose_pos (by omega))"
    )
    body = "\n".join(f"    {line}" for line in lines)
    block = (
        "  have h : ∀ k m : ℕ, ((m : ℕ) : ℚ) / ((Nat.choose (2 * k) k : ℕ) : ℚ) * "
        f"((Nat.choose (2 * k) k : ℕ) : ℚ) = ((m : ℕ) : ℚ) := by\n    intro k m\n{body}\n"
    )
    r = replay(block)
    assert r.ok, _failures(r)


def test_the_compiler_refuses_a_binomial_that_may_vanish() -> None:
    # C(n, k + 1) = 0 for k ≥ n: without a hypothesis `k < n` it is not positive as written
    n, k = Term.var("n"), Term.var("k")
    c = _choose(n, Term("add", (k, Term.lit(1)), "ℕ"))
    x = Term("cast", (n,), "ℚ")
    lhs = Term("mul", (Term("div", (x, c), "ℚ"), c), "ℚ")
    with pytest.raises(AtomError, match="is not positive as written"):
        combination(lhs, x, "ℚ", {"k": "ℕ", "n": "ℕ"})
    step = combination(lhs, x, "ℚ", {"k": "ℕ", "n": "ℕ"}, hyps=((k, n),))
    assert step.positives and "Nat.choose n (k + 1)" in step.positives[0]
