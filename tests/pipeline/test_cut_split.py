"""Sums cut where a factor ``C(x, k)`` of the summand vanishes (wzprove.model.cut_cases,
wzprove.pipeline.split.certify_cut; issue 15): LCI Gould_identity_4_21.

The certified statement is re-evaluated by a separate plain evaluator (``math.comb``, ℕ
subtraction truncated, ``x / 0 = 0``) on a grid; perturbed variants are not certified; the
split's own guard catches a wrong rewrite of a case.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import product
from math import comb

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.cases import CaseSplitError, Split
from wzprove.model.cut_cases import _check, cut_split, numerator_factors
from wzprove.model.identity import Term
from wzprove.model.terms import replace_subterm
from wzprove.pipeline import ProveOptions, certify_theorem

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

GOULD_4_21 = (
    "theorem Gould_identity_4_21  {n x : ℕ} :\n"
    "  ∑ k ∈ Finset.range (n + 1), ((Nat.choose x k) / (Nat.choose (x + n - k) n) * "
    "((x + n + 1 - 2 * k) / (x + n + 1 - k)) : ℝ) =\n  1 := sorry"
)


def _c(a: int, b: int) -> int:
    return comb(a, b) if 0 <= b <= a else 0


def _div(a: Fraction, b: Fraction) -> Fraction:
    return Fraction(0) if b == 0 else Fraction(a) / b


def _lhs_4_21(n: int, x: int) -> Fraction:
    """Lean's value of the left side: ``x + n - k`` truncated at ℕ, ``a / 0 = 0`` in ℝ."""
    total = Fraction(0)
    for k in range(n + 1):
        top = _div(Fraction(_c(x, k)), Fraction(_c(max(x + n - k, 0), n)))
        total += top * _div(Fraction(x + n + 1 - 2 * k), Fraction(x + n + 1 - k))
    return total


def _theorem(text: str):
    (parsed,) = parse_text(text)
    assert parsed.identity is not None, parsed.message
    return parsed


def test_gould_4_21_is_certified_by_the_cut_and_true_on_a_grid() -> None:
    done = certify_theorem(_theorem(GOULD_4_21), OPTS)
    report = done.report
    assert report.status == "certified", report.message
    assert report.split["kind"] == "cut"
    rows = report.split["cases"]
    assert [r["status"] for r in rows] == ["certified", "certified"]
    assert all(r["method"] == "gosper" for r in rows)
    # the two cases cover every (n, x): x ≥ n and n > x
    assert rows[0]["substitution"].startswith("x = n + ")
    assert rows[1]["substitution"].startswith("n = x + 1 + ")
    for n, x in product(range(14), repeat=2):
        assert _lhs_4_21(n, x) == 1, (n, x)
    for n, x in ((40, 3), (3, 40), (25, 25), (31, 17)):
        assert _lhs_4_21(n, x) == 1, (n, x)


def test_the_cases_agree_with_the_statement_and_a_wrong_case_is_caught() -> None:
    identity = _theorem(GOULD_4_21).identity
    split = cut_split(identity)
    assert isinstance(split, Split) and split.kind == "cut"
    # the narrow case: the sum cut to range (x + 1) and reflected, k ↦ x - k
    narrow = split.cases[1].identity
    assert str(narrow.lhs.args[1]) == "(x + 1)"
    assert "choose(x, (x -[ℕ] k))" in str(narrow.lhs)
    # a mutant: the sum cut one term short (range x) is caught by the split's own grid check
    lhs = narrow.lhs
    short = replace(lhs, args=(lhs.args[0], Term.var("x"), lhs.args[2]))
    bad = replace(split.cases[1], identity=replace(narrow, lhs=short))
    with pytest.raises(CaseSplitError, match="differs from the statement"):
        _check(identity, replace(split, cases=(split.cases[0], bad)))
    # a mutant: reflected about x + 1 instead of x (k ↦ x + 1 - k: f(0) lost, f(x + 1) = 0 in)
    body = split.cases[1].identity.lhs.args[2]
    one_off = Term("sub", (Term("add", (Term.var("x"), Term.lit(1)), "ℕ"), Term.var("k")))
    moved = replace_subterm(body, Term("sub", (Term.var("x"), Term.var("k"))), one_off)
    assert moved != body
    wrong = replace(narrow, lhs=replace(lhs, args=(*lhs.args[:2], moved)))
    with pytest.raises(CaseSplitError, match="differs from the statement"):
        _check(identity, replace(split, cases=(split.cases[0], replace(bad, identity=wrong))))


