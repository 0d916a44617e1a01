"""One test per supported Lean construct: the model's operations, their types (Lean's
elaboration rules) and their values under Lean's semantics."""

from __future__ import annotations

from fractions import Fraction

import pytest

from wzprove.lean.parser import ParsedTheorem, parse_text
from wzprove.model.identity import Identity, SumBinder, Term, evaluate

HEADER = "import Mathlib\nopen Nat Finset\n\n"


def parse1(statement: str, header: str = HEADER) -> ParsedTheorem:
    results = parse_text(header + statement, "t.lean")
    assert len(results) == 1
    return results[0]


def model(statement: str, header: str = HEADER) -> Identity:
    r = parse1(statement, header)
    assert r.status == "parsed", r.message
    assert r.identity is not None
    return r.identity


def value(t: Term, **env: int | Fraction) -> Fraction | bool:
    return evaluate(t, env)


# -- binders and hypotheses ---------------------------------------------------------------


def test_binder_kinds() -> None:
    idy = model("theorem t {n m : ℕ} ⦃j : ℕ⦄ [Fintype α] (x : ℝ) : x * n = x * n + m * j := sorry")
    assert [(v.name, v.type, v.binder) for v in idy.variables] == [
        ("n", "ℕ", "implicit"),
        ("m", "ℕ", "implicit"),
        ("j", "ℕ", "strict"),
        ("x", "ℝ", "explicit"),
    ]
    assert idy.binders_text == ["{n m : ℕ}", "⦃j : ℕ⦄", "[Fintype α]", "(x : ℝ)"]
    assert idy.domain == "ℝ"


def test_hypotheses() -> None:
    idy = model(
        "theorem t (n k : ℕ) (x : ℚ) (h : 1 ≤ n) (hx : x ≠ 0) (h2 : 0 < n ∧ k ≤ n) :"
        " x / x = 1 := sorry"
    )
    assert idy.hypothesis_names == ["h", "hx", "h2"]
    assert [h.op for h in idy.hypotheses] == ["le", "ne", "and"]
    assert idy.hypotheses[1].args[1] == Term.lit(0, "ℚ")
    assert idy.holds_at({"n": 2, "k": 1, "x": Fraction(1, 3)}) is True
    assert idy.holds_at({"n": 2, "k": 3, "x": Fraction(1, 3)}) is None  # k ≤ n fails
    assert idy.holds_at({"n": 0, "k": 0, "x": 1}) is None  # 1 ≤ n fails


def test_forall_and_arrow_in_conclusion() -> None:
    idy = model("theorem t : ∀ n : ℕ, 1 ≤ n → ∑ k ∈ Icc 1 n, k = n * (n + 1) / 2 := sorry")
    assert [(v.name, v.type) for v in idy.variables] == [("n", "ℕ")]
    assert idy.hypothesis_names == [""]
    assert idy.hypotheses[0] == Term("le", (Term.lit(1), Term.var("n")), "Prop")
    assert idy.holds_at({"n": 4}) is True


# -- big operators --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "kind", "expected"),
    [
        ("∑ k ∈ Finset.range 4, k", "range", 0 + 1 + 2 + 3),
        ("∑ k ∈ range 4, k", "range", 6),
        ("∑ k in Finset.range 4, k", "range", 6),
        ("∑ k ∈ Finset.Icc 2 5, k", "Icc", 2 + 3 + 4 + 5),
        ("∑ k ∈ Finset.Ico 2 5, k", "Ico", 2 + 3 + 4),
        ("∑ k ∈ Finset.Ioc 2 5, k", "Ioc", 3 + 4 + 5),
        ("∑ k ∈ Finset.Ioo 2 5, k", "Ioo", 3 + 4),
        ("∏ k ∈ Finset.Icc 1 4, k", "Icc", 24),
    ],
)
def test_big_operators(written: str, kind: str, expected: int) -> None:
    idy = model(f"theorem t : {written} = 0 := sorry")
    s = idy.lhs
    assert s.op in ("sum", "prod")
    assert isinstance(s.value, SumBinder) and s.value.kind == kind
    assert s.value.index_type == "ℕ" and s.type == "ℕ"
    assert value(s) == expected


