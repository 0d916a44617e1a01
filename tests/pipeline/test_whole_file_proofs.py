"""The proof files of the dedicated proof writers (case split, induction) are the whole input
file with the target's proof written in, and pass the audit ``wzprove check FILE --original
INPUT --theorem NAME`` runs (new-user run 12i, finding 2: they stopped at the target theorem,
and a case split added a top-level ``section`` of lemmas, which docs/design.md forbids).  The
audit's text part needs no Lean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wzprove.lean.audit import audit_text
from wzprove.lean.labels import replayed_label
from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.pipeline.placement import PlacementError, as_have, nested_proof

INPUT = """import Mathlib

open Finset BigOperators Nat

theorem before (n : ℕ) :
    ∑ k ∈ range (n + 1), (Nat.choose n k : ℚ) = 2 ^ n := by
  sorry

/-- a split at the ℕ subtraction `n - 1` -/
theorem W (n : ℕ) :
    ∑ k ∈ range (n + 1), Nat.choose (n - 1) k = 2 ^ (n - 1) := by
  sorry

theorem K (n : ℕ) :
    ∑ k ∈ range (n + 1), (k : ℚ) / (k : ℚ) = n := by
  sorry

theorem after (n : ℕ) :
    ∑ k ∈ range (n + 1), (Nat.choose n k : ℚ) * k = n * 2 ^ n / 2 := by
  sorry
