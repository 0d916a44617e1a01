"""A case's ``Ico lo hi`` sums moved to ``range (hi − lo)``, lower bounds shifted out.

After a hypothesis ``m < n`` is made the substitution ``n = m + 1 + j``
(:mod:`wzprove.model.hyp_cases`), a sum ``∑ k ∈ Ico m n`` has a lower limit the engine
reads only when it is linear in the recurrence variable (Gould 1.132:
``∑ k ∈ Ico m n, C(k − 1, m − 1) / (n − k) = C(n − 1, m − 1) · ∑ k ∈ Ico m n, 1 / k``,
``m ≥ 1``).  :func:`moved_to_range` rewrites such a case by three rules, each an equality
of Lean's values at every point:

* a variable whose hypotheses in it alone give a least value ``b > 0`` is written
  ``v + b`` (:func:`wzprove.model.region_cases.shift_lower_bounds`);
* ``∑ k ∈ Ico lo hi, f k = ∑ k ∈ range (hi − lo), f (lo + k)``
  (Mathlib's ``Finset.sum_Ico_eq_sum_range``) where ``hi − lo`` is an exact linear form
  (``hi ≥ lo`` coefficient-wise), written as that form;
* a ℕ subtraction ``x − y`` of linear forms in ℕ variables and summation indices with
  ``x ≥ y`` coefficient-wise is its exact value (every such name is ``≥ 0``).

Each result is compared with the statement it came from at a grid of points, exactly
under Lean's semantics (:func:`agrees`), before the pipeline certifies it.
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction

from wzprove.model.identity import EvaluationError, Identity, Term
from wzprove.model.region_cases import shift_lower_bounds
from wzprove.model.terms import SumBinder, replace_subterm, substitute
from wzprove.model.trunc_cases import _difference, _exceeds

#: the grid ``0 ≤ v < GRID`` of each variable on which :func:`agrees` compares
GRID = 7


def _nat_names(identity: Identity) -> set[str]:
    """The ℕ variables and the ℕ summation indices of ``identity`` (all ``≥ 0``)."""
    names = {v.name for v in identity.variables if v.type == "ℕ"}
    for side in (identity.lhs, identity.rhs):
        for t in side.walk():
            if t.op in ("sum", "prod") and isinstance(t.value, SumBinder):
                if t.value.index_type == "ℕ":
                    names.add(t.value.index)
    return names


def exact_nat_subtractions(t: Term, names: set[str]) -> Term:
    """``t`` with each ℕ ``x − y`` (linear forms over ``names``, ``x ≥ y`` coefficient-wise)
    replaced by its exact value, bottom-up."""
    if not t.args:
        return t
    t = replace(t, args=tuple(exact_nat_subtractions(a, names) for a in t.args))
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[0], t.args[1], names, False):
        return _difference(t.args[0], t.args[1], names)
    return t


def _move_icos(side: Term, names: set[str]) -> Term | None:
    """``side`` with every ``Ico lo hi`` sum (``lo ≠ 0``, ``hi ≥ lo`` coefficient-wise, the
    index in neither) written over ``range``; ``None`` where one is not of that form."""
    for node in side.walk():
        if node.op != "sum" or not isinstance(node.value, SumBinder):
            continue
        if node.value.kind != "Ico" or node.args[0] == Term.lit(0):
            continue
        lo, hi, body = node.args
        k = node.value.index
        if k in lo.free_vars() | hi.free_vars() or not _exceeds(hi, lo, names, False):
            return None
        moved = substitute(body, k, Term("add", (lo, Term.var(k)), "ℕ"))
        width = _difference(hi, lo, names)
        new = replace(
            node, value=replace(node.value, kind="range"), args=(Term.lit(0), width, moved)
        )
        return _move_icos(replace_subterm(side, node, new), names)
    return side


def moved_to_range(identity: Identity) -> tuple[Identity, list[str]] | None:
    """``identity`` by the rules of the module docstring and what was done, or ``None``
    where there is no ``Ico`` sum to move or one cannot be moved."""
    if not any(
        t.op == "sum" and isinstance(t.value, SumBinder) and t.value.kind == "Ico"
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    ):
        return None
    shifted, done = shift_lower_bounds(identity)
    names = _nat_names(shifted)
    sides = [_move_icos(s, names) for s in (shifted.lhs, shifted.rhs)]
    if sides[0] is None or sides[1] is None:
        return None
    names = _nat_names(replace(shifted, lhs=sides[0], rhs=sides[1]))
    lhs, rhs = (exact_nat_subtractions(s, names) for s in sides)
    out = replace(shifted, lhs=lhs, rhs=rhs, name=f"{identity.name}_range", statement=None)
    return out, [*done, "Ico sums moved to range"]


def agrees(original: Identity, moved: Identity, shifts: dict[str, int]) -> str | None:
    """``None`` where ``moved`` has the sides of ``original`` at every grid point whose
    hypotheses hold (``original``'s variable ``v`` at ``v + shifts[v]``); else the first
    point where they differ."""
    names = [v.name for v in moved.variables]
    for point in itertools.product(range(GRID), repeat=len(names)):
        env = {a: Fraction(b) for a, b in zip(names, point, strict=True)}
        back = {a: b + shifts.get(a, 0) for a, b in env.items()}
        try:
            if not original.hypotheses_hold(back) or not moved.hypotheses_hold(env):
                continue
            mine, theirs = moved.sides(env), original.sides(back)
        except EvaluationError:
            continue
        if not all(map(Identity.same, mine, theirs)):
            return f"{env}: {mine} vs {theirs}"
    return None


def shifts_of(done: list[str]) -> dict[str, int]:
    """``{v: b}`` from :func:`shift_lower_bounds`'s record ``v ↦ v + b``."""
    out = {}
    for text in done:
        if "↦" in text:
            v, value = text.split(" ↦ ")
            out[v] = int(value.rsplit("+", 1)[1])
    return out
