"""The terms of the identity model: :class:`Term` trees over typed operations, their variables
and source locations, substitution, and a compact display for messages.

Every node of a :class:`Term` records the type at which the operation happens, so that
``n - k`` in ``ℕ`` (truncated subtraction) and ``(n : ℚ) - k`` are different operations,
exactly as in Lean 4 / Mathlib; :mod:`wzprove.model.semantics` gives them their values.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from wzprove.model.errors import WzproveError

Ty = Literal["ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Prop"]
"""The type of a term: Lean's ``ℕ``, ``ℤ``, ``ℚ``, ``ℝ``, or ``Prop`` for hypotheses."""

NUMERIC_TYPES: tuple[Ty, ...] = ("ℕ", "ℤ", "ℚ", "ℝ", "ℂ")

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
    "stirling1": 2,  # Nat.stirlingFirst (unsigned), ℕ → ℕ → ℕ
    "stirling2": 2,  # Nat.stirlingSecond, ℕ → ℕ → ℕ
    "fib": 1,  # Nat.fib
    "centralbinom": 1,  # Nat.centralBinom
    "catalan": 1,  # catalan (root namespace), ℕ → ℕ
    "harmonic": 1,  # harmonic : ℕ → ℚ
    "gcd": 2,  # Nat.gcd (ℕ operands) or Int.gcd (ℤ operands); the value is in ℕ
    "lcm": 2,  # Nat.lcm / Int.lcm, likewise
    "floor": 1,  # Int.floor (node type ℤ) or Nat.floor (ℕ) of an operand of its own type
    "ceil": 1,  # Int.ceil / Nat.ceil, likewise
    "sqrt": 1,  # Real.sqrt, ℝ → ℝ (0 at x ≤ 0)
    "cos": 1,  # Real.cos
    "sin": 1,  # Real.sin
    "pi": 0,  # Real.pi
    "tan": 1,  # Real.tan = sin / cos (0 where cos is 0)
    "log": 1,  # Real.log (log |x|, log 0 = 0)
    "exp": 1,  # Real.exp
    "gamma": 1,  # Real.Gamma
    "beta": 2,  # Complex.betaIntegral at real arguments (value of type ℝ here)
    "userdef": None,  # a function the statement's file defines; value = its UserDef
    "tsum": 1,  # (body,), value = SumBinder of the index (∑' over ℕ)
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


class ModelError(WzproveError):
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


Value = Fraction | str | SumBinder | None | object  # object: a UserDef (model/userdefs.py)


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
        if self.op == "tsum":
            assert isinstance(self.value, SumBinder)
            return self.args[0].free_vars() - {self.value.index}
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
    "stirling1": "stirlingFirst",
    "stirling2": "stirlingSecond",
    "fib": "fib",
    "centralbinom": "centralBinom",
    "catalan": "catalan",
    "harmonic": "harmonic",
    "gcd": "gcd",
    "lcm": "lcm",
    "floor": "floor",
    "ceil": "ceil",
    "sqrt": "sqrt",
    "cos": "cos",
    "sin": "sin",
    "tan": "tan",
    "log": "log",
    "exp": "exp",
    "gamma": "Gamma",
    "beta": "betaIntegral",
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
    if t.op == "pi":
        return "π"
    if t.op == "userdef":
        return f"{getattr(t.value, 'name', '?')}({', '.join(show(a) for a in t.args)})"
    if t.op == "tsum":
        assert isinstance(t.value, SumBinder)
        return f"(∑' {t.value.index}, {show(t.args[0])})"
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
    if t.op in ("floor", "ceil"):
        return f"{t.op}[{t.type}]({show(t.args[0])})"
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
    if term.op == "tsum":
        assert isinstance(term.value, SumBinder)
        if term.value.index == name:
            return term
    if not term.args:
        return term
    return replace(term, args=tuple(substitute(a, name, value) for a in term.args))


