"""``0 ^ k`` in a summand (new-user finding F-G, issue 12): it is 1 at ``k = 0`` and 0
elsewhere (Lean's ``0 ^ 0 = 1``), so its term ratio has a zero factor; these true statements
ended ``failed`` with "internal failure … ZeroDivisionError".  Now the reason is plain."""

from __future__ import annotations

from pathlib import Path

import pytest
import sympy

from wzprove.pipeline import ProveOptions, prove
from wzprove.wz.errors import NotHypergeometric
from wzprove.wz.hypergeometric import parse_term

THEOREMS = {
    # each is true: only k = 0 (resp. k = n) contributes, with 0 ^ 0 = 1
    "e1": "∑ k ∈ Finset.range (n + 1), (0 : ℝ) ^ k = 1",
    "e2": "∑ k ∈ Finset.range (n + 1), (0 : ℚ) ^ (n - k) = 1",
    "e16": "∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℝ) * 0 ^ k = 1",
    "a21": "∑ k ∈ Finset.range (n + 1), (Nat.choose n k : ℤ) * (-1) ^ k * 0 ^ k = 1",
}

BERNSTEIN = (
    "theorem p6 (n : ℕ) (x : ℚ) : ∑ k ∈ Finset.range (n + 1), "
    "(Nat.choose n k : ℚ) * x ^ k * (1 - x) ^ (n - k) = 1 := by\n  sorry\n"
)


def test_zero_power_sums_get_a_plain_reason(tmp_path: Path) -> None:
    src = tmp_path / "zero.lean"
    body = "".join(
        f"theorem {name} (n : ℕ) : {stmt} := by\n  sorry\n\n" for name, stmt in THEOREMS.items()
    )
    src.write_text("import Mathlib\n\n" + body + BERNSTEIN, encoding="utf-8")
    rows = {r.name: r for r in prove(src, ProveOptions(out_dir=tmp_path, timeout_s=60))}
    assert set(rows) == {*THEOREMS, "p6"}
    for name in THEOREMS:
        assert rows[name].status == "out-of-scope", rows[name].message
        assert "a power of 0 with the variable in its exponent" in rows[name].message
    # Bernstein: certified for x ≠ 0; at x = 0 the specialised identity is the same shape
    assert rows["p6"].status in ("certified", "failed", "out-of-scope")
    for r in rows.values():
        assert "internal failure" not in r.message
        assert "ZeroDivisionError" not in r.message


@pytest.mark.parametrize("ex", ["k", "n - k", "2*k"])
def test_a_power_of_zero_is_not_hypergeometric(ex: str) -> None:
    n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    term = sympy.binomial(n, k) * sympy.Pow(0, sympy.sympify(ex, locals={"n": n, "k": k}))
    with pytest.raises(NotHypergeometric, match="a power of 0"):
        parse_term(term, (n, k))
