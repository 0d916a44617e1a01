"""Golden proofs by induction (issue 14, item 3; :mod:`wzprove.sketch.induction_proof`): the
first-order step written as ``induction n`` with one ``linear_combination`` over the induction
hypothesis and the facts ``Finset.sum_range_succ``, ``Finset.sum_Icc_succ_top``,
``Nat.fib_add_two``, ``harmonic_succ``, ``Nat.cast_sub``, ``mul_inv_cancel₀``: a ℕ statement
with squares of Fibonacci numbers, one with a ℕ subtraction, harmonic sums over ``Icc`` and
``range`` (rational coefficients) and nested sums.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
Each golden is replayed from its text (:mod:`wzprove.sketch.replay_induction`), and a
changed coefficient, fact, goal or start must not replay.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.induction import certify_induction
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.induction_proof import InductionProofError, induction_proof
from wzprove.sketch.replay_induction import replay_induction

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
INPUTS = DATA / "induction_inputs"
GOLDEN = DATA / "complete"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
OPTS = ProveOptions(timeout_s=30, falsity_time_s=0.3)
ROOT = Path(__file__).resolve().parents[2]

#: input → the lemmas its proof cites
CASES = {
    "induction_fib_squares": {"Finset.sum_range_succ", "Nat.fib_add_two"},
    "induction_fib_sum": {"Finset.sum_range_succ", "Nat.fib_add_two", "Nat.cast_sub"},
    # fib of slope 2: fib (2 (n + 1) + 2) down to fib (2 n), fib (2 n + 1)
    "induction_fib_odd": {"Finset.sum_range_succ", "Nat.fib_add_two"},
    "induction_harmonic_icc": {"Finset.sum_Icc_succ_top", "harmonic_succ", "mul_inv_cancel₀"},
    "induction_nested_harmonic": {
        "Finset.sum_range_succ",
        "Finset.sum_Icc_succ_top",
        "mul_inv_cancel₀",
    },
    "induction_harmonic_weighted": {"Finset.sum_range_succ", "harmonic_succ", "mul_inv_cancel₀"},
    # harmonic (n + 2) = harmonic (n + 1) + (↑(n + 2))⁻¹: `n + 2` for `(n + 1) + 1`
    "induction_harmonic_shift": {"Finset.sum_range_succ", "harmonic_succ", "mul_inv_cancel₀"},
    # an inner row sum (Nat.sum_range_choose), 2 ^ (n + 1) - 1 (Nat.cast_sub, pow_succ)
    "induction_row_sums": {
        "Finset.sum_range_succ",
        "Nat.cast_sub",
        "Nat.sum_range_choose",
        "_root_.pow_succ",
    },
    # closed forms of both sums as lemmas c1, c2 by induction, the statement from them
    "induction_two_sums": {"Finset.sum_range_succ", "c1", "c2"},
}
LEMMAS = re.compile(r"^ *have s\d+ : .*? := (?:by exact_mod_cast \()?([\w.₀]+)", re.M)


def _certified(name: str):
    (parsed,) = parse_file(INPUTS / f"{name}.lean")
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    assert done.report.method == "induction" and done.report.induction["kind"] == "step"
    return parsed, done


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_induction_proof(name: str) -> None:
    _, done = _certified(name)
    text = induction_proof(done.identity, done.report.induction)
    assert set(LEMMAS.findall(text.split("| succ n ih =>", 1)[1])) == CASES[name]
    compare_golden(GOLDEN / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_induction_proof_replays(name: str) -> None:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert "sorry" not in text.split(f"theorem {name}", 1)[1]
    replay = replay_induction(text, name)
    assert replay.ok, replay.failed
    assert "key states the theorem" in replay.checked
    zero = "the case zero evaluates equal"
    assert zero in replay.checked or "c1: " + zero in replay.checked
    assert "the step: linear_combination replayed" in replay.checked


def test_every_lemma_cited_is_verified_against_mathlib() -> None:
    listed = (ROOT / "Prover" / "MATHLIB.txt").read_text(encoding="utf-8")
    names = set().union(*CASES.values()) - {"c1", "c2", "_root_.pow_succ"}
    names |= {"Nat.fib_pos", "Nat.succ_le_of_lt", "pow_succ"}
    for name in names | {"Finset.Icc_eq_empty"}:
        assert f"\n{name} |" in listed, name


def _mutated(name: str, old: str, new: str) -> str:
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    assert old in text, old
    return text.replace(old, new, 1)


def test_a_wrong_coefficient_is_caught() -> None:
    text = _mutated(
        "induction_fib_squares",
        "((-((Nat.fib (n + 1) : ℕ) : ℚ) : ℚ)) * s2",
        "((-((Nat.fib n : ℕ) : ℚ) : ℚ)) * s2",
    )
    replay = replay_induction(text, "induction_fib_squares")
    assert not replay.ok and any("remainder" in f for f in replay.failed)


def test_a_wrong_fact_is_caught() -> None:
    # fib (n + 1 + 1) = fib n + fib (n + 1) cited at n + 1: the arguments do not match
    text = _mutated(
        "induction_fib_squares", "Nat.fib_add_two (n := n)", "Nat.fib_add_two (n := n + 1)"
    )
    replay = replay_induction(text, "induction_fib_squares")
    assert not replay.ok and any("m + 2, m, m + 1" in f for f in replay.failed)
    # the harmonic step at the wrong index
    text = _mutated("induction_harmonic_icc", "harmonic_succ (n)", "harmonic_succ (n + 1)")
    assert not replay_induction(text, "induction_harmonic_icc").ok
    # `↑(n + 2)` is read as `↑((n + 1) + 1)`, but no other number is
    name, shift = "induction_harmonic_shift", "harmonic_succ ((n + 1 : ℕ))"
    assert "((n + 2 : ℕ) : ℚ))⁻¹ : ℚ) := " + shift in _mutated(name, "", "")
    for wrong in ("n + 3", "n + 1", "2 * n + 2"):
        text = _mutated(
            name,
            "((n + 2 : ℕ) : ℚ))⁻¹ : ℚ) := " + shift,
            f"(({wrong} : ℕ) : ℚ))⁻¹ : ℚ) := " + shift,
        )
        failed = replay_induction(text, name).failed
        assert any("the right side is not harmonic m + (↑(m + 1))⁻¹" in f for f in failed), wrong


def test_a_wrong_goal_or_statement_is_caught() -> None:
    text = _mutated(
        "induction_fib_sum",
        "show (∑ k ∈ Finset.range ((n + 1) + 1",
        "show (∑ k ∈ Finset.range ((n + 1) + 2",
    )
    assert "show states it at n + 1" in replay_induction(text, "induction_fib_sum").failed
    # the theorem changed under its proof: key no longer states it, and n = 0 is false
    text = _mutated("induction_fib_sum", "Nat.fib (n + 2) - 1 := by", "Nat.fib (n + 2) := by")
    failed = replay_induction(text, "induction_fib_sum").failed
    assert "key states the theorem" in failed


def test_a_false_base_is_caught() -> None:
    # theorem and key both `… - 1 + 1`: false at n = 0 (0 ≠ 1), caught by the evaluation
    name = "induction_fib_sum"
    text = (GOLDEN / f"{name}.lean").read_text(encoding="utf-8")
    text = text.replace("Nat.fib (n + 2) - 1 := by\n", "Nat.fib (n + 2) - 1 + 1 := by\n", 1)
    text = text.replace(
        "(((Nat.fib (n + 2)) - 1 : ℕ) : ℚ) := by\n",
        "((((Nat.fib (n + 2)) - 1 : ℕ) : ℚ) + 1 : ℚ) := by\n",
        1,
    )
    failed = replay_induction(text, name).failed
    assert "the case zero evaluates equal" in failed


def test_refusals_keep_proof_none(tmp_path: Path) -> None:
    diagonal = (
        "theorem d (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose (n - k) k = Nat.fib (n + 1)"
        " := by sorry"
    )
    odd = (  # fib (n + 1) and harmonic (n + 1): a harmonic number under a cast to ℝ
        "theorem r (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (harmonic k : ℝ) ="
        " (n + 1) * harmonic (n + 1) - (n + 1) := by sorry"
    )
    later = (
        "theorem p (n : ℕ) (hn : 1 ≤ n) : ∑ k ∈ Finset.Icc 2 n, (1 : ℚ) / (k * (k - 1)) ="
        " 1 - 1 / n := by sorry"
    )
    why = {"d": "same recurrence", "r": "harmonic"}
    for text in (diagonal, odd):
        (parsed,) = parse_text(text)
        done = certify_theorem(parsed, OPTS)
        assert done.report.status == "certified" and done.report.method == "induction"
        with pytest.raises(InductionProofError, match=why[parsed.name]):
            induction_proof(done.identity, done.report.induction)
        if parsed.name == "d":  # the sum's own recurrence proof (test_induction_recurrence.py)
            continue
        opts = ProveOptions(timeout_s=30, falsity_time_s=0.3, out_dir=str(tmp_path))
        report = prove_theorem(parsed, opts)
        assert report.proof == "none" and "no Lean proof" in report.message
    # a start past 0 (1 / n needs n ≥ 1), as the stage certifies it
    (parsed,) = parse_text(later)
    out = certify_induction(parsed.identity, OPTS)
    assert out is not None and out.status == "certified" and out.record["start"] == 1
    with pytest.raises(InductionProofError, match="from n = 1"):
        induction_proof(parsed.identity, out.record)
    assert not list(tmp_path.rglob("*.lean"))


def test_prove_writes_the_complete_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUTS / "induction_fib_sum.lean")
    opts = ProveOptions(timeout_s=30, falsity_time_s=0.3, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert (report.status, report.method, report.proof) == ("certified", "induction", "complete")
    assert "no Lean proof is written" not in report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    golden = (GOLDEN / "induction_fib_sum.lean").read_text(encoding="utf-8")
    assert written == written_from(golden, parsed)
    assert replay_induction(written, "induction_fib_sum").ok


def test_closed_form_lemmas_replay_and_a_wrong_closed_form_is_caught() -> None:
    name = "induction_two_sums"
    replay = replay_induction((GOLDEN / f"{name}.lean").read_text(encoding="utf-8"), name)
    assert {
        "c1: the case zero evaluates equal",
        "c2: the step: linear_combination replayed",
    } <= set(replay.checked)
    # Σ k = n²/2 + n/2 changed to n²/2 + n: its base n = 0 still holds, its step does not
    text = _mutated(
        name,
        "(((1 / 2) * (((n : ℕ) : ℚ) ^ 2)) + ((1 / 2) * ((n : ℕ) : ℚ)) : ℚ) := by",
        "(((1 / 2) * (((n : ℕ) : ℚ) ^ 2)) + ((n : ℕ) : ℚ) : ℚ) := by",
    )
    failed = replay_induction(text, name).failed
    assert any(f.startswith("c2: the step: remainder") for f in failed), failed


def test_a_hypothesis_is_not_needed_from_a_start_at_zero() -> None:
    text = (
        "theorem h (n : ℕ) (hn : 50 ≤ n) : ∑ k ∈ Finset.range (n + 1), Nat.fib k ="
        " Nat.fib (n + 2) - 1 := by sorry"
    )
    (parsed,) = parse_text(text)
    out = certify_induction(parsed.identity, OPTS)
    assert out is not None and out.status == "certified" and out.record["start"] == 0
    proof = induction_proof(parsed.identity, out.record)
    assert proof.rstrip().endswith("exact_mod_cast key n")
    assert replay_induction(proof, "h").ok


def _mutants(t):
    """``t`` with one literal moved by ±1, or one variable ``v`` replaced by ``v + 1``."""
    from dataclasses import replace

    from wzprove.model.terms import Term

    if t.op == "lit":
        for d in (1, -1):
            if t.value + d >= 0 or t.type != "ℕ":
                yield replace(t, value=t.value + d)
    if t.op == "var":
        yield Term("add", (t, Term.lit(1, t.type)), t.type)
    for i, a in enumerate(t.args):
        for m in _mutants(a):
            yield replace(t, args=(*t.args[:i], m, *t.args[i + 1 :]))


@pytest.mark.parametrize(
    "name",
    ["induction_fib_sum", "induction_harmonic_icc", "induction_fib_squares", "induction_row_sums"],
)
def test_proofs_of_mutants_replay_only_where_true(name: str) -> None:
    """Each mutant gets the compiler's proof attempt with the original's record (start 0,
    the step): whatever replays must be true on a grid; the false ones never replay."""
    from fractions import Fraction

    _, done = _certified(name)
    written = replayed_mutants(done.identity, done.report.induction)
    for m, variant in written:
        for v in range(12):
            assert variant.holds_at({"n": Fraction(v)}) is not False, (str(m), v)
    assert written  # the original's own spellings (range's stored lower limit)


def replayed_mutants(identity, record):  # noqa: ANN001, ANN201
    """``(mutant, variant)`` for each one-step mutant of either side for which the compiler
    writes a proof with the original's ``record``; each such proof replays."""
    from dataclasses import replace

    from wzprove.lean.render import render_statement

    out = []
    for side in ("lhs", "rhs"):
        for m in _mutants(getattr(identity, side)):
            variant = replace(identity, **{side: m})
            variant = replace(variant, statement=render_statement(variant), header="")
            try:
                text = induction_proof(variant, record)
            except InductionProofError:
                continue
            assert replay_induction(text, identity.name).ok
            out.append((m, variant))
    return out


def test_a_statement_naming_a_fact_is_refused() -> None:
    text = (
        "theorem h (s1 : ℕ) : ∑ ih ∈ Finset.range (s1 + 1), Nat.fib ih ="
        " Nat.fib (s1 + 2) - 1 := by sorry"
    )
    (parsed,) = parse_text(text)
    out = certify_induction(parsed.identity, OPTS)
    assert out is not None and out.status == "certified"
    with pytest.raises(InductionProofError, match="binds for its facts"):
        induction_proof(parsed.identity, out.record)