def replace_subterm(term: Term, old: Term, new: Term) -> Term:
    """``term`` with every occurrence of the subterm ``old`` replaced by ``new`` (syntactic,
    as ``rw`` rewrites; bound indices are not renamed)."""
    if term == old:
        return new
    if not term.args:
        return term
    return replace(term, args=tuple(replace_subterm(a, old, new) for a in term.args))


def substitute_fresh(term: Term, name: str, value: Term) -> Term:
    """:func:`substitute`, but an index free in ``value`` is renamed apart first wherever
    ``name`` occurs under it, so that no variable of ``value`` is captured (breaker run 12h:
    the case ``n = m + j`` of ``m ≤ n`` made ``∑ m ∈ range 1, n`` into ``j``, the free ``m``
    captured).  For the case splits, whose values hold the statement's own variables;
    :func:`substitute` keeps capturing on purpose (the proof replay's β-reduction).

    >>> n, m = Term.var("n"), Term.var("m")
    >>> s = Term("sum", (Term.lit(0), Term.lit(1), n), "ℕ", SumBinder("m"))
    >>> str(substitute_fresh(s, "n", Term("add", (m, Term.var("j")), "ℕ")))
    '∑ m_1 ∈ range(0, 1), (m + j)'
    """
    if term.op == "var" and term.value == name:
        return value
    if term.op in ("sum", "prod", "tsum"):
        binder = term.value
        assert isinstance(binder, SumBinder)
        *limits, body = term.args
        limits = [substitute_fresh(x, name, value) for x in limits]
        if binder.index != name and name in body.free_vars():
            if binder.index in value.free_vars():
                used = value.free_vars() | {name} | _names(body)
                fresh = next(
                    f"{binder.index}_{j}"
                    for j in itertools.count(1)
                    if f"{binder.index}_{j}" not in used
                )
                body = substitute(body, binder.index, Term.var(fresh, binder.index_type))
                binder = replace(binder, index=fresh)
            body = substitute_fresh(body, name, value)
        return replace(term, args=(*limits, body), value=binder)
    if not term.args:
        return term
    return replace(term, args=tuple(substitute_fresh(a, name, value) for a in term.args))


def _names(t: Term) -> set[str]:
    """Every variable name and big-operator index that occurs in ``t``."""
    return {str(s.value) for s in t.walk() if s.op == "var"} | {
        s.value.index for s in t.walk() if isinstance(s.value, SumBinder)
    }


#: ``¬ (a op b)`` as ``a op' b`` (Mathlib's ``not_lt``, ``not_le``; ``=``/``≠`` any type)
_NEGATED = {"lt": "ge", "le": "gt", "gt": "le", "ge": "lt", "eq": "ne", "ne": "eq"}
_ORDERED = ("ℕ", "ℤ", "ℚ", "ℝ")  # linear orders: ¬ (a < b) ⇔ b ≤ a


def positive(h: Term) -> Term:
    """The hypothesis ``h`` with a negated comparison read as the comparison it states:
    ``¬ (a < b)`` as ``a ≥ b``, ``¬ (a ≤ b)`` as ``a > b`` (sides in a linear order),
    ``¬ (a = b)`` as ``a ≠ b``; any other ``h`` unchanged.

    >>> n, c = Term.var("n"), Term.lit(100)
    >>> show(positive(Term("not", (Term("lt", (n, c), "Prop"),), "Prop")))
    '(n ≥ 100)'
    >>> show(positive(Term("not", (Term("le", (c, n), "Prop"),), "Prop")))
    '(100 > n)'
    """
    while h.op == "not" and h.args[0].op in _NEGATED:
        c = h.args[0]
        if c.op not in ("eq", "ne") and not all(a.type in _ORDERED for a in c.args):
            break
        h = Term(_NEGATED[c.op], c.args, "Prop")
    return h


def conjuncts(h: Term) -> list[Term]:
    """The conjuncts of the hypothesis ``h``, each read by :func:`positive`."""
    return conjuncts(h.args[0]) + conjuncts(h.args[1]) if h.op == "and" else [positive(h)]
