"""Exact real algebraic values for Lean's ``Real.sqrt``, ``Real.cos``, ``Real.sin`` and
``Real.pi``, and exact decisions between them — never a float comparison.

A value of type ``ℝ`` is a :class:`~fractions.Fraction` while it is rational, else a sympy
expression built from rationals, ``sympy.pi``, roots of rationals (``Real.sqrt``, ``Real.rpow``
at rational exponents) and ``cos``/``sin`` at rational multiples of ``π`` (sympy writes many
of these in radicals, ``cos(3π/4) = -√2/2``; the others, such as ``cos(π/7)``, stay as they
are and are algebraic all the same).  Every
operation that gives a rational value gives it back as a ``Fraction``.

Mathlib's conventions:

* ``Real.sqrt x = NNReal.sqrt (Real.toNNReal x)``: ``0`` for ``x ≤ 0`` (``Real.sqrt_eq_zero'``),
  the nonnegative root otherwise; notation ``√x`` is ``prefix:max``
  (``Mathlib/Data/Real/Sqrt.lean``).
* ``Real.cos``, ``Real.sin`` are the usual functions and ``Real.pi`` is ``π``
  (``Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean``); a value is given only
  where the argument is ``c · π`` with ``c`` rational (Niven: elsewhere the values at
  rational points are transcendental, and no exact decision is attempted).

Decisions: :func:`is_zero` is exact — ``sympy.expand`` (an exact rewriting) gives ``0``, or the
minimal polynomial of the value over ``ℚ`` is ``x`` (``sympy.minimal_polynomial``, exact
algebra).  :func:`sign` decides zero that way and the sign of a nonzero value from a
numerical value whose error bound sympy tracks (``evalf`` with a required precision), which
is then far from 0.  A value these cannot decide raises
:class:`~wzprove.model.terms.EvaluationError` (the point is counted as not evaluable).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from wzprove.model.terms import EvaluationError

#: Largest denominator ``q`` of ``c = p/q`` in ``cos (c π)``, ``sin (c π)``.
MAX_TRIG_DENOMINATOR = 24
#: Most operations in an expression handed to the exact decisions.
MAX_OPS = 2_000

Real = Any  # Fraction or a sympy expression (sympy is imported where it is used)


def is_exact(v: object) -> bool:
    """Whether ``v`` is an algebraic (sympy) value rather than a ``Fraction``."""
    return not isinstance(v, (Fraction, bool, int))


def _sym(v: Real):  # noqa: ANN202 - sympy.Expr
    import sympy

    if isinstance(v, (Fraction, int)):
        f = Fraction(v)
        return sympy.Rational(f.numerator, f.denominator)
    return v


def normal(v: Real) -> Real:
    """``v`` as a ``Fraction`` where it is a rational sympy number, else unchanged."""
    import sympy

    if isinstance(v, sympy.Rational):
        return Fraction(int(v.p), int(v.q))
    if isinstance(v, sympy.Basic) and not v.free_symbols:
        e = sympy.expand(v)  # exact; a polynomial in the radicals, collected
        if isinstance(e, sympy.Rational):
            return Fraction(int(e.p), int(e.q))
        if sympy.count_ops(e) > MAX_OPS:
            raise EvaluationError("an algebraic value grew too large to decide exactly")
        return e
    if isinstance(v, sympy.Basic):
        raise EvaluationError(f"{v} is not a number")
    return v


def pi() -> Real:
    import sympy

    return sympy.pi


def add(a: Real, b: Real) -> Real:
    if not is_exact(a) and not is_exact(b):
        return Fraction(a) + Fraction(b)
    return normal(_sym(a) + _sym(b))


def mul(a: Real, b: Real) -> Real:
    if not is_exact(a) and not is_exact(b):
        return Fraction(a) * Fraction(b)
    return normal(_sym(a) * _sym(b))


def neg(a: Real) -> Real:
    return normal(-_sym(a))


def sub(a: Real, b: Real) -> Real:
    if not is_exact(a) and not is_exact(b):
        return Fraction(a) - Fraction(b)
    return normal(_sym(a) - _sym(b))


def div(a: Real, b: Real) -> Real:
    """``a / b`` with Lean's ``a / 0 = 0``."""
    if is_zero(b):
        return Fraction(0)
    return normal(_sym(a) / _sym(b))


def power(base: Real, exponent: int) -> Real:
    """``base ^ exponent`` for an integer exponent (``zpow``: ``0 ^ (-m) = 0``)."""
    if exponent < 0 and is_zero(base):
        return Fraction(0)
    return normal(_sym(base) ** exponent)


#: Largest root index ``q`` of a real power ``x ^ (p/q)`` given as an algebraic value.
MAX_ROOT_INDEX = 64
#: Largest ``|p|`` in such an exponent ``p/q``.
MAX_ROOT_POWER = 4096


