"""Factorials whose arguments differ by a constant, tied by successor steps (issue 14).

The closed-form compiler (:mod:`wzprove.sketch.complete_closed`) ties every binomial to
factorials; where two of those factorials are of ``w`` and ``w + d`` (``d ≥ 1`` a constant:
Pascal's rule ``C(n + 2, k + 3) = C(n + 1, k + 2) + C(n + 1, k + 3)`` in the region
``n = k + 4 + m`` has ``(m + 3)!`` and ``(m + 4)!``), the chain
``(w + 1) · w! = (w + 1)!``, …, up to ``(w + d)!`` — each
``Prover.cast_factorial_step (α := K) (w + i) (w + i + 1) (by omega)``
(``Prover/Steps.lean``: ``((M : α) + 1) * M ! = M' !`` for ``M' = M + 1``) — lets the
elimination write each smaller factorial through the largest of its class.  Each step is a
fact ``q·x = p`` with ``x = (w + i)!``, ``q = w + i + 1``, ``p = (w + i + 1)!``; the replay
re-reads the lemma from its statement.  Nothing here decides truth: the caller's elimination
must leave remainder 0, and the text is replayed.

>>> from wzprove.sketch.atoms import AtomTable
>>> table = AtomTable("ℚ")
>>> n = Term.var("n")
>>> a = table.atom(factorial_atom(n, "ℚ"))
>>> b = table.atom(factorial_atom(Term("add", (n, Term.lit(2)), "ℕ"), "ℚ"))
>>> [f.proof for f in step_facts(table, "ℚ", {"n": "ℕ"}, 1)]
['Prover.cast_factorial_step (α := ℚ) (n) ((n + 1 : ℕ)) (by omega)', \
'Prover.cast_factorial_step (α := ℚ) ((n + 1 : ℕ)) ((n + 2 : ℕ)) (by omega)']
"""

from __future__ import annotations

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomTable, factorial_atom
from wzprove.sketch.atoms import linear_form as _linear
from wzprove.sketch.facts import Fact
from wzprove.sketch.terms import ClosedFormError, _nat_linear

#: the longest chain of steps between two factorials of one class
MAX_STEPS = 8


def _canonical(value: sympy.Expr, table: AtomTable, types: dict[str, Ty]) -> Term | None:
    back = {s: sympy.Symbol(n) for n, s in table.variables.items()}
    try:
        return _nat_linear(sympy.expand(value).subs(back), types)
    except ClosedFormError:
        return None


def step_facts(table: AtomTable, K: Ty, types: dict[str, Ty], start: int) -> list[Fact]:
    """The step facts (module docstring) for every class of the table's factorials whose
    arguments differ by constants, named ``s<start>``, ``s<start + 1>``, …; the
    intermediate factorials are added to the table.  Each step's arguments are written as
    the factorial's own term where there is one without an ℕ subtraction (each value's first,
    as the caller's congruence facts keep it), else a natural linear form tied to it by
    ``Prover.cast_factorial_congr`` (``(M' : α)!`` = ``(M : α)!`` for ``M' = M``), so that a
    step's ``(M : α) + 1`` pushes its cast to ``q``."""
    values: dict[sympy.Expr, Term] = {}
    for atom, _ in list(table.atoms.values()):
        if atom.kind == "factorial":
            (M,) = atom.args
            values.setdefault(sympy.expand(_linear(M, table)), M)
    classes: dict[sympy.Expr, list[int]] = {}
    for value in values:
        const = value.as_coeff_Add()[0] if value.is_Add else (value if value.is_Number else 0)
        classes.setdefault(sympy.expand(value - const), []).append(int(const))
    congr: list[tuple[str, sympy.Symbol, sympy.Symbol]] = []
    steps: list[tuple[str, sympy.Symbol, sympy.Expr, sympy.Symbol]] = []
    k = f"(α := {K})"

    def usable(value: sympy.Expr) -> Term | None:
        """The term a step writes for ``value``: the first factorial's own where it has no
        ℕ subtraction, else a natural linear form tied to it by a congruence fact."""
        value = sympy.expand(value)
        own = values.get(value)
        if own is not None and not any(t.op == "sub" for t in own.walk()):
            return own
        plain = _canonical(value, table, types)
        if own is not None and plain is not None:
            proof = f"Prover.cast_factorial_congr {k} ({render_term(plain)}) ({render_term(own)}) "
            x, p = (table.atom(factorial_atom(t, K)) for t in (own, plain))
            congr.append((proof + "(by omega)", x, p))
            values[value] = plain
        return plain

    for base, consts in classes.items():
        lo, hi = min(consts), max(consts)
        if lo == hi or hi - lo > MAX_STEPS:
            continue
        for c in range(lo, hi):
            small, big = usable(base + c), usable(base + c + 1)
            if small is None or big is None:
                return []
            x = table.atom(factorial_atom(small, K))
            y = table.atom(factorial_atom(big, K))
            proof = (
                f"Prover.cast_factorial_step {k} ({render_term(small)}) ({render_term(big)}) "
                "(by omega)"
            )
            steps.append((proof, x, sympy.expand(base + c) + 1, y))
    # the congruences first: the elimination then meets each plain factorial once
    facts = [(proof, x, sympy.Integer(1), p) for proof, x, p in congr] + steps
    return [Fact(f"s{start + i}", *f) for i, f in enumerate(facts)]


def inverse_facts(table: AtomTable, K: Ty, types: dict[str, Ty], start: int) -> list[Fact]:
    """``b · b⁻¹ = 1`` for every inverse atom of the table (a division in the statement, as
    LC-test test_045_1 ``C(n, k) = n / k · C(n − 1, k − 1)`` after ``k ↦ k + 1``), each
    ``mul_inv_cancel₀ (show (b : K) ≠ 0 by positivity)`` (Mathlib: ``mul_inv_cancel₀ (h :
    a ≠ 0) : a * a⁻¹ = 1``), only where ``b`` is a polynomial in ℕ variables with nonnegative
    coefficients and a positive constant as written (no subtraction at ``K``: what
    ``positivity`` proves), else by :func:`wzprove.sketch.range_nonzero.nonzero_by_range`
    (a linear form in ℕ casts that is ``≥ 1``); ``[]`` when some inverse is neither."""
    from wzprove.sketch.atoms import to_poly
    from wzprove.sketch.positive import positive_form
    from wzprove.sketch.range_nonzero import nonzero_by_range

    naturals = {s for name, s in table.variables.items() if types.get(name) == "ℕ"}
    facts: list[Fact] = []
    for atom, sym in list(table.atoms.values()):
        if atom.kind != "inv":
            continue
        (b,) = atom.args
        q = to_poly(b, table)
        x = render_term(b)
        written = not any(t.op in ("sub", "neg") and t.type == K for t in b.walk())
        if written and positive_form(q, naturals):
            shown = f"(show ({x} : {K}) ≠ 0 by positivity)"
        else:  # `((r + m + 1 : ℕ) : ℝ) - r`: linear, ≥ 1 (Prover.ne_zero_of_eq_cast_sub)
            shown = nonzero_by_range(x, q, table, types, K)
        if shown is None:
            return []
        proof = f"mul_inv_cancel₀ {shown}"
        facts.append(Fact(f"s{start + len(facts)}", proof, sym, q, sympy.Integer(1)))
    return facts