def test_no_cut_where_the_binomial_is_a_divisor() -> None:
    text = GOULD_4_21.replace(
        "((Nat.choose x k) / (Nat.choose (x + n - k) n)",
        "((Nat.choose (x + n - k) n) / (Nat.choose x k)",
    )
    assert cut_split(_theorem(text).identity) is None
    x, k = Term.var("x"), Term.var("k")
    c = Term("choose", (x, k), "ℕ")
    d = Term("div", (Term.lit(1, "ℝ"), Term("cast", (c,), "ℝ")), "ℝ")
    assert c not in numerator_factors(d)
    assert c in numerator_factors(Term("div", (Term("cast", (c,), "ℝ"), Term.lit(2, "ℝ")), "ℝ"))


GOULD_6_26 = (
    "theorem Gould_identity_6_26 (n r : ℕ) (h_n : n ≥ r) :\n"
    "  ∑ k ∈ Finset.range (n + 1), (-1 : ℝ) ^ k * (Nat.choose (2 * r) k : ℝ) * "
    "(Nat.choose (2 * n - 2 * r) (n - k) : ℝ) ^ 2 =\n"
    "  (-1 : ℝ)^r * (Nat.choose (2 * r) r : ℝ) * (Nat.choose (2 * n - r) n : ℝ) ^ 2 / "
    "(Nat.choose (2 * n - r) r) := sorry"
)


def _sides_6_26(n: int, r: int) -> tuple[Fraction, Fraction]:
    """Lean's values of both sides (ℕ subtraction truncated, ``a / 0 = 0``)."""
    left = sum(
        (-1) ** k * _c(2 * r, k) * _c(max(2 * n - 2 * r, 0), max(n - k, 0)) ** 2
        for k in range(n + 1)
    )
    top = max(2 * n - r, 0)
    right = _div(Fraction((-1) ** r * _c(2 * r, r) * _c(top, n) ** 2), Fraction(_c(top, r)))
    return Fraction(left), right


def test_gould_6_26_is_certified_by_a_nested_split_and_true_on_a_grid() -> None:
    done = certify_theorem(_theorem(GOULD_6_26), OPTS)
    report = done.report
    assert report.status == "certified", report.message
    assert report.split["kind"] == "hypothesis"
    (row,) = report.split["cases"]
    assert row["substitution"] == "n = r + m" and row["status"] == "certified"
    if "split" in row:  # the nested split m = r + j / r = m + 1 + j, each a recurrence in j
        inner = row["split"]
        assert inner["kind"] == "difference"
        assert [r["status"] for r in inner["rows"]] == ["certified", "certified"]
        assert all(r["recurrence"]["variable"] == "j" for r in inner["rows"])
    else:  # the case n = r + m by Zeilberger in m (its pole line k = m + r + 1 handled)
        assert row["method"] == "zeilberger"
        assert row["certificate"]["recurrence"]["variable"] == "m"
    assert report.proof == "none"
    for n, r in product(range(15), repeat=2):
        if n >= r:
            left, right = _sides_6_26(n, r)
            assert left == right, (n, r)
    # outside the hypothesis the statement is false (n = 0, r = 1): the hypothesis matters
    assert _sides_6_26(0, 1)[0] != _sides_6_26(0, 1)[1]


GOULD_1_132 = (
    "theorem Gould_identity_1_132 {n m : ℕ} (hm : m ≥ 1) (h_n : n > m) :\n"
    "  ∑ k ∈ Finset.Ico m n, (Nat.choose (k - 1) (m - 1) : ℝ) / (n - k) =\n"
    "  (Nat.choose (n - 1) (m - 1) : ℝ) * ∑ k ∈ Finset.Ico m n, (1 / k : ℝ) := sorry"
)


def _sides_1_132(n: int, m: int) -> tuple[Fraction, Fraction]:
    """Lean's values (``k - 1``, ``m - 1``, ``n - 1`` at ℕ; ``n - k`` and ``1 / k`` in ℝ)."""
    left = sum(
        (_div(Fraction(_c(max(k - 1, 0), max(m - 1, 0))), Fraction(n - k)) for k in range(m, n)),
        Fraction(0),
    )
    harmonic = sum((_div(Fraction(1), Fraction(k)) for k in range(m, n)), Fraction(0))
    return left, _c(max(n - 1, 0), max(m - 1, 0)) * harmonic


def test_gould_1_132_is_certified_through_its_hypotheses_and_true_on_a_grid() -> None:
    done = certify_theorem(_theorem(GOULD_1_132), OPTS)
    report = done.report
    assert report.status == "certified", report.message
    assert report.split["kind"] == "hypothesis"
    (row,) = report.split["cases"]
    assert row["substitution"] == "n = m + 1 + j"
    assert "Ico sums moved to range" in row["message"] and "linearity" in row["message"]
    assert report.proof == "none"
    for n, m in product(range(1, 16), repeat=2):
        if n > m:
            left, right = _sides_1_132(n, m)
            assert left == right, (n, m)
    # the hypotheses matter: at m = 0 (n = 2) Lean's sides differ
    assert _sides_1_132(2, 0)[0] != _sides_1_132(2, 0)[1]


