"""The geometric sum with ``(hx : x ≠ 1)`` (new-user run 12h, F6): what is certified and what
is not proved is said accurately, and ``prove`` and ``certify`` agree about ``x = 1`` (where,
without the hypothesis, ``x / 0 = 0`` makes the statement false)."""

from __future__ import annotations

from pathlib import Path

from wzprove.api import ProveOptions, certify, prove
from wzprove.lean.parser import parse_text
from wzprove.pipeline.linear import certify_linear

GEO = "∑ k ∈ Finset.range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1)"
TEXT = (
    "import Mathlib\n"
    f"theorem geo_q (x : ℚ) (n : ℕ) (hx : x ≠ 1) : {GEO} := by sorry\n"
    f"theorem geo_r_nohyp (x : ℝ) (n : ℕ) : {GEO} := by sorry\n"
)
MUL = "(∑ k ∈ Finset.range (n + 1), x ^ k) * (x - 1) = x ^ (n + 1) - 1"


def test_prove_says_what_the_hypothesis_does_and_does_not_do(tmp_path: Path) -> None:
    path = tmp_path / "geo.lean"
    path.write_text(TEXT, encoding="utf-8")
    opts = ProveOptions(out_dir=str(tmp_path / "out"), timeout_s=60.0)
    with_hyp, without = prove(path, opts)
    assert with_hyp.status == "certified", with_hyp.message
    (check,) = [c for c in with_hyp.certificate["checks"] if c["name"] == "parameters"]
    assert "x = 1 (excluded by the hypotheses" in check["detail"]
    # where the complete proof is missing for the denominator x - 1, which no start of a
    # natural variable can avoid, the reason says so (before: "the hypotheses give no start
    # past its zeros", as if the hypothesis x ≠ 1 had been overlooked, and the same reason
    # twice); a compiler that divides under the hypothesis writes the proof instead
    assert "give no start past its zeros" not in with_hyp.message
    if "complete proof written" not in with_hyp.message:
        assert "no complete proof: the denominator x - 1 of H may vanish: it holds no " in (
            with_hyp.message
        )
        assert "inside the range: the same;" in with_hyp.message
    # without the hypothesis: false at x = 1, as `certify` (its x a natural number) says
    assert without.status == "false" and without.counterexample == {"x": "1", "n": "0"}
    row = certify("Sum(x**k,(k,0,n))", "(x**(n+1)-1)/(x-1)")
    assert row["status"] == "false" and row["counterexample"] == {"n": "0", "x": "1"}


def test_the_factor_nonzero_by_a_hypothesis_is_said_so() -> None:
    (with_hyp,) = parse_text(f"theorem m (x : ℚ) (n : ℕ) (hx : x ≠ 1) : {MUL} := by sorry")
    (without,) = parse_text(f"theorem m (x : ℚ) (n : ℕ) : {MUL} := by sorry")
    opts = ProveOptions(timeout_s=60.0)
    said = certify_linear(with_hyp.identity, opts)
    assert said is not None and said.status == "out-of-scope"
    assert said.message == (
        "linearity: the factor x - 1 in front of Sum(x**k, (k, 0, n)) is nonzero only by a "
        "hypothesis of the statement, and this stage divides only by a factor nonzero at "
        "every point"
    )
    said = certify_linear(without.identity, opts)
    assert said is not None
    assert said.message == "linearity: the factor x - 1 in front of Sum(x**k, (k, 0, n)) may be 0"