def test_sum_body_precedence_follows_mathlib() -> None:
    # the body of ∑ is term:67: `+` ends it, `*` does not
    idy = model("theorem t (n : ℕ) : ∑ k ∈ range n, k * 2 + 1 = n * n := sorry")
    assert idy.lhs.op == "add" and idy.lhs.args[0].op == "sum"
    assert idy.lhs.args[0].args[2].op == "mul"
    assert value(idy.lhs, n=3) == (0 + 2 + 4) + 1


def test_sum_over_integers() -> None:
    idy = model("theorem t (n : ℤ) : ∑ k ∈ Finset.Icc (-n) n, k = 0 := sorry")
    assert idy.lhs.value == SumBinder("k", "ℤ", "Icc")
    assert value(idy.lhs, n=3) == 0


def test_sum_type_from_body_and_context() -> None:
    # a sum whose body is only numerals takes the type of the other side (binrel%)
    idy = model("theorem t (n : ℕ) (x : ℝ) : ∑ k ∈ range n, 1 = x := sorry")
    assert idy.lhs.type == "ℝ" and idy.lhs.args[2] == Term.lit(1, "ℝ")
    # a sum whose body is ℕ is summed in ℕ, then cast
    idy = model("theorem t (n : ℕ) (x : ℝ) : ∑ k ∈ range n, (k - 1) = x := sorry")
    assert idy.lhs.op == "cast" and idy.lhs.args[0].type == "ℕ"
    assert value(idy.lhs, n=3) == 0 + 0 + 1


# -- combinatorial functions ------------------------------------------------------------------


def test_choose_spellings_agree() -> None:
    forms = ["Nat.choose (n + 1) k", "(n + 1).choose k", "choose (n + 1) k"]
    terms = [model(f"theorem t (n k : ℕ) : {f} = 0 := sorry").lhs for f in forms]
    assert terms[0] == terms[1] == terms[2]
    assert terms[0] == Term(
        "choose", (Term("add", (Term.var("n"), Term.lit(1)), "ℕ"), Term.var("k"))
    )
    assert value(terms[0], n=4, k=2) == 10
    assert value(model("theorem t (n k : ℕ) : n.choose k = 0 := sorry").lhs, n=3, k=5) == 0


def test_factorial_spellings_agree() -> None:
    forms = ["Nat.factorial n", "n !", "(n)!", "n.factorial", "factorial n"]
    terms = [model(f"theorem t (n : ℕ) : {f} = 0 := sorry").lhs for f in forms]
    assert all(t == Term("factorial", (Term.var("n"),)) for t in terms)
    two_n = model("theorem t (n : ℕ) : (2 * n)! = 2 * n ! := sorry")
    assert value(two_n.lhs, n=3) == 720 and value(two_n.rhs, n=3) == 12


def test_desc_and_asc_factorial() -> None:
    idy = model("theorem t (n k : ℕ) : Nat.descFactorial n k = n.ascFactorial k := sorry")
    assert idy.lhs.op == "descfact" and idy.rhs.op == "ascfact"
    assert value(idy.lhs, n=5, k=2) == 20 and value(idy.rhs, n=5, k=2) == 30
    assert value(idy.lhs, n=2, k=3) == 0


def test_ring_choose_is_the_generalised_binomial() -> None:
    idy = model("theorem t (n : ℕ) : Ring.choose (-1 / 2 : ℝ) n = 0 := sorry")
    assert idy.lhs.op == "binomial" and idy.lhs.type == "ℝ"
    assert value(idy.lhs, n=2) == Fraction(3, 8)


# -- arithmetic at the right type ---------------------------------------------------------------


def test_nat_subtraction_and_division_truncate() -> None:
    idy = model("theorem t (n k : ℕ) : n - k = n / k + n % k := sorry")
    assert idy.lhs == Term("sub", (Term.var("n"), Term.var("k")), "ℕ")
    assert idy.rhs.args[0].op == "div" and idy.rhs.args[0].type == "ℕ"
    assert value(idy.lhs, n=2, k=5) == 0
    assert value(idy.rhs.args[0], n=7, k=2) == 3
    assert value(idy.rhs.args[0], n=7, k=0) == 0
    assert value(idy.rhs.args[1], n=7, k=2) == 1


