"""The Lean proof of a closed form in two ℕ variables certified region by region
(wzprove.sketch.region_proof; LC-test test_083_1, Pascal's rule shifted), as ``prove`` writes
it for the linearity form ``closed forms by cases``, without Lean: a golden proof file,
re-read by the replay, and mutations of it that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from itertools import product
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.region_proof import Region, _covers, layout, region_proof, replay_regions

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
NAME = "region_pascal"


def _input() -> Identity:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    assert parsed.identity is not None
    return parsed.identity


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def test_golden_region_proof() -> None:
    compare_golden(DATA / "complete" / f"{NAME}.lean", region_proof(_input()), UPDATE)


def test_golden_region_proof_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_regions(text, NAME)
    assert (
        "  obtain h | h | h | h | h | h | h | h | h | h : k + 4 ≤ n ∨ n + 5 ≤ k ∨ n = k + 3 ∨ "
        "n = k + 2 ∨ n = k + 1 ∨ n = k ∨ k = n + 1 ∨ k = n + 2 ∨ k = n + 3 ∨ k = n + 4 := "
        "by omega\n"
    ) in text
    assert f"  · subst k\n    exact {NAME}_case9 n\n" in text
    # Pascal's rule in the far region needs factorials one apart: successor steps
    assert "Prover.cast_factorial_step (α := ℚ) ((m + 2 : ℕ)) ((m + 3 : ℕ)) (by omega)" in text


def test_every_region_lemma_is_true_everywhere() -> None:
    # exact values: each lemma of the golden at every point of a grid, and the statement
    lemmas = [p.identity for p in parse_text(_golden()) if p.name.startswith(f"{NAME}_case")]
    assert len(lemmas) == 10
    for lemma in lemmas:
        assert lemma is not None
        names = [v.name for v in lemma.variables]
        for point in product(range(6), repeat=len(names)):
            env = dict(zip(names, point, strict=True))
            assert evaluate(lemma.lhs, env) == evaluate(lemma.rhs, env)


def test_the_regions_cover_the_plane_and_a_gap_is_caught() -> None:
    regions = layout("n", "k", 4, "m")
    assert _covers(regions, "n", "k")
    assert not _covers([r for r in regions if r.c != 2 or r.far], "n", "k")
    assert not _covers([*regions[:1], *regions[2:]], "n", "k")  # no ray below
    assert not _covers([*regions, Region(False, "n", "j", 0, None)], "n", "k")


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a witness or a value the disjunct does not give
        ("⟨(n - (k + 4) : ℕ), by omega⟩", "⟨(n - (k + 3) : ℕ), by omega⟩", "not substitute"),
        ("∃ m, k = (n + 5 + m : ℕ)", "∃ m, k = (n + 6 + m : ℕ)", "not substitute"),
        (
            "  · subst n\n    exact region_pascal_case2 k",
            "  · subst k\n    exact region_pascal_case2 k",
            "not substitute",
        ),
        # the wrong lemma, the same lemma twice, the wrong arguments
        ("exact region_pascal_case2 k", "exact region_pascal_case3 k", "not the region"),
        ("exact region_pascal_case3 k", "exact region_pascal_case2 k", "no lemma of its own"),
        ("exact region_pascal_case0 k m", "exact region_pascal_case0 m k", "other arguments"),
        # a disjunct that is not a region, a branch too few
        (" ∨ n = k + 3 ∨", " ∨ n = 2 * k ∨", "not a region"),
        ("obtain h | h | h", "obtain h | h", "one name per disjunct"),
        # a wrong step in a region lemma
        (
            "linear_combination (norm := (push_cast; ring1)) (",
            "linear_combination (norm := (push_cast; ring1)) 2 * (",
            "does not replay",
        ),
        (
            "Prover.cast_factorial_step (α := ℚ) ((m + 2 : ℕ)) ((m + 3 : ℕ))",
            "Prover.cast_factorial_step (α := ℚ) ((m + 1 : ℕ)) ((m + 3 : ℕ))",
            "does not replay",
        ),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(Exception, match=why):
        replay_regions(text.replace(old, new, 1), NAME)


def test_another_theorem_in_the_text_fails_the_replay() -> None:
    text = _golden() + "\ntheorem extra (n : ℕ) : n = n := by\n  rfl\n"
    with pytest.raises(Exception, match="other theorems"):
        replay_regions(text, NAME)


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_regions(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    assert report.proof_file is not None
    assert Path(report.proof_file).read_text(encoding="utf-8") == written_from(_golden(), parsed)
