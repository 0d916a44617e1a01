"""The Lean text of a :class:`~wzprove.sketch.sparse.Sparse` polynomial (FLINT's terms and
factorization) is the text of the same polynomial as a sympy expression (sympy's
``factor_list``), so the faster path leaves every proof byte-identical."""

from __future__ import annotations

import random

import sympy

from wzprove.sketch.atoms import AtomTable, _by_atom_monomial, lean_text
from wzprove.sketch.eliminate import eliminate
from wzprove.sketch.sparse import Sparse


def _random_poly(rng: random.Random, syms: list[sympy.Symbol]) -> sympy.Expr:
    """A product of a few random factors (so that the factorization has work to do)."""
    out = sympy.Rational(rng.choice([-3, -1, 1, 2, 5]), rng.choice([1, 2, 7]))
    for _ in range(rng.randint(1, 4)):
        f = sum(
            rng.randint(-4, 4) * sympy.Mul(*[s ** rng.randint(0, 2) for s in syms])
            for _ in range(rng.randint(1, 4))
        )
        out *= f
    return sympy.expand(out)


def test_groups_equal_sympys_factorization_on_random_polynomials() -> None:
    rng = random.Random(14)
    n, k, x, a, b = sympy.symbols("n k x a b")
    atoms = {a, b}
    for _ in range(60):
        e = _random_poly(rng, [n, k, x, a, b])
        assert Sparse.of(e).groups(atoms) == _by_atom_monomial(e, atoms)
        assert Sparse.of(e).expr() == e


def test_lean_text_of_an_elimination_cofactor_is_that_of_its_expression() -> None:
    table = AtomTable("ℝ")
    n, k = table.var("n"), table.var("k")
    x, y = sympy.symbols("x y")
    facts = [(x, (n + 1) * (k + 2), (n - k) * y), (y, 2 * k + 1, (n + 3) ** 2)]
    el = eliminate(sympy.expand((n + 1) ** 2 * (k + 2) * x - 4 * n * k), facts)
    types = {"n": "ℕ", "k": "ℕ"}
    assert [c.expr() for c in el.sparse] == el.cofactors
    for c in el.sparse:
        assert lean_text(c, table, types) == lean_text(c.expr(), table, types)
    assert el.sparse[0] != 0 and len(el.sparse[0]) == len(sympy.Add.make_args(el.cofactors[0]))
    assert lean_text(Sparse.of(sympy.Integer(0)), table, types) == "(0 : ℝ)"


def test_substituting_monomials_for_generators_is_the_expanded_replacement() -> None:
    rng = random.Random(15)
    n, k, a, b, y0, y1 = sympy.symbols("n k a b _y0 _y1")
    to = {y0: {a: 2, b: 1}, y1: {a: 1}}
    back = {y: sympy.Mul(*[s**e for s, e in m.items()]) for y, m in to.items()}
    for _ in range(30):
        e = _random_poly(rng, [n, k, y0, y1])
        got = Sparse.of(e).substitute(to)
        assert got.expr() == sympy.expand(e.xreplace(back))
        assert got.groups({a, b}) == _by_atom_monomial(sympy.expand(e.xreplace(back)), {a, b})
    # terms that meet after the substitution add up (here to zero)
    assert Sparse.of(y1**2 - a**2).substitute(to) == 0
