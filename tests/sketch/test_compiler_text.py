"""The Lean text of the compiler's steps is the text the replay (and ``ring1``) reads back:
a power of a numeral fraction is written as the statement writes its base, and a power atom
raised to a numeral power is parenthesized (``^`` is right-associative in Lean: ``c ^ n ^ 2``
is ``c ^ (n ^ 2)``) — both found as steps the compiler checked and the replay rejected
(wzprove-100 ``wz_central_quarter``); a base binomial written ``C(x + 0, 2 * 0)`` gets its
value through the plainly written ``C(x, 0)`` (LC-test ``test_073_1``)."""

from __future__ import annotations

from wzprove.lean.render import render_term
from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomTable, lean_text, to_poly
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay import replay

K = "ℝ"
#: the statement's base ``-1 / 4``: ``(-1) / 4``, not ``-(1 / 4)``
BASE = Term("div", (Term("neg", (Term.lit(1, K),), K), Term.lit(4, K)), K)
K1 = Term("add", (Term.var("k"), Term.lit(1)), "ℕ")


def _pow(e: Term) -> Term:
    return Term("pow", (BASE, e), K)


def test_a_power_atom_squared_is_parenthesized() -> None:
    table = AtomTable(K)
    x = to_poly(Term("pow", (Term.lit(4, K), Term.var("n")), K), table)
    assert lean_text(x**2, table, {"n": "ℕ"}) == "((4 : ℝ) ^ n) ^ 2"


def test_a_fraction_base_is_written_as_the_statement_writes_it() -> None:
    table = AtomTable(K)
    to_poly(_pow(Term.var("k")), table)
    ((atom, _),) = table.atoms.values()
    assert atom.text == f"({render_term(BASE)} : ℝ) ^ k"


def test_a_step_with_such_atoms_in_its_coefficients_replays() -> None:
    # 16·x(k+1)² = x(k)² for x(k) = (-1/4)^k: the coefficients hold x(k + 1), squared too
    lhs = Term("mul", (Term.lit(16, K), Term("pow", (_pow(K1), Term.lit(2)), K)), K)
    rhs = Term("pow", (_pow(Term.var("k")), Term.lit(2)), K)
    step = combination(lhs, rhs, K, {"k": "ℕ"}, "s")
    body = "\n".join(f"    {x}" for x in step.lines(K))
    text = f"  have h : ∀ k : ℕ, {render_term(lhs)} = {render_term(rhs)} := by\n    intro k\n{body}"
    assert "(-(1 / 4))" not in text
    report = replay(text)
    assert report.ok, [(s.kind, s.step, s.detail) for s in report.steps if not s.ok]


def test_a_base_binomial_not_written_plainly_gets_its_value() -> None:
    # C(x + 0, 2·0) = 1: `Nat.choose_zero_right` rewrites only `Nat.choose x 0`
    zero = Term("mul", (Term.lit(2), Term.lit(0)), "ℕ")
    upper = Term("add", (Term.var("x"), Term.lit(0)), "ℕ")
    lhs = Term("cast", (Term("choose", (upper, zero), "ℕ"),), K)
    step = combination(lhs, Term.lit(1, K), K, {"x": "ℕ"}, "s")
    lines = step.lines(K)
    assert any("Nat.choose_zero_right" in x and "Nat.choose x 0" in x for x in lines), lines
    body = "\n".join(f"    {x}" for x in lines)
    text = f"  have h : ∀ x : ℕ, {render_term(lhs)} = (1 : ℝ) := by\n    intro x\n{body}"
    report = replay(text)
    assert report.ok, [(s.kind, s.step, s.detail) for s in report.steps if not s.ok]


def test_a_remainder_that_is_a_multiple_of_a_vanishing_binomial_is_closed() -> None:
    # C(0, m) + … at k = 0 of the hockey stick: m·C(0, m) = 0 (C(0, m) = 0 for m > 0)
    m = Term.var("m")
    c0 = Term("cast", (Term("choose", (Term.lit(0), m), "ℕ"),), K)
    lhs = Term("mul", (Term("add", (Term("cast", (m,), K), Term.lit(1, K)), K), c0), K)
    step = combination(lhs, c0, K, {"m": "ℕ"}, "s")
    lines = step.lines(K)
    assert any("Prover.cast_choose_zero_left_mul (α := ℝ) (m)" in x for x in lines), lines
    body = "\n".join(f"    {x}" for x in lines)
    text = f"  have h : ∀ m : ℕ, {render_term(lhs)} = {render_term(c0)} := by\n    intro m\n{body}"
    report = replay(text)
    assert report.ok, [(s.kind, s.step, s.detail) for s in report.steps if not s.ok]
    # the fact at another argument does not close the step
    bad = text.replace(
        "cast_choose_zero_left_mul (α := ℝ) (m)", "cast_choose_zero_left_mul (α := ℝ) (m + 1)"
    )
    assert not replay(bad).ok
