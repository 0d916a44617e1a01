"""What ``positivity`` proves nonzero in a compiled step, read on the polynomials of
:mod:`wzprove.sketch.atoms`: the multipliers ``q`` of the shift facts and the denominators
``b`` of the inverses (``b · b⁻¹ = 1`` by ``mul_inv_cancel₀``).

Besides numerals, casts of naturals plus a positive constant, factorials and powers of
positive numerals (positivity's own rules), a binomial ``C(U, L)`` is positive where
``L ≤ U`` for every value the step allows (its hypotheses, as ``omega`` reads them:
:meth:`~wzprove.sketch.atoms.AtomTable.exact`).  ``positivity`` has no rule for
``Nat.choose``, but it uses a hypothesis ``0 < e`` for an atom ``e``
(``Mathlib/Tactic/Positivity/Core.lean``, ``compareHyp``), so each such binomial is first
stated as ``have p : (0 : K) < C(U, L) := Nat.cast_pos.mpr (Nat.choose_pos (by omega))``
(Mathlib ``Nat.choose_pos : k ≤ n → 0 < choose n k``, ``Nat.cast_pos : (0 : α) < n ↔ 0 < n``),
which the replay checks (:func:`wzprove.sketch.replay_lead.positivity_fact`).
"""

from __future__ import annotations

from collections.abc import Mapping

import sympy

from wzprove.model.identity import Ty
from wzprove.sketch.atoms import Atom, AtomError, AtomTable, linear_form
from wzprove.sketch.natsub_positive import ascfact_start


def positive_form(e: sympy.Expr, variables: set[sympy.Symbol]) -> bool:
    """Whether ``e`` is a polynomial in ``variables`` (all ≥ 0) with nonnegative coefficients
    and a positive constant term — what ``positivity`` proves nonzero.

    >>> n = sympy.Symbol("n")
    >>> positive_form(4 * n + 2, {n}), positive_form(n - 1, {n}), positive_form(n, {n})
    (True, False, False)
    """
    e = sympy.expand(e)
    if not e.free_symbols <= variables:
        return False
    poly = sympy.Poly(e, *sorted(variables, key=str)) if variables else None
    if poly is None:
        return bool(e.is_Rational and e > 0)
    coeffs = poly.terms()
    const = poly.coeff_monomial(1)
    return const > 0 and all(c >= 0 for _, c in coeffs)


def positive_as_written(
    q: sympy.Expr, table: AtomTable, types: Mapping[str, Ty]
) -> list[tuple[Atom, sympy.Symbol]] | None:
    """The binomial atoms that need a positivity fact for ``positivity`` to prove ``q ≠ 0``
    (module docstring), or ``None`` when it cannot: ``q`` must be a positive constant times
    factors that are factorials, powers of positive numerals, binomials with ``L ≤ U`` or
    polynomials in ℕ variables with nonnegative coefficients and a positive constant."""
    naturals = {s for name, s in table.variables.items() if types.get(name) == "ℕ"}
    atoms = table.by_symbol()
    coeff, factors = sympy.factor_list(sympy.expand(q))
    if coeff <= 0:
        return None
    out: list[tuple[Atom, sympy.Symbol]] = []
    for f, _ in factors:
        a = atoms.get(f)
        if a is not None:
            if a.kind == "factorial" or (a.kind == "pow" and a.base is not None and a.base > 0):
                continue
            if a.kind == "ascfact" and ascfact_start(a.args[0]) is not None:
                continue  # positivity's extension: `Nat.ascFactorial (V + 1) N`
            if a.kind == "choose" and _lower_le_upper(a, table):
                out.append((a, f))
                continue
            return None
        if not positive_form(f, naturals):
            return None
    return out


def _lower_le_upper(atom: Atom, table: AtomTable) -> bool:
    """``L ≤ U`` for the binomial ``C(U, L)`` under ``table`` 's hypotheses."""
    U, L = atom.args
    try:
        diff = sympy.expand(linear_form(U, table) - linear_form(L, table))
    except AtomError:
        return False
    return table.exact(diff)


def choose_positive_line(name: str, atom: Atom, K: Ty) -> str:
    """The ``have`` line of the positivity fact of the binomial ``atom`` (module docstring)."""
    return f"have {name} : (0 : {K}) < {atom.text} := Nat.cast_pos.mpr (Nat.choose_pos (by omega))"