def rpow(base: Real, ex: Fraction) -> Real:
    """``Real.rpow base ex`` at a rational exponent ``ex`` (``Real.rpow_intCast`` where it is
    an integer): ``0 ^ ex = 0`` for ``ex ≠ 0`` (``Real.zero_rpow``); the positive real root
    ``base ^ ex`` for ``base > 0``; ``|base| ^ ex · cos (ex π)`` for ``base < 0``
    (``Real.rpow_def_of_neg``).  Exact: a rational value comes back as a ``Fraction``, an
    irrational one as a sympy radical (its minimal polynomial divides ``x ^ q - |base| ^ p``).
    """
    import sympy

    if ex.denominator == 1:
        return power(base, ex.numerator)
    if ex.denominator > MAX_ROOT_INDEX or abs(ex.numerator) > MAX_ROOT_POWER:
        raise EvaluationError(f"the real power with exponent {ex} is not evaluated")
    s = sign(base)
    if s == 0:
        return Fraction(0)
    magnitude = _sym(base if s > 0 else neg(base)) ** sympy.Rational(ex.numerator, ex.denominator)
    if s > 0:
        return normal(magnitude)
    return mul(normal(magnitude), cos(mul(pi(), ex)))


def enclosure(v: Real, prec: int = 200):  # noqa: ANN201 - flint.arb
    """A rigorous ball (python-flint's ``arb``, ``prec`` bits) that contains the value ``v``:
    every operation is done in ball arithmetic, so the true value lies in the result (never a
    float compare).  Raises :class:`EvaluationError` for a form it does not know."""
    import flint
    import sympy

    def go(e):  # noqa: ANN001, ANN202, C901 - one case per form
        if isinstance(e, sympy.Rational):
            return flint.arb(int(e.p)) / int(e.q)
        if e is sympy.pi:
            return flint.arb.pi()
        if e is sympy.E:
            return flint.arb(1).exp()
        if isinstance(e, sympy.Add):
            out = flint.arb(0)
            for a in e.args:
                out += go(a)
            return out
        if isinstance(e, sympy.Mul):
            out = flint.arb(1)
            for a in e.args:
                out *= go(a)
            return out
        if isinstance(e, sympy.Pow):
            b, x = e.args
            if isinstance(x, sympy.Integer):
                return go(b) ** int(x)
            if isinstance(x, sympy.Rational):
                base = go(b)
                if not base > 0:
                    raise EvaluationError(f"cannot enclose {e}: base not provably positive")
                return base ** (flint.arb(int(x.p)) / int(x.q))
            base = go(b)
            if not base > 0:
                raise EvaluationError(f"cannot enclose {e}: base not provably positive")
            return (go(x) * base.log()).exp()
        funcs = {
            sympy.cos: "cos",
            sympy.sin: "sin",
            sympy.tan: "tan",
            sympy.exp: "exp",
            sympy.log: "log",
        }
        for cls, name in funcs.items():
            if isinstance(e, cls):
                arg = go(e.args[0])
                if name == "log" and not arg > 0:
                    raise EvaluationError(f"cannot enclose {e}: argument not provably positive")
                return getattr(arg, name)()
        raise EvaluationError(f"no ball arithmetic for {e}")

    old = flint.ctx.prec
    flint.ctx.prec = prec
    try:
        return go(_sym(v))
    finally:
        flint.ctx.prec = old


def is_zero(v: Real) -> bool:
    """Exactly whether ``v = 0`` (module docstring); a value whose enclosure excludes 0 is
    nonzero (ball arithmetic is rigorous)."""
    import sympy

    if not is_exact(v):
        return v == 0
    e = sympy.expand(v)
    if e == 0:
        return True
    if isinstance(e, sympy.Rational):
        return False
    try:
        ball = enclosure(e)
        if not ball.contains(0):
            return False
    except EvaluationError:
        pass
    x = sympy.Dummy("x")
    try:
        mp = sympy.minimal_polynomial(e, x)
    except (NotImplementedError, sympy.polys.polyerrors.BasePolynomialError) as exc:
        # NotAlgebraic (log 6 - log 2 - log 3) is a BasePolynomialError, not a PolynomialError
        raise EvaluationError(f"cannot decide exactly whether {v} is 0: {exc}") from None
    return sympy.expand(mp - x) == 0


def sign(v: Real) -> int:
    """The sign of ``v`` (-1, 0, 1): zero decided by :func:`is_zero`; a nonzero value's sign
    from its ball (:func:`enclosure`), refined until the ball excludes 0."""
    if not is_exact(v):
        return (v > 0) - (v < 0)
    if is_zero(v):
        return 0
    for prec in (200, 800, 3200):
        try:
            ball = enclosure(v, prec)
        except EvaluationError:
            break
        if ball > 0:
            return 1
        if ball < 0:
            return -1
    approx = v.evalf(50, strict=True)
    if abs(approx) < 1e-40:
        raise EvaluationError(f"cannot decide the sign of {v}")
    return 1 if approx > 0 else -1


