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

A denominator that is a product, some factor of it cleared by a hypothesis (the right side
``… / (2 · (2n + 1) · x)`` of Gould 1.38 under ``hx : x ≠ 0``), is written

    mul_inv_cancel₀ (mul_ne_zero (show (2 * (((2 * n : ℕ) : ℝ) + 1) : ℝ) ≠ 0 by positivity) hx)

(Mathlib ``mul_ne_zero [Mul M₀] [Zero M₀] [NoZeroDivisors M₀] {a b : M₀} (ha : a ≠ 0)
(hb : b ≠ 0) : a * b ≠ 0``, ``Mathlib/Algebra/GroupWithZero/Basic.lean``; ``a`` and ``b`` are
read off the stated factors, their product is the atom's term), each factor positive as
written, a hypothesis ``hx : t ≠ 0`` (``hx.symm`` for ``0 ≠ t``), ``a - b`` of
``hx : a ≠ b`` or again a product.  The replay reads the tree back factor by factor.  The
WZ / Zeilberger path passes the same hypotheses as Gosper's
(:attr:`wzprove.sketch.common._Ctx.nonzero`).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Identity, Term, Ty
from wzprove.sketch.atoms import AtomError, AtomTable, to_poly
from wzprove.sketch.ring_model import positive

#: the heads of the proofs written here (a step using one has its multiplier split into
#: factors, :func:`wzprove.sketch.range_nonzero.split_multiplier`)
HYP_PROOFS = ("sub_ne_zero", "mul_ne_zero")


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
    """The hypotheses ``a ≠ b`` of ``identity`` with both sides at the field ``K``, and each
    ``hx : 0 < t`` as ``hx.ne' : t ≠ 0`` (Mathlib ``LT.lt.ne' : b < a → a ≠ b``,
    ``Mathlib/Order/Basic.lean``).

    >>> from wzprove.lean.parser import parse_text
    >>> [t] = parse_text("theorem t (n : ℕ) (x y : ℚ) (hx : x ≠ 1) (hy : 0 < y) : x ^ n = x ^ n")
    >>> [(h.name, str(h.a.value)) for h in ne_hyps(t.identity, "ℚ")]
    [('hx', 'x'), ("hy.ne'", 'y')]
    """
    if K not in ("ℚ", "ℝ"):
        return ()
    out = []
    for h, name in zip(identity.hypotheses, identity.hypothesis_names, strict=False):
        if h.op == "ne" and all(x.type == K for x in h.args):
            out.append(NeHyp(name, h.args[0], h.args[1]))
        elif h.op == "lt" and h.args[0] == Term.lit(0, K) and h.args[1].type == K:
            out.append(NeHyp(f"{name}.ne'", h.args[1], h.args[0]))
    return tuple(out)


def inverse_proof(b: Term, hyps: tuple[NeHyp, ...]) -> str | None:
    """``(sub_ne_zero.mpr hx)`` proving ``b ≠ 0`` when ``b`` is, as a term, the ``a - b`` of
    a hypothesis ``hx : a ≠ b`` (the inverse atom ``b⁻¹`` of a step); ``hx`` itself for
    ``hx : b ≠ 0``; for a product ``b`` (Gould 1.38's ``(2 · (2m + 1)) · x`` under
    ``hx : x ≠ 0``), ``(mul_ne_zero P Q)`` with each factor's proof :func:`_factor_proof`;
    else ``None``."""
    direct = next((f"(sub_ne_zero.mpr {h.name})" for h in hyps if h.diff == b), None)
    found = direct or (_factor_proof(b, hyps) if hyps else None)
    return None if found is None or found.startswith("(show") else found


def _product_proof(b: Term, hyps: tuple[NeHyp, ...]) -> str | None:
    """``(mul_ne_zero P Q)`` (Mathlib ``mul_ne_zero : a ≠ 0 → b ≠ 0 → a * b ≠ 0``) for the
    product ``b``, where some factor needs a hypothesis (else ``positivity`` takes it whole)."""
    parts = [_factor_proof(a, hyps) for a in b.args]
    if None in parts or all(p.startswith("(show") for p in parts):  # type: ignore[union-attr]
        return None
    return f"(mul_ne_zero {parts[0]} {parts[1]})"


def _factor_proof(t: Term, hyps: tuple[NeHyp, ...]) -> str | None:
    """``t ≠ 0`` for one factor of a product: ``(show t ≠ 0 by positivity)`` (positive as
    written, :func:`wzprove.sketch.ring_model.positive`), a product again, ``hx`` for a
    hypothesis ``hx : t ≠ 0`` (``hx.symm`` for ``0 ≠ t``), ``(sub_ne_zero.mpr hx)`` for
    ``hx : a ≠ b`` with ``t = a - b``; else ``None``."""
    if positive(t):
        return f"(show ({render_term(t)} : {t.type}) ≠ 0 by positivity)"
    if t.op == "mul":
        return _product_proof(t, hyps)
    zero = Term.lit(0, t.type)
    for h in hyps:
        if h.diff == t:
            return f"(sub_ne_zero.mpr {h.name})"
        if (h.a, h.b) == (t, zero):
            return h.name
        if (h.a, h.b) == (zero, t):
            return f"{h.name}.symm"
    return None


def factor_proof(f: sympy.Expr, table: AtomTable, hyps: tuple[NeHyp, ...]) -> str | None:
    """The proof of ``f ≠ 0`` for a factor ``f`` of a step's multiplier (a polynomial over
    ``table``) equal to ``a - b`` (``sub_ne_zero.mpr hx``) or ``b - a`` (``… hx.symm``) of a
    hypothesis ``hx : a ≠ b`` whose variables the step already reads, or to an integer
    ``c ≠ 0`` times one of those (the multiplier's constant joined to it, Gould 1.38's
    ``2 · x``): ``(mul_ne_zero (show (|c| : K) ≠ 0 by positivity) P)``, ``P`` proving
    ``±(a - b) ≠ 0`` (``hx`` itself for ``a - 0``); else ``None``."""
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
        c = sympy.cancel(f / d) if d != 0 else None
        if c is None or not c.is_Integer or c == 0:
            continue
        plain = h.name if h.b == Term.lit(0, h.b.type) else f"(sub_ne_zero.mpr {h.name})"
        proof = plain if c > 0 else f"(sub_ne_zero.mpr {h.name}.symm)"
        return f"(mul_ne_zero (show ({abs(c)} : {table.field}) ≠ 0 by positivity) {proof})"
    return None
