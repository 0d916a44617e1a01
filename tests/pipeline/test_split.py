"""The certify stage on statements with ℕ floor divisions: a residue-class split, every case
certified by the engine, or the whole statement not certified (wzprove.pipeline.split).

The eight LCI-Test statements with ``n / 2`` (issue 15) are given verbatim; each one certified
is also checked by exact evaluation of the original statement under Lean's semantics.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.cases import split_residues
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.report import ProveReport
from wzprove.pipeline.split import certify_split

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

#: LCI-Test statements (LCI_test.jsonl), verbatim, that hold as formalized
LCI = {
    "Jihuai_identity_2_31": "theorem Jihuai_identity_2_31 (n : ℕ) :\n  ∑ k ∈ Finset.range "
    "(n / 2 + 1), ((n - k).choose k : ℝ) * 2^k =\n  (2^(n + 1) + (-1 : ℝ)^n) / 3",
    "Jihuai_identity_142": "theorem Jihuai_identity_142 (n : ℕ) :\n  ∑ k ∈ Finset.range "
    "(n / 2 + 1), (-1 : ℝ)^k * (n + 1).choose k * (2 * n - 2 * k).choose n = n + 1",
    "Jihuai_identity_45": "theorem Jihuai_identity_45 (n : ℕ) (h : n ≥ 1) :\n  ∑ x ∈ "
    "Finset.range (n / 2 + 1), (-1 : ℝ)^x * (n / (n - x)) * ((n - x).choose x) * "
    "2^(n - 2 * x) = 2",
    "Jihuai_identity_2_32": "theorem Jihuai_identity_2_32 (n : ℕ) :\n  ∑ k ∈ Finset.range "
    "(n / 2 + 1), ((n - k).choose k : ℝ) * 6^k =\n  (3^(n + 1) + (-1 : ℝ)^n * 2^(n + 1)) / 5",
    "Jihuai_identity_53": "theorem Jihuai_identity_53 (n : ℕ) :\n  ∑ k ∈ Finset.range "
    "(n / 2 + 1), (-1 : ℝ)^k * (n - k).choose k * 2^(n - 2 * k) = n + 1",
    "Jihuai_identity_129": "theorem Jihuai_identity_129 (n : ℕ) :\n  ∑ k ∈ Finset.range "
    "(n + 1), (-1 : ℝ)^k * (n.choose k)^2 =\n  if Even n then (-1: ℝ)^(n / 2) * n.choose "
    "(n / 2) else 0",
    "Gould_identity_1_88": "theorem Gould_identity_1_88 {n : ℕ} :\n  ∑ k ∈ Finset.range "
    "(n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * n) (2 * k)) =\n  (-1 : ℝ)^(n / 2) * 2^n * "
    "(1 + (-1 : ℝ) ^ n) / 2",
}

GOULD_1_38 = (
    "theorem Gould_identity_1_38 {x : ℝ}(n : ℕ) (h : x ≠ 0) :\n  ∑ k ∈ Finset.range "
    "(n / 2 + 1), (n.choose (2*k) : ℝ) * x^(2*k) / (2*k + 1) =\n  ((x + 1)^(n + 1) - "
    "(1 - x)^(n + 1)) / (2 * (n + 1) * x)"
)


def _parsed(text: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return parsed


@pytest.mark.parametrize("name", sorted(LCI))
def test_lci_items_with_n_div_2_are_certified_case_by_case(name: str) -> None:
    parsed = _parsed(LCI[name])
    done = certify_theorem(parsed, OPTS)
    report = done.report
    assert report.status == "certified", report.message
    assert done.split_certified and not done.certified  # no single certificate
    assert report.method == "case split"
    row = json.loads(json.dumps(report.to_json(), ensure_ascii=False))
    split = row["split"]
    assert (split["variable"], split["modulus"]) == ("n", 2)
    assert [c["substitution"] for c in split["cases"]] == ["n = 2 * m", "n = 2 * m + 1"]
    for case in split["cases"]:
        assert case["status"] == "certified"
        assert case["method"] in ("wz", "zeilberger", "gosper")
        assert case["certificate"] is not None and case["certificate"]["R"]
    # the statement itself, evaluated exactly under Lean's semantics
    identity = parsed.identity
    for n in range(0, 21):
        assert identity.holds_at({"n": Fraction(n)}) in (True, None), n


def test_gould_1_38_is_certified_off_the_value_its_hypothesis_excludes() -> None:
    # x ≠ 0: the certificates' exceptional value x = 0 is excluded (issue 15, item 1); the
    # grid check of the certified statement is in tests/pipeline/test_hypotheses_exclude.py
    report = certify_theorem(_parsed(GOULD_1_38), OPTS).report
    assert report.status == "certified", report.message
    assert report.split is not None
    assert [c["status"] for c in report.split["cases"]] == ["certified", "certified"]
    for case in report.split["cases"]:
        assert case["certificate"]["excluded"] == ["x"]


FALSE_ODD = (
    "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 2 + 1), ((n - k).choose k : ℝ) * 2^k ="
    " (2^(n + 1) + 1) / 3"
)


def test_a_statement_false_in_one_case_is_never_certified() -> None:
    # true for even n, false for odd n: the falsity search finds it first
    report = certify_theorem(_parsed(FALSE_ODD), OPTS).report
    assert report.status == "false"
    assert int(report.counterexample["n"]) % 2 == 1
    # and the split alone, without the falsity search, refutes the odd case
    identity = _parsed(FALSE_ODD).identity
    split = split_residues(identity)
    assert split is not None
    alone = ProveReport(name="t", status="error")
    certify_split(alone, identity, split, OPTS)
    assert alone.status == "false", alone.message
    assert alone.split is not None
    assert [c["status"] for c in alone.split["cases"]] == ["certified", "false"]
    n = int(alone.counterexample["n"])
    assert n % 2 == 1 and identity.holds_at({"n": Fraction(n)}) is False


def test_a_case_the_engine_cannot_certify_makes_the_whole_not_certified() -> None:
    # a Gosper sum in each case: certified
    text = (
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) ="
        " (n / 2 : ℕ) * ((n / 2 : ℕ) + 1) / 2"
    )
    report = certify_theorem(_parsed(text), OPTS).report
    assert report.status == "certified", report.message
    # true, but the engine has no reading of `harmonic`: the first case stops the whole
    true = (
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 2 + 1), (1 : ℚ) / (k + 1) ="
        " harmonic (n / 2 + 1)"
    )
    report = certify_theorem(_parsed(true), OPTS).report
    assert report.status == "out-of-scope"
    assert report.message == "case n = 2 * m: harmonic has no sympy reading as a number"
    assert report.split is not None and len(report.split["cases"]) == 1


def test_cases_the_hypotheses_make_finite_are_evaluated() -> None:
    text = (
        "theorem t (n : ℕ) (h : n ≤ 3) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) ="
        " (n / 2 : ℕ) * ((n / 2 : ℕ) + 1) / 2"
    )
    report = certify_theorem(_parsed(text), OPTS).report
    assert report.status == "certified", report.message
    assert report.split is not None
    assert [(c["values"], c["message"]) for c in report.split["cases"]] == [
        ([0, 1], "evaluated at m ∈ [0, 1]"),
        ([0, 1], "evaluated at m ∈ [0, 1]"),
    ]
