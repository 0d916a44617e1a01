"""A polynomial kept as FLINT's sparse terms until its Lean text is written.

The elimination (:mod:`wzprove.sketch.eliminate`) ends with cofactors of thousands of
monomials.  Turning each into a sympy expression (one ``Mul`` and one ``Add`` per monomial,
each canonicalised) and reading that back as a ``Poly`` for
:func:`wzprove.sketch.atoms.lean_text` was most of the proof compiler's time on the large
steps (Jihuai_identity_142: 34 s of 40 s in ``as_expr`` and the re-reading).  A
:class:`Sparse` holds the terms as FLINT gives them and hands ``lean_text`` the same groups
that :func:`wzprove.sketch.atoms._by_atom_monomial` computes from the expression — ``{monomial
in the atoms: its coefficient factored}`` — with the coefficient factored by FLINT
(``fmpq_mpoly.factor``) instead of sympy's ``factor_list``.  Both factor into primitive
integer polynomials with a positive leading coefficient (lex order, the generators sorted by
name) times a rational content, which is unique, so the groups — and the text — are the same
(``tests/sketch/test_sparse.py`` compares them).  The sympy expression is still there, built
on first use (:meth:`Sparse.expr`), for the consumers that need one.

    >>> a, n = sympy.symbols("a n")
    >>> s = Sparse.of(n**2 * a + 2 * n * a + a + 3)
    >>> s.groups({a})
    {a: (n + 1)**2, 1: 3}
    >>> s.expr(), len(s), s != 0, Sparse.of(sympy.Integer(0)) == 0
    (a*n**2 + 2*a*n + a + 3, 4, True, True)
"""

from __future__ import annotations

from fractions import Fraction

import flint
import sympy
from sympy.polys.rings import ring


class Sparse:
    """``Σ c·gens^m`` over ℚ: ``terms`` maps exponent tuples (one per generator, ``gens`` in
    the order of the tuples) to nonzero rational coefficients."""

    __slots__ = ("gens", "terms", "_expr")

    def __init__(self, gens: tuple[sympy.Symbol, ...], terms: dict[tuple[int, ...], Fraction]):
        self.gens = gens
        self.terms = terms
        self._expr: sympy.Expr | None = None

    @classmethod
    def of(cls, e: sympy.Expr) -> Sparse:
        """The polynomial ``e`` (generators: its free symbols, sorted by name)."""
        gens = tuple(sorted(e.free_symbols, key=str))
        if not gens:
            return cls((), {(): Fraction(str(e))} if e != 0 else {})
        poly = sympy.Poly(e, *gens)
        return cls(gens, {m: Fraction(str(c)) for m, c in poly.terms() if c != 0})

    def expr(self) -> sympy.Expr:
        """The sympy expression (built once)."""
        if self._expr is None:
            if not self.gens:
                c = self.terms.get((), Fraction(0))
                self._expr = sympy.Rational(c.numerator, c.denominator)
            else:
                R = ring(self.gens, sympy.QQ)[0]
                qq = {m: sympy.QQ(c.numerator, c.denominator) for m, c in self.terms.items()}
                self._expr = R.from_dict(qq).as_expr()
        return self._expr

    def __len__(self) -> int:
        return len(self.terms)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int) and other == 0:
            return not self.terms
        if isinstance(other, Sparse):
            return self.expr() == other.expr()
        return self.expr() == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return str(self.expr())

    def substitute(self, monomials: dict[sympy.Symbol, dict[sympy.Symbol, int]]) -> Sparse:
        """The polynomial with each generator ``y`` of ``monomials`` replaced by the monomial
        ``monomials[y]`` (``{symbol: exponent}``): a ring map on exponent vectors, the same
        polynomial as ``expand(expr().xreplace(...))``.

        >>> y, a, b, n = sympy.symbols("y a b n")
        >>> Sparse.of(n * y + 2 * y**2).substitute({y: {a: 1, b: 2}})
        2*a**2*b**4 + a*b**2*n
        """
        kept = [g for g in self.gens if g not in monomials]
        new = set(kept) | {s for m in monomials.values() for s in m}
        gens = tuple(sorted(new, key=str))
        where = {g: i for i, g in enumerate(gens)}
        moves = []  # (position in the old tuple, [(new position, exponent per unit)])
        for i, g in enumerate(self.gens):
            if g in monomials:
                moves.append((i, [(where[s], e) for s, e in monomials[g].items()]))
            else:
                moves.append((i, [(where[g], 1)]))
        terms: dict[tuple[int, ...], Fraction] = {}
        for m, c in self.terms.items():
            v = [0] * len(gens)
            for i, targets in moves:
                if m[i]:
                    for j, e in targets:
                        v[j] += e * m[i]
            key = tuple(v)
            total = terms.get(key, Fraction(0)) + c
            if total:
                terms[key] = total
            else:
                terms.pop(key, None)
        return Sparse(gens, terms)

    def groups(self, atoms: set[sympy.Symbol]) -> dict[sympy.Expr, sympy.Expr]:
        """``{monomial in the atoms: coefficient}``, each coefficient (a polynomial in the
        other generators that occur) factored over ℚ — what ``atoms._by_atom_monomial``
        gives for :meth:`expr`."""
        used = [i for i in range(len(self.gens)) if any(m[i] for m in self.terms)]
        if not used:
            c = self.terms.get(tuple(0 for _ in self.gens), Fraction(0))
            return {sympy.Integer(1): sympy.Rational(c.numerator, c.denominator)}
        at = [i for i in used if self.gens[i] in atoms]
        rest = [i for i in used if self.gens[i] not in atoms]
        split: dict[tuple[int, ...], dict[tuple[int, ...], Fraction]] = {}
        for m, c in self.terms.items():
            split.setdefault(tuple(m[i] for i in at), {})[tuple(m[i] for i in rest)] = c
        rest_gens = [self.gens[i] for i in rest]
        if rest:
            ctx = flint.fmpq_mpoly_ctx.get(tuple(f"x{j}" for j in range(len(rest))), "lex")
            R = ring(rest_gens, sympy.QQ)[0]
        out = {}
        for key, coeffs in split.items():
            mono = sympy.Mul(*[self.gens[i] ** k for i, k in zip(at, key, strict=True)])
            if not rest:
                c = coeffs[()]
                out[mono] = sympy.Rational(c.numerator, c.denominator)
                continue
            f = ctx.from_dict(_fmpq(coeffs))
            content, factors = f.factor()
            content = sympy.Rational(int(content.p), int(content.q))
            parts = [_expr(R, g) ** int(e) for g, e in factors]
            out[mono] = sympy.Mul(content, *parts)
        return out


def _expr(R, g: flint.fmpq_mpoly) -> sympy.Expr:
    return R.from_dict({m: sympy.QQ(int(c.p), int(c.q)) for m, c in g.to_dict().items()}).as_expr()


def _fmpq(coeffs: dict[tuple[int, ...], Fraction]) -> dict[tuple[int, ...], flint.fmpq]:
    return {m: flint.fmpq(c.numerator, c.denominator) for m, c in coeffs.items()}
