"""The dialect-neutral model of an identity, and its exact evaluation under Lean's semantics.

An :class:`Identity` is a universally quantified equation ``lhs = rhs`` over variables with
types, under hypotheses.  Its sides are :class:`Term` trees whose every node records the type
at which the operation happens, so that ``n - k`` in ``ℕ`` (truncated subtraction) and
``(n : ℚ) - k`` are different operations, exactly as in Lean 4 / Mathlib.

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
  and is evaluated at other rationals only where the value is rational (for ``x < 0``,
  ``x ^ y = |x| ^ y · cos (y π)``, so ``x ^ (1/2 : ℝ) = 0``).
* ``a ∣ b`` in ``ℚ``/``ℝ`` holds iff ``a ≠ 0`` or ``b = 0``; casts go up only
  (``ℕ → ℤ → ℚ → ℝ``), a cast node to ``ℕ`` of a negative value is an error.
* ``Nat.choose n k = 0`` for ``k > n``; ``Nat.descFactorial n k = n (n-1) ⋯ (n-k+1)``
  (zero for ``k > n``); ``Nat.ascFactorial n k = n (n+1) ⋯ (n+k-1)`` (Mathlib's definition
  since 2024).
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

import itertools
import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Literal

import sympy

from wzprove.model.limits import LimitError, check_operation, shown

Ty = Literal["ℕ", "ℤ", "ℚ", "ℝ", "Prop"]
"""The type of a term: Lean's ``ℕ``, ``ℤ``, ``ℚ``, ``ℝ``, or ``Prop`` for hypotheses."""

NUMERIC_TYPES: tuple[Ty, ...] = ("ℕ", "ℤ", "ℚ", "ℝ")

#: Term operations and their arities (``None``: variable).
OPS: dict[str, int | None] = {
    "var": 0,  # value = name
    "lit": 0,  # value = Fraction
    "add": 2,
    "sub": 2,
    "mul": 2,
    "div": 2,
    "mod": 2,
    "neg": 1,
    "pow": 2,  # exponent's own type says npow (ℕ) or zpow (ℤ)
    "choose": 2,  # Nat.choose, ℕ → ℕ → ℕ
    "binomial": 2,  # generalised binomial (sympy's binomial, Mathlib's Ring.choose)
    "factorial": 1,  # Nat.factorial
    "descfact": 2,  # Nat.descFactorial
    "ascfact": 2,  # Nat.ascFactorial
    "cast": 1,  # to the node's type
    "abs": 1,
    "sum": 3,  # (lower, upper, body), value = SumBinder
    "prod": 3,  # likewise
    "ite": 3,  # (cond, then, else)
    "eq": 2,
    "ne": 2,
    "lt": 2,
    "le": 2,
    "gt": 2,
    "ge": 2,
    "dvd": 2,
    "and": 2,
    "or": 2,
    "not": 1,
    "true": 0,
    "false": 0,
}

SetKind = Literal["range", "Icc", "Ico", "Ioc", "Ioo"]
"""How a big operator's index set was written: ``Finset.range e`` (lower is the literal 0),
``Finset.Icc a b``, ``Finset.Ico a b``, ``Finset.Ioc a b``, ``Finset.Ioo a b``."""


class ModelError(Exception):
    """Base class of errors about the identity model."""


class EvaluationError(ModelError):
    """A term cannot be evaluated at a point (unbound variable, non-integer where Lean needs
    one, a value too large to compute, or a singular point of a mathematical operation)."""


@dataclass(frozen=True)
class SumBinder:
    """The binder of a big operator: index name, its type and how the set was written."""

    index: str
    index_type: Ty = "ℕ"
    kind: SetKind = "range"


Value = Fraction | str | SumBinder | None


