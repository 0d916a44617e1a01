"""Reading identities written as sympy expressions (the ``certify`` command's input).

``Sum(binomial(n, k)**2, (k, 0, n))`` and ``binomial(2*n, n)`` are read with sympy's parser
restricted to the functions an identity may use; every other name is a symbol that stands
for a natural number.  ``C(n, k)`` is accepted as ``binomial(n, k)``.
"""

from __future__ import annotations

import tokenize
from dataclasses import dataclass

import sympy
from sympy.core.function import AppliedUndef
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

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


class InputError(ValueError):
    """Bad input: the message says what is wrong and where (``LHS:1:5``)."""


@dataclass(frozen=True)
class SumInput:
    """An identity read from sympy text: ``lhs`` (a ``Sum``), ``rhs`` (or ``None``)."""

    lhs: sympy.Basic
    rhs: sympy.Basic | None


def natural_symbol(name: str) -> sympy.Symbol:
    """The symbol for a free variable of the input: a nonnegative integer."""
    return sympy.Symbol(name, integer=True, nonnegative=True)


def parse_expression(text: str, where: str) -> sympy.Basic:
    """Parse ``text`` (one sympy expression) naming ``where`` (``"LHS"``/``"RHS"``) in
    errors.  Raises :class:`InputError` with ``where:line:col`` for syntax errors, unknown
    calls and attribute access."""
    if not text.strip():
        raise InputError(f"{where}: empty expression")
    if "." in text.replace("...", "") and any(c.isalpha() for c in text.split(".", 1)[1][:1]):
        raise InputError(f"{where}: attribute access is not allowed")
    if "lambda" in text or "__" in text:
        raise InputError(
            f"{where}: only arithmetic, Sum and the functions "
            f"{', '.join(sorted(ALLOWED_FUNCTIONS))} are allowed"
        )
    namespace = dict(ALLOWED_FUNCTIONS)
    try:
        expr = parse_expr(
            text,
            local_dict=namespace,
            global_dict={
                "Integer": sympy.Integer,
                "Float": sympy.Float,
                "Function": sympy.Function,
                "Symbol": natural_symbol,
            },
            transformations=standard_transformations,
            evaluate=True,
        )
    except SyntaxError as exc:
        col = exc.offset or 1
        raise InputError(f"{where}:1:{col}: syntax error: {exc.msg}") from None
    except tokenize.TokenError as exc:
        raise InputError(f"{where}: syntax error: {exc.args[0]}") from None
    except (TypeError, ValueError, AttributeError, NameError) as exc:
        raise InputError(f"{where}: cannot read expression: {exc}") from None
    if not isinstance(expr, sympy.Basic):
        raise InputError(f"{where}: not an expression: {text!r}")
    unknown = sorted({type(f).__name__ for f in expr.atoms(AppliedUndef)})
    if unknown:
        raise InputError(
            f"{where}: unknown function {', '.join(unknown)}; allowed: "
            f"{', '.join(sorted(ALLOWED_FUNCTIONS))}"
        )
    if any(isinstance(a, sympy.Float) for a in sympy.preorder_traversal(expr)):
        raise InputError(f"{where}: floating-point numbers are not exact; write Rational(1, 2)")
    return expr


def parse_identity(lhs: str, rhs: str | None) -> SumInput:
    """Read an identity's two sides; the left side must be a ``Sum``.

    Raises :class:`InputError` when a side cannot be read or the left side is not a sum."""
    left = parse_expression(lhs, "LHS")
    if not isinstance(left, sympy.Sum):
        raise InputError(f"LHS: not a sum: {left} (write Sum(summand, (k, lower, upper)))")
    right = parse_expression(rhs, "RHS") if rhs is not None else None
    return SumInput(left, right)
