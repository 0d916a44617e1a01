"""A split's case whose sum vanishes below a variable (:mod:`wzprove.sketch.split_low_shift`):
wzprove-100 param_inverse_relation (the hypothesis ``j < m``, the case ``m = j + 1 + q``) and
LC-test test_003_1, ``Σ_k C(n, k) C(k, r) 2^k = 2^r 3^(n − r) C(n, r)``.  The case
``n = r + m`` sums up to ``r + m``; its lemma sums ``C(r + m, r + k) C(r + k, r) 2^(r + k)``
up to ``m`` (``Prover.sum_range_eq_of_low_zero``), the case ``r = n + 1 + m`` is 0 term by term
(``Prover.sum_range_eq_zero_of_low``).  Since a parameter may stand in the upper bound of a
complete proof (complete14s) the compiler proves these cases directly (up to ``r + m``); the
shifted lemmas are its fallback, generated here with the direct proof refused.  The golden is
replayed (the wrapper on the model, the case lemma's blocks); a changed shift, side goal or
vanishing fact must not replay.
Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from fractions import Fraction
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.semantics import evaluate
from wzprove.pipeline import ProveOptions, certify_theorem, finish_hyp_shift, prove_theorem
from wzprove.pipeline import split as split_pipeline
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.hyp_proof import replay_hypothesis_wrapper
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.split_low_shift import low_shifted
from wzprove.sketch.split_proof import SplitProofError
from wzprove.sketch.split_trunc_proof import replay_trunc_wrapper

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
NAME = "split_difference_low_shift"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def _direct_refused(monkeypatch: pytest.MonkeyPatch, marker: str) -> list[str]:
    """The compiler's direct proof of the case lemma whose statement holds ``marker`` (its
    sum up to the parameter plus the new variable, which the complete proof takes since a
    parameter may stand in the upper bound, complete14s) refused, so that the case goes the
    way it went before: its sum moved past the vanishing terms (the fallback under test).

    This injects one failure, it fakes no result: the fallback (``low_shifted``, its own
    engine run, the real compiler on the shifted lemma, the wrapper) runs as in production
    when the direct proof fails.  Returns the statements refused and then compiled, so that
    the caller can check the refusal fired and the fallback compiled its shifted lemma."""
    real = split_pipeline._compiled
    seen: list[str] = []

    def compiled(lemma, certificate, opts):  # noqa: ANN001, ANN202 - the same signature
        if marker in lemma.statement:
            seen.append("refused: " + lemma.statement)
            raise SplitProofError("the direct proof refused by the test")
        seen.append("compiled: " + lemma.statement)
        return real(lemma, certificate, opts)

    monkeypatch.setattr(split_pipeline, "_compiled", compiled)
    return seen


def _fallback_ran(seen: list[str], marker: str) -> None:
    """The refusal fired, and a lemma without ``marker`` (the shifted one) was compiled
    after it: the golden below is the fallback's, not the direct proof's."""
    refused = [i for i, s in enumerate(seen) if s.startswith("refused: ")]
    assert refused, "the direct proof was never tried: the marker no longer matches"
    after = seen[refused[0] + 1 :]
    assert any(s.startswith("compiled: ") and marker not in s for s in after), seen


@pytest.mark.slow  # three engine runs (about 6 s on a quiet machine)
def test_golden_low_shift_split_proof(monkeypatch: pytest.MonkeyPatch) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "difference"
    # the compiler's own choice: the case n = r + m proved directly, up to `r + m` (replayed)
    direct = _split_proof_text(done.identity, done.split, opts)
    assert "Finset.range ((r + m) + 1 : ℕ)" in direct
    assert "Prover.sum_range_eq_of_low_zero _" not in direct
    replay_trunc_wrapper(direct, NAME, "difference")
    report = replay_theorem(direct, f"{NAME}_case0")
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    # the fallback when the direct proof fails: the sum moved past its vanishing terms
    seen = _direct_refused(monkeypatch, "Finset.range ((r + m) + 1 : ℕ)")
    fallback = _split_proof_text(done.identity, done.split, opts)
    _fallback_ran(seen, "Finset.range ((r + m) + 1 : ℕ)")
    compare_golden(GOLDEN, fallback, UPDATE)


def test_golden_low_shift_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_trunc_wrapper(text, NAME, "difference")
    report = replay_theorem(text, f"{NAME}_case0")
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert text.endswith(
        "    rw [Prover.sum_range_eq_of_low_zero _ (r) ((m + 1 : ℕ)) (((r + m) + 1 : ℕ)) "
        "(by omega)]\n"
        f"    · exact {NAME}_case0 m r\n"
        "    · intro k hk\n"
        "      simp [Nat.choose_eq_zero_of_lt hk]\n"
    )
    assert "Prover.sum_range_eq_zero_of_low _ (((n + 1) + m : ℕ)) ((n + 1 : ℕ)) (by omega)" in text


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the sum does not vanish below m, nor is it r + m + 1 = m + (m + 1)
        ("low_zero _ (r) ((m + 1 : ℕ))", "low_zero _ (m) ((m + 1 : ℕ))", "vanishing below"),
        # one term too many: the lemma's sum is up to m + 1
        ("low_zero _ (r) ((m + 1 : ℕ))", "low_zero _ (r) ((m + 2 : ℕ))", "vanishing below"),
        # the side goal not closed by the vanishing binomial
        ("      simp [Nat.choose_eq_zero_of_lt hk]\n", "      simp\n", "side goal"),
        # the zero case: the binomials of k ≤ n vanish below n + 1 + m, not below n
        (
            "low _ (((n + 1) + m : ℕ)) ((n + 1 : ℕ))",
            "low _ ((n : ℕ)) ((n + 1 : ℕ))",
            "do not close it",
        ),
    ],
)
def test_a_changed_shift_does_not_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_trunc_wrapper(text.replace(old, new, 1), NAME, "difference")


def _case(text: str):
    (parsed,) = parse_text(text)
    assert parsed.identity is not None, parsed.message
    return parsed.identity


def test_the_shifted_case_has_the_same_values() -> None:
    case = _case(
        "theorem c (m r : ℕ) : ∑ k ∈ Finset.range (r + m + 1), Nat.choose (r + m) k * "
        "Nat.choose k r * 2 ^ k = 2 ^ r * 3 ^ m * Nat.choose (r + m) r := by sorry"
    )
    moved = low_shifted(case)
    assert moved is not None and moved.lhs != case.lhs and moved.rhs == case.rhs
    for m in range(4):
        for r in range(4):
            env = {"m": Fraction(m), "r": Fraction(r)}
            assert evaluate(moved.lhs, env) == evaluate(case.lhs, env) == evaluate(case.rhs, env)


def test_no_shift_without_a_vanishing_factor() -> None:
    # C(k, r) under a sum with 1 is never 0: the terms below r count
    case = _case(
        "theorem c (m r : ℕ) : ∑ k ∈ Finset.range (r + m + 1), Nat.choose (r + m) k * "
        "(Nat.choose k r + 1) = 0 := by sorry"
    )
    assert low_shifted(case) is None
    # the bound is not above r coefficient-wise
    case = _case(
        "theorem c (m r : ℕ) : ∑ k ∈ Finset.range (m + 1), Nat.choose m k * Nat.choose k r = 0"
        " := by sorry"
    )
    assert low_shifted(case) is None


HYP = "hyp_low_shift_inverse"


def test_golden_hypothesis_low_shift_proof(monkeypatch: pytest.MonkeyPatch) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{HYP}.lean")
    opts = ProveOptions(timeout_s=600, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "hypothesis"
    # the compiler's own choice: Gosper's telescoping in k up to `j + 1 + q` directly
    compare_golden(
        DATA / "complete" / f"{HYP}_direct.lean",
        _split_proof_text(done.identity, done.split, opts),
        UPDATE,
    )
    # the fallback when the direct proof fails: the sum moved past its vanishing terms
    seen = _direct_refused(monkeypatch, "Finset.range (((j + 1) + q) + 1 : ℕ)")
    fallback = _split_proof_text(done.identity, done.split, opts)
    _fallback_ran(seen, "Finset.range (((j + 1) + q) + 1 : ℕ)")
    compare_golden(DATA / "complete" / f"{HYP}.lean", fallback, UPDATE)


def test_golden_hypothesis_direct_replays() -> None:
    text = (DATA / "complete" / f"{HYP}_direct.lean").read_text(encoding="utf-8")
    assert "sorry" not in text and "Prover.sum_range_eq_of_low_zero _" not in text
    replay_hypothesis_wrapper(text, HYP)
    report = replay_theorem(text, f"{HYP}_case0")
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert "Prover.sum_range_succ_eq_of_step" in text
    assert text.endswith(f"  exact {HYP}_case0 q j\n")
    with pytest.raises(SplitProofError):  # the lemma at swapped arguments
        replay_hypothesis_wrapper(
            text.replace(f"exact {HYP}_case0 q j", f"exact {HYP}_case0 j q"), HYP
        )


def test_golden_hypothesis_low_shift_replays() -> None:
    text = (DATA / "complete" / f"{HYP}.lean").read_text(encoding="utf-8")
    replay_hypothesis_wrapper(text, HYP)
    # the case lemma: Gosper's telescoping from an order-0 telescoper a₀ = -1 (R negated)
    report = replay_theorem(text, f"{HYP}_case0")
    assert report.ok, [(s.have, s.step, s.detail) for s in report.steps if not s.ok]
    assert "Prover.sum_range_succ_eq_of_step" in text
    assert text.endswith(
        "  rw [Prover.sum_range_eq_of_low_zero _ (j) ((q + 2 : ℕ)) ((((j + 1) + q) + 1 : ℕ)) "
        "(by omega)]\n"
        f"  · exact {HYP}_case0 q j\n"
        "  · intro k hk\n"
        "    simp [Nat.choose_eq_zero_of_lt hk]\n"
    )
    for old, new in [
        ("((q + 2 : ℕ))", "((q + 1 : ℕ))"),  # a term left out
        ("low_zero _ (j)", "low_zero _ (q)"),  # C(k, j) does not vanish below q
        ("    simp [Nat.choose_eq_zero_of_lt hk]", "    simp"),
    ]:
        with pytest.raises(SplitProofError):
            replay_hypothesis_wrapper(text.replace(old, new, 1), HYP)


@pytest.mark.slow
def test_a_directly_certified_sum_is_proved_through_its_hypothesis_case(tmp_path: Path) -> None:
    # certified by zeilberger with a recurrence from n = j on (no direct complete proof); the
    # proof goes through the case n = j + m (pipeline/finish_hyp_shift.py)
    name = "hyp_shift_subset"
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{name}.lean")
    assert finish_hyp_shift.applies(parsed.identity)
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.method == "zeilberger"
    assert report.proof == "complete", report.message
    # the written file: the compiled text placed into the input file (its lemmas as haves)
    text = finish_hyp_shift.proof_text(parsed.identity, report, opts)
    assert Path(report.proof_file).read_text(encoding="utf-8") == written_from(text, parsed)
    replay_hypothesis_wrapper(text, name)
    lemma = replay_theorem(text, f"{name}_case0")
    assert lemma.ok, [(s.have, s.step, s.detail) for s in lemma.steps if not s.ok]
    # the case lemma up to `j + m` directly (a parameter in the upper bound, complete14s)
    assert (
        f"theorem {name}_case0 (m : ℕ) (j : ℕ) :\n    (∑ k ∈ Finset.range ((j + m) + 1 : ℕ)" in text
    )
    assert text.endswith(f"  exact {name}_case0 m j\n")


def test_the_hypothesis_case_proof_applies_only_to_its_shape() -> None:
    for text in (
        # no factor C(k, j): the terms below j count
        "theorem a (n j : ℕ) (h : j ≤ n) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ)"
        " * (k + j) = 0 := by sorry",
        # no hypothesis
        "theorem b (n j : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * Nat.choose k j"
        " = Nat.choose n j * 2 ^ (n - j) := by sorry",
    ):
        assert not finish_hyp_shift.applies(_case(text))
