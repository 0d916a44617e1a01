"""Binomial sums of sines and cosines (issue 15): recognition and the exact check.

A statement ``∑ k ∈ range (n + 1), C(n,k) · b₁^k ⋯ b_r^k · f(k·θ) = c₁^n ⋯ c_s^n · f(n·φ)``
with ``f`` one of ``Real.sin``/``Real.cos`` on both sides, the factors in any order and every
``bᵢ``, ``cⱼ``, ``θ``, ``φ`` free of ``n`` and ``k``, holds for every ``n`` as soon as, with
``a = ∏ bᵢ`` and ``ρ = ∏ cⱼ``,

    1 + a·cos θ = ρ·cos φ   and   a·sin θ = ρ·sin φ        (⋆)

hold identically in the real variables: then ``1 + a·e^{iθ} = ρ·e^{iφ}``, and the binomial
theorem with de Moivre's formula on ``(1 + a·e^{iθ})^n = ρ^n·e^{inφ}`` gives both sums as the
real and imaginary parts (``Prover.binomial_cis`` in Prover/Trig.lean; every ``n``, and
``0 ^ 0 = 1`` on both sides, as in Lean).

(⋆) is checked EXACTLY, never numerically (:func:`conditions_hold`): every sine/cosine
argument must be a rational combination ``Σ q_v·v`` of the statement's real variables; with
``w_v = e^{i·v/D_v}`` (``D_v`` the common denominator of ``v``'s coefficients) each
``cos``/``sin`` is ``(W ± W⁻¹)/2`` / ``(W − W⁻¹)/(2i)`` for a Laurent monomial ``W`` in the
``w_v``, so both sides of (⋆) are rational functions of the ``w_v`` with Gaussian-rational
coefficients, and (⋆) holds for all real values iff their difference cancels to ``0``
(sympy's exact ``cancel``).  Anything else — a sine of a non-linear or irrational argument,
a division by a non-literal, a ℕ subtraction, a factor outside this form — is refused
(:class:`TrigFormError`), never guessed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.terms import Term


class TrigFormError(WzproveError):
    """The statement is not a binomial sum of sines or cosines this module takes; ``str``
    says why."""


@dataclass(frozen=True)
class TrigForm:
    """A recognised statement: ``f`` (``"sin"``/``"cos"``), the parameter ``n`` and index
    ``k``, the k-th power bases ``a_bases`` (``a = ∏``), the angle ``theta`` (sympy, the
    user's argument divided by ``k``), the n-th power bases ``rho_bases`` and ``phi``; and the
    user's trigonometric arguments ``arg_k`` (in ``k``) and ``arg_n`` (in ``n``)."""

    f: str
    n: str
    k: str
    a_bases: tuple[Term, ...]
    theta: sympy.Expr
    rho_bases: tuple[Term, ...]
    phi: sympy.Expr
    arg_k: Term
    arg_n: Term

    def a(self) -> sympy.Expr:
        """``a = ∏ bᵢ`` as a sympy expression."""
        return sympy.Mul(*(to_sympy(b) for b in self.a_bases))

    def rho(self) -> sympy.Expr:
        """``ρ = ∏ cⱼ`` as a sympy expression."""
        return sympy.Mul(*(to_sympy(c) for c in self.rho_bases))


def symbol(name: str) -> sympy.Symbol:
    """The sympy symbol of a variable (real: every variable here is read as a real number)."""
    return sympy.Symbol(name, real=True)


def to_sympy(t: Term) -> sympy.Expr:  # noqa: C901 - one case per operation
    """``t`` as a sympy expression over the reals: literals, variables (a ℕ/ℤ variable only
    under a cast, read as the real it denotes), ``+ − ×``, division by a nonzero literal,
    powers with a literal ℕ exponent, ``Real.sin``/``Real.cos``.  Anything else (a ℕ
    subtraction or division, ``x / y`` with ``y`` not a literal: Lean's ``x / 0 = 0``) raises
    :class:`TrigFormError`."""
    op = t.op
    if op == "lit":
        return sympy.Rational(Fraction(t.value).numerator, Fraction(t.value).denominator)
    if op == "var":
        if t.type != "ℝ":
            raise TrigFormError(f"the {t.type} variable {t.value} is not under a cast to ℝ")
        return symbol(str(t.value))
    if op == "cast":
        inner = t.args[0]
        if t.type == "ℝ" and inner.op == "var" and inner.type in ("ℕ", "ℤ", "ℚ"):
            return symbol(str(inner.value))
        if t.type == "ℝ" and inner.op == "lit":
            return to_sympy(Term.lit(Fraction(inner.value), "ℝ"))
        raise TrigFormError(f"the cast {t} is not a variable's")
    if t.type != "ℝ":
        raise TrigFormError(f"{t} is not a real number")
    if op == "neg":
        return -to_sympy(t.args[0])
    if op == "add":
        return to_sympy(t.args[0]) + to_sympy(t.args[1])
    if op == "sub":
        return to_sympy(t.args[0]) - to_sympy(t.args[1])
    if op == "mul":
        return to_sympy(t.args[0]) * to_sympy(t.args[1])
    if op == "div":
        den = t.args[1]
        if den.op != "lit" or Fraction(den.value) == 0:
            raise TrigFormError(f"the division {t} is not by a nonzero literal")
        return to_sympy(t.args[0]) / to_sympy(den)
    if op == "pow":
        e = t.args[1]
        if e.op != "lit" or Fraction(e.value).denominator != 1 or Fraction(e.value) < 0:
            raise TrigFormError(f"the power {t} has no literal ℕ exponent")
        return to_sympy(t.args[0]) ** int(Fraction(e.value))
    if op in ("sin", "cos"):
        return getattr(sympy, op)(to_sympy(t.args[0]))
    raise TrigFormError(f"the operation {op} is not taken in a binomial sum of sines")


def _factors(t: Term) -> list[Term]:
    """The factors of a product (``mul`` flattened)."""
    if t.op == "mul" and t.type == "ℝ":
        return _factors(t.args[0]) + _factors(t.args[1])
    return [t]


def _is_var(t: Term, name: str) -> bool:
    return t.op == "var" and t.value == name and t.type == "ℕ"


def _multiple(arg: Term, var: str) -> sympy.Expr:
    """``arg / var`` where ``arg`` is ``var·θ`` with ``θ`` free of ``var`` (exact), else
    :class:`TrigFormError`."""
    e = sympy.expand(to_sympy(arg))
    v = symbol(var)
    poly = sympy.Poly(e, v)
    if poly.degree() != 1 or poly.coeff_monomial(1) != 0:
        raise TrigFormError(f"the argument {arg} is not {var} times an angle")
    theta = poly.coeff_monomial(v)
    if v in theta.free_symbols:
        raise TrigFormError(f"the argument {arg} is not {var} times an angle")
    return theta


def recognise(identity: Any) -> TrigForm:
    """The :class:`TrigForm` of ``identity`` (module docstring), or :class:`TrigFormError`
    saying why it is not one."""
    if identity.domain != "ℝ" or identity.relation != "eq":
        raise TrigFormError("not an equation in ℝ")
    if identity.hypotheses:
        raise TrigFormError("the statement has hypotheses")
    lhs, rhs = identity.lhs, identity.rhs
    if lhs.op != "sum" or getattr(lhs.value, "kind", None) != "range":
        raise TrigFormError("the left side is not a sum over range")
    k = lhs.value.index
    lo, hi, body = lhs.args
    if not (lo.op == "lit" and lo.value == 0 and hi.op == "add" and hi.args[1].op == "lit"):
        raise TrigFormError("the sum is not over range (n + 1)")
    if hi.args[1].value != 1 or hi.args[0].op != "var" or hi.args[0].type != "ℕ":
        raise TrigFormError("the sum is not over range (n + 1)")
    n = str(hi.args[0].value)
    if n == k:
        raise TrigFormError("the index is the parameter")
    f_l, arg_k, a_bases, choose = None, None, [], 0
    for fac in _factors(body):
        if fac.op == "cast" and fac.type == "ℝ" and fac.args[0].op == "choose":
            top, bot = fac.args[0].args
            if not (_is_var(top, n) and _is_var(bot, k)):
                raise TrigFormError(f"the binomial {fac} is not C({n}, {k})")
            choose += 1
        elif fac.op == "pow" and _is_var(fac.args[1], k):
            a_bases.append(fac.args[0])
        elif fac.op in ("sin", "cos") and f_l is None:
            f_l, arg_k = fac.op, fac.args[0]
        else:
            raise TrigFormError(f"the summand's factor {fac} is not C(n,k), b^k or sin/cos")
    if choose != 1 or f_l is None or arg_k is None:
        raise TrigFormError("the summand is not C(n,k) · ∏ b^k · sin/cos(k·θ)")
    f_r, arg_n, rho_bases = None, None, []
    for fac in _factors(rhs):
        if fac.op == "pow" and _is_var(fac.args[1], n):
            rho_bases.append(fac.args[0])
        elif fac.op in ("sin", "cos") and f_r is None:
            f_r, arg_n = fac.op, fac.args[0]
        else:
            raise TrigFormError(f"the right side's factor {fac} is not c^n or sin/cos(n·φ)")
    if f_r != f_l or arg_n is None:
        raise TrigFormError("the right side is not ∏ c^n · the same sin/cos of n·φ")
    for b in (*a_bases, *rho_bases):
        if {n, k} & b.free_vars():
            raise TrigFormError(f"the base {b} depends on {n} or {k}")
        to_sympy(b)
    theta, phi = _multiple(arg_k, k), _multiple(arg_n, n)
    if {symbol(n), symbol(k)} & (theta.free_symbols | phi.free_symbols):
        raise TrigFormError("an angle depends on n or k")
    return TrigForm(f_l, n, k, tuple(a_bases), theta, tuple(rho_bases), phi, arg_k, arg_n)


def conditions(form: TrigForm) -> tuple[sympy.Expr, sympy.Expr]:
    """The two conditions (⋆) as expressions that must vanish identically:
    ``1 + a·cos θ − ρ·cos φ`` and ``a·sin θ − ρ·sin φ``."""
    a, rho = form.a(), form.rho()
    return (
        1 + a * sympy.cos(form.theta) - rho * sympy.cos(form.phi),
        a * sympy.sin(form.theta) - rho * sympy.sin(form.phi),
    )


def linear_angle(arg: sympy.Expr) -> dict[sympy.Symbol, Fraction]:
    """``{v: q_v}`` with ``arg = Σ q_v·v`` (rational ``q_v``, no constant term), else
    :class:`TrigFormError`."""
    e = sympy.expand(arg)
    syms = sorted(e.free_symbols, key=str)
    if not syms:
        raise TrigFormError(f"the angle {arg} is a constant")
    poly = sympy.Poly(e, *syms)
    if poly.total_degree() != 1 or poly.coeff_monomial(1) != 0:
        raise TrigFormError(f"the angle {arg} is not a rational combination of variables")
    out = {}
    for v in syms:
        q = poly.coeff_monomial(v)
        if not q.is_Rational:
            raise TrigFormError(f"the angle {arg} has the coefficient {q}")
        out[v] = Fraction(int(q.p), int(q.q))
    return out


def exponential_form(e: sympy.Expr) -> sympy.Expr:
    """``e`` with each ``sin``/``cos`` of ``Σ q_v·v`` written through ``w_v = e^{i·v/D_v}``
    (module docstring): a rational function of the ``w_v`` equal to ``e`` at every real
    point."""
    atoms = sorted(e.atoms(sympy.sin, sympy.cos), key=str)
    angles = [linear_angle(t.args[0]) for t in atoms]
    den: dict[sympy.Symbol, int] = {}
    for ang in angles:
        for v, q in ang.items():
            den[v] = math.lcm(den.get(v, 1), q.denominator)
    w = {v: sympy.Symbol(f"w_{v}") for v in den}
    subs = {}
    for t, ang in zip(atoms, angles, strict=True):
        big_w = sympy.Mul(*(w[v] ** int(q * den[v]) for v, q in ang.items()))
        if isinstance(t, sympy.cos):
            subs[t] = (big_w + 1 / big_w) / 2
        else:
            subs[t] = (big_w - 1 / big_w) / (2 * sympy.I)
    return e.xreplace(subs)


def conditions_hold(form: TrigForm) -> bool:
    """Whether both conditions (⋆) hold identically, decided exactly by cancelling their
    exponential forms (module docstring)."""
    for c in conditions(form):
        if sympy.cancel(sympy.together(sympy.expand(exponential_form(c)))) != 0:
            return False
    return True


def record(form: TrigForm) -> dict[str, Any]:
    """What was checked, for the report's ``trig`` field."""
    c1, c2 = conditions(form)
    return {
        "function": form.f,
        "n": form.n,
        "k": form.k,
        "a": str(form.a()),
        "theta": str(form.theta),
        "rho": str(form.rho()),
        "phi": str(form.phi),
        "conditions": [f"{c1} = 0", f"{c2} = 0"],
        "check": "exact: sin/cos through w = e^{i·v/D}, sympy cancel",
    }
