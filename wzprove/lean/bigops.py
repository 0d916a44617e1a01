"""Big operators of a statement: finite sums and products over ``Finset`` intervals, and
``∑'`` (``tsum``) over ``ℕ`` in ``ℝ`` — their index sets, index types and bodies, elaborated
by :class:`~wzprove.lean.elaborate.Elaborator` (functions taking it, so that the elaborator
stays one module of a few hundred lines).  ``Finset.sum s (fun k => body)``, written as an
application or with field notation, is read as ``∑ k ∈ s, body`` (:func:`as_bigop`)."""

from __future__ import annotations

from typing import Any

from wzprove.lean.functions import INTERVALS
from wzprove.lean.syntax import BigOpBinder, IllTyped, LeanSyntaxError, Syn, Unsupported
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


#: the big operators Mathlib defines as functions of a set and a function
_FUNCTION_FORMS = {"Finset.sum": "∑", "Finset.prod": "∏"}
#: namespaces whose ``sum``/``prod`` would compete with ``Finset``'s for a bare ``sum``
_OTHER_SUMS = ("List", "Multiset", "Finsupp")
#: binary operators whose result is a proposition
_PROPS = ("=", "≠", "<", ">", "≤", "≥", "∣", "∈", "∉", "∧", "∨", "→", "↔")


def as_bigop(el: Elaborator, s: Syn) -> Syn | None:
    """The application ``s`` read as a big operator when it is ``Finset.sum s f``,
    ``(s).sum f`` or, under ``open Finset``, ``sum s f`` (also ``prod``) with ``f`` written
    ``fun k => body``: the ``bigop`` node of ``∑ k ∈ s, body``.  It is the same term in Lean:
    Mathlib's ``∑ x ∈ s, f`` is notation for ``Finset.sum s (fun x ↦ f)``
    (``Mathlib/Algebra/BigOperators/Group/Finset/Defs.lean``), and ``(s).sum f`` elaborates
    to ``Finset.sum s f`` (generalised field notation on ``s : Finset ℕ``).  ``None`` when
    ``s`` is no such application; :class:`Unsupported` when it is one but ``f`` is not a
    ``fun`` (:class:`IllTyped` when ``fun``'s body, extending as far as Lean's does, is a
    proposition, or its binder's type is not the index type)."""
    if s.kind != "app":
        return None
    head, args = s.args[0], list(s.args[1:])
    if head.kind == "field" and head.value in ("sum", "prod") and _interval(el, head.args[0]):
        full = f"Finset.{head.value}"
        set_syn, rest = head.args[0], args
    elif head.kind == "ident" and _function_form(el, str(head.value)):
        full = _function_form(el, str(head.value))
        set_syn, rest = args[0], args[1:]
    else:
        return None
    if len(rest) != 1:
        raise Unsupported(f"`{full}` applied to {len(rest) + 1} arguments", el.loc(s))
    fn = rest[0]
    while fn.kind == "paren":
        fn = fn.args[0]
    if fn.kind != "lambda":
        raise Unsupported(
            f"`{full}` of `{el.text(fn)}`: only a function written `fun k => …` is read",
            el.loc(fn),
        )
    index, ty = fn.value  # type: ignore[misc]
    body = fn.args[0]
    if body.kind == "binop" and body.value in _PROPS:
        raise IllTyped(
            f"the body of `fun {index} => …` extends as far as it can, so it is the "
            f"proposition `{el.text(body)}`; write `({el.text(s)[: fn.start - s.start]}fun "
            f"{index} => …) {body.value} …`",
            el.loc(fn),
        )
    binder = BigOpBinder(_FUNCTION_FORMS[full], str(index), "∈")
    if ty is not None:
        _, ity, _, _ = index_set(el, set_syn, binder, s)
        if el.type_of(ty) != ity:
            raise IllTyped(f"`fun ({index} : {el.text(ty)})` over a set of {ity}", el.loc(fn))
    return Syn("bigop", (set_syn, body), binder, s.tok, s.start, s.end)


def _function_form(el: Elaborator, name: str) -> str:
    """``Finset.sum``/``Finset.prod`` for ``name`` (the bare name under ``open Finset``,
    where no variable, definition of the file or other opened ``sum`` competes); else ``""``."""
    if name in _FUNCTION_FORMS:
        return name
    if name not in ("sum", "prod") or "Finset" not in el.opens:
        return ""
    if name in el.vars or name in el.user_funcs or name in el.file_defs:
        return ""
    return "" if any(ns in el.opens for ns in _OTHER_SUMS) else f"Finset.{name}"


def _interval(el: Elaborator, recv: Syn) -> bool:
    """Whether ``recv`` is a ``Finset`` interval (``Finset.range (n + 1)``, ``Icc 1 n``)."""
    while recv.kind == "paren":
        recv = recv.args[0]
    if recv.kind != "app" or recv.args[0].kind != "ident":
        return False
    try:
        kind, fn = el.resolve(recv.args[0])
    except (Unsupported, LeanSyntaxError):
        return False
    return kind == "const" and fn in INTERVALS
