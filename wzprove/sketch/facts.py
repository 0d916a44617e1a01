"""The compiled steps' data: a shift fact (a ``have`` ``q·x = p`` and its proof term) and the
combination that closes an equation from such facts (:func:`wzprove.sketch.lincomb.combination`
builds them; ``Combination.lines`` writes the tactic lines)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import sympy

from wzprove.model.identity import Ty
from wzprove.sketch.atoms import AtomError, AtomTable, lean_text
from wzprove.sketch.sparse import Sparse
from wzprove.wz.polyring import factor

#: a step whose ``linear_combination`` text is longer than this is left to the sketch
MAX_TEXT = 60_000

#: above this many characters a ``linear_combination`` gets ``set_option maxHeartbeats
#: HEARTBEATS in``.  Inside a tactic block that option raises no limit (Lean reads
#: ``maxHeartbeats`` once per declaration, review16): it marks the step as heavy, and the
#: proof file gets ``set_option maxHeartbeats N in`` before the declaration, N counted from
#: these marks (:func:`wzprove.lean.heartbeats.budget`, written by ``splice_proof``)
BIG, HEARTBEATS = 4_000, 2_000_000


@dataclass(frozen=True)
class Fact:
    """One shift fact ``lhs = rhs`` of a ``have``: ``name``, the Lean proof term ``proof``,
    the atom ``x`` it eliminates, ``q`` and ``p`` with ``lhs - rhs = q·x - p``."""

    name: str
    proof: str
    x: sympy.Symbol
    q: sympy.Expr
    p: sympy.Expr
    statement: str = ""

    def line(self) -> str:
        """The ``have`` line."""
        if self.statement:
            return f"have {self.name} : {self.statement} := {self.proof}"
        return f"have {self.name} := {self.proof}"


@dataclass(frozen=True)
class Combination:
    """What closes ``lhs = rhs``: the facts, the multiplier ``D`` (as Lean text, ``""`` when
    ``D = 1``), the ``linear_combination`` argument and the positivity facts (``have`` lines
    ``0 < C(U, L)`` that the ``positivity`` calls of the facts and of ``D`` use)."""

    facts: tuple[Fact, ...]
    multiplier: str
    argument: str
    zeros: tuple[tuple[str, ...], ...] = ()  # the lines of vanishing facts (vanish.py)
    positives: tuple[str, ...] = ()
    refines: tuple[str, ...] = ()  # the multiplier factor by factor (range_nonzero)

    def lines(self, K: Ty) -> list[str]:
        """The tactic lines (after the binders are introduced)."""
        out = [*self.positives, *(f.line() for f in self.facts)]
        out += [x for z in self.zeros for x in z]
        out += [f"refine mul_left_cancel₀ {p} ?_" for p in self.refines]
        if self.multiplier and not self.refines:
            out.append(
                f"refine mul_left_cancel₀ (show ({self.multiplier} : {K}) ≠ 0 by positivity) ?_"
            )
        heavy = f"set_option maxHeartbeats {HEARTBEATS} in " if len(self.argument) > BIG else ""
        out.append(f"{heavy}linear_combination (norm := (push_cast; ring1)) {self.argument}")
        return out


def argument_text(
    used: list[tuple[sympy.Expr | Sparse, str]], table: AtomTable, types: Mapping[str, Ty]
) -> str:
    """``c₁ * h₁ + c₂ * h₂ + …``, the ``linear_combination`` argument for the cofactors
    ``cᵢ`` of the facts named ``hᵢ``.  Raises :class:`AtomError` as soon as the texts written
    pass :data:`MAX_TEXT` (the largest cofactors first: factoring each coefficient for its
    text is most of the compiler's time on a step that is too long anyway)."""
    order = sorted(range(len(used)), key=lambda i: -_size(used[i][0]))
    texts: dict[int, str] = {}
    total = 0
    for i in order:
        c, name = used[i]
        texts[i] = f"{lean_text(c, table, types)} * {name}"
        total += len(texts[i]) + 3
        if total > MAX_TEXT:
            raise AtomError(f"the linear combination is over {MAX_TEXT} characters long")
    return " + ".join(texts[i] for i in range(len(used))) or "0"


def _size(c: sympy.Expr | Sparse) -> int:
    """How many monomials ``c`` has."""
    return len(c) if isinstance(c, Sparse) else len(sympy.Add.make_args(c))


def even_signs(multipliers: list[sympy.Expr]) -> list[sympy.Expr]:
    """The multipliers with the same product, each factored and with a nonnegative leading
    sign but for at most one: ``(-a)·(-b)`` is written ``a·b`` (``positivity`` proves the
    one, not ``-1 * -1``)."""
    out = [factor(m) for m in multipliers]
    flipped = [i for i, m in enumerate(out) if m.could_extract_minus_sign()]
    for i in flipped[: len(flipped) - len(flipped) % 2]:
        out[i] = factor(-out[i])
    return out
