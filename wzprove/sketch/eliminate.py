"""The elimination behind :func:`wzprove.sketch.lincomb.combination`, in sparse polynomial
arithmetic over ℚ (``flint.fmpq_mpoly``, FLINT's multivariate polynomials: the products of
big cofactors are its job; sympy only converts at the ends).

Given the target ``T`` (a polynomial in atoms and variables) and facts ``qᵢ·xᵢ = pᵢ`` in
elimination order, each fact whose atom ``x`` occurs in ``T`` with degree ``e`` multiplies
``T`` by ``q^e`` and substitutes ``q·x = p``: the remainder is ``Σ_d T_d q^(e-d) p^d`` (``T_d``
the coefficient of ``x^d``) and the fact's cofactor ``Σ_d T_d q^(e-d) Σ_(j<d) (q x)^j
p^(d-1-j)``; earlier cofactors are multiplied by ``q^e`` too, so that at every step
``D·T₀ - Σ cᵢ·(qᵢ xᵢ - pᵢ) = T`` with ``D`` the product of the ``q^e``.  That scaling is
done once at the end (cofactor ``i`` times the product of the later ``q^e``, suffix products)
instead of at every step: the same polynomials, one product per cofactor.

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
from fractions import Fraction

import flint
import sympy
from sympy.polys.rings import PolyRing, ring

from wzprove.sketch.sparse import Sparse

FPoly = flint.fmpq_mpoly


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

#: an elimination whose running remainder and cofactor hold more than this many times
#: ``max_monomials`` monomials is given up at once (:class:`TooLarge`): its cofactors hold
#: those parts, so it would end far past the limit, and finishing it first took over 20 GB for
#: LCI Gould_identity_10_5's step (cubed binomials in one piece, before its ratio split)
INTERMEDIATE = 50


@dataclass(frozen=True)
class Elimination:
    """The remainder, the fact cofactors (in the facts' order) and the multipliers ``q^e``
    (the factors of ``D``, those with ``q ≠ 1``), as sympy expressions (the cofactors built on
    first use; ``sparse`` holds them as :class:`~wzprove.sketch.sparse.Sparse` polynomials,
    whose Lean text needs no expression); ``check`` verifies ``D·T₀ - Σ cᵢ·(qᵢ xᵢ - pᵢ) -
    Σ extra`` is zero in the same exact ring."""

    remainder: sympy.Expr
    sparse: list[Sparse]
    multipliers: list[sympy.Expr]
    _ring: _Ring
    _D: FPoly
    _target: FPoly
    _facts: list[tuple[FPoly, FPoly, FPoly]]
    _cof: list[FPoly]

    @property
    def cofactors(self) -> list[sympy.Expr]:
        """The cofactors as sympy expressions."""
        return [c.expr() for c in self.sparse]

    def check(self, extra: list[sympy.Expr]) -> bool:
        """Whether ``D·target - Σ cᵢ·(qᵢ·xᵢ - pᵢ) - Σ extra`` vanishes exactly."""
        R = self._ring
        total = self._D * self._target
        for c, (x, q, p) in zip(self._cof, self._facts, strict=True):
            total -= c * (q * x - p)
        for e in extra:
            total -= R.poly(e)
        return total.is_zero()


class _Ring:
    """ℚ[gens] (lex) on FLINT, with sympy's sparse ring for the conversions."""

    def __init__(self, gens: list[sympy.Symbol]) -> None:
        self.gens = gens or [sympy.Symbol("_")]
        self.sym: PolyRing = ring(self.gens, sympy.QQ)[0]
        names = tuple(f"x{i}" for i in range(len(self.gens)))
        self.ctx = flint.fmpq_mpoly_ctx.get(names, "lex")
        self.index = {g: i for i, g in enumerate(self.gens)}

    def poly(self, e: sympy.Expr) -> FPoly:
        if e == 0:
            return self.ctx.from_dict({})
        return self.ctx.from_dict(dict(self.sym.from_expr(e)))

    def expr(self, f: FPoly) -> sympy.Expr:
        return self.sym.from_dict(f.to_dict()).as_expr()

    def sparse(self, f: FPoly) -> Sparse:
        terms = {m: Fraction(int(c.p), int(c.q)) for m, c in f.to_dict().items()}
        return Sparse(tuple(self.gens), terms)

    def parts(self, f: FPoly, i: int, e: int) -> list[FPoly]:
        """The coefficients of ``x_i^d`` in ``f`` for ``d ≤ e`` (polynomials free of ``x_i``):
        repeated division by the generator ``x_i`` (exact per term, FLINT's ``divmod``)."""
        x = self.ctx.gen(i)
        out = []
        for _ in range(e):
            f, r = divmod(f, x)
            out.append(r)
        out.append(f)
        return out


def eliminate(
    target: sympy.Expr,
    facts: list[tuple[sympy.Symbol, sympy.Expr, sympy.Expr]],
    deadline: float | None = None,
    max_monomials: int = MAX_MONOMIALS,
    divide: bool = False,
) -> Elimination:
    """Eliminate the atoms of ``facts`` (``(x, q, p)`` for ``q·x = p``) from ``target`` in
    order (module docstring).  Raises :class:`OutOfTime` past ``deadline``
    (``time.monotonic()``) and
    :class:`TooLarge` when the remainder and cofactors hold more than ``max_monomials``
    monomials.

    With ``divide``, a fact whose ``q^d`` divides the coefficient ``T_d`` of ``x^d`` for every
    ``d ≥ 1`` (exactly, in ℚ[gens]) is used without multiplying: ``T_d·x^d = (T_d/q^d)·(q·x)^d``,
    so the remainder takes ``(T_d/q^d)·p^d`` and ``D`` no factor ``q`` — a ratio whose
    denominator may vanish (``z − n + k + 1`` in ``C(z, n − k)``) is then never divided by, the
    step's coefficient carrying that factor already (:mod:`wzprove.sketch.ratio_split`)."""
    gens: set[sympy.Symbol] = set(target.free_symbols)
    for x, q, p in facts:
        gens |= {x} | q.free_symbols | p.free_symbols
    R = _Ring(sorted(gens, key=str))
    one = R.ctx.constant(1)
    T0 = R.poly(target)
    rf = [(R.poly(x), R.poly(q), R.poly(p)) for x, q, p in facts]
    T = T0
    D = one
    own = [R.ctx.from_dict({}) for _ in rf]  # cofactor i before the later facts' q^e
    scale: list[FPoly | None] = [None for _ in rf]  # q^e of fact i, when it was used
    multipliers: list[sympy.Expr] = []
    for i, ((x, q, p), (xs, _, _)) in enumerate(zip(rf, facts, strict=True)):
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime
        xi = R.index[xs]
        e = T.degrees()[xi]
        if e <= 0:
            continue
        parts = R.parts(T, xi, e)
        if divide and q != one:
            quotients = _divided(parts, q, one)
            if quotients is not None:
                T, own[i] = _substituted(R, quotients, q * x, p, one)
                continue
        qpow = [one]
        ppow = [one]
        for _ in range(e):
            qpow.append(qpow[-1] * q)
            ppow.append(ppow[-1] * p)
        qx = q * x
        new_T = R.ctx.from_dict({})
        C = R.ctx.from_dict({})
        for d, Td in enumerate(parts):
            if Td.is_zero():
                continue
            new_T += Td * qpow[e - d] * ppow[d]
            if len(new_T) + len(C) > INTERMEDIATE * max_monomials:
                raise TooLarge(len(new_T) + len(C))
            if d:
                inner = R.ctx.from_dict({})
                qxj = one
                for j in range(d):
                    inner += qxj * ppow[d - 1 - j]
                    qxj *= qx
                C += Td * qpow[e - d] * inner
        qe = qpow[e]
        if qe != one:
            scale[i] = qe
            multipliers.append(R.expr(qe))
        own[i] = C
        D *= qe
        T = new_T
    # cofactor i times the q^e of the facts used after it (suffix products)
    cof = list(own)
    later = one
    for i in range(len(rf) - 1, -1, -1):
        if deadline is not None and time.monotonic() > deadline:
            raise OutOfTime
        if later != one and not cof[i].is_zero():
            cof[i] = cof[i] * later
        s = scale[i]
        if s is not None:
            later = later * s
    size = len(T) + sum(len(c) for c in cof)
    if size > max_monomials:
        raise TooLarge(size)
    if deadline is not None and time.monotonic() > deadline:
        raise OutOfTime
    sparse = [R.sparse(c) for c in cof]
    return Elimination(R.expr(T), sparse, multipliers, R, D, T0, rf, cof)


def _divided(parts: list[FPoly], q: FPoly, one: FPoly) -> list[FPoly] | None:
    """``T_d / q^d`` for each coefficient ``T_d`` (``d ≥ 1``; ``T_0`` as it is), or ``None``
    where some division is not exact."""
    out = [parts[0]]
    qd = one
    for Td in parts[1:]:
        qd = qd * q
        if Td.is_zero():
            out.append(Td)
            continue
        quo, rem = divmod(Td, qd)
        if not rem.is_zero():
            return None
        out.append(quo)
    return out


def _substituted(
    R: _Ring, quotients: list[FPoly], qx: FPoly, p: FPoly, one: FPoly
) -> tuple[FPoly, FPoly]:
    """The remainder ``Σ_d U_d·p^d`` and cofactor ``Σ_(d≥1) U_d·Σ_(j<d) (q x)^j p^(d-1-j)`` of
    ``Σ_d U_d·(q x)^d`` after ``q·x = p`` (``U_d = T_d / q^d``, :func:`_divided`)."""
    new_T = quotients[0]
    C = R.ctx.from_dict({})
    ppow = [one]
    for _ in range(len(quotients)):
        ppow.append(ppow[-1] * p)
    for d, Ud in enumerate(quotients):
        if d == 0 or Ud.is_zero():
            continue
        new_T += Ud * ppow[d]
        inner = R.ctx.from_dict({})
        qxj = one
        for j in range(d):
            inner += qxj * ppow[d - 1 - j]
            qxj *= qx
        C += Ud * inner
    return new_T, C