@dataclass(frozen=True)
class Term:
    """A typed term.  ``op`` is a key of :data:`OPS`; ``args`` its operands; ``type`` the
    type at which the operation happens (for ``cast``, the target type); ``value`` the
    variable name, the literal, or the :class:`SumBinder` of ``sum``/``prod``."""

    op: str
    args: tuple[Term, ...] = ()
    type: Ty = "ℕ"
    value: Value = None

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ModelError(f"unknown term operation {self.op!r}")
        arity = OPS[self.op]
        if arity is not None and len(self.args) != arity:
            raise ModelError(f"{self.op} takes {arity} operands, got {len(self.args)}")

    # -- construction helpers -------------------------------------------------------------
    @staticmethod
    def var(name: str, ty: Ty = "ℕ") -> Term:
        return Term("var", (), ty, name)

    @staticmethod
    def lit(value: int | Fraction | str, ty: Ty = "ℕ") -> Term:
        return Term("lit", (), ty, Fraction(value))

    def __str__(self) -> str:
        return show(self)

    def walk(self) -> Iterator[Term]:
        """All subterms, this one first (pre-order)."""
        yield self
        for a in self.args:
            yield from a.walk()

    def free_vars(self) -> set[str]:
        """Names of the variables free in this term (big-operator indices are bound)."""
        if self.op == "var":
            return {str(self.value)}
        if self.op in ("sum", "prod"):
            assert isinstance(self.value, SumBinder)
            lo, hi, body = self.args
            return lo.free_vars() | hi.free_vars() | (body.free_vars() - {self.value.index})
        out: set[str] = set()
        for a in self.args:
            out |= a.free_vars()
        return out


@dataclass(frozen=True)
class Variable:
    """A universally quantified variable of a statement."""

    name: str
    type: Ty
    binder: Literal["explicit", "implicit", "instance", "strict"] = "explicit"


@dataclass(frozen=True)
class SourceLocation:
    """Where something stands in its input: 1-based line and column."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclass
class Identity:
    """A statement ``∀ variables, hypotheses → lhs = rhs``.

    ``domain`` is the type of both sides.  ``statement`` is the theorem's text verbatim
    (from ``theorem`` to just before ``:=``) when it was read from Lean, ``header`` the
    text before the theorem (imports, ``open``, definitions); both are kept so that sketches
    and the audit reproduce the user's statement exactly.  ``binders_text`` holds each binder
    verbatim (``"(n : ℕ)"``, ``"(h : 1 ≤ n)"``) and ``conclusion_text`` the proposition after
    the colon, so that a disproof can state ``¬ (∀ binders, conclusion)`` in the user's words.
    """

    name: str
    variables: list[Variable]
    hypotheses: list[Term]
    lhs: Term
    rhs: Term
    domain: Ty
    relation: Literal["eq"] = "eq"
    statement: str | None = None
    header: str = ""
    source: SourceLocation | None = None
    hypothesis_names: list[str] = field(default_factory=list)
    binders_text: list[str] = field(default_factory=list)
    conclusion_text: str | None = None

    def variable(self, name: str) -> Variable:
        """The variable called ``name``; raises ``KeyError`` if there is none."""
        for v in self.variables:
            if v.name == name:
                return v
        raise KeyError(name)

    def numeric_variables(self) -> list[Variable]:
        """The variables of type ℕ, ℤ, ℚ or ℝ, in binder order."""
        return [v for v in self.variables if v.type in NUMERIC_TYPES]

    def hypotheses_hold(self, env: Mapping[str, Fraction | int]) -> bool:
        """Whether every hypothesis is true at ``env`` under Lean's semantics."""
        return all(evaluate(h, env) is True for h in self.hypotheses)

    def sides(self, env: Mapping[str, Fraction | int]) -> tuple[Fraction, Fraction]:
        """Exact values of ``(lhs, rhs)`` at ``env``; raises :class:`EvaluationError`."""
        left, right = evaluate(self.lhs, env), evaluate(self.rhs, env)
        assert isinstance(left, Fraction) and isinstance(right, Fraction)
        return left, right

    def holds_at(self, env: Mapping[str, Fraction | int]) -> bool | None:
        """``None`` where a hypothesis fails at ``env``; else whether ``lhs = rhs`` there."""
        if not self.hypotheses_hold(env):
            return None
        left, right = self.sides(env)
        return left == right


@dataclass(frozen=True)
class TextPrefix:
    """The first ``end`` characters of ``text``, kept as a reference to the shared text
    rather than a copy: the header of each theorem of a file is the text before it, and
    copies would cost memory quadratic in the number of theorems."""

    text: str
    end: int


def _get_header(self: Identity) -> str:
    src = self.__dict__.get("_header", "")
    return src.text[: src.end] if isinstance(src, TextPrefix) else src


def _set_header(self: Identity, value: str | TextPrefix) -> None:
    self.__dict__["_header"] = value


# ``header`` reads the text before the theorem from a shared TextPrefix when the parser
# gave one (assigned after the dataclass is made, so that ``Identity(header=...)``,
# ``replace`` and ``asdict`` work as for a plain field)
Identity.header = property(_get_header, _set_header)  # type: ignore[assignment]


# -- exact evaluation under Lean's semantics ---------------------------------------------

