"""``C(U, 0) = 1`` whatever its upper argument (:mod:`wzprove.sketch.choose_zero`): LC-test
test_066_1's right side at ``n = 0`` holds ``C((0 + m) − 1, 0)``, whose subtraction truncates
at ``m = 0``; the binomial is 1 there too (``Nat.choose_zero_right``).  Any other binomial
over a truncating subtraction stays refused."""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.model.identity import Term
from wzprove.model.semantics import evaluate
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.lincomb import combination

PRED = Term("sub", (Term("add", (Term.lit(0), Term.var("m")), "ℕ"), Term.lit(1)), "ℕ")


def _cast_choose(lower: int) -> Term:
    return Term("cast", (Term("choose", (PRED, Term.lit(lower)), "ℕ"),), "ℚ")


def test_a_truncating_upper_argument_under_lower_zero_is_valued() -> None:
    for m in range(3):  # the value the fact claims, under Lean's truncation (m = 0: C(0, 0))
        assert evaluate(_cast_choose(0), {"m": Fraction(m)}) == 1
    step = combination(_cast_choose(0), Term.lit(1, "ℚ"), "ℚ", {"m": "ℕ"})
    (fact,) = step.facts
    assert fact.proof == "by rw [Nat.choose_zero_right, Nat.cast_one]"
    assert fact.statement == "((Nat.choose ((0 + m) - 1) 0 : ℕ) : ℚ) = (1 : ℚ)"


def test_other_binomials_over_a_truncating_subtraction_stay_refused() -> None:
    # C((0 + m) - 1, 1) is m - 1 for m ≥ 1 but 0 at m = 0: no fact for it
    with pytest.raises(AtomError, match="may truncate"):
        combination(_cast_choose(1), Term.var("m", "ℚ"), "ℚ", {"m": "ℕ"})
    # and C(U, 0) = 2 is refused, not "proved"
    with pytest.raises(AtomError, match="does not follow"):
        combination(_cast_choose(0), Term.lit(2, "ℚ"), "ℚ", {"m": "ℕ"})
