"""Mathlib's ``Ring.choose`` at a rational upper argument (issue 15, item 3).

Its value under Lean's semantics (:mod:`wzprove.model.semantics`) and the engine's reading
(sympy's ``binomial``) are checked against Mathlib's own definition, written out here
independently: ``Ring.choose r k = multichoose (r − k + 1) k`` and
``k! • multichoose s k = ascPochhammer s k = s (s + 1) ⋯ (s + k − 1)``
(``Mathlib/RingTheory/Binomial.lean``: ``Ring.choose``,
``Ring.factorial_nsmul_multichoose_eq_ascPochhammer``; ℚ has no ℕ-torsion).  Closed-form
identities with it are certified by shift ratios (:mod:`wzprove.wz.term_identity`), and every
certified statement is re-evaluated here with that independent definition.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb, factorial

import pytest
import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.semantics import evaluate
from wzprove.model.terms import Term
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.linear import certify_linear
from wzprove.wz.errors import NotHypergeometric
from wzprove.wz.term_identity import valid_from

OPTS = ProveOptions(timeout_s=30.0, falsity_time_s=1.0)

Z40 = (
    "theorem Gould_identity_Z_40 (n : ℕ) :\n  (Ring.choose ({r} : ℝ) n) = "
    "(-1 : ℝ) ^ n * (Nat.choose (2 * n) n) * {b}^(-(n : ℝ))"
)


def mathlib_choose(r: Fraction, k: int) -> Fraction:
    """``Ring.choose r k`` by Mathlib's definition: ``ascPochhammer (r − k + 1) k / k!``."""
    s, out = r - k + 1, Fraction(1)
    for i in range(k):
        out *= s + i
    return out / factorial(k)


RS = [Fraction(v) for v in (-3, -1, 0, 1, 2, 7)] + [
    Fraction(-1, 2), Fraction(1, 2), Fraction(1, 3), Fraction(-7, 3), Fraction(5, 2)
]  # fmt: skip


@pytest.mark.parametrize("r", RS)
def test_exact_values_against_mathlib_definition(r: Fraction) -> None:
    for k in range(8):
        t = Term(
            "binomial", (Term("lit", (), "ℚ", r), Term("lit", (), "ℕ", Fraction(k))), "ℚ"
        )
        want = mathlib_choose(r, k)
        assert evaluate(t, {}) == want, (r, k)
        # the engine's reading agrees at every rational r and k ∈ ℕ (k = 0 included)
        got = sympy.binomial(sympy.Rational(r.numerator, r.denominator), k)
        assert got == sympy.Rational(want.numerator, want.denominator), (r, k)
    assert mathlib_choose(Fraction(-1, 2), 3) == Fraction(-5, 16)
    assert mathlib_choose(Fraction(5), 7) == 0 and mathlib_choose(Fraction(-3), 2) == 6


def test_gould_z40_certified_and_checked() -> None:
    (parsed,) = parse_text(Z40.format(r="-1 / 2", b="4"), "t.lean")
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    assert report.method == "linearity" and report.proof == "none"
    assert report.linear == {"form": "shift ratios, no sum", "variable": "n", "start": 0,
                             "from": 0}  # fmt: skip
    for n in range(25):
        want = (-1) ** n * comb(2 * n, n) / Fraction(4) ** n
        assert mathlib_choose(Fraction(-1, 2), n) == want
        assert parsed.identity.holds_at({"n": Fraction(n)}) is True


@pytest.mark.parametrize(("r", "b"), [("1 / 2", "4"), ("-1 / 2", "2"), ("-3 / 2", "4")])
def test_gould_z40_false_variants(r: str, b: str) -> None:
    """Neither the pipeline nor the shift-ratio stage alone (no falsity search before it)
    certifies a variant; each is false under the independent definition."""
    (parsed,) = parse_text(Z40.format(r=r, b=b), "t.lean")
    top, base = Fraction(r.replace(" ", "")), int(b)
    assert any(
        mathlib_choose(top, n) != (-1) ** n * comb(2 * n, n) / Fraction(base) ** n
        for n in range(4)
    )
    assert certify_theorem(parsed, OPTS).report.status == "false"
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"


def test_scaled_variant_refused_at_the_start() -> None:
    """Same shift ratio, different value at n = 0: refused by the stage's own exact check."""
    (parsed,) = parse_text(Z40.format(r="-1 / 2", b="4") + " * 2", "t.lean")
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"
    assert "differ at n = 0" in done.message


