"""The linearity form "one operator" (:mod:`wzprove.sketch.complete_operator`) with one side
over ``range n`` and the other over ``Ico 1 (n + 1)`` (the shape of LCI Gould 1.11's sides):
the ``range n`` side at ``n := m + 1`` is a sum over ``range (m + 1)`` already, its parts'
summands unshifted in ``k`` and its conversion ``Finset.sum_congr`` alone; at ``n = 0`` it is
the empty ``range 0``.  The golden is replayed from its text
(:func:`wzprove.sketch.replay_operator.check_operator`) and changed steps must not replay.
LCI Gould 1.11 itself (its parts' certificates need no division by ``z`` or ``x``) is checked
for the premise of its proof (compiled: tests/sketch/test_complete_gould_1_11.py).

Regenerate after an intended change with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
import sympy

from wzprove.lean.parser import parse_file, parse_text
from wzprove.model.identity import Term
from wzprove.model.reading import read
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.complete_linear import linear_proof
from wzprove.sketch.complete_operator import _sides
from wzprove.sketch.complete_pieces import PiecesError, _lemma, additive
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.replay_operator import check_operator
from wzprove.sketch.terms import at, shift
from wzprove.wz.certify import certify

from .test_golden import compare_golden
from .written import written_from

DATA = Path(__file__).parent.parent / "data"
NAME = "operator_range_n"
INPUT = DATA / "linear_inputs" / f"{NAME}.lean"
GOLDEN = DATA / "linear" / f"{NAME}.lean"
LEMMAS = [f"{NAME}_rec{i}" for i in (1, 2, 3)]
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"


def test_golden_operator_proof_range_n_side() -> None:
    (parsed,) = parse_file(INPUT)
    done = certify_theorem(parsed, ProveOptions(timeout_s=20, falsity_time_s=0.3))
    assert done.report.method == "linearity" and done.report.linear["form"] == "one operator"
    text = linear_proof(done.identity, done.report.linear)
    assert [f"theorem {x} " in text for x in LEMMAS] == [True] * 3
    assert "have key := Prover.eq_of_recurrence_two 0 " in text and "sorry" not in text
    body = text[text.index(f"theorem {NAME} (") :]
    # the range n side: no rewrite; the Ico side: shifted by Finset.sum_Ico_eq_sum_range
    hc1 = body[body.index("  have hc1 ") : body.index("  have hc2 ")]
    assert "rw [" not in hc1 and "Finset.sum_congr rfl" in hc1
    hc2 = body[body.index("  have hc2 ") : body.index("  have hb ")]
    assert "rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel" in hc2
    compare_golden(GOLDEN, text, UPDATE)


def test_golden_operator_proof_range_n_side_replays() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    check_operator(text, NAME, LEMMAS)
    report = replay_theorem(text, NAME)
    done = {s.have for s in report.steps if s.ok and s.kind == "linear-combination"}
    assert done == {"hb", "hb0", "hb1"}
    for lemma in LEMMAS:
        assert replay_theorem(text, lemma).ok


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the range n side's conversion written with the Ico side's rewrites
        (
            "    intro m\n    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)\n"
            "  have hc2",
            "    intro m\n    rw [Finset.sum_Ico_eq_sum_range, Nat.add_sub_cancel]\n"
            "    all_goals exact Finset.sum_congr rfl (fun k _ => by ring)\n  have hc2",
            "hc1: the tactic lines",
        ),
        # the part's summand shifted in k as the Ico side's are: not the side's summand
        (
            "= (∑ k ∈ Finset.range (m + 1 : ℕ), ((x ^ (k + 1 : ℕ)) / (((k : ℕ) : ℝ) + 1))"
            " : ℝ) := by",
            "= (∑ k ∈ Finset.range (m + 1 : ℕ), ((x ^ ((1 + k) + 1 : ℕ)) / (((1 + k : ℕ) : ℝ)"
            " + 1)) : ℝ) := by",
            "hc1: the parts do not add up",
        ),
        # the range side read one further (range (m + 1 + 1)): not the side at n := m + 1
        (
            "  have hc1 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 : ℕ)",
            "  have hc1 : ∀ m : ℕ, (∑ k ∈ Finset.range (m + 1 + 1 : ℕ)",
            "hc1: the left side is not",
        ),
    ],
)
def test_a_changed_range_n_step_is_caught(old: str, new: str, why: str) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    body = text.index(f"theorem {NAME} (")
    assert old in text[body:]
    bad = text[:body] + text[body:].replace(old, new, 1)
    with pytest.raises(PiecesError, match=why):
        check_operator(bad, NAME, LEMMAS)


def test_prove_writes_the_range_n_operator_proof(tmp_path: Path) -> None:
    (parsed,) = parse_file(INPUT)
    report = prove_theorem(parsed, ProveOptions(timeout_s=30, out_dir=tmp_path))
    assert report.status == "certified" and report.proof == "complete", report.message
    written = Path(report.proof_file).read_text(encoding="utf-8")
    assert written == written_from(GOLDEN.read_text(encoding="utf-8"), parsed)


def test_gould_1_11_parts_need_no_division_by_z_or_x() -> None:
    # LCI Gould 1.11 (`Ring.choose z k`, `Ring.choose (z - k) (n - k)` at a real z) is
    # certified with z generic; its Lean proof by one operator may not divide by anything
    # that vanishes for some real z or x.  Each part's certificate, relative to the summand
    # F(n, k), has denominators in n and k alone (nonzero on the range 0 ≤ k ≤ n), so every
    # telescoping step is an identity with polynomial coefficients in z and x, using
    # `Prover.ring_choose_succ_mul` (k + 1 step of `Ring.choose z k`, n step of the right
    # side) and `Prover.ring_choose_succ_succ_mul` (its k step, which absorbs `k + 1 - z`)
    stmt = (
        "theorem Gould_identity_1_11 {x z: ℝ} (n : ℕ) :\n"
        "  ∑ k ∈ Finset.range n, (Ring.choose z k) * (x^(n - k) / (n - k)) =\n"
        "  ∑ k ∈ Finset.Ico 1 (n + 1), (Ring.choose (z - k) (n - k)) * (((x + 1) ^ k - 1) / k)"
        " := by\n  sorry\n"
    )
    (parsed,) = parse_text(stmt)
    identity = parsed.identity
    sides, b = _sides(identity, "n")
    assert b == 1 and [sh for _, _, sh in sides] == [0, 1]  # range n beside Ico 1 (n + 1)
    orders, free = [], []
    for side, _, sh in sides:
        for part in additive(side.args[2]):
            k = side.value.index
            one_k = Term("add", (Term.lit(1), Term.var(k)), "ℕ")
            F = at(part, {"n": shift("n", 1), k: one_k} if sh else {"n": shift("n", 1)})
            binder = replace(side.value, kind="range")  # as complete_operator._part sums it
            base = Term("sum", (Term.lit(0), shift("n", 1), F), "ℝ", binder)
            _, lemma = _lemma(identity, "part", base, Term.lit(0, "ℝ"))
            reading = read(lemma.identity)
            res = certify(
                reading.lhs,
                None,
                var=reading.symbols["n"],
                timeout=30,
                lower_bounds={},
                domains=dict(reading.domains),
            )
            assert res.status == "certified", res.message
            cert = res.certificate.to_dict()
            n_, k_ = sympy.Symbol(cert["variable"]), sympy.Symbol(cert["index"])
            summand, R = sympy.sympify(cert["summand"]), sympy.sympify(cert["R"])
            J = len(res.recurrence.coefficients) - 1
            orders.append(J)
            ratios = [summand.subs(n_, n_ + j) / summand for j in range(1, J + 1)]
            ratios += [R.subs(k_, k_ + 1) * summand.subs(k_, k_ + 1) / summand, R]
            for r in ratios:
                den = sympy.denom(sympy.factor(sympy.combsimp(r.rewrite(sympy.gamma))))
                free.append({s.name for s in den.free_symbols} <= {n_.name, k_.name})
    assert orders == [2, 2, 1]
    assert free == [True] * len(free)
