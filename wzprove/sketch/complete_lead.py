"""The leading coefficient's proof of a creative-telescoping proof
(:mod:`wzprove.sketch.complete`): ``hlead : ∀ n, n0 ≤ n → a_J n ≠ 0`` with ``a_J(n0 + t)``
expanded to nonnegative coefficients and a positive constant, closed by ``positivity``."""

from __future__ import annotations

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomTable, lean_text
from wzprove.sketch.common import SketchError, _Ctx
from wzprove.sketch.complete_init import _fresh_name
from wzprove.sketch.positive import positive_form
from wzprove.sketch.terms import at, rational_term

#: how far the recurrence's start is moved to make ``a_J`` positive as written
MAX_START = 30


def _lead(ctx: _Ctx, aJ: sympy.Expr, ns: sympy.Symbol, s0: int) -> tuple[int, list[str]]:
    """``n0`` and the proof of ``∀ n, n0 ≤ n → a_J n ≠ 0``: the first ``n0`` where
    ``a_J(n0 + t)``, expanded, has nonnegative coefficients and a positive constant, so that
    ``positivity`` proves it nonzero once rewritten to that form."""
    K = ctx.field_ty
    params = {s for s in aJ.free_symbols if s != ns and ctx.types.get(s.name) == "ℕ"}
    aT = rational_term(aJ, ctx.types, K)
    for n0 in range(s0, s0 + MAX_START + 1):
        t_name = ctx.n if n0 == 0 else _fresh_name("t", ctx)
        ts = ns if n0 == 0 else sympy.Symbol(t_name)
        shifted = sympy.expand(aJ.subs(ns, ts + n0))
        if not positive_form(shifted, params | {ts}):
            continue
        types = {**ctx.types, t_name: "ℕ"}
        table = AtomTable(K)
        pos = shifted.xreplace({s: table.var(s.name) for s in shifted.free_symbols})
        pos_text = lean_text(pos, table, types)
        if n0 == 0:
            head = [f"intro {ctx.n} _"]
            lhs = render_term(aT)
        else:
            head = [
                f"intro {ctx.n} hn",
                f"obtain ⟨{t_name}, rfl⟩ := Nat.exists_eq_add_of_le hn",
            ]
            nt = Term("add", (Term.lit(n0), Term.var(t_name)), "ℕ")
            lhs = render_term(at(aT, {ctx.n: nt}))
        # no rewrite where the left side is already written positive (`(1 : ℚ) ≠ 0`)
        rw = [] if lhs == pos_text else [f"rw [show {lhs} = {pos_text} by push_cast <;> ring]"]
        return n0, [*head, *rw, "positivity"]
    raise SketchError("the leading coefficient is not positive as written", "out-of-scope")
