"""A ℤ variable in a summation range without a lower bound (issue 12, item 2): the engine
proves identities from a least value up (0 by default), so such a statement is refused.
Before, ``2 * ∑ k ∈ Icc 0 (m + 1000), 1 = 2 * (m + 1001)`` with ``m : ℤ`` was ``certified``
by linearity, though false at ``m = -1002`` (the range is empty: 0 against -2), a point the
falsity search's grid does not reach."""

from __future__ import annotations

from fractions import Fraction

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

FAR = (
    "theorem icc_far_lin (m : ℤ) :\n"
    "    2 * ∑ k ∈ Finset.Icc (0 : ℤ) (m + 1000), (1 : ℚ) = 2 * (m + 1001) := by\n  sorry\n"
)
FAR_SINGLE = (
    "theorem icc_far (m : ℤ) :\n"
    "    ∑ k ∈ Finset.Icc (0 : ℤ) (m + 1000), (1 : ℚ) = m + 1001 := by\n  sorry\n"
)
#: With a hypothesis the variable has a least value and the statement is true.
BOUNDED = (
    "theorem icc_bounded (m : ℤ) (hm : 0 ≤ m) :\n"
    "    2 * ∑ k ∈ Finset.Icc (0 : ℤ) (m + 1000), (1 : ℚ) = 2 * (m + 1001) := by\n  sorry\n"
)


def test_int_variable_in_a_range_without_bound_is_refused() -> None:
    for text in (FAR, FAR_SINGLE):
        (parsed,) = parse_text(text, "t.lean")
        assert parsed.identity.holds_at({"m": Fraction(-1002)}) is False
        assert parsed.identity.holds_at({"m": Fraction(-1001)}) is True
        report = certify_theorem(parsed, OPTS).report
        assert report.status == "out-of-scope", report.message
        assert "the ℤ variable m in the range of" in report.message
        assert "has no lower bound" in report.message


def test_int_variable_with_a_lower_bound_is_certified() -> None:
    (parsed,) = parse_text(BOUNDED, "t.lean")
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
