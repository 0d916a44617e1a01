"""A soundness gap found by the mutation run of the zero test (mutation6, 2026-12-02; open):
sympy merges powers of the *same* base when it builds a product -- ``x**a * x**a`` is
``x**(2*a)`` before any zero test sees it -- which holds for complex powers but not for
Lean's ``Real.rpow`` of a negative base (``Real.rpow_def_of_neg``: ``x ^ y = |x| ^ y *
cos (y π)``; ``Real.rpow_add`` needs ``0 < x``).  At ``x = -1000``, ``a = 2001/2``:
``x ^ a * x ^ a = (1000 ^ a * cos (a π))^2 = 0`` (``cos (2001 π / 2) = 0``), while ``x ^ (2a) =
(-1000) ^ 2001 = -10^6003``.  The closed-form stage (``pipeline/linear.py``, ``_no_sums``)
then sees ``lhs - rhs == 0`` and its guard grid (small naturals, where the two agree)
finds nothing: the false statement is certified.  :mod:`wzprove.wz.zerotest` cannot see it
(the expression is already 0); the fix belongs where Lean's ``rpow`` becomes a sympy power.
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


@pytest.mark.xfail(
    strict=True, reason="open: sympy merges x**a * x**a into x**(2*a) (not Real.rpow's law)"
)
def test_same_base_rpow_merge_is_not_certified() -> None:
    (parsed,) = parse_text(SAME_BASE_FAR, "t.lean")
    report = certify_theorem(parsed, ProveOptions(timeout_s=60.0, falsity_time_s=1.0)).report
    assert report.status != "certified", report.message
