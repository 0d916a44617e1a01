"""The audit's text rules, one test per rule, and the comment / string masking.

No Lean needed: the audit reads text. The original is a Mathlib-style statement file;
each candidate changes one thing.
"""

from __future__ import annotations

import pytest

from wzprove.lean.audit import audit_lean, audit_text, checked_copy, find_targets
from wzprove.lean.messages import Message
from wzprove.lean.textmask import mask

ORIGINAL = """import Mathlib

open Finset BigOperators

/-- the summand -/
noncomputable def F (n k : ℕ) : ℚ := (n.choose k : ℚ) / 2 ^ n

/-- Row sums of Pascal's triangle. -/
theorem sum_choose (n : ℕ) : ∑ k ∈ range (n + 1), (n.choose k : ℚ) = 2 ^ n := by
  sorry
"""

PROOF = """by
  -- a comment that says sorry must not count
  have h := Nat.sum_range_choose n /- and /- nested -/ sorry -/
  exact_mod_cast h
"""


def cand(proof: str = PROOF, original: str = ORIGINAL) -> str:
    """The original with its proof replaced by ``proof``."""
    return original.replace("by\n  sorry\n", proof)


def rules(candidate: str, original: str | None = ORIGINAL) -> list[str]:
    return [f.rule for f in audit_text(candidate, original).failures]


def test_honest_candidate_passes() -> None:
    res = audit_text(cand(), ORIGINAL)
    assert res.passed, res.failures
    assert res.targets == ["sum_choose"]


def test_whitespace_in_statement_and_crlf_are_fine() -> None:
    c = cand().replace("theorem sum_choose (n : ℕ) :", "theorem sum_choose  (n : ℕ)\n    :")
    assert rules(c) == []
    assert rules(cand().replace("\n", "\r\n")) == []


@pytest.mark.parametrize(
    "change",
    [
        ("import Mathlib\n", "import Mathlib\nimport Foo\n"),  # import added
        ("open Finset BigOperators", "open Finset"),  # open changed
        ("/-- the summand -/\n", ""),  # docstring removed
        (": ℚ := (n.choose k : ℚ) / 2 ^ n", ": ℚ := 0"),  # definition changed
        ("/-- Row sums", "#eval (1 : ℕ)\n/-- Row sums"),  # top-level #eval before
        ("/-- Row sums", "set_option debug.skipKernelTC true in\n/-- Row sums"),
        ("/-- Row sums", "open Classical in\n/-- Row sums"),  # open ... in trick
        ("/-- Row sums", "axiom cheat : False\n/-- Row sums"),
        ("/-- Row sums", "@[implemented_by id] def g (x : ℕ) := x\n/-- Row sums"),
    ],
)
def test_original_text_must_stay_verbatim(change: tuple[str, str]) -> None:
    c = cand().replace(*change, 1)
    assert rules(c) == ["original-changed"]


def test_statement_change_is_caught() -> None:
    c = cand().replace("= 2 ^ n := by", "= 2 ^ n + 0 := by")
    assert rules(c) == ["statement-changed"]
    c = cand().replace("(n : ℕ) :", "(n : ℕ) (h : n = 0) :")
    assert rules(c) == ["statement-changed"]


def test_renamed_target_is_missing() -> None:
    assert rules(cand().replace("theorem sum_choose", "theorem sum_choose'")) == ["target-missing"]


@pytest.mark.parametrize(
    ("snippet", "rule"),
    [
        ("sorry", "sorry"),
        ("admit", "admit"),
        ("native_decide", "native_decide"),
        ("decide +native", "native_decide"),
        ("exact Lean.ofReduceBool _ _ rfl", "native-code"),
        ("set_option debug.skipKernelTC true in\n  simp", "set-option-debug"),
        ("run_tac pure ()", "meta-code"),
        ("simp\n\n#eval IO.println 1", "top-level-command"),
        ("simp\n#exit", "top-level-command"),
        ("simp\nrun_cmd pure ()", "top-level-command"),
        ("simp\naxiom cheat : False", "top-level-command"),
        ('simp\n@[extern "f"] opaque f : Nat', "top-level-command"),
        ('simp\nmacro "x" : tactic => `(tactic| rfl)', "top-level-command"),
        ('simp\nelab "x" : tactic => pure ()', "meta-code"),
        ('simp\nsyntax "x" : tactic', "top-level-command"),
        ('simp\nnotation "x" => 1', "top-level-command"),
        ("simp\ninstance : Inhabited Nat := ⟨0⟩", "top-level-command"),
        ("simp\ndef g := 1", "top-level-command"),
        ("simp\ntheorem extra : True := trivial", "top-level-command"),
        ("simp\nlemma extra : True := trivial", "top-level-command"),
        ("simp\nattribute [simp] Nat.add_comm", "top-level-command"),
        ('simp\nlocal notation "x" => 1', "top-level-command"),
    ],
)
def test_forbidden_in_proof(snippet: str, rule: str) -> None:
    c = cand(f"by\n  {snippet}\n")
    assert rule in rules(c)


