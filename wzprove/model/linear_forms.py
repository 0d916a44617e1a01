"""Integer-linear forms of model terms and the ℕ/ℤ divisions that are exact everywhere.

:func:`linear_form` reads a term as an integer-linear sympy expression (ℕ subtraction read as ℤ
subtraction: each is justified on its own by :mod:`wzprove.model.reading`);
:func:`exact_division` says whether a floor division ``a / c`` equals the exact quotient at
every point (a literal ``c`` dividing ``a`` at every residue class, or a factorial quotient
that is a binomial coefficient), which the reading then takes as exact.
"""

from __future__ import annotations

from fractions import Fraction

import sympy

from wzprove.model.identity import Term, symbol_for


def exact_division(t: Term) -> bool:
    """Whether ``t = a / c`` with ``c ≥ 2`` a literal dividing ``a`` everywhere
    (:func:`wzprove.model.cases.divides_everywhere`), or a factorial quotient that is a
    binomial coefficient (:func:`binomial_quotient`)."""
    from wzprove.model.cases import divides_everywhere

    if binomial_quotient(t):
        return True
    c = t.args[1].value if t.args[1].op == "lit" else None
    if not isinstance(c, Fraction) or c.denominator != 1 or c < 2:
        return False
    return divides_everywhere(t.args[0], int(c))


def binomial_quotient(t: Term) -> bool:
    """Whether ``t`` is ``a ! / (b ! * c !)`` at ℕ with ``a = b + c`` as linear forms (ℕ
    subtractions read exactly: :func:`justify` refuses the statement where one may
    truncate): then the quotient is ``C(a, b)``, an integer (``Nat.choose_mul_factorial_mul_
    factorial``), and the floor division is exact."""
    num, den = (strip_cast(x) for x in t.args)
    if t.type != "ℕ" or num.op != "factorial" or den.op != "mul":
        return False
    parts = [strip_cast(x) for x in den.args]
    if any(x.op != "factorial" for x in parts):
        return False
    symbols: dict[str, sympy.Symbol] = {}
    a, b, c = (linear_form(x.args[0], symbols) for x in (num, *parts))
    return a is not None and b is not None and c is not None and sympy.expand(a - b - c) == 0


def exact_quotient(t: Term) -> bool:
    """Whether the ℕ/ℤ division node ``t`` is exact everywhere (:func:`exact_division`):
    the reading takes it as the exact quotient, ``floor(a / c) = a / c`` where ``c ∣ a``."""
    return t.op == "div" and t.type in ("ℕ", "ℤ") and exact_division(t)


def strip_cast(t: Term) -> Term:
    while t.op == "cast":
        t = t.args[0]
    return t


def linear_form(t: Term, symbols: dict[str, sympy.Symbol]) -> sympy.Expr | None:
    """``t`` as a sympy expression if it is integer-linear (else ``None``), reading ℕ
    subtraction as ℤ subtraction (each is justified on its own)."""
    if t.op == "var":
        name = str(t.value)
        symbols.setdefault(name, symbol_for(name, t.type))
        return symbols[name]
    if t.op == "lit":
        return sympy.Rational(t.value.numerator, t.value.denominator)  # type: ignore[union-attr]
    if t.op == "cast":
        return linear_form(t.args[0], symbols)
    if t.op == "neg":
        a = linear_form(t.args[0], symbols)
        return None if a is None else -a
    if t.op in ("add", "sub"):
        a, b = (linear_form(x, symbols) for x in t.args)
        if a is None or b is None:
            return None
        return a + b if t.op == "add" else a - b
    if t.op == "mul":
        a, b = (linear_form(x, symbols) for x in t.args)
        if a is None or b is None:
            return None
        if a.is_number or b.is_number:
            return a * b
    return None


def faithful(t: Term) -> bool:
    """Whether every operation of ``t`` means the same in Lean and in the mathematical
    reading, so that a hypothesis about ``t`` is a fact about its reading: no ℕ subtraction
    (it truncates: ``0 < n - 3000 + 1`` holds for every n, its reading only for n ≥ 3000), no
    division or remainder (floor, ``x / 0 = 0``, and sympy cancels ``x / x``), no power with
    a non-ℕ exponent (``0⁻¹ = 0``, ``Real.rpow`` of a negative base) — breaker run 12g."""
    for s in t.walk():
        if (s.op == "sub" and s.type == "ℕ") or s.op in ("div", "mod", "inv"):
            return False
        if s.op == "pow" and s.args[1].type != "ℕ":
            return False
    return True


def integer_valued(lin: sympy.Expr) -> bool:
    """Whether the linear form ``lin`` takes only integer values: integer coefficients and
    constant, every symbol an integer (ℕ/ℤ; a ℚ/ℝ variable may be 1/1000)."""
    if not all(s.is_integer for s in lin.free_symbols):
        return False
    return all(c.is_Integer for c in sympy.expand(lin).as_coefficients_dict().values())


def never_integer_zero(lin: sympy.Expr) -> bool:
    """Whether the integer-linear form ``lin`` has no zero at integer points: the gcd of its
    variable coefficients does not divide its constant (``2k - 1`` is odd).  Only for forms
    in integer variables (ℕ/ℤ): ``1000 x - 1`` with ``x`` real vanishes at ``x = 1/1000``."""
    if not all(s.is_integer for s in lin.free_symbols):
        return False
    poly = sympy.Poly(lin, *sorted(lin.free_symbols, key=str)) if lin.free_symbols else None
    if poly is None:
        return lin != 0
    coeffs = [c for m, c in poly.terms() if any(m)]
    const = poly.coeff_monomial(1)
    if not all(c.is_Integer for c in coeffs) or not const.is_Integer:
        return False
    g = 0
    for c in coeffs:
        g = sympy.igcd(g, int(c))
    return g > 1 and int(const) % g != 0
