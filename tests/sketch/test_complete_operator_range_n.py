"""The linearity form "one operator" (:mod:`wzprove.sketch.complete_operator`) with one side
over ``range n`` and the other over ``Ico 1 (n + 1)`` (the shape of LCI Gould 1.11's sides):
the ``range n`` side at ``n := m + 1`` is a sum over ``range (m + 1)`` already, its parts'
summands unshifted in ``k`` and its conversion ``Finset.sum_congr`` alone; at ``n = 0`` it is
the empty ``range 0``.  The golden is replayed from its text
(:func:`wzprove.sketch.replay_operator.check_operator`) and changed steps must not replay.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.complete_linear import linear_proof
from wzprove.sketch.complete_pieces import PiecesError
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.replay_operator import check_operator

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
NAME = "operator_range_n"
INPUT = DATA / "linear_inputs" / f"{NAME}.lean"
GOLDEN = DATA / "linear" / f"{NAME}.lean"
LEMMAS = [f"{NAME}_rec{i}" for i in (1, 2, 3)]
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def test_golden_operator_proof_range_n_side() -> None:
    (parsed,) = parse_file(INPUT)
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "one operator"
    text = linear_proof(done.identity, done.report.linear)
    assert [f"theorem {x} " in text for x in LEMMAS] == [True] * 3
    assert "have key := Prover.eq_of_recurrence_two 0 " in text and "sorry" not in text
    body = text[text.index(f"theorem {NAME} (") :]
    # the range n side: no rewrite; the Ico side: shifted by Finset.sum_Ico_eq_sum_range
    hc1 = body[body.index("  have hc1 ") : body.index("  have hc2 ")]
    assert "rw [" not in hc1 and "Finset.sum_congr rfl" in hc1
    hc2 = body[body.index("  have hc2 ") : body.index("  have hb ")]
    assert "rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel" in hc2
    compare_golden(GOLDEN, text, UPDATE)


def test_golden_operator_proof_range_n_side_replays() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    check_operator(text, NAME, LEMMAS)
    report = replay_theorem(text, NAME)
    done = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    assert done == {"hb", "hb0", "hb1"}
    for lemma in LEMMAS:
        assert replay_theorem(text, lemma).ok


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the range n side's conversion written with the Ico side's rewrites
        (
            "    intro m\n    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)\n"
            "  have hc2",
            "    intro m\n    rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel]\n"
            "    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)\n  have hc2",
            "hc1: the tactic lines",
        ),
        # the part's summand shifted in k as the Ico side's are: not the side's summand
        (
            "= (∑ k ∈ Finset.range (m + 1 : ℕ), ((x ^ (k + 1 : ℕ)) / (((k : ℕ) : ℝ) + 1))"
            " : ℝ) := by",
            "= (∑ k ∈ Finset.range (m + 1 : ℕ), ((x ^ ((1 + k) + 1 : ℕ)) / (((1 + k : ℕ) : ℝ)"
            " + 1)) : ℝ) := by",
            "hc1: the parts do not add up",
        ),
        # the range side read one further (range (m + 1 + 1)): not the side at n := m + 1
        (
            "  have hc1 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 : ℕ)",
            "  have hc1 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 + 1 : ℕ)",
            "hc1: the left side is not",
        ),
    ],
)
def test_a_changed_range_n_step_is_caught(old: str, new: str, why: str) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    body = text.index(f"theorem {NAME} (")
    assert old in text[body:]
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(PiecesError, match=why):
        check_operator(bad, NAME, LEMMAS)


def test_prove_writes_the_range_n_operator_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUT)
    report = prove_theorem(parsed, ProveOptions(timeout_s=30, out_dir=tmp_path))
    assert report.status == "certified" and report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(GOLDEN.read_text(encoding="utf-8"), parsed)
