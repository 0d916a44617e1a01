"""Exact evaluation of the identity model under Lean's semantics.

:func:`evaluate` computes a term at a point with exact rational arithmetic (never floats)
under these rules, which are Lean 4 core / Mathlib's definitions:

* ``ℕ``: ``a - b = max(a - b, 0)`` (``Nat.sub``), ``a / b = ⌊a / b⌋`` and ``a / 0 = 0``
  (``Nat.div``), ``a % 0 = a`` (``Nat.mod``).
* ``ℤ``: ``/`` and ``%`` are Euclidean division (``Int.ediv``, ``Int.emod``: the remainder is
  never negative), ``a / 0 = 0``, ``a % 0 = a``.
* ``ℚ``, ``ℝ``: ``a / 0 = 0`` and ``0⁻¹ = 0`` (``DivisionRing`` convention in Mathlib);
  ``ℝ`` terms built from rationals are evaluated exactly in ``ℚ``.
* ``x ^ (m : ℕ)`` is ``Monoid.npow`` (``0 ^ 0 = 1``); ``x ^ (m : ℤ)`` is ``zpow`` with
  ``x ^ (-m) = (x ^ m)⁻¹``; ``x ^ (y : ℝ)`` (``Real.rpow``) agrees with ``zpow`` at integers
  and is evaluated exactly at other rationals, as an algebraic value where it is irrational
  (for ``x < 0``, ``x ^ y = |x| ^ y · cos (y π)``, so ``x ^ (1/2 : ℝ) = 0``).
* ``a ∣ b`` in ``ℚ``/``ℝ`` holds iff ``a ≠ 0`` or ``b = 0``; casts go up only
  (``ℕ → ℤ → ℚ → ℝ``), a cast node to ``ℕ`` of a negative value is an error.
* ``Nat.choose n k = 0`` for ``k > n``; ``Nat.descFactorial n k = n (n-1) ⋯ (n-k+1)``
  (zero for ``k > n``); ``Nat.ascFactorial n k = n (n+1) ⋯ (n+k-1)`` (Mathlib's definition
  since 2024).
* ``Nat.stirlingFirst`` (unsigned), ``Nat.stirlingSecond``, ``Nat.fib``, ``Nat.centralBinom``,
  ``catalan``, ``harmonic`` (``ℕ → ℚ``), ``Nat.gcd``/``Int.gcd``, ``Nat.lcm``/``Int.lcm``,
  ``Int.floor``/``Nat.floor``/``Int.ceil``/``Nat.ceil``: Mathlib's definitions, computed and
  bounded by :mod:`wzprove.model.special` (which cites each definition).
* ``Real.sqrt`` (``0`` at ``x ≤ 0``), ``Real.cos``/``Real.sin`` at rational multiples of ``π``,
  ``Real.pi``: exact algebraic values (sympy), computed and compared exactly by
  :mod:`wzprove.model.algebraic` — a value of type ``ℝ`` is a ``Fraction`` while rational;
  likewise ``Real.tan`` (``sin / cos``), ``Real.log`` (``log |x|``, ``log 0 = 0``),
  ``Real.exp``, ``Real.Gamma`` and ``Complex.betaIntegral`` where the value is exact.
* ``∑' k : ℕ, f k`` in ``ℝ``: Mathlib's ``tsum`` (``0`` when not summable), decided by
  :mod:`wzprove.model.series`; a function the statement's file defines by pattern matching:
  its own equations (:mod:`wzprove.model.userdefs`).  ``ℂ`` holds real values only (casts,
  field operations), where its operations agree with ``ℝ``'s.
* Casts ``ℕ → ℤ → ℚ → ℝ`` preserve the value; they matter only for which operation
  the operators above them are.

The generalised binomial ``binomial(a, k)`` (``a`` any rational, ``k`` an integer; zero for
``k < 0``) is the operation of sympy's ``binomial`` and of Mathlib's ``Ring.choose`` at
integer points; it is what :func:`from_sympy` produces, since sympy input has mathematical
rather than Lean semantics.

Sources: Lean 4 core ``Nat.sub``, ``Nat.div``, ``Int.ediv``; Mathlib
``Mathlib/Data/Nat/Choose/Basic.lean``, ``Mathlib/Data/Nat/Factorial/Basic.lean``,
``Mathlib/Algebra/GroupWithZero/Basic.lean`` (``div_zero``, ``inv_zero``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction

from wzprove.model import algebraic, series, special, userdefs
from wzprove.model.terms import (
    EvaluationError,
    SumBinder,
    Term,
    Ty,
    show,
)

# -- exact evaluation under Lean's semantics ---------------------------------------------

#: Largest exponent, factorial argument, special-function argument or number of big-operator
#: terms evaluated.
MAX_SIZE = special.MAX_ARGUMENT


def _int(x: Fraction, what: str) -> int:
    if not isinstance(x, Fraction):
        raise EvaluationError(f"{what}: {x} is not an integer")
    if x.denominator != 1:
        raise EvaluationError(f"{what}: {x} is not an integer")
    return x.numerator


def _check_size(n: int, what: str) -> None:
    if abs(n) > MAX_SIZE:
        shown = str(n) if n.bit_length() < 64 else f"of {n.bit_length()} bits"
        raise EvaluationError(f"{what} {shown} is too large to evaluate (limit {MAX_SIZE})")


def _ediv(a: int, b: int) -> int:
    """Lean's ``Int.ediv``: Euclidean division, ``a / 0 = 0``."""
    if b == 0:
        return 0
    q = a // abs(b)  # floor division by |b| gives a non-negative remainder
    return q if b > 0 else -q