#: Largest exponent, factorial argument or number of big-operator terms evaluated.
MAX_SIZE = 20_000


def _int(x: Fraction, what: str) -> int:
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


class _Evaluator:
    def __init__(self, env: Mapping[str, Fraction | int], strict: bool = False):
        self.env: dict[str, Fraction] = {k: Fraction(v) for k, v in env.items()}
        self.strict = strict

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
                acc = acc + v if op == "sum" else acc * v
            if saved is None:
                self.env.pop(binder.index, None)
            else:
                self.env[binder.index] = saved
            return acc
        if op in ("eq", "ne", "lt", "le", "gt", "ge"):
            a, b = self.num(t.args[0]), self.num(t.args[1])
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
            if t.args[0].type in ("ℚ", "ℝ"):
                # in a field every a ≠ 0 divides everything (b = a * (b / a))
                return a != 0 or b == 0
            ai, bi = _int(a, "divisor"), _int(b, "dividend")
            return bi == 0 if ai == 0 else bi % ai == 0
        args = [self.num(a) for a in t.args]
        if op == "add":
            return args[0] + args[1]
        if op == "mul":
            return args[0] * args[1]
        if op == "neg":
            if ty == "ℕ":
                raise EvaluationError("negation at type ℕ")
            return -args[0]
        if op == "sub":
            d = args[0] - args[1]
            return max(d, Fraction(0)) if ty == "ℕ" else d
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
            return Fraction(0) if j > m else _falling(Fraction(m), j)
        if op == "ascfact":
            m, j = _int(args[0], "ascFactorial argument"), _int(args[1], "ascFactorial")
            _check_size(j, "ascFactorial argument")
            out = 1
            for i in range(j):
                out *= m + i
            return Fraction(out)
        raise EvaluationError(f"cannot evaluate operation {op}")


#: Largest number of bits of a power's result (about 300 000 decimal digits).
MAX_BITS = 1_000_000