def test_allowed_in_proof() -> None:
    ok = "by\n  open Finset in\n  set_option maxHeartbeats 400000 in\n  simp [#[1, 2].size]\n"
    assert rules(cand(ok)) == []


@pytest.mark.parametrize(
    "proof",
    [
        "by\n  -- sorry\n  simp\n",
        "by\n  /- nested /- sorry -/ still a comment: sorry -/\n  simp\n",
        'by\n  have : "sorry" = "sorry" := rfl\n  simp\n',
        'by\n  have := r#"sorry "admit""#\n  simp\n',
        "by\n  have := h'.trans h''\n  simp\n",
    ],
)
def test_comments_and_strings_raise_no_alarm(proof: str) -> None:
    assert rules(cand(proof)) == []


@pytest.mark.parametrize(
    "proof",
    [
        'by\n  have := "-- not a comment" ; sorry\n',  # a string does not start a comment
        "by\n  /- -/ sorry\n",  # the comment is closed
        "by\n  have := '\"' ; sorry\n",  # a char literal quote does not open a string
        'by\n  have := s!"{sorry}"\n',  # interpolation is code
        'by\n  have := s!"{ "" ++ (sorry : String) }"\n',
        "by\n  /- /- -/ -/ sorry\n",  # nesting is counted
    ],
)
def test_comments_and_strings_hide_nothing(proof: str) -> None:
    assert "sorry" in rules(cand(proof))


def test_without_original_only_in_proof_rules() -> None:
    text = "theorem t : True := by\n  trivial\n#eval 1\n"
    assert rules(text, None) == []
    assert rules("theorem t : True := by\n  sorry\n", None) == ["sorry"]
    assert audit_text("theorem t : True := trivial\n").targets == ["t"]


def test_namespaced_targets_and_suffix() -> None:
    orig = "namespace Foo\n\ntheorem a : True := sorry\n\ntheorem b : True := sorry\n\nend Foo\n"
    assert [t.full_name for t in find_targets(orig)] == ["Foo.a", "Foo.b"]
    good = orig.replace("sorry", "by\n  trivial")
    res = audit_text(good, orig)
    assert res.passed and res.targets == ["Foo.a", "Foo.b"]
    assert rules(good.replace("end Foo", "end Foo\n#eval 1"), orig) == ["original-changed"]
    assert rules(good.replace("end Foo", "#eval 1\nend Foo"), orig) == ["top-level-command"]
    assert rules(good.replace("\nend Foo\n", "\n"), orig) == ["original-changed"]


def test_mask_keeps_offsets() -> None:
    text = 'a /- x\n -/ b -- c\n"s\\"t" \'x\''
    m = mask(text)
    assert len(m) == len(text) and m.count("\n") == text.count("\n")
    assert "x" not in m.replace("'", "") and "c" not in m


def test_lean_rules_on_messages() -> None:
    text, lines = checked_copy("theorem t : True := trivial", ["t"])
    assert text.endswith("#print axioms t\n")
    line = max(lines)
    assert text.splitlines()[line - 1] == "#print axioms t"
    ok = [Message("information", line, 0, "'t' depends on axioms: [propext, Quot.sound]")]
    assert audit_lean(ok, lines) == ([], {"t": ["propext", "Quot.sound"]})
    bad = [Message("information", line, 0, "'t' depends on axioms: [propext, sorryAx]")]
    assert [f.rule for f in audit_lean(bad, lines)[0]] == ["axioms"]
    assert [f.rule for f in audit_lean([], lines)[0]] == ["axioms-missing"]
    err = [Message("error", 1, 20, "unknown identifier 'trivial'"), *ok]
    assert [f.rule for f in audit_lean(err, lines)[0]] == ["lean-error"]


def test_import_of_our_library_is_the_one_allowed_addition() -> None:
    orig = "import Mathlib\n\ntheorem t : True := by\n  sorry\n"
    ok = "import Mathlib\nimport Prover\n\ntheorem t : True := by\n  trivial\n"
    assert audit_text(ok, orig).passed
    other = "import Mathlib\nimport Evil\n\ntheorem t : True := by\n  trivial\n"
    assert [f.rule for f in audit_text(other, orig).failures] == ["original-changed"]
    late = "import Mathlib\n\ntheorem t : True := by\n  trivial\nimport Prover\n"
    assert not audit_text(late, orig).passed


def test_failure_lines_account_for_the_dropped_import() -> None:
    orig = "import Mathlib\n\ntheorem t : True := by\n  sorry\n"
    cand = "import Mathlib\nimport Prover\n\ntheorem t : True := by\n  sorry\n"
    (failure,) = audit_text(cand, orig).failures
    assert failure.rule == "sorry" and failure.line == 5
