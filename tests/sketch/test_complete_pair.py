"""The sum = sum compiler (:mod:`wzprove.sketch.complete_pair`): the two telescopers brought
to the same coefficients, and refused when their recurrences differ; a right sum whose index
is the initial values' usual variable."""

from __future__ import annotations

from pathlib import Path

import pytest
import sympy

from wzprove.lean.parser import parse_file
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.sketch.build import build_sketch
from wzprove.sketch.common import SketchError
from wzprove.sketch.complete_pair import common_telescopers
from wzprove.sketch.replay import replay_theorem

n, k = sympy.symbols("n k")


def test_proportional_telescopers_get_the_same_coefficients() -> None:
    # a = (n + 1, -(6n + 9), n + 2) and b = 2·(n + 1)·a / (n + 1): b_J = 2 (n + 1)(n + 2)
    a = [n + 1, -6 * n - 9, n + 2]
    b = [sympy.expand(2 * (n + 1) * x) for x in a]
    R1, R2 = k / (k - n - 1), k**2 / (n + 3)
    c, S1, S2 = common_telescopers(a, R1, b, R2, n)
    # c_j = a_j·(b_J / g) = b_j·(a_J / g) with g = gcd(a_J, b_J) = n + 2
    assert c == [sympy.expand(2 * (n + 1) * x) for x in a]
    assert sympy.cancel(S1 - R1 * 2 * (n + 1)) == 0
    assert sympy.cancel(S2 - R2) == 0


def test_a_negative_leading_coefficient_is_flipped_on_both_sides() -> None:
    a = [n + 1, -6 * n - 9, n + 2]
    b = [-x for x in a]
    c, S1, S2 = common_telescopers(a, k, b, k + 1, n)
    assert c == a  # a_J = n + 2 already positive: b is multiplied by -1
    assert (S1, S2) == (k, -(k + 1))


@pytest.mark.parametrize(
    "b",
    [
        [n + 1, -6 * n - 8, n + 2],  # one coefficient differs
        [n + 1, n + 2],  # another order
    ],
)
def test_different_recurrences_are_refused(b: list[sympy.Expr]) -> None:
    with pytest.raises(SketchError):
        common_telescopers([n + 1, -6 * n - 9, n + 2], k, b, k, n)


def test_a_right_index_named_i_moves_the_initial_values_variable(tmp_path: Path) -> None:
    path = tmp_path / "idx.lean"
    path.write_text(
        "import Mathlib\n\n"
        "theorem idx (n : ℕ) :\n"
        "    ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℚ) * Nat.choose (n + k) k =\n"
        "      ∑ i ∈ Finset.range (n + 1), (Nat.choose n i : ℚ) ^ 2 * 2 ^ i := by\n"
        "  sorry\n",
        encoding="utf-8",
    )
    (parsed,) = parse_file(path)
    done = certify_theorem(parsed, ProveOptions(timeout_s=60, falsity_time_s=0.3))
    assert done.certified
    text = path.read_text(encoding="utf-8")
    sk = build_sketch(done.identity, done.reading, done.result.certificate, text, complete=True)
    assert sk.complete, sk.why_incomplete
    assert "have hinit2 : ∀ i1 : ℕ," in sk.text
    assert "(fun n i => " in sk.text  # the right sum keeps its index
    assert replay_theorem(sk.text, "idx").ok
