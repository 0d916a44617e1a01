"""Statements whose hypotheses exclude the points where the sum and the right side differ
(issue 15, items 1 and 3): ``x ≠ 1`` (the certificate's exceptional values that a hypothesis
excludes exactly, wzprove.wz.exceptional), ``m ≤ n`` (the substitution ``n = m + j``,
wzprove.model.hyp_cases), and exact ℕ divisions read as exact quotients (wzprove.model.reading).
Each certified statement is checked by exact evaluation of the original statement on a grid
under Lean's semantics; each false variant (a hypothesis weakened) is never certified."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.hyp_cases import exclusions, hypothesis_split
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.wz.certify import certify
from wzprove.wz.exceptional import excluded_by

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)

GEOMETRIC = (
    "theorem gosper_geometric (n : ℕ) (x : ℚ) (hx : x ≠ 1) :\n"
    "    ∑ k ∈ Finset.range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1)"
)
GEOMETRIC_REAL = (
    "theorem param_geometric_real (n : ℕ) (x : ℝ) (hx : x ≠ 1) :\n"
    "    ∑ k ∈ Finset.range n, x ^ k = (x ^ n - 1) / (x - 1)"
)
RATIO = (
    "theorem param_ratio_of_binomials (m n : ℕ) (h : m ≤ n) :\n"
    "    ∑ k ∈ Finset.range (m + 1), (Nat.choose m k : ℝ) / Nat.choose n k =\n"
    "      (n + 1) / (n + 1 - m)"
)
GOULD_1_38 = (
    "theorem Gould_identity_1_38 {x : ℝ}(n : ℕ) (h : x ≠ 0) :\n"
    "  ∑ k ∈ Finset.range (n / 2 + 1), (n.choose (2*k) : ℝ) * x^(2*k) / (2*k + 1) =\n"
    "  ((x + 1)^(n + 1) - (1 - x)^(n + 1)) / (2 * (n + 1) * x)"
)
TRIANGULAR = "theorem nat_triangular (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2"
SQUARES = (
    "theorem nat_squares (n : ℕ) :\n"
    "    ∑ k ∈ Finset.range (n + 1), k ^ 2 = n * (n + 1) * (2 * n + 1) / 6"
)
#: LC-test test_096_1: a factorial quotient that is a binomial, exact where 3 ≤ n
CHOOSE_3 = "theorem test_096_1 (n : ℕ) (hn : 3 ≤ n): Nat.choose n 3 = n ! / (3! * (n - 3)!)"

#: rational values for a ℚ/ℝ variable: integers, fractions, the excluded points
RATIONALS = [Fraction(a, b) for a in range(-3, 4) for b in (1, 2, 3)]


def _parsed(text: str):  # noqa: ANN202 - a ParsedTheorem
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    return parsed


def _grid(identity) -> None:  # noqa: ANN001 - an Identity
    """The statement holds (or a hypothesis fails) at every grid point, exactly."""
    names = [v.name for v in identity.variables]
    size = 40 if len(names) == 1 else 9
    ranges = [
        RATIONALS if v.type in ("ℚ", "ℝ") else [Fraction(i) for i in range(size)]
        for v in identity.variables
    ]
    checked = 0
    for values in product(*ranges):
        verdict = identity.holds_at(dict(zip(names, values, strict=True)))
        assert verdict is not False, dict(zip(names, values, strict=True))
        checked += verdict is True
    assert checked > 20


@pytest.mark.parametrize(
    ("text", "method"),
    [
        (GEOMETRIC, "gosper"),
        (GEOMETRIC_REAL, "gosper"),
        (RATIO, "case split"),
        (GOULD_1_38, "case split"),
        (TRIANGULAR, "gosper"),
        (SQUARES, "gosper"),
        (CHOOSE_3, "linearity"),
    ],
)
def test_statements_true_where_their_hypotheses_hold_are_certified(text: str, method: str) -> None:
    parsed = _parsed(text)
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    assert report.method == method
    _grid(parsed.identity)


def test_the_excluded_value_is_named_in_the_parameters_check() -> None:
    report = certify_theorem(_parsed(GEOMETRIC), OPTS).report
    (check,) = [c for c in report.certificate["checks"] if c["name"] == "parameters"]
    assert check["passed"] and "x = 1 (excluded by the hypotheses: x - 1" in check["detail"]
    assert report.certificate["excluded"] == ["x - 1"]


def test_the_substitution_is_recorded() -> None:
    report = certify_theorem(_parsed(RATIO), OPTS).report
    assert report.split["kind"] == "hypothesis"
    assert [c["substitution"] for c in report.split["cases"]] == ["n = m + j"]
    assert report.split["cases"][0]["method"] == "gosper"


#: the same statements with a hypothesis weakened: false at a point the weaker one allows
FALSE_VARIANTS = {
    "geometric x ≠ 2": GEOMETRIC.replace("x ≠ 1", "x ≠ 2"),
    "geometric no hypothesis": GEOMETRIC.replace(" (hx : x ≠ 1)", ""),
    "geometric real x ≠ 0": GEOMETRIC_REAL.replace("x ≠ 1", "x ≠ 0"),
    "ratio m ≤ n + 1": RATIO.replace("m ≤ n", "m ≤ n + 1"),
    "ratio no hypothesis": RATIO.replace(" (h : m ≤ n)", ""),
    "1.38 x ≠ 1": GOULD_1_38.replace("x ≠ 0", "x ≠ 1"),
    "triangular n(n+3)/2": TRIANGULAR.replace("(n + 1) / 2", "(n + 3) / 2"),
    "squares /3": SQUARES.replace("/ 6", "/ 3"),
    "choose 3 as C(n, 2)": CHOOSE_3.replace("3 ≤ n", "2 ≤ n").replace(
        "(3! * (n - 3)!)", "(2! * (n - 2)!)"
    ),
}


@pytest.mark.parametrize("name", sorted(FALSE_VARIANTS))
def test_weakened_hypotheses_are_never_certified(name: str) -> None:
    parsed = _parsed(FALSE_VARIANTS[name])
    report = certify_theorem(parsed, OPTS).report
    assert report.status != "certified", report.message
    assert report.status == "false", report.message
    point = {k: Fraction(v) for k, v in report.counterexample.items()}
    assert parsed.identity.holds_at(point) is False


def test_the_engine_alone_excludes_only_the_zeros_it_is_given() -> None:
    # no falsity stage in front: with x ≠ 2 given, x = 1 stays claimed and refutes it
    n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    x = sympy.Symbol("x", rational=True)
    lhs, rhs = sympy.Sum(x**k, (k, 0, n)), (x ** (n + 1) - 1) / (x - 1)
    assert certify(lhs, rhs, var=n, excluded=[x - 1]).status == "certified"
    wrong = certify(lhs, rhs, var=n, excluded=[x - 2])
    assert wrong.status != "certified"
    assert certify(lhs, rhs, var=n).status != "certified"


def test_a_pin_is_excluded_only_when_the_hypothesis_vanishes_on_all_of_it() -> None:
    x, m, n = sympy.symbols("x m n", integer=True)
    assert excluded_by([x - 1], {x: 1}) == x - 1
    assert excluded_by([x - 1], {x: 2}) is None
    assert excluded_by([m - n - 1], {m: n + 1}) == m - n - 1  # the whole line
    assert excluded_by([m - 3], {m: n + 1}) is None  # one point of the line only
    assert excluded_by([m * n], {m: 0}) == m * n


def test_only_polynomial_hypotheses_exclude_points() -> None:
    ident = _parsed(
        "theorem t (n : ℕ) (x : ℚ) (h1 : x ≠ 1) (h2 : (2 - n) + n ≠ 2) (h3 : x / x ≠ 1) "
        "(h4 : 0 < n) : ∑ k ∈ Finset.range n, x = n * x"
    ).identity
    got = [str(e) for e in exclusions(ident)]
    assert got == ["x - 1", "-n"]


def test_the_substitution_agrees_with_the_statement_point_by_point() -> None:
    ident = _parsed(RATIO).identity
    split = hypothesis_split(ident)
    assert split is not None and split.kind == "hypothesis"
    (case,) = split.cases
    assert case.substitution == "n = m + j"
    for m, j in product(range(6), range(6)):
        original = ident.sides({"m": Fraction(m), "n": Fraction(m + j)})
        assert case.identity.sides({"m": Fraction(m), "j": Fraction(j)}) == original
    strict = _parsed(
        "theorem s (m j : ℕ) (h : j < m) :\n"
        "    ∑ k ∈ Finset.range (m + 1), (-1 : ℝ) ^ k * Nat.choose m k * Nat.choose k j = 0"
    ).identity
    (case,) = hypothesis_split(strict).cases
    assert case.substitution == "m = j + 1 + q"
    assert case.identity.hypotheses == []


def test_the_substitution_has_a_complete_proof_that_replays(tmp_path) -> None:  # noqa: ANN001
    from wzprove.pipeline import prove_theorem
    from wzprove.sketch.hyp_proof import replay_hypothesis_wrapper
    from wzprove.sketch.split_proof import SplitProofError

    opts = ProveOptions(timeout_s=60.0, falsity_time_s=1.0, out_dir=str(tmp_path))
    report = prove_theorem(_parsed(RATIO), opts)
    assert report.status == "certified" and report.proof == "complete", report.message
    written = open(report.proof_file, encoding="utf-8").read()
    assert "\n  have param_ratio_of_binomials_case0 : ∀ (m : ℕ) (j : ℕ),\n" in written
    assert "theorem param_ratio_of_binomials_case0" not in written  # nothing at top level
    # the compiled text the written proof is placed from, as the replay reads it
    from wzprove.pipeline.split import _split_proof_text

    done = certify_theorem(_parsed(RATIO), opts)
    text = _split_proof_text(done.identity, done.split, opts)
    body = text[text.index("theorem param_ratio_of_binomials ") :]
    assert "  obtain ⟨j, rfl⟩ : ∃ j, n = (m + j : ℕ) := ⟨(n - m : ℕ), by omega⟩\n" in body
    assert body.rstrip().endswith("  exact param_ratio_of_binomials_case0 m j")
    replay_hypothesis_wrapper(text, "param_ratio_of_binomials")
    tampered = {
        "witness": ("⟨(n - m : ℕ), by omega⟩", "⟨(n - m - 1 : ℕ), by omega⟩"),
        "value": ("n = (m + j : ℕ)", "n = (m + 1 + j : ℕ)"),
        "arguments": ("_case0 m j", "_case0 j m"),
    }
    for what, (old, new) in tampered.items():
        assert old in text, what
        with pytest.raises(SplitProofError):
            replay_hypothesis_wrapper(text.replace(old, new), "param_ratio_of_binomials")


@pytest.mark.parametrize(("text", "c"), [(TRIANGULAR, 2), (SQUARES, 6)])
def test_an_exact_division_has_a_complete_proof_that_replays(tmp_path, text: str, c: int) -> None:  # noqa: ANN001
    from wzprove.pipeline import prove_theorem
    from wzprove.sketch.exact_div_proof import replay_exact_division
    from wzprove.sketch.split_proof import SplitProofError

    parsed = _parsed(text)
    opts = ProveOptions(timeout_s=60.0, falsity_time_s=1.0, out_dir=str(tmp_path))
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.proof == "complete", report.message
    written = open(report.proof_file, encoding="utf-8").read()
    name = parsed.name
    assert f"\n  have {name}_exact : ∀ (n : ℕ),\n" in written
    assert f"theorem {name}_exact" not in written  # nothing at top level
    # the compiled text the written proof is placed from, as the replay reads it
    from wzprove.pipeline.finish_exact import proof_text

    proof = proof_text(certify_theorem(parsed, opts).identity, opts)
    assert f"theorem {name}_exact (n : ℕ) :" in proof
    assert proof.rstrip().endswith("exact (Nat.div_eq_of_eq_mul_left (by norm_num) hkey.symm).symm")
    assert f"linear_combination ({c} : ℚ) * hq" in proof
    replay_exact_division(proof, name)
    tampered = [
        (f"linear_combination ({c} : ℚ) * hq", "linear_combination (1 : ℚ) * hq"),
        (f"/ {c} : ℚ)", f"/ {c + 1} : ℚ)"),  # the lemma no longer the statement's ℚ identity
    ]
    for old, new in tampered:
        assert old in proof, old
        with pytest.raises(SplitProofError):
            replay_exact_division(proof.replace(old, new), name)


def test_an_exact_division_with_a_literal_operation_gets_no_exact_division_proof() -> None:
    """Lean review 5 (W1): `push_cast` folds `2 + 1` to `3` in the goal's sum but not in
    `hq`'s, so `linear_combination`'s `ring1` sees two different sums: no such proof."""
    from wzprove.sketch.exact_div_proof import exact_form

    folded = _parsed(
        "theorem ex_d (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k * (2 + 1) = n * (n + 1) * 3 / 2 := "
        "by sorry"
    )
    plain = _parsed(
        "theorem ex_p (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k * 3 = n * (n + 1) * 3 / 2 := by sorry"
    )
    assert exact_form(folded.identity) is None
    assert exact_form(plain.identity) is not None


#: breaker run 12g: hypotheses whose terms Lean reads otherwise than their sympy reading (ℕ
#: subtraction, division, zpow) were turned into facts; each statement was certified, false
#: at the point given (the hypothesis holds there)
UNFAITHFUL_HYPOTHESES = [
    (
        "theorem h1 (n : ℕ) (h : 0 < n - 3000 + 1) : ((n:ℚ) - 2999) / ((n:ℚ) - 2999) = 1",
        {"n": 2999},
    ),
    (
        "theorem g5 (m n : ℕ) (h : 0 < m - n + 1) :\n"
        "    ((m:ℚ) - n + 3000) / ((m:ℚ) - n + 3000) = 1",
        {"m": 0, "n": 3000},
    ),
    (
        "theorem g1 (m n : ℕ) (h : 3000 - n + n ≠ m) : ((m:ℚ) - 3000) / ((m:ℚ) - 3000) = 1",
        {"m": 3000, "n": 3001},
    ),
    (
        "theorem k1 (n : ℕ) (h : ((n:ℚ) - 3000) / ((n:ℚ) - 3000) * ((n:ℚ) - 2999) ≠ 1) :\n"
        "    ((n:ℚ) - 3000) / ((n:ℚ) - 3000) = 1",
        {"n": 3000},
    ),
    (
        "theorem m1 (m n : ℕ) (h : 0 < m - n + 1) : ((3000 + m - n : ℕ) : ℤ) = 3000 + (m:ℤ) - n",
        {"m": 0, "n": 3001},
    ),
]


@pytest.mark.parametrize(("text", "point"), UNFAITHFUL_HYPOTHESES)
def test_a_hypothesis_lean_reads_otherwise_is_no_fact(text: str, point: dict) -> None:
    parsed = _parsed(text + " := by sorry")
    assert parsed.identity.holds_at({k: Fraction(v) for k, v in point.items()}) is False
    done = certify_theorem(parsed, ProveOptions(timeout_s=30, falsity_time_s=0.3))
    assert done.report.status != "certified", done.report.message
