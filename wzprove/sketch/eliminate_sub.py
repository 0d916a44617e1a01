"""The elimination with the casts of ℕ subtractions substituted first (issue 14: steps of
10⁵–10⁶ monomials).

:func:`wzprove.sketch.eliminate.eliminate` reduces every binomial to its family's base by
shift facts whose multipliers are written with the step's casts of ℕ subtractions, such as
``(↑(4 * n - 2 * k) + 1)·C(4n - 2k + 1, …) = …``; the facts ``↑(4 * n - 2 * k) = 4n - 2k``
(``Nat.cast_sub``, exact under the step's hypothesis) come last.  Until then each such cast is
an indeterminate of its own, and the cofactors are expanded in all of them: a ratio fact of
two monomials of ``C(2k, k)·C(4n - 2k, 2n - k)`` (Jihuai 146) passes 60 000 characters, the
telescoper step one million monomials.

Here the substitution ``σ : a ↦ A - B`` of those casts is applied to the other facts before the
elimination: ``σ(D)·σ(T₀) = Σ c'ᵢ·(σ(qᵢ)·xᵢ - σ(pᵢ))`` over the variables and the remaining
atoms only, with ``D = Π qᵢ^eᵢ`` (the exponents of that elimination; ``qᵢ`` as written, so the
multiplier is still positive as written).  Then ``Z = D·T₀ - Σ c'ᵢ·(qᵢ·xᵢ - pᵢ)`` satisfies
``σ(Z) = 0``, and eliminating the casts from ``Z`` (their facts ``a - (A - B)``, ``q = 1``)
gives their cofactors, so that ``D·T₀ - Σ_all cᵢ·factᵢ = 0`` exactly; that identity is what
:meth:`~wzprove.sketch.eliminate.Elimination.check` verifies before anything is written.

    >>> import sympy
    >>> x, y, a, n = sympy.symbols("x y a n")
    >>> # (a + 1)·x = (a + 2)·y, y = 1 and a = n: (n + 1)·x - (n + 2) vanishes
    >>> facts = [(x, a + 1, (a + 2) * y), (y, sympy.Integer(1), sympy.Integer(1)),
    ...          (a, sympy.Integer(1), n)]
    >>> el = eliminate_substituted((n + 1) * x - (n + 2), facts, {a})
    >>> el.remainder, el.multipliers, el.check([])
    (0, [a + 1], True)
"""

from __future__ import annotations

import flint
import sympy

from wzprove.sketch.eliminate import (
    MAX_MONOMIALS,
    Elimination,
    TooLarge,
    _Ring,
    eliminate,
)
from wzprove.sketch.sparse import Sparse

#: a plain elimination with more monomials than this (or too large) is also tried with the
#: substitution, and the smaller is kept; below it the plain one is kept as it is
TRY_ABOVE = 1_500

#: the substituted elimination is kept up to this many monomials: a larger step is better
#: split into ratio facts where it can be (Gould 3.115's telescoper step: 6 537 monomials in one
#: piece, a proof of 89 kB, against 47 kB split; Gould 21.1's ``hr``, not splittable: 4 252)
KEEP_AT_MOST = 5_000


def eliminate_best(
    target: sympy.Expr,
    facts: list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]],
    subs: set[sympy.Symbol],
    deadline: float | None = None,
) -> Elimination:
    """:func:`~wzprove.sketch.eliminate.eliminate`, or where that has more than
    :data:`TRY_ABOVE` monomials or is too large, :func:`eliminate_substituted` when it is
    smaller and has at most :data:`KEEP_AT_MOST`.  Where the plain elimination is too large,
    the eliminations that use a fact without multiplying where its ``q`` divides the atom's
    coefficient (``divide``, :func:`~wzprove.sketch.eliminate.eliminate`) are tried as well
    and the smallest is kept (Gould 16.3's step under ``k < x + y + z``: 20 319 monomials
    plain, 2 148 substituted with ``divide``).  Raises the plain :class:`TooLarge` when none
    fits."""
    try:
        plain: Elimination | None = eliminate(target, facts, deadline)
        err: TooLarge | None = None
    except TooLarge as too_large:
        plain, err = None, too_large
    if plain is not None and (_size(plain) <= TRY_ABOVE or not subs):
        return plain
    try:
        alt = eliminate_substituted(target, facts, subs, deadline, KEEP_AT_MOST) if subs else None
    except TooLarge:
        alt = None
    if plain is None:  # too large: also without multiplying where a q divides
        for el in _divided(target, facts, subs, deadline):
            if alt is None or _size(el) < _size(alt):
                alt = el
    if alt is not None and (plain is None or _size(alt) < _size(plain)):
        return alt
    if plain is None:
        assert err is not None
        raise err
    return plain


def _divided(
    target: sympy.Expr,
    facts: list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]],
    subs: set[sympy.Symbol],
    deadline: float | None,
) -> list[Elimination]:
    """The plain and the substituted elimination with ``divide``, those with at most
    :data:`KEEP_AT_MOST` monomials (a larger step is split into ratio facts where it can be:
    Gould 3.9's, 496 monomials split against 28 065 plain)."""
    out = []
    for sub in (False, True):
        try:
            if sub:
                el = eliminate_substituted(target, facts, subs, deadline, KEEP_AT_MOST, True)
            else:
                el = eliminate(target, facts, deadline, KEEP_AT_MOST, divide=True)
        except TooLarge:
            continue
        if el is not None and el.remainder == 0:
            out.append(el)
    return out


def _size(el: Elimination) -> int:
    return sum(len(c) for c in el.sparse)


