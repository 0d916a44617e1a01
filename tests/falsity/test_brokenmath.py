"""The BrokenMath-style suite (benchmarks/brokenmath): its plain evaluator settles the
truth of every item, and wzprove flags every false variant with a confirmed counterexample."""

import importlib.util
import sys
from pathlib import Path

import pytest

SUITE = Path(__file__).resolve().parents[2] / "benchmarks" / "brokenmath" / "suite.py"


@pytest.fixture(scope="module")
def suite():
    spec = importlib.util.spec_from_file_location("brokenmath_suite", SUITE)
    module = importlib.util.module_from_spec(spec)
    sys.modules["brokenmath_suite"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def items(suite):
    out = suite.build_items(suite.read_originals(SUITE.parent / "originals.lean"))
    for item in out:
        suite.settle(item)
    return out


def test_plain_evaluator_follows_lean_rules(suite) -> None:
    assert suite.nsub(2, 5) == 0 and suite.ndiv(7, 2) == 3 and suite.ndiv(7, 0) == 0
    assert suite.C(3, 5) == 0 and suite.fdiv(1, 0) == 0 and suite.fdiv(1, 4) * 4 == 1
    # Finset.Ico lo hi: empty when hi ≤ lo; Σ_{k < 3} C(2, k) = 4
    assert suite.S(2, 2, lambda k: 1) == 0 and suite.S(0, 3, lambda k: suite.C(2, k)) == 4


def test_suite_has_enough_false_variants_and_true_originals(items) -> None:
    originals = [i for i in items if i.kind == "original"]
    assert len(originals) >= 20 and not any(i.truly_false for i in originals)
    false_variants = [i for i in items if i.kind != "original" and i.truly_false]
    assert len(false_variants) >= 60
    kinds = {i.kind for i in false_variants}
    assert {"off-by-one", "dropped hypothesis", "flipped sign", "ℕ division introduced"} <= kinds
    # a variant that stays true under Lean's semantics is kept as a true case
    kept = {i.name for i in items if i.kind != "original" and not i.truly_false}
    assert {"sum_choose_sq_pos_v1", "telescoping_rat_v2", "sum_choose_real_v2"} <= kept


def test_every_false_variant_is_detected(suite, items) -> None:
    false_items = [i for i in items if i.truly_false]
    suite.run_wzprove(false_items, time_limit=1.0, seed=0)
    missed = [i.name for i in false_items if not (i.status == "false" and i.confirmed)]
    assert missed == []
