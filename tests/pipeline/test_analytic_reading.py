"""``Real.pi``, ``Real.sqrt`` and ``Real.Gamma`` in the engine's reading (issue 15, item 3;
wzprove.model.symbolic, wzprove.model.reading): read as sympy's ``pi``, ``sqrt``, ``gamma``
only where the argument is shown nonnegative (``sqrt``) or positive (``gamma``) from the
variables' types, since Lean's ``Real.sqrt`` is 0 below 0 and ``Real.Gamma`` 0 at its poles.
LCI Gould_identity_Z_39 is certified and re-evaluated here with mpmath at 60 digits.
"""

from __future__ import annotations

import mpmath
import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.reading import ReadingError, read_sides
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.linear import certify_linear

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

Z39 = (
    "theorem Gould_identity_Z_39 (n : ℕ) :\n  Real.sqrt Real.pi * (2 * n).factorial = "
    "4 ^ n * n.factorial * Real.Gamma ({arg})"
)


def _parsed(text: str):
    (parsed,) = parse_text(text, "t.lean")
    assert parsed.identity is not None, parsed.message
    return parsed


def test_z39_certified_and_true_numerically() -> None:
    report = certify_theorem(_parsed(Z39.format(arg="n + 1 / 2")), OPTS).report
    assert report.status == "certified", report.message
    mpmath.mp.dps = 60
    for n in [*range(25), 40, 73]:
        lhs = mpmath.sqrt(mpmath.pi) * mpmath.factorial(2 * n)
        rhs = mpmath.mpf(4) ** n * mpmath.factorial(n) * mpmath.gamma(n + mpmath.mpf(1) / 2)
        assert abs(lhs - rhs) <= abs(lhs) * mpmath.mpf(10) ** -50, n


@pytest.mark.parametrize("arg", ["n + 3 / 2", "n + 1 / 3", "2 * n + 1 / 2"])
def test_z39_perturbed_not_certified(arg: str) -> None:
    parsed = _parsed(Z39.format(arg=arg))
    out = certify_linear(parsed.identity, OPTS)
    assert out is None or out.status != "certified", out.message
    assert certify_theorem(parsed, OPTS).report.status != "certified"


@pytest.mark.parametrize(
    "text",
    [
        # false at n = 0 in Lean: √(-2) = 0, so 0 = -2; sympy's √(n-2)² = n - 2
        "theorem s (n : ℕ) : Real.sqrt ((n : ℝ) - 2) * Real.sqrt ((n : ℝ) - 2) = (n : ℝ) - 2",
        # Γ at a pole is 0 in Lean: false at n = 0 (Γ(1) = 1 vs 0 · Γ(0) = 0)
        "theorem g (n : ℕ) : Real.Gamma ((n : ℝ) + 1) = (n : ℝ) * Real.Gamma (n)",
        "theorem x (x : ℝ) : Real.sqrt x * Real.sqrt x = x",
    ],
)
def test_possibly_negative_arguments_are_not_read(text: str) -> None:
    parsed = _parsed(text)
    with pytest.raises(ReadingError, match="not shown"):
        read_sides(parsed.identity)
    assert certify_theorem(parsed, OPTS).report.status != "certified"


def test_positive_arguments_are_read() -> None:
    sides = read_sides(_parsed(Z39.format(arg="n + 1 / 2")).identity)
    assert "gamma" in str(sides.rhs) and "pi" in str(sides.lhs)
