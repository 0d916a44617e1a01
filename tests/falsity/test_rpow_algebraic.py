"""``Real.rpow`` at rational exponents whose value is irrational is evaluated exactly (issue
16: ``((n:ℝ) - 2) ^ (1/27) = n - 2`` was not flagged, every point "not evaluable"), and a
Lean disproof is written only at a point where ``norm_num``'s rpow extension reaches the
value (a rational root), with the row showing that point."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import mpmath
from click.testing import CliRunner

from wzprove.cli import main
from wzprove.model import algebraic

HEADER = "import Mathlib\nopen Real\n\n"


def refute_rows(tmp_path: Path, body: str) -> list[dict]:
    f = tmp_path / "r.lean"
    f.write_text(HEADER + body, encoding="utf-8")
    res = CliRunner().invoke(main, ["refute", "--json", str(f)])
    return [json.loads(line) for line in res.stdout.splitlines()]


def test_irrational_roots_are_exact_algebraic_values() -> None:
    two_root = algebraic.rpow(Fraction(2), Fraction(1, 27))
    assert algebraic.is_exact(two_root)
    assert abs(float(two_root) - float(mpmath.mpf(2) ** (mpmath.mpf(1) / 27))) < 1e-12
    assert algebraic.rpow(Fraction(8), Fraction(2, 3)) == 4  # rational roots stay Fractions
    assert algebraic.rpow(Fraction(0), Fraction(1, 3)) == 0  # Real.zero_rpow
    # Real.rpow_def_of_neg: (-2) ^ (1/3) = 2 ^ (1/3) · cos (π/3), by mpmath on its own
    neg = algebraic.rpow(Fraction(-2), Fraction(1, 3))
    assert abs(float(neg) - float(mpmath.cbrt(2) * mpmath.cos(mpmath.pi / 3))) < 1e-12
    assert algebraic.equal(algebraic.power(two_root, 27), Fraction(2))


def test_an_irrational_root_is_a_counterexample_without_a_disproof(tmp_path: Path) -> None:
    (row,) = refute_rows(
        tmp_path, "theorem r1 (n : ℕ) (hn : 3 ≤ n) : ((n:ℝ) - 2) ^ ((1:ℝ)/27) = n - 2 := sorry\n"
    )
    # n = 3: 1 ^ (1/27) = 1 holds; n = 4: 2 ^ (1/27) ≠ 2 since 2 ^ 27 ≠ 2
    assert row["status"] == "false" and row["counterexample"] == {"n": "4"}
    assert (row["lhs"], row["rhs"]) == ("2**(1/27)", "2")
    assert row["disproof"] is None
    assert "an irrational real power (2)^(1/27), which norm_num does not evaluate" in row["message"]


def test_the_disproof_moves_to_a_point_norm_num_reaches(tmp_path: Path) -> None:
    (row,) = refute_rows(
        tmp_path, "theorem r3 (n : ℕ) : ((n:ℝ) + 1) ^ ((1:ℝ)/2) = n + 1 := sorry\n"
    )
    # the first counterexample is n = 1 (√2 ≠ 2); norm_num evaluates 4 ^ (1/2) = 2 at n = 3
    assert row["status"] == "false" and row["counterexample"] == {"n": "3"}
    assert (row["lhs"], row["rhs"]) == ("2", "4")
    assert row["disproof"].splitlines()[2] == "  have h0 := @h 3"


def test_a_true_root_identity_is_searched_and_not_flagged(tmp_path: Path) -> None:
    (row,) = refute_rows(
        tmp_path,
        "theorem r2 (x : ℝ) (hx : 0 < x) : x ^ ((1:ℝ)/2) * x ^ ((1:ℝ)/2) = x := sorry\n",
    )
    assert row["status"] == "no-counterexample"
    assert row["points_checked"] >= 50  # irrational roots evaluated, not skipped
