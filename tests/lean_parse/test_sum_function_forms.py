"""``Finset.sum s (fun k => f)``, ``(s).sum fun k => f`` and ``sum s f`` under ``open Finset``
are read as ``∑ k ∈ s, f`` (robust16, item 3; new-user run 15, M1).

Mathlib's ``∑ x ∈ s, f`` is notation for ``Finset.sum s (fun x ↦ f)``
(``Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean``), and ``(s).sum f`` elaborates to
``Finset.sum s f``: the same term, so the same Identity, the same verdicts, and the same
proof (the written theorem keeps the user's text; Lean's goal is the same term).  Lean's
``fun`` body reaches as far as it can: ``Finset.sum s fun k => f k = c`` sums propositions
and is rejected, never read as an equation.
"""

from __future__ import annotations

import pytest

from wzprove.lean.parser import parse_text
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.run import prove_theorem
from wzprove.sketch.replay import replay_theorem

OPEN = "open Finset\n\n"

#: (the ∑ form, the same statement written with the function forms)
SAME = [
    (
        "∑ k ∈ range (n + 1), (Nat.choose n k : ℝ) = 2 ^ n",
        [
            "(range (n + 1)).sum (fun k => (Nat.choose n k : ℝ)) = 2 ^ n",
            "((Finset.range (n + 1)).sum fun k ↦ (Nat.choose n k : ℝ)) = 2 ^ n",
            "(Finset.sum (Finset.range (n + 1)) fun k => (Nat.choose n k : ℝ)) = 2 ^ n",
            "Finset.sum (range (n + 1)) (fun (k : ℕ) => (Nat.choose n k : ℝ)) = 2 ^ n",
            "sum (range (n + 1)) (λ k => (Nat.choose n k : ℝ)) = 2 ^ n",
            "2 ^ n = Finset.sum (range (n + 1)) fun k : ℕ => (Nat.choose n k : ℝ)",
            "∑ k in range (n + 1), (Nat.choose n k : ℝ) = 2 ^ n",
        ],
    ),
    (  # under an ascription: elaborated as the ∑ form is (it is the same application)
        "(∑ k ∈ range (n + 1), Nat.choose n k : ℝ) = 2 ^ n",
        ["((range (n + 1)).sum (fun k => Nat.choose n k) : ℝ) = 2 ^ n"],
    ),
    (
        "(2 : ℚ) ^ n + ∑ k ∈ Icc 1 n, (k : ℚ) = 2 ^ n + n * (n + 1) / 2",
        ["(2 : ℚ) ^ n + (Icc 1 n).sum (fun k => (k : ℚ)) = 2 ^ n + n * (n + 1) / 2"],
    ),
    (
        "∏ k ∈ range n, ((k : ℚ) + 1) = n.factorial",
        ["(range n).prod (fun k => ((k : ℚ) + 1)) = n.factorial"],
    ),
    (  # nested: the inner sum in the body of the outer
        "∑ i ∈ range (n + 1), ∑ j ∈ range (i + 1), (1 : ℚ) = (n + 1) * (n + 2) / 2",
        [
            "(range (n + 1)).sum (fun i => (range (i + 1)).sum (fun j => (1 : ℚ)))"
            " = (n + 1) * (n + 2) / 2"
        ],
    ),
]


def _identity(conclusion: str, hyp: str = ""):  # noqa: ANN202 - an Identity
    (parsed,) = parse_text(f"{OPEN}theorem t (n : ℕ){hyp} : {conclusion} := by sorry")
    assert parsed.status == "parsed", parsed.message
    return parsed.identity


@pytest.mark.parametrize(("sigma", "forms"), SAME, ids=[s[:24] for s, _ in SAME])
def test_the_function_forms_are_the_same_identity(sigma: str, forms: list[str]) -> None:
    want = _identity(sigma)
    for form in forms:
        got = _identity(form)
        sides = (got.rhs, got.lhs) if form.startswith("2 ^ n =") else (got.lhs, got.rhs)
        assert (*sides, got.domain) == (want.lhs, want.rhs, want.domain), form
        assert got.variables == want.variables