def _pow(base: Fraction, ex: Fraction, ex_type: Ty) -> Fraction:
    """``base ^ ex`` where the exponent has type ``ex_type``.

    ℕ exponent: ``Monoid.npow`` (``0 ^ 0 = 1``); ℤ exponent: ``zpow``, ``x ^ (-m) = (x ^ m)⁻¹``
    with ``0⁻¹ = 0``; ℝ exponent (``Real.rpow``): at an integer it agrees with ``zpow``
    (``Real.rpow_intCast``, and ``0 ^ y = 0`` for ``y ≠ 0``); at a non-integer ``p/q`` it is
    evaluated only where the result is rational: ``base > 0`` a perfect ``q``-th power, or
    ``base < 0`` where ``x ^ y = |x| ^ y · cos (y π)`` (``Real.rpow_def_of_neg``) is rational —
    in particular ``x ^ (1/2 : ℝ) = 0`` for ``x < 0``.
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
                raise EvaluationError(f"{base} ^ {ex} is not rational")
            if factor == 0:
                return Fraction(0)
            return factor * _pow(-base, ex, "ℝ")
        root = _exact_root(base, ex.denominator)
        if root is None:
            raise EvaluationError(f"{base} ^ {ex} is not rational")
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


# -- display ------------------------------------------------------------------------------

_INFIX = {
    "add": "+",
    "sub": "-",
    "mul": "*",
    "div": "/",
    "mod": "%",
    "pow": "^",
    "eq": "=",
    "ne": "≠",
    "lt": "<",
    "le": "≤",
    "gt": ">",
    "ge": "≥",
    "dvd": "∣",
    "and": "∧",
    "or": "∨",
}
_FUNC = {
    "choose": "choose",
    "binomial": "binomial",
    "factorial": "factorial",
    "descfact": "descFactorial",
    "ascfact": "ascFactorial",
    "abs": "abs",
}


def show(t: Term) -> str:
    """A compact, typed, fully parenthesised rendering for messages and debugging (not Lean
    syntax: ``wzprove.lean`` renders Lean)."""
    if t.op == "var":
        return str(t.value)
    if t.op == "lit":
        return str(t.value)
    if t.op in ("true", "false"):
        return t.op.capitalize()
    if t.op in _INFIX:
        a, b = t.args
        tag = f"[{t.type}]" if t.op in ("sub", "div", "mod") else ""
        return f"({show(a)} {_INFIX[t.op]}{tag} {show(b)})"
    if t.op == "neg":
        return f"-{show(t.args[0])}"
    if t.op == "not":
        return f"¬{show(t.args[0])}"
    if t.op == "cast":
        return f"({show(t.args[0])} : {t.type})"
    if t.op in _FUNC:
        return f"{_FUNC[t.op]}({', '.join(show(a) for a in t.args)})"
    if t.op == "ite":
        c, a, b = t.args
        return f"(if {show(c)} then {show(a)} else {show(b)})"
    if t.op in ("sum", "prod"):
        binder = t.value
        assert isinstance(binder, SumBinder)
        lo, hi, body = t.args
        sym = "∑" if t.op == "sum" else "∏"
        return f"{sym} {binder.index} ∈ {binder.kind}({show(lo)}, {show(hi)}), {show(body)}"
    return f"{t.op}({', '.join(show(a) for a in t.args)})"


# -- conversion to and from sympy ---------------------------------------------------------


@dataclass(frozen=True)
class SympyForm:
    """A term's mathematical reading as a sympy expression.

    ``caveats`` lists the places where Lean's semantics and the mathematical reading can
    differ (ℕ truncated subtraction, ℕ/ℤ division, division by a possibly zero value,
    ``Nat.choose`` of a possibly negative difference).  Where ``caveats`` is empty the two
    agree everywhere the expression is defined; otherwise callers must check agreement at
    the points they rely on (the sketch and falsity checks do, with :func:`evaluate`).
    """

    expr: sympy.Expr
    caveats: tuple[str, ...]
    symbols: Mapping[str, sympy.Symbol]


def symbol_for(name: str, ty: Ty) -> sympy.Symbol:
    """The sympy symbol used for a variable ``name`` of type ``ty`` (assumptions: ℕ →
    nonnegative integer, ℤ → integer, ℚ/ℝ → rational/real)."""
    if ty == "ℕ":
        return sympy.Symbol(name, integer=True, nonnegative=True)
    if ty == "ℤ":
        return sympy.Symbol(name, integer=True)
    if ty == "ℚ":
        return sympy.Symbol(name, rational=True)
    return sympy.Symbol(name, real=True)


def to_sympy(term: Term, types: Mapping[str, Ty] | None = None) -> SympyForm:
    """Read ``term`` as a mathematical sympy expression (see :class:`SympyForm`).

    ``types`` gives the types of the free variables (default: the types recorded on the
    ``var`` nodes).  ``Nat.choose`` becomes ``binomial``, factorials ``factorial``,
    ``descFactorial``/``ascFactorial`` ``FallingFactorial``/``RisingFactorial``, big
    operators ``Sum``/``Product`` with inclusive bounds.  Raises :class:`ModelError` for
    propositions other than the condition of an ``ite`` (which becomes ``Piecewise``).
    """
    caveats: list[str] = []
    symbols: dict[str, sympy.Symbol] = {}

    def sym(name: str, ty: Ty) -> sympy.Symbol:
        if types and name in types:
            ty = types[name]
        if name not in symbols:
            symbols[name] = symbol_for(name, ty)
        return symbols[name]

    def go(t: Term) -> sympy.Basic:  # noqa: C901 - one case per operation
        op = t.op
        if op == "var":
            return sym(str(t.value), t.type)
        if op == "lit":
            assert isinstance(t.value, Fraction)
            return sympy.Rational(t.value.numerator, t.value.denominator)
        a = [go(x) for x in t.args] if op not in ("sum", "prod", "ite") else []
        if op == "add":
            return a[0] + a[1]
        if op == "mul":
            return a[0] * a[1]
        if op == "neg":
            return -a[0]
        if op == "sub":
            if t.type == "ℕ" and not _nonneg(a[0] - a[1]):
                caveats.append(f"ℕ subtraction {show(t)} truncates at 0")
            return a[0] - a[1]
        if op == "div":
            if t.type in ("ℕ", "ℤ"):
                caveats.append(f"{t.type} division {show(t)} rounds down")
                return sympy.floor(a[0] / a[1])
            if not _nonzero(a[1]):
                caveats.append(f"division {show(t)} is 0 in Lean where the divisor is 0")
            return a[0] / a[1]
        if op == "mod":
            caveats.append(f"{show(t)}: remainder")
            return sympy.Mod(a[0], a[1])
        if op == "pow":
            _refuse_huge(op, a)
            return a[0] ** a[1]
        if op == "cast":
            return a[0]
        if op == "abs":
            return sympy.Abs(a[0])
        if op in ("choose", "binomial"):
            _refuse_huge(op, a)
            return sympy.binomial(a[0], a[1])
        if op == "factorial":
            _refuse_huge(op, a)
            return sympy.factorial(a[0])
        if op == "descfact":
            _refuse_huge(op, a)
            return sympy.FallingFactorial(a[0], a[1])
        if op == "ascfact":
            _refuse_huge(op, a)
            return sympy.RisingFactorial(a[0], a[1])
        if op in ("sum", "prod"):
            binder = t.value
            assert isinstance(binder, SumBinder)
            idx = sym(binder.index, binder.index_type)
            lo, hi, body = (go(x) for x in t.args)
            for bound in (lo, hi):
                big = [c for c in bound.atoms(sympy.Rational) if abs(c.p) > MAX_SIZE]
                if big:
                    raise ModelError(
                        f"the bound {shown(bound)} of {show(t)[:60]} holds the constant "
                        f"{shown(big[0])}, beyond the limit {MAX_SIZE} of exact evaluation"
                    )
            start, stop = {
                "range": (sympy.Integer(0), hi - 1),
                "Icc": (lo, hi),
                "Ico": (lo, hi - 1),
                "Ioc": (lo + 1, hi),
                "Ioo": (lo + 1, hi - 1),
            }[binder.kind]
            cls = sympy.Sum if op == "sum" else sympy.Product
            return cls(body, (idx, start, stop))
        if op == "ite":
            c, x, y = t.args
            return sympy.Piecewise((go(x), go_prop(c)), (go(y), True))
        raise ModelError(f"{op} has no sympy reading as a number")

    rel = {
        "eq": sympy.Eq,
        "ne": sympy.Ne,
        "lt": sympy.Lt,
        "le": sympy.Le,
        "gt": sympy.Gt,
        "ge": sympy.Ge,
    }

    def go_prop(t: Term) -> sympy.Basic:
        if t.op in rel:
            return rel[t.op](go(t.args[0]), go(t.args[1]))
        if t.op == "and":
            return sympy.And(go_prop(t.args[0]), go_prop(t.args[1]))
        if t.op == "or":
            return sympy.Or(go_prop(t.args[0]), go_prop(t.args[1]))
        if t.op == "not":
            return sympy.Not(go_prop(t.args[0]))
        if t.op in ("true", "false"):
            return sympy.true if t.op == "true" else sympy.false
        if t.op == "dvd":
            return sympy.Eq(sympy.Mod(go(t.args[1]), go(t.args[0])), 0)
        raise ModelError(f"{t.op} has no sympy reading as a condition")

    expr = go(term)
    return SympyForm(sympy.sympify(expr), tuple(dict.fromkeys(caveats)), symbols)


def _refuse_huge(op: str, args: Sequence[sympy.Basic]) -> None:
    """:func:`wzprove.model.limits.check_operation` raising :class:`ModelError`: sympy evaluates
    powers, factorials and binomials of numbers eagerly, without a bound."""
    try:
        check_operation(op, args, MAX_SIZE)
    except LimitError as exc:
        raise ModelError(str(exc)) from None


def _nonneg(e: sympy.Expr) -> bool:
    return bool(e.is_nonnegative)


def _nonzero(e: sympy.Expr) -> bool:
    return bool(e.is_nonzero)


def from_sympy(expr: sympy.Basic, types: Mapping[str, Ty] | None = None, domain: Ty = "ℚ") -> Term:
    """Convert a sympy expression (mathematical semantics) to a term at type ``domain``.

    Symbols are variables of the type in ``types`` (default ℕ, the usual type of ``n``,
    ``k`` in an identity); arithmetic happens at ``domain`` (default ℚ) so that no Lean
    truncation applies, ``binomial`` becomes the generalised binomial, ``Sum`` a ``sum`` over
    ``Icc``.  Raises :class:`ModelError` naming the first unsupported function.
    """
    types = dict(types or {})

    def go(e: sympy.Basic) -> Term:  # noqa: C901
        if isinstance(e, sympy.Symbol):
            ty = types.get(e.name, "ℕ")
            v = Term.var(e.name, ty)
            return v if ty == domain else Term("cast", (v,), domain)
        if isinstance(e, sympy.Rational):
            return Term.lit(Fraction(int(e.p), int(e.q)), domain)
        if isinstance(e, sympy.Add):
            terms = [go(x) for x in e.args]
            out = terms[0]
            for x in terms[1:]:
                out = Term("add", (out, x), domain)
            return out
        if isinstance(e, sympy.Mul):
            terms = [go(x) for x in e.args]
            out = terms[0]
            for x in terms[1:]:
                out = Term("mul", (out, x), domain)
            return out
        if isinstance(e, sympy.Pow):
            base, ex = e.args
            if not ex.is_integer:
                raise ModelError(f"power with non-integer exponent: {e}")
            ex_t = _int_term(ex, types)
            if ex.is_nonnegative:
                return Term("pow", (go(base), ex_t), domain)
            return Term(
                "pow", (go(base), Term("cast", (ex_t,), "ℤ") if ex_t.type == "ℕ" else ex_t), domain
            )
        if isinstance(e, sympy.binomial):
            return Term("binomial", (go(e.args[0]), _int_term(e.args[1], types)), domain)
        if isinstance(e, sympy.factorial):
            return Term(
                "cast", (Term("factorial", (_int_term(e.args[0], types, "ℕ"),), "ℕ"),), domain
            )
        if isinstance(e, (sympy.RisingFactorial, sympy.FallingFactorial)):
            x, j = e.args
            jt = _int_term(j, types)
            # expand as a product so that rational or negative bases keep their meaning
            i = sympy.Dummy("i", integer=True, nonnegative=True)
            factor = x + i if isinstance(e, sympy.RisingFactorial) else x - i
            name = f"_i{id(e) % 10_000}"
            types[name] = "ℕ"
            body = go(factor.subs(i, sympy.Symbol(name, integer=True, nonnegative=True)))
            return Term(
                "prod", (Term.lit(0, jt.type), jt, body), domain, SumBinder(name, "ℕ", "Ico")
            )
        if isinstance(e, sympy.Sum):
            body, (idx, lo, hi) = e.args[0], e.args[1]
            if not (lo.is_finite and hi.is_finite):
                raise ModelError(f"the range {idx} = {lo}..{hi} is not bounded")
            types.setdefault(idx.name, "ℤ" if not lo.is_nonnegative else "ℕ")
            ity = types[idx.name]
            return Term(
                "sum",
                (_int_term(lo, types, ity), _int_term(hi, types, ity), go(body)),
                domain,
                SumBinder(idx.name, ity, "Icc"),
            )
        if e is sympy.S.Half:
            return Term.lit(Fraction(1, 2), domain)
        name = type(e).__name__
        if isinstance(e, sympy.Function) or hasattr(e, "func"):
            raise ModelError(f"unsupported function {name} in {e}")
        raise ModelError(f"unsupported expression {e}")

    return go(sympy.sympify(expr))


def _int_term(e: sympy.Basic, types: Mapping[str, Ty], ty: Ty | None = None) -> Term:
    """An integer-valued sympy expression as a term at ℤ (or ℕ where it is a nonnegative
    literal or a ℕ variable and ``ty`` allows)."""
    e = sympy.sympify(e)
    if isinstance(e, sympy.Integer):
        v = int(e)
        t: Ty = ty or ("ℕ" if v >= 0 else "ℤ")
        if t == "ℕ" and v < 0:
            t = "ℤ"
        return Term.lit(v, t)
    if isinstance(e, sympy.Symbol):
        vt = types.get(e.name, "ℕ")
        return Term.var(e.name, vt)
    # integer-linear combinations at ℤ, so nothing truncates
    return from_sympy(e, types, "ℤ")


# -- grids of points ----------------------------------------------------------------------


def natural_points(names: Sequence[str], bound: int) -> Iterator[dict[str, int]]:
    """All points of ``{0, …, bound}^names`` ordered by largest value, then
    lexicographically — so the first point that fails is a minimal counterexample."""
    for m in range(bound + 1):
        for point in itertools.product(range(m + 1), repeat=len(names)):
            if len(names) and max(point) != m:
                continue
            yield dict(zip(names, point, strict=True))
        if not names:
            return


def substitute(term: Term, name: str, value: Term) -> Term:
    """Replace the free variable ``name`` in ``term`` by ``value`` (capture-avoiding for
    big-operator indices, which are left alone when they shadow ``name``)."""
    if term.op == "var" and term.value == name:
        return value
    if term.op in ("sum", "prod"):
        assert isinstance(term.value, SumBinder)
        lo, hi, body = term.args
        lo, hi = substitute(lo, name, value), substitute(hi, name, value)
        if term.value.index != name:
            body = substitute(body, name, value)
        return replace(term, args=(lo, hi, body))
    if not term.args:
        return term
    return replace(term, args=tuple(substitute(a, name, value) for a in term.args))
