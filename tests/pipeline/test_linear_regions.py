"""Closed-form statements certified region by region (wzprove.pipeline.linear_regions,
wzprove.model.region_cases; issue 15, item 3): LC-test 021, 045, 083, 084, 099.

Each certified statement is re-evaluated here by a separate plain evaluator (``math.comb``,
ℕ subtraction truncated, ``x / 0 = 0``) on a grid with far points; perturbed variants are
refused by the stage itself (not only by the falsity search).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb

import pytest

from wzprove.lean.parser import parse_text
from wzprove.model.identity import Term
from wzprove.model.region_cases import regions, shift_lower_bounds
from wzprove.pipeline import ProveOptions, certify_theorem
from wzprove.pipeline.linear import certify_linear

OPTS = ProveOptions(timeout_s=60.0, falsity_time_s=1.0)


def _sub(a: int, b: int) -> int:
    return max(a - b, 0)


def _div(a: Fraction, b: Fraction) -> Fraction:
    return Fraction(0) if b == 0 else Fraction(a) / b


def _c(a: int, b: int) -> int:
    return comb(a, b) if 0 <= b <= a else 0


# name: (Lean text, hypotheses, lhs, rhs) in a plain evaluator of Lean's semantics
CASES = {
    "test_083_1": (
        "theorem test_083_1 (n k : ℕ) : choose (n + 2) (k + 3) = "
        "choose (n + 1) (k + 2) + choose (n + 1) (k + 3) := sorry",
        lambda n, k: True,
        lambda n, k: _c(n + 2, k + 3),
        lambda n, k: _c(n + 1, k + 2) + _c(n + 1, k + 3),
    ),
    "test_099_1": (
        "theorem test_099_1 (n k : ℕ) (hk : 1 < k) :\n"
        "    choose (n + 1) (k - 1) = choose n (k - 2) + choose n (k - 1) := sorry",
        lambda n, k: 1 < k,
        lambda n, k: _c(n + 1, _sub(k, 1)),
        lambda n, k: _c(n, _sub(k, 2)) + _c(n, _sub(k, 1)),
    ),
    "test_045_1": (
        "theorem test_045_1 (n k : ℕ)(hn : n > 0)(hk : k > 0) :\n"
        "    (Nat.choose n k : ℝ) = (n : ℝ) / (k : ℝ) * Nat.choose (n - 1) (k - 1) := sorry",
        lambda n, k: n > 0 and k > 0,
        lambda n, k: Fraction(_c(n, k)),
        lambda n, k: _div(Fraction(n), Fraction(k)) * _c(_sub(n, 1), _sub(k, 1)),
    ),
    "test_021_1": (
        "theorem test_021_1 (n r : ℕ) (hn : 0 < n) (hrn : r ≤ n - 1) :\n"
        "  Nat.choose n r = (n : ℝ) / (n - r) * Nat.choose (n - 1) r := sorry",
        lambda n, r: 0 < n and r <= _sub(n, 1),
        lambda n, r: Fraction(_c(n, r)),
        lambda n, r: _div(Fraction(n), Fraction(n - r)) * _c(_sub(n, 1), r),
    ),
    "test_084_1": (
        "theorem test_084_1 (n k:ℕ)(hn:n≥3)(hk:k≥1):\n  Nat.choose n k - Nat.choose (n-3) k="
        "Nat.choose (n-1) (k-1) +Nat.choose (n-2) (k-1)+Nat.choose (n-3) (k-1) := sorry",
        lambda n, k: n >= 3 and k >= 1,
        lambda n, k: _sub(_c(n, k), _c(_sub(n, 3), k)),
        lambda n, k: (
            _c(_sub(n, 1), _sub(k, 1)) + _c(_sub(n, 2), _sub(k, 1)) + _c(_sub(n, 3), _sub(k, 1))
        ),
    ),
}

POINTS = [*product(range(13), repeat=2), (40, 37), (57, 3), (3, 57), (61, 61), (90, 45)]


def _parsed(text: str):
    (parsed,) = parse_text("open Nat Finset\n\n" + text, "t.lean")
    assert parsed.identity is not None, parsed.message
    return parsed


@pytest.mark.parametrize("name", sorted(CASES))
def test_certified_and_true_on_a_grid(name: str) -> None:
    text, hyp, lhs, rhs = CASES[name]
    report = certify_theorem(_parsed(text), OPTS).report
    assert report.status == "certified", report.message
    assert report.method == "linearity"
    assert report.linear["form"] == "closed forms by cases"
    checked = 0
    for a, b in POINTS:
        if hyp(a, b):
            assert lhs(a, b) == rhs(a, b), (name, a, b)
            checked += 1
    assert checked > 50


FALSE_VARIANTS = [
    # Pascal with a wrong lower argument
    "theorem v1 (n k : ℕ) : choose (n + 2) (k + 3) = choose (n + 1) (k + 2) + "
    "choose (n + 1) (k + 2) := sorry",
    # true off the diagonal only (both sides 0 for n ≠ k, 1 vs 2 on it)
    "theorem v2 (n k : ℕ) : choose n k * choose k n = 2 * choose n k * choose k n := sorry",
    # true on the diagonal and above it, false below (k > n: 0 vs 1)
    "theorem v3 (n k : ℕ) : choose n k * choose n k = choose n k := sorry",
    # absorption with the wrong divisor
    "theorem v4 (n k : ℕ)(hn : n > 0)(hk : k > 0) :\n"
    "    (Nat.choose n k : ℝ) = (n : ℝ) / (k + 1 : ℝ) * Nat.choose (n - 1) (k - 1) := sorry",
    # 084 with one term dropped
    "theorem v5 (n k:ℕ)(hn:n≥3)(hk:k≥1):\n  Nat.choose n k - Nat.choose (n-3) k="
    "Nat.choose (n-1) (k-1) +Nat.choose (n-2) (k-1) := sorry",
    # a difference that truncates: C(n, k) - C(n + 1, k) = 0 holds in Lean, but
    # C(n, k) = C(n + 1, k) + 0 does not; the stage must not conclude anything false
    "theorem v6 (n k : ℕ) : Nat.choose (n + 1) k - Nat.choose n k = Nat.choose n k := sorry",
]


@pytest.mark.parametrize("text", FALSE_VARIANTS)
def test_false_variants_refused_by_the_stage(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused by the cases themselves: the last guard (a grid evaluation) is switched off
    for the stage's own verdict, then the whole pipeline is run with it."""
    import wzprove.pipeline.linear as linear

    parsed = _parsed(text)
    with monkeypatch.context() as m:
        m.setattr(linear, "_guard", lambda identity: None)
        alone = certify_linear(parsed.identity, OPTS)
    assert alone is None or alone.status != "certified", alone.message
    out = certify_linear(parsed.identity, OPTS)
    assert out is None or out.status != "certified", out.message
    assert certify_theorem(parsed, OPTS).report.status != "certified"


