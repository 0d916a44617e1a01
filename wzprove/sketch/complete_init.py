"""The initial values ``hinit`` of the creative-telescoping proof (:mod:`.complete`).

Each initial value ``n = i`` is one ``interval_cases`` bullet: the sum written out by
``Finset.sum_range_succ`` and closed like any other equation (:func:`_init`).

A sum up to ``u n = c·n + d`` with a parameter in ``d`` (LCI Gould 6.26's case ``n = r + m``,
``∑ k ∈ range (r + m + 1), (-1)^k C(2r, k) C(2(r + m) − 2r, (r + m) − k)²``, Zeilberger in
``m``; :func:`wzprove.sketch.common._linear_param`) cannot be written out at its initial value
``m = 0``: it has ``r + 1`` terms.  Where every term below the top one has a binomial factor
``C(U, L)`` with ``U < L`` for ``k < u(m0)`` (here ``C(2r − 2r, r − k)``), the compiler
writes, before ``hinit`` (:func:`top_bullet`)::

    have hzero : ∀ k : ℕ, k < r → (F 0 k : K) = 0 := by
      intro k hk
      rewrite [Nat.choose_eq_zero_of_lt (show (U) < (L) by omega)]
      simp
    have htop : (F 0 r : K) = (rhs 0 : K) := by
      <a linear-combination block>

and the bullet of ``hinit`` at ``m = 0``::

    · show ∑ k ∈ Finset.range (r + 1), F 0 k = rhs 0
      exact (Prover.sum_range_succ_eq_top (fun k => (F 0 k : K)) r hzero).trans htop

The ``show`` restates the goal with ``r + 0`` written ``r`` (``Nat.add r 0`` reduces to ``r``:
the two are defeq, :func:`wzprove.sketch.replay_steps.drop_add_zero`).  ``hzero`` is a
``vanishing`` step and ``htop`` a linear-combination step of the replay
(:mod:`wzprove.sketch.replay`); the bullet is replayed by
:func:`wzprove.sketch.replay_init.evaluation` (the ``show`` against the goal, the application
of ``Prover.sum_range_succ_eq_top``, ``Prover/Telescope.lean``, against the haves).
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.model.identity import Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import substitute
from wzprove.sketch.common import SketchError, _Ctx, _fresh
from wzprove.sketch.lincomb import combination
from wzprove.sketch.replay_steps import Omega, drop_add_zero, vanishes
from wzprove.sketch.terms import at

#: Prover/Telescope.lean: ``∑ k ∈ range (n + 1), f k = f n`` when ``f k = 0`` for ``k < n``
TOP_LEMMA = "Prover.sum_range_succ_eq_top"

#: a block of the plan: name, kind, statement, proof lines
Block = tuple[str, str, str, list[str]]


def _zero_factor(body: Term, k: str, top: Term, types: dict[str, str]) -> Term:
    """A binomial ``C(U, L)`` of ``body`` with ``U < L`` for every ``k < top`` (``omega``,
    the replay's own check) whose vanishing makes ``body`` 0."""
    omega = Omega.of([Term("lt", (Term.var(k), top), "Prop")], types)
    for f in body.walk():
        if f.op == "choose" and vanishes(body, [f]) and omega.proves("<", f.args[0], f.args[1])[0]:
            return f
    raise SketchError(
        "the initial value's sum has a parameter in its length and no binomial factor "
        "vanishes below its top term",
        "out-of-scope",
    )


def top_bullet(
    ctx: _Ctx, rhs: Term, iv: int, names: tuple[str, str, str]
) -> tuple[list[Block], list[str]]:
    """The haves ``hzero``, ``htop`` (names ``names[:2]``, ``names[2]`` the hypothesis
    ``k < u``) and the bullet lines of ``hinit`` at ``n = iv`` (module docstring).  Raises
    :class:`SketchError` where no factor vanishes below the top term, or ``htop`` does not
    close."""
    K, n, k = ctx.field_ty, ctx.n, ctx.k
    hzero, htop, hk = names
    u = ctx.u if ctx.u is not None else Term.var(n)
    top = drop_add_zero(substitute(u, n, Term.lit(iv)))
    body = drop_add_zero(substitute(ctx.F, n, Term.lit(iv)))
    value = drop_add_zero(substitute(rhs, n, Term.lit(iv)))
    types = {v: ty for v, ty in ctx.types.items() if v != n}
    zero = _zero_factor(body, k, top, {**types, k: "ℕ"})
    at_top = substitute(body, k, top)
    step = combination(at_top, value, K, types, "e", deadline=ctx.deadline, nonzero=ctx.nonzero)
    r = ctx.r
    U, L = (r(a) for a in zero.args)
    blocks: list[Block] = [
        (
            hzero,
            "initial-value",
            f"∀ {k} : ℕ, {k} < {r(top)} → ({r(body)} : {K}) = 0",
            [
                f"intro {k} {hk}",
                f"rewrite [Nat.choose_eq_zero_of_lt (show ({U}) < ({L}) by omega)]",
                "simp",
            ],
        ),
        (htop, "initial-value", f"({r(at_top)} : {K}) = ({r(value)} : {K})", step.lines(K)),
    ]
    bullet = [
        f"show ∑ {k} ∈ Finset.range ({r(top)} + 1), {r(body)} = {r(value)}",
        f"exact ({TOP_LEMMA} (fun {k} => ({r(body)} : {K})) {r(top)} {hzero}).trans {htop}",
    ]
    return blocks, bullet


def _sum_terms(parts: list[Term], K: str) -> Term:
    out = parts[0]
    for p in parts[1:]:
        out = Term("add", (out, p), K)
    return out


def _fresh_name(base: str, ctx: _Ctx, also: set[str] | None = None) -> str:
    """``base`` (or ``base1``, …): no variable, let name or name in ``also``."""
    return _fresh(base, set(ctx.types) | set(ctx.names.values()) | (also or set()))


def _init(
    ctx: _Ctx, rhs: Term, i_name: str, s0: int, count: int, blocks: list[Block] | None = None
) -> list[str]:
    """``intro i hi; interval_cases i`` and, for each ``i``, the sum written out by
    ``Finset.sum_range_succ`` and closed like any other equation between terms
    (:func:`wzprove.sketch.lincomb.combination`: numeral binomials and factorials by their
    values, parameters by shift facts); each case is also evaluated here where it has no
    parameters.  With an upper bound ``u i`` other than ``i``, each case first states its
    goal with the bound's value (``show ∑ k ∈ Finset.range (4 + 1), …``, the same term up to
    numeral arithmetic), so that the rewrites meet numerals only; with a parameter in ``u``
    the sum has only its top term nonzero there (:mod:`.init_top`, its haves put in
    ``blocks``)."""
    K = ctx.field_ty
    lines = [f"intro {i_name} hs hi", f"interval_cases {i_name}"]
    params = {v for v, ty in ctx.types.items() if v not in (ctx.n, ctx.k)}
    for iv in range(s0, count):
        if params & _upper(ctx).free_vars() and blocks is not None:
            taken = {b[0] for b in blocks}
            names = tuple(_fresh_name(x, ctx, taken) for x in ("hzero", "htop", f"h{ctx.k}"))
            more, bullet = top_bullet(ctx, rhs, iv, names)  # type: ignore[arg-type]
            blocks += more
            lines += [f"· {bullet[0]}", *(f"  {x}" for x in bullet[1:])]
            continue
        top = _upper_value(ctx, iv)
        parts = [at(ctx.F, {ctx.n: Term.lit(iv), ctx.k: Term.lit(kv)}) for kv in range(top + 1)]
        rv = at(rhs, {ctx.n: Term.lit(iv)})
        if not params and sum(map(_value, parts), Fraction(0)) != _value(rv):
            raise SketchError(f"the statement fails at {ctx.n} = {iv}", "failed")
        total = _sum_terms(parts, K)  # `x ≠ 0` clears `… / x` (hyp_nonzero)
        step = combination(total, rv, K, ctx.types, "e", deadline=ctx.deadline, nonzero=ctx.nonzero)
        rw = ", ".join(["Finset.sum_range_succ"] * top + ["Finset.sum_range_one"])
        body = [f"rw [{rw}]", *step.lines(K)]
        if ctx.u is not None:
            fv = ctx.r(at(ctx.F, {ctx.n: Term.lit(iv)}))
            body.insert(0, f"show ∑ {ctx.k} ∈ Finset.range ({top} + 1), {fv} = {ctx.r(rv)}")
        lines.append(f"· {body[0]}")
        lines.extend(f"  {x}" for x in body[1:])
    return lines


def _upper(ctx: _Ctx) -> Term:
    """``u n``: the sum runs over ``k ≤ u n`` (``n`` itself unless :attr:`_Ctx.u`)."""
    return ctx.u if ctx.u is not None else Term.var(ctx.n)


def _upper_value(ctx: _Ctx, nv: int) -> int:
    """``u nv`` (a natural number: ``u`` is ``c * n + d``)."""
    v = evaluate(_upper(ctx), {ctx.n: Fraction(nv)})
    assert isinstance(v, Fraction) and v.denominator == 1 and v >= 0
    return int(v)


def _value(t: Term) -> Fraction:
    v = evaluate(t, {})
    assert isinstance(v, Fraction)
    return v
