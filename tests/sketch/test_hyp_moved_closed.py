"""A hypothesis' case whose ``Ico`` sum was moved to ``range`` and whose right side is closed
(:mod:`wzprove.sketch.hyp_moved_proof`, :mod:`wzprove.pipeline.hyp_moved`): the hockey stick
``∑ k ∈ Ico m (n + 1), C(k, m) = C(n + 1, m + 1)`` under ``m ≤ n`` (scope15j).  ``n = m + j``
by ``obtain``, the sum moved by ``Finset.sum_Ico_eq_sum_range``, its width by ``show … by
omega``; the case lemma ``∑ k ∈ range (n + 1), C(m + k, m) = C(m + n + 1, m + 1)`` by Gosper's
telescoping (the engine, then its compiler), and the wrapper closes with
``Eq.trans (congruence) (lemma m j)``.  The golden is replayed (the wrapper on the model, the
lemma's blocks); a changed step must not replay.
Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.hyp_moved_proof import replay_moved_wrapper
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "hyp_moved_hockey"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
LEMMA = f"{NAME}_case0"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def test_golden_moved_closed_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "hypothesis"
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, opts), UPDATE)


def test_golden_moved_closed_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_moved_wrapper(text, NAME)
    report = replay_theorem(text, LEMMA)
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    body = text[text.index(f"theorem {NAME} ") :]
    assert body.rstrip().endswith(f"({LEMMA} m j)")
    assert "Finset.sum_Ico_eq_sum_range" in body


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the lemma at swapped arguments: the closed side is not the goal's
        (f"({LEMMA} m j)", f"({LEMMA} j m)", "closed right side|ranges|differ"),
        # the width given a wrong value
        ("= (j + 1 : ℕ) by omega", "= (j + 2 : ℕ) by omega", "omega does not prove"),
        # the case n = m + 1 + j, which the hypothesis m ≤ n does not give as written
        (
            "n = (m + j : ℕ) := ⟨(n - m : ℕ)",
            "n = ((m + 1) + j : ℕ) := ⟨(n - (m + 1) : ℕ)",
            "not given",
        ),
        # the Ico sum left unmoved
        ("rw [Finset.sum_Ico_eq_sum_range, ", "rw [", "does not occur|same kind|ranges"),
        # review16c: the width rewrite must name `m + j + 1 - m` as the first rewrite left it
        # (`rw` matches it syntactically up to instances)
        ("show (((m + j) + 1) - m : ℕ)", "show (((j + m) + 1) - m : ℕ)", "does not occur"),
    ],
)
def test_a_changed_closed_step_is_caught(old: str, new: str, why: str) -> None:
    text = _golden()
    body = text.index(f"theorem {NAME} ")
    assert old in text[body:]
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(SplitProofError, match=why):
        replay_moved_wrapper(bad, NAME)


def test_a_changed_lemma_right_side_is_caught() -> None:
    """The lemma's right side changed (its statement, the wrapper as written): the closed side
    is no longer the goal's."""
    text = _golden()
    old = "= Nat.choose ((m + n) + 1) (m + 1) := by"
    assert old in text
    bad = text.replace(old, "= Nat.choose ((m + n) + 2) (m + 1) := by", 1)
    with pytest.raises(SplitProofError, match="closed right side"):
        replay_moved_wrapper(bad, NAME)


def test_a_sorry_before_the_proof_is_the_users_a_sorry_in_it_is_caught() -> None:
    """The text before the case lemma is the user's file (another theorem may be open there);
    a sorry in the lemma or the wrapper is caught."""
    text = _golden()
    before = "theorem other (n : ℕ) : n = n := by\n  sorry\n\n"
    at = text.index("section")
    replay_moved_wrapper(text[:at] + before + text[at:], NAME)
    step = "  have hstep : "
    assert step in text
    with pytest.raises(SplitProofError, match="sorry"):
        replay_moved_wrapper(text.replace(step, "  sorry\n" + step, 1), NAME)
    last = f"({LEMMA} m j)"
    with pytest.raises(SplitProofError, match="sorry|close"):
        replay_moved_wrapper(text.replace(last, "sorry", 1), NAME)


def test_a_lemma_summand_k_plus_m_is_caught() -> None:
    """review16c: after ``Finset.sum_Ico_eq_sum_range`` (``f (m + k)``) the goal's summand is
    ``C(m + k, m)``; a case lemma stated with ``C(k + m, m)`` is refused (``ring1`` would not
    identify the two atoms; the replay does not rely on ``ring``'s ``ring_nf`` fallback)."""
    text = _golden()
    at = text.index(f"theorem {LEMMA} ")
    old = "(Nat.choose (m + k) m) : ℕ)"
    assert old in text[at:]
    bad = text[:at] + text[at:].replace(old, "(Nat.choose (k + m) m) : ℕ)", 1)
    with pytest.raises(SplitProofError, match="differ after push_cast; ring"):
        replay_moved_wrapper(bad, NAME)
