"""The ``parse`` command as a function: Lean statements → rows of the identity model.

:func:`parse` reads a ``.lean`` or ``.jsonl`` file with :func:`wzprove.lean.parser.parse_file`
and returns one :class:`ParseResult` per theorem; :meth:`ParseResult.to_json` is the JSON Lines
object ``wzprove parse FILE --json`` prints (DESIGN.md, "What a result says").
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import sympy

from wzprove import __version__
from wzprove.lean.parser import ParsedTheorem, parse_file
from wzprove.lean.render import RenderError, render_term
from wzprove.model.identity import (
    Identity,
    ModelError,
    SumBinder,
    Term,
    Ty,
    substitute,
    symbol_for,
    to_sympy,
)


@dataclass
class ParseResult:
    """One theorem of the input: the parser's outcome and, when parsed, its model."""

    theorem: ParsedTheorem

    @property
    def name(self) -> str:
        return self.theorem.name

    @property
    def status(self) -> str:
        return self.theorem.status

    @property
    def identity(self) -> Identity | None:
        return self.theorem.identity

    def to_json(self) -> dict[str, Any]:
        """The row: ``name``, ``status``, ``message``, ``location``, ``variables``
        ``[{name, type}]``, ``hypotheses`` (Lean text), ``summation`` (``{index, lower, upper,
        kind}`` of the left side's outermost sum, or ``None``), ``summand``, ``lhs``, ``rhs``,
        ``domain``, ``lhs_sympy``, ``rhs_sympy`` (``str`` of :func:`sympy_reading`: ``if``
        as ``Piecewise``, bound indices renamed apart from the free variables; where a side has
        no sympy reading, ``"(no sympy reading: …)"`` with the reason; ``None`` only for a
        theorem that did not parse) and ``wzprove_version``."""
        t = self.theorem
        row: dict[str, Any] = {
            "name": t.name,
            "status": t.status,
            "message": t.message,
            "location": str(t.location) if t.location else None,
            "variables": [],
            "hypotheses": [],
            "summation": None,
            "summand": None,
            "lhs": None,
            "rhs": None,
            "domain": None,
            "lhs_sympy": None,
            "rhs_sympy": None,
            "wzprove_version": __version__,
        }
        idy = t.identity
        if idy is None:
            return row
        row["variables"] = [{"name": v.name, "type": v.type} for v in idy.variables]
        row["hypotheses"] = [_text(h) for h in idy.hypotheses]
        row["lhs"] = _text(idy.lhs)
        row["rhs"] = _text(idy.rhs)
        row["domain"] = idy.domain
        outer = outermost_sum(idy.lhs)
        if outer is not None:
            binder = outer.value
            assert isinstance(binder, SumBinder)
            lo, hi, body = outer.args
            row["summation"] = {
                "index": binder.index,
                "lower": _text(lo),
                "upper": _text(hi),
                "kind": binder.kind,
            }
            row["summand"] = _text(body)
        types = {v.name: v.type for v in idy.variables}
        row["lhs_sympy"] = _sympy(idy.lhs, types)
        row["rhs_sympy"] = _sympy(idy.rhs, types)
        return row


def outermost_sum(t: Term) -> Term | None:
    """The ``sum`` node at the top of ``t``, looking through casts; ``None`` if there is none."""
    while t.op == "cast":
        t = t.args[0]
    return t if t.op == "sum" else None


def _text(t: Term) -> str:
    try:
        return render_term(t)
    except RenderError:
        return str(t)


def _sympy(t: Term, types: dict[str, Ty]) -> str:
    """``str`` of the sympy reading of ``t``, or ``"(no sympy reading: …)"`` saying why."""
    try:
        return str(sympy_reading(t, types))
    except (ModelError, TypeError, ValueError) as e:
        return f"(no sympy reading: {e})"


