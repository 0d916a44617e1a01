"""The Gosper proof shape (A = B, ch. 5): ``Prover.sum_range_telescope``, the step
``F k = G (k+1) - G k`` and ``G m - G 0 = rhs``.
"""

from __future__ import annotations

import re

from wzprove.model.identity import SumBinder, Term
from wzprove.sketch.check import (
    CheckReport,
)
from wzprove.sketch.common import (
    SketchError,
    _closed_form,
    _Ctx,
    _Goal,
    _Plan,
)
from wzprove.sketch.terms import (
    lit,
)

# -- Gosper ---------------------------------------------------------------------------------


def _plan_gosper(ctx: _Ctx) -> tuple[_Plan, CheckReport]:
    N = ctx.names
    k, f, g = ctx.k, N["f"], N["g"]
    K = ctx.field_ty
    binder = ctx.sum_term.value
    assert isinstance(binder, SumBinder)
    lo, hi = ctx.sum_term.args[:2]
    pre: list[str] = []
    if binder.kind == "range":
        M = hi
    elif binder.kind == "Icc" and lo.op == "lit" and lo.value == 0:
        M = Term("add", (hi, Term.lit(1, "ℕ")), "ℕ")
        pre.append("rw [Prover.sum_Icc_zero_eq_sum_range]")
    else:
        raise SketchError(
            f"Gosper sketches need ∑ over range m or Icc 0 m, not {binder.kind}", "out-of-scope"
        )
    Mtext = ctx.r(M)
    holder: list[Term] = [lit(0, K)]

    def goals(H: Term) -> list[_Goal]:
        holder[0] = H

        def hstep(ev):
            m = ev(M)
            for kv in range(int(m)):
                yield (
                    ev(ctx.F, **{k: kv}) == ev(H, **{k: kv + 1}) - ev(H, **{k: kv}),
                    f"{k} = {kv}",
                )

        def hclosed(ev):
            m = int(ev(M))
            yield ev(H, **{k: m}) - ev(H, **{k: 0}) == ev(ctx.rhs), "the closed form"

        return [
            _Goal(
                N["hstep"],
                "wz-equation",
                f"∀ {k} : ℕ, {k} < {Mtext} → {f} {k} = {g} ({k} + 1) - {g} {k}",
                "pointwise WZ equation (Gosper: F(k) = G(k+1) - G(k) on the range)",
                hstep,
                True,
            ),
            _Goal(
                N["hclosed"],
                "boundary",
                f"{g} {Mtext} - {g} 0 = {ctx.r(ctx.rhs)}",
                "boundary: G(m) - G(0) is the right side",
                hclosed,
                True,
            ),
        ]

    H, gs, report = _closed_form(ctx, ctx.R, goals)
    lets = [
        (f, f"ℕ → {K}", f"fun {k} => {ctx.r(ctx.F)}"),
        (g, f"ℕ → {K}", f"fun {k} => {ctx.r(holder[0])}"),
    ]
    proof = f"(Prover.sum_range_telescope {f} {g} {_arg(Mtext)} {N['hstep']}).trans {N['hclosed']}"
    if ctx.cast:
        stmt = f"∑ {k} ∈ Finset.range {_arg(Mtext)}, {ctx.r(ctx.F)} = {ctx.r(ctx.rhs)}"
        closing = [
            *pre,
            f"have {N['key']} : {stmt} := {proof}",
            f"exact_mod_cast {N['key']}" + (".symm" if ctx.swapped else ""),
        ]
    else:
        closing = [*pre, f"exact ({proof}).symm" if ctx.swapped else f"exact {proof}"]
    return _Plan("Prover.sum_range_telescope", lets, gs, [], closing), report


def _arg(s: str) -> str:
    return s if re.fullmatch(r"[\w.']+|\(.*\)", s) else f"({s})"
