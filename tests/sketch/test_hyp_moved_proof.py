"""A hypothesis' case whose ``Ico`` sums were moved to ``range`` (:mod:`wzprove.sketch.
hyp_moved_proof`, :mod:`wzprove.pipeline.hyp_moved`): LCI Gould_identity_1_132, ``n = m + 1 + j``
and ``m = a + 1`` by ``obtain``, the sums moved by ``Finset.sum_Ico_eq_sum_range``, the factor
taken in by ``Finset.mul_sum``, the exact ℕ subtractions by ``show … by omega``, the case
lemma by one recurrence operator over ``range`` (:mod:`wzprove.sketch.complete_operator`).
The golden is replayed (the wrapper on the model, the lemmas' blocks); a changed step must not
replay.  Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.hyp_moved_proof import replay_moved_wrapper
from wzprove.sketch.replay_operator import check_operator
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "hyp_moved_gould_1_132"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
LEMMA = f"{NAME}_case0"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def test_golden_moved_split_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "hypothesis"
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, opts), UPDATE)


def test_golden_moved_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_moved_wrapper(text, NAME)
    check_operator(text, LEMMA, [f"{LEMMA}_rec1", f"{LEMMA}_rec2"])
    body = text[text.index(f"theorem {NAME} ") :]
    assert "  obtain ⟨a, rfl⟩ : ∃ a, m = a + 1 := ⟨m - 1, by omega⟩\n" in body
    assert "Finset.mul_sum" in body and f"(Eq.trans ({LEMMA} a j)" in body


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a shift the hypothesis m ≥ 1 does not give
        ("∃ a, m = a + 1 := ⟨m - 1, by omega⟩", "∃ a, m = a + 2 := ⟨m - 2, by omega⟩", "follow"),
        # an ℕ subtraction given a wrong value
        ("= (a + k : ℕ) by omega", "= (a + k + 1 : ℕ) by omega", "omega does not prove"),
        # the lemma at swapped arguments
        (f"({LEMMA} a j)", f"({LEMMA} j a)", "differ|ranges"),
        # the factor left before the sum
        (", Finset.mul_sum,", ",", "differ|same kind"),
        # the width left unevaluated: the ranges are not the lemma's
        (", show ((((a + 1) + 1) + j) - (a + 1) : ℕ) = (j + 1 : ℕ) by omega]", "]", "ranges"),
        # the case n = m + j, which the hypothesis m < n does not give as written
        (
            "n = ((m + 1) + j : ℕ) := ⟨(n - (m + 1) : ℕ)",
            "n = (m + j : ℕ) := ⟨(n - m : ℕ)",
            "not given",
        ),
    ],
)
def test_a_changed_wrapper_step_is_caught(old: str, new: str, why: str) -> None:
    text = _golden()
    body = text.index(f"theorem {NAME} ")
    assert old in text[body:]
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(SplitProofError, match=why):
        replay_moved_wrapper(bad, NAME)
