"""Certification by linearity (issue 15, item 2; wzprove.pipeline.linear, wzprove.model.linear):
a factor before a sum, a summand that is a sum of terms, recurrence statements with several
shifted sums, a closed-form identity without sums.  Every certified statement is also checked
by exact evaluation under Lean's semantics here; false variants are never certified.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.linear import decompose, group_shifts, never_zero
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.linear import certify_linear

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

DELANNOY = (
    "theorem rec_delannoy (n : ℕ) :\n    ((n : ℚ) + 2) * ∑ k ∈ Finset.range (n + 3),\n"
    "        (Nat.choose (n + 2) k : ℚ) * Nat.choose (n + 2 + k) k =\n"
    "      {c} * (2 * (n : ℚ) + 3) * ∑ k ∈ Finset.range (n + 2),\n"
    "          (Nat.choose (n + 1) k : ℚ) * Nat.choose (n + 1 + k) k -\n"
    "        ((n : ℚ) + 1) * ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * "
    "Nat.choose (n + k) k := by\n  sorry\n"
)
FACTOR = (
    "theorem f (n : ℕ) :\n  2 * ∑ k ∈ Finset.range (n + 1), (n.choose k : ℚ) = {rhs} := by sorry\n"
)
SPLIT = (
    "theorem s (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), ((n.choose k : ℚ) + 1) = {rhs} := "
    "by sorry\n"
)
Z59 = (
    "theorem Gould_identity_Z_59 (x n : ℕ) :\n  (Nat.choose (x + n) n : ℝ) * "
    "(Nat.choose (2 * x + 2 * n) (x + n)) =\n  (Nat.choose (x + 2 * n) n) * "
    "(Nat.choose (2 * x + 2 * n) {b})"
)


def _run(text: str):
    (parsed,) = parse_text(text, "t.lean")
    return parsed, certify_theorem(parsed, OPTS).report


def _holds_on_grid(parsed, size: int = 7) -> None:
    from itertools import product

    names = [v.name for v in parsed.identity.variables]
    for point in product(range(size), repeat=len(names)):
        env = {nm: Fraction(v) for nm, v in zip(names, point, strict=True)}
        assert parsed.identity.holds_at(env) is not False, env


def test_recurrence_statement_certified_and_checked() -> None:
    parsed, report = _run(DELANNOY.format(c="3"))
    assert report.status == "certified", report.message
    assert report.method == "linearity" and report.proof == "none"
    assert report.linear["form"] == "recurrence"
    assert report.linear["main"]["factor"] == "1"
    _holds_on_grid(parsed, 12)


def test_recurrence_statement_false_variant_not_certified() -> None:
    _, report = _run(DELANNOY.format(c="4"))
    assert report.status != "certified"


def test_factor_before_a_sum() -> None:
    parsed, report = _run(FACTOR.format(rhs="2 ^ (n + 1)"))
    assert report.status == "certified", report.message
    assert report.linear["form"] == "factor"
    n = sympy.Symbol("n", integer=True, nonnegative=True)
    target = sympy.sympify(report.linear["main"]["rhs"], locals={"n": n})
    assert sympy.simplify(target - 2**n) == 0
    _holds_on_grid(parsed)
    _, wrong = _run(FACTOR.format(rhs="2 ^ n"))
    assert wrong.status != "certified"


def test_summand_that_is_a_sum_of_terms() -> None:
    parsed, report = _run(SPLIT.format(rhs="2 ^ n + n + 1"))
    assert report.status == "certified", report.message
    assert [row["closed_form"] for row in report.linear["closed_forms"]] == ["n + 1"]
    _holds_on_grid(parsed)
    _, wrong = _run(SPLIT.format(rhs="2 ^ n + n"))
    assert wrong.status != "certified"


def test_closed_form_identity_without_sums() -> None:
    parsed, report = _run(Z59.format(b="x"))
    assert report.status == "certified", report.message
    _holds_on_grid(parsed)
    _, wrong = _run(Z59.format(b="n"))
    assert wrong.status != "certified"


def test_decompose_and_group_shifts() -> None:
    n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    S = lambda m: sympy.Sum(sympy.binomial(m, k) ** 2, (k, 0, m))  # noqa: E731
    pieces, rest = decompose((n + 2) * S(n + 2), 3 * S(n + 1) - S(n) + n, [n])
    assert rest == -n
    (g,) = group_shifts(pieces, n)
    assert g.base == S(n)
    assert g.shifts == {0: 1, 1: -3, 2: n + 2}
    # a summand of two similarity classes splits into two sums
    pieces, _ = decompose(sympy.Sum(sympy.binomial(n, k) + 2**k, (k, 0, n)), sympy.Integer(0), [n])
    assert {p.total.function for p in pieces} == {sympy.binomial(n, k), 2**k}


@pytest.mark.parametrize(
    ("expr", "ok"),
    [("2", True), ("n + 1", True), ("n - 3", False), ("2**n*(2*n + 1)", True), ("0", False)],
)
def test_never_zero(expr: str, ok: bool) -> None:
    n = sympy.Symbol("n", integer=True, nonnegative=True)
    assert never_zero(sympy.sympify(expr, locals={"n": n}), {n: 0}) is ok


JIHUAI_E1_12 = (
    "theorem Jihuai_E1_12 (n : ℕ) (x : ℝ) :\n  ∑ k ∈ Finset.Ico 1 (n + 1), ((-1 : ℝ)^(k + 1) / k)"
    " * n.choose k * (1 - (1 - x)^k) =\n  ∑ k ∈ Finset.Ico 1 (n + 1), x^k / k{extra}"
)


def test_several_sums_one_operator_lci_jihuai_e1_12() -> None:
    parsed, report = _run(JIHUAI_E1_12.format(extra=""))
    assert report.status == "certified", report.message
    assert report.linear["form"] == "one operator"
    assert len(report.linear["main"]["first_order"]) == 2
    _holds_on_grid(parsed)


@pytest.mark.parametrize("extra", [" + 0 * x + (n : ℝ) * (n - 1) * (n - 2)", " + x ^ (n + 3)"])
def test_linearity_alone_refuses_false_variants(extra: str) -> None:
    """The linearity stage without the falsity search before it: a false variant is refused
    by its own exact checks (the operator applied to the statement leaves a nonzero rest)."""
    (parsed,) = parse_text(JIHUAI_E1_12.format(extra=extra), "t.lean")
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"
    (parsed,) = parse_text(DELANNOY.format(c="4"), "t.lean")
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"
    (parsed,) = parse_text(Z59.format(b="n"), "t.lean")
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"


@pytest.mark.parametrize(
    "text",
    [
        FACTOR.format(rhs="2 ^ n"),
        FACTOR.format(rhs="2 ^ (n + 1) + n * (n - 1)"),
        SPLIT.format(rhs="2 ^ n + n"),
        SPLIT.format(rhs="2 ^ n + n * n + 1"),
    ],
)
def test_factor_and_split_alone_refuse_false_variants(text: str) -> None:
    """Without the falsity search: the engine's own check of the moved or split pieces refuses
    (the second and fourth agree with the truth at n = 0 and 1)."""
    (parsed,) = parse_text(text, "t.lean")
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"


#: LC-test test_048_1 and test_088_1: closed forms under hypotheses relating the variables
LC_048 = (
    "theorem test_048_1 (n m k : ℕ)(hmk : m ≤ k) (hkn : k ≤ n) :\n    Nat.choose n k * "
    "Nat.choose k m = Nat.choose n (k - m) * Nat.choose (n - k + m) {m}"
)
LC_088 = (
    "theorem test_088_1 {{n k s : ℕ}} (hkn : k ≤ n) (hsk : s + 1 ≤ k) :\n    n.choose k * "
    "k.choose (s + 1) = n.choose (s + 1) * (n - s - 1).choose (k - s - {one})"
)


@pytest.mark.parametrize(
    ("good", "bad", "substitutions"),
    [
        (LC_048.format(m="m"), LC_048.format(m="(m + 1)"), ["k = m + j", "n = (m + j) + q"]),
        (LC_088.format(one="1"), LC_088.format(one="2"), ["n = k + m", "k = (s + 1) + j"]),
    ],
)
def test_closed_forms_under_relating_hypotheses(
    good: str, bad: str, substitutions: list[str]
) -> None:
    parsed, report = _run(good)
    assert report.status == "certified", report.message
    assert report.linear["substitutions"] == substitutions
    _holds_on_grid(parsed, 9)
    (wrong,) = parse_text(bad, "t.lean")
    done = certify_linear(wrong.identity, OPTS)  # linearity alone, no falsity search
    assert done is None or done.status != "certified"
    assert _run(bad)[1].status != "certified"
