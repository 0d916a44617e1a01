"""A negated comparison in a hypothesis is the comparison it states (issue 12): ``¬ (n < 100)``
and ``¬ n < 100`` are the bound ``n ≥ 100``, ``¬ (100 ≤ n)`` is ``n < 100``, read as facts by
the reading, the truncation split and the counterexample search exactly like the plain forms,
so a statement true only where the hypothesis holds is never called false or left untested."""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.commands.refute import refute_identity
from wzprove.lean.parser import parse_text
from wzprove.model.reading import linear_facts, lower_bounds
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

#: true exactly where n ≥ 100 (ℕ subtraction truncates below)
TRUNC = "theorem t (n : ℕ) (h : {hyp}) : ((n - 100 : ℕ) : ℤ) = (n : ℤ) - 100 := by sorry"
SUM = (
    "theorem t (n : ℕ) (h : {hyp}) :\n"
    "    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℤ) * ((n - 100 : ℕ) : ℤ) =\n"
    "      2 ^ n * ((n : ℤ) - 100) := by sorry"
)
#: Gauss's sum plus 1: false everywhere, first at n = 100 under the hypothesis
GAUSS_WRONG = "theorem t (n : ℕ) (h : {hyp}) : ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2 + 1"

AT_LEAST_100 = ["100 ≤ n", "¬ (n < 100)", "¬ n < 100", "¬ (100 > n)"]


def _identity(text: str, hyp: str):  # noqa: ANN202 - an Identity
    (parsed,) = parse_text(text.format(hyp=hyp))
    assert parsed.status == "parsed", parsed.message
    return parsed


@pytest.mark.parametrize("hyp", AT_LEAST_100)
def test_a_negated_bound_is_a_lower_bound(hyp: str) -> None:
    identity = _identity(TRUNC, hyp).identity
    assert lower_bounds(identity) == {"n": 100}
    assert [str(f) for f in linear_facts(identity)] == ["n - 100"]


def test_a_negated_lower_bound_is_an_upper_bound() -> None:
    identity = _identity(TRUNC, "¬ (100 ≤ n)").identity
    assert lower_bounds(identity) == {"n": 0}
    assert [str(f) for f in linear_facts(identity)] == ["99 - n"]


@pytest.mark.parametrize("text", [TRUNC, SUM])
@pytest.mark.parametrize("hyp", AT_LEAST_100)
def test_statements_true_only_where_the_negation_holds_are_certified(text: str, hyp: str) -> None:
    parsed = _identity(text, hyp)
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    for n in (99, 100, 137):  # false below 100, true from 100 on
        assert parsed.identity.holds_at({"n": Fraction(n)}) is (None if n < 100 else True)


@pytest.mark.parametrize("hyp", AT_LEAST_100)
def test_refute_searches_where_the_negated_bound_holds(hyp: str) -> None:
    wrong = refute_identity(_identity(GAUSS_WRONG, hyp).identity, max_points=60)
    assert wrong.status == "false", wrong.message
    assert wrong.counterexample == {"n": "100"}
    right = refute_identity(_identity(TRUNC, hyp).identity, max_points=60)
    assert right.status == "no-counterexample", right.message
    assert right.points_checked == 60
