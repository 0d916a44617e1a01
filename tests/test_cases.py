"""Residue-class case splits (wzprove.model.cases): each case agrees with the statement.

Every case ``v = M·m + r`` must have, at every ``m``, exactly the values of the original
statement at ``v = M·m + r`` — checked here by exact evaluation of both sides under Lean's
semantics, for many ``m`` and several values of the other variables.
"""

from __future__ import annotations

import pytest
import sympy

from wzprove.lean.parser import parse_text
from wzprove.model.cases import (
    CaseSplitError,
    divides_everywhere,
    split_residues,
    split_variable,
)
from wzprove.model.identity import Identity, evaluate
from wzprove.model.reading import ReadingError, read, read_sides


def _identity(text: str) -> Identity:
    (parsed,) = parse_text(text)
    assert parsed.status == "parsed", parsed.message
    assert parsed.identity is not None
    return parsed.identity


def _agrees(original: Identity, others: dict[str, list[int]], ms: range) -> int:
    """Check every case of ``original`` against it at ``m ∈ ms``; the number of points."""
    split = split_residues(original)
    assert split is not None
    checked = 0
    for case in split.cases:
        assert not any(
            t.op in ("div", "mod") and t.type == "ℕ"
            for side in (case.identity.lhs, case.identity.rhs)
            for t in side.walk()
        ), "a case still has a floor division"
        names = list(others)
        points = [{}] if not names else [{names[0]: x} for x in others[names[0]]]
        for m in ms:
            for extra in points:
                n = split.modulus * m + case.residue
                env_orig = {split.variable: n, **extra}
                env_case = {split.new_variable: m, **extra}
                hyp_o = original.hypotheses_hold(env_orig)
                hyp_c = case.identity.hypotheses_hold(env_case)
                assert hyp_o == hyp_c, (case.substitution, m, extra)
                if case.values is not None:
                    assert hyp_c == (m in case.values)
                lo, ro = original.sides(env_orig)
                lc, rc = case.identity.sides(env_case)
                assert (lo, ro) == (lc, rc), (case.substitution, m, extra)
                checked += 1
    return checked


def test_parity_split_of_n_div_2_in_the_limit_and_the_right_side() -> None:
    ident = _identity(
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 2 + 1), ((n - k).choose k : ℝ) * 2^k ="
        " (-1 : ℝ)^(n / 2) * n.choose (n / 2) + (if Even n then (1 : ℝ) else 0)"
    )
    split = split_residues(ident)
    assert split is not None
    assert (split.variable, split.modulus, split.new_variable) == ("n", 2, "m")
    assert [c.substitution for c in split.cases] == ["n = 2 * m", "n = 2 * m + 1"]
    assert [str(c.identity.lhs.args[1]) for c in split.cases] == ["(m + 1)", "(m + 1)"]
    # `if Even n` is decided in each case (Even n is 2 ∣ n in the model)
    assert "if" not in str(split.cases[0].identity.rhs)
    assert "if" not in str(split.cases[1].identity.rhs)
    assert _agrees(ident, {}, range(0, 25)) == 50


@pytest.mark.parametrize("cond", ["n % 2 = 1", "n % 2 ≠ 0", "1 ≤ n % 2", "n % 2 < 1"])
def test_a_comparison_of_the_remainder_with_a_numeral_is_decided(cond: str) -> None:
    # `n % 2 = 1` at n = 2·m is `0 = 1`: decided, so each case is one arm of the `if` (the
    # compiler reads no `if`; beyond_alternating_squares_parity)
    ident = _identity(
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (-1 : ℚ) ^ k * (n.choose k : ℚ) ^ 2 ="
        f" if {cond} then 0 else (-1 : ℚ) ^ (n / 2) * n.choose (n / 2)"
    )
    split = split_residues(ident)
    assert split is not None
    even, odd = (c.identity.rhs for c in split.cases)
    assert all(t.op not in ("ite", "eq", "ne", "le", "lt") for t in [*even.walk(), *odd.walk()])
    then_odd = cond in ("n % 2 = 1", "n % 2 ≠ 0", "1 ≤ n % 2")
    assert (odd.op == "lit") == then_odd and (even.op == "lit") != then_odd
    assert _agrees(ident, {}, range(0, 12)) == 24


def test_linear_numerator_and_remainder_modulo_three() -> None:
    ident = _identity(
        "theorem t (x : ℚ) (n : ℕ) : ∑ k ∈ Finset.range ((2 * n + 1) / 3 + 1),"
        " x ^ k * ((n % 3 : ℕ) : ℚ) = x ^ ((n + 2) / 3)"
    )
    assert split_variable(ident) == ("n", 3)
    split = split_residues(ident)
    assert split is not None and split.modulus == 3
    # (2·(3m + 2) + 1) / 3 = 2m + 1 exactly
    assert str(split.cases[2].identity.lhs.args[1]) == "(((2 * m) + 1) + 1)"
    assert _agrees(ident, {"x": [0, 2, -3]}, range(0, 12)) == 3 * 12 * 3


def test_two_divisors_give_their_lcm() -> None:
    ident = _identity(
        "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 2 + n / 3 + 1), (k : ℚ) = (n / 6 : ℕ)"
    )
    assert split_variable(ident) == ("n", 6)
    assert _agrees(ident, {}, range(0, 10)) == 60


