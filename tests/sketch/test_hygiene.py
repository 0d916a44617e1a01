"""A compiled proof never rebinds a variable of the user's statement (issue 12: a variable
named ``hk`` was captured by the proof's ``intro n k hk`` and the replay did not notice)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.hygiene import bound_names, captured_names

BODY = """  := by
  obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + 1 := ⟨n - 1, by omega⟩
  have hct : ∀ n k : ℕ, k < n → F n k = 0 := by
    intro n k hk
    have s1 : ((Nat.choose n k : ℕ) : ℚ) = 1 := by norm_num
    linear_combination (hk : ℚ) * s1
  have hinit : ∀ i : ℕ, i < 1 → ∑ j ∈ Finset.range (i + 1), f j = 1 := by
    intro i hi
    obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hi
  exact Prover.sum_eq (fun n k => F n k) (fun k hk2 => hct n k hk2)
"""


def test_bound_names_reads_every_binding_form() -> None:
    quantified, introduced = bound_names(BODY)
    assert quantified == {"n", "k", "i", "j"}
    assert introduced == {"hct", "k", "hk", "s1", "hinit", "i", "hi", "t", "hk2"}


@pytest.mark.parametrize(
    ("variables", "captured"),
    [
        ({"n", "x"}, []),  # n re-quantified by ∀ and substituted by the obtain: on purpose
        ({"n", "hk"}, ["hk"]),
        ({"n", "s1", "t"}, ["s1", "t"]),
        ({"n", "i", "j"}, ["i", "j"]),  # a ∀ or ∑ over another variable's name
        ({"n", "hk2", "hinit"}, ["hinit", "hk2"]),
    ],
)
def test_captured_names(variables: set[str], captured: list[str]) -> None:
    assert captured_names(BODY, variables, {"n"}) == captured


def _build(tmp_path: Path, var: str) -> tuple[bool, str]:
    path = tmp_path / f"c_{var}.lean"
    path.write_text(
        f"import Mathlib\n\ntheorem c_{var} (n {var} : ℕ) :\n"
        f"    ∑ k ∈ Finset.range (n + 1), {var} * Nat.choose n k = {var} * 2 ^ n := by\n"
        "  sorry\n",
        encoding="utf-8",
    )
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified, done.report.message
    sk = build_sketch(
        done.identity, done.reading, done.result.certificate, path.read_text("utf-8"), True
    )
    return sk.complete, sk.why_incomplete


@pytest.mark.parametrize("var", ["hk", "s1"])
def test_a_variable_named_like_a_proof_hypothesis_gets_no_complete_proof(
    tmp_path: Path, var: str
) -> None:
    complete, why = _build(tmp_path, var)
    assert not complete
    assert f"would rebind the statement's variable(s) {var} " in why


def test_the_same_statement_with_another_name_is_complete(tmp_path: Path) -> None:
    assert _build(tmp_path, "x") == (True, "")


@pytest.mark.parametrize(
    "head",
    [
        "theorem t{n hk : ℕ} : n = n",
        "theorem t(n hk : ℕ) : n = n",
        "theorem t (n hk : ℕ) : n = n",
        "theorem t\n    (n hk : ℕ) : n = n",
    ],
)
def test_the_theorem_is_found_whatever_follows_its_name(head: str) -> None:
    from wzprove.lean.parser import parse_text
    from wzprove.sketch.hygiene import theorem_captures

    (parsed,) = parse_text(head + " := by\n  sorry\n")
    text = "theorem t2 (hk : ℕ) : hk = hk := by\n  rfl\n\n" + head + " := by\n  intro n k hk\n"
    # found (not "(the theorem's proof is not in the text)"): n and hk rebound by the intro
    assert theorem_captures(text, parsed.identity, {"n"}) == ["hk", "n"]


def _prove_row(tmp_path: Path, text: str) -> dict:
    import json

    from click.testing import CliRunner

    from wzprove.cli import main

    path = tmp_path / "p.lean"
    path.write_text("import Mathlib\n\n" + text, encoding="utf-8")
    res = CliRunner().invoke(main, ["prove", str(path), "--json", "--out-dir", str(tmp_path)])
    (row,) = [json.loads(line) for line in res.stdout.splitlines()]
    return row


@pytest.mark.parametrize("pred", ["Nat.pred n", "n.pred"])
def test_a_statement_with_nat_pred_gets_no_complete_proof(tmp_path: Path, pred: str) -> None:
    """New-user run 12e (F-A): the split's `rw [show ((m + 1) - 1 : ℕ) = m by omega]` cannot
    match the goal's `Nat.pred (m + 1)`; the proof was reported complete."""
    row = _prove_row(
        tmp_path,
        f"theorem c8 (n : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), k * Nat.choose n k = "
        f"n * 2 ^ ({pred}) := by\n  sorry\n",
    )
    assert row["status"] == "certified" and row["proof"] != "complete"
    assert (
        "the statement writes Nat.pred, which the split's proof reads as n - 1" in (row["message"])
    )


def test_a_lemma_is_found_like_a_theorem(tmp_path: Path) -> None:
    """New-user run 12e (F-F): `lemma` gave "the theorem's proof is not in the text"."""
    row = _prove_row(
        tmp_path,
        "lemma e11 (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by\n  sorry\n",
    )
    assert (row["status"], row["proof"]) == ("certified", "complete")
