"""A true identity of logarithms is no crash (new-user run 16): sympy's ``minimal_polynomial``
raises ``NotAlgebraic`` (a ``BasePolynomialError``, not a ``PolynomialError``) for
``log 6 - log 2 - log 3``; the point is not evaluable, and the file's other theorems are
still searched."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from wzprove.cli import main

TEXT = (
    "import Mathlib\n\n"
    "theorem log_mul : Real.log 6 = Real.log 2 + Real.log 3 := by sorry\n\n"
    "theorem off_by_one (n : ℕ) : (n : ℝ) + 1 = n := by sorry\n"
)


def test_a_true_log_identity_is_not_evaluable_and_the_file_goes_on(tmp_path: Path) -> None:
    f = tmp_path / "w.lean"
    f.write_text(TEXT, encoding="utf-8")
    res = CliRunner().invoke(main, ["refute", "--json", str(f)])
    assert res.exit_code == 1, res.output  # one theorem false, none crashed
    rows = {r["name"]: r for r in map(json.loads, res.stdout.splitlines())}
    assert rows["log_mul"]["status"] == "out-of-scope"
    assert "cannot decide exactly whether" in rows["log_mul"]["message"]
    assert rows["off_by_one"]["status"] == "false"
    assert rows["off_by_one"]["counterexample"] == {"n": "0"}
