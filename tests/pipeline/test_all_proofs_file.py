"""New-user run 15, M2: a file with several theorems gave one proof file per theorem, each
with the others still ``sorry``; ``prove`` now also writes ``Proofs/<InputStem>.lean``, the
input with every complete proof written in (:mod:`wzprove.pipeline.whole_file`), which the
audit of ``wzprove check --original INPUT --theorem NAME`` accepts for each theorem it proves.
Real runs of ``prove`` (no Lean toolchain), the files read back, the audit on them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.commands.check import check
from wzprove.lean.audit import audit_text, find_targets, normalize
from wzprove.lean.labels import UNCHECKED_LABEL, combined_label, replayed_label
from wzprove.pipeline import ProveOptions, prove

ROOT = Path(__file__).resolve().parents[2]
BOTH = (ROOT / "examples" / "central_binomial.lean").read_text(encoding="utf-8")

#: sum_choose_sq is proved; s_fin (a sum over a type) is out of scope
ONE_LEFT = """import Mathlib

open Finset

theorem sum_choose_sq (n : ℕ) :
    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) ^ 2 = Nat.choose (2 * n) n := by
  sorry

theorem s_fin (n : ℕ) : ∑ k : Fin (n + 1), (Nat.choose n k : ℝ) = 2 ^ n := by
  sorry