def test_hypotheses_become_bounds_on_m() -> None:
    ident = _identity(
        "theorem t (n : ℕ) (h : n ≥ 1) (h2 : 5 ≤ n) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) = n"
    )
    split = split_residues(ident)
    assert split is not None
    # n = 2m ≥ 5 ⇔ m ≥ 3; n = 2m + 1 ≥ 5 ⇔ m ≥ 2; n ≥ 1 is implied in both
    assert [[str(h) for h in c.identity.hypotheses] for c in split.cases] == [
        ["(m ≥ 3)"],
        ["(m ≥ 2)"],
    ]
    assert all(c.values is None for c in split.cases)
    assert _agrees(ident, {}, range(0, 12)) == 24


def test_n_ge_1_is_m_ge_1_in_the_even_case_only() -> None:
    ident = _identity("theorem t (n : ℕ) (h : n ≥ 1) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) = n")
    split = split_residues(ident)
    assert split is not None
    assert [[str(h) for h in c.identity.hypotheses] for c in split.cases] == [["(m ≥ 1)"], []]


def test_finite_and_empty_cases() -> None:
    ident = _identity(
        "theorem t (n : ℕ) (h : n ≤ 4) (h2 : n ≠ 3) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ)"
        " = n / 2"
    )
    split = split_residues(ident)
    assert split is not None
    # n = 2m ≤ 4: m ∈ {0, 1, 2}; n = 2m + 1 ≤ 4 and ≠ 3: m ≤ 1, m ≠ 1
    assert split.cases[0].values == (0, 1, 2)
    assert split.cases[1].values == (0,)
    assert [str(h) for h in split.cases[1].identity.hypotheses] == [
        "(m ≤ 1)",
        "(((2 * m) + 1) ≠ 3)",
    ]
    _agrees(ident, {}, range(0, 8))
    empty = _identity("theorem t (n : ℕ) (h : n < 1) : ∑ k ∈ Finset.range (n / 2 + 1), (k : ℚ) = 0")
    split = split_residues(empty)
    assert split is not None
    assert [c.values for c in split.cases] == [(0,), ()]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), ((k / 2 : ℕ) : ℚ) = n",
            r"is not \(a·v \+ b\) / c",
        ),
        ("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n * n / 2 + 1), (k : ℚ) = n", "not linear"),
        (
            "theorem t (n j : ℕ) : ∑ k ∈ Finset.range (n / 2 + j / 2 + 1), (k : ℚ) = n",
            "several variables",
        ),
        ("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n / 13 + 1), (k : ℚ) = n", "13 residue"),
    ],
)
def test_divisions_the_split_refuses(text: str, why: str) -> None:
    with pytest.raises(CaseSplitError, match=why):
        split_residues(_identity(text))


def test_no_division_no_split() -> None:
    ident = _identity("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), (k : ℚ) = n * (n + 1) / 2")
    assert split_residues(ident) is None


@pytest.mark.parametrize(
    ("numerator", "c", "exact"),
    [
        ("n * (n + 1)", 2, True),
        ("n * (n + 1) * (2 * n + 1)", 6, True),
        ("n * (n + 1) * (n + 2)", 6, True),
        ("n ^ 3 - n", 3, False),  # ℕ subtraction: refused, whatever the values
        ("n * (n + 1)", 3, False),
        ("n * (n + 2)", 2, False),
        ("n * (n + 1) + j * (j + 3)", 2, True),
        ("2 ^ n", 2, False),  # not a polynomial: refused (2 ^ 0 = 1 is odd anyway)
    ],
)
def test_exact_floor_divisions(numerator: str, c: int, exact: bool) -> None:
    vars_ = "n j" if "j" in numerator else "n"
    ident = _identity(f"theorem t ({vars_} : ℕ) : (({numerator}) / {c} : ℕ) = 0")
    division = ident.lhs
    assert division.op == "div"
    assert divides_everywhere(division.args[0], c) is exact
    if exact:  # and the values agree: c divides the numerator at many points
        for n in range(30):
            env = {"n": n, "j": (7 * n) % 11}
            assert evaluate(division.args[0], env) % c == 0


def test_an_exact_division_is_read_as_the_exact_quotient() -> None:
    ident = _identity("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n * (n + 1) / 2")
    reading = read(ident)
    n = reading.symbols["n"]
    assert sympy.simplify(reading.rhs - n * (n + 1) / 2) == 0
    assert not reading.rhs.has(sympy.floor)
    assert any("is exact" in line for line in reading.justified)
    rounding = _identity("theorem t (n : ℕ) : ∑ k ∈ Finset.range (n + 1), k = n * (n + 2) / 2")
    with pytest.raises(ReadingError, match="rounds"):
        read(rounding)


def test_a_factorial_quotient_that_is_a_binomial_is_read_exactly() -> None:
    # n! / (3! (n - 3)!) = C(n, 3) where n - 3 does not truncate (3 ≤ n): exact
    ident = _identity("theorem t (n : ℕ) (hn : 3 ≤ n) : Nat.choose n 3 = n ! / (3! * (n - 3)!)")
    reading = read_sides(ident)
    assert not reading.rhs.has(sympy.floor)
    n = reading.symbols["n"]
    for v in range(3, 12):
        assert reading.rhs.subs(n, v) == sympy.binomial(v, 3)
    # without the hypothesis n - 3 may truncate: refused; a quotient that is no binomial rounds
    with pytest.raises(ReadingError, match="may truncate"):
        read_sides(_identity("theorem t (n : ℕ) : Nat.choose n 3 = n ! / (3! * (n - 3)!)"))
    with pytest.raises(ReadingError, match="rounds"):
        read_sides(_identity("theorem t (n : ℕ) : Nat.choose n 3 = n ! / (2! * (n - 1)!)"))
