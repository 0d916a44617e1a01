"""Fraction-free nullspace of matrices over Z[x_1, ..., x_m] (flint ``fmpz_mpoly``).

Gauss–Jordan elimination in which every row operation is ``row_i <- p*row_i - f*row_r``
with ``p``, ``f`` divided by their gcd, and every row divided by the gcd of its entries
afterwards; the entries stay polynomials and small.  This is the classical fraction-free
scheme (Bareiss 1968) with content removal; over Z[n] it solves Zeilberger's systems for
Franel's or Apéry's sums in milliseconds.

>>> import flint
>>> ctx = flint.fmpz_mpoly_ctx.get(("n",), "lex")
>>> (n,) = ctx.gens()
>>> M = [[n, n + 1, ctx.constant(0)], [ctx.constant(1), ctx.constant(0), n]]
>>> [[str(e) for e in v] for v in nullspace(M, 3)]
[['-n^2 - n', 'n^2', 'n + 1']]
"""

from __future__ import annotations

import time

import flint

from .errors import Timeout

Poly = flint.fmpz_mpoly


def _primitive(row: list[Poly]) -> list[Poly]:
    g = None
    for e in row:
        if not e.is_zero():
            g = e if g is None else g.gcd(e)
            if g.is_one():
                return row
    if g is None or g.is_one():
        return row
    return [e / g if not e.is_zero() else e for e in row]


def _size(p: Poly) -> tuple[int, int]:
    return (p.total_degree(), len(p.to_dict()))


def nullspace(
    matrix: list[list[Poly]], ncols: int, deadline: float | None = None
) -> list[list[Poly]]:
    """A basis of the right nullspace of ``matrix`` over the fraction field.

    Args:
        matrix: rows of polynomials (all in one flint context), each of length ``ncols``.
        ncols: number of columns (unknowns).
        deadline: ``time.monotonic()`` value after which :class:`Timeout` is raised.

    Returns:
        one primitive polynomial vector per free column (later columns are preferred
        as free columns, so put the unknowns you want to be free last).
    """
    rows = [list(r) for r in matrix if any(not e.is_zero() for e in r)]
    pivots: list[int] = []
    r = 0
    for c in range(ncols):
        if deadline is not None and time.monotonic() > deadline:
            raise Timeout("linear system: time limit exceeded")
        cand = [i for i in range(r, len(rows)) if not rows[i][c].is_zero()]
        if not cand:
            continue
        i = min(cand, key=lambda i: _size(rows[i][c]))
        rows[r], rows[i] = rows[i], rows[r]
        prow = rows[r]
        p = prow[c]
        for i in range(len(rows)):
            if i == r or rows[i][c].is_zero():
                continue
            f = rows[i][c]
            g = p.gcd(f)
            p1, f1 = (p / g, f / g) if not g.is_one() else (p, f)
            rows[i] = _primitive([p1 * x - f1 * y for x, y in zip(rows[i], prow, strict=False)])
        pivots.append(c)
        r += 1
        if r == len(rows):
            break
    zero = matrix[0][0] * 0 if matrix and matrix[0] else None
    basis = []
    for f in range(ncols):
        if f in pivots:
            continue
        lcm_ = None
        for i, pc in enumerate(pivots):
            if not rows[i][f].is_zero():
                piv = rows[i][pc]
                lcm_ = piv if lcm_ is None else lcm_ * (piv / lcm_.gcd(piv))
        one = zero + 1 if zero is not None else None
        L = lcm_ if lcm_ is not None else one
        v = [zero] * ncols
        v[f] = L
        for i, pc in enumerate(pivots):
            if not rows[i][f].is_zero():
                v[pc] = -(rows[i][f] * (L / rows[i][pc]))
        basis.append(_primitive(v))
    return basis
