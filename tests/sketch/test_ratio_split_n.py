"""Ratio facts over ``n`` alone (:mod:`wzprove.sketch.ratio_split` with no hypothesis and the
binders ``(n,)``): the split that ``hct0`` (the telescoper at ``k = 0``) and ``hr`` (the
recurrence with its boundary terms) use where one piece is too long (LCI Gould_identity_10_5,
``C(3n+1, k)·C(3n−k, n)³``: its boundary terms are cubed binomials in ``n``).  The blocks are
written, re-read and replayed (:func:`wzprove.sketch.replay.replay`), and a changed
coefficient is caught."""

from __future__ import annotations

import re

import pytest
import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.eliminate import INTERMEDIATE, TooLarge, eliminate
from wzprove.sketch.lincomb import combination
from wzprove.sketch.ratio_split import split_combination
from wzprove.sketch.replay import replay
from wzprove.sketch.step_cases import step_combination

K = "ℝ"


def _add(a: Term, b: Term, ty: str = "ℕ") -> Term:
    return Term("add", (a, b), ty)


def _mul(a: Term, b: Term, ty: str = "ℕ") -> Term:
    return Term("mul", (a, b), ty)


def _lin(c: int, d: int) -> Term:
    """``c * n + d`` in ℕ."""
    return _add(_mul(Term.lit(c), Term.var("n")), Term.lit(d))


def _cube_choose(top: Term, low: Term) -> Term:
    """``(C(top, low) : ℝ) ^ 3``."""
    return Term("pow", (Term("cast", (Term("choose", (top, low), "ℕ"),), K), Term.lit(3)), K)


def _real(t: Term) -> Term:
    return Term("cast", (t,), K)


def _equation(c: int = 8) -> tuple[Term, Term]:
    """``(n+1)³·C(2n+2, n+1)³ + (n+1)³·C(2n+4, n+2)³ = c·(2n+1)³·C(2n, n)³ + (n+1)³·C(2n+4, n+2)³``
    (true for ``c = 8``: ``C(2n+2, n+1) = 2(2n+1)/(n+1)·C(2n, n)``); three monomials in ``n``
    alone, cubed binomials of one family."""
    n1 = _real(_lin(1, 1))
    cube = lambda t: Term("pow", (t, Term.lit(3)), K)  # noqa: E731
    big = _mul(cube(n1), _cube_choose(_lin(2, 4), _lin(1, 2)), K)
    lhs = _add(_mul(cube(n1), _cube_choose(_lin(2, 2), _lin(1, 1)), K), big, K)
    rhs = _mul(
        _mul(Term.lit(c, K), cube(_real(_lin(2, 1))), K), _cube_choose(_lin(2, 0), _lin(1, 0)), K
    )
    return lhs, _add(rhs, big, K)


def _body(lhs: Term, rhs: Term) -> tuple[str, list]:
    comb, blocks = split_combination(lhs, rhs, K, {"n": "ℕ"}, (), ("n",), None, "hratio_z")
    lines = []
    for b in blocks:
        lines.append(f"  have {b.name} : {b.statement} := by")
        lines.extend(f"    {x}" for x in b.lines)
    lines.append(f"  have hmain : ∀ n : ℕ, {render_term(lhs)} = {render_term(rhs)} := by")
    lines.append("    intro n")
    lines.extend(f"    {x}" for x in comb.lines(K))
    return "\n".join(lines) + "\n", blocks


def test_ratio_facts_over_n_alone_are_written_and_replayed() -> None:
    lhs, rhs = _equation()
    body, blocks = _body(lhs, rhs)
    assert blocks and all(b.statement.startswith("∀ n : ℕ, ") for b in blocks)
    assert all(" < " not in b.statement.split(",")[0] for b in blocks)
    assert all(b.lines[0] == "intro n" for b in blocks)
    uses = re.findall(r":= (hratio_z\d+)( n[^\n]*)\n", body)
    assert uses and all(rest == " n" for _, rest in uses)  # no hypothesis to discharge
    report = replay(body)
    assert report.steps and all(s.ok for s in report.steps), report.failed()
    assert {s.have for s in report.steps} >= {"hmain", *(b.name for b in blocks)}


def test_a_changed_coefficient_is_caught() -> None:
    lhs, rhs = _equation()
    body, blocks = _body(lhs, rhs)
    # the main step's coefficient of a ratio fact changed (-8 → -9): it no longer closes
    head, sep, last = body.rpartition("(-8 : ℝ)")
    assert sep and "have hmain" in head
    report = replay(head + "(-9 : ℝ)" + last)
    assert not all(s.ok for s in report.steps if s.have == "hmain")
    # a ratio fact's coefficient changed: that block fails
    first = blocks[0]
    line = next(x for x in first.lines if "linear_combination" in x)
    digit = next(ch for ch in line.split("linear_combination", 1)[1] if ch in "23456789")
    mutated = body.replace(line, line.replace(digit, str(int(digit) % 9 + 1), 1), 1)
    assert mutated != body
    report = replay(mutated)
    assert not all(s.ok for s in report.steps if s.have == first.name)
    # and a false equation is not compiled at all
    with pytest.raises(AtomError):
        split_combination(*_equation(9), K, {"n": "ℕ"}, (), ("n",), None, "hratio_z")


def test_the_one_piece_step_is_kept_where_it_fits() -> None:
    lhs, rhs = _equation()
    one = combination(lhs, rhs, K, {"n": "ℕ"}, "s")
    got, blocks = step_combination(lhs, rhs, K, {"n": "ℕ"}, None, ("n",), None, "hratio_z")
    assert blocks == [] and got.argument == one.argument


def test_an_elimination_past_its_limit_is_given_up_on_the_way() -> None:
    # x = (a + b + c + d + 1)⁴ (70 monomials): with a cap of 1 the running remainder passes
    # INTERMEDIATE × 1 at the first fact, before its cofactor (1 monomial) is built; the final
    # size check would count 71 — Gould 10.5's step in one piece took over 20 GB to get there
    x, a, b, c, d = sympy.symbols("x a b c d")
    p = sympy.expand((a + b + c + d + 1) ** 4)
    assert len(p.args) == 70 > INTERMEDIATE
    with pytest.raises(TooLarge) as err:
        eliminate(x, [(x, sympy.Integer(1), p)], max_monomials=1)
    assert err.value.monomials == 70
    assert eliminate(x, [(x, sympy.Integer(1), p)]).remainder == p  # under the cap: as before
