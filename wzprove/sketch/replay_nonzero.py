"""``X ≠ 0`` for an inverse atom, replayed for :mod:`wzprove.sketch.replay` (issue 14).

A linear-combination block names each inverse atom ``X⁻¹`` by ``mul_inv_cancel₀ p`` with
``p : X ≠ 0`` written either ``(show X ≠ 0 by positivity)``
(:func:`~wzprove.sketch.replay_lead.shown_positive`) or, for a denominator that vanishes only
outside the summation range (:mod:`wzprove.sketch.range_nonzero`),

    (Prover.ne_zero_of_eq_cast_sub (X : K) (A) (B) (by omega) (by push_cast <;> ring))

(``Prover/Steps.lean``: ``x = (a : K) - (b : K) → a ≠ b → x ≠ 0``).  Checked here: ``A`` and
``B`` are ℕ terms; ``X = A - B`` holds as a polynomial identity once casts are pushed (what
``push_cast <;> ring`` proves; a ``side-condition`` step); ``A < B`` or ``B < A`` follows from
the block's hypotheses, as ``omega`` reads them, or ``A - B`` is linear with integer
coefficients whose gcd does not divide its constant (``2 * n ≠ 1``); ``omega`` then proves
``A ≠ B``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction

from wzprove.lean.lexer import Token
from wzprove.model.identity import Term, Ty
from wzprove.model.terms import show
from wzprove.sketch.replay_lead import shown_positive
from wzprove.sketch.replay_reader import Reader
from wzprove.sketch.replay_steps import Have, Omega, Unreadable, parse_lemma_call, words
from wzprove.sketch.ring_model import Atoms, Poly, ring_poly

LEMMA = "Prover.ne_zero_of_eq_cast_sub"


def shown_nonzero(
    r: Reader,
    h: Have,
    step: str,
    group: list[Token],
    types: Mapping[str, Ty],
    known: Mapping[str, Term],
    omega: Omega,
) -> Term:
    """The proof ``group`` of ``X ≠ 0`` (module docstring): check it and return ``X``."""
    if words(group)[1:2] != [LEMMA]:
        return shown_positive(r, h, step, group, types, known)  # type: ignore[arg-type]
    line = group[0].line
    head, named, args = parse_lemma_call(group[1:-1])
    if named or len(args) != 5:
        raise Unreadable(f"expected `{LEMMA} (X : K) (A) (B) (by omega) (by …)`", line)
    if [words(a) for a in args[3:]] != [
        ["(", "by", "omega", ")"],
        ["(", "by", "push_cast", "<", ";", ">", "ring", ")"],  # `<;>` as the lexer reads it
    ]:
        raise Unreadable(f"`{LEMMA}`: expected `(by omega) (by push_cast <;> ring)`", line)
    x = r.term(args[0], types, h.ty)
    a, b = (r.term(arg, types, "ℕ") for arg in args[1:3])
    if x.type != h.ty or a.type != "ℕ" or b.type != "ℕ":
        raise Unreadable(f"`{LEMMA}`: X at {h.ty}, A and B in ℕ", line)
    atoms = Atoms()
    diff = Term("sub", (Term("cast", (a,), h.ty), Term("cast", (b,), h.ty)), h.ty)
    same = (ring_poly(x, atoms) - ring_poly(diff, atoms)).is_zero()
    detail = "" if same else f"{show(x)} ≠ {show(diff)} as polynomials"
    r.add(h.name, "side-condition", same, detail, line, step)
    lt, why = omega.proves("<", a, b)
    if not lt:
        lt = omega.proves("<", b, a)[0] or _never_equal(ring_poly(diff, atoms))
    detail = "" if lt else f"{show(a)} ≠ {show(b)} does not follow: {why}"
    r.add(h.name, "side-condition", lt, detail, line, step)
    return x


def _never_equal(p: Poly) -> bool:
    """``p`` (``A - B`` with casts pushed: its generators are casts of ℕ terms, integers) is
    linear with integer coefficients whose gcd does not divide the constant (``2n - 1``), so
    it is never 0 (``omega`` proves ``A ≠ B``)."""
    const = p.terms.get((), Fraction(0))
    coeffs = [c for m, c in p.terms.items() if m != ()]
    if any(m != () and (len(m) != 1 or m[0][1] != 1) for m in p.terms):
        return False
    if not coeffs or any(c.denominator != 1 for c in [*coeffs, const]):
        return False
    g = math.gcd(*(int(c) for c in coeffs))
    return int(const) % g != 0
