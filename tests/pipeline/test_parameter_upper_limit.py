"""Sums whose upper limit has a parameter after a substitution for a hypothesis or a ℕ
difference (``m = j + 1 + q``, ``n = r + m``): the pointwise check on the line ``k = hi + 1``
moving with the parameter (wzprove.wz.verify.values), initial values whose sum has a
parameter in its range (wzprove.wz.support), and a sum every term of which is 0 under Lean's
semantics (wzprove.model.trunc_cases.simplify_zero).  Each certified statement is evaluated
exactly under Lean's semantics on a grid with far points; perturbed false ones are not
certified even without the falsity search."""

from __future__ import annotations

import itertools
from fractions import Fraction

import sympy
from sympy import Sum, binomial

from wzprove.lean.parser import parse_text
from wzprove.model.hyp_cases import hypothesis_split
from wzprove.model.trunc_cases import simplify_zero, truncation_split
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.report import ProveReport
from wzprove.pipeline.split import certify_split
from wzprove.wz.param_cases import equal_for_parameters

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

#: wzprove-100 (benchmarks/identities/parameters.lean)
INVERSE = (
    "theorem param_inverse_relation (m j : ℕ) (h : j < m) :\n    ∑ k ∈ Finset.range (m + 1), "
    "(-1 : ℝ) ^ k * Nat.choose m k * Nat.choose k j = 0"
)
#: LC-test test_003_1
LC_003_1 = (
    "theorem test_003_1 {n r : ℕ} : ∑ k ∈ Finset.range (n + 1), Nat.choose n k * "
    "Nat.choose k r * 2 ^ k = 2 ^ r * 3 ^ (n - r) * Nat.choose n r"
)


def _parsed(text: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return parsed


def _grid_holds(text: str, top: int, far: list[tuple[int, int]]) -> None:
    identity = _parsed(text).identity
    names = [v.name for v in identity.variables]
    held = 0
    for a, b in [*itertools.product(range(top), repeat=2), *far]:
        verdict = identity.holds_at({names[0]: Fraction(a), names[1]: Fraction(b)})
        assert verdict is not False, (a, b)
        held += verdict is True
    assert held >= top


def test_inverse_relation_is_certified_and_true_on_a_grid() -> None:
    report = certify_theorem(_parsed(INVERSE), OPTS).report
    assert report.status == "certified", report.message
    assert report.split["cases"][0]["substitution"] == "m = j + 1 + q"
    _grid_holds(INVERSE, 12, [(30, 7), (41, 40), (25, 0)])


def test_a_false_sum_with_a_parameter_in_its_upper_limit_is_not_certified() -> None:
    # with 2^k the sum is C(m, j) 2^j (-1)^m, never 0: the split alone, no falsity search
    text = INVERSE.replace("Nat.choose k j = 0", "Nat.choose k j * 2 ^ k = 0")
    identity = _parsed(text).identity
    assert identity.holds_at({"m": Fraction(3), "j": Fraction(1)}) is False
    split = hypothesis_split(identity)
    assert split is not None
    report = ProveReport(name="T", status="error")
    certify_split(report, identity, split, OPTS)
    assert report.status != "certified", report.message


def test_lc_003_1_is_certified_in_both_difference_cases_and_true_on_a_grid() -> None:
    report = certify_theorem(_parsed(LC_003_1), OPTS).report
    assert report.status == "certified", report.message
    cases = report.split["cases"]
    assert [c["substitution"] for c in cases] == ["n = r + m", "r = n + 1 + m"]
    assert cases[0]["method"] == "zeilberger"
    assert cases[1]["message"] == "both sides simplify to the same term"
    _grid_holds(LC_003_1, 10, [(20, 3), (3, 20), (17, 17)])


def test_a_false_difference_case_is_not_certified() -> None:
    # 3^(n - r) made 3^(n - r + 1): false in the case n = r + m (at n = r = 0: 1 vs 3)
    text = LC_003_1.replace("3 ^ (n - r)", "3 ^ (n - r + 1)")
    identity = _parsed(text).identity
    split = truncation_split(identity)
    assert split is not None and split.kind == "difference"
    report = ProveReport(name="T", status="error")
    certify_split(report, identity, split, OPTS)
    assert report.status != "certified", report.message


def test_a_sum_of_binomials_zero_on_the_whole_range_simplifies_to_zero() -> None:
    names = {"n", "m"}
    # C(k, n + 1 + m) with k ≤ n: every term is 0 under Lean's semantics
    zero = _parsed(
        "theorem t (n m : ℕ) : ∑ k ∈ Finset.range (n + 1), "
        "Nat.choose n k * Nat.choose k (n + 1 + m) * 2 ^ k = 0"
    ).identity
    assert simplify_zero(zero.lhs, names).op == "lit"
    # up to k = n + 1 the last term C(n + 1, n + 1 + m) is 1 at m = 0: not simplified
    kept = _parsed(
        "theorem t (n m : ℕ) : ∑ k ∈ Finset.range (n + 2), "
        "Nat.choose n k * Nat.choose k (n + 1 + m) * 2 ^ k = 0"
    ).identity
    assert simplify_zero(kept.lhs, names).op == "sum"


def test_initial_values_with_a_parameter_in_the_range() -> None:
    k, r = sympy.symbols("k r", integer=True, nonnegative=True)
    # one term survives, k = r (C(0, r - k)); then k = r (C(k, r) with k ≤ r)
    one = Sum((-1) ** k * binomial(0, r - k) ** 2 * binomial(2 * r, k), (k, 0, r))
    assert equal_for_parameters(one, (-1) ** r * binomial(2 * r, r), {}, {r: 0})[0] is True
    two = Sum(2**k * binomial(k, r) * binomial(r, k), (k, 0, r))
    assert equal_for_parameters(two, 2**r, {}, {r: 0})[0] is True
    assert equal_for_parameters(two, 2**r + 1, {}, {r: 0})[0] is not True
    # C(1, r - k): the terms k = r - 1, r, where k = r - 1 is in 0..r only for r ≥ 1 (split)
    three = Sum(binomial(1, r - k) * binomial(r, k), (k, 0, r))
    assert equal_for_parameters(three, r + 1, {}, {r: 0})[0] is True
    assert equal_for_parameters(three, r + 2, {}, {r: 0}) == (False, "r = 0: 1 != 2")
    assert equal_for_parameters(three, 2 * r + 1, {}, {r: 0})[0] is not True
    # no window: a sum over 0..r of C(r, k) is not evaluated
    assert equal_for_parameters(Sum(binomial(r, k), (k, 0, r)), 2**r, {}, {r: 0})[0] is None
