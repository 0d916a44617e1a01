"""The dialect-neutral model of an identity: :class:`Identity`, a statement over :class:`Term` s.

An :class:`Identity` is a universally quantified equation ``lhs = rhs`` over variables with
types, under hypotheses.  Its sides are :class:`Term` trees whose every node records the type
at which the operation happens, so that ``n - k`` in ``ℕ`` (truncated subtraction) and
``(n : ℚ) - k`` are different operations, exactly as in Lean 4 / Mathlib.

The terms live in :mod:`wzprove.model.terms`, their exact values under Lean's rules in
:mod:`wzprove.model.semantics`, their sympy readings in :mod:`wzprove.model.symbolic`; the
names most callers need are re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from wzprove.model import algebraic
from wzprove.model.semantics import (  # noqa: F401
    MAX_SIZE,
    evaluate,
)
from wzprove.model.symbolic import (  # noqa: F401
    from_sympy,
    symbol_for,
    to_sympy,
)
from wzprove.model.terms import (  # noqa: F401
    NUMERIC_TYPES,
    EvaluationError,
    ModelError,
    SetKind,
    SourceLocation,
    SumBinder,
    Term,
    Ty,
    Variable,
    natural_points,
    show,
    substitute,
)


@dataclass
class Identity:
    """A statement ``∀ variables, hypotheses → lhs = rhs``.

    ``domain`` is the type of both sides.  ``statement`` is the theorem's text verbatim
    (from ``theorem`` to just before ``:=``) when it was read from Lean, ``header`` the
    text before the theorem (imports, ``open``, definitions); both are kept so that sketches
    and the audit reproduce the user's statement exactly.  ``binders_text`` holds each binder
    verbatim (``"(n : ℕ)"``, ``"(h : 1 ≤ n)"``) and ``conclusion_text`` the proposition after
    the colon, so that a disproof can state ``¬ (∀ binders, conclusion)`` in the user's words.
    """

    name: str
    variables: list[Variable]
    hypotheses: list[Term]
    lhs: Term
    rhs: Term
    domain: Ty
    relation: Literal["eq"] = "eq"
    statement: str | None = None
    header: str = ""
    source: SourceLocation | None = None
    hypothesis_names: list[str] = field(default_factory=list)
    binders_text: list[str] = field(default_factory=list)
    conclusion_text: str | None = None

    def variable(self, name: str) -> Variable:
        """The variable called ``name``; raises ``KeyError`` if there is none."""
        for v in self.variables:
            if v.name == name:
                return v
        raise KeyError(name)

    def numeric_variables(self) -> list[Variable]:
        """The variables of type ℕ, ℤ, ℚ or ℝ, in binder order."""
        return [v for v in self.variables if v.type in NUMERIC_TYPES]

    def hypotheses_hold(self, env: Mapping[str, Fraction | int]) -> bool:
        """Whether every hypothesis is true at ``env`` under Lean's semantics."""
        return all(evaluate(h, env) is True for h in self.hypotheses)

    def sides(self, env: Mapping[str, Fraction | int]) -> tuple[Fraction, Fraction]:
        """Exact values of ``(lhs, rhs)`` at ``env``; raises :class:`EvaluationError`.  A
        value is a ``Fraction``, or an exact algebraic real where the statement uses
        ``Real.sqrt``/``Real.cos``/``Real.sin``/``Real.pi`` (:mod:`wzprove.model.algebraic`;
        compare with :meth:`same`, never ``==``)."""
        left, right = evaluate(self.lhs, env), evaluate(self.rhs, env)
        assert not isinstance(left, bool) and not isinstance(right, bool)
        return left, right

    @staticmethod
    def same(left: Fraction, right: Fraction) -> bool:
        """Exactly whether two side values are equal (``Fraction`` or algebraic)."""
        return algebraic.equal(left, right)

    def differing_sides(self, env: Mapping[str, Fraction | int]) -> tuple | None:
        """``(lhs, rhs)`` at ``env`` where the hypotheses hold and the sides differ (a
        counterexample), else ``None``."""
        if not self.hypotheses_hold(env):
            return None
        left, right = self.sides(env)
        return None if self.same(left, right) else (left, right)

    def holds_at(self, env: Mapping[str, Fraction | int]) -> bool | None:
        """``None`` where a hypothesis fails at ``env``; else whether ``lhs = rhs`` there."""
        if not self.hypotheses_hold(env):
            return None
        left, right = self.sides(env)
        return self.same(left, right)


@dataclass(frozen=True)
class TextPrefix:
    """The first ``end`` characters of ``text``, kept as a reference to the shared text
    rather than a copy: the header of each theorem of a file is the text before it, and
    copies would cost memory quadratic in the number of theorems."""

    text: str
    end: int


def _get_header(self: Identity) -> str:
    src = self.__dict__.get("_header", "")
    return src.text[: src.end] if isinstance(src, TextPrefix) else src


def _set_header(self: Identity, value: str | TextPrefix) -> None:
    self.__dict__["_header"] = value


# ``header`` reads the text before the theorem from a shared TextPrefix when the parser
# gave one (assigned after the dataclass is made, so that ``Identity(header=...)``,
# ``replace`` and ``asdict`` work as for a plain field)
Identity.header = property(_get_header, _set_header)  # type: ignore[assignment]