def rename_bound(t: Term, avoid: set[str]) -> Term:
    """``t`` with every big-operator index renamed apart from the names in ``avoid`` and from
    the indices of enclosing big operators (``∑ k ∈ range (k + 1), f k`` with a free ``k``
    becomes ``∑ k_1 ∈ range (k + 1), f k_1``); α-equivalent to ``t`` (Lean's binders shadow).

    sympy's ``Sum(f, (k, 0, k))`` would read the same, but it prints ambiguously and a later
    ``subs(k, …)`` or ``doit`` must then know sympy's scoping rules; renamed apart, each symbol
    means one thing.

    >>> from wzprove.model.identity import SumBinder
    >>> k = Term.var("k")
    >>> s = Term("sum", (Term.lit(0), Term("add", (k, Term.lit(1))), k), "ℕ", SumBinder("k"))
    >>> str(rename_bound(s, {"k"}))
    '∑ k_1 ∈ range(0, (k + 1)), k_1'
    """
    used = {str(x.value) for x in t.walk() if x.op == "var"} | set(avoid)
    used |= {x.value.index for x in t.walk() if isinstance(x.value, SumBinder)}

    def go(u: Term, scope: frozenset[str]) -> Term:
        if u.op in ("sum", "prod"):
            binder = u.value
            assert isinstance(binder, SumBinder)
            lo, hi, body = go(u.args[0], scope), go(u.args[1], scope), u.args[2]
            index = binder.index
            if index in avoid or index in scope:
                fresh = next(
                    f"{index}_{j}" for j in itertools.count(1) if f"{index}_{j}" not in used
                )
                used.add(fresh)
                body = substitute(body, index, Term.var(fresh, binder.index_type))
                binder = replace(binder, index=fresh)
            body = go(body, scope | {binder.index})
            return replace(u, args=(lo, hi, body), value=binder)
        if not u.args:
            return u
        return replace(u, args=tuple(go(a, scope) for a in u.args))

    return go(t, frozenset())


def sympy_reading(t: Term, types: dict[str, Ty]) -> sympy.Basic:
    """The sympy expression of ``t`` (:func:`~wzprove.model.identity.to_sympy`, after
    :func:`rename_bound` keeps bound indices apart from the free variables ``types``), where an
    ``if c then a else b`` becomes ``Piecewise((a, c), (b, True))`` with ``c`` a comparison,
    ``∧``/``∨``/``¬`` of comparisons, or ``d ∣ m`` (read ``Eq(Mod(m, d), 0)``).

    Raises :class:`~wzprove.model.identity.ModelError` where a part has no sympy reading.

    >>> from wzprove.model.identity import Term
    >>> n = Term.var("n")
    >>> c = Term("dvd", (Term.lit(2), n), "Prop")
    >>> sympy_reading(Term("ite", (c, n, Term.lit(0)), "ℕ"), {"n": "ℕ"})
    Piecewise((n, Eq(Mod(n, 2), 0)), (0, True))
    """
    return _reading(rename_bound(t, set(types)), types)


def _reading(t: Term, types: dict[str, Ty]) -> sympy.Basic:
    # to_sympy reads the condition of an `ite` as a number: stand a placeholder in for the
    # outermost `ite` and substitute its Piecewise afterwards
    ite = next((x for x in t.walk() if x.op == "ite"), None)
    if ite is None:
        return to_sympy(t, types).expr
    names = {str(x.value) for x in t.walk() if x.op == "var"} | set(types)
    hole = next(f"_ite{j}" for j in itertools.count() if f"_ite{j}" not in names)
    outer = _replace_term(t, ite, Term.var(hole, ite.type))
    cond, a, b = ite.args
    piece = sympy.Piecewise(
        (_reading(a, types), _condition(cond, types)), (_reading(b, types), True)
    )
    return _reading(outer, types).subs(symbol_for(hole, ite.type), piece)


def _condition(c: Term, types: dict[str, Ty]) -> sympy.Basic:
    rel = {"eq": sympy.Eq, "ne": sympy.Ne, "lt": sympy.Lt, "le": sympy.Le, "gt": sympy.Gt}
    rel["ge"] = sympy.Ge
    if c.op in rel:
        return rel[c.op](_reading(c.args[0], types), _reading(c.args[1], types))
    if c.op == "dvd":
        d, m = (_reading(x, types) for x in c.args)
        return sympy.Eq(sympy.Mod(m, d), 0)
    if c.op in ("and", "or"):
        f = sympy.And if c.op == "and" else sympy.Or
        return f(_condition(c.args[0], types), _condition(c.args[1], types))
    if c.op == "not":
        return sympy.Not(_condition(c.args[0], types))
    if c.op in ("true", "false"):
        return sympy.true if c.op == "true" else sympy.false
    raise ModelError(f"{c.op} has no sympy reading as a condition")


def _replace_term(t: Term, old: Term, new: Term) -> Term:
    if t == old:
        return new
    if not t.args:
        return t
    return replace(t, args=tuple(_replace_term(a, old, new) for a in t.args))


def parse(path: str | Path) -> list[ParseResult]:
    """Parse every theorem of the ``.lean`` or ``.jsonl`` file at ``path`` (see
    :func:`wzprove.lean.parser.parse_file`; never raises for bad input: an unreadable file or a
    file with no theorem gives one ``error`` row)."""
    return [ParseResult(t) for t in parse_file(path)]