def _falling(a: Fraction, k: int) -> Fraction:
    out = Fraction(1)
    for i in range(k):
        out *= a - i
    return out


def _bounds(binder: SumBinder, lo: Fraction, hi: Fraction) -> range:
    a, b = _int(lo, "lower bound"), _int(hi, "upper bound")
    start, stop = {
        "range": (0, b),
        "Icc": (a, b + 1),
        "Ico": (a, b),
        "Ioc": (a + 1, b + 1),
        "Ioo": (a + 1, b),
    }[binder.kind]
    if binder.index_type == "ℕ":
        start = max(start, 0)
    _check_size(max(stop - start, 0), "number of terms")
    return range(start, stop)


def evaluate(
    term: Term, env: Mapping[str, Fraction | int], *, strict: bool = False
) -> Fraction | bool:
    """Evaluate ``term`` exactly at the point ``env`` (variable name → integer or Fraction).

    Numeric terms give a :class:`~fractions.Fraction`, propositions a ``bool``.  Every
    operation follows Lean 4 / Mathlib's definition at the node's type (module docstring).

    Raises :class:`EvaluationError` for an unbound variable, a non-integer where Lean needs
    one, a negative value at type ``ℕ`` in ``env``, sizes beyond :data:`MAX_SIZE`, or a
    singular point of the generalised binomial or factorial.

    >>> n, k = Term.var("n"), Term.var("k")
    >>> evaluate(Term("sub", (k, n), "ℕ"), {"n": 5, "k": 3})
    Fraction(0, 1)
    >>> evaluate(Term("div", (Term.lit(7), Term.lit(2)), "ℕ"), {})
    Fraction(3, 1)
    >>> evaluate(Term("div", (Term.lit(1, "ℚ"), Term.lit(0, "ℚ")), "ℚ"), {})
    Fraction(0, 1)

    With ``strict=True`` (mathematical semantics, used by the symbolic engine on sympy
    input) a division by zero in ``ℚ``/``ℝ`` (``/`` or a negative power of 0) raises
    :class:`EvaluationError` instead of giving Lean's 0.
    """
    return _Evaluator(env, strict).eval(term)


def user_calls(
    term: Term, env: Mapping[str, Fraction | int]
) -> list[tuple[str, tuple[int, ...], int]]:
    """The calls of the file's own functions that evaluating ``term`` at ``env`` makes
    (name, arguments, value), in order and without repeats — the facts a Lean disproof
    states before ``norm_num``."""
    calls: list = []
    _Evaluator(env, calls=calls).eval(term)
    out: list[tuple[str, tuple[int, ...], int]] = []
    for kind, udef, args, value in calls:
        if kind != "userdef":
            continue
        row = (udef.name, args, value)
        if row not in out:
            out.append(row)
    return out


def real_values(term: Term, env: Mapping[str, Fraction | int]) -> list[tuple[str, tuple, object]]:
    """The values of ``Real.sqrt``/``cos``/``sin``/``tan``/``log``/``exp``/``Gamma`` (and
    ``π``) that evaluating ``term`` at ``env`` computes: (operation, arguments, value)."""
    calls: list = []
    _Evaluator(env, calls=calls).eval(term)
    return [(op, args, v) for kind, op, args, v in calls if kind == "real"]


