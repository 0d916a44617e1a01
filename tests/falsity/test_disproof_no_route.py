"""Counterexamples whose values ``norm_num`` cannot reach get no Lean disproof text (new-user
run 16: a bare ``norm_num at h0`` was written for them): a real power of a negative base with
a non-integer exponent (Lean: ``(-8) ^ (1/3) = |−8|^(1/3) · cos(π/3) = 1``) and
``Ring.choose`` of a non-natural upper argument."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        ("((-8 : ℝ) ^ ((1:ℝ)/3)) = -2", "a real power of a negative base (-8)^(1/3)"),
        ("Ring.choose ((1:ℚ)/2) 2 = 1", "Ring.choose of a non-natural upper argument (1/2)"),
    ],
)
def test_no_disproof_text_where_norm_num_has_no_route(
    tmp_path: Path, statement: str, why: str
) -> None:
    f = tmp_path / "p.lean"
    f.write_text(f"import Mathlib\n\ntheorem p : {statement} := by sorry\n", encoding="utf-8")
    res = CliRunner().invoke(main, ["refute", "--json", str(f)])
    (row,) = map(json.loads, res.stdout.splitlines())
    assert row["status"] == "false" and row["disproof"] is None
    assert why in row["message"] and "no Lean disproof is generated" in row["message"]


def test_a_power_of_a_positive_base_keeps_its_disproof(tmp_path: Path) -> None:
    f = tmp_path / "p.lean"
    f.write_text(
        "import Mathlib\n\ntheorem q (n : ℕ) : ((4 : ℝ) ^ ((1:ℝ)/2)) = n := by sorry\n",
        encoding="utf-8",
    )
    res = CliRunner().invoke(main, ["refute", "--json", str(f)])
    (row,) = map(json.loads, res.stdout.splitlines())
    assert row["status"] == "false" and row["disproof"].startswith("theorem q_false")
