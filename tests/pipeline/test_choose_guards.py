"""ℕ subtractions with the summation index that may truncate only where it does not matter
(wzprove.model.reading: a binomial's lower argument is 0 there, or another binomial factor
of the product is 0 there).  Each statement certified through them is also evaluated
exactly under Lean's semantics on a grid with far points; perturbed statements where the
truncation does matter are refused by the reading."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.reading import ReadingError, read
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

GOULD_16_3 = (
    "theorem Gould_identity_16_3 (n x y z : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), "
    "(Nat.choose x k : ℝ) * (Nat.choose y k) * (Nat.choose z (n - k)) * (Nat.choose "
    "(x + y + z - k) (n - k)) / (Nat.choose n k : ℝ) =\n  (Nat.choose (x + z) n : ℝ) * "
    "(Nat.choose (y + z) n)"
)
GOULD_3_168 = (
    "theorem Gould_identity_3_168 {n x : ℕ} (hx : x ≥ n) :\n  ∑ k ∈ Finset.range "
    "(n + 1), (2 * k + 1) / (n + k + 1) * (Nat.choose (x - 1 - k) (n - k) : ℝ) * "
    "(Nat.choose (x + k) (n + k)) =\n  (Nat.choose x n) ^ 2"
)
#: LC-test test_066_1 (``choose`` is ``Nat.choose`` there)
LC_066_1 = (
    "theorem test_066_1 (n m : ℕ) :\n    ∑ k ∈ Finset.range (n + 1), Nat.choose n k * "
    "Nat.choose m k * k = n * Nat.choose (n + m - 1) n"
)


def _identity(text: str):  # noqa: ANN202 - an Identity
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return parsed.identity


def _statement(body: str):  # noqa: ANN202
    return _identity(f"theorem t {body} := by\n  sorry\n")


@pytest.mark.parametrize(
    ("body", "line"),
    [
        # C(x - 1 - k, n - k): x - 1 - k < 0 only at k = n = x, where n - k = 0
        (
            "(n x : ℕ) (hx : x ≥ n) : ∑ k ∈ Finset.range (n + 1), "
            "(Nat.choose (x - 1 - k) (n - k) : ℝ) = 1",
            "((x -[ℕ] 1) -[ℕ] k) < 0 only where (n -[ℕ] k) = 0",
        ),
        # C(n + m - 1, n) outside the sum: negative only at n = m = 0
        (
            "(n m : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) = "
            "Nat.choose (n + m - 1) n",
            "((n + m) -[ℕ] 1) < 0 only where n = 0",
        ),
        # C(x, k) vanishes wherever x + y - k < 0
        (
            "(n x y : ℕ) : ∑ k ∈ Finset.range (n + 1), "
            "(Nat.choose x k : ℝ) * Nat.choose (x + y - k) 2 = 1",
            "((x + y) -[ℕ] k) < 0 only where choose(x, k) = 0",
        ),
    ],
)
def test_harmless_truncations_are_justified(body: str, line: str) -> None:
    reading = read(_statement(body))
    assert any(j.startswith(line) for j in reading.justified), reading.justified


@pytest.mark.parametrize(
    "body",
    [
        # k = n + 1: Lean C(0, 1) = 0, the generalised C(-1, 1) = -1
        "(n : ℕ) : ∑ k ∈ Finset.range (n + 2), (Nat.choose (n - k) 1 : ℝ) = 1",
        # without x ≥ n, x - 1 - k < 0 where n - k > 0 (x = 0, n = 1, k = 0)
        "(n x : ℕ) : ∑ k ∈ Finset.range (n + 1), (Nat.choose (x - 1 - k) (n - k) : ℝ) = 1",
        # C(x, k) = 1 at k = x, where x - 1 - k = -1 and C(-1, 1) = -1 ≠ C(0, 1)
        "(n x : ℕ) : ∑ k ∈ Finset.range (n + 1), "
        "(Nat.choose x k : ℝ) * Nat.choose (x - 1 - k) 1 = 1",
        # C(x + 1, k) is 1, not 0, at k = x + 1 where x - k = -1
        "(n x : ℕ) : ∑ k ∈ Finset.range (n + 1), "
        "(Nat.choose (x + 1) k : ℝ) * Nat.choose (x - k) 1 = 1",
    ],
)
def test_truncations_that_matter_are_refused(body: str) -> None:
    with pytest.raises(ReadingError, match="may truncate"):
        read(_statement(body))


def _grid_holds(text: str, ranges: list[range], far: list[tuple[int, ...]]) -> None:
    identity = _identity(text)
    names = [v.name for v in identity.variables]
    points = list(itertools.product(*ranges)) + far
    checked = 0
    for values in points:
        verdict = identity.holds_at(dict(zip(names, map(Fraction, values), strict=True)))
        assert verdict is not False, dict(zip(names, values, strict=True))
        checked += verdict is True
    assert checked > len(points) // 3


def test_lc_066_1_is_certified_and_true_on_a_grid() -> None:
    (parsed,) = parse_text(LC_066_1)
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    _grid_holds(LC_066_1, [range(9), range(9)], [(25, 0), (0, 30), (17, 23)])


@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "ranges", "far"),
    [
        (GOULD_16_3, [range(5)] * 4, [(9, 0, 0, 0), (8, 3, 0, 2), (12, 7, 5, 1), (6, 9, 9, 9)]),
        (GOULD_3_168, [range(8), range(12)], [(20, 20), (15, 40), (0, 33)]),
    ],
)
def test_lci_items_with_harmless_truncations_are_certified_and_true(
    text: str, ranges: list[range], far: list[tuple[int, ...]]
) -> None:
    (parsed,) = parse_text(text)
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    _grid_holds(text, ranges, far)


def test_a_false_statement_with_a_harmless_truncation_is_not_certified() -> None:
    # test_066_1 with the right side's factor n made n + 1: false at n = m = 0, where the
    # guarded C(n + m - 1, n) is C(0, 0) = 1
    text = LC_066_1.replace("= n * Nat", "= (n + 1) * Nat")
    (parsed,) = parse_text(text)
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "false", report.message
