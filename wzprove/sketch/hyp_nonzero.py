"""Denominators that a hypothesis ``a ≠ b`` of the statement keeps nonzero (issue 14).

The geometric sum ``∑ k ∈ range (n + 1), x ^ k = (x ^ (n + 1) - 1) / (x - 1)`` holds only
under ``hx : x ≠ 1``: Gosper's antidifference ``H(k) = x ^ (k + 1) / (x - 1)`` has the
denominator ``x - 1``, free of ``k`` and of every natural variable, so no start can be moved
past its zeros (:mod:`wzprove.sketch.shift_start`).  The hypothesis clears it.  ``H`` is
written ``S'·f(k + 1 - b) / (a - b)`` with the denominator exactly as the hypothesis states
``a ≠ b`` (:func:`wzprove.sketch.hyp_denominator.hyp_h_term`), so that the inverse atom
``(a - b)⁻¹`` of a step is the one of

    mul_inv_cancel₀ (sub_ne_zero.mpr hx) : (a - b) * (a - b)⁻¹ = 1

(Mathlib ``sub_ne_zero : a - b ≠ 0 ↔ a ≠ b``, ``Mathlib/Algebra/Group/Basic.lean``, the
``to_additive`` of ``div_ne_one``; ``mul_inv_cancel₀ (h : a ≠ 0) : a * a⁻¹ = 1``), and a
factor ``±(a - b)`` of a step's multiplier is cancelled by ``refine mul_left_cancel₀
(sub_ne_zero.mpr hx) ?_`` (``hx.symm`` for ``b - a``).  The replay reads both back
(:func:`wzprove.sketch.replay_nonzero.shown_nonzero`): the name must be a hypothesis of the
theorem stating ``a ≠ b``, and the atom is ``a - b`` as that hypothesis reads.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy

from wzprove.model.identity import Identity, Term, Ty
from wzprove.sketch.atoms import AtomError, AtomTable, to_poly


@dataclass(frozen=True)
class NeHyp:
    """A hypothesis ``name : a ≠ b`` of the statement, ``a`` and ``b`` at a field type."""

    name: str
    a: Term
    b: Term

    @property
    def diff(self) -> Term:
        """``a - b``, the term that ``sub_ne_zero.mpr name`` proves nonzero."""
        return Term("sub", (self.a, self.b), self.a.type)


def ne_hyps(identity: Identity, K: Ty) -> tuple[NeHyp, ...]:
    """The hypotheses ``a ≠ b`` of ``identity`` with both sides at the field ``K``.

    >>> from wzprove.lean.parser import parse_text
    >>> [t] = parse_text("theorem t (n : ℕ) (x : ℚ) (hx : x ≠ 1) : x ^ n = x ^ n := by sorry")
    >>> [(h.name, str(h.a.value)) for h in ne_hyps(t.identity, "ℚ")]
    [('hx', 'x')]
    """
    if K not in ("ℚ", "ℝ"):
        return ()
    out = []
    for h, name in zip(identity.hypotheses, identity.hypothesis_names, strict=False):
        if h.op == "ne" and all(x.type == K for x in h.args):
            out.append(NeHyp(name, h.args[0], h.args[1]))
    return tuple(out)


def inverse_proof(b: Term, hyps: tuple[NeHyp, ...]) -> str | None:
    """``(sub_ne_zero.mpr hx)`` proving ``b ≠ 0`` when ``b`` is, as a term, the ``a - b`` of
    a hypothesis ``hx : a ≠ b`` (the inverse atom ``b⁻¹`` of a step), else ``None``."""
    return next((f"(sub_ne_zero.mpr {h.name})" for h in hyps if h.diff == b), None)


def factor_proof(f: sympy.Expr, table: AtomTable, hyps: tuple[NeHyp, ...]) -> str | None:
    """The proof of ``f ≠ 0`` for a factor ``f`` of a step's multiplier (a polynomial over
    ``table``) equal to ``a - b`` (``sub_ne_zero.mpr hx``) or ``b - a`` (``… hx.symm``) of a
    hypothesis ``hx : a ≠ b`` whose variables the step already reads, else ``None``."""
    for h in hyps:
        if not h.diff.free_vars() <= set(table.variables):
            continue
        try:
            d = to_poly(h.diff, table)
        except AtomError:
            continue
        if sympy.expand(f - d) == 0:
            return f"(sub_ne_zero.mpr {h.name})"
        if sympy.expand(f + d) == 0:
            return f"(sub_ne_zero.mpr {h.name}.symm)"
    return None
