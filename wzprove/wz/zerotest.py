"""A sound test of ``expression == 0`` for the verifier and the linearity stage (issue 12).

The checks that decide "these terms add up to 0" used sympy's ``powsimp(force=True)``,
which merges powers as if every base were positive: ``x**(1/2) * y**(1/2)`` becomes
``(x*y)**(1/2)``, false for ``x, y < 0`` (and Lean's ``Real.rpow`` of a negative base,
``|x| ^ y * cos (y π)`` by ``Real.rpow_def_of_neg``, differs from both).  Here an
expression is decided only on the data the engine actually has: sums of products of
rational functions, gamma-type factors (``Gamma``, ``factorial``, ``binomial``, rising and
falling factorials) and powers whose exponents sympy knows to be **integers**.  For those,
merging powers (``x^a y^a = (x y)^a``, ``(x^a)^b = x^(a b)`` for integers ``a, b``) holds in
every field (zpow laws), so sympy's unforced ``powsimp``, ``combsimp`` / ``gammasimp``
(the gamma recurrence, A = B §5.1) and ``cancel`` decide the identity as one of functions
that are generic in the variables (the callers check exceptional values directly).

Any power with an exponent not known to be an integer and a base not known to be positive
(``x**(1/2)``, ``(-2)**y`` with ``y`` real) is *not decided*: :func:`zero_decision` answers
False with the reason, so the check that asked fails instead of certifying.

>>> x, y = sympy.symbols("x y", real=True)
>>> zero_decision(sympy.sqrt(x * y) - sympy.sqrt(x) * sympy.sqrt(y))
(False, 'not decided: the power sqrt(x*y) has an exponent not known to be an integer')
>>> n = sympy.Symbol("n", integer=True)
>>> zero_decision(x**n * y**n - (x * y) ** n)
(True, 'zero')
>>> zero_decision(sympy.factorial(n + 1) / sympy.factorial(n) - n - 1)
(True, 'zero')
"""

from __future__ import annotations

import sympy
from sympy import Expr


def non_integer_power(e: Expr) -> Expr | None:
    """The first power in ``e`` whose exponent sympy does not know to be an integer and
    whose base it does not know to be positive (``sqrt(2)`` is fine: positive bases merge
    soundly, ``Real.mul_rpow``), or None; ``exp(u)`` has the positive base ``E``."""
    for sub in sympy.preorder_traversal(e):
        if (
            isinstance(sub, sympy.Pow)
            and sub.exp.is_integer is not True
            and sub.base.is_positive is not True
        ):
            return sub
    return None


def zero_decision(e: Expr) -> tuple[bool, str]:
    """``(True, "zero")`` when ``e`` is 0 as a function of its symbols (generic values),
    proved by exact simplification with integer exponents only; otherwise ``(False,
    reason)``: ``"not decided: …"`` (a non-integer exponent, a sympy failure) or ``"not
    zero: …"`` (the simplified form is not 0)."""
    e = sympy.sympify(e)
    if e == 0:
        return True, "zero"
    bad = non_integer_power(e)
    if bad is not None:
        return False, f"not decided: the power {bad} has an exponent not known to be an integer"
    try:
        t = sympy.expand(e)
        if t == 0:
            return True, "zero"
        t = sympy.gammasimp(sympy.combsimp(sympy.powsimp(t)))
        if sympy.cancel(sympy.together(t)) == 0:
            return True, "zero"
        if sympy.simplify(t) == 0:
            return True, "zero"
    except (TypeError, ValueError, NotImplementedError, RecursionError) as err:
        return False, f"not decided: {type(err).__name__} in simplification"
    return False, f"not zero: simplifies to {sympy.sstr(t)[:200]}"


def is_zero(e: Expr) -> bool:
    """``zero_decision(e)[0]``."""
    return zero_decision(e)[0]