class _Evaluator:
    def __init__(
        self,
        env: Mapping[str, Fraction | int],
        strict: bool = False,
        inside_def: bool = False,
        calls: list | None = None,
    ):
        self.env: dict[str, Fraction] = {
            k: v if algebraic.is_exact(v) else Fraction(v) for k, v in env.items()
        }
        self.strict = strict
        self.inside_def = inside_def  # evaluating a definition's body: calls look up the memo
        self.calls = calls  # records (definition, arguments, value) of the statement's calls

    def user_call(self, t: Term, args: list) -> Fraction:
        """A call of a function the file defines (:mod:`wzprove.model.userdefs`)."""
        udef = t.value
        assert isinstance(udef, userdefs.UserDef)
        xs = tuple(_int(a, f"argument of {udef.name}") for a in args)
        if self.inside_def:
            return Fraction(userdefs.lookup(udef, xs))

        def body(term: Term, env: Mapping[str, Fraction]) -> Fraction:
            return _Evaluator(env, inside_def=True).num(term)

        v = Fraction(userdefs.call(udef, xs, body))
        if self.calls is not None:
            self.calls.append(("userdef", udef, xs, v.numerator))
        return v

    def tsum(self, t: Term) -> Fraction:
        """``∑' i : ℕ, body`` at this point (:mod:`wzprove.model.series`)."""
        binder = t.value
        assert isinstance(binder, SumBinder)
        saved = self.env.get(binder.index)

        def term_at(j: int) -> Fraction:
            self.env[binder.index] = Fraction(j)
            try:
                return self.num(t.args[0])
            finally:
                if saved is None:
                    self.env.pop(binder.index, None)
                else:
                    self.env[binder.index] = saved

        try:
            return series.tsum(t.args[0], binder.index, term_at, self.num)
        except (TypeError, ValueError, ArithmeticError, NotImplementedError) as exc:
            # sympy's symbolic steps on an unforeseen form: not decided, never a crash
            raise EvaluationError(f"∑' not decided: {type(exc).__name__}: {exc}") from None

    def chain(self, t: Term) -> Fraction:
        """A left-nested chain ``((a ∘ b) ∘ c) ∘ …`` of ``+``, ``-``, ``*`` evaluated without
        recursion along its spine (a sum of 400 terms is 400 nodes deep; new-user F-E),
        left to right, each step at its own node's type (ℕ subtraction truncates there)."""
        spine: list[Term] = []
        u = t
        while u.op in _CHAIN and len(u.args) == 2:
            spine.append(u)
            u = u.args[0]
        acc = self.num(u)
        for node in reversed(spine):
            acc = _arith(node.op, node.type, node, acc, self.num(node.args[1]), self.strict)
        return acc

    def num(self, t: Term) -> Fraction:
        v = self.eval(t)
        if isinstance(v, bool):
            raise EvaluationError(f"expected a number, got a proposition: {show(t)}")
        return v

    def prop(self, t: Term) -> bool:
        v = self.eval(t)
        if not isinstance(v, bool):
            raise EvaluationError(f"expected a proposition, got a number: {show(t)}")
        return v

    def eval(self, t: Term) -> Fraction | bool:  # noqa: C901 - one case per operation
        op, ty = t.op, t.type
        if op == "var":
            name = str(t.value)
            if name not in self.env:
                raise EvaluationError(f"variable {name} has no value")
            x = self.env[name]
            if ty in ("ℕ", "ℤ"):
                _int(x, f"value of {name} : {ty}")
            if ty == "ℕ" and x < 0:
                raise EvaluationError(f"value of {name} : ℕ is negative ({x})")
            return x
        if op == "lit":
            assert isinstance(t.value, Fraction)
            return t.value
        if op == "true":
            return True
        if op == "false":
            return False
        if op in ("and", "or"):
            a = self.prop(t.args[0])
            if op == "and":
                return a and self.prop(t.args[1])
            return a or self.prop(t.args[1])
        if op == "not":
            return not self.prop(t.args[0])
        if op == "ite":
            return self.eval(t.args[1]) if self.prop(t.args[0]) else self.eval(t.args[2])
        if op in ("sum", "prod"):
            binder = t.value
            assert isinstance(binder, SumBinder)
            lo, hi = self.num(t.args[0]), self.num(t.args[1])
            acc = Fraction(0) if op == "sum" else Fraction(1)
            saved = self.env.get(binder.index)
            for i in _bounds(binder, lo, hi):
                self.env[binder.index] = Fraction(i)
                v = self.num(t.args[2])
                if algebraic.is_exact(v) or algebraic.is_exact(acc):
                    acc = algebraic.add(acc, v) if op == "sum" else algebraic.mul(acc, v)
                else:
                    acc = acc + v if op == "sum" else acc * v
            if saved is None:
                self.env.pop(binder.index, None)
            else:
                self.env[binder.index] = saved
            return acc
        if op in ("eq", "ne", "lt", "le", "gt", "ge"):
            a, b = self.num(t.args[0]), self.num(t.args[1])
            if algebraic.is_exact(a) or algebraic.is_exact(b):
                sgn = algebraic.compare(a, b)
                a, b = Fraction(sgn), Fraction(0)
            return {
                "eq": a == b,
                "ne": a != b,
                "lt": a < b,
                "le": a <= b,
                "gt": a > b,
                "ge": a >= b,
            }[op]
        if op == "dvd":
            a, b = self.num(t.args[0]), self.num(t.args[1])
            if t.args[0].type in ("ℚ", "ℝ", "ℂ"):
                # in a field every a ≠ 0 divides everything (b = a * (b / a))
                return not algebraic.is_zero(a) or algebraic.is_zero(b)
            ai, bi = _int(a, "divisor"), _int(b, "dividend")
            return bi == 0 if ai == 0 else bi % ai == 0
        if op == "tsum":
            return self.tsum(t)
        if op in _CHAIN and len(t.args) == 2 and t.args[0].op in _CHAIN:
            return self.chain(t)
        args = [self.num(a) for a in t.args]
        if op == "userdef":
            return self.user_call(t, args)
        if op in _REAL_FUNCS or any(algebraic.is_exact(a) for a in args):
            v = _real(op, t, args, self.strict)
            if self.calls is not None and op in _REAL_FUNCS:
                self.calls.append(("real", op, tuple(args), v))
            return v
        if op in _CHAIN:
            return _arith(op, ty, t, args[0], args[1], self.strict)
        if op == "neg":
            if ty == "ℕ":
                raise EvaluationError("negation at type ℕ")
            return -args[0]
        if op == "div":
            a, b = args
            if ty in ("ℕ", "ℤ"):
                ai, bi = _int(a, "dividend"), _int(b, "divisor")
                return Fraction(ai // bi if bi and ty == "ℕ" else _ediv(ai, bi))
            if b == 0 and self.strict:
                raise EvaluationError(f"division by zero in {show(t)}")
            return Fraction(0) if b == 0 else a / b
        if op == "mod":
            ai, bi = _int(args[0], "dividend"), _int(args[1], "divisor")
            if bi == 0:
                return Fraction(ai)
            return Fraction(ai - bi * _ediv(ai, bi))
        if op == "abs":
            return abs(args[0])
        if op == "pow":
            if self.strict and args[0] == 0 and args[1] < 0:
                raise EvaluationError(f"division by zero: 0 ^ {args[1]} in {show(t)}")
            return _pow(args[0], args[1], t.args[1].type)
        if op == "cast":
            x = args[0]
            if ty in ("ℕ", "ℤ") and x.denominator != 1:
                raise EvaluationError(f"cast of the non-integer {x} to {ty}")
            if ty == "ℕ" and x < 0:
                raise EvaluationError(f"cast of the negative value {x} to ℕ")
            return x
        if op == "factorial":
            m = _int(args[0], "factorial argument")
            if m < 0:
                raise EvaluationError(f"factorial of negative integer {m}")
            _check_size(m, "factorial argument")
            return Fraction(_factorial(m))
        if op == "choose":
            m, j = _int(args[0], "choose argument"), _int(args[1], "choose argument")
            _check_size(min(j, m - j) if 0 <= j <= m else 0, "choose argument")
            return Fraction(_binom_nat(m, j))
        if op == "binomial":
            a = args[0]
            j = _int(args[1], "binomial lower argument")
            if j < 0:
                return Fraction(0)
            _check_size(j, "binomial lower argument")
            if a.denominator == 1 and 0 <= a.numerator:
                return Fraction(_binom_nat(a.numerator, j))
            return _falling(a, j) / _factorial(j)
        if op == "descfact":
            m, j = _int(args[0], "descFactorial argument"), _int(args[1], "descFactorial")
            _check_size(j, "descFactorial argument")
            if j > m:
                return Fraction(0)
            _check_bits(m, j, "descFactorial")
            return _falling(Fraction(m), j)
        if op == "ascfact":
            m, j = _int(args[0], "ascFactorial argument"), _int(args[1], "ascFactorial")
            _check_size(j, "ascFactorial argument")
            _check_bits(m + j, j, "ascFactorial")
            out = 1
            for i in range(j):
                out *= m + i
            return Fraction(out)
        if op in _SPECIAL:
            return _special(op, ty, t, args)
        raise EvaluationError(f"cannot evaluate operation {op}")


#: The binary operations :meth:`_Evaluator.chain` evaluates along a left-nested spine.
_CHAIN = frozenset({"add", "sub", "mul"})


def _arith(op: str, ty: Ty, t: Term, a: Fraction, b: Fraction, strict: bool) -> Fraction:
    """``a + b``, ``a - b`` (truncated at ``ℕ``: ``Nat.sub``) or ``a * b`` at type ``ty``;
    exact algebraic operands go through :func:`_real`."""
    if algebraic.is_exact(a) or algebraic.is_exact(b):
        return _real(op, t, [a, b], strict)
    if op == "add":
        return a + b
    if op == "mul":
        return a * b
    d = a - b
    return max(d, Fraction(0)) if ty == "ℕ" else d


#: Largest number of bits of a power's result (about 300 000 decimal digits).
MAX_BITS = 1_000_000

_SPECIAL = frozenset(
    {"stirling1", "stirling2", "fib", "centralbinom", "catalan", "harmonic"}
    | {"gcd", "lcm", "floor", "ceil"}
)


_REAL_FUNCS = frozenset({"sqrt", "cos", "sin", "pi", "tan", "log", "exp", "gamma", "beta"})


def _real(op: str, t: Term, args: list, strict: bool) -> Fraction:
    """An ``ℝ`` operation on exact algebraic values (:mod:`wzprove.model.algebraic`):
    ``Real.sqrt``, ``Real.cos``, ``Real.sin``, ``Real.pi``, and field operations and integer
    powers of irrational values.  Anything else of an irrational value is not evaluated."""
    if op == "pi":
        return algebraic.pi()
    unary = {
        "sqrt": algebraic.sqrt,
        "cos": algebraic.cos,
        "sin": algebraic.sin,
        "tan": algebraic.tan,
        "log": algebraic.log,
        "exp": algebraic.exp,
        "gamma": algebraic.gamma,
        "neg": algebraic.neg,
        "abs": lambda x: x if algebraic.sign(x) >= 0 else algebraic.neg(x),
    }
    if op in unary:
        return unary[op](args[0])
    binary = {
        "add": algebraic.add,
        "sub": algebraic.sub,
        "mul": algebraic.mul,
        "beta": algebraic.beta,
    }
    if op in binary:
        return binary[op](*args)
    if op == "div" and t.type in ("ℚ", "ℝ", "ℂ"):
        if strict and algebraic.is_zero(args[1]):
            raise EvaluationError(f"division by zero in {show(t)}")
        return algebraic.div(*args)
    if op == "pow" and not algebraic.is_exact(args[1]) and args[1].denominator == 1:
        e = args[1].numerator
        _check_size(e, "exponent")
        if strict and e < 0 and algebraic.is_zero(args[0]):
            raise EvaluationError(f"division by zero: 0 ^ {e} in {show(t)}")
        return algebraic.power(args[0], e)
    if op == "pow" and not algebraic.is_exact(args[1]) and t.args[1].type == "ℝ":
        _check_size(args[1].numerator, "exponent")
        return algebraic.rpow(args[0], args[1])  # Real.rpow at a rational exponent
    raise EvaluationError(f"{op} of an irrational value is not evaluated: {show(t)}")


def _check_bits(base: int, length: int, what: str) -> None:
    """Refuse a product of ``length`` factors of absolute value at most ``|base|`` whose
    bound ``|base| ^ length`` has more than :data:`MAX_BITS` bits."""
    if abs(base) > 1 and abs(base).bit_length() * length > MAX_BITS:
        raise EvaluationError(f"{what} of length {length} from {base} is too large to evaluate")


def _special(op: str, ty: Ty, t: Term, args: list[Fraction]) -> Fraction:
    """The functions of :mod:`wzprove.model.special` (Mathlib's definitions, cited there):
    ``ℕ`` operands except ``Int.gcd``/``Int.lcm`` (ℤ) and ``floor``/``ceil`` (any type)."""
    if op in ("floor", "ceil"):
        to_nat = ty == "ℕ"
        fn = special.floor if op == "floor" else special.ceil
        return Fraction(fn(args[0], to_nat))
    xs = [_int(a, f"{op} argument") for a in args]
    if op in ("gcd", "lcm"):
        return Fraction((special.gcd if op == "gcd" else special.lcm)(*xs))
    if any(x < 0 for x in xs):
        raise EvaluationError(f"negative argument of {show(t)} at type ℕ")
    if op == "harmonic":
        return special.harmonic(xs[0])
    one = {
        "fib": special.fib,
        "centralbinom": special.central_binom,
        "catalan": special.catalan,
    }
    if op in one:
        return Fraction(one[op](xs[0]))
    two = {"stirling1": special.stirling_first, "stirling2": special.stirling_second}
    return Fraction(two[op](xs[0], xs[1]))


def _pow(base: Fraction, ex: Fraction, ex_type: Ty) -> Fraction:
    """``base ^ ex`` where the exponent has type ``ex_type``.

    ℕ exponent: ``Monoid.npow`` (``0 ^ 0 = 1``); ℤ exponent: ``zpow``, ``x ^ (-m) = (x ^ m)⁻¹``
    with ``0⁻¹ = 0``; ℝ exponent (``Real.rpow``): at an integer it agrees with ``zpow``
    (``Real.rpow_intCast``, and ``0 ^ y = 0`` for ``y ≠ 0``); at a non-integer ``p/q`` it is
    a ``Fraction`` where the result is rational (``base > 0`` a perfect ``q``-th power, or
    ``base < 0`` where ``x ^ y = |x| ^ y · cos (y π)`` (``Real.rpow_def_of_neg``) is rational —
    in particular ``x ^ (1/2 : ℝ) = 0`` for ``x < 0``), else the exact algebraic value of
    :func:`wzprove.model.algebraic.rpow`.
    """
    if ex.denominator != 1:
        if ex_type != "ℝ":
            raise EvaluationError(f"exponent {ex} is not an integer")
        if base == 0:
            return Fraction(0)
        if base < 0:
            # Real.rpow_def_of_neg: x ^ y = exp (log x * y) * cos (y * π) = |x| ^ y * cos (y π)
            factor = _cos_pi(ex)
            if factor is None:
                return algebraic.rpow(base, ex)  # an algebraic value
            if factor == 0:
                return Fraction(0)
            return algebraic.mul(factor, _pow(-base, ex, "ℝ"))
        root = _exact_root(base, ex.denominator)
        if root is None:
            return algebraic.rpow(base, ex)  # an irrational root: an algebraic value
        return _pow(root, Fraction(ex.numerator), "ℤ")
    e = ex.numerator
    if e < 0 and ex_type == "ℕ":
        raise EvaluationError("negative exponent at type ℕ")
    if abs(base) not in (0, 1):
        _check_size(e, "exponent")
        bits = max(base.numerator.bit_length(), base.denominator.bit_length())
        if bits * abs(e) > MAX_BITS:
            raise EvaluationError(f"power {base} ^ {e} is too large to evaluate")
    if e >= 0:
        return base**e
    return Fraction(0) if base == 0 else 1 / base ** (-e)


def _cos_pi(y: Fraction) -> Fraction | None:
    """``cos (y π)`` where it is rational (denominator of ``y`` at most 3; Niven's theorem
    says these are the only rational values), else ``None``."""
    q, p = y.denominator, y.numerator
    if q == 1:
        return Fraction(1 if p % 2 == 0 else -1)
    if q == 2:
        return Fraction(0)
    if q == 3:
        return Fraction(1, 2) if p % 6 in (1, 5) else Fraction(-1, 2)
    return None


def _exact_root(x: Fraction, q: int) -> Fraction | None:
    """The rational ``q``-th root of ``x > 0``, or ``None`` where it is irrational."""
    _check_size(q, "root index")

    def iroot(m: int) -> int | None:
        r = round(m ** (1.0 / q)) if m.bit_length() < 1000 else None
        if r is None:
            lo, hi = 0, 1 << (m.bit_length() // q + 1)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if mid**q <= m:
                    lo = mid
                else:
                    hi = mid - 1
            r = lo
        for c in (r - 1, r, r + 1):
            if c >= 0 and c**q == m:
                return c
        return None

    num, den = iroot(x.numerator), iroot(x.denominator)
    if num is None or den is None:
        return None
    return Fraction(num, den)


def _factorial(m: int) -> int:
    return math.factorial(m)


def _binom_nat(m: int, j: int) -> int:
    """``Nat.choose`` extended by 0 outside ``0 ≤ j ≤ m`` (``m ≥ 0``)."""
    if j < 0 or m < 0 or j > m:
        return 0
    return math.comb(m, j)