@pytest.mark.parametrize(
    "conclusion",
    [
        "(range (n + 1)).sum (fun k => (Nat.choose n k : ℝ)) = 2 ^ n",
        "(Finset.sum (range (n + 1)) fun k => (-1 : ℝ) ^ k * Nat.choose n k) = 0",
    ],
)
def test_a_function_form_gets_the_complete_proof_of_its_sum(tmp_path, conclusion: str) -> None:  # noqa: ANN001
    hyp = " (h : 0 < n)" if "(-1" in conclusion else ""
    (parsed,) = parse_text(f"{OPEN}theorem t (n : ℕ){hyp} : {conclusion} := by sorry")
    opts = ProveOptions(timeout_s=60, falsity_time_s=0.5, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.proof == "complete", report.message
    text = open(report.proof_file, encoding="utf-8").read()
    assert f"theorem t (n : ℕ){hyp} : {conclusion} := by\n" in text  # the user's text kept
    assert "sorry" not in text.split("theorem t ", 1)[1]
    assert replay_theorem(text, "t").ok
    # the written proof is checked against the statement it stands under
    wrong = text.replace(f"{conclusion} := by", f"{conclusion.replace(' = ', ' = 1 + ')} := by")
    assert wrong != text and not replay_theorem(wrong, "t").ok


@pytest.mark.parametrize(
    ("conclusion", "point"),
    [
        ("(range n).sum (fun k => (Nat.choose n k : ℝ)) = 2 ^ n", {"n": "0"}),
        ("(range (n + 1)).sum (fun k => (Nat.choose n k : ℝ)) = 2 ^ n + 1", {"n": "0"}),
        ("(Finset.sum (range (n + 1)) fun k => (Nat.choose n k : ℝ)) = 2 ^ (n + 1)", {"n": "0"}),
        ("(range (n + 1)).sum (fun k => (k : ℚ)) = n * (n + 1) / 2 + 1", {"n": "0"}),
        ("(range (n + 1)).sum (fun k => k) = n * (n - 1) / 2", {"n": "1"}),  # ℕ floor, ℕ minus
    ],
)
def test_false_function_forms_are_false(conclusion: str, point: dict) -> None:
    (parsed,) = parse_text(f"{OPEN}theorem t (n : ℕ) : {conclusion} := by sorry")
    report = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.5)).report
    assert report.status == "false", report.message
    assert report.counterexample == point


@pytest.mark.parametrize(
    ("conclusion", "why"),
    [  # Lean: the `fun` takes the `= 2 ^ n`, a sum of propositions
        (
            "Finset.sum (range (n + 1)) fun k => (Nat.choose n k : ℝ) = 2 ^ n",
            "extends as far as it can",
        ),
        ("(range (n + 1)).sum (fun (k : ℤ) => (k : ℚ)) = 0", "`fun (k : ℤ)` over a set of ℕ"),
        ("(range (n + 1)).sum (Nat.choose n) = 2 ^ n", "only a function written `fun k => …`"),
        ("(range (n + 1)).sum (fun i j => (i : ℚ)) = 0", "`fun` with several binders"),
        ("(fun k => (k : ℚ)) n = n", "unexpected"),
        ("(List.range (n + 1)).sum = n", "List.range"),
    ],
)
def test_what_is_not_a_finset_sum_of_a_function_is_refused(conclusion: str, why: str) -> None:
    (parsed,) = parse_text(f"{OPEN}theorem t (n : ℕ) : {conclusion} := by sorry")
    assert parsed.status == "out-of-scope", parsed.message
    assert why in parsed.message


def test_a_bare_sum_is_finsets_only_where_nothing_competes() -> None:
    text = "theorem t (n : ℕ) : sum (range (n + 1)) (fun k => (k : ℚ)) = n * (n + 1) / 2"
    (alone,) = parse_text(f"open Finset\n\n{text} := by sorry")
    assert alone.status == "parsed", alone.message
    (both,) = parse_text(f"open Finset List\n\n{text} := by sorry")
    assert both.status != "parsed"
    (none,) = parse_text(f"{text.replace('range', 'Finset.range')} := by sorry")
    assert none.status != "parsed"
