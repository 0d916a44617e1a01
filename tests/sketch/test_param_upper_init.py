"""A sum whose upper bound holds a parameter (:func:`wzprove.sketch.common._linear_param`) and
its initial value with only the top term nonzero (:mod:`wzprove.sketch.complete_init`): LCI
Gould_identity_6_26, ``n ≥ r`` made ``n = r + m`` (:mod:`wzprove.sketch.hyp_proof`), the case
``∑ k ∈ range (r + m + 1), …`` by creative telescoping in ``m`` with ``u m = r + m``
(``Prover.sum_eq_of_telescoper_one_step_one``), ``hinit`` at ``m = 0`` by ``hzero`` (the factor
``C(2r − 2r, r − k)`` vanishes for ``k < r``), ``htop`` and ``Prover.sum_range_succ_eq_top``.
The golden is replayed (the wrapper on the model, every step of the case lemma); a changed step
must not replay.  Regenerate with ``WZPROVE_UPDATE_GOLDEN=1 pytest tests/sketch``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import sympy

from wzprove.lean.parser import parse_file
from wzprove.model.identity import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.split import _split_proof_text
from wzprove.sketch.common import _linear_param
from wzprove.sketch.hyp_proof import replay_hypothesis_wrapper
from wzprove.sketch.linear_common import LinearProofError, check_replay
from wzprove.sketch.replay_steps import drop_add_zero

from .test_golden import compare_golden

DATA = Path(__file__).parent.parent / "data"
NAME = "hyp_param_upper_gould_6_26"
GOLDEN = DATA / "complete" / f"{NAME}.lean"
UPDATE = os.environ.get("WZPROVE_UPDATE_GOLDEN") == "1"
LEMMA = f"{NAME}_case0"


def _golden() -> str:
    return GOLDEN.read_text(encoding="utf-8")


def _nat(op: str, a: Term, b: Term) -> Term:
    return Term(op, (a, b), "ℕ")


def test_linear_param_reads_a_parameter_in_the_constant() -> None:
    m, r = Term.var("m", "ℕ"), Term.var("r", "ℕ")
    two = Term.lit(2)
    assert _linear_param(_nat("add", r, m), "m") == (1, sympy.Symbol("r"))
    assert _linear_param(_nat("add", _nat("mul", two, m), _nat("mul", two, r)), "m") == (
        2,
        2 * sympy.Symbol("r"),
    )
    assert _linear_param(_nat("mul", m, r), "m") is None  # not linear with numeral factors
    assert _linear_param(_nat("sub", r, m), "m") is None  # a truncated subtraction


def test_drop_add_zero_only_where_lean_reduces() -> None:
    r, zero = Term.var("r", "ℕ"), Term.lit(0)
    assert drop_add_zero(_nat("mul", Term.lit(2), _nat("add", r, zero))) == _nat(
        "mul", Term.lit(2), r
    )
    # `Nat.add 0 r` does not unfold (`Nat.add` recurses on its second argument)
    assert drop_add_zero(_nat("add", zero, r)) == _nat("add", zero, r)


def test_golden_param_upper_split_proof() -> None:
    (parsed,) = parse_file(DATA / "complete_inputs" / f"{NAME}.lean")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.3)
    done = certify_theorem(parsed, opts)
    assert done.split_certified, done.report.message
    assert done.split.split.kind == "hypothesis"
    compare_golden(GOLDEN, _split_proof_text(done.identity, done.split, opts), UPDATE)


def test_golden_param_upper_replays() -> None:
    text = _golden()
    assert "sorry" not in text
    replay_hypothesis_wrapper(text, NAME)
    check_replay(text, LEMMA)
    body = text[text.index(f"theorem {LEMMA} ") :]
    assert "Prover.sum_eq_of_telescoper_one_step_one" in body
    assert "    · show ∑ k ∈ Finset.range (r + 1), " in body
    assert "exact (Prover.sum_range_succ_eq_top (fun k => " in body
    assert ") r hzero).trans htop\n" in body


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        # the vanishing factor at a bound the hypothesis k < r does not give
        (
            "show (((2 * r) - (2 * r) : ℕ)) < ((r - k : ℕ)) by omega",
            "show (((2 * r) - (2 * r) : ℕ)) < ((r - (k + 1) : ℕ)) by omega",
            "hzero",
        ),
        # the shown goal with `0 + r`: not the goal up to defeq (`Nat.add 0 r` is stuck)
        (
            "· show ∑ k ∈ Finset.range (r + 1), ",
            "· show ∑ k ∈ Finset.range ((0 + r) + 1), ",
            "hinit",
        ),
        # the top term at another index
        (") r hzero).trans htop", ") (r + 1) hzero).trans htop", "hinit"),
        # the two haves exchanged
        (") r hzero).trans htop", ") r htop).trans hzero", "hinit"),
        # hzero's range one term longer: then it is false at k = r
        ("have hzero : ∀ k : ℕ, k < r →", "have hzero : ∀ k : ℕ, k < r + 1 →", "hzero"),
    ],
)
def test_a_changed_initial_value_step_is_caught(old: str, new: str, why: str) -> None:
    text = _golden()
    assert old in text
    bad = text.replace(old, new, 1)
    with pytest.raises(LinearProofError, match=why):
        check_replay(bad, LEMMA)


def test_a_changed_htop_coefficient_is_caught() -> None:
    text = _golden()
    start = text.index("  have htop : ")
    line = text.index("linear_combination (norm := (push_cast; ring1)) (", start)
    at = line + len("linear_combination (norm := (push_cast; ring1)) (")
    bad = text[:at] + "(2 : ℝ) * " + text[at:]
    with pytest.raises(LinearProofError, match="htop"):
        check_replay(bad, LEMMA)
