"""The elimination behind :func:`wzprove.sketch.lincomb.combination`, in sparse polynomial
arithmetic (``sympy.polys.rings`` over ℚ: dictionaries of monomials, no expression trees).

Given the target ``T`` (a polynomial in atoms and variables) and facts ``qᵢ·xᵢ = pᵢ`` in
elimination order, each fact whose atom ``x`` occurs in ``T`` with degree ``e`` multiplies
``T`` by ``q^e`` and substitutes ``q·x = p``: the remainder is ``Σ_d T_d q^(e-d) p^d`` (``T_d``
the coefficient of ``x^d``) and the fact's cofactor ``Σ_d T_d q^(e-d) Σ_(j<d) (q x)^j
p^(d-1-j)``; earlier cofactors are multiplied by ``q^e`` too, so that at every step
``D·T₀ - Σ cᵢ·(qᵢ xᵢ - pᵢ) = T`` with ``D`` the product of the ``q^e``.

    >>> import sympy
    >>> x, y, n = sympy.symbols("x y n")
    >>> # (n+1)·x = n·y and y = 2 make (n+1)·x - 2n vanish
    >>> facts = [(x, n + 1, n * y), (y, sympy.Integer(1), sympy.Integer(2))]
    >>> el = eliminate((n + 1) * x - 2 * n, facts)
    >>> el.remainder, el.multipliers, el.cofactors, el.check([])
    (0, [n + 1], [n + 1, n**2 + n], True)
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import sympy
from sympy.polys.rings import PolyElement, ring


class OutOfTime(Exception):
    """The deadline passed during the elimination."""


class TooLarge(Exception):
    """The cofactors hold more monomials than a ``linear_combination`` could be written with."""

    def __init__(self, monomials: int) -> None:
        super().__init__(f"the linear combination has {monomials} monomials")
        self.monomials = monomials


#: above this many monomials in the remainder and the cofactors together, the Lean text is
#: far past :data:`wzprove.sketch.lincomb.MAX_TEXT` and converting them would take minutes
MAX_MONOMIALS = 20_000


@dataclass(frozen=True)
class Elimination:
    """The remainder, the fact cofactors (in the facts' order) and the multipliers ``q^e``
    (the factors of ``D``, those with ``q ≠ 1``), as sympy expressions; ``check`` verifies
    ``D·T₀ - Σ cᵢ·(qᵢ xᵢ - pᵢ) - Σ extra`` is zero in the same exact ring."""

    remainder: sympy.Expr
    cofactors: list[sympy.Expr]
    multipliers: list[sympy.Expr]
    _ring: object
    _D: PolyElement
    _target: PolyElement
    _facts: list[tuple[PolyElement, PolyElement, PolyElement]]
    _cof: list[PolyElement]

    def check(self, extra: list[sympy.Expr]) -> bool:
        """Whether ``D·target - Σ cᵢ·(qᵢ·xᵢ - pᵢ) - Σ extra`` vanishes exactly."""
        R = self._ring
        total = self._D * self._target
        for c, (x, q, p) in zip(self._cof, self._facts, strict=True):
            total -= c * (q * x - p)
        for e in extra:
            total -= R.from_expr(e)  # type: ignore[attr-defined]
        return total == 0


def eliminate(
    target: sympy.Expr,
    facts: list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]],
    deadline: float | None = None,
    max_monomials: int = MAX_MONOMIALS,
) -> Elimination:
    """Eliminate the atoms of ``facts`` (``(x, q, p)`` for ``q·x = p``) from ``target`` in
    order (module docstring).  Raises :class:`OutOfTime` past ``deadline``
    (``time.monotonic()``, also checked between the conversions back to expressions) and
    :class:`TooLarge` when the remainder and cofactors hold more than ``max_monomials``
    monomials."""
    gens: set[sympy.Symbol] = set(target.free_symbols)
    for x, q, p in facts:
        gens |= {x} | q.free_symbols | p.free_symbols
    R = ring(sorted(gens, key=str) or [sympy.Symbol("_")], sympy.QQ)[0]
    T0 = R.from_expr(target) if target != 0 else R.zero
    rf = [(R.from_expr(x), R.from_expr(q), R.from_expr(p)) for x, q, p in facts]
    T = T0
    D = R.one
    cof = [R.zero for _ in rf]
    multipliers: list[sympy.Expr] = []
    for i, (x, q, p) in enumerate(rf):
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime
        e = T.degree(x)
        if e <= 0:
            continue
        parts = [T.coeff_wrt(x, d) for d in range(e + 1)]
        qpow = [R.one]
        ppow = [R.one]
        for _ in range(e):
            qpow.append(qpow[-1] * q)
            ppow.append(ppow[-1] * p)
        qx = q * x
        new_T = R.zero
        C = R.zero
        for d, Td in enumerate(parts):
            if not Td:
                continue
            new_T += Td * qpow[e - d] * ppow[d]
            if d:
                inner = R.zero
                qxj = R.one
                for j in range(d):
                    inner += qxj * ppow[d - 1 - j]
                    qxj *= qx
                C += Td * qpow[e - d] * inner
        qe = qpow[e]
        if qe != R.one:
            cof = [c * qe for c in cof]
            multipliers.append(qe.as_expr())
        cof[i] += C
        D *= qe
        T = new_T
    size = len(T) + sum(len(c) for c in cof)
    if size > max_monomials:
        raise TooLarge(size)
    exprs = []
    for c in [T, *cof]:
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime
        exprs.append(c.as_expr())
    return Elimination(exprs[0], exprs[1:], multipliers, R, D, T0, rf, cof)
