"""A hypothesis ``n ≠ 0`` (``0 ≠ n``, ``¬ n = 0``) on a natural number gives what ``1 ≤ n``
gives (robust16, item 4; new-user run 15, L8).

The written proofs use the hypotheses through ``omega`` (``obtain ⟨n, rfl⟩ : ∃ t : ℕ, n =
t + 1 := ⟨n - 1, by omega⟩``, ``… n (by omega)`` for ``1 ≤ n``), and ``omega`` reads ``≠``
on ℕ/ℤ (Lean core: negations of ``=``, ``<``, ``≤`` are supported).  The replay's model of
``omega`` (:class:`wzprove.sketch.replay_steps.Omega`) ignored ``≠``, so a statement with
``n ≠ 0`` got no complete proof ("the hypotheses give no start past its zeros").  Now an ℕ
term ``a ≠ 0`` is ``0 < a`` for it; ``n ≠ 1`` or an integer ``n ≠ 0`` gives no bound.
"""

from __future__ import annotations

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.replay_steps import Omega

ALT = (
    "open Finset\n\ntheorem alt (n m : ℕ) (h : {hyp}) :\n"
    "    ∑ k ∈ range (n + 1), (-1 : ℚ) ^ k * Nat.choose n k = 0 := by\n  sorry\n"
)
NONZERO = ["n ≠ 0", "0 ≠ n", "¬ n = 0", "¬ (n = 0)", "n ≠ 0 ∧ m = m"]


def _hyp(text: str) -> Term:
    (parsed,) = parse_text(ALT.format(hyp=text))
    assert parsed.status == "parsed", parsed.message
    (h,) = parsed.identity.hypotheses
    return h


def _proves_one_le(hyp: str, var: str = "n") -> bool:
    omega = Omega.of([_hyp(hyp)], {"n": "ℕ", "m": "ℕ"})
    return omega.proves("≤", Term.lit(1), Term.var(var, "ℕ"))[0]


@pytest.mark.parametrize("hyp", [*NONZERO, "1 ≤ n", "0 < n", "n ≥ 1"])
def test_omega_reads_a_nonzero_natural_as_at_least_one(hyp: str) -> None:
    assert _proves_one_le(hyp)


@pytest.mark.parametrize("hyp", ["n ≠ 1", "n + m ≠ 0", "m ≠ 0", "n = n", "¬ n = 1"])
def test_other_disequalities_give_no_lower_bound(hyp: str) -> None:
    assert not _proves_one_le(hyp)


def test_an_integer_nonzero_is_no_lower_bound() -> None:
    (parsed,) = parse_text("theorem t (n : ℤ) (h : n ≠ 0) : n * 1 = n := by sorry")
    (h,) = parsed.identity.hypotheses
    assert not Omega.of([h], {"n": "ℤ"}).proves("≤", Term.lit(1, "ℤ"), Term.var("n", "ℤ"))[0]


@pytest.mark.parametrize("hyp", NONZERO)
def test_a_nonzero_hypothesis_gets_the_complete_proof(tmp_path, hyp: str) -> None:  # noqa: ANN001
    (parsed,) = parse_text(ALT.format(hyp=hyp))
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.5, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.proof == "complete", report.message
    text = open(report.proof_file, encoding="utf-8").read()
    assert f"(h : {hyp}) :" in text
    assert "  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩\n" in text
    assert replay_theorem(text, "alt").ok
    # the same proof under a hypothesis that does not exclude n = 0 does not replay
    for weaker in ("n ≠ 1", "m ≠ 0"):
        mutant = text.replace(f"(h : {hyp}) :", f"(h : {weaker}) :")
        assert mutant != text and not replay_theorem(mutant, "alt").ok, weaker


@pytest.mark.parametrize("hyp", ["n ≠ 1", "m ≠ 0", "¬ n = 1"])
def test_the_statement_under_a_weaker_hypothesis_is_false(hyp: str) -> None:
    (parsed,) = parse_text(ALT.format(hyp=hyp))
    report = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.5)).report
    assert report.status == "false", report.message
    assert report.counterexample["n"] == "0"


def test_a_recurrence_start_from_a_nonzero_hypothesis(tmp_path) -> None:  # noqa: ANN001
    """WZ with ``Prover.sum_eq_of_telescoper_one … n (by omega)`` for ``1 ≤ n`` (from
    tests/data/complete_inputs/from_one.lean, ``1 ≤ n`` written ``n ≠ 0``): complete."""
    from pathlib import Path

    source = Path(__file__).parent.parent / "data" / "complete_inputs" / "from_one.lean"
    text = source.read_text(encoding="utf-8")
    assert "(h : 1 ≤ n)" in text
    (parsed,) = parse_text(text.replace("(h : 1 ≤ n)", "(h : n ≠ 0)"))
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.5, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.proof == "complete", report.message
    written = open(report.proof_file, encoding="utf-8").read()
    assert written.rstrip().endswith(" n (by omega)")
    assert replay_theorem(written, parsed.identity.name).ok
