"""A soundness gap found by the mutation run of the zero test (mutation6, 2026-12-02; fixed
in model/reading.py: a power with a non-ℕ exponent needs a base shown positive (rpow) or
nonzero (zpow), else the statement is out of scope), and three found beside it:
sympy merges powers of the *same* base when it builds a product -- ``x**a * x**a`` is
``x**(2*a)`` before any zero test sees it -- which holds for complex powers but not for
Lean's ``Real.rpow`` of a negative base (``Real.rpow_def_of_neg``: ``x ^ y = |x| ^ y *
cos (y π)``; ``Real.rpow_add`` needs ``0 < x``).  At ``x = -1000``, ``a = 2001/2``:
``x ^ a * x ^ a = (1000 ^ a * cos (a π))^2 = 0`` (``cos (2001 π / 2) = 0``), while ``x ^ (2a) =
(-1000) ^ 2001 = -10^6003``.  The closed-form stage (``pipeline/linear.py``, ``_no_sums``)
then sees ``lhs - rhs == 0`` and its guard grid (small naturals, where the two agree)
finds nothing: the false statement is certified.  :mod:`wzprove.wz.zerotest` cannot see it
(the expression is already 0); the fix belongs where Lean's ``rpow`` becomes a sympy power.

Beside it, the reading's nonzero and bound tests treated ℚ/ℝ variables as integers: a
strict hypothesis ``0 < x`` became ``x ≥ 1`` (``lower_bounds``, ``linear_facts``), and
``1000 x - 1`` was "never zero" because no *integer* x zeroes it (``_never_integer_zero``);
``(1000 x - 1) / (1000 x - 1) = 1`` was certified, false at x = 1/1000 (0 vs 1), a point
off the falsity grid.  And ``lower_bounds`` read ``1/2 < n`` as ``n ≥ 2`` and ``-1/2 ≤ n`` as
``n ≥ 1`` for ℕ/ℤ variables.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem

SAME_BASE_FAR = (
    "theorem rpow_same_base_far (x a : ℝ) (hx : x ≤ -1000) (ha : 1000 ≤ a) :\n"
    "    x ^ a * x ^ a = x ^ (2 * a) := by\n  sorry\n"
)


def test_same_base_statement_is_false_in_lean() -> None:
    (parsed,) = parse_text(SAME_BASE_FAR, "t.lean")
    assert parsed.identity.holds_at({"x": Fraction(-1000), "a": Fraction(2001, 2)}) is False


def test_same_base_rpow_merge_is_not_certified() -> None:
    (parsed,) = parse_text(SAME_BASE_FAR, "t.lean")
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=1.0)).report
    assert report.status != "certified", report.message


@pytest.mark.parametrize(
    ("binders", "point"),
    [
        ("(x : ℝ) (hx : 0 < x)", {"x": Fraction(1, 1000)}),
        ("(x : ℝ)", {"x": Fraction(1, 1000)}),
        ("(x : ℚ) (hx : 1 / 2 < x)", {"x": Fraction(501, 1000)}),
    ],
)
def test_a_real_divisor_off_the_grid_is_not_cancelled(binders: str, point: dict) -> None:
    text = f"theorem real_div {binders} : (1000 * x - 1) / (1000 * x - 1) = 1 := by\n  sorry\n"
    if "501" in str(point["x"]):
        text = text.replace("1000 * x - 1", "1000 * x - 501")
    (parsed,) = parse_text(text, "t.lean")
    assert parsed.identity.holds_at(point) is False  # 0 / 0 = 0 in Lean
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=0.3)).report
    assert report.status == "out-of-scope", report.message
    assert "may be 0 where the statement applies" in report.message


@pytest.mark.parametrize(
    ("hyp", "bound"),
    [
        ("(h : (0.5 : ℚ) < n)", 1),  # was 2: n = 1 satisfies it
        ("(h : (2.5 : ℚ) ≤ n)", 3),
        ("(h : 3 < n)", 4),
        ("(h : 3 ≤ n)", 3),
    ],
)
def test_lower_bounds_of_integer_variables_from_fractional_literals(hyp: str, bound: int) -> None:
    from wzprove.model.reading import lower_bounds

    (parsed,) = parse_text(f"theorem b (n : ℤ) {hyp} : (n : ℚ) = n := by\n  sorry\n", "t.lean")
    assert lower_bounds(parsed.identity)["n"] == bound


def test_lower_bound_of_a_real_variable_is_only_the_floor() -> None:
    from wzprove.model.reading import lower_bounds

    for hyp, bound in (("(h : 0 < x)", 0), ("(h : 2.5 ≤ x)", 2), ("(h : 2.5 < x)", 2)):
        (parsed,) = parse_text(f"theorem b (x : ℝ) {hyp} : x = x := by\n  sorry\n", "t.lean")
        assert lower_bounds(parsed.identity)["x"] == bound


def test_a_zpow_of_a_base_that_may_vanish_is_not_read() -> None:
    # Lean: 0 ^ (1 : ℤ) * 0 ^ (-1 : ℤ) = 0 * 0⁻¹ = 0, while 0 ^ (1 + -1) = 1
    text = "theorem zpow_merge (x : ℚ) (a : ℤ) :\n    x ^ a * x ^ (-a) = 1 := by\n  sorry\n"
    (parsed,) = parse_text(text, "t.lean")
    assert parsed.identity.holds_at({"x": Fraction(0), "a": Fraction(1)}) is False
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=0.3)).report
    assert report.status != "certified", report.message


#: new-user run 12f (F1): a *constant* non-ℕ exponent was not checked — sympy reads
#: ``(a ^ (1/2)) ^ 2`` as ``a`` and ``a ^ (-1) * a`` as ``1``, which Lean's rpow / zpow do not
#: for ``a < 0`` (``Real.rpow_def_of_neg``: ``(-1) ^ (1/2) = cos (π/2) = 0``) or ``a = 0``
#: (``0⁻¹ = 0``); each was certified, false past the falsity grid
CONSTANT_EXPONENTS = [
    ("theorem z5 (n : ℕ) : (((69:ℝ) - n) ^ ((1:ℝ)/2)) ^ 2 = 69 - n := by sorry", {"n": 70}),
    ("theorem z1 (n : ℕ) : ((n:ℝ) - 5000) ^ (-1:ℤ) * ((n:ℝ) - 5000) = 1 := by sorry", {"n": 5000}),
    ("theorem z3 (n : ℕ) : (((1000:ℝ) - n) ^ ((1:ℝ)/3)) ^ 3 = 1000 - n := by sorry", {"n": 1001}),
    ("theorem z2 (n : ℕ) : ((n:ℝ) - 5000) ^ (-1:ℝ) * ((n:ℝ) - 5000) = 1 := by sorry", {"n": 5000}),
]


@pytest.mark.parametrize(("text", "point"), CONSTANT_EXPONENTS)
def test_constant_exponents_need_a_positive_or_nonzero_base(text: str, point: dict) -> None:
    (parsed,) = parse_text(text, "t.lean")
    assert parsed.identity.holds_at({k: Fraction(v) for k, v in point.items()}) is False
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.status != "certified", done.report.message


@pytest.mark.parametrize(
    "text",
    [  # the same laws where the base is positive: still certified
        "theorem v6 (n : ℕ) : (((n:ℝ) + 1) ^ ((1:ℝ)/2)) ^ 2 = n + 1 := by sorry",
        "theorem z7 (n : ℕ) : ((n:ℝ) + 1) ^ (-1:ℤ) * ((n:ℝ) + 1) = 1 := by sorry",
    ],
)
def test_constant_exponents_of_a_positive_base_are_certified(text: str) -> None:
    (parsed,) = parse_text(text, "t.lean")
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.status == "certified", done.report.message
    assert all(parsed.identity.holds_at({"n": Fraction(v)}) for v in range(40))


def test_closed_forms_with_real_powers_are_described_as_they_are() -> None:
    # new-user run 12h, F4: a closed form holding real powers was "certified: both sides are
    # products of factorials of natural numbers", and its proof note did not name the power
    text = (
        "theorem half_powers (n : ℕ) :\n"
        "    (2:ℝ) ^ ((n:ℝ)/2) * (2:ℝ) ^ ((n:ℝ)/2) = 2 ^ n := by\n  sorry\n"
    )
    (parsed,) = parse_text(text, "t.lean")
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=1.0)).report
    assert report.status == "certified", report.message
    assert "factorials" not in report.message
    assert report.message.startswith(
        "closed forms (no sum): lhs − rhs simplifies to 0 exactly; powers with a non-ℕ "
        "exponent (2 ^ ((n : ℝ) /[ℝ] 2)): "
    )
