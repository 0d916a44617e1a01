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

A denominator that a hypothesis ``hx : a ≠ b`` of the theorem keeps nonzero
(:mod:`wzprove.sketch.hyp_nonzero`) is written ``(sub_ne_zero.mpr hx)`` (``a - b ≠ 0``) or
``(sub_ne_zero.mpr hx.symm)`` (``b - a ≠ 0``; Mathlib ``sub_ne_zero : a - b ≠ 0 ↔ a ≠ b``):
checked here that ``hx`` names a theorem hypothesis ``a ≠ b`` at the goal's type that
nothing in scope shadows (no fact of the block, no earlier have, no introduced name, no
variable of the have bound over one of its variables); the term is ``a - b`` as it reads.
A product is written ``(mul_ne_zero P Q)``, each factor's proof one of the above, again a
product, or ``hx`` (``hx.symm``) for a hypothesis ``hx : t ≠ 0`` (``0 ≠ t``); the term is the
product of the factors as they read.
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
BY_HYP = "sub_ne_zero.mpr"
BY_PRODUCT = "mul_ne_zero"


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
    if words(group)[1:2] == [BY_HYP]:
        return _by_hypothesis(r, h, step, group)
    if words(group)[1:2] == [BY_PRODUCT]:
        return _product(r, h, step, group, types, known, omega)
    if len(group) == 1 and group[0].kind == "ident":
        return _bare(r, h, step, group[0])
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


def _by_hypothesis(r: Reader, h: Have, step: str, group: list[Token]) -> Term:
    """``(sub_ne_zero.mpr hx)`` / ``(sub_ne_zero.mpr hx.symm)`` (module docstring): check
    and return ``a - b`` / ``b - a`` for the theorem's ``hx : a ≠ b``."""
    w, line = words(group), group[0].line
    if len(w) != 4 or w[0] != "(" or w[3] != ")" or group[2].kind != "ident":
        raise Unreadable(f"expected `({BY_HYP} h)` with `h` a hypothesis", line)
    a, b = _hypothesis(r, h, w[2], line)
    r.add(h.name, "side-condition", True, "", line, step)
    return Term("sub", (a, b), h.ty)


def _hypothesis(r: Reader, h: Have, text: str, line: int | None) -> tuple[Term, Term]:
    """``(a, b)`` for ``text`` = ``hx`` naming the theorem's ``hx : a ≠ b`` at the have's
    type, in scope (nothing shadows it, no variable of the have is bound over it); ``(b, a)``
    for ``hx.symm``; ``(t, 0)`` for ``hx.ne'`` with ``hx : 0 < t`` (``LT.lt.ne'``)."""
    gt = text.endswith(".ne'")
    name = text.removesuffix(".ne'") if gt else text.removesuffix(".symm")
    hyp = r.named_hyps.get(name)
    intro = words(h.tactics[0])[1:] if h.tactics and words(h.tactics[0])[:1] == ["intro"] else []
    bound = {v for v, _ in h.variables} | set(intro)
    shadowed = name in r.block or name in r.stmts or name in bound or name in h.types
    op = "lt" if gt else "ne"
    if hyp is None or hyp.op != op or shadowed or hyp.free_vars() & bound:
        raise Unreadable(f"`{name}` is not a hypothesis `a {'<' if gt else '≠'} b` in scope", line)
    if gt and hyp.args[0] != Term.lit(0, h.ty):
        raise Unreadable(f"`{name}` is not `0 < t`", line)
    a, b = hyp.args if text == name else hyp.args[::-1]
    if a.type != h.ty or b.type != h.ty:
        raise Unreadable(f"`{name}` is not at {h.ty}", line)
    return a, b


def _product(
    r: Reader,
    h: Have,
    step: str,
    group: list[Token],
    types: Mapping[str, Ty],
    known: Mapping[str, Term],
    omega: Omega,
) -> Term:
    """``(mul_ne_zero P Q)`` (:mod:`wzprove.sketch.hyp_nonzero`): each of ``P``, ``Q`` a
    proof this module reads (a bracketed group) or ``hx`` / ``hx.symm`` for the theorem's
    ``hx : t ≠ 0`` / ``0 ≠ t``; returns the product of the two factors."""
    line = group[0].line
    head, named, args = parse_lemma_call(group[1:-1])
    if words(group)[:1] != ["("] or named or len(args) != 2:
        raise Unreadable(f"expected `({BY_PRODUCT} P Q)`", line)
    factors = []
    for arg in args:
        if not (words(arg)[:1] == ["("] or (len(arg) == 1 and arg[0].kind == "ident")):
            raise Unreadable(f"`{BY_PRODUCT}`: an argument is not a proof of `t ≠ 0`", line)
        factors.append(shown_nonzero(r, h, step, arg, types, known, omega))
    return Term("mul", (factors[0], factors[1]), h.ty)


def _bare(r: Reader, h: Have, step: str, tok: Token) -> Term:
    """``hx`` / ``hx.symm`` for the theorem's ``hx : t ≠ 0`` / ``hx : 0 ≠ t``: return ``t``."""
    t, zero = _hypothesis(r, h, tok.text, tok.line)
    if zero != Term.lit(0, h.ty):
        raise Unreadable(f"`{tok.text}` does not state `t ≠ 0`", tok.line)
    r.add(h.name, "side-condition", True, "", tok.line, step)
    return t


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
