"""The ``parse`` command as a function: Lean statements → rows of the identity model.

:func:`parse` reads a ``.lean`` or ``.jsonl`` file with :func:`wzprove.lean.parser.parse_file`
and returns one :class:`ParseResult` per theorem; :meth:`ParseResult.to_json` is the JSON Lines
object ``wzprove parse FILE --json`` prints (docs/design.md, "What a result says").
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wzprove import __version__
from wzprove.lean.parser import ParsedTheorem, parse_file
from wzprove.lean.render import RenderError, render_term
from wzprove.model.identity import (
    Identity,
    ModelError,
    SumBinder,
    Term,
    Ty,
)
from wzprove.model.symbolic import sympy_reading


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


def parse(path: str | Path) -> list[ParseResult]:
    """Parse every theorem of the ``.lean`` or ``.jsonl`` file at ``path`` (see
    :func:`wzprove.lean.parser.parse_file`; never raises for bad input: an unreadable file or a
    file with no theorem gives one ``error`` row)."""
    return [ParseResult(t) for t in parse_file(path)]
