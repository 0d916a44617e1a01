"""The WZ proof shape (A = B, ch. 7): ``Prover.wz_sum_eq`` applied to ``F`` and ``G``, with
the denominator, ratio, WZ-equation, boundary and initial-value side goals.
"""

from __future__ import annotations

from wzprove.model.identity import SumBinder, Term
from wzprove.sketch.check import (
    CheckReport,
    lean_div,
)
from wzprove.sketch.common import (
    CHECK_SPAN,
    _closed_form,
    _Ctx,
    _Goal,
    _Plan,
    _ratio_goals,
)
from wzprove.sketch.terms import (
    div,
    lit,
)


def _plan_wz(ctx: _Ctx, form: str) -> tuple[_Plan, CheckReport]:
    N = ctx.names
    n, k, F, G, r = ctx.n, ctx.k, N["F"], N["G"], N["r"]
    rT = ctx.rhs

    ratios = _ratio_goals(ctx)

    def goals(H: Term) -> list[_Goal]:
        Gt = div(H, rT, ctx.field_ty)
        ctx_G[0] = Gt
        span = range(ctx.start + CHECK_SPAN + 1)

        def hr(ev):
            for nv in span:
                yield ev(rT, **{n: nv}) != 0, f"{n} = {nv}"

        def fv(ev, a, b):
            return ev(ctx.F, **{n: a, k: b})

        def gv(ev, a, b):
            return ev(Gt, **{n: a, k: b})

        def hwz(ev):
            for nv in span:
                r0, r1 = ev(rT, **{n: nv}), ev(rT, **{n: nv + 1})
                for kv in range(nv + 2):
                    left = lean_div(fv(ev, nv + 1, kv), r1) - lean_div(fv(ev, nv, kv), r0)
                    right = gv(ev, nv, kv + 1) - gv(ev, nv, kv)
                    yield left == right, f"{n} = {nv}, {k} = {kv}"

        def hg0(ev):
            for nv in span:
                yield gv(ev, nv, 0) == 0, f"{n} = {nv}"

        def hgtop(ev):
            for nv in span:
                yield gv(ev, nv, nv + 2) == 0, f"{n} = {nv}"

        def hftop(ev):
            for nv in span:
                yield fv(ev, nv, nv + 1) == 0, f"{n} = {nv}"

        def hbase(ev):
            yield fv(ev, 0, 0) == ev(rT, **{n: 0}), f"{n} = 0"

        return [
            _Goal(
                N["hr"],
                "denominator",
                f"∀ {n} : ℕ, {r} {n} ≠ 0",
                f"denominator: r({n}) ≠ 0 for every {n} (else F / r means nothing)",
                hr,
            ),
            *ratios,
            _Goal(
                N["hwz"],
                "wz-equation",
                f"∀ {n} {k} : ℕ, {k} ≤ {n} + 1 → {F} ({n} + 1) {k} / {r} ({n} + 1) - "
                f"{F} {n} {k} / {r} {n} = {G} {n} ({k} + 1) - {G} {n} {k}",
                "pointwise WZ equation for f = F / r, at every k ≤ n + 1 (G in closed form, "
                "valid at the poles of R)",
                hwz,
                True,
            ),
            _Goal(
                N["hG0"],
                "boundary",
                f"∀ {n} : ℕ, {G} {n} 0 = 0",
                "boundary: G(n, 0) = 0",
                hg0,
                True,
            ),
            _Goal(
                N["hGtop"],
                "boundary",
                f"∀ {n} : ℕ, {G} {n} ({n} + 2) = 0",
                "boundary: G(n, n + 2) = 0",
                hgtop,
                True,
            ),
            _Goal(
                N["hFtop"],
                "boundary",
                f"∀ {n} : ℕ, {F} {n} ({n} + 1) = 0",
                "boundary: F(n, n + 1) = 0 (natural boundary: the term the n + 1 sum adds)",
                hftop,
            ),
            _Goal(
                N["hbase"],
                "initial-value",
                f"{F} 0 0 = {r} 0",
                "initial value: the sum at n = 0 (direct evaluation)",
                hbase,
            ),
        ]

    ctx_G: list[Term] = [lit(0, ctx.field_ty)]
    H, gs, report = _closed_form(ctx, ctx.R, goals)
    K = ctx.field_ty
    lets = [
        (F, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(ctx.F)}"),
        (G, f"ℕ → ℕ → {K}", f"fun {n} {k} => {ctx.r(ctx_G[0])}"),
        (r, f"ℕ → {K}", f"fun {n} => {ctx.r(rT)}"),
    ]
    args = " ".join(N[h] for h in ("hr", "hwz", "hG0", "hGtop", "hFtop", "hbase"))
    proof = f"Prover.wz_sum_eq {F} {G} {r} {args} {n}"
    closing = _finish(ctx, form, proof)
    return _Plan("Prover.wz_sum_eq", lets, gs, [], closing), report


def _finish(ctx: _Ctx, form: str, proof: str, top: str | None = None) -> list[str]:
    """The closing lines: move ``Icc 0 n`` to ``range``, apply ``proof`` (a term proving
    ``∑ k ∈ range (n + 1), F n k = r n`` up to unfolding; ``range (top)`` when given), flip
    if the sum was on the right, cast back for ℕ / ℤ statements."""
    out = []
    if form == "Icc":
        out.append("rw [Prover.sum_Icc_zero_eq_sum_range]")
    if ctx.cast:
        binder = ctx.sum_term.value
        assert isinstance(binder, SumBinder)
        top = top or f"{ctx.n} + 1"
        stmt = f"∑ {ctx.k} ∈ Finset.range ({top}), {ctx.r(ctx.F)} = {ctx.r(ctx.rhs)}"
        out.append(f"have {ctx.names['key']} : {stmt} := {proof}")
        out.append(
            f"exact_mod_cast {ctx.names['key']}"
            if not ctx.swapped
            else f"exact_mod_cast {ctx.names['key']}.symm"
        )
        return out
    out.append(f"exact ({proof}).symm" if ctx.swapped else f"exact {proof}")
    return out