def test_sums_moved_to_range_agree_and_a_wrong_move_is_caught() -> None:
    from wzprove.model.hyp_cases import hypothesis_split
    from wzprove.model.shift_cases import agrees, moved_to_range, shifts_of

    split = hypothesis_split(_theorem(GOULD_1_132).identity, None)
    case = split.cases[0].identity
    moved, how = moved_to_range(case)
    assert how == ["m ↦ m + 1", "Ico sums moved to range"]
    assert str(moved.lhs.args[1]) == "(j + 1)" and moved.hypotheses == []
    assert "choose((k + m), m)" in str(moved.lhs)
    assert agrees(case, moved, shifts_of(how)) is None
    # a mutant: the sum on the right one term short (range j) is caught
    rhs_sum = moved.rhs.args[1]
    short = replace(rhs_sum, args=(rhs_sum.args[0], Term.var("j"), rhs_sum.args[2]))
    bad = replace(moved, rhs=replace(moved.rhs, args=(moved.rhs.args[0], short)))
    assert agrees(case, bad, shifts_of(how)) is not None
    # a mutant: the lower bound's shift forgotten (m where m + 1 was meant)
    assert agrees(case, moved, {}) is not None


def test_the_case_lemmas_of_4_21_compile_to_complete_proofs() -> None:
    """Both cases' lemmas have complete proofs (compiled from their certificates, replayed);
    the reflected summand is written in the compiler's shape (``x + n − (x − k)`` folded to
    ``k + n``, ``↑(x − k)`` as ``-↑k + ↑x``).  The split's wrapper:
    tests/sketch/test_split_cut_proof.py."""
    from wzprove.pipeline.engine import run_engine
    from wzprove.pipeline.split import _compile_case

    identity = _theorem(GOULD_4_21).identity
    split = cut_split(identity)
    narrow = str(split.cases[1].identity.lhs)
    assert "choose((k + ((x + 1) + m)), ((x + 1) + m))" in narrow
    assert "-[ℕ] (x -[ℕ] k)" not in narrow and "((x -[ℕ] k) : ℝ)" not in narrow
    for case in split.cases:
        outcome = run_engine(case.identity, OPTS)
        assert outcome.status == "certified", outcome.message
        lemma, text = _compile_case(identity, case, outcome.result.certificate, OPTS)
        assert text.startswith(f"theorem {identity.name}_case{case.residue} ")
        assert "sorry" not in text


@pytest.mark.parametrize(
    "text, old, new",
    [
        (GOULD_4_21, "=\n  1 :=", "=\n  2 :="),
        (GOULD_4_21, "(x + n + 1 - 2 * k)", "(x + n + 2 - 2 * k)"),
        (GOULD_4_21, "(Nat.choose (x + n - k) n)", "(Nat.choose (x + n - k) (n + 1))"),
        (GOULD_4_21, "(Nat.choose x k)", "(Nat.choose (x + 1) k)"),
        (GOULD_6_26, "(-1 : ℝ)^r *", "(-1 : ℝ)^(r + 1) *"),
        (
            GOULD_6_26,
            "(Nat.choose (2 * n - r) n : ℝ) ^ 2 /",
            "(Nat.choose (2 * n - r) n : ℝ) ^ 3 /",
        ),
        (GOULD_6_26, "(Nat.choose (2 * r) r : ℝ) *", "(Nat.choose (2 * r + 1) r : ℝ) *"),
        (GOULD_6_26, "(Nat.choose (2 * n - r) r) :=", "(Nat.choose (2 * n - r) (r + 1)) :="),
        (GOULD_1_132, "/ (n - k) =", "/ (n - k + 1) ="),
        (GOULD_1_132, "(Nat.choose (k - 1) (m - 1) : ℝ)", "(Nat.choose k (m - 1) : ℝ)"),
        (GOULD_1_132, "(1 / k : ℝ)", "(1 / (k + 1) : ℝ)"),
        (GOULD_1_132, "(Nat.choose (n - 1) (m - 1) : ℝ) *", "(Nat.choose n (m - 1) : ℝ) *"),
    ],
)
def test_perturbed_variants_are_not_certified(text: str, old: str, new: str) -> None:
    assert old in text
    done = certify_theorem(_theorem(text.replace(old, new)), OPTS)
    assert done.report.status != "certified", done.report.message
