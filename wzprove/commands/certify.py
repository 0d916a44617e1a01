"""The ``certify`` command: a sympy identity (or a sum alone) → the engine's certificate or
recurrence, verified exactly, as the JSON object ``wzprove certify --json`` prints.
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.model.output import stamp


def certify(
    lhs: str | sympy.Basic,
    rhs: str | sympy.Basic | None = None,
    *,
    var: str | None = None,
    timeout: float = 60.0,
) -> dict[str, Any]:
    """Certify ``lhs = rhs`` (or, with no ``rhs``, find the sum's minimal recurrence).

    ``lhs`` is a sympy ``Sum(summand, (k, lo, hi))`` or its text; ``rhs`` an expression in
    the free variables (it may itself be a ``Sum``).  Free variables are natural numbers.
    Returns the ``certify`` JSON object: ``status`` (``certified`` | ``false`` |
    ``out-of-scope`` | ``failed`` | ``error``), ``method``, ``recurrence``, ``certificate``,
    ``counterexample``, ``message``, ``wzprove_version``.  Bad input is status ``error``,
    never an exception.  Algorithms: Gosper (A = B ch. 5), Zeilberger (ch. 6), WZ pairs
    (ch. 7); see :mod:`wzprove.wz`.
    """
    from wzprove.model.sympy_input import InputError, parse_identity
    from wzprove.wz.certify import certify as certify_sum

    try:
        if isinstance(lhs, str) or isinstance(rhs, str):
            parsed = parse_identity(
                lhs if isinstance(lhs, str) else str(lhs),
                rhs if isinstance(rhs, str) or rhs is None else str(rhs),
            )
            left, right, written = parsed.lhs, parsed.rhs, parsed.written
        else:
            left, right, written = lhs, rhs, None
        symbol = None
        if var is not None:
            matches = [s for s in left.free_symbols if s.name == var]
            if right is not None:
                matches += [s for s in right.free_symbols if s.name == var]
            if not matches:
                raise InputError(f"--var {var}: no free variable of that name in the identity")
            symbol = matches[0]
    except InputError as exc:
        return stamp({"name": _name(lhs, rhs), "status": "error", "message": str(exc)})
    from wzprove.model.limits import StageTimeout, hard_time_limit

    try:
        # `timeout` bounds the whole run: the search checks its deadline, and the exact
        # verification (which checks none) is interrupted by the alarm (issue 12, item 4)
        with hard_time_limit(timeout):
            result = certify_sum(left, right, var=symbol, timeout=timeout, written=written)
    except StageTimeout as exc:
        message = f"time limit: certificate search and verification ran {exc}; not certified"
        return stamp({"name": _name(lhs, rhs), "status": "failed", "message": message})
    return stamp({"name": _name(lhs, rhs), **result.to_dict()})


def _name(lhs: object, rhs: object) -> str:
    """The identity as written, the ``name`` of a ``certify`` row."""
    return f"{lhs} = {rhs}" if rhs is not None else str(lhs)
