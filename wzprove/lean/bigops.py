"""Big operators of a statement: finite sums and products over ``Finset`` intervals, and
``∑'`` (``tsum``) over ``ℕ`` in ``ℝ`` — their index sets, index types and bodies, elaborated
by :class:`~wzprove.lean.elaborate.Elaborator` (functions taking it, so that the elaborator
stays one module of a few hundred lines)."""

from __future__ import annotations

from typing import Any

from wzprove.lean.functions import INTERVALS
from wzprove.lean.syntax import BigOpBinder, IllTyped, Syn, Unsupported
from wzprove.model.identity import SetKind, SumBinder, Term, Ty

#: The elaborator (:class:`wzprove.lean.elaborate.Elaborator`, which imports this module).
Elaborator = Any


def bigop_parts(s: Syn) -> tuple[BigOpBinder, Syn | None, Syn]:
    binder = s.value
    assert isinstance(binder, BigOpBinder)
    if len(s.args) == 1:
        return binder, None, s.args[0]
    return binder, s.args[0], s.args[1]


def index_set(
    el: Elaborator, set_syn: Syn | None, binder: BigOpBinder, at: Syn
) -> tuple[SetKind, Ty, Term, Term]:
    """The index set of a big operator: its kind, index type, lower and upper bound."""
    if set_syn is None:
        raise Unsupported(
            f"{binder.symbol} over a whole type (Finset.univ), not an interval", el.loc(at)
        )
    inner = set_syn
    while inner.kind == "paren":
        inner = inner.args[0]
    if inner.kind != "app" or inner.args[0].kind != "ident":
        raise Unsupported(f"{binder.symbol} over the set `{el.text(set_syn)}`", el.loc(at))
    head = inner.args[0]
    kind, fn = el.resolve(head)
    if kind != "const" or fn not in INTERVALS:
        raise Unsupported(
            f"{binder.symbol} over `{el.text(set_syn)}` (only Finset.range/Icc/Ico/Ioc/Ioo)",
            el.loc(set_syn),
        )
    sk = INTERVALS[str(fn)]
    args = list(inner.args[1:])
    if sk == "range":
        if len(args) != 1:
            raise Unsupported("`Finset.range` applied to ≠ 1 argument", el.loc(set_syn))
        return sk, "ℕ", Term.lit(0, "ℕ"), el.elab(args[0], "ℕ")
    if len(args) != 2:
        raise Unsupported(f"`{fn}` applied to ≠ 2 arguments", el.loc(set_syn))
    ity = el.natural(args[0]) or el.natural(args[1]) or "ℕ"
    if ity not in ("ℕ", "ℤ"):
        raise IllTyped(f"`{fn}` over {ity} is not a finite set", el.loc(set_syn))
    return sk, ity, el.elab(args[0], ity), el.elab(args[1], ity)


def elab_bigop(el: Elaborator, s: Syn, expected: Ty | None) -> Term:
    binder, set_syn, body = bigop_parts(s)
    sk, ity, lo, hi = index_set(el, set_syn, binder, s)
    with el.bound(binder.index, ity):
        b = el.elab(body, expected)
    if b.type == "Prop":
        raise IllTyped("big operator over propositions", el.loc(s))
    op = "sum" if binder.symbol == "∑" else "prod"
    return Term(op, (lo, hi, b), b.type, SumBinder(binder.index, ity, sk))


def elab_tsum(el: Elaborator, s: Syn, expected: Ty | None) -> Term:
    """``∑' k : ℕ, body`` over ``ℝ`` (the only ``tsum`` modelled: a real series indexed
    by ``ℕ``; :mod:`wzprove.model.series` gives Mathlib's value)."""
    index = str(s.value)
    if len(s.args) != 2:
        raise Unsupported("∑' without the index type (`∑' k : ℕ, …`)", el.loc(s))
    if el.type_of(s.args[0]) != "ℕ":
        raise Unsupported("∑' over an index type other than ℕ", el.loc(s))
    if expected not in (None, "ℝ"):
        raise Unsupported(f"∑' at type {expected} (only ℝ is modelled)", el.loc(s))
    with el.bound(index, "ℕ"):
        body = el.elab(s.args[1], "ℝ")
    return Term("tsum", (body,), "ℝ", SumBinder(index, "ℕ"))