def eliminate_substituted(
    target: sympy.Expr,
    facts: list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]],
    subs: set[sympy.Symbol],
    deadline: float | None = None,
    max_monomials: int = MAX_MONOMIALS,
    divide: bool = False,
) -> Elimination | None:
    """The elimination of ``facts`` (``(x, q, p)`` for ``q·x = p``, in order) from ``target``
    with the facts of the atoms ``subs`` (``q = 1``: ``x = p``) substituted first (module
    docstring); ``None`` where that does not apply (no such fact, a substitution that does
    not resolve, a nonzero remainder).  ``divide`` is passed to ``eliminate`` (a fact whose
    ``q`` divides its atom's coefficient used without multiplying; ``D`` is still read off the
    multipliers and the result checked to vanish).  Raises :class:`TooLarge` as ``eliminate``
    does."""
    is_sub = [x in subs and q == 1 for x, q, _ in facts]
    sigma = {x: p for (x, _, p), s in zip(facts, is_sub, strict=True) if s}
    if not sigma:
        return None
    for _ in range(len(sigma)):  # a value written with another subtraction's cast
        if not any(v.free_symbols & sigma.keys() for v in sigma.values()):
            break
        sigma = {x: sympy.expand(v.xreplace(sigma)) for x, v in sigma.items()}
    if any(v.free_symbols & sigma.keys() for v in sigma.values()):
        return None
    main = [
        (x, sympy.expand(q.xreplace(sigma)), sympy.expand(p.xreplace(sigma)))
        for (x, q, p), s in zip(facts, is_sub, strict=True)
        if not s
    ]
    el = eliminate(sympy.expand(target.xreplace(sigma)), main, deadline, max_monomials, divide)
    if el.remainder != 0:
        return None
    gens: set[sympy.Symbol] = set(target.free_symbols)
    for x, q, p in facts:
        gens |= {x} | q.free_symbols | p.free_symbols
    R = _Ring(sorted(gens, key=str))
    one = R.ctx.constant(1)
    rf = [(R.poly(x), R.poly(q), R.poly(p)) for x, q, p in facts]
    # D = Π qᵢ^eᵢ, eᵢ read off the substituted multipliers σ(qᵢ)^eᵢ (in the facts' order)
    D, multipliers = one, []
    pending = list(el.multipliers)
    cof = [R.ctx.from_dict({}) for _ in facts]
    main_index = [i for i, s in enumerate(is_sub) if not s]
    for j, i in enumerate(main_index):
        q_sub = main[j][1]
        if q_sub == 1 or not pending:
            continue
        e = _exponent(q_sub, pending[0])
        if e is None:
            continue
        pending.pop(0)
        qe = rf[i][1] ** e
        D *= qe
        multipliers.append(sympy.expand(facts[i][1] ** e))
    if pending:
        return None
    for j, i in enumerate(main_index):
        cof[i] = _into(el.sparse[j], R)
    Z = D * R.poly(target)
    for i in main_index:
        x, q, p = rf[i]
        if not cof[i].is_zero():
            Z -= cof[i] * (q * x - p)
    # the casts, in the facts' order: Z = Z(a := v) + C·(a - v)
    for i, s in enumerate(is_sub):
        if not s:
            continue
        xi = R.index[facts[i][0]]
        e = Z.degrees()[xi]
        if e <= 0:
            continue
        x, _, v = rf[i]
        parts = R.parts(Z, xi, e)
        vpow = [one]
        for _ in range(e):
            vpow.append(vpow[-1] * v)
        new_Z, C = R.ctx.from_dict({}), R.ctx.from_dict({})
        for d, Zd in enumerate(parts):
            if Zd.is_zero():
                continue
            new_Z += Zd * vpow[d]
            inner, xj = R.ctx.from_dict({}), one
            for t in range(d):
                inner += xj * vpow[d - 1 - t]
                xj *= x
            C += Zd * inner
        cof[i], Z = C, new_Z
    if not Z.is_zero():
        return None
    size = sum(len(c) for c in cof)
    if size > max_monomials:
        raise TooLarge(size)
    T0 = R.poly(target)
    sparse = [R.sparse(c) for c in cof]
    return Elimination(sympy.Integer(0), sparse, multipliers, R, D, T0, rf, cof)


def _exponent(q: sympy.Expr, m: sympy.Expr) -> int | None:
    """``e`` with ``q^e = m`` (``q ≠ 1``), or ``None``."""
    q, m = sympy.expand(q), sympy.expand(m)
    dq = sympy.Poly(q).total_degree() if q.free_symbols else 0
    dm = sympy.Poly(m).total_degree() if m.free_symbols else 0
    if dq:
        e = dm // dq
        return e if e > 0 and sympy.expand(q**e - m) == 0 else None
    if m.free_symbols:  # a numeral's power is a numeral (Gould 10.5's hr: `2 * n + 2`)
        return None
    for e in range(1, 64):  # a numeral q: q^e grows with e
        if q**e == m:
            return e
        if abs(q**e) > abs(m) and abs(q) > 1:
            return None
    return None


def _into(s: Sparse, R: _Ring):
    """The :class:`Sparse` polynomial ``s`` in the ring ``R`` (its generators among ``R``'s)."""
    if not s.terms:
        return R.ctx.from_dict({})
    out = {}
    for mono, c in s.terms.items():
        exps = [0] * len(R.gens)
        for g, d in zip(s.gens, mono, strict=True):
            if d:
                exps[R.index[g]] = d
        out[tuple(exps)] = flint.fmpq(c.numerator, c.denominator)
    return R.ctx.from_dict(out)
