"""The certify stage on statements whose ℕ subtractions may truncate: the truncating values
evaluated, the exact region certified by the engine (wzprove.model.trunc_cases,
wzprove.pipeline.split).  The LCI-Test items of issue 15 are given verbatim; each one
certified is also checked by exact evaluation of the original statement on a grid."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.trunc_cases import truncation_split
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.report import ProveReport
from wzprove.pipeline.split import certify_split

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

LCI = {
    "Jihuai_E1_2": "theorem Jihuai_E1_2 (n : ℕ) :\n  ∑ k ∈ Finset.Ico 1 (n + 1), k * n.choose k "
    "= n * 2^(n - 1)",
    "Jihuai_E1_11": "theorem Jihuai_E1_11 (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), k * (2 * "
    "n).choose k = n * 2^(2 * n - 1)",
    "Jihuai_E1_16": "theorem Jihuai_E1_16 (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), k * (2 * "
    "n).choose (n - k) = n * (2 * n - 1).choose n",
    "Jihuai_identity_124": "theorem Jihuai_identity_124 (n m : ℕ) :\n  ∑ k ∈ Finset.Ico m (n + "
    "1), (n.choose k : ℝ) * k.choose m = 2^(n - m) * n.choose m",
}

#: their substitutions and how each case was verified
CASES = {
    "Jihuai_E1_2": (["n = 0", "n = m + 1"], [None, "wz"]),
    "Jihuai_E1_11": (["n = 0", "n = m + 1"], [None, "wz"]),
    "Jihuai_E1_16": (["n = 0", "n = m + 1"], [None, "gosper"]),
    "Jihuai_identity_124": (["n = m + j", "m = n + 1 + j"], ["zeilberger", None]),
}


def _parsed(text: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return parsed


@pytest.mark.parametrize("name", sorted(LCI))
def test_lci_items_with_truncating_subtractions_are_certified_case_by_case(name: str) -> None:
    parsed = _parsed(LCI[name])
    done = certify_theorem(parsed, OPTS)
    report = done.report
    assert report.status == "certified", report.message
    assert done.split_certified and report.method == "case split"
    split = json.loads(json.dumps(report.to_json(), ensure_ascii=False))["split"]
    substitutions, methods = CASES[name]
    assert [c["substitution"] for c in split["cases"]] == substitutions
    assert [c["method"] for c in split["cases"]] == methods
    for case in split["cases"]:
        assert case["status"] == "certified"
        assert (case["certificate"] is not None) == (case["method"] is not None)
    identity = parsed.identity
    names = [v.name for v in identity.variables]
    for a in range(0, 12):
        for b in range(0, 12 if len(names) == 2 else 1):
            point = dict(zip(names, (Fraction(a), Fraction(b)), strict=False))
            assert identity.holds_at(point) is True, point


#: 2^n written 2 · 2^(n - 1): at n = 0 the right side is 2 (Lean's 0 - 1 = 0), the left 1
FALSE_AT_0 = "theorem T (n : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), n.choose k = 2 * 2^(n - 1)"


def test_falsity_only_in_the_truncating_region_is_never_certified() -> None:
    parsed = _parsed(FALSE_AT_0)
    identity = parsed.identity
    assert identity.holds_at({"n": Fraction(0)}) is False
    assert all(identity.holds_at({"n": Fraction(n)}) for n in range(1, 10))
    # the split alone (no falsity search before it): the value n = 0 is evaluated, false
    split = truncation_split(identity)
    assert split is not None and split.cases[0].values == (0,)
    report = ProveReport(name="T", status="error")
    certify_split(report, identity, split, OPTS)
    assert report.status == "false", report.message
    # the whole pipeline: the falsity search finds it first
    assert certify_theorem(parsed, OPTS).report.status == "false"


def test_a_subtraction_of_neither_form_keeps_the_reading_reason_and_says_why() -> None:
    text = (
        "theorem T (n m : ℕ) :\n  ∑ k ∈ Finset.range (n + 1), (n.choose k : ℝ) * 0 = "
        "(2 : ℝ)^(n - m) * 0 + (2 : ℝ)^(m - n) * 0"
    )
    report = certify_theorem(_parsed(text), OPTS).report
    assert report.status == "out-of-scope" and report.split is None
    assert "may truncate" in report.message
    assert "no truncation split: the ℕ subtraction" in report.message
    assert "in several variables" in report.message


GOULD_3_92 = (
    "theorem Gould_identity_3_92  {n : ℕ} :\n  ∑ k ∈ Finset.range (n + 1), (Nat.choose (2 * n - "
    "2 * k) (n - k) : ℝ) * (Nat.choose (2 * k) k) * (1 / (2 * k - 1 : ℝ)) = if n = 0 then (-1) "
    "else\n  0"
)


def test_a_value_test_on_the_right_side_is_split_off_and_certified() -> None:
    parsed = _parsed(GOULD_3_92)
    done = certify_theorem(parsed, OPTS)
    report = done.report
    assert report.status == "certified", report.message
    cases = report.split["cases"]
    assert [c["substitution"] for c in cases] == ["n = 0", "n = m + 1"]
    assert cases[0]["values"] == [0] and cases[1]["method"] == "gosper"
    # the case n = m + 1 has the test decided: its right side is the literal 0
    split = truncation_split(parsed.identity)
    assert split is not None and split.cases[1].identity.rhs.op == "lit"
    for n in [*range(25), 40, 57]:
        assert parsed.identity.holds_at({"n": Fraction(n)}) is True, n


def test_a_false_value_test_is_found_false_in_its_evaluated_case() -> None:
    # `if n = 1 …`: at n = 0 the sum is -1 and the right side 0
    identity = _parsed(GOULD_3_92.replace("if n = 0", "if n = 1")).identity
    split = truncation_split(identity)
    assert split is not None and split.cases[0].values == (0, 1)
    report = ProveReport(name="T", status="error")
    certify_split(report, identity, split, OPTS)
    assert report.status == "false", report.message
