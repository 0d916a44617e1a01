"""Denominators that vanish only outside the summation range (issue 14): ``k - 2n - 1`` for
``k < 2n + 1``.  The compiler proves the inverse atom's ``X ≠ 0`` by
``Prover.ne_zero_of_eq_cast_sub (X : K) (A) (B) (by omega) (by push_cast <;> ring)``
(:mod:`wzprove.sketch.range_nonzero`); the replay checks ``X = A - B`` as polynomials and
``A ≠ B`` from the block's hypotheses (:mod:`wzprove.sketch.replay_nonzero`).
"""

from __future__ import annotations

import pytest
import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.lincomb import combination
from wzprove.sketch.range_nonzero import range_factors
from wzprove.sketch.replay import ReplayReport, replay

K = "ℚ"
N, KV = Term.var("n"), Term.var("k")


def _cast(t: Term) -> Term:
    return Term("cast", (t,), K)


#: k - 2 * n - 1 at ℚ, with casts at the leaves
DEN = Term(
    "sub",
    (Term("sub", (_cast(KV), Term("mul", (Term.lit(2, K), _cast(N)), K)), K), Term.lit(1, K)),
    K,
)
X = _cast(Term.var("m"))
#: x / (k - 2n - 1) · (k - 2n - 1) = x
LHS = Term("mul", (Term("div", (X, DEN), K), DEN), K)
TYPES = {"n": "ℕ", "k": "ℕ", "m": "ℕ"}
STMT = (
    "((m : ℕ) : ℚ) / (((k : ℕ) : ℚ) - 2 * ((n : ℕ) : ℚ) - 1) * "
    "(((k : ℕ) : ℚ) - 2 * ((n : ℕ) : ℚ) - 1) = ((m : ℕ) : ℚ)"
)


def _block(lines: list[str], hyp: str = "k < 2 * n + 1 → ", intro: str = "intro n k m hk") -> str:
    body = "\n".join(f"    {line}" for line in lines)
    return f"  have h : ∀ n k m : ℕ, {hyp}{STMT} := by\n    {intro}\n{body}\n"


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


def _compiled() -> list[str]:
    two_n_1 = Term("add", (Term("mul", (Term.lit(2), N), "ℕ"), Term.lit(1)), "ℕ")
    step = combination(LHS, X, K, TYPES, hyps=((KV, two_n_1),))
    return step.lines(K)


def test_range_factors_keep_a_factor_of_one_sign_on_the_range() -> None:
    n, k = sympy.symbols("n k")
    den = (k - 2 * n - 1) ** 2 * (n + 1)
    assert range_factors(den, k, 2 * n, {n}) == [(k - 2 * n - 1, 2)]
    # k - 2n vanishes at k = 2n, inside the range
    assert range_factors((k - 2 * n) * (n + 1), k, 2 * n, {n}) is None
    # k - n - 1 changes sign between k = 0 and k = 2n
    assert range_factors(k - n - 1, k, 2 * n, {n}) is None


def test_the_compiled_step_names_the_range_and_replays() -> None:
    lines = _compiled()
    text = "\n".join(lines)
    assert "mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub" in text
    assert text.count("(k) ((1 + (2 * n) : ℕ)) (by omega) (by push_cast <;> ring))") == 2
    assert "refine mul_left_cancel₀ (Prover.ne_zero_of_eq_cast_sub" in text  # the multiplier
    r = replay(_block(lines))
    assert r.ok, _failures(r)
    kinds = [(s.kind, s.ok) for s in r.steps]
    assert kinds.count(("side-condition", True)) >= 2


def test_without_the_range_hypothesis_omega_cannot_prove_a_ne_b() -> None:
    r = replay(_block(_compiled(), hyp="", intro="intro n k m"))
    fails = _failures(r)
    assert fails and fails[0][0] == "side-condition"
    assert "does not follow" in fails[0][2]


@pytest.mark.parametrize(
    ("old", "new", "detail"),
    [
        # A - B is not the denominator
        (
            "(k) ((1 + (2 * n) : ℕ)) (by omega) (by push_cast <;> ring))\n",
            "(k) ((2 + (2 * n) : ℕ)) (by omega) (by push_cast <;> ring))\n",
            "as polynomials",
        ),
        (
            "(by push_cast <;> ring))\n",
            "(by simp))\n",
            "expected `(by omega) (by push_cast <;> ring)`",
        ),
    ],
)
def test_a_changed_range_fact_does_not_replay(old: str, new: str, detail: str) -> None:
    text = _block(_compiled())
    assert text.count(old) == 1  # the `have` (the `refine` line ends in `?_`)
    fails = _failures(replay(text.replace(old, new)))
    assert fails and detail in fails[0][2]


def test_the_compiler_refuses_a_denominator_that_vanishes_in_the_range() -> None:
    # k ≤ 2n + 1 allows k = 2n + 1, where k - 2n - 1 = 0
    two_n_2 = Term("add", (Term("mul", (Term.lit(2), N), "ℕ"), Term.lit(2)), "ℕ")
    with pytest.raises(AtomError, match="not positive as written"):
        combination(LHS, X, K, TYPES, hyps=((KV, two_n_2),))


ODD = (
    "  have h : ∀ n : ℕ, ((2 * ((n : ℕ) : ℚ)) - 1) * ((2 * ((n : ℕ) : ℚ)) - 1)⁻¹ = 1 := by\n"
    "    intro n\n"
    "    have s1 := mul_inv_cancel₀ (Prover.ne_zero_of_eq_cast_sub "
    "(((2 * ((n : ℕ) : ℚ)) - 1 : ℚ)) ((2 * n : ℕ)) (1) (by omega) (by push_cast <;> ring))\n"
    "    linear_combination (norm := (push_cast; ring1)) s1\n"
)


def test_an_odd_denominator_is_nonzero_without_hypotheses() -> None:
    # 2n ≠ 1 for every n: the gcd 2 of the coefficients does not divide 1
    r = replay(ODD)
    assert r.ok, _failures(r)


def test_an_even_difference_is_not_taken_as_nonzero() -> None:
    # 2n - 2 vanishes at n = 1: omega cannot prove 2n ≠ 2
    even = (
        ODD.replace(" - 1)", " - 2)")
        .replace(" - 1 : ℚ)", " - 2 : ℚ)")
        .replace("(1) (by", "(2) (by")
    )
    assert even.count(" - 2") == 3
    fails = _failures(replay(even))
    assert fails and fails[0][0] == "side-condition" and "does not follow" in fails[0][2]
