"""The replay model's folding of ℕ / ℤ literal arithmetic (review16b,
:func:`wzprove.sketch.ring_model.fold_int_literals`) keeps a negative ℤ literal as the
elaborator writes it, ``neg`` of a literal: folding ``(-1 : ℤ)`` to a literal ``-1`` made the
goal's ``(-1) ^ (k + 1)`` a different ``ring1`` atom from the facts' one, and the Gosper proof of
``Σ (-1)^k C(n, k) = 0`` (wzprove-100 ``alternating_choose``) stopped replaying."""

from __future__ import annotations

from pathlib import Path

from wzprove.lean.parser import parse_file
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.ring_model import fold_int_literals

NEG_ONE = Term("neg", (Term.lit(1, "ℤ"),), "ℤ")


def test_a_negative_literal_stays_as_written() -> None:
    power = Term("pow", (NEG_ONE, Term.var("k")), "ℤ")
    assert fold_int_literals(NEG_ONE) == NEG_ONE
    assert fold_int_literals(power) == power


def test_arithmetic_with_a_negative_result_is_written_as_neg() -> None:
    three = Term("sub", (Term.lit(1, "ℤ"), Term.lit(4, "ℤ")), "ℤ")
    assert fold_int_literals(three) == Term("neg", (Term.lit(3, "ℤ"),), "ℤ")
    # a negative literal inside arithmetic is folded with its value
    assert fold_int_literals(Term("add", (NEG_ONE, Term.lit(3, "ℤ")), "ℤ")) == Term.lit(2, "ℤ")
    assert fold_int_literals(Term("mul", (NEG_ONE, Term.lit(3, "ℤ")), "ℤ")) == Term(
        "neg", (Term.lit(3, "ℤ"),), "ℤ"
    )
    # ℕ truncates
    nat = Term("sub", (Term.lit(1), Term.lit(4)), "ℕ")
    assert fold_int_literals(nat) == Term.lit(0)


def test_the_alternating_row_sum_gets_its_complete_proof(tmp_path: Path) -> None:
    path = tmp_path / "alt.lean"
    path.write_text(
        "theorem alternating_choose (n : ℕ) (h : 1 ≤ n) :\n"
        "    ∑ k ∈ Finset.range (n + 1), (-1 : ℤ) ^ k * Nat.choose n k = 0 := by sorry\n",
        encoding="utf-8",
    )
    (parsed,) = parse_file(path)
    report = prove_theorem(parsed, ProveOptions(timeout_s=60, out_dir=tmp_path))
    assert report.status == "certified" and report.proof == "complete", report.message
    assert "sorry" not in Path(report.proof_file).read_text(encoding="utf-8").split(":= by", 1)[1]
