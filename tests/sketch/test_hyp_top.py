"""A hypothesis ``a ≤ v`` whose case ``v = a + j`` has no complete proof because of its edge
``j = 0`` (:mod:`wzprove.sketch.hyp_top`, :mod:`wzprove.pipeline.hyp_edge`): LCI
Gould_identity_3_168, the strict case ``x = n + 1 + m`` compiled from its own certificate and
the edge ``x = n`` by its top term alone (``Prover.sum_range_succ_eq_top``).  The golden is
replayed (the wrapper on the model, both lemmas' blocks); a changed step must not replay.
Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.hyp_top import replay_top_wrapper, top_combination
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_proof import SplitProofError

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "hyp_edge_top_term"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


@pytest.mark.slow  # two engine runs and a WZ step compiled (about 10 s on a quiet machine)
def test_golden_edge_split_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=120, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "hypothesis"
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, opts), UPDATE)


def _failed(text: str, name: str) -> list[tuple[str, str, str]]:
    report = replay_theorem(text, name)
    return [(s.have, s.step, s.detail) for s in report.steps if not s.ok] or (
        [] if report.ok and not report.unchecked else [("", "", f"{report.unchecked}")]
    )


def test_golden_edge_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_top_wrapper(text, NAME)
    assert _failed(text, f"{NAME}_case0") == []
    assert _failed(text, f"{NAME}_case1") == []
    assert text.endswith(
        "  by_cases hv : x = n\n"
        "  · rw [hv]\n"
        f"    exact {NAME}_case1 n\n"
        "  · obtain ⟨m, rfl⟩ : ∃ m, x = ((n + 1) + m : ℕ) := ⟨(x - (n + 1) : ℕ), by omega⟩\n"
        f"    exact {NAME}_case0 n m\n"
    )


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the edge's vanishing factor: C(n - k, n - k) = 1 is not 0
        (
            "(show (((n - 1) - k : ℕ)) < ((n - k : ℕ)) by omega)",
            "(show ((n - k : ℕ)) < ((n - k : ℕ)) by omega)",
        ),
        # a value fact that is not what its rewrite gives: C(n, n) is 1, not 2
        (
            "((Nat.choose n n : ℕ) : ℝ) = (1 : ℝ) := by",
            "((Nat.choose n n : ℕ) : ℝ) = (2 : ℝ) := by",
        ),
        # a wrong coefficient in the top term's linear combination
        (
            "((1 : ℝ) + ((2 : ℝ) * (n : ℝ))) * s3",
            "((2 : ℝ) + ((2 : ℝ) * (n : ℝ))) * s3",
        ),
        # the closing application on another sum's top
        ("(fun k => ((((((2 * ((k : ℕ) : ℝ)) + 1)", "(fun k => ((((((3 * ((k : ℕ) : ℝ)) + 1)"),
    ],
)
def test_a_changed_edge_lemma_does_not_replay(old: str, new: str) -> None:
    text = _golden()
    body = text[text.index(f"theorem {NAME}_case1") :]
    assert old in body
    changed = text.replace(body, body.replace(old, new, 1), 1)
    assert _failed(changed, f"{NAME}_case1") != []


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("  by_cases hv : x = n\n", "  by_cases hv : x = n + 1\n", "by_cases"),
        (f"    exact {NAME}_case1 n\n", f"    exact {NAME}_case0 n\n", "is not the case"),
        ("⟨(x - (n + 1) : ℕ), by omega⟩", "⟨(x - n : ℕ), by omega⟩", "obtain"),
        ("∃ m, x = ((n + 1) + m : ℕ)", "∃ m, x = (n + m : ℕ)", "obtain"),
    ],
)
def test_a_changed_edge_wrapper_does_not_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_top_wrapper(text.replace(old, new, 1), NAME)


def _identity(text: str):
    (parsed,) = parse_text(text)
    assert parsed.identity is not None, parsed.message
    return parsed.identity


def test_a_top_term_that_is_not_the_right_side_is_refused() -> None:
    # (2n + 1) / (2n + 1) · C(0, 0) · C(2n, 2n) is 1, not 2 · C(n, n)²
    t = _identity(
        "theorem t (n : ℕ) : (2 * (n : ℝ) + 1) / (n + n + 1) * (Nat.choose (n - 1 - n) (n - n) : ℝ)"
        " * (Nat.choose (n + n) (n + n) : ℝ) = 2 * (Nat.choose n n : ℝ) ^ 2 := by sorry"
    )
    with pytest.raises(SplitProofError, match="not the right side"):
        top_combination(t.lhs, t.rhs, "ℝ", {"n": "ℕ"})


def test_the_sub_self_value_fact_is_checked() -> None:
    from wzprove.sketch.replay_init import choose_value_fact
    from wzprove.sketch.replay_steps import Unreadable

    lemmas = ("Nat.sub_self", "Nat.choose_zero_right", "Nat.cast_one")

    def fact(upper: str, lower: str, value: str) -> tuple[bool, str]:
        t = _identity(
            f"theorem t (n m : ℕ) : (Nat.choose ({upper}) ({lower}) : ℝ) = ({value} : ℝ) := "
            "by sorry"
        )
        return choose_value_fact(t.lhs, t.rhs, lemmas, 1)

    assert fact("n - 1 - n", "n - n", "1") == (True, "")
    for upper, lower, value in [
        ("n - 1 - n", "n - n", "2"),  # C(U, 0) is 1
        ("n", "n - 1", "1"),  # not `a - a`
        ("m - m + n", "n - n", "1"),  # `rw` would meet `m - m` first
    ]:
        with pytest.raises(Unreadable):
            fact(upper, lower, value)