def test_casts_in_the_middle_of_expressions() -> None:
    stmt = "theorem t (n k : ℕ) : ((n - k : ℕ) : ℝ) = ((n : ℝ) - k) + (n - k : ℝ) := sorry"
    idy = model(stmt)
    nat_sub = idy.lhs
    assert nat_sub.op == "cast" and nat_sub.type == "ℝ"
    assert nat_sub.args[0] == Term("sub", (Term.var("n"), Term.var("k")), "ℕ")
    real_sub, pushed = idy.rhs.args
    cast_n = Term("cast", (Term.var("n"),), "ℝ")
    cast_k = Term("cast", (Term.var("k"),), "ℝ")
    assert real_sub == Term("sub", (cast_n, cast_k), "ℝ")
    assert pushed == real_sub  # the ascription is pushed into the subtraction
    assert value(nat_sub, n=2, k=5) == 0
    assert value(real_sub, n=2, k=5) == -3


def test_max_type_of_a_tree_and_the_exponent() -> None:
    idy = model("theorem t (n k : ℕ) : (Nat.choose n k : ℝ) * (n - k) = 2 ^ (n - k) := sorry")
    sub = idy.lhs.args[1]
    assert sub.op == "sub" and sub.type == "ℝ"  # the ℝ leaf lifts the whole tree
    power = idy.rhs
    assert power.type == "ℝ" and power.args[0] == Term.lit(2, "ℝ")
    assert power.args[1] == Term("sub", (Term.var("n"), Term.var("k")), "ℕ")  # npow exponent
    assert value(sub, n=1, k=3) == -2 and value(power, n=1, k=3) == 1


def test_division_in_a_real_tree_is_real() -> None:
    # Gould 3.168 writes (2 * k + 1) / (n + k + 1) * (… : ℝ): the division is in ℝ
    idy = model("theorem t (n k : ℕ) : (2 * k + 1) / (n + k + 1) * (n : ℝ) = 0 := sorry")
    div = idy.lhs.args[0]
    assert div.op == "div" and div.type == "ℝ"
    assert value(div, n=1, k=1) == Fraction(3, 3)
    assert value(div, n=2, k=0) == Fraction(1, 3)


def test_negative_one_power_and_unary_minus() -> None:
    idy = model("theorem t (k : ℕ) (x : ℝ) : (-1 : ℝ) ^ k = -x ^ 2 := sorry")
    assert idy.lhs == Term("pow", (Term("neg", (Term.lit(1, "ℝ"),), "ℝ"), Term.var("k")), "ℝ")
    assert idy.rhs.op == "neg" and idy.rhs.args[0].op == "pow"  # -x^2 = -(x^2)
    assert value(idy.lhs, k=3, x=0) == -1 and value(idy.rhs, k=0, x=3) == -9


def test_coercion_arrow_and_nat_cast() -> None:
    a = model("theorem t (n : ℕ) : (↑n : ℝ) - 1 = 0 := sorry").lhs
    b = model("theorem t (n : ℕ) : (Nat.cast n : ℝ) - 1 = 0 := sorry").lhs
    c = model("theorem t (n : ℕ) (x : ℝ) : ↑n - 1 = x := sorry").lhs
    assert a == b == c
    assert a.args[0] == Term("cast", (Term.var("n"),), "ℝ")
    assert value(a, n=0, x=0) == -1


def test_rational_and_decimal_literals_and_inverse() -> None:
    idy = model("theorem t (x : ℝ) : (1 / 2 : ℚ) = 0.5 + 2⁻¹ * x := sorry")
    half = Term("div", (Term.lit(1, "ℚ"), Term.lit(2, "ℚ")), "ℚ")
    assert idy.domain == "ℝ"  # the ℚ side is cast to ℝ
    assert idy.lhs == Term("cast", (half,), "ℝ")
    assert value(half) == Fraction(1, 2)
    dec, inv_x = idy.rhs.args
    assert dec == Term.lit(Fraction(1, 2), "ℝ")
    assert inv_x.args[0] == Term("div", (Term.lit(1, "ℝ"), Term.lit(2, "ℝ")), "ℝ")
    assert value(idy.rhs, x=4) == Fraction(5, 2)


