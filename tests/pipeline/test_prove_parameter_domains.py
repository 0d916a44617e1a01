"""``prove`` hands each parameter's type and hypothesis bound to the engine (issue 12, item
2): the certificate records them (``parameter_domains``) and its ``parameters`` check covers
every value they allow, not only the natural numbers; the Bernstein identities, where
``x = 0`` or ``x = 1`` makes a power of zero, are certified by evaluating the sum there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from wzprove.cli import main

ROOT = Path(__file__).resolve().parents[2]
PARAMS = ROOT / "benchmarks" / "identities" / "parameters.lean"

INT_POLY = (
    "import Mathlib\n\ntheorem int_poly (n : ℕ) (m : ℤ) :\n"
    "    ∑ k ∈ Finset.range (n + 1), ((m : ℚ) + k) = (n + 1) * m + n * (n + 1) / 2 := by\n"
    "  sorry\n"
)
REAL_POS = (
    "import Mathlib\n\ntheorem real_pos (n : ℕ) (x : ℝ) (hx : 0 < x) :\n"
    "    ∑ k ∈ Finset.range (n + 1), 1 / ((k + x) * (k + x + 1)) = 1 / x - 1 / (n + 1 + x)"
    " := by\n  sorry\n"
)


@pytest.fixture(autouse=True)
def _no_lean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WZPROVE_LEAN", raising=False)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")


def _row(tmp_path: Path, file: Path, theorem: str) -> dict:
    res = CliRunner().invoke(
        main, ["prove", str(file), "--json", "--out-dir", str(tmp_path), "--theorem", theorem]
    )
    assert "Traceback" not in res.output
    (row,) = [json.loads(line) for line in res.stdout.splitlines()]
    return row


def _parameters_check(row: dict) -> str:
    (check,) = [c for c in row["certificate"]["checks"] if c["name"] == "parameters"]
    assert check["passed"], check["detail"]
    return check["detail"]


def test_an_integer_parameter_is_certified_for_every_integer(tmp_path: Path) -> None:
    src = tmp_path / "int_poly.lean"
    src.write_text(INT_POLY)
    row = _row(tmp_path, src, "int_poly")
    assert (row["status"], row["method"]) == ("certified", "gosper"), row["message"]
    assert row["certificate"]["parameter_domains"] == {"m": ["ℤ", None, False]}
    assert "m: ℤ (no lower bound)" in _parameters_check(row)


def test_a_strict_real_bound_excludes_its_endpoint(tmp_path: Path) -> None:
    # 0 < x: the pole x = 0 of 1/x is not a value the statement allows
    src = tmp_path / "real_pos.lean"
    src.write_text(REAL_POS)
    row = _row(tmp_path, src, "real_pos")
    assert row["status"] == "certified", row["message"]
    assert row["certificate"]["parameter_domains"] == {"x": ["ℝ", 0, True]}
    assert "x: ℝ, x > 0" in _parameters_check(row)


@pytest.mark.parametrize(
    ("theorem", "pinned", "value"),
    [
        ("param_bernstein", "x = 1", "sum = 1 for n >= 0"),
        ("param_bernstein_mean", "x = 1", "sum = n for n >= 0"),
        ("param_binomial_two", "y = 0", "sum = x**n for n >= 0"),
    ],
)
def test_a_power_of_zero_at_a_pinned_value_is_evaluated(
    tmp_path: Path, theorem: str, pinned: str, value: str
) -> None:
    row = _row(tmp_path, PARAMS, theorem)
    assert row["status"] == "certified", row["message"]
    detail = _parameters_check(row)
    assert f"{pinned} (specialised identity certified: the power 0**" in detail, detail
    assert value in detail
