"""The prelude verifier gives the kernel's verdicts (real Lean 4.35 front end, no mocks)."""

from __future__ import annotations

import pytest

from wzprove.bootstrap.prelude_tasks import PRELUDE_HEADER, make_tasks, numeral, value
from wzprove.bootstrap.prompts import make_item

pytestmark = pytest.mark.lean


@pytest.fixture(scope="module")
def verifier(prelude_lean):
    from wzprove.bootstrap.verifier import PreludeVerifier

    with PreludeVerifier(workers=2) as v:
        yield v


def test_true_goals_check_false_goals_do_not(verifier) -> None:
    items = make_tasks(n_true=4, n_false=2, seed=5)
    pairs = [(it, " Eq.refl _") for it in items]
    verdicts = verifier.verify_many(pairs)
    for it, v in zip(items, verdicts, strict=True):
        assert v.ok == it.meta["true"], (it.statement, v)
        assert v.kind == ("ok" if it.meta["true"] else "error")
    # the explicit proof needs the right value: 2 + 1 = 3, not 4
    it = make_item("Eq (N.add (N.s (N.s N.z)) (N.s N.z)) (N.s (N.s (N.s N.z)))", "prelude-eq",
                   PRELUDE_HEADER)  # fmt: skip
    assert verifier.verify(it, f"Eq.refl {numeral(3)}").ok
    wrong = verifier.verify(it, f"Eq.refl {numeral(4)}")
    assert not wrong.ok and wrong.kind == "error" and "mismatch" in wrong.detail
    assert value("mul", 3, 2) == 6


def test_untrusted_text_is_refused(verifier) -> None:
    it = make_tasks(1, 0, seed=0)[0]
    before = verifier.lean_runs
    v = verifier.verify(it, "Eq.refl _\naxiom cheat : False")
    assert (v.ok, v.kind) == (False, "screened")
    assert verifier.verify(it, "sorry").kind == "screened"
    assert verifier.lean_runs == before  # screened text never reaches Lean


def test_axiom_use_is_refused_even_when_lean_accepts(verifier) -> None:
    header = PRELUDE_HEADER + "\naxiom cheat : Eq N.z (N.s N.z)"
    it = make_item("Eq N.z (N.s N.z)", "prelude-eq", header)
    v = verifier.verify(it, "cheat")
    assert (v.ok, v.kind) == (False, "axioms") and "cheat" in v.detail


def test_cache_repeats_verdicts_without_lean(verifier) -> None:
    it = make_tasks(1, 0, seed=9)[0]
    first = verifier.verify(it, " Eq.refl _")
    runs = verifier.lean_runs
    assert verifier.verify(it, "Eq.refl _  ") == first and verifier.lean_runs == runs
