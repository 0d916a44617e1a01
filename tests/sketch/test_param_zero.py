"""The case ``x = 0`` of a split on a parameter (:mod:`wzprove.sketch.param_zero`), replayed
(:mod:`wzprove.sketch.replay_split`): the golden ``param_zero_split`` replays, and each change
below to its ``x = 0`` bullet or to the split is caught as a failed closing step."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.sketch.replay import replay_theorem

GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "param_zero_split.lean"
NAME = "param_zero_split"


def _closing(text: str) -> dict[str, tuple[bool, str]]:
    report = replay_theorem(text, NAME)
    assert report.steps
    return {s.step: (s.ok, s.detail) for s in report.steps if s.have == "(closing)"}


def test_the_split_replays() -> None:
    closing = _closing(GOLDEN.read_text(encoding="utf-8"))
    assert closing["rcases"] == (True, "")
    assert closing["x = 0"] == (True, "")
    assert closing["obtain"][0]  # `omega` proves x = x - 1 + 1 from `0 < x`


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a bound that does not make the binomial vanish
        (
            "(show (0 + k : ℕ) < (k + 1 : ℕ) by omega)",
            "(show (0 + k : ℕ) < (k + 2 : ℕ) by omega)",
            "does not make the left side 0",
        ),
        # a bound `omega` cannot prove
        ("(show 0 < (n + 1 : ℕ) by omega)", "(show 0 < (n : ℕ) by omega)", "does not follow"),
        # hz about another summand
        ("Nat.choose 0 (n - k)", "Nat.choose 1 (n - k)", "not the sum's body"),
        # hr0 at another point
        ("(hr0 n).symm", "(hr0 (n + 1)).symm", "arguments of hr0"),
    ],
)
def test_a_changed_zero_case_does_not_replay(old: str, new: str, why: str) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    assert old in text
    ok, detail = _closing(text.replace(old, new, 1))["x = 0"]
    assert not ok and why in detail


def test_a_split_on_another_variable_does_not_replay() -> None:
    text = GOLDEN.read_text(encoding="utf-8").replace(
        "rcases Nat.eq_zero_or_pos x", "rcases Nat.eq_zero_or_pos n"
    )
    closing = _closing(text)
    assert not closing["x = 0"][0]
    assert not closing["obtain"][0]  # no `0 < x` for omega


def test_a_split_without_its_case_x_zero_does_not_replay() -> None:
    # Lean's first goal after `rcases` is the case x = 0: what follows must close it
    text = GOLDEN.read_text(encoding="utf-8")
    start = text.index("  · have hz")
    end = text.index("  obtain ⟨x, rfl⟩")
    closing = _closing(text[:start] + text[end:])
    assert not closing["rcases"][0] and "bullet" in closing["rcases"][1]