def test_if_then_else() -> None:
    idy = model(
        "theorem t (n m : ℕ) : (if n = 0 then (-1 : ℝ) else 0) = "
        "(if Even n then 1 else if 3 ∣ m ∧ n ≠ m then 2 else 3) := sorry"
    )
    assert idy.lhs.op == "ite" and idy.lhs.type == "ℝ"
    assert value(idy.lhs, n=0, m=0) == -1 and value(idy.lhs, n=1, m=0) == 0
    assert idy.rhs.args[0] == Term("dvd", (Term.lit(2), Term.var("n")), "Prop")  # Even n
    assert value(idy.rhs, n=2, m=0) == 1
    assert value(idy.rhs, n=1, m=3) == 2
    assert value(idy.rhs, n=3, m=3) == 3


# -- the statement text ------------------------------------------------------------------------


def test_statement_header_and_texts_are_verbatim() -> None:
    text = HEADER + "theorem t (n : ℕ) (h : 1 ≤ n) :\n    n - 1 + 1 = n := by\n  omega\n"
    (r,) = parse_text(text, "t.lean")
    idy = r.identity
    assert idy is not None
    assert idy.statement == "theorem t (n : ℕ) (h : 1 ≤ n) :\n    n - 1 + 1 = n"
    assert idy.header == HEADER
    assert idy.binders_text == ["(n : ℕ)", "(h : 1 ≤ n)"]
    assert idy.conclusion_text == "n - 1 + 1 = n"
    assert str(idy.source) == "t.lean:4:1"


# -- out of scope ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("statement", "construct", "column"),
    [
        ("theorem t : (∏' k : ℕ, (1 / 2 : ℝ) ^ k) = 2 := sorry", "∏'", 14),
        ("theorem t : (∑' k, (1 / 2 : ℝ) ^ k) = 2 := sorry", "∑' without the index type", 14),
        ("theorem t (x : ℝ) : Real.arctan x = 0 := sorry", "Real.arctan", 21),
        ("theorem t (n : ℕ) : Nat.totient n = 1 := sorry", "Nat.totient", 21),
        ("theorem t (n : ℕ) : Nat.primeCounting n = 0 := sorry", "Nat.primeCounting", 21),
        ("theorem t (n : ℕ) : (Finset.range n).card = n := sorry", "card", 21),
        ("theorem t (n : ℕ) : ∑ k ∈ range n, k ≤ n * n := sorry", "not an equation", 21),
        ("theorem t (n : ℕ) : {k | k < n} = ∅ := sorry", "set-builder", 21),
        ("theorem t (n : ℕ) : (n : ℤ) = 2 ^ (-n) := sorry", "Neg ℕ", 36),
        ("theorem t (f : ℕ → ℕ) : f 0 = f 0 := sorry", "variable `f`", 16),
        # breaker run 12n: valid Lean, was `error` (exit 2) "expected `,` after the binder"
        ("theorem t (n : ℕ) : ∑ k ∈ range n \\ {0}, k = 0 := sorry", "set built with `\\`", 35),
        ("theorem t (n : ℕ) : ∑ k ∈ range n ∪ {n}, k = 0 := sorry", "set built with `∪`", 35),
        ("theorem t (n : ℕ) : ∏ k ∈ range n ∩ range 3, k = 0 := sorry", "set built with `∩`", 35),
        ("theorem t (n : ℕ) : ∑ k ∈ .range n, k = 0 := sorry", "leading-dot notation `.range`", 27),
        # was out-of-scope as "ill-typed: proposition `∑ …` in arithmetic"
        ("theorem t (n : ℕ) : ∑ k ∈ range n, k • (1 : ℚ) = 0 := sorry", "operator `•`", 36),
    ],
)
def test_out_of_scope_names_construct_and_place(
    statement: str, construct: str, column: int
) -> None:
    r = parse1(statement)
    assert r.status == "out-of-scope"
    assert construct in r.message
    assert f"t.lean:4:{column}" in r.message


def test_definition_of_the_file_is_out_of_scope() -> None:
    text = HEADER + "def g (n : ℕ) : ℕ := n\n\ntheorem t (n : ℕ) : g n = n := by rfl\n"
    (r,) = parse_text(text, "t.lean")
    assert r.status == "out-of-scope" and "`g` is defined in the file" in r.message


def test_short_name_needs_open() -> None:
    r = parse1("theorem t (n : ℕ) : choose n 0 = 1 := sorry", header="import Mathlib\n")
    assert r.status == "error" and "open Nat" in r.message and "t.lean:2:21" in r.message
