"""The Lean proof of a ℕ statement ``L = (N / 2) ^ p`` whose division is exact (issue 14;
``∑_(k ≤ n) k³ = (n (n + 1) / 2)²``, brokenmath-originals sum_cubes).

As for ``L = N / c`` (:mod:`wzprove.sketch.exact_div_proof`), the rational identity ``L =
(N / 2) ^ p`` over ℚ is a lemma ``<theorem>_exact`` compiled from its own certificate.  The
quotient under the power is not a polynomial with natural coefficients in ``n``, but it is one
in ``m`` on each parity class ``n = 2m + r`` (``N(2m + r)`` has natural coefficients, those of
``m^i`` for ``i ≥ 1`` are multiples of 2, and 2 divides ``N(r)``).  So the proof splits by
parity (``Nat.even_or_odd' n : ∃ k, n = 2 * k ∨ n = 2 * k + 1``, Mathlib) and in each branch
rewrites the division to that polynomial ``Q_r(m)``, then casts::

    obtain ⟨m, rfl | rfl⟩ := Nat.even_or_odd' n
    · rw [show (N(2m) / 2 : ℕ) = (Q_0(m) : ℕ) from
        Nat.div_eq_of_eq_mul_left (by norm_num) (by ring)]
      have hq := T_exact (2 * m)
      have hc : ((L(2m) : ℕ) : ℚ) = (((Q_0(m)) ^ p : ℕ) : ℚ) := by
        linear_combination (norm := (push_cast; ring1)) hq
      exact_mod_cast hc
    · … the same at 2 * m + 1

``Nat.div_eq_of_eq_mul_left (H1 : 0 < n) (H2 : m = k * n) : m / n = k`` (Lean core); ``ring``
proves ``N(2m + r) = Q_r(m) * 2`` (checked here exactly: the expansion of both sides), and the
combination is ``hq`` itself: after ``push_cast`` the two sums are the same term and
``(N(2m + r) / 2)^p − Q_r(m)^p`` is 0 as a polynomial (checked here).  Only one variable, no
hypothesis, ``N`` a polynomial with natural coefficients.  :func:`replay_exact_pow` re-reads
the written text: the lemma must be the ℚ identity of the statement, and the proof the lines
built here from the statement (whose checks run again).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import sympy

from wzprove.lean.render import render_term
from wzprove.model.cases import divides_everywhere
from wzprove.model.identity import Identity, Term, substitute
from wzprove.sketch.exact_div_proof import DIV_LEMMA, lemma_and_body, read_back, to_rational
from wzprove.sketch.split_proof import PARITY_LEMMA, CaseLemma, SplitProofError


def _poly(t: Term) -> sympy.Expr | None:
    """``t`` (variables, natural literals, ``+``, ``*``, literal powers) as a polynomial."""
    if t.op == "var":
        return sympy.Symbol(str(t.value))
    if t.op == "lit" and isinstance(t.value, Fraction) and t.value.denominator == 1:
        return sympy.Integer(t.value.numerator)
    if t.op in ("add", "mul"):
        parts = [_poly(a) for a in t.args]
        if any(p is None for p in parts):
            return None
        return sympy.Add(*parts) if t.op == "add" else sympy.Mul(*parts)
    if t.op == "pow" and t.args[1].op == "lit":
        base = _poly(t.args[0])
        return None if base is None else base ** int(t.args[1].value)  # type: ignore[arg-type]
    return None


def pow_form(identity: Identity) -> tuple[str, Term, Term, int] | None:
    """``(n, L, N, p)`` when ``identity`` is ``L = (N / 2) ^ p`` at ℕ in the one variable
    ``n``, no hypothesis, ``p ≥ 2`` a literal, ``N`` a polynomial with natural coefficients
    that 2 divides everywhere, ``L`` with no division, modulus or ℕ subtraction; else None."""
    if identity.relation != "eq" or identity.lhs.type != "ℕ" or identity.hypotheses:
        return None
    if len(identity.variables) != 1 or identity.variables[0].type != "ℕ":
        return None
    rhs = identity.rhs
    if rhs.op != "pow" or rhs.args[0].op != "div" or rhs.args[1].op != "lit":
        return None
    p, (num, den) = rhs.args[1].value, rhs.args[0].args
    if not isinstance(p, Fraction) or p.denominator != 1 or p < 2 or den != Term.lit(2):
        return None
    if _poly(num) is None or not divides_everywhere(num, 2):
        return None
    for t in identity.lhs.walk():
        if t.op in ("div", "mod") or (t.op == "sub" and t.type == "ℕ"):
            return None
        if t.args and t.op != "sum" and all(a.op == "lit" for a in t.args):
            return None  # `2 + 1`: push_cast folds it on one side only (exact_div_proof)
    return identity.variables[0].name, identity.lhs, num, int(p)


def _nat_term(e: sympy.Expr, m: str) -> Term:
    """The polynomial ``e`` in ``m`` with natural coefficients as a ℕ term ``c·m^i + …``."""
    poly = sympy.Poly(sympy.expand(e), sympy.Symbol(m))
    terms = []
    for (i,), c in sorted(poly.terms(), reverse=True):
        if c < 0 or not c.is_integer:
            raise SplitProofError(f"the quotient {e} has a coefficient {c} that is not natural")
        power = Term.var(m) if i == 1 else Term("pow", (Term.var(m), Term.lit(i)), "ℕ")
        if i == 0:
            terms.append(Term.lit(int(c)))
        elif c == 1:
            terms.append(power)
        else:
            terms.append(Term("mul", (Term.lit(int(c)), power), "ℕ"))
    if not terms:
        return Term.lit(0)
    out = terms[0]
    for t in terms[1:]:
        out = Term("add", (out, t), "ℕ")
    return out


def rational_lemma(identity: Identity) -> CaseLemma:
    """The ℚ identity ``L = (N / 2) ^ p`` as a lemma ``<theorem>_exact``, written and read
    back."""
    form = pow_form(identity)
    if form is None:
        raise SplitProofError("not L = (N / 2) ^ p with an exact ℕ division")
    _, left, num, p = form
    quotient = Term("div", (to_rational(num), Term.lit(2, "ℚ")), "ℚ")
    model = replace(
        identity,
        name=f"{identity.name}_exact",
        variables=[replace(v, binder="explicit") for v in identity.variables],
        hypothesis_names=[],
        lhs=to_rational(left),
        rhs=Term("pow", (quotient, Term.lit(p)), "ℚ"),
        domain="ℚ",
    )
    return read_back(model)


def exact_pow_lines(identity: Identity, lemma: CaseLemma) -> list[str]:
    """The proof lines of the user's theorem (module docstring), each branch's arithmetic
    checked exactly first."""
    form = pow_form(identity)
    if form is None:
        raise SplitProofError("not L = (N / 2) ^ p with an exact ℕ division")
    n, left, num, p = form
    m = "m"
    while m == n or m in _bound(identity):
        m += "'"
    lines = [f"  obtain ⟨{m}, rfl | rfl⟩ := {PARITY_LEMMA} {n}"]
    for r in (0, 1):
        value = Term("mul", (Term.lit(2), Term.var(m)), "ℕ")
        if r:
            value = Term("add", (value, Term.lit(1)), "ℕ")
        top = sympy.expand(_poly(substitute(num, n, value)))  # type: ignore[arg-type]
        quotient = sympy.expand(top / 2)
        q = _nat_term(quotient, m)
        # ring's goal N(2m + r) = Q_r(m) * 2, and the combination's (N(2m + r)/2)^p - Q^p = 0
        if sympy.expand(_poly(q) * 2 - top) != 0:  # type: ignore[operator]
            raise SplitProofError(f"N(2m + {r}) is not 2 · Q (the division is not exact)")
        if sympy.expand((top / 2) ** p - _poly(q) ** p) != 0:  # type: ignore[operator]
            raise SplitProofError("the quotient's power is not the lemma's")
        division = Term("div", (substitute(num, n, value), Term.lit(2)), "ℕ")
        goal_left = render_term(substitute(left, n, value))
        goal_right = render_term(Term("pow", (q, Term.lit(p)), "ℕ"))
        lines += [
            f"  · rw [show ({render_term(division)} : ℕ) = ({render_term(q)} : ℕ) from "
            f"{DIV_LEMMA} (by norm_num) (by ring)]",
            f"    have hq := {lemma.name} ({render_term(value)})",
            f"    have hc : (({goal_left} : ℕ) : ℚ) = (({goal_right} : ℕ) : ℚ) := by",
            "      linear_combination (norm := (push_cast; ring1)) hq",
            "    exact_mod_cast hc",
        ]
    return lines


def _bound(identity: Identity) -> set[str]:
    return {str(getattr(t.value, "index", "")) for t in identity.lhs.walk() if t.op == "sum"}


def replay_exact_pow(text: str, name: str) -> None:
    """Re-read the proof of theorem ``name`` from ``text``: the lemma it applies must state
    the ℚ identity built from the theorem's own sides (:func:`rational_lemma`), and the
    theorem's proof must be exactly :func:`exact_pow_lines`' lines (whose exact checks run
    again on the statement read from the text)."""
    identity, expected, body = lemma_and_body(text, name, rational_lemma)
    if body != exact_pow_lines(identity, expected):
        raise SplitProofError("replay: the theorem's proof is not the parity-split division")
