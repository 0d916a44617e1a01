"""Binomials that vanish past a line: the case split a remainder may need.

The shift facts of :mod:`wzprove.sketch.lincomb` relate binomials for *all* values of the
variables; an identity such as ``Σ_k C(n, 2k) = 2^(n-1)`` (``n ≥ 1``) also needs that
``C(n + 1, 2n)`` is ``0`` for ``n ≥ 2`` -- it is not at ``n = 1``.  After the elimination, the
remainder is then a multiple of such a binomial ``x = C(U, L)`` whose lower argument passes
the upper one on a line: ``L - U = α·v + β`` with ``α > 0`` in one variable ``v`` (or
``α = 0 < β``: ``C(n + 3, n + 4)``, no exceptional point), so
``L > U`` (and ``x = 0``, Mathlib's ``Nat.choose_eq_zero_of_lt``) except at the finitely many
``v`` from the step's lower bound on ``v`` to ``⌊-β/α⌋``.  At those points the factor
``Q(v) = Π (v - c)`` vanishes, so ``x · Q = 0`` for every ``v`` the step allows (issue 14,
item 2: exceptional points by direct evaluation, lines by the vanishing of the binomial).
The fact is proved by that case split::

    have z1 : X * (Q) = 0 := by
      by_cases h : U < L
      · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero, zero_mul]
      · obtain rfl : v = c := by omega
        norm_num

(``X = 0`` and ``· omega`` in the second case when there is no point).  It is used only when
the remainder's part in ``x`` is ``x`` times a polynomial multiple of ``Q``; the quotient is
the fact's coefficient in the ``linear_combination`` (no multiplication of the goal by ``Q``,
which vanishes at the points).  The replay re-checks each fact
(:mod:`wzprove.sketch.replay_vanish`).

    >>> import sympy
    >>> from wzprove.model.identity import Term
    >>> from wzprove.sketch.atoms import AtomTable, choose_atom
    >>> t = AtomTable("ℝ", hyps=((Term.lit(0), Term.var("n")),))
    >>> n, one = Term.var("n"), Term.lit(1)
    >>> U = Term("add", (n, one))
    >>> L = Term("mul", (Term.lit(2), n))
    >>> x = t.atom(choose_atom(U, L, "ℝ"))
    >>> v = t.var("n")
    >>> facts, rest = zero_facts(x * v * (v - 1), t, {"n": "ℕ"}, "z")
    >>> rest, facts[0][1], facts[0][0].points
    (0, v_n, (1,))
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomTable, lean_text, linear_form

#: at most this many exceptional points per binomial (each is a case of the proof)
MAX_POINTS = 3


@dataclass(frozen=True)
class ZeroFact:
    """``x · Q = 0`` (``x = 0`` when ``points`` is empty) for the binomial atom ``x`` with
    arguments ``U``, ``L``, the variable ``var`` and the exceptional ``points``."""

    name: str
    x: sympy.Symbol
    Q: sympy.Expr
    lines: tuple[str, ...]
    points: tuple[int, ...]


def _lower_bound(table: AtomTable, name: str) -> int:
    """The least value of the variable ``name`` that the step's hypotheses ``a < name``
    (``a`` a numeral) allow."""
    lo = 0
    for a, b in table.hyps:
        if b == Term.var(name) and a.op == "lit":
            lo = max(lo, int(a.value) + 1)  # type: ignore[arg-type]
    return lo


def zero_facts(
    T: sympy.Expr, table: AtomTable, types: Mapping[str, Ty], prefix: str
) -> tuple[list[tuple[ZeroFact, sympy.Expr]], sympy.Expr]:
    """The vanishing facts that take the remainder ``T`` to zero, each with its coefficient,
    and what is left of ``T`` (``0`` when they suffice; the caller then fails otherwise)."""
    names = table.names()
    out: list[tuple[ZeroFact, sympy.Expr]] = []
    atoms = table.by_symbol()
    for x in sorted(T.free_symbols & set(atoms), key=str):
        atom = atoms[x]
        if atom.kind != "choose":
            continue
        U, L = (sympy.expand(linear_form(a, table)) for a in atom.args)
        d = sympy.expand(L - U)
        if d.is_Integer and d > 0 and len(U.free_symbols) == 1:
            # `C(n + 3, n + 4)`: L = U + d passes U for every value, no point
            (v,) = U.free_symbols
            name, points = names[v], ()
        else:
            if len(d.free_symbols) != 1 or (U.free_symbols | L.free_symbols) != d.free_symbols:
                continue
            (v,) = d.free_symbols
            poly = sympy.Poly(d, v)
            if poly.degree() != 1:
                continue
            alpha, beta = (int(c) for c in poly.all_coeffs())
            if alpha <= 0:
                continue
            name = names[v]
            points = tuple(range(_lower_bound(table, name), math.floor(-beta / alpha) + 1))
        if len(points) > MAX_POINTS:
            continue
        Q = sympy.Mul(*[v - c for c in points])
        T0 = sympy.expand(T.subs(x, 0))
        T1 = sympy.expand(sympy.cancel((T - T0) / x))
        quo, rem = sympy.div(sympy.Poly(T1, v), sympy.Poly(Q, v))
        if not rem.is_zero:
            continue
        fact_name = f"{prefix}{len(out) + 1}"
        lines = _proof(fact_name, atom.text, atom.args, name, points, Q, table, types)
        out.append((ZeroFact(fact_name, x, Q, lines, points), quo.as_expr()))
        T = T0
    return out, T


def _proof(
    name: str,
    text: str,
    args: tuple[Term, ...],
    var: str,
    points: tuple[int, ...],
    Q: sympy.Expr,
    table: AtomTable,
    types: Mapping[str, Ty],
) -> tuple[str, ...]:
    """The ``have`` lines of one fact (module docstring)."""
    U, L = (render_term(a) for a in args)
    head = f"have {name} : {text} = 0 := by"
    if points:
        head = f"have {name} : {text} * ({lean_text(Q, table, types, expand=False)}) = 0 := by"
    lines = [head, f"  by_cases h : {U} < {L}"]
    if not points:
        return (*lines, "  · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero]", "  · omega")
    lines.append("  · rw [Nat.choose_eq_zero_of_lt h, Nat.cast_zero, zero_mul]")
    pats = " | ".join("rfl" for _ in points)
    eqs = " ∨ ".join(f"{var} = {c}" for c in points)
    lines.append(f"  · obtain {pats} : {eqs} := by omega")
    lines.append(f"    {'all_goals norm_num' if len(points) > 1 else 'norm_num'}")
    return tuple(lines)
