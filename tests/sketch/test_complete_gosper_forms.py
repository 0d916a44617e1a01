"""Complete Gosper proofs of two more shapes, compiled and replayed from their text:
``range (X + c)`` with ``c ≥ 2`` (the proof is about ``range ((X + (c - 1)) + 1)``) and a
right side ``C(M, 2)`` (a binomial with a numeral lower argument, chained down to
``C(M, 0) = 1`` by ``Prover.cast_choose_lower_step``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.replay import replay_theorem


def _complete(tmp_path: Path, name: str, statement: str) -> str:
    path = tmp_path / f"{name}.lean"
    path.write_text(f"import Mathlib\n\ntheorem {name} {statement} := by\n  sorry\n", "utf-8")
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified
    sk = build_sketch(done.identity, done.reading, done.result.certificate, path.read_text(), True)
    assert sk.complete, sk.why_incomplete
    report = replay_theorem(sk.text, name)
    assert report.steps and all(s.ok for s in report.steps), [
        (s.have, s.detail) for s in report.steps if not s.ok
    ]
    return sk.text


def test_range_plus_three_to_a_binomial_with_lower_argument_two(tmp_path: Path) -> None:
    text = _complete(
        tmp_path,
        "triangle_plus_three",
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 3), (k : ℚ) = Nat.choose (n + 3) 2",
    )
    assert "hstep ((n + 2 : ℕ))).trans hclosed" in text
    assert "Prover.cast_choose_lower_step (α := ℚ) ((n + 3 : ℕ)) (1) (2)" in text
    assert "rw [Nat.choose_zero_right, Nat.cast_one]" in text


def test_ico_from_two_to_an_upper_bound_plus_three(tmp_path: Path) -> None:
    # Ico 2 (n + 3) = Ico (1 + 1) ((n + 2) + 1): a = 1, b = n + 2 (complete_gosper_ico)
    text = _complete(
        tmp_path,
        "ico_two_plus_three",
        "(n : ℕ) : ∑ k ∈ Finset.Ico 2 (n + 3), (k : ℚ) = (n + 3) * (n + 2) / 2 - 1",
    )
    assert "Prover.sum_Ico_succ_eq_of_step_lt" in text
    assert " 1 ((n + 2 : ℕ)) ((n + 3 : ℕ)) (by omega) (by omega) hstep).trans hclosed" in text


def test_ico_top_reads_the_upper_bound_minus_one() -> None:
    from wzprove.model.identity import Term
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.complete_gosper import ico_top

    n = Term.var("n")
    two_n = Term("mul", (Term.lit(2), n), "ℕ")
    shifted = Term("mul", (Term.lit(2), Term("add", (n, Term.lit(1)), "ℕ")), "ℕ")
    assert ico_top(shifted) == Term("add", (two_n, Term.lit(1)), "ℕ")  # 2 * (n + 1) - 1
    assert ico_top(Term("add", (n, Term.lit(1)), "ℕ")) == n
    assert ico_top(Term.lit(5)) == Term.lit(4)
    with pytest.raises(SketchError):  # `2 * n` is 0 at n = 0: no b with 2 * n = b + 1
        ico_top(two_n)
