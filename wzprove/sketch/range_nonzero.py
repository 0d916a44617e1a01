"""Denominators of ``H`` that vanish only outside the summation range (issue 14).

The closed form ``H(n, k) = S(n, k)·F(n + a, k + 1 - b)`` of a telescoper's companion may have
a denominator such as ``k - 2n - 1`` (``Σ_(k ≤ 2n) (-1)^k C(2k, k) C(4n - 2k, 2n - k)``,
Gould 6.11): it is not positive as written, but the proof of
``Prover.sum_eq_of_telescoper_*`` evaluates ``H n k`` only at ``0 ≤ k ≤ u n`` (``hct0`` at
``0``, ``hct`` at ``k`` and ``k + 1`` for ``k < u n``, ``hr`` at ``u n``), where a factor
linear in ``k`` whose values at ``k = 0`` and ``k = u n`` have one strict sign for every
``n`` never vanishes.  Such factors are kept apart (:func:`range_factors`) and ``H`` is
written ``(S·Π f^e)·F(…) / f / … / f``, so that each one is its own inverse atom.

Each inverse atom ``X⁻¹`` of a proof step needs ``X ≠ 0``: where ``positivity`` cannot prove
it and ``X`` is ``A - B`` for natural-number linear forms ``A``, ``B`` with ``A ≠ B`` under
the step's hypotheses (``k < u n``, what ``omega`` proves), :func:`nonzero_by_range` writes

    Prover.ne_zero_of_eq_cast_sub (X : K) (A) (B) (by omega) (by push_cast <;> ring)

(``Prover/Steps.lean``); the replay re-reads it (:mod:`wzprove.sketch.replay_nonzero`):
``X = A - B`` as a polynomial identity, ``A ≠ B`` from the hypotheses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomTable, lean_text
from wzprove.sketch.common import _Ctx, _linear_param
from wzprove.sketch.positive import positive_form


def upper_expr(ctx: _Ctx) -> sympy.Expr | None:
    """``u n`` (the sum runs over ``k ≤ u n``) over the reading's symbols, or ``None``."""
    ns = ctx.reading.symbols.get(ctx.n)
    if ns is None:
        return None
    if ctx.u is None:
        return ns
    cd = _linear_param(ctx.u, ctx.n)
    if cd is None:
        return None
    table = ctx.reading.symbols
    if any(str(s) not in table for s in cd[1].free_symbols):
        return None
    return cd[0] * ns + cd[1].xreplace({s: table[str(s)] for s in cd[1].free_symbols})


def never_zero(f: sympy.Expr, naturals: set[sympy.Symbol]) -> bool:
    """Whether ``f`` is linear in the ``naturals`` with integer coefficients whose gcd does not
    divide the constant (``2n - 1``): no integer values make it 0 (``omega`` proves that)."""
    f = sympy.expand(f)
    if not f.free_symbols or not f.free_symbols <= naturals:
        return False
    coeffs = f.as_coefficients_dict()
    if any(not c.is_Integer for c in coeffs.values()) or sympy.Poly(f).total_degree() != 1:
        return False
    g = sympy.gcd([int(c) for m, c in coeffs.items() if m != 1])
    return int(coeffs.get(sympy.Integer(1), 0)) % int(g) != 0


def range_factors(
    den: sympy.Expr, ks: sympy.Symbol, upper: sympy.Expr | None, naturals: set[sympy.Symbol]
) -> list[tuple[sympy.Expr, int]] | None:
    """The factors ``(f, e)`` of ``den`` that are not positive as written, when each is
    :func:`never_zero` or (with ``upper``) linear in ``k`` with one strict sign at ``k = 0``
    and at ``k = upper`` for all values of the variables (positive as written there, or its
    negation is): then ``f ≠ 0`` for ``0 ≤ k ≤ upper``.  ``None`` when some factor is not of
    that kind."""
    out: list[tuple[sympy.Expr, int]] = []
    for f, e in sympy.factor_list(den)[1]:
        if positive_form(sympy.expand(f), naturals):
            continue
        if never_zero(f, naturals):  # `2 * n - 1`: every value odd
            out.append((f, int(e)))
            continue
        if ks not in f.free_symbols or upper is None or sympy.Poly(f, ks).degree() != 1:
            return None
        ends = [sympy.expand(f.subs(ks, v)) for v in (sympy.Integer(0), upper)]
        if not (
            all(positive_form(x, naturals) for x in ends)
            or all(positive_form(-x, naturals) for x in ends)
        ):
            return None
        out.append((f, int(e)))
    return out


