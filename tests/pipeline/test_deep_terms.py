"""Long flat sums and products in a statement (new-user finding F-E, issue 12): a sum of
400 terms is a left-nested chain 400 nodes deep; it is evaluated without recursion along the
chain, and a step that still runs out of stack gives its theorem a clear ``out-of-scope``
row — never exit 3, never a lost row."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

from wzprove.model.semantics import evaluate
from wzprove.model.terms import Term
from wzprove.pipeline import ProveOptions, prove

ROOT = Path(__file__).resolve().parents[2]

GOOD = (
    "theorem {name} (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k = 2 ^ n := by\n  sorry\n"
)


def _chain(op: str, leaves: list[Term], ty: str = "ℕ") -> Term:
    out = leaves[0]
    for leaf in leaves[1:]:
        out = Term(op, (out, leaf), ty)
    return out


def test_a_chain_thousands_deep_is_evaluated() -> None:
    k = Term.var("k")
    assert evaluate(_chain("add", [k] * 5000), {"k": 2}) == Fraction(10000)
    assert evaluate(_chain("mul", [Term.lit(2)] * 3000), {}) == Fraction(2**3000)


def test_a_chain_truncates_at_each_of_its_own_nodes() -> None:
    # ((5 - 3) - 3) + 4 at ℕ: 5 - 3 = 2, 2 - 3 = 0 (Nat.sub), 0 + 4 = 4 (not 3)
    t = Term(
        "add",
        (_chain("sub", [Term.lit(5), Term.lit(3), Term.lit(3)]), Term.lit(4)),
        "ℕ",
    )
    assert evaluate(t, {}) == Fraction(4)
    # at ℤ nothing truncates: 5 - 3 - 3 + 4 = 3
    z = Term(
        "add",
        (_chain("sub", [Term.lit(5, "ℤ")] + [Term.lit(3, "ℤ")] * 2, "ℤ"), Term.lit(4, "ℤ")),
        "ℤ",
    )
    assert evaluate(z, {}) == Fraction(3)


def _many(n_terms: int) -> str:
    # Σ_i i * k ^ (i mod 7): at n = 0 only k = 0 counts, where k ^ 0 = 1: the terms with
    # i ≡ 0 (mod 7), 0 + 7 + … + 399 = 7 * (57 * 58 / 2) = 11571 for 400 terms
    body = " + ".join(f"{i} * k ^ {i % 7}" for i in range(n_terms))
    return (
        "theorem m (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k * ("
        + body
        + ") = 2 ^ n := by\n  sorry\n"
    )


def test_every_theorem_gets_its_row_around_a_400_term_sum(tmp_path: Path) -> None:
    src = tmp_path / "many.lean"
    src.write_text(
        "import Mathlib\n\n"
        + GOOD.format(name="good")
        + "\n"
        + _many(400)
        + "\n"
        + GOOD.format(name="good2"),
        encoding="utf-8",
    )
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "wzprove.cli",
            "prove",
            "--json",
            "--out-dir",
            str(tmp_path),
            str(src),
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert out.returncode == 1, out.stderr  # one theorem false, none an internal error
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["name"] for r in rows] == ["good", "m", "good2"]
    assert [r["status"] for r in rows] == ["certified", "false", "certified"]
    assert rows[1]["counterexample"] == {"n": "0"}
    assert "left side 11571, right side 1" in rows[1]["message"]
    assert "internal error" not in out.stderr


def test_a_600_term_sum_is_out_of_scope_with_a_clear_reason(tmp_path: Path) -> None:
    src = tmp_path / "m600.lean"
    src.write_text(
        "import Mathlib\n\ntheorem m (n : ℕ) : ∑ k ∈ Finset.range (n + 1), Nat.choose n k * ("
        + " + ".join(["k"] * 600)
        + ") = n * 2 ^ (n - 1) * 600 := by\n  sorry\n",
        encoding="utf-8",
    )
    (row,) = prove(src, ProveOptions(out_dir=tmp_path, timeout_s=60))
    assert row.status in ("out-of-scope", "certified"), row.message
    assert "RecursionError" not in row.message and "recursion depth" not in row.message
    if row.status == "out-of-scope":
        assert "nested too deeply" in row.message
    sketched = subprocess.run(
        [sys.executable, "-m", "wzprove.cli", "sketch", str(src), "-o", str(tmp_path / "sk")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert sketched.returncode in (0, 1), sketched.stderr
    assert "internal error" not in sketched.stderr
    assert "RecursionError" not in sketched.stdout + sketched.stderr