"""


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _prove(tmp_path: Path, text: str, theorem: str | None = None) -> tuple[Path, list]:
    source = tmp_path / "two_ids.lean"
    source.write_text(text, encoding="utf-8")
    opts = ProveOptions(out_dir=tmp_path / "out", timeout_s=60, falsity_time_s=0.5)
    return source, list(prove(source, opts, theorem=theorem))


def _body(text: str, name: str) -> str:
    (t,) = find_targets(normalize(text), name)
    return normalize(text)[t.sep_end : t.body_end]


def test_both_complete_gives_one_file_with_no_sorry(tmp_path: Path) -> None:
    source, reports = _prove(tmp_path, BOTH)
    assert [(r.status, r.proof) for r in reports] == [("certified", "complete")] * 2
    path = tmp_path / "out" / "Proofs" / "TwoIds.lean"
    assert reports[-1].all_proofs_file == str(path)
    text = path.read_text(encoding="utf-8")
    label = combined_label(
        [("sum_choose_sq", "SumChooseSq.lean"), ("vandermonde", "Vandermonde.lean")]
    )
    assert text.startswith(label + "import Mathlib\nimport Prover\n")
    assert "sorry" not in text
    for r in reports:
        # each body is the one of the theorem's own file, copied
        own = Path(r.proof_file).read_text(encoding="utf-8")
        assert "sorry" not in _body(own, r.name) and _body(text, r.name) == _body(own, r.name)
        # the audit of `check --original INPUT --theorem NAME` (no toolchain: the text audit)
        assert audit_text(text, BOTH, r.name).passed
        res = check(path, source, theorem=r.name)
        assert (res.status, res.reason, res.audit) == ("error", "no-lean", [])
        assert f"the text audit alone passed for {r.name}" in res.message
    # the per-theorem files keep the other theorem's `sorry` and say so in their label
    own = Path(reports[0].proof_file).read_text(encoding="utf-8")
    assert "COMPLETE PROOF of `sum_choose_sq`" in own.split("-/", 1)[0]
    assert "keep their `sorry` here: `vandermonde`" in own.split("-/", 1)[0].replace("\n   ", " ")
    assert _body(own, "vandermonde").split() == ["by", "sorry"]


def test_an_out_of_scope_theorem_keeps_its_sorry_and_is_named(tmp_path: Path) -> None:
    source, reports = _prove(tmp_path, ONE_LEFT)
    assert [(r.name, r.status, r.proof) for r in reports] == [
        ("sum_choose_sq", "certified", "complete"),
        ("s_fin", "out-of-scope", "none"),
    ]
    text = Path(reports[0].all_proofs_file).read_text(encoding="utf-8")
    assert text.startswith(combined_label([("sum_choose_sq", "SumChooseSq.lean")], ["s_fin"]))
    assert "No complete proof of `s_fin`: it keeps its `sorry`." in text.replace("\n   ", " ")
    assert _body(text, "s_fin").split() == ["by", "sorry"] and "sorry" not in _body(
        text, "sum_choose_sq"
    )
    assert audit_text(text, ONE_LEFT, "sum_choose_sq").passed
    assert [f.rule for f in audit_text(text, ONE_LEFT, "s_fin").failures] == ["sorry"]
    # without --theorem every `sorry` theorem is a target: the whole file is not proved
    assert [f.rule for f in check(reports[0].all_proofs_file, source).audit] == ["sorry"]


def test_the_audit_still_holds_the_other_proofs_to_its_rules() -> None:
    """The other theorem's body may change (it gets its proof), nothing else: a command in
    it, a changed statement or a changed line outside the proofs is caught."""
    good = BOTH.replace("  sorry", "  simp", 1)  # some proof of sum_choose_sq
    assert audit_text(good, BOTH, "vandermonde").failures[0].rule == "sorry"
    good = good.replace("  sorry", "  norm_num", 1)
    assert audit_text(good, BOTH, "vandermonde").passed
    assert audit_text(good, BOTH, "sum_choose_sq").passed
    mutants = [
        ("  simp", "  simp\n#exit", "top-level-command"),
        ("  simp", "  simp\naxiom cheat : False", "top-level-command"),
        ("  simp", "  native_decide", "native_decide"),
        ("= Nat.choose (2 * n) n := by", "= Nat.choose (2 * n) n + 0 := by", "statement-changed"),
        ("import Mathlib\n", "import Mathlib\ndef c := 1\n", "original-changed"),
        ("/-- Vandermonde", "def c := 1\n/-- Vandermonde", "top-level-command"),
    ]
    for old, new, rule in mutants:
        cand = good.replace(old, new, 1)
        assert cand != good
        assert [f.rule for f in audit_text(cand, BOTH, "vandermonde").failures] == [rule], new


def test_one_theorem_or_a_chosen_theorem_writes_no_extra_file(tmp_path: Path) -> None:
    _, reports = _prove(tmp_path, BOTH, theorem="vandermonde")
    assert reports[0].proof == "complete" and reports[0].all_proofs_file is None
    assert sorted(p.name for p in (tmp_path / "out" / "Proofs").iterdir()) == ["Vandermonde.lean"]


def test_the_cli_names_the_file(tmp_path: Path) -> None:
    source = tmp_path / "two_ids.lean"
    source.write_text(BOTH, encoding="utf-8")
    res = CliRunner().invoke(main, ["prove", str(source), "--json", "--out-dir", str(tmp_path)])
    assert res.exit_code == 0, res.output
    rows = [json.loads(line) for line in res.stdout.splitlines()]
    path = str(tmp_path / "Proofs" / "TwoIds.lean")
    assert [r["all_proofs_file"] for r in rows] == [path, path]
    assert f"every complete proof in one file: {path} (sum_choose_sq, vandermonde)" in res.stderr


def test_an_input_named_as_a_theorem_gets_a_file_of_its_own(tmp_path: Path) -> None:
    source = tmp_path / "sum_choose_sq.lean"  # its module name is the first theorem's
    source.write_text(BOTH, encoding="utf-8")
    opts = ProveOptions(out_dir=tmp_path / "out", timeout_s=60, falsity_time_s=0.5)
    reports = list(prove(source, opts))
    whole = Path(reports[-1].all_proofs_file)
    assert whole.name.startswith("SumChooseSq_") and whole.name != "SumChooseSq.lean"
    assert {Path(r.proof_file).name for r in reports} == {"SumChooseSq.lean", "Vandermonde.lean"}
    assert "sorry" not in whole.read_text(encoding="utf-8")


def test_a_label_is_dropped_unless_the_original_starts_with_it() -> None:
    """An input that is itself a labelled output of ``prove`` (a partial file) keeps its own
    label; the label of the new file above it is dropped."""
    orig = UNCHECKED_LABEL + "theorem t : True := sorry\n"
    proof = "theorem t : True := trivial\n"
    assert audit_text(replayed_label("t") + UNCHECKED_LABEL + proof, orig, "t").passed
    assert audit_text(UNCHECKED_LABEL + proof, orig, "t").passed
    # a comment of the user's own, or a label that is not one closed comment, is no label
    bad = ["/- my note -/\n", "/- wzprove: /- nested -/ -/\n", "/- wzprove: unclosed\n"]
    for head in bad:
        fails = audit_text(head + UNCHECKED_LABEL + proof, orig, "t").failures
        assert [f.rule for f in fails] == ["original-changed"], head
