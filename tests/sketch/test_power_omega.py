"""The Lean proof of a closed form in powers ``b^n`` and Stirling numbers of the second kind,
closed by ``omega`` over checked linear facts (wzprove.sketch.power_omega; LCI
Gould_identity_1_19, wzprove-100 beyond_stirling_three), as ``prove`` writes it, without Lean:
golden proof files re-read by the replay, and mutations of them that the replay must catch.

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity
from wzprove.model.semantics import evaluate
from wzprove.model.special import stirling_second
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.power_omega import FORMULAS, power_omega_proof, replay_power_omega
from wzprove.sketch.split_proof import SplitProofError, read_nat

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
#: each golden and the record the engine certifies its input with (`wzprove prove --json`)
RECORDS = {
    "stirling_three_division": {
        "form": "closed forms by cases",
        "steps": [
            "L = N / 6 from L * 6 = N",
            "n ↦ n + 3",
            "((3 ^ (n + 3)) -[ℕ] (3 * (2 ^ (n + 3)))) ≥ 0 (powers by decreasing base)",
        ],
        "regions": [],
    },
    "stirling_three_difference": {
        "form": "closed forms by cases",
        "steps": [
            "n ↦ n + 1",
            "((3 ^ ((n + 1) + 1)) -[ℕ] (2 ^ ((n + 1) + 2))) ≥ 0 (powers by decreasing base)",
        ],
        "regions": [],
    },
    "stirling_two_constant": {"form": "closed forms, no sum"},
}


def _input(name: str) -> Identity:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{name}.lean")
    assert parsed.identity is not None
    return parsed.identity


def _golden(name: str) -> str:
    return (DATA / "complete" / f"{name}.lean").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_golden_power_omega_proof(name: str) -> None:
    text = power_omega_proof(_input(name), RECORDS[name])
    compare_golden(DATA / "complete" / f"{name}.lean", text, UPDATE)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_golden_replays_and_its_facts_hold(name: str) -> None:
    text = _golden(name)
    assert "sorry" not in text and text.rstrip().endswith("  omega")
    replay_power_omega(text, name)
    # every `b ^ E = K * b ^ j` fact and the statement itself, evaluated exactly
    for b, exp, k, _, j in re.findall(
        r"\((\d+) : ℕ\) \^ (.+) = (\d+) \* \((\d+) : ℕ\) \^ (\w+)", text
    ):
        e = read_nat(exp, [j])
        for v in range(8):
            assert int(b) ** int(evaluate(e, {j: v})) == int(k) * int(b) ** v
    ident = _input(name)
    var = ident.variables[0].name
    for v in range(40):
        if ident.hypotheses_hold({var: v}):
            assert evaluate(ident.lhs, {var: v}) == evaluate(ident.rhs, {var: v})


def test_the_formulas_are_the_explicit_formula() -> None:
    # s · S(m, k) = Σ a_b b^m + c for m ≥ 1 (the Prover lemmas' statements), false at m = 0
    # for k = 3, which is why the lemma asks 1 ≤ m and the replay checks X = j + c, c ≥ 1
    for k, (_, s, coeffs, c) in FORMULAS.items():
        for m in range(1, 40):
            assert s * stirling_second(m, k) == sum(a * b**m for b, a in coeffs.items()) + c
    _, s, coeffs, c = FORMULAS[3]
    assert s * stirling_second(0, 3) != sum(a for a in coeffs.values()) + c


DIVISION = "stirling_three_division"
DIFFERENCE = "stirling_three_difference"
CONSTANT = "stirling_two_constant"


@pytest.mark.parametrize(
    ("name", "old", "new", "why"),
    [
        # a wrong power coefficient (27 = 3^3)
        (DIVISION, "= 27 * (3 : ℕ) ^ j", "= 26 * (3 : ℕ) ^ j", "not b"),
        # the Stirling lemma at another argument: the goal's atom has no fact
        (
            DIVISION,
            "stirlingSecond_three_eq (j + 3 : ℕ)",
            "stirlingSecond_three_eq (j + 2 : ℕ)",
            "no linear reading",
        ),
        # the formula of another block count
        (
            DIVISION,
            "Prover.stirlingSecond_three_eq",
            "Prover.stirlingSecond_two_eq",
            "no linear reading",
        ),
        # a Stirling lemma at X = j, where it is not stated (the side condition 1 ≤ X)
        (
            DIFFERENCE,
            "stirlingSecond_three_eq ((j + 1) + 2 : ℕ)",
            "stirlingSecond_three_eq j",
            "c ≥ 1",
        ),
        # the order fact missing, or reversed: the difference may truncate
        (
            DIVISION,
            "  have hm1 : (2 : ℕ) ^ j ≤ (3 : ℕ) ^ j := Nat.pow_le_pow_left (by norm_num) j\n",
            "",
            "no fact 2",
        ),
        (DIVISION, "(2 : ℕ) ^ j ≤ (3 : ℕ) ^ j", "(3 : ℕ) ^ j ≤ (2 : ℕ) ^ j", "not b'"),
        (CONSTANT, "  have hq1 : 0 < (2 : ℕ) ^ n := by positivity\n", "", "no fact 1"),
        # a shift past the hypothesis
        (
            DIVISION,
            "n = (j + 3 : ℕ) := ⟨(n - 3 : ℕ)",
            "n = (j + 4 : ℕ) := ⟨(n - 4 : ℕ)",
            "not given",
        ),
        # the new variable named as the old one (`∃ n, n = n + 3` is no shift)
        (
            DIVISION,
            "⟨j, rfl⟩ : ∃ j, n = (j + 3 : ℕ)",
            "⟨n, rfl⟩ : ∃ n, n = (n + 3 : ℕ)",
            "not a shift",
        ),
        # a false statement (the constant 3 of the formula changed): the sides differ
        (DIVISION, "2 ^ n + 3) / 6", "2 ^ n + 2) / 6", "≠"),
        (DIFFERENCE, "- 2 ^ (n + 2) + 1", "- 2 ^ (n + 2) + 2", "differ"),
        # not closed by omega, or a line the replay does not read
        (DIFFERENCE, "\n  omega\n", "\n", "omega"),
        (DIFFERENCE, "\n  omega\n", "\n  simp\n  omega\n", "does not read"),
    ],
)
def test_a_wrong_step_fails_the_replay(name: str, old: str, new: str, why: str) -> None:
    text = _golden(name)
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_power_omega(text.replace(old, new, 1), name)


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        # a difference that truncates for every n ≥ 1 (true in ℕ, but not read as exact)
        ("theorem t (n : ℕ) : 2 ^ n - 3 ^ n = 0", "not shown ≥ 0"),
        # no formula for four blocks, a product of two powers, a power of a variable base
        ("theorem t (n : ℕ) : Nat.stirlingSecond (n + 1) 4 = 0", "no formula"),
        ("theorem t (n : ℕ) : 2 ^ n * 3 ^ n = 6 ^ n", "not linear"),
        ("theorem t (n : ℕ) : n ^ (n + 1) = n * n ^ n", "b ≥ 2"),
    ],
)
def test_forms_without_a_proof_are_refused(statement: str, why: str) -> None:
    (parsed,) = parse_text(statement)
    assert parsed.identity is not None
    with pytest.raises(AtomError, match=why):
        power_omega_proof(parsed.identity, {"form": "closed forms, no sum"})


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.slow
@pytest.mark.usefixtures("_no_lean")
@pytest.mark.parametrize("name", sorted(RECORDS))
def test_prove_writes_the_power_omega_proof(name: str, tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{name}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.method, report.proof) == ("certified", "linearity", "complete")
    assert report.linear is not None
    assert {k: report.linear[k] for k in RECORDS[name]} == RECORDS[name]
    assert report.proof_file is not None
    assert Path(report.proof_file).read_text(encoding="utf-8") == written_from(
        _golden(name), parsed
    )
