"""A statement certified by the *same recurrence* gets the sum's Zeilberger proof over its own
right side (issue 14, item 3; :mod:`wzprove.sketch.induction_recurrence`): wzprove-100
beyond_fibonacci_diagonal, ``Σ_k C(n − k, k) = fib (n + 1)``, whose ``hr`` and ``hinit`` hold
``Nat.fib`` atoms tied by ``Prover.cast_fib_step`` and valued by ``decide``
(:mod:`wzprove.sketch.fib_facts`).  The golden is replayed, and a changed Fibonacci argument,
value or coefficient must not replay.  Regenerate with
``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem, prove_theorem
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.induction_proof import InductionProofError
from wzprove.sketch.induction_recurrence import induction_text, recurrence_proof
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay import replay_theorem

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "same_recurrence_fib_diagonal"
INPUT = DATA / "induction_inputs" / f"{NAME}.lean"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
OPTS = ProveOptions(timeout_s=30, falsity_time_s=0.3)
BLOCKS = {"hct0", "hct", "hlead", "hr", "hinit"}


def _certified():
    (parsed,) = parse_file(INPUT)
    done = certify_theorem(parsed, OPTS)
    assert done.report.status == "certified", done.report.message
    assert done.report.induction["kind"] == "recurrence"
    return done


def _replay(text: str):
    report = replay_theorem(text, NAME)
    return report, [(s.have, s.kind, s.detail) for s in report.steps if not s.ok]


def test_golden_same_recurrence_proof() -> None:
    done = _certified()
    text = recurrence_proof(done.identity, done.report.induction)
    assert text == induction_text(done.identity, done.report.induction)
    assert "Prover.sum_eq_of_telescoper_two" in text and "sorry" not in text.split(NAME, 1)[1]
    compare_golden(GOLDEN, text, UPDATE)


def test_golden_same_recurrence_replays() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    report, failed = _replay(text)
    assert report.ok and not failed, failed
    assert {s.have for s in report.steps} == BLOCKS | {"(closing)"}
    kinds = {(s.have, s.kind) for s in report.steps}
    # the Fibonacci step's side conditions, and the values fib 1 = fib 2 = 1 evaluated
    assert ("hr", "side-condition") in kinds and ("hinit", "evaluation") in kinds
    assert "Prover.cast_fib_step (α := ℚ) ((n + 1 : ℕ)) (((n + 1) + 1 : ℕ))" in text
    assert "(show Nat.fib ((1 + 1 : ℕ)) = 1 by decide)" in text


def test_a_changed_fib_argument_does_not_replay() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    good = "(((n + 1) + 1 : ℕ)) (((n + 2) + 1 : ℕ)) (by omega) (by omega)"
    assert good in text
    bad = text.replace(good, "(((n + 1) + 1 : ℕ)) (((n + 2) + 2 : ℕ)) (by omega) (by omega)")
    report, failed = _replay(bad)
    assert not report.ok
    assert failed and all(h == "hr" for h, _, _ in failed)
    assert "side-condition" in {k for _, k, _ in failed}


def test_a_changed_fib_value_does_not_replay() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    good = (
        "((Nat.fib (1 + 1) : ℕ) : ℚ) = (1 : ℚ) := by exact_mod_cast (show Nat.fib ((1 + 1 : ℕ)) = 1"
    )
    assert good in text
    bad = text.replace(good, good.replace("(1 : ℚ)", "(2 : ℚ)").replace(")) = 1", ")) = 2"))
    report, failed = _replay(bad)
    assert not report.ok
    assert ("hinit", "evaluation", "fib((1 + 1)) = 1, not 2") in failed


def test_a_changed_coefficient_in_hr_does_not_replay() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    start = text.index("  have hr : ")
    m = re.compile(r"linear_combination \(norm := \(push_cast; ring1\)\) .*?\((-?\d+) : ").search(
        text, start
    )
    assert m is not None
    bad = text[: m.start(1)] + str(int(m.group(1)) + 1) + text[m.end(1) :]
    report, failed = _replay(bad)
    assert failed and all(h == "hr" and k == "linear-combination" for h, k, _ in failed)
    assert "remainder" in failed[0][2]


def test_prove_writes_the_complete_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUT)
    report = prove_theorem(
        parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3, out_dir=str(tmp_path))
    )
    assert report.status == "certified" and report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written.endswith(GOLDEN.read_text(encoding="utf-8").split(f"theorem {NAME}", 1)[1])


def test_a_false_right_side_gets_no_proof() -> None:
    # fib n satisfies the same recurrence but differs at n = 0 (0 ≠ 1): never certified, and
    # the compiler refuses its record's initial values
    done = _certified()
    (wrong,) = parse_text(
        f"theorem {NAME} (n : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), Nat.choose (n - k) k = "
        "Nat.fib n := by\n  sorry\n"
    )
    assert certify_theorem(wrong, OPTS).report.status != "certified"
    with pytest.raises(InductionProofError, match="fails at n = 0"):
        recurrence_proof(wrong.identity, done.report.induction)


def _fib(e: Term) -> Term:
    return Term("cast", (Term("fib", (e,), "ℕ"),), "ℚ")


def _n(c: int) -> Term:
    return Term("add", (Term.var("n"), Term.lit(c)), "ℕ")


def test_fib_facts_close_a_true_equation_and_refuse_a_false_one() -> None:
    # fib (n + 4) = fib (n + 1) + 2 fib (n + 2): two steps down to the two smallest offsets
    rhs = Term("add", (_fib(_n(1)), Term("mul", (Term.lit(2, "ℚ"), _fib(_n(2))), "ℚ")), "ℚ")
    step = combination(_fib(_n(4)), rhs, "ℚ", {"n": "ℕ"})
    assert sum("Prover.cast_fib_step" in f.proof for f in step.facts) == 2
    wrong = Term("add", (_fib(_n(1)), _fib(_n(2))), "ℚ")
    with pytest.raises(AtomError, match="does not follow"):
        combination(_fib(_n(4)), wrong, "ℚ", {"n": "ℕ"})