"""


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
@pytest.mark.parametrize(("name", "method"), [("W", "case split"), ("K", "induction")])
def test_proof_file_is_the_whole_input_and_passes_the_audit(
    tmp_path: Path, name: str, method: str
) -> None:
    source = tmp_path / "input.lean"
    source.write_text(INPUT, encoding="utf-8")
    parsed = next(p for p in parse_file(source) if p.name == name)
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path / "out", falsity_time_s=0.5))
    assert (report.status, report.proof, report.method) == ("certified", "complete", method)
    text = Path(report.proof_file).read_text(encoding="utf-8")
    # the label names the theorem proved and the others, which keep their `sorry` here
    others = [t for t in ("before", "W", "K", "after") if t != name]
    assert text.startswith(replayed_label(name, others) + "import Mathlib\nimport Prover\n")
    # every theorem of the input, the other ones untouched, nothing added at top level
    assert [line.split()[1] for line in text.splitlines() if line.startswith("theorem ")] == [
        "before",
        "W",
        "K",
        "after",
    ]
    assert text.count("\n  sorry\n") == 3
    assert "\nsection" not in text and "\nend" not in text
    assert text.endswith(INPUT[INPUT.index("theorem after") :])
    # the audit `wzprove check … --original input.lean --theorem NAME` runs before Lean
    audit = audit_text(text, INPUT, name)
    assert audit.passed, audit.failures
    assert audit.targets == [name]
    if method == "case split":
        assert "/-- a split at the ℕ subtraction `n - 1` -/\ntheorem W (n : ℕ) :" in text
        assert "  have W_case1 : ∀ (m : ℕ),\n" in text
        assert "\n    exact W_case1 m\n" in text


def test_a_lemma_moved_into_the_proof_keeps_its_statement_and_steps() -> None:
    lemma = (
        "theorem t_case0 (m j : ℕ) (hc1 : 1 ≤ m) :\n    f m j = 0 := by\n"
        "  have h : m = m := rfl\n  omega\n"
    )
    assert as_have(lemma) == (
        "t_case0",
        "  have t_case0 : ∀ (m j : ℕ) (hc1 : 1 ≤ m),\n      f m j = 0 := by\n"
        "    intro m j hc1\n    have h : m = m := rfl\n    omega",
    )
    flat = (
        "import Mathlib\n\nsection\nopen BigOperators Nat Finset Real\n\n"
        + lemma
        + "\nend\n\ntheorem t (n : ℕ) : f n 0 = 0 := by\n  exact t_case0 n 0 (by omega)\n"
    )
    statement = "theorem t (n : ℕ) : f n 0 = 0"
    names, proof = nested_proof(flat, statement, lemmas=True)
    assert names == ["t_case0"]
    assert proof == as_have(lemma)[1] + "\n  exact t_case0 n 0 (by omega)"
    # a section that is not the writer's lemmas is refused, never moved
    with pytest.raises(PlacementError, match="holds more than lemmas"):
        nested_proof(flat.replace("theorem t_case0", "def t_case0"), statement, True)


def _flat(statement: str, use: str) -> str:
    return (
        "import Mathlib\n\nsection\nopen BigOperators Nat Finset Real\n\n"
        "theorem t_case0 (m : ℕ) : f m = 0 := by\n  omega\n\nend\n\n"
        + statement
        + f" := by\n  exact t_case0 {use}\n"
    )


@pytest.mark.parametrize("var", ["t_case0", "n"])
def test_a_lemma_named_like_a_variable_of_the_statement_is_refused(var: str) -> None:
    from types import SimpleNamespace

    from wzprove.pipeline.placement import placed

    statement = f"theorem t ({var} : ℕ) : f {var} = 0"
    identity = SimpleNamespace(
        name="t",
        statement=statement,
        header="import Mathlib\n\n",
        variables=[SimpleNamespace(name=var)],
        hypothesis_names=[],
    )
    if var == "t_case0":
        with pytest.raises(PlacementError, match="t_case0 are names of the statement"):
            placed(_flat(statement, var), identity, None)
        return
    text, original = placed(_flat(statement, var), identity, None)
    assert text.startswith("import Mathlib\nimport Prover\n\n" + statement + " := by\n")
    assert "  have t_case0 : ∀ (m : ℕ),\n      f m = 0 := by\n    intro m\n    omega\n" in text
    assert audit_text(text, original).passed


@pytest.mark.usefixtures("_no_lean")
@pytest.mark.parametrize(
    ("data", "name", "lemmas"),
    [
        ("linear_inputs", "pieces_row_plus_one", ["piece1", "piece2"]),
        ("complete_inputs", "closed_hyp_trinomial", ["case0_case0", "case0"]),
    ],
)
def test_every_compiled_lemma_a_proof_names_is_in_the_file(
    tmp_path: Path, data: str, name: str, lemmas: list[str]
) -> None:
    """A linearity proof whose writer puts lemmas before the theorem (pieces, closed forms
    under hypotheses) keeps them, moved in (a Lean review, review10 F1: they were dropped and
    the file named lemmas it did not have)."""
    source = Path(__file__).resolve().parents[1] / "data" / data / f"{name}.lean"
    (parsed,) = [p for p in parse_file(source) if p.name == name]
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path / "out", falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete"), report.message
    text = Path(report.proof_file).read_text(encoding="utf-8")
    for lemma in lemmas:
        assert f"  have {name}_{lemma} : " in text
    used = set(re.findall(rf"\b{name}_\w+", text))
    assert used == {f"{name}_{lemma}" for lemma in lemmas}
    assert audit_text(text, source.read_text(encoding="utf-8"), name).passed


def test_a_lemma_left_out_is_refused() -> None:
    from types import SimpleNamespace

    from wzprove.pipeline.placement import placed

    statement = "theorem t (n : ℕ) : f n = 0"
    identity = SimpleNamespace(
        name="t", statement=statement, header="", variables=[], hypothesis_names=[]
    )
    # a lemma before the writer's section: the proof would name what the file lacks
    flat = (
        "import Mathlib\n\ntheorem t_piece1 (m : ℕ) : f m = 0 := by\n  omega\n\n"
        "section\nopen BigOperators Nat Finset Real\n\n"
        "theorem t_piece2 (m : ℕ) : f m = 0 := by\n  omega\n\nend\n\n"
        f"{statement} := by\n  exact t_piece1 n\n"
    )
    with pytest.raises(PlacementError, match="left: t_piece1"):
        placed(flat, identity, None)


def test_a_lemma_between_the_section_and_the_theorem_is_moved_in_too() -> None:
    """sketch/region_shift.py writes the lemma `A = B + C` after the regions' section; the
    theorem's docstring after it stays the statement file's."""
    flat = (
        "import Mathlib\n\nsection\nopen BigOperators Nat Finset Real\n\n"
        "theorem t_case0_case0 (m : ℕ) : g m = 0 := by\n  omega\n\nend\n\n"
        "theorem t_case0 (m : ℕ) : f m = 0 := by\n  exact t_case0_case0 m\n\n"
        "/-- the theorem's own docstring -/\n"
        "theorem t (n : ℕ) : f n = 0 := by\n  exact t_case0 n\n"
    )
    names, proof = nested_proof(flat, "theorem t (n : ℕ) : f n = 0", lemmas=True)
    assert names == ["t_case0_case0", "t_case0"]
    assert "docstring" not in proof
    assert proof.endswith("    exact t_case0_case0 m\n  exact t_case0 n")
    with pytest.raises(PlacementError, match="other than lemmas"):
        nested_proof(
            flat.replace("\n\ntheorem t_case0 (", "\n\ndef x := 1\ntheorem t_case0 ("),
            "theorem t (n : ℕ) : f n = 0",
            True,
        )
