"""Functions a statement's own file defines, ``def f : ℕ → … → ℕ`` by pattern matching,
evaluated exactly by their own equations (never by guessing that a name means a Mathlib
function).

The definitions read (:mod:`wzprove.lean.definitions` builds them) are Lean 4 equation
compiler definitions over ``ℕ`` whose patterns are, per argument, a numeral ``c`` (matches
``m = c``), a variable or ``_`` (matches every ``m``), or ``x + c`` / ``_ + c`` (matches
``m ≥ c`` and binds ``x = m - c``).  Lean tries the equations in order and the first that
matches gives the value (the equation compiler's semantics; overlapping patterns are allowed
and the earlier one wins), and Lean has accepted the definition only if it is exhaustive and
terminates (structural recursion), so that the value at any point is the one the equations
compute.

:func:`call` evaluates with memoisation and an explicit work stack (no Python recursion): a
body is evaluated with every recursive call looked up in the memo; a call not there yet is
pushed and the body re-evaluated once it is known.  Bounds (the project's size limits): a
call whose arguments span a table ``∏ (aᵢ + 1)`` of more than :data:`MAX_TABLE` entries is
refused at once, at most :data:`MAX_CALLS` distinct calls per top-level value, values of at most
:data:`MAX_VALUE_BITS` bits; a cycle of calls (which Lean's termination check excludes) or a
point no equation matches raises :class:`~wzprove.model.terms.EvaluationError`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from wzprove.model.terms import EvaluationError

if TYPE_CHECKING:
    from wzprove.model.terms import Term

#: Most distinct calls computed for one top-level value (a few seconds of work: each call
#: evaluates its body in the exact evaluator).
MAX_CALLS = 20_000
#: Largest table ``∏ (aᵢ + 1)`` under a call's arguments that is tried at all (a call beyond it
#: is refused at once; one inside it still stops at :data:`MAX_CALLS`).
MAX_TABLE = 100_000
#: Most bits of one value (as :data:`wzprove.model.semantics.MAX_BITS`).
MAX_VALUE_BITS = 1_000_000
#: Most memo entries kept per definition between evaluations.
MAX_MEMO = 400_000


@dataclass(frozen=True)
class Pattern:
    """One argument pattern: ``literal`` (matches that numeral), or ``offset`` with an
    optional ``var`` (``x + c``: matches ``m ≥ c``, binds ``x = m - c``; ``_`` is offset 0)."""

    literal: int | None = None
    offset: int = 0
    var: str | None = None

    def match(self, m: int) -> tuple[bool, int]:
        """Whether ``m`` matches, and the value bound to :attr:`var`."""
        if self.literal is not None:
            return m == self.literal, 0
        return m >= self.offset, m - self.offset


@dataclass(frozen=True)
class Equation:
    """``| p₁, …, pₙ => body``: ``body`` is a ``ℕ`` term over the pattern variables."""

    patterns: tuple[Pattern, ...]
    body: Term


class UserDef:
    """A file's ``def name : ℕ → … → ℕ`` with its equations (filled once read, so that the
    body's recursive calls can name the definition itself).  Compared by identity."""

    def __init__(self, name: str, arity: int, source: str = ""):
        self.name = name
        self.arity = arity
        self.source = source  # where it was defined (file:line:col), for messages
        self.equations: tuple[Equation, ...] = ()
        self.memo: dict[tuple[int, ...], int] = {}

    def __repr__(self) -> str:
        return f"UserDef({self.name!r}, {self.arity})"

    def select(self, args: tuple[int, ...]) -> tuple[Term, dict[str, Fraction]]:
        """The body of the first equation that matches ``args`` and its bindings."""
        for eq in self.equations:
            env: dict[str, Fraction] = {}
            for p, m in zip(eq.patterns, args, strict=True):
                ok, bound = p.match(m)
                if not ok:
                    break
                if p.var is not None:
                    env[p.var] = Fraction(bound)
            else:
                return eq.body, env
        raise EvaluationError(f"no equation of `{self.name}` matches {args}")


class Missing(Exception):  # noqa: N818 - a control signal, not an error
    """A recursive call whose value is not in the memo yet."""

    def __init__(self, udef: UserDef, args: tuple[int, ...]):
        super().__init__(udef.name, args)
        self.udef = udef
        self.args = args


BodyEvaluator = Callable[["Term", Mapping[str, Fraction]], Fraction]


def lookup(udef: UserDef, args: tuple[int, ...]) -> int:
    """The memoised value of a call made inside a body, or :class:`Missing`."""
    try:
        return udef.memo[args]
    except KeyError:
        raise Missing(udef, args) from None


def call(udef: UserDef, args: tuple[int, ...], eval_body: BodyEvaluator) -> int:
    """``udef args`` by the definition's equations (module docstring); ``eval_body`` evaluates
    a body at the pattern bindings with every call inside it going through :func:`lookup`.

    >>> from wzprove.model.terms import Term
    >>> f = UserDef("f", 1)
    >>> n = Term.var("n")
    >>> f.equations = (
    ...     Equation((Pattern(literal=0),), Term.lit(1)),
    ...     Equation((Pattern(offset=1, var="n"),), Term("mul", (Term("add", (n, Term.lit(1))),
    ...         Term("userdef", (n,), "ℕ", f)))),
    ... )
    >>> from wzprove.model.semantics import evaluate
    >>> evaluate(Term("userdef", (Term.lit(5),), "ℕ", f), {})
    Fraction(120, 1)
    """
    if len(args) != udef.arity:
        raise EvaluationError(f"`{udef.name}` takes {udef.arity} arguments, got {len(args)}")
    if any(a < 0 for a in args):
        raise EvaluationError(f"`{udef.name}` at a negative argument {args} (type ℕ)")
    if args in udef.memo:
        return udef.memo[args]
    if math.prod(a + 1 for a in args) > MAX_TABLE:
        raise EvaluationError(
            f"`{udef.name} {' '.join(map(str, args))}` spans a table of more than {MAX_TABLE} "
            "entries (limit)"
        )
    if len(udef.memo) > MAX_MEMO:
        udef.memo.clear()
    stack: list[tuple[UserDef, tuple[int, ...]]] = [(udef, args)]
    on_stack = {(id(udef), args)}
    computed = 0
    while stack:
        d, a = stack[-1]
        if a in d.memo:
            stack.pop()
            on_stack.discard((id(d), a))
            continue
        body, env = d.select(a)
        try:
            value = eval_body(body, env)
        except Missing as need:
            key = (id(need.udef), need.args)
            if key in on_stack:
                raise EvaluationError(
                    f"`{need.udef.name} {need.args}` calls itself (not structural recursion)"
                ) from None
            if any(x < 0 for x in need.args):
                raise EvaluationError(f"`{need.udef.name}` at a negative argument") from None
            computed += 1
            if computed > MAX_CALLS:
                raise EvaluationError(
                    f"`{udef.name} {' '.join(map(str, args))}` needs more than {MAX_CALLS} "
                    "calls (limit)"
                ) from None
            stack.append((need.udef, need.args))
            on_stack.add(key)
            continue
        if value.denominator != 1 or value < 0:
            raise EvaluationError(f"`{d.name}` gave {value}, not a natural number")
        v = value.numerator
        if v.bit_length() > MAX_VALUE_BITS:
            raise EvaluationError(f"`{d.name}` value too large (over {MAX_VALUE_BITS} bits)")
        d.memo[a] = v
        stack.pop()
        on_stack.discard((id(d), a))
    return udef.memo[args]
