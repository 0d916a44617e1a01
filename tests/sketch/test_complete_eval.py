"""Golden complete proof of a closed sum (certificate method ``evaluation``,
:mod:`wzprove.sketch.complete_eval`): the sum written out by ``Finset.sum_range_succ`` and
closed by a linear-combination block over value facts, then ``exact hval``.  Replayed from
its text (:mod:`wzprove.sketch.replay_closed`); a changed coefficient, a missing rewrite and a
closing ``exact`` of another statement do not replay.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.replay import replay_theorem

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "closed_choose_sq_pow"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def test_golden_closed_sum() -> None:
    path = DATA / "complete_inputs" / f"{NAME}.lean"
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified and done.result.certificate.method == "evaluation"
    sk = build_sketch(
        done.identity, done.reading, done.result.certificate, path.read_text("utf-8"), True
    )
    assert sk.complete, sk.why_incomplete
    assert sk.subgoals == []
    compare_golden(DATA / "complete" / f"{NAME}.lean", sk.text, UPDATE)


def test_the_closed_sum_replays() -> None:
    text = _golden()
    assert "sorry" not in text.split(f"theorem {NAME}", 1)[1]
    report = replay_theorem(text, NAME)
    assert report.steps and all(s.ok for s in report.steps), [
        (s.have, s.step, s.detail) for s in report.steps if not s.ok
    ]
    assert {s.have for s in report.steps} == {"hval", "(closing)"}
    # five value facts, the linear combination, the value, the closing `exact`
    assert [(s.kind, s.step) for s in report.steps if s.have == "hval"][-2:] == [
        ("linear-combination", "closed sum"),
        ("evaluation", "value"),
    ]
    assert [(s.kind, s.step) for s in report.steps if s.have == "(closing)"] == [
        ("application", "goal")
    ]
    assert report.unchecked == []


def test_a_changed_coefficient_does_not_replay() -> None:
    text = _golden()
    m = re.search(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ", text)
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    report = replay_theorem(bad, NAME)
    failed = [s for s in report.steps if not s.ok]
    assert [s.kind for s in failed] == ["linear-combination"]
    assert "remainder" in failed[0].detail


@pytest.mark.parametrize(
    ("old", "new", "have", "detail"),
    [
        # one rewrite too few: the goal is not the sum written out
        ("rw [Finset.sum_range_succ, ", "rw [", "hval", "expected `rw [Finset.sum_range_succ"),
        # a wrong value of the sum: the value check and the combination fail
        ("= (321 : ℚ) := by", "= (322 : ℚ) := by", "hval", "remainder"),
        # the have proves another statement than the theorem's
        (
            "2 ^ k = 321 := by",
            "2 ^ k = 322 := by",
            "(closing)",
            "`hval`: the right side is",
        ),
    ],
)
def test_a_changed_closed_sum_does_not_replay(old: str, new: str, have: str, detail: str) -> None:
    text = _golden()
    assert old in text
    report = replay_theorem(text.replace(old, new, 1), NAME)
    failed = [s for s in report.steps if not s.ok]
    assert failed and failed[0].have == have
    assert detail in failed[0].detail, failed[0].detail
