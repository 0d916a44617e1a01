"""Reading identities written as sympy expressions (the ``certify`` command's input).

``Sum(binomial(n, k)**2, (k, 0, n))`` and ``binomial(2*n, n)`` are read into sympy objects
from Python's syntax tree, never evaluated as code; only the functions an identity may use
can be called, and every other name is a symbol that stands for a natural number.
``C(n, k)`` is accepted as ``binomial(n, k)``, ``^`` as ``**``.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

import sympy

from wzprove.model.errors import WzproveError
from wzprove.model.identity import MAX_SIZE
from wzprove.model.limits import (
    MAX_STATEMENT_CHARS,
    LimitError,
    check_literal,
    check_operation,
    shown,
)

#: Functions an input expression may call, by name.
ALLOWED_FUNCTIONS: dict[str, object] = {
    "Sum": sympy.Sum,
    "binomial": sympy.binomial,
    "C": sympy.binomial,
    "factorial": sympy.factorial,
    "RisingFactorial": sympy.RisingFactorial,
    "FallingFactorial": sympy.FallingFactorial,
    "rf": sympy.RisingFactorial,
    "ff": sympy.FallingFactorial,
    "gamma": sympy.gamma,
    "harmonic": sympy.harmonic,
    "fibonacci": sympy.fibonacci,
    "Rational": sympy.Rational,
    "sqrt": sympy.sqrt,
    "oo": sympy.oo,
    "pi": sympy.pi,
    "E": sympy.E,
}


class InputError(WzproveError, ValueError):
    """Bad input: the message says what is wrong and where (``LHS:1:5``)."""


@dataclass(frozen=True)
class SumInput:
    """An identity read from sympy text: ``lhs`` (a ``Sum``), ``rhs`` (or ``None``), with
    sympy's normal evaluation; ``written`` holds both sides as the user wrote them (built with
    ``sympy.evaluate(False)``: ``m / m`` is still a division, :mod:`wzprove.wz.as_written`)."""

    lhs: sympy.Basic
    rhs: sympy.Basic | None
    written: tuple[sympy.Basic, sympy.Basic | None] | None = None


def natural_symbol(name: str) -> sympy.Symbol:
    """The symbol for a free variable of the input: a nonnegative integer."""
    return sympy.Symbol(name, integer=True, nonnegative=True)


#: Largest literal exponent accepted (larger powers cannot be evaluated or certified here).
MAX_EXPONENT = 10_000

#: The functions whose values are bounded before they are built (:func:`check_operation`).
_GUARDED = {
    "pow": "pow",
    "binomial": "binomial",
    "C": "binomial",
    "factorial": "factorial",
    "RisingFactorial": "ascfact",
    "rf": "ascfact",
    "FallingFactorial": "descfact",
    "ff": "descfact",
    "gamma": "gamma",
    "harmonic": "harmonic",
    "fibonacci": "fibonacci",
}

#: Python's arithmetic operators as sympy operations (shared with the certificate reader).
ARITHMETIC_BINOPS = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.Pow: lambda a, b: a**b,
}

_BINOPS = {
    **ARITHMETIC_BINOPS,
    ast.BitXor: lambda a, b: a**b,  # `^` as mathematicians write it
}


def parse_expression(text: str, where: str) -> sympy.Basic:
    """Parse ``text`` (one expression) naming ``where`` (``"LHS"``/``"RHS"``) in errors.

    The text is parsed by Python's ``ast`` into a syntax tree that is then *converted*, node
    by node, into sympy objects: nothing is evaluated as Python code, so only numbers, names,
    the arithmetic operators (``^`` is a power), and calls of :data:`ALLOWED_FUNCTIONS` can
    occur.  Raises :class:`InputError` with ``where:1:col`` for syntax errors, floats, unknown
    calls, attribute access, strings and anything else."""
    if not text.strip():
        raise InputError(f"{where}: empty expression")
    if len(text) > MAX_STATEMENT_CHARS:
        raise InputError(
            f"{where}: expression of {len(text)} characters is too long "
            f"(limit {MAX_STATEMENT_CHARS})"
        )
    for hit in re.finditer(r"[0-9_]+", text):
        try:
            check_literal(hit.group())
        except LimitError as exc:
            raise InputError(f"{where}:1:{hit.start() + 1}: {exc}") from None
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        raise InputError(
            f"{where}:1:{exc.offset or 1}: syntax error: {exc.msg}{_syntax_hint(text)}"
        ) from None
    except ValueError as exc:  # e.g. NUL bytes
        raise InputError(f"{where}: cannot read expression: {exc}") from None
    except (RecursionError, MemoryError):
        raise InputError(f"{where}: expression too long or too deeply nested") from None
    symbols: dict[str, sympy.Symbol] = {}

    def fail(node: ast.AST, what: str) -> InputError:
        col = getattr(node, "col_offset", 0) + 1
        return InputError(f"{where}:1:{col}: {what}")

    def guard(node: ast.AST, name: str, args: list[sympy.Basic]) -> None:
        """Refuse a power or function of numbers whose value would be huge, before sympy
        builds it (sympy evaluates ``factorial(10**9)`` eagerly, without a bound)."""
        op = _GUARDED.get(name)
        if op == "gamma" and len(args) == 1:
            op, args = "factorial", [args[0] - 1]
        elif op in ("harmonic", "fibonacci") and len(args) == 1:
            # both have about n / 2 digits or fewer: bounded like 3 ** n
            if args[0].is_Integer and abs(int(args[0])) > MAX_SIZE:
                raise fail(node, f"{name}({shown(args[0])}) is too large (limit {MAX_SIZE})")
            op, args = "pow", [sympy.Integer(3), args[0]]
        if op is None or len(args) != (1 if op == "factorial" else 2):
            return
        try:
            check_operation(op, args, MAX_SIZE)
        except LimitError as exc:
            raise fail(node, str(exc)) from None

    def go(node: ast.AST) -> sympy.Basic:  # noqa: C901 - one case per node kind
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, int):
                if isinstance(node.value, float):
                    raise fail(node, f"floating-point numbers are not exact; {_exact(node.value)}")
                raise fail(node, f"only integers are allowed here, not {node.value!r}")
            return sympy.Integer(node.value)
        if isinstance(node, ast.Name):
            if node.id.startswith("_"):
                raise fail(node, f"name {node.id!r} is not allowed")
            if node.id in ALLOWED_FUNCTIONS:
                value = ALLOWED_FUNCTIONS[node.id]
                if isinstance(value, sympy.Basic):
                    return value
                raise fail(node, f"{node.id} is a function: call it")
            return symbols.setdefault(node.id, natural_symbol(node.id))
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            left, right = go(node.left), go(node.right)
            if isinstance(node.op, (ast.Pow, ast.BitXor)) and right.is_Integer:
                if abs(int(right)) > MAX_EXPONENT:
                    raise fail(node, f"exponent {right} is too large (limit {MAX_EXPONENT})")
            if isinstance(node.op, (ast.Pow, ast.BitXor)):
                guard(node, "pow", [left, right])
            return _BINOPS[type(node.op)](left, right)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            value = go(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in ALLOWED_FUNCTIONS:
                name = (
                    node.func.id
                    if isinstance(node.func, ast.Name)
                    else f"`{ast.unparse(node.func)[:60]}`"
                )
                near = [f for f in ALLOWED_FUNCTIONS if f.lower() == str(name).lower()]
                raise fail(
                    node,
                    f"unknown function {name}"
                    + (f" (did you mean {near[0]}?)" if near else "")
                    + f"; allowed: {', '.join(sorted(ALLOWED_FUNCTIONS))}",
                )
            if node.keywords:
                raise fail(node, "keyword arguments are not allowed")
            fn = ALLOWED_FUNCTIONS[node.func.id]
            if node.func.id == "Sum":
                if (
                    len(node.args) != 2
                    or not isinstance(node.args[1], ast.Tuple)
                    or len(node.args[1].elts) != 3
                ):
                    raise fail(node, "write Sum(summand, (k, lower, upper))")
                body = go(node.args[0])
                idx, lo, hi = (go(e) for e in node.args[1].elts)
                if not isinstance(idx, sympy.Symbol):
                    raise fail(node.args[1], "the summation index must be a name")
                return sympy.Sum(body, (idx, lo, hi))
            args = [go(a) for a in node.args]
            guard(node, node.func.id, args)
            try:
                value = fn(*args)  # type: ignore[operator]
            except (TypeError, ValueError) as exc:
                raise fail(node, f"{node.func.id}: {exc}") from None
            if value.has(sympy.zoo, sympy.nan) and not any(
                a.has(sympy.zoo, sympy.nan) for a in args
            ):
                # gamma(0), factorial(-1), binomial(-1, 1/2): a pole, not a number
                call = f"{node.func.id}({', '.join(map(str, args))})"
                raise fail(node, f"{call} has no value (a pole)")
            return value
        raise fail(
            node,
            f"{type(node).__name__.lower()} is not allowed in an expression "
            "(numbers, names, + - * / ^ ** and the allowed functions only)"
            + (_TWO_SIDES if isinstance(node, ast.Compare) else ""),
        )

    try:
        expr = go(tree.body)
    except RecursionError:
        raise InputError(f"{where}: expression too deeply nested") from None
    if not isinstance(expr, sympy.Basic):
        raise InputError(f"{where}: not an expression: {text!r}")
    return expr


_TWO_SIDES = "; give the two sides as two arguments: certify LHS RHS"


def _syntax_hint(text: str) -> str:
    """What a new user most likely meant by a syntax error: ``LHS = RHS`` in one argument,
    or Lean notation (``∑``, ``ⁿ``) where ``certify`` reads sympy's.

    >>> _syntax_hint("Sum(k, (k, 0, n)) = n")
    '; give the two sides as two arguments: certify LHS RHS'
    """
    if re.search(r"(?<![=<>!])=(?!=)", text):
        return _TWO_SIDES
    if any(ord(c) > 127 for c in text):
        return (
            " (certify reads sympy syntax: Sum(f, (k, lo, hi)), binomial(n, k), x**2; a Lean "
            "statement goes in a .lean file for parse, refute, prove)"
        )
    return ""


def _exact(value: float) -> str:
    """The hint for a float literal: the exact number it stands for, as ``Rational``.

    >>> _exact(1.5), _exact(0.1)
    ('write Rational(3, 2)', 'write Rational(1, 10)')
    """
    from fractions import Fraction

    try:
        q = Fraction(repr(value))
    except (ValueError, OverflowError):  # inf
        return "write an integer or Rational(p, q)"
    if q.denominator == 1:
        return f"write {q.numerator}"
    return f"write Rational({q.numerator}, {q.denominator})"


def _outside_limits(e: sympy.Basic) -> list[sympy.Basic]:
    """The subexpressions of ``e`` that are not in the bounds of a ``Sum`` (iteratively:
    a deep expression is no recursion)."""
    out, todo = [], [e]
    while todo:
        x = todo.pop()
        out.append(x)
        todo.extend([x.args[0]] if isinstance(x, sympy.Sum) else x.args)
    return out


def parse_identity(lhs: str, rhs: str | None) -> SumInput:
    """Read an identity's two sides; the left side must be a ``Sum``.

    Each side is read twice: with sympy's evaluation (after the size guards of
    :func:`parse_expression` passed), and as written, without it (``SumInput.written``).
    Raises :class:`InputError` when a side cannot be read, the left side is not a sum, or a
    summation index also occurs in its own bounds."""
    left = parse_expression(lhs, "LHS")
    if not isinstance(left, sympy.Sum):
        raise InputError(f"LHS: not a sum: {left} (write Sum(summand, (k, lower, upper)))")
    right = parse_expression(rhs, "RHS") if rhs is not None else None
    for side, expr in (("LHS", left), ("RHS", right)):
        for s in expr.atoms(sympy.Sum) if expr is not None else ():
            for idx, lo, hi in s.limits:
                if idx in lo.free_symbols | hi.free_symbols:
                    raise InputError(
                        f"{side}: the summation index {idx} also occurs in its bounds "
                        f"{lo}..{hi}; name the index differently (e.g. Sum(f, (k, 0, {hi})))"
                    )
    with sympy.evaluate(False):
        written = (
            parse_expression(lhs, "LHS"),
            parse_expression(rhs, "RHS") if rhs is not None else None,
        )
    for side, expr in zip(("LHS", "RHS"), written, strict=True):
        if expr is not None and any(x in (sympy.oo, -sympy.oo) for x in _outside_limits(expr)):
            raise InputError(f"{side}: oo (infinity) may stand only as the bound of a Sum")
    if right is not None:
        clash = {idx for s in left.atoms(sympy.Sum) for idx in s.variables} & right.free_symbols
        if clash:
            name = sorted(map(str, clash))[0]
            raise InputError(
                f"RHS: {name} is the summation index of the left side and a free variable of "
                "the right side; name the index differently"
            )
    return SumInput(left, right, written)
