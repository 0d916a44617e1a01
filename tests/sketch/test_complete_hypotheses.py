"""A hypothesis on the recurrence variable that is not a bound (``x ≥ n``): the complete proof
uses none of the statement's hypotheses but its start, so it is tried anyway (every step it
writes is checked without the hypothesis); the sketch, whose side goals quantify over all
``n``, still refuses such a statement."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.common import SketchError
from wzprove.sketch.replay import replay_theorem

TEXT = (
    "import Mathlib\n\ntheorem row_bounded (n x : ℕ) (h : x ≥ n) :\n"
    "    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = 2 ^ n := by\n  sorry\n"
)


def _build(tmp_path: Path, complete: bool):
    path = tmp_path / "row_bounded.lean"
    path.write_text(TEXT, encoding="utf-8")
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified
    return build_sketch(done.identity, done.reading, done.result.certificate, TEXT, complete)


def test_an_unused_hypothesis_on_n_gets_a_complete_proof(tmp_path: Path) -> None:
    sk = _build(tmp_path, True)
    assert sk.complete, sk.why_incomplete
    report = replay_theorem(sk.text, "row_bounded")
    assert report.steps and all(s.ok for s in report.steps)


def test_the_sketch_still_refuses_it(tmp_path: Path) -> None:
    with pytest.raises(SketchError, match="a hypothesis restricts n"):
        _build(tmp_path, False)
