"""The audit's statement/proof boundary and trusted-import rule, value by value (added after a
mutation run over ``lean/audit.py``: each mutant that let a cheat through, or refused an honest
file, is killed here)."""

from __future__ import annotations

from wzprove.lean.audit import _drop_trusted_imports, _proof_sep, audit_text
from wzprove.lean.textmask import mask


def sep(text: str) -> str | None:
    """The text after the proof's ``:=`` of the first theorem (whose name is ``t``)."""
    masked = mask(text)
    end = _proof_sep(masked, masked.index(" t") + 2)
    return None if end is None else text[end:]


def test_proof_separator_skips_let_and_have_in_the_statement() -> None:
    assert sep("theorem t : 1 = 1 := rfl") == " rfl"
    assert sep("theorem t : let a := 1; a = 1 := rfl") == " rfl"
    assert sep("theorem t : let a := 1; let b := 2; a + b = 3 := rfl") == " rfl"
    assert sep("theorem t : have h : 1 = 1 := rfl; True := trivial") == " trivial"
    assert sep("theorem t : let a := 1; have h : a = a := rfl; a = 1 := rfl") == " rfl"
    # nested: two binders wait for their `:=` at once
    assert sep("theorem t : have h : let a := 1; a = 1 := rfl; True := trivial") == " trivial"


def test_proof_separator_skips_brackets() -> None:
    assert sep("theorem t (f : ℕ → ℕ := fun x => (x)) : f 0 = 0 := rfl") == " rfl"
    assert sep("theorem t (a : ℕ := ((1) + 1)) (b : ℕ := 2) : a = b := rfl") == " rfl"
    assert sep("theorem t : g { x := 1, y := (2) } = 0 := by simp") == " by simp"
    assert sep("theorem t : p { x := ((1)), y := 2 } := rfl") == " rfl"
    assert sep("theorem t (h : [(1 : ℕ)] = [1]) : True := trivial") == " trivial"


def test_proof_separator_stops_at_the_next_declaration() -> None:
    assert sep("theorem t : True\ntheorem u : True := trivial") is None
    assert sep("theorem t : True") is None
    assert sep("theorem t : True :") is None


def test_changed_statement_after_a_let_is_caught() -> None:
    orig = "theorem t : let a := 1; a = 1 := by\n  sorry\n"
    honest = "theorem t : let a := 1; a = 1 := by\n  intro a\n  rfl\n"
    assert audit_text(honest, orig).passed
    for cheat in [
        "theorem t : let a := 1; True := by\n  trivial\n",
        "theorem t : let a := 1; let b := 2; True := by\n  trivial\n",
        "theorem t : let a := 1; have h : True := trivial; True := by\n  trivial\n",
    ]:
        assert [f.rule for f in audit_text(cheat, orig).failures] == ["statement-changed"]
    orig2 = "theorem t : have h : 1 = 1 := rfl; 2 = 2 := by\n  sorry\n"
    cheat2 = "theorem t : have h : 1 = 1 := rfl; True := by\n  trivial\n"
    assert [f.rule for f in audit_text(cheat2, orig2).failures] == ["statement-changed"]


def test_trusted_imports_dropped_only_from_the_header() -> None:
    orig = "import Mathlib\n-- a comment\n\ntheorem t : True := by\n  sorry\n"
    assert _drop_trusted_imports(
        "import Mathlib\n-- a comment\nimport Prover\nimport Prover.Sketch\n\ntheorem t", orig
    ) == ("import Mathlib\n-- a comment\n\ntheorem t", 2)
    # an import Prover the original has is part of the original, not dropped
    orig_p = "import Mathlib\nimport Prover\n\ntheorem t : True := by\n  sorry\n"
    assert _drop_trusted_imports(orig_p, orig_p) == (orig_p, 0)
    assert audit_text(orig_p.replace("sorry", "trivial"), orig_p).passed
    # after the first line of code the header is over
    late = "import Mathlib\ntheorem t : True := by\nimport Prover\n  trivial\n"
    assert _drop_trusted_imports(late, "import Mathlib\n") == (late, 0)
    # anything but the library itself is no trusted import
    for line in ["import ProverEvil", "import Prover.", "import Prover Evil", " import Prover"]:
        text = f"import Mathlib\n{line}\n\ntheorem t"
        assert _drop_trusted_imports(text, "import Mathlib\n") == (text, 0), line


def test_failure_lines_count_every_dropped_import() -> None:
    orig = "import Mathlib\n\ntheorem t : True := by\n  sorry\n"
    cand = "import Mathlib\nimport Prover\nimport Prover.Sketch\n\n" + orig.split("\n\n", 1)[1]
    (failure,) = audit_text(cand, orig).failures
    assert (failure.rule, failure.line) == ("sorry", 6)
