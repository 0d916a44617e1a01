"""Golden proofs of closed forms with no sum by induction with shift facts (issue 14;
:mod:`wzprove.sketch.shift_ratio_proof`): ``C(-1/2, n) = (-1)^n C(2n, n) 4^(-n)`` (form
"shift ratios, no sum": ``Ring.choose``, a real power) and ``√π (2n)! = 4^n n! Γ(n + 1/2)``
(form "closed forms, no sum": ``Real.sqrt``, ``Real.Gamma``).

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
Each golden is replayed from its text (:mod:`wzprove.sketch.replay_induction` with the shift
lemmas of :mod:`wzprove.sketch.replay_shift`); a changed coefficient, lemma argument, lemma
or base must not replay, and a false statement gets no file.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.complete_linear import LinearProofError, linear_proof
from wzprove.sketch.induction_proof import InductionProofError
from wzprove.sketch.replay_induction import replay_induction
from wzprove.sketch.shift_ratio_proof import shift_ratio_proof

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "shift_inputs"
GOLDEN = DATA / "complete"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
OPTS = ProveOptions(timeout_s=30, falsity_time_s=0.3)
ROOT = Path(__file__).resolve().parents[2]

#: input → (the linearity form it is certified by, the lemmas its step cites)
CASES = {
    "shift_ring_choose_half": (
        "shift ratios, no sum",
        {
            "Prover.ring_choose_succ_mul",
            "_root_.pow_succ",
            "Prover.cast_choose_two_mul_succ",
            "Prover.rpow_neg_natCast_succ",
            "mul_inv_cancel₀",
        },
    ),
    "shift_gamma_half": (
        "closed forms, no sum",
        {
            "Prover.cast_factorial_two_mul_succ",
            "_root_.pow_succ",
            "Prover.cast_factorial_succ",
            "Prover.gamma_nat_add_succ",
        },
    ),
}
LEMMAS = re.compile(r"^ *have s\d+ : .*? := ([\w.₀]+)", re.M)


def _certified(name: str):
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    assert done.report.method == "linearity"
    assert done.report.linear["form"] == CASES[name][0]
    return parsed, done


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_shift_ratio_proof(name: str) -> None:
    _, done = _certified(name)
    text = linear_proof(done.identity, done.report.linear)
    assert set(LEMMAS.findall(text.split("| succ n ih =>", 1)[1])) == CASES[name][1]
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_shift_ratio_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text.split(f"theorem {name}", 1)[1]
    replay = replay_induction(text, name)
    assert replay.ok, replay.failed
    for what in (
        "key states the theorem",
        "the case zero evaluates equal",
        "the step: linear_combination replayed",
    ):
        assert what in replay.checked
    # every fact was checked against its lemma's statement
    facts = [line for line in replay.checked if re.match(r"s\d+: ", line)]
    assert len(facts) == text.count("\n      have s") == len(CASES[name][1])


def test_every_lemma_cited_is_verified_or_in_the_library() -> None:
    listed = (ROOT / "Prover" / "MATHLIB.txt").read_text(encoding="utf-8")
    names = (ROOT / "Prover" / "NAMES.txt").read_text(encoding="utf-8")
    for name in set().union(*(c[1] for c in CASES.values())):
        if name.startswith("Prover."):
            assert f"theorem {name}\n" in names, name
        else:
            assert f"\n{name.removeprefix('_root_.')} |" in listed, name
    for name in ("Ring.choose_zero_right", "Real.Gamma_one_half_eq", "Nat.cast_zero"):
        assert f"\n{name} |" in listed, name


def _mutated(name: str, old: str, new: str) -> list[str]:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert old in text, old
    replay = replay_induction(text.replace(old, new, 1), name)
    assert not replay.ok
    return replay.failed


def test_a_wrong_coefficient_is_caught() -> None:
    failed = _mutated("shift_ring_choose_half", "((1 / 2) * (1 / (((n : ℕ) : ℝ) + 1)))", "0")
    assert any("remainder" in f for f in failed), failed
    failed = _mutated("shift_gamma_half", "(6 * ((n : ℕ) : ℝ))", "(5 * ((n : ℕ) : ℝ))")
    assert any("remainder" in f for f in failed), failed


def test_a_wrong_lemma_argument_is_caught() -> None:
    # the shift of Ring.choose at another upper argument than the fact states
    old = "Prover.ring_choose_succ_mul (((-1) / 2 : ℝ)) (n)"
    new = "Prover.ring_choose_succ_mul ((1 / 2 : ℝ)) (n)"
    failed = _mutated("shift_ring_choose_half", old, new)
    assert any("(r - m) C(r, m)" in f for f in failed), failed
    # the real power's shift at n + 1
    old = "Prover.rpow_neg_natCast_succ ((4 : ℝ)) (by norm_num) (n)"
    new = "Prover.rpow_neg_natCast_succ ((4 : ℝ)) (by norm_num) (n + 1)"
    assert any("c ^ (-(m + 1))" in f for f in _mutated("shift_ring_choose_half", old, new))
    # a base norm_num cannot show positive
    new = "Prover.rpow_neg_natCast_succ ((-4 : ℝ)) (by norm_num) (n)"
    assert any("0 <" in f for f in _mutated("shift_ring_choose_half", old, new))
    # Γ's side condition for another value than its argument
    old = "(show (((n : ℕ) : ℝ) + (1 / 2) : ℝ) ≠ 0 by positivity)"
    new = "(show (((n : ℕ) : ℝ) + (3 / 2) : ℝ) ≠ 0 by positivity)"
    assert any("side condition" in f for f in _mutated("shift_gamma_half", old, new))


def test_a_wrong_lemma_is_caught() -> None:
    old = "Prover.cast_factorial_two_mul_succ (α := ℝ) (n)"
    failed = _mutated("shift_gamma_half", old, "Prover.cast_factorial_succ (α := ℝ) (n)")
    assert any("(m + 1)! = (m + 1) m!" in f for f in failed), failed
    failed = _mutated("shift_gamma_half", old, "Prover.cast_factorial_three (α := ℝ) (n)")
    assert any("unknown lemma" in f for f in failed), failed


def test_a_false_base_is_caught() -> None:
    # both the theorem and key times 2: the step still closes, n = 0 does not
    name = "shift_gamma_half"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    text = text.replace("Real.sqrt Real.pi * (2 * n)", "2 * Real.sqrt Real.pi * (2 * n)", 1)
    text = text.replace(
        "have key : ∀ n : ℕ, ((Real.sqrt (Real.pi) : ℝ)",
        "have key : ∀ n : ℕ, ((2 * Real.sqrt (Real.pi) : ℝ)",
        1,
    )
    failed = replay_induction(text, name).failed
    assert "the case zero evaluates equal" in failed


def test_false_statements_get_no_proof() -> None:
    base = (
        "theorem f (n : ℕ) :\n  Real.sqrt Real.pi * (2 * n).factorial = "
        "{r} * n.factorial * Real.Gamma (n + 1 / 2) := by sorry"
    )
    # another shift ratio: the step does not close
    (parsed,) = parse_text(base.format(r="2 ^ n"))
    with pytest.raises(InductionProofError, match="does not close"):
        shift_ratio_proof(parsed.identity)
    # the same ratio, another value at 0: the text is written, its replay refuses it
    (parsed,) = parse_text(base.format(r="2 * 4 ^ n"))
    with pytest.raises(InductionProofError, match="case zero evaluates equal"):
        shift_ratio_proof(parsed.identity)


def test_refusals_keep_proof_none() -> None:
    cases = {  # a factor with no shift fact, Γ at 3/2 (no value at 0 written), a sum
        "Real.sqrt Real.pi * (3 * n).factorial = 4 ^ n * n.factorial": "no shift fact",
        "Real.Gamma (n + 3 / 2) = (n + 1 / 2) * Real.Gamma (n + 1 / 2)": "c ≠ 1 / 2",
    }
    for statement, why in cases.items():
        (parsed,) = parse_text(f"theorem f (n : ℕ) :\n  {statement} := by sorry")
        with pytest.raises(InductionProofError, match=re.escape(why)):
            shift_ratio_proof(parsed.identity)
    (parsed,) = parse_text(
        "theorem f (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) = n * (n + 1) / 2 := by sorry"
    )
    with pytest.raises(InductionProofError, match="a sum"):
        shift_ratio_proof(parsed.identity)
    with pytest.raises(LinearProofError, match="shift ratios"):
        linear_proof(parsed.identity, {"form": "shift ratios, no sum"})


@pytest.mark.parametrize("name", sorted(CASES))
def test_prove_writes_the_complete_proof(name: str, tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    opts = ProveOptions(timeout_s=30, falsity_time_s=0.3, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    written = Path(report.proof_file).read_text(encoding="utf-8")
    golden = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert written == written_from(golden, parsed)
    assert replay_induction(written, name).ok
