"""The telescoper step proved by two cases (:mod:`wzprove.sketch.step_cases`) and its replay
(:mod:`wzprove.sketch.replay_cases`, the vanishing case by :mod:`wzprove.sketch.replay_lead`),
on the golden proof of Gould (16.3), whose step holds ``C(x + y + z − (k + 1), …)``: the
subtraction truncates where ``x + y + z ≤ k``, inside the range ``k < n``."""

from __future__ import annotations

from pathlib import Path

import pytest

from wzprove.model.identity import Term
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.replay_steps import Omega
from wzprove.sketch.step_cases import guard_of, vanishing_lines

GOLDEN = Path(__file__).parent.parent / "data" / "complete" / "gould_16_3.lean"
NAME = "gould_16_3"


def _text() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def _failed(text: str) -> list:
    return [s for s in replay_theorem(text, NAME).steps if not s.ok]


def _add(*ts: Term) -> Term:
    out = ts[0]
    for t in ts[1:]:
        out = Term("add", (out, t), "ℕ")
    return out


N = _add(Term.var("x"), Term.var("y"), Term.var("z"))
K1 = _add(Term.var("k"), Term.lit(1))
TYPES = {v: "ℕ" for v in ("n", "k", "x", "y", "z")}


def test_the_cases_and_the_step_replay() -> None:
    report = replay_theorem(_text(), NAME)
    by_have = {h: [s for s in report.steps if s.have == h] for h in ("hcase1", "hcase2", "hct")}
    for have, steps in by_have.items():
        assert steps and all(s.ok for s in steps), (have, [s.detail for s in steps if not s.ok])
    assert {s.kind for s in by_have["hcase2"]} == {"side-condition", "vanishing"}
    assert [(s.kind, s.step) for s in by_have["hct"]] == [
        ("application", "hcase1"),
        ("application", "hcase2"),
    ]
    # the boundary's `C(x + y + z − n, n − n) = 1` by `Nat.sub_self` (choose_zero)
    assert "(n - n) : ℕ) : ℝ) = (1 : ℝ) := by rw [Nat.sub_self, Nat.choose_zero_right" in _text()


@pytest.mark.parametrize(
    ("old", "new", "have"),
    [
        # the cases swapped: hcase2 needs x + y + z ≤ k, the first bullet has k < x + y + z
        (
            "· exact hcase1 n k hk hc\n    · exact hcase2 n k hk hc",
            "· exact hcase2 n k hk hc\n    · exact hcase1 n k hk hc",
            "hct",
        ),
        # another guard than the cases' hypotheses
        (
            "rcases Nat.lt_or_ge (k) (((x + y) + z : ℕ)) with hc | hc",
            "rcases Nat.lt_or_ge (k + 1) (((x + y) + z : ℕ)) with hc | hc",
            "hct",
        ),
        # a binomial whose bound does not follow: C(y, k + 1) is not 0 for y = k + 1
        ("(show y < (k + 1 : ℕ) by omega)", "(show y < (k : ℕ) by omega)", "hcase2"),
    ],
)
def test_a_changed_case_does_not_replay(old: str, new: str, have: str) -> None:
    text = _text()
    assert old in text
    failed = _failed(text.replace(old, new, 1))
    assert failed and {s.have for s in failed} == {have}, [(s.have, s.detail) for s in failed]


def test_the_vanishing_case_needs_a_zero_in_every_term() -> None:
    # only C(y, k + 1) = 0: H(n, k) = −(x − k)(y − k)·F(n, k) does not vanish by it
    text = _text()
    old = (
        "rewrite [Nat.choose_eq_zero_of_lt (show y < (k + 1 : ℕ) by omega), "
        "Nat.choose_eq_zero_of_lt (show (((x + y) + z) - k : ℕ) < (n - k : ℕ) by omega)]"
    )
    assert old in text
    bad = text.replace(old, "rewrite [Nat.choose_eq_zero_of_lt (show y < (k + 1 : ℕ) by omega)]")
    failed = _failed(bad)
    assert [(s.have, s.kind) for s in failed] == [("hcase2", "vanishing")]
    assert "does not make both sides 0" in failed[0].detail


def test_the_vanishing_case_needs_its_hypothesis() -> None:
    # without x + y + z ≤ k nothing truncates: y < k + 1 no longer follows, and the
    # statement is false (the grid)
    text = _text()
    old = "have hcase2 : ∀ n k : ℕ, k < n → ((x + y) + z : ℕ) ≤ k → "
    assert old in text
    bad = text.replace(old, "have hcase2 : ∀ n k : ℕ, k < n → k ≤ ((x + y) + z : ℕ) → ", 1)
    failed = [s for s in _failed(bad) if s.have == "hcase2"]
    assert any(s.kind == "side-condition" for s in failed)


def test_omega_reads_a_truncated_subtraction_as_zero() -> None:
    # x + y + z ≤ k, k < n: (x + y + z) − k is 0 < n − k; without the first it may be 5
    lt = Term("lt", (Term.var("k"), Term.var("n")), "Prop")
    le = Term("le", (N, Term.var("k")), "Prop")
    u = Term("sub", (N, Term.var("k")), "ℕ")
    low = Term("sub", (Term.var("n"), Term.var("k")), "ℕ")
    assert Omega.of([lt, le], TYPES).proves("<", u, low)[0]
    assert not Omega.of([lt], TYPES).proves("<", u, low)[0]


def test_the_guard_is_read_off_the_truncating_subtraction() -> None:
    # C(x + y + z − (k + 1), n − (k + 1)) under k < n: the guard k < x + y + z
    b = Term("choose", (Term("sub", (N, K1), "ℕ"), Term("sub", (Term.var("n"), K1), "ℕ")), "ℕ")
    lhs = Term("cast", (b,), "ℝ")
    hyp = (Term.var("k"), Term.var("n"))
    assert guard_of(lhs, Term.lit(0, "ℝ"), "ℝ", hyp) == (Term.var("k"), N)
    # outside the guard: C(x, k + 1) = 0 makes the term 0; a term with no zero is refused
    zero = Term("cast", (Term("choose", (Term.var("x"), K1), "ℕ"),), "ℝ")
    hyps = [Term("lt", hyp, "Prop"), Term("le", (N, Term.var("k")), "Prop")]
    lines = vanishing_lines(Term("mul", (zero, lhs), "ℝ"), Term.lit(0, "ℝ"), hyps, TYPES)
    assert lines[0].startswith("rewrite [Nat.choose_eq_zero_of_lt (show x < (k + 1 : ℕ)")
    assert lines[1] == "simp"
    plain = Term("cast", (Term("choose", (Term.var("x"), Term.var("k")), "ℕ"),), "ℝ")
    with pytest.raises(Exception, match="does not vanish"):
        vanishing_lines(plain, Term.lit(0, "ℝ"), hyps, TYPES)