def equal(a: Real, b: Real) -> bool:
    """Exactly whether ``a = b``."""
    if not is_exact(a) and not is_exact(b):
        return a == b
    return is_zero(sub(a, b))


def compare(a: Real, b: Real) -> int:
    """The sign of ``a - b``, exactly."""
    if not is_exact(a) and not is_exact(b):
        return (a > b) - (a < b)
    return sign(sub(a, b))


def sqrt(x: Real) -> Real:
    """``Real.sqrt x``: ``0`` for ``x ≤ 0``, the nonnegative square root otherwise."""
    import sympy

    if sign(x) <= 0:
        return Fraction(0)
    return normal(sympy.sqrt(_sym(x)))


def _pi_multiple(x: Real) -> Fraction:
    """``c`` with ``x = c π``, ``c`` rational with a small denominator; else raise."""
    import sympy

    if not is_exact(x):
        if x == 0:
            return Fraction(0)
        raise EvaluationError(f"cos/sin of the rational {x} ≠ 0 is transcendental")
    c = sympy.expand(x / sympy.pi)
    if not isinstance(c, sympy.Rational):
        raise EvaluationError(f"cos/sin at {x}, not a rational multiple of π")
    if c.q > MAX_TRIG_DENOMINATOR:
        raise EvaluationError(f"cos/sin at {x}: denominator over {MAX_TRIG_DENOMINATOR}")
    return Fraction(int(c.p), int(c.q))


def cos(x: Real) -> Real:
    """``Real.cos x`` at ``x = c π`` (``c`` rational)."""
    import sympy

    c = _pi_multiple(x)
    return normal(sympy.cos(sympy.pi * sympy.Rational(c.numerator, c.denominator)))


def sin(x: Real) -> Real:
    """``Real.sin x`` at ``x = c π`` (``c`` rational)."""
    import sympy

    c = _pi_multiple(x)
    return normal(sympy.sin(sympy.pi * sympy.Rational(c.numerator, c.denominator)))


def tan(x: Real) -> Real:
    """``Real.tan x = Real.sin x / Real.cos x`` (``Real.tan_eq_sin_div_cos``), so ``0`` where
    ``cos x = 0`` (``div_zero``): ``tan (π/2) = 0`` in Mathlib."""
    return div(sin(x), cos(x))


def log(x: Real) -> Real:
    """``Real.log x``: ``log |x|`` for ``x ≠ 0`` and ``Real.log 0 = 0``
    (``Real.log_zero``, ``Real.log_abs``; ``Mathlib/Analysis/SpecialFunctions/Log/Basic.lean``);
    ``log 1 = 0`` and ``log (exp y) = y`` are sympy's exact rewritings."""
    import sympy

    s = sign(x)
    if s == 0:
        return Fraction(0)
    a = _sym(x) if s > 0 else -_sym(x)
    return normal(sympy.log(a))


def exp(x: Real) -> Real:
    """``Real.exp x`` (``exp 0 = 1``; other values stay as ``exp`` of their argument)."""
    import sympy

    return normal(sympy.exp(_sym(x)))


def gamma(x: Real) -> Real:
    """``Real.Gamma x`` at integers and half-integers: ``(n - 1)!`` at ``n ≥ 1``, ``0`` at
    ``0`` and the negative integers (``Real.Gamma_zero``, ``Real.Gamma_neg_nat_eq_zero``),
    and ``Γ(n + 1/2)`` in terms of ``√π`` (sympy's exact value, from ``Γ(1/2) = √π``,
    ``Real.Gamma_one_half_eq``, and ``Γ(x + 1) = x Γ(x)``, ``Real.Gamma_add_one``)."""
    import sympy

    if is_exact(x) or Fraction(x).denominator not in (1, 2):
        raise EvaluationError(f"Real.Gamma at {x}: only integers and half-integers are evaluated")
    f = Fraction(x)
    if f.denominator == 1 and f <= 0:
        return Fraction(0)
    if f > 1000 or f < -1000:
        raise EvaluationError(f"Real.Gamma at {x} is too large to evaluate")
    return normal(sympy.gamma(sympy.Rational(f.numerator, f.denominator)))


def beta(x: Real, y: Real) -> Real:
    """``Complex.betaIntegral x y`` at real ``x, y > 0`` (integers or half-integers):
    ``Γ(x) Γ(y) / Γ(x + y)`` (``Complex.Gamma_mul_Gamma_eq_betaIntegral``, which needs
    ``0 < re x`` and ``0 < re y``; elsewhere the integral is not evaluated)."""
    if is_exact(x) or is_exact(y) or Fraction(x) <= 0 or Fraction(y) <= 0:
        raise EvaluationError(f"betaIntegral at ({x}, {y}): only at positive arguments")
    return div(mul(gamma(x), gamma(y)), gamma(add(x, y)))
