"""Binomials with symbolic arguments brought to one atom per family (issue 15: the initial
values of Pfaff–Saalschütz, ``m C(r+1, m+1) + r C(r, m+1) - ... = 0`` for all natural
``r, m``).

A family is the atoms ``C(U + i, V + j)`` sharing the linear forms ``U`` and ``V`` (integer
constants ``i``, ``j``), with ``V >= 0`` for every value of its (nonnegative) symbols.  The
generalised binomial is ``C(x, M) = x (x-1) ... (x-M+1) / M!`` for an integer ``M >= 0`` and
*every* integer ``x`` (the evaluator's reading, :func:`wzprove.wz.evaluate._binomial`), so
each member is a product of consecutive factors containing the family's common window
``U + c_0 + 1 .. U + i_0`` (``i_0 = min i``, ``e = max (i - j)``, ``L = V + i_0 - e``):

``C(U+i, V+j) = C(U+i_0, L) * prod_{t=i_0+1}^{i} (U+t) * prod_{s=i-j+1}^{e} (U-V+s)
/ prod_{s=i_0-e+1}^{j} (V+s)``

(Graham–Knuth–Patashnik, CM (5.18)-(5.19): absorption and the falling-factorial form),
valid for every integer ``U`` wherever ``L >= 0``: the divisors ``V + s`` are then ``>= 1``.
With every member replaced, a difference that cancels to 0 as a rational function of the
symbols and the family atoms is 0 for all values with ``L >= 0``; where ``L`` can be
negative the caller splits the smaller values off (:func:`normalise`).
"""

from __future__ import annotations

from collections.abc import Iterable

import sympy
from sympy import Expr, Symbol

from wzprove.wz.errors import NotHypergeometric


def _split_const(e: Expr) -> tuple[Expr, int] | None:
    e = sympy.expand(e)
    c = e.as_coeff_Add()[0] if e.is_Add else (e if e.is_Integer else sympy.Integer(0))
    if not c.is_Integer:
        return None
    return sympy.expand(e - c), int(c)


def _nonneg_form(v: Expr, symbols: set[Symbol]) -> bool:
    """``v`` is 0 or linear with nonnegative integer coefficients in ``symbols``."""
    if v == 0:
        return True
    if not v.free_symbols <= symbols:
        return False
    P = sympy.Poly(v, *sorted(v.free_symbols, key=str))
    return P.total_degree() == 1 and all(c.is_Integer and c > 0 for c in P.coeffs())


def normalise(
    d: Expr, atom_type: type, symbols: Iterable[Symbol]
) -> bool | tuple[Symbol, int] | None:
    """Whether ``d`` (a polynomial in ``atom_type(a, b)`` atoms, binomials with symbolic
    arguments, coefficients rational in ``symbols``, each symbol ranging over the naturals)
    is 0 for every value: True when it cancels once each family is brought to its common
    atom; ``(t, T)`` when that needs ``L >= 0`` and ``L = t - T + ...`` may be negative (the
    caller checks ``t < T`` apart and ``t = T + t'``); None when undecided.

    >>> from wzprove.wz.evaluate import OpaqueBinomial as C
    >>> r, m = sympy.symbols("r m", integer=True, nonnegative=True)
    >>> normalise(C(r + 1, m + 1) - C(r, m) - C(r, m + 1), C, [r, m])
    True
    >>> normalise(C(r + 1, m + 1) - C(r, m), C, [r, m]) is None
    True
    >>> normalise(C(r, m - 1) + C(r, m) - C(r + 1, m), C, [r, m])
    (m, 1)
    """
    symbols = set(symbols)
    atoms = list(d.atoms(atom_type))
    if not atoms:
        return None
    families: dict[tuple[Expr, Expr], list[tuple[Expr, int, int]]] = {}
    for atom in atoms:
        a, b = atom.args
        sa, sb = _split_const(a), _split_const(b)
        if sa is None or sb is None or not _nonneg_form(sb[0], symbols) or sb[0] == 0:
            return None
        families.setdefault((sa[0], sb[0]), []).append((atom, sa[1], sb[1]))
    sub: dict[Expr, Expr] = {}
    bases: dict[Expr, Symbol] = {}
    for (U, V), members in families.items():
        i0 = min(i for _a, i, _j in members)
        e = max(i - j for _a, i, j in members)
        c = i0 - e  # L = V + c
        if c < 0:
            if not V.is_Symbol:
                return None
            return V, -c
        # the common atom as a fresh symbol: an independent generator of the identity
        base = bases.setdefault(
            atom_type(sympy.expand(U + i0), sympy.expand(V + c)), sympy.Dummy(f"B{len(bases)}")
        )
        for atom, i, j in members:
            factor = sympy.Integer(1)
            for t in range(i0 + 1, i + 1):
                factor *= U + t
            for s in range(i - j + 1, e + 1):
                factor *= U - V + s
            for s in range(c + 1, j + 1):
                factor /= V + s
            sub[atom] = base * factor
    try:
        return True if _zero_rational(d.xreplace(sub)) else None
    except (sympy.PolynomialError, NotHypergeometric, TypeError, ValueError):
        return None  # another kind of atom (2**t, ...): undecided here


def _zero_rational(e: Expr) -> bool:
    """Whether ``e`` (a sum of products of powers) is the zero rational function: the terms
    are grouped by denominator (a product of bases to powers), each group's numerator summed,
    and the groups brought over ``D`` (every base at its largest power, a nonzero polynomial)
    on flint (:class:`~wzprove.wz.polyring.PolyRing`); ``e = 0`` iff that sum vanishes.

    >>> x, y = sympy.symbols("x y")
    >>> _zero_rational(x / (y + 1) + 1 / (y + 1) - (x + 1) / (y + 1))
    True
    >>> _zero_rational(x / (y + 1) - x / (y + 2))
    False
    """
    from math import lcm

    from wzprove.wz.polyring import PolyRing

    terms = sympy.Add.make_args(sympy.expand(e))
    gens = sorted(e.free_symbols, key=str)
    if not gens:
        return sympy.nsimplify(sum(terms)) == 0
    ring = PolyRing(gens)
    groups: dict[frozenset, list[Expr]] = {}
    top: dict[Expr, int] = {}
    for t in terms:
        num, dn = sympy.fraction(t)
        powers: dict[Expr, int] = {}
        for f in sympy.Mul.make_args(dn):
            base, ex = f.as_base_exp()
            if base.is_number:
                num = num / f
                continue
            powers[base] = powers.get(base, 0) + int(ex)
        for base, ex in powers.items():
            top[base] = max(top.get(base, 0), ex)
        groups.setdefault(frozenset(powers.items()), []).append(num)
    polys = {b: ring.from_expr(sympy.expand(b)) for b in top}
    parts = []
    scale = 1
    for key, nums in groups.items():
        p, d = ring.from_expr(sympy.expand(sympy.Add(*nums)))
        have = dict(key)
        for base, ex in top.items():
            q, dq = polys[base]
            for _ in range(ex - have.get(base, 0)):
                p, d = p * q, d * dq
        parts.append((p, d))
        scale = lcm(scale, d)
    total = sum((p * (scale // d) for p, d in parts), ring.const(0))
    return total == 0