@pytest.mark.parametrize(
    "text",
    [
        # the defining recurrence at r = 1/3 and r = -5/2 (a rational root of the factor
        # (1/3 - n) moves the start to 1; the values at n = 0, 1 are evaluated)
        "theorem a (n : ℕ) : ((n : ℚ) + 1) * Ring.choose (1 / 3 : ℚ) (n + 1) = "
        "(1 / 3 - n) * Ring.choose (1 / 3 : ℚ) n",
        "theorem b (n : ℕ) : ((n : ℚ) + 1) * Ring.choose (-5 / 2 : ℚ) (n + 1) = "
        "(-5 / 2 - n) * Ring.choose (-5 / 2 : ℚ) n",
        # Nat.choose n 2 has gamma poles below n = 2: values at 0, 1, 2 evaluated
        "theorem c (n : ℕ) : (Nat.choose n 2 : ℚ) * 2 = (n : ℚ) * (n - 1)",
        # Ring.choose at a natural-number cast is Nat.choose (Ring.choose_natCast)
        "theorem d (n : ℕ) : Ring.choose ((n : ℚ) + 3) 3 = Nat.choose (n + 3) 3",
    ],
)
def test_shift_ratio_identities_certified(text: str) -> None:
    (parsed,) = parse_text(text, "t.lean")
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    for n in range(12):
        assert parsed.identity.holds_at({"n": Fraction(n)}) is True


def test_recurrence_false_variant_not_certified() -> None:
    (parsed,) = parse_text(
        "theorem a (n : ℕ) : ((n : ℚ) + 1) * Ring.choose (1 / 3 : ℚ) (n + 1) = "
        "(1 / 3 + n) * Ring.choose (1 / 3 : ℚ) n",
        "t.lean",
    )
    assert mathlib_choose(Fraction(1, 3), 2) * 2 != (Fraction(1, 3) + 1) * Fraction(1, 3)
    assert certify_theorem(parsed, OPTS).report.status == "false"
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"


def test_gamma_forms_refused_where_they_are_not_lean_values() -> None:
    """``C(3, n)`` and ``Ring.choose (-2) n`` have gamma poles for infinitely many ``n`` (or
    every ``n``): their gamma forms are not Lean's values there, so they are refused."""
    n = sympy.Symbol("n", integer=True, nonnegative=True)
    for side in (sympy.binomial(3, n), sympy.RisingFactorial(-2, n)):
        with pytest.raises(NotHypergeometric):
            valid_from(side, n, 0)
    assert valid_from(sympy.binomial(sympy.Rational(-2, 3), n), n, 0) == 0
    assert valid_from(sympy.binomial(n, 3), n, 0) == 3
    assert valid_from(sympy.factorial(n) / (2 * n - 7), n, 1) == 4


# -- a ℚ/ℝ upper argument that is a variable: polynomial identities in it ----------------

GOULD_1_11 = (
    "theorem Gould_identity_1_11 {{x z: ℝ}} (n : ℕ) :\n"
    "  ∑ k ∈ Finset.range n, (Ring.choose {top} k) * (x^(n - k) / (n - k)) =\n"
    "  ∑ k ∈ Finset.Ico 1 (n + 1), (Ring.choose (z - k) (n - k)) * (((x + 1) ^ k - 1) / k)"
)
GENERIC = {
    # CM (5.9), parallel summation
    "parallel": "theorem p (n : ℕ) (z : ℝ) : ∑ k ∈ Finset.range (n + 1), Ring.choose (z + k) k "
    "= Ring.choose (z + n + 1) n",
    # CM (5.27), Vandermonde at rational upper arguments
    "vandermonde": "theorem v (n : ℕ) (z w : ℚ) : ∑ k ∈ Finset.range (n + 1), Ring.choose z k * "
    "Ring.choose w (n - k) = Ring.choose (z + w) n",
    # CM (5.16), alternating partial sums
    "alternating": "theorem a (n : ℕ) (z : ℚ) : ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * "
    "Ring.choose z k = (-1 : ℚ) ^ n * Ring.choose (z - 1) n",
}
VALUES = [Fraction(v) for v in (-3, -1, 0, 2)] + [Fraction(-1, 2), Fraction(2, 3)]


def _direct(name: str, n: int, z: Fraction, w: Fraction) -> tuple[Fraction, Fraction]:
    """Both sides of ``GENERIC[name]`` by :func:`mathlib_choose` (independent of the model)."""
    if name == "parallel":
        return sum(mathlib_choose(z + k, k) for k in range(n + 1)), mathlib_choose(z + n + 1, n)
    if name == "vandermonde":
        left = sum(mathlib_choose(z, k) * mathlib_choose(w, n - k) for k in range(n + 1))
        return left, mathlib_choose(z + w, n)
    left = sum((-1) ** k * mathlib_choose(z, k) for k in range(n + 1))
    return left, (-1) ** n * mathlib_choose(z - 1, n)


@pytest.mark.parametrize("name", sorted(GENERIC))
def test_generic_upper_argument_certified(name: str) -> None:
    (parsed,) = parse_text(GENERIC[name], "t.lean")
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    domains = report.certificate["parameter_domains"]
    assert {p for p, d in domains.items() if d[0] == "generic"} == (
        {"z", "w"} if name == "vandermonde" else {"z"}
    )
    for n in range(6):
        for z in VALUES:
            left, right = _direct(name, n, z, Fraction(1, 3) - z)
            assert left == right, (name, n, z)


