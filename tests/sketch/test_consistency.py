"""The numeric consistency check on 20 sketches: our own statements plus the LCI-Test items
that certify (loaded from the shared data folder, ``tests/shared_data.py``, when present; never
copied into the repository).  Each sketch's `let` definitions are parsed back from its Lean
text and every side goal is evaluated under Lean's semantics (:mod:`.consistency`)."""

from __future__ import annotations

import json

import pytest

from tests.shared_data import SHARED
from wzprove.commands.sketch import sketch_theorem
from wzprove.lean.parser import DEFAULT_JSONL_OPENS, parse_text

from .consistency import check_sketch

LCI = SHARED / "lci_test" / "LCI_test.jsonl"

OWN = {
    "pow3": "theorem pow3 (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * 2 ^ k = 3 ^ n",
    "sq_nat": "theorem sq_nat (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k) ^ 2 = "
    "(2 * n).choose n",
    "row_int": "theorem row_int (n : ℕ) : ∑ k ∈ Finset.Icc 0 n, (n.choose k : ℤ) = 2 ^ n",
    "cubes": "theorem cubes (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℚ) ^ 3 = "
    "((n : ℚ) * (n + 1) / 2) ^ 2",
    "hockey": "theorem hockey (n m : ℕ) : ∑ k ∈ Finset.range (n + 1), (k.choose m : ℚ) = "
    "((n + 1).choose (m + 1) : ℚ)",
    "legendre": "theorem legendre (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * "
    "(n.choose k : ℚ) * ((n + k).choose k : ℚ) = (-1) ^ n",
    "sq_real": "theorem sq_real (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) ^ 2 = "
    "((2 * n).choose n : ℝ)",
    "k_choose": "theorem k_choose (n : ℕ) (hn : 1 ≤ n) : ∑ k ∈ Finset.range (n + 1), (k : ℝ) * "
    "(n.choose k : ℝ) = n * 2 ^ (n - 1)",
    "vdm": "theorem vdm (m n : ℕ) : ∑ k ∈ Finset.range (n + 1), (m.choose k : ℚ) * "
    "(n.choose k : ℚ) = ((m + n).choose n : ℚ)",
    "row_sum": "theorem row_sum (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) = 2 ^ n",
}
#: LCI-Test items whose sketch was produced when this test was written
LCI_NAMES = (
    "Gould_identity_3_181",
    "Gould_identity_7_12",
    "Gould_identity_11_2",
    "Jihuai_identity_128",
    "Jihuai_example_1",
    "Jihuai_example_3b",
    "Gould_identity_3_66",
    "Gould_identity_6_37",
    "Jihuai_identity_1_6",
    "Jihuai_E1_1",
)


def _cases() -> list[tuple[str, str, frozenset[str] | None]]:
    cases = [(name, text, None) for name, text in OWN.items()]
    if LCI.exists():
        rows = [json.loads(line) for line in LCI.read_text().splitlines() if line.strip()]
        by = {r["name"]: r["formal_statement"] for r in rows}
        cases += [(n, by[n], DEFAULT_JSONL_OPENS) for n in LCI_NAMES if n in by]
    return cases


@pytest.mark.slow
def test_numeric_consistency_of_20_sketches() -> None:
    cases = _cases()
    if len(cases) < 20:
        pytest.skip(f"{LCI} absent: only {len(cases)} statements")
    done = []
    for name, text, opens in cases:
        (parsed,) = parse_text(text, name, opens)
        r = sketch_theorem(parsed, None, timeout=30, falsity_time=0.5)
        assert r.status == "certified", (name, r.message)
        cert = r.sketch.certificate
        points = check_sketch(
            r.sketch, parsed.identity, cert["variable"] or "", cert["index"], cert["start"]
        )
        assert points > 20, name
        done.append(name)
    assert len(done) >= 20


def test_numeric_consistency_fast() -> None:
    """Three of the own statements (ℕ domain through ℚ, Icc over ℤ, Gosper) in the default
    run."""
    for name in ("sq_nat", "row_int", "cubes"):
        (parsed,) = parse_text(OWN[name], name)
        r = sketch_theorem(parsed, None, timeout=30, falsity_time=0.5)
        assert r.status == "certified", (name, r.message)
        cert = r.sketch.certificate
        assert (
            check_sketch(r.sketch, parsed.identity, cert["variable"], cert["index"], cert["start"])
            > 20
        )
        assert "exact_mod_cast" in r.sketch.text or name == "cubes"
