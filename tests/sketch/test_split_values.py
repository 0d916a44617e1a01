"""Value cases at a field (``norm_num``) and decided ``if`` tests (``if_neg``) in the proof of
a truncation split (wzprove.sketch.split_values), on the golden proof of Gould 3.92 over ℝ
(tests/data/complete/split_trunc_value_test.lean, written and replayed by
tests/sketch/test_split_trunc_proof.py): its wrapper's text, mutations the replay must catch,
and the forms that are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Identity, Term
from wzprove.pipeline import ProveOptions, prove_theorem
from wzprove.sketch.split_proof import SplitProofError
from wzprove.sketch.split_trunc_proof import replay_trunc_wrapper
from wzprove.sketch.split_values import check_value, decided_tests, value_branch

from .written import written_from

DATA = Path(__file__).parent.parent / "data"
NAME = "split_trunc_value_test"


def _golden() -> str:
    return (DATA / "complete" / f"{NAME}.lean").read_text(encoding="utf-8")


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed" and parsed.identity is not None, parsed.message
    return parsed.identity


def test_the_wrapper_evaluates_the_value_and_decides_the_test() -> None:
    assert _golden().endswith(
        " := by\n"
        "  rcases Nat.lt_or_ge n 1 with hsplit | hsplit\n"
        "  · interval_cases n\n"
        "    · norm_num [Finset.sum_range_succ]\n"
        "  · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩\n"
        "    rw [if_neg (show ¬(((m + 1 : ℕ) : ℕ) = (0 : ℕ)) by omega)]\n"
        f"    exact {NAME}_case1 m\n"
    )


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # a test that is not the statement's, or one that holds for some m
        ("= (0 : ℕ)) by omega", "= (1 : ℕ)) by omega", "no test"),
        ("(((m + 1 : ℕ) : ℕ) = (0 : ℕ))", "((m : ℕ) = (0 : ℕ))", "no test"),
        # the test left undecided: the sides are not the case lemma's
        ("    rw [if_neg (show ¬(((m + 1 : ℕ) : ℕ) = (0 : ℕ)) by omega)]\n", "", "case lemma"),
        # `decide` cannot decide an equation in ℝ
        ("    · norm_num [Finset.sum_range_succ]", "    · decide", "not each decided"),
    ],
)
def test_a_wrong_step_fails_the_replay(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    with pytest.raises(SplitProofError, match=why):
        replay_trunc_wrapper(text.replace(old, new, 1), NAME, "truncation")


def test_a_value_case_is_checked_exactly() -> None:
    # the right side's value at n = 0 changed: -1 ≠ -2
    text = _golden().replace("then (-1) else 0 := by", "then (-2) else 0 := by")
    with pytest.raises(SplitProofError, match="n = 0: the sides are not equal"):
        replay_trunc_wrapper(text, NAME, "truncation")


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        # C(4, 2) = 6 holds, but no simp lemma evaluates it: not left to norm_num
        ("theorem t (n : ℕ) : (Nat.choose (n + 4) 2 : ℚ) = (n + 4) * (n + 3) / 2", "C\\(4, 2\\)"),
        ("theorem t (n : ℕ) : (n : ℚ) = 1", "the sides are not equal"),
        ("theorem t (n : ℕ) : ((Nat.fib (n + 3)) : ℚ) = 2", "fib"),
        ("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 20), (k : ℝ) = 190", "short range"),
    ],
)
def test_value_cases_norm_num_may_not_close_are_refused(statement: str, why: str) -> None:
    with pytest.raises(SplitProofError, match=why):
        check_value(_identity(statement), "n", 0)


def test_value_cases_at_a_field_are_written_with_norm_num() -> None:
    row = "∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) = 2 ^ n"
    ident = _identity(f"theorem t (n : ℕ) : {row}")
    assert value_branch(ident, "n", (0, 1)) == [
        "  · interval_cases n",
        "    · norm_num [Finset.sum_range_succ]",
        "    · norm_num [Finset.sum_range_succ]",
    ]
    with pytest.raises(SplitProofError, match="bounds the value cases"):
        value_branch(_identity("theorem t (n : ℕ) (h : n ≠ 5) : (n : ℚ) = n"), "n", (0,))


def test_only_tests_false_for_every_m_are_decided() -> None:
    m = Term.var("m")
    one = Term.lit(1)
    plus = Term("add", (m, one), "ℕ")

    def test(a: Term, b: Term) -> Term:
        cond = Term("eq", (a, b), "Prop")
        return Term("ite", (cond, Term.lit(-1, "ℚ"), Term.lit(0, "ℚ")), "ℚ")

    never, sometimes = test(plus, Term.lit(0)), test(m, one)
    texts, sides = decided_tests([never, sometimes], "m", [])
    assert texts == ["if_neg (show ¬(((m + 1 : ℕ) : ℕ) = (0 : ℕ)) by omega)"]
    assert sides == [Term.lit(0, "ℚ"), sometimes]


@pytest.fixture
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


@pytest.mark.usefixtures("_no_lean")
def test_prove_writes_the_split_with_a_value_case_at_a_field(tmp_path: Path) -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    report = prove_theorem(parsed, ProveOptions(out_dir=tmp_path, falsity_time_s=0.5))
    assert (report.status, report.proof) == ("certified", "complete")
    assert report.proof_file is not None
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(_golden(), parsed)