def nonzero_by_range(
    x: str, q: sympy.Expr, table: AtomTable, types: Mapping[str, Ty], K: Ty
) -> str | None:
    """``(Prover.ne_zero_of_eq_cast_sub (x : K) (A) (B) (by omega) (by push_cast <;> ring))``
    proving ``x ≠ 0`` (Lean text), where ``q`` (``x`` as a polynomial over ``table``) is linear
    with integer coefficients in the casts of ℕ variables and ``q ≥ 1`` or ``q ≤ -1`` under
    the step's hypotheses (:meth:`AtomTable.exact`) or :func:`never_zero` (what ``omega``
    proves), or a nonzero integer (``((2 * n : ℕ) : K) - 2 * n - 1`` at ``k = 2 * n``: then
    ``A``, ``B`` are numerals); else ``None``."""
    names = table.names()
    q = sympy.expand(q)
    if not q.free_symbols:  # `((2 * n : ℕ) : K) - 2 * n - 1` at `k = u n`: a nonzero integer
        if not q.is_Integer or q == 0:
            return None
    elif sympy.Poly(q, *sorted(q.free_symbols, key=str)).total_degree() != 1:
        return None
    if any(s not in names or types.get(names[s]) != "ℕ" for s in q.free_symbols):
        return None
    coeffs = sympy.expand(q).as_coefficients_dict()
    if any(not c.is_Integer for c in coeffs.values()):
        return None
    nat = {s for s, name in names.items() if types.get(name) == "ℕ"}
    if q.free_symbols and not (table.exact(q - 1) or table.exact(-q - 1)):
        if not never_zero(q, nat):
            return None
    plus: list[Term] = []
    minus: list[Term] = []
    for mono, c in sorted(coeffs.items(), key=lambda mc: str(mc[0])):
        c = int(c)
        if mono == 1:
            part = Term.lit(abs(c), "ℕ")
        else:
            var = Term.var(names[mono], "ℕ")
            part = var if abs(c) == 1 else Term("mul", (Term.lit(abs(c), "ℕ"), var), "ℕ")
        (plus if c > 0 else minus).append(part)
    A, B = (_sum(side) for side in (plus, minus))
    return (
        f"(Prover.ne_zero_of_eq_cast_sub ({x} : {K}) ({render_term(A)}) "
        f"({render_term(B)}) (by omega) (by push_cast <;> ring))"
    )


def _sum(parts: list[Term]) -> Term:
    if not parts:
        return Term.lit(0, "ℕ")
    out = parts[0]
    for p in parts[1:]:
        out = Term("add", (out, p), "ℕ")
    return out


def split_multiplier(
    multipliers: list[sympy.Expr],
    table: AtomTable,
    types: Mapping[str, Ty],
    K: Ty,
    positive: Callable[[sympy.Expr], bool],
    by_hyp: Callable[[sympy.Expr], str | None] = lambda f: None,
) -> tuple[str, ...]:
    """The proofs ``p : f ≠ 0`` for ``refine mul_left_cancel₀ p ?_``, one per factor ``f`` of
    the multipliers (a power once per exponent; the constant with the first factor) when some
    factor is not positive as written (``positive``) but nonzero under the step's hypotheses
    (:func:`nonzero_by_range`) or by a hypothesis ``a ≠ b`` (``by_hyp``, :mod:`.hyp_nonzero`);
    ``()`` when one ``positivity`` line does (or nothing does)."""
    # casts of ℕ atoms are ≥ 0 for positivity too (`1 + ((2 * n - 1 : ℕ) : K)`)
    nat = {s for a, s in table.atoms.values() if a.kind in ("choose", "factorial", "natsub")}
    nat_vars = {s for name, s in table.variables.items() if types.get(name) == "ℕ"}
    nat |= nat_vars
    positive_now = positive

    def positive(f: sympy.Expr) -> bool:
        return positive_now(f) or positive_form(sympy.expand(f), nat)

    factors: list[sympy.Expr] = []
    const = sympy.Integer(1)
    for m in multipliers:
        c, fs = sympy.factor_list(m)
        const *= c
        factors += [f for f, e in fs for _ in range(e)]
    if not factors or (const > 0 and all(positive(f) for f in factors)):
        return ()
    # the constant joins a linear factor (`-2·(n + 1)`: `0 ≠ 2 * n + 2`)
    lin = [
        i
        for i, f in enumerate(factors)
        if f.free_symbols <= nat_vars and sympy.Poly(f).total_degree() == 1
    ] or [0]
    factors[lin[0]] = const * factors[lin[0]]
    out = []
    for f in factors:
        text = lean_text(f, table, types, expand=False)
        proof = f"(show ({text} : {K}) ≠ 0 by positivity)" if positive(f) else None
        proof = proof or nonzero_by_range(text, f, table, types, K) or by_hyp(f)
        if proof is None:
            return ()
        out.append(proof)
    return tuple(out)