def test_regions_cover_the_plane_once() -> None:
    """Every point (n, k) with n, k ≤ 20 lies in exactly one region, at one value of the
    region's variables (labels ``u = v + c`` and ``u = v + c + j``)."""
    parsed = _parsed(CASES["test_083_1"][0])
    parts = regions(parsed.identity, "n", "k")
    assert len(parts) == 10
    hits: dict[tuple[int, int], int] = {}
    for label, case in parts:
        gone, rhs = (s.strip() for s in label.split("=", 1))
        terms = [t.strip() for t in rhs.split("+")]
        c = sum(int(t) for t in terms if t.isdigit())
        far = len([t for t in terms if t.isalpha()]) == 2
        assert len(case.variables) == (2 if far else 1)
        for x, j in product(range(25), repeat=2):
            if j and not far:
                continue
            point = (x + c + j, x) if gone == "n" else (x, x + c + j)
            if max(point) <= 20:
                hits[point] = hits.get(point, 0) + 1
    assert all(hits.get(p) == 1 for p in product(range(21), repeat=2))


def test_shift_lower_bounds_keeps_upper_bounds() -> None:
    """A hypothesis that also bounds from above stays (with the variable shifted)."""
    parsed = _parsed(
        "theorem t (n k : ℕ) (hn : 2 ≤ n) (hk : k ≤ 5) : choose n k = choose n k := sorry"
    )
    out, done = shift_lower_bounds(parsed.identity)
    assert done == ["n ↦ n + 2"]
    assert [str(h) for h in out.hypotheses] == ["(k ≤ 5)"]
    assert out.lhs == Term(
        "choose", (Term("add", (Term.var("n"), Term.lit(2)), "ℕ"), Term.var("k")), "ℕ"
    )


def _stirling2(n: int, k: int) -> int:
    """S(n, k) by its recursion (separate from the project's evaluator)."""
    row = [1] + [0] * k  # S(0, ·)
    for _ in range(n):
        row = [0] + [j * row[j] + row[j - 1] for j in range(1, k + 1)]
    return row[k]


GOULD_1_19 = (
    "theorem Gould_identity_1_19 (n : ℕ) (hn : {lo} ≤ n) :\n"
    " Nat.stirlingSecond n 3 = (3^n - 3 * 2^n + {c}) / {d}"
)


def test_gould_1_19_certified_and_true() -> None:
    """ℕ division and subtraction: S(n, 3) · 6 = 3^n − 3·2^n + 3 with 3^(m+3) ≥ 3·2^(m+3)."""
    report = certify_theorem(_parsed(GOULD_1_19.format(lo=3, c=3, d=6)), OPTS).report
    assert report.status == "certified", report.message
    assert "L = N / 6 from L * 6 = N" in report.message
    for n in [*range(3, 30), 64, 101]:
        assert _stirling2(n, 3) == (max(3**n - 3 * 2**n, 0) + 3) // 6, n


@pytest.mark.parametrize(
    ("lo", "c", "d"),
    [
        (3, 2, 6),  # false at n = 3 (5 // 6 = 0)
        (3, 3, 5),  # false at n = 3
        (3, 4, 6),  # true only by rounding (+1/6): not certified by L * 6 = N
        (1, 3, 6),  # true (3 - 6 truncates at n = 1, 2), but 3^n ≥ 3·2^n is not shown
    ],
)
def test_gould_1_19_variants_not_certified(lo: int, c: int, d: int) -> None:
    parsed = _parsed(GOULD_1_19.format(lo=lo, c=c, d=d))
    out = certify_linear(parsed.identity, OPTS)
    assert out is None or out.status != "certified", out.message
    assert certify_theorem(parsed, OPTS).report.status != "certified"


def test_stirling_second_reading_at_literal_k() -> None:
    """``Nat.stirlingSecond n c`` for a literal ``c`` reads as the explicit formula, equal to
    the recursion for every n (0^0 = 1 at n = 0)."""
    from wzprove.model.identity import to_sympy

    n = Term.var("n")
    for c in range(9):
        expr = to_sympy(Term("stirling2", (n, Term.lit(c)), "ℕ")).expr
        (sym,) = expr.free_symbols or {None}
        for v in range(13):
            value = expr if sym is None else expr.subs(sym, v)
            assert value == _stirling2(v, c), (c, v)
