"""A sum from a ℕ variable with no hypothesis (:func:`wzprove.model.trunc_cases.lower_limit_pair`,
scope15j): the hockey stick ``∑ k ∈ Ico m (n + 1), C(k, m) = C(n + 1, m + 1)`` split into
``n = m + j`` (the sum moved to ``range (j + 1)`` by ``Finset.sum_Ico_eq_sum_range``, the case
lemma by Gosper) and ``m = n + 1 + j`` (``Finset.Ico_eq_empty_of_le``, the right side
``Nat.choose_eq_zero_of_lt``: both sides 0 at every point of that region, checked by
:func:`~wzprove.model.trunc_cases.simplify_zero`'s exact rules, never generically).  The
golden is replayed (the wrapper on the model, the lemma's blocks); a changed step must not
replay; perturbed statements are not certified.
Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.trunc_cases import lower_limit_pair, truncation_split
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError
from wzprove.sketch.split_trunc_proof import replay_trunc_wrapper

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "split_lower_limit_hockey"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
LEMMA = f"{NAME}_case0"
OPTS = ProveOptions(timeout_s=60, falsity_time_s=0.3)


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def _certified(statement: str):  # noqa: ANN202 - certify_theorem's result
    (parsed,) = parse_text(f"theorem t (m n : ℕ) : {statement} := by\n  sorry\n")
    return certify_theorem(parsed, OPTS)


def test_lower_limit_pair() -> None:
    def pair(statement: str) -> tuple[str, str] | None:
        (parsed,) = parse_text(f"theorem t (m n : ℕ) : {statement} := by\n  sorry\n")
        return lower_limit_pair(parsed.identity)

    assert pair("∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1)") == (
        "n",
        "m",
    )
    assert pair("∑ k ∈ Finset.Ico m n, Nat.choose k m = Nat.choose n (m + 1)") == ("n", "m")
    # a lower limit that is not a variable, an upper limit holding m or 2·n: no pair
    assert pair("∑ k ∈ Finset.Ico (m + 1) (n + 1), Nat.choose k m = 0") is None
    assert pair("∑ k ∈ Finset.Ico m (n + m), Nat.choose k m = 0") is None
    assert pair("∑ k ∈ Finset.Ico m (2 * n), Nat.choose k m = 0") is None
    (parsed,) = parse_text(
        "theorem t (m n : ℕ) (h : m ≤ n) : ∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = "
        "Nat.choose (n + 1) (m + 1) := by\n  sorry\n"
    )
    assert lower_limit_pair(parsed.identity) is None  # a hypothesis: its own case (hyp_moved)
    split = truncation_split(_certified_identity())
    assert split is not None and split.kind == "difference" and split.variable == "n - m"
    # the empty case, simplified exactly: both sides the literal 0
    empty = split.cases[1].identity
    assert split.cases[1].substitution == "m = n + 1 + j"
    assert empty.lhs == empty.rhs and empty.lhs.op == "lit" and empty.lhs.value == 0


def _certified_identity():  # noqa: ANN202
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    return parsed.identity


def test_golden_lower_limit_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    done = certify_theorem(parsed, OPTS)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "difference"
    assert "the sum's lower limit" in done.report.message
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, OPTS), UPDATE)


def test_golden_lower_limit_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_trunc_wrapper(text, NAME, "difference")
    report = replay_theorem(text, LEMMA)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    body = text[text.index(f"theorem {NAME} ") :]
    assert "Finset.Ico_eq_empty_of_le (by omega)" in body
    assert "Nat.choose_eq_zero_of_lt (by omega)" in body
    assert "Finset.sum_Ico_eq_sum_range _ (m : ℕ)" in body


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a binomial that does not vanish in the region (C(n + 1, n + 1) = 1 at j = 0)
        (
            "(Nat.choose (n + 1) (((n + 1) + j) + 1) : ℕ) = (0 : ℕ)",
            "(Nat.choose (n + 1) ((n + 1) + j) : ℕ) = (0 : ℕ)",
            "not the simplification's",
        ),
        # the empty case taken from m = n + j (the sum Ico (n + j) (n + 1) is not empty)
        (
            "∃ j, m = ((n + 1) + j : ℕ) := ⟨m - (n + 1), by omega⟩",
            "∃ j, m = (n + j : ℕ) := ⟨m - n, by omega⟩",
            "does not obtain|not the branch's case",
        ),
        # the facts rewritten in another order than the simplification's
        ("    rw [hz1, hz2]\n", "    rw [hz2, hz1]\n", "order"),
        # the lemma at swapped arguments
        (f"exact {LEMMA} m j", f"exact {LEMMA} j m", "not its variables"),
        # the width given a wrong value
        ("= ((j + 1 : ℕ) : ℕ) by omega", "= ((j + 2 : ℕ) : ℕ) by omega", "not its value"),
        # review16c (Lean orientation facts): `Finset.Ico_eq_empty_of_le (h : b ≤ a) :
        # Ico a b = ∅` is about Ico (n + 1 + j) (n + 1); Ico (n + 1) (n + 1 + j) is not empty
        (
            "Finset.Ico (((n + 1) + j : ℕ) : ℕ) ((n + 1 : ℕ) : ℕ)",
            "Finset.Ico ((n + 1 : ℕ) : ℕ) (((n + 1) + j : ℕ) : ℕ)",
            "do not close",
        ),
        # `Finset.sum_Ico_eq_sum_range (f) (m n)`: the lower limit first
        (
            "_ (m : ℕ) (((m + j) + 1 : ℕ) : ℕ)",
            "_ (((m + j) + 1 : ℕ) : ℕ) (m : ℕ)",
            "bounds are not the Ico sum's",
        ),
        # `Nat.lt_or_ge n m : n < m ∨ n ≥ m`: the branches' facts are those of this order
        ("Nat.lt_or_ge n m", "Nat.lt_or_ge m n", "does not obtain"),
    ],
)
def test_a_changed_lower_limit_step_is_caught(old: str, new: str, why: str) -> None:
    text = _golden()
    body = text.index(f"theorem {NAME} ")
    assert old in text[body:], old
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(SplitProofError, match=why):
        replay_trunc_wrapper(bad, NAME, "difference")


@pytest.mark.parametrize(
    "statement",
    [
        "∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1) + 1",
        "∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 2) (m + 1)",
        "∑ k ∈ Finset.Ico (m + 1) (n + 1), Nat.choose k m = Nat.choose (n + 1) (m + 1)",
        "∑ k ∈ Finset.Ico m (n + 1), Nat.choose k m = Nat.choose (n + 1) (n - m)",
        "∑ k ∈ Finset.Ico m (n + 2), Nat.choose k m = Nat.choose (n + 1) (m + 1)",
    ],
)
def test_a_perturbed_hockey_stick_is_false(statement: str) -> None:
    done = _certified(statement)
    assert done.report.status == "false", done.report.message


def test_the_hockey_stick_over_two_more_is_not_certified_wrongly() -> None:
    """``Ico m (n + 2)`` (true: the hockey stick at ``n + 1``): the case ``m = n + 1 + j`` is
    not empty at ``j = 0``; whatever the outcome, never a wrong certificate — certified only
    with both cases verified, else out of scope."""
    done = _certified("∑ k ∈ Finset.Ico m (n + 2), Nat.choose k m = Nat.choose (n + 2) (m + 1)")
    assert done.report.status in ("certified", "out-of-scope"), done.report.message


def test_a_lemma_summand_k_plus_m_is_caught() -> None:
    """review16c: ``Finset.sum_Ico_eq_sum_range`` gives ``f (m + k)`` (Mathlib,
    Algebra/BigOperators/Intervals.lean), so the goal's summand is ``C(m + k, m)``; a case
    lemma stated with ``C(k + m, m)`` is not the goal for ``exact`` (``k + m`` and ``m + k``
    are not definitionally equal for variables) and must not replay."""
    text = _golden()
    at = text.index(f"theorem {LEMMA} ")
    old = "(Nat.choose (m + k) m) : ℕ)"
    assert old in text[at:]
    bad = text[:at] + text[at:].replace(old, "(Nat.choose (k + m) m) : ℕ)", 1)
    with pytest.raises(SplitProofError, match="does not end in its case lemma"):
        replay_trunc_wrapper(bad, NAME, "difference")
