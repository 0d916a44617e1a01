"""Initial values that are sums themselves: at ``n = n0`` the sum's range may still depend on
a parameter (CM (5.26) with the recurrence in ``a``: at ``a = 0`` the initial value is
``sum_{k=0}^{n} C(k, b) = C(n + 1, b + 1)`` for every natural ``n, b``), which no finite case
split decides.  That identity, one variable fewer, is certified afresh by the engine with a
parameter of the range as its recurrence variable, for every value of the others at or above
their bounds: a certificate of its own (A = B, ch. 6), fully re-verified, for exactly the
values the initial value must cover.  The nesting ends: the initial value has one free
variable fewer than its sum (``n = n0``), and its own certificate's initial values one fewer
again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import sympy
from sympy import Expr, Symbol


def certify_initial_value(
    sum_expr: sympy.Sum,
    rhs: Expr,
    n: Symbol,
    n0: int,
    params: list[Symbol],
    bounds: dict[str, int],
    recertify: Callable[..., Any] | None,
) -> tuple[bool, str]:
    """``(True, how)`` when ``sum_expr = rhs`` at ``n = n0`` is certified for every natural
    value of ``params`` at or above ``bounds`` with some parameter of the summation range
    as the recurrence variable; ``(False, why)`` otherwise.  Only natural parameters (the
    caller's ``bounds`` list each)."""
    if recertify is None:
        return False, "no engine to certify it"
    if any(p.name not in bounds for p in params):
        return False, "a parameter without a natural bound"
    nat = {p: sympy.Symbol(p.name, integer=True, nonnegative=True) for p in params}
    at = {n: sympy.Integer(n0)}
    (f, (k, lo, hi)) = sum_expr.args[0], sum_expr.args[1]
    kk = sympy.Symbol(k.name, integer=True)
    body = sympy.sympify(f).xreplace({**at, k: kk}).xreplace(nat)
    right = sympy.sympify(rhs).xreplace(at).xreplace(nat)
    lo_, hi_ = (sympy.sympify(x).xreplace(at).xreplace(nat) for x in (lo, hi))
    lhs = sympy.Sum(body, (kk, lo_, hi_))
    tried = []
    for v in sorted((hi_.free_symbols | lo_.free_symbols) & set(nat.values()), key=str):
        lower = {q: int(bounds[q.name]) for q in nat.values()}
        try:
            res = recertify(lhs, right, var=v, timeout=30, lower_bounds=lower)
        except Exception as err:  # noqa: BLE001 -- any failure leaves the value undecided
            tried.append(f"{v}: {type(err).__name__}")
            continue
        if res.status == "certified":
            return True, f"{n} = {n0}: {lhs} = {right} certified in {v} ({res.message})"
        tried.append(f"{v}: {res.status}")
    return False, "; ".join(tried) or "no parameter in the range"