@pytest.mark.parametrize(
    "text",
    [
        GENERIC["parallel"].replace("(z + n + 1) n", "(z + n) n"),
        GENERIC["vandermonde"].replace("(z + w) n", "(z + w + 1) n"),
        GENERIC["alternating"].replace("(z - 1) n", "(z + 1) n"),
    ],
)
def test_generic_upper_argument_false_variants(text: str) -> None:
    (parsed,) = parse_text(text, "t.lean")
    assert certify_theorem(parsed, OPTS).report.status == "false"


def test_generic_only_where_polynomial() -> None:
    """A variable divided by, or in an exponent, keeps its ℝ domain (its values are not a
    polynomial's); one never inside a ``Ring.choose`` too."""
    from wzprove.model.poly_params import polynomial_parameters

    for text, want in [
        ("theorem t (n : ℕ) (z : ℝ) : Ring.choose z n / z = 1", set()),
        ("theorem t (n : ℕ) (z : ℝ) : Ring.choose z n * (2 : ℝ) ^ z = 1", set()),
        ("theorem t (n : ℕ) (z : ℝ) (h : 0 < z) : Ring.choose z n = 1", set()),
        ("theorem t (n : ℕ) (z x : ℝ) : Ring.choose (2 * z) n * x ^ n / 3 = 1", {"z"}),
        ("theorem t (n : ℕ) (x : ℝ) : x ^ n = 1", set()),
    ]:
        (parsed,) = parse_text(text, "t.lean")
        assert polynomial_parameters(parsed.identity) == want, text


@pytest.mark.slow
def test_gould_1_11_certified_and_checked() -> None:
    (parsed,) = parse_text(GOULD_1_11.format(top="z"), "t.lean")
    report = certify_theorem(parsed, OPTS).report
    assert report.status == "certified", report.message
    assert report.linear["form"] == "one operator" and report.proof == "none"
    # the main operator is one other sum's own recurrence; the third is first-order
    rows = report.linear["main"]["first_order"]
    assert [r.get("same", False) for r in rows] == [True, False]
    for n in range(7):
        for x in (Fraction(0), Fraction(-1), Fraction(1, 2), Fraction(3)):
            for z in VALUES:
                left = sum(
                    mathlib_choose(z, k) * x ** (n - k) / (n - k) for k in range(n)
                )
                right = sum(
                    mathlib_choose(z - k, n - k) * ((x + 1) ** k - 1) / k
                    for k in range(1, n + 1)
                )
                assert left == right, (n, x, z)


@pytest.mark.slow
def test_gould_1_11_false_variant() -> None:
    (parsed,) = parse_text(GOULD_1_11.format(top="(z + 1)"), "t.lean")
    assert certify_theorem(parsed, OPTS).report.status == "false"
    done = certify_linear(parsed.identity, OPTS)
    assert done is not None and done.status != "certified"


def test_generic_parameter_gets_no_compiled_proof(tmp_path) -> None:
    """The polynomial argument is not written in Lean: no proof file, proof ``none``."""
    from wzprove.pipeline import prove_theorem

    (parsed,) = parse_text(GENERIC["parallel"], "t.lean")
    opts = ProveOptions(timeout_s=30.0, falsity_time_s=1.0, out_dir=tmp_path)
    report = prove_theorem(parsed, opts)
    assert report.status == "certified" and report.proof == "none"
    assert "generic z" in report.message
    assert not list(tmp_path.rglob("*.lean"))


def test_generic_placement_and_conditions() -> None:
    """Where the generic argument holds: ``c·z + …`` with a rational ``c ≠ 0`` in a gamma
    form's argument (never an integer at a transcendental z); not a product ``x·z``, nor an
    exponent.  Conditions: never, reduced to the other parameters, or refused."""
    from wzprove.wz.domains import Refuse, generic_condition, placement

    z, x, n, k = sympy.symbols("z x n k", integer=True)
    assert placement(sympy.binomial(z - k, n - k) / k, z, "generic") is None
    assert placement(sympy.binomial(z + 1, z - n) * x, z, "generic") is None
    assert placement(sympy.binomial(z * x, k), z, "generic") is not None
    assert placement(2**z * sympy.binomial(z, k), z, "generic") is not None
    assert placement(sympy.binomial(z - k, n - k), z, "ℝ") is not None  # the old rule
    assert generic_condition(2 * z - n, "zero", z, [z, x]) is None
    assert generic_condition(x * z**2 + x, "zero", z, [z, x]) == x
    assert generic_condition(z / 2 - k, "neg", z, [z]) is None
    for expr, kind in [((n - k) * z + x, "zero"), (x * z - 1, "neg")]:
        with pytest.raises(Refuse):
            generic_condition(expr, kind, z, [z, x])
