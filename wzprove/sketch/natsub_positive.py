"""ℕ subtractions ``X - 1`` that never truncate because ``X ≥ 1`` for every value:
``c ^ E - 1`` for a numeral ``c ≥ 1`` and ``M ! - 1`` (right sides such as ``2 ^ (n + 1) - 1``
or ``(n + 1)! - 1`` of ℕ statements).

``omega`` cannot see ``1 ≤ 2 ^ (n + 1)``, so :func:`wzprove.sketch.lincomb` relates the cast of
such a subtraction to its difference by a ``Prover`` lemma instead of ``Nat.cast_sub``:

* ``Prover.cast_pow_sub_one (α := K) c d E (by omega)`` —
  ``((c ^ E - 1 : ℕ) : K) = (c : K) ^ E - 1`` where ``c = d + 1`` (a numeral fact);
* ``Prover.cast_factorial_sub_one (α := K) M`` — ``((M! - 1 : ℕ) : K) = (M! : K) - 1``.

The replay reads both through its lemma table (:data:`wzprove.sketch.replay_steps.LEMMAS`).
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty


def _numeral(t: Term) -> int | None:
    """The value of an ℕ literal, else ``None``."""
    if t.op == "lit" and isinstance(t.value, Fraction) and t.value.denominator == 1:
        return int(t.value)
    return None


def positive_minus_one(a: Term, b: Term) -> bool:
    """Whether ``a - b`` (ℕ) is ``c ^ E - 1`` with a numeral ``c ≥ 1`` or ``M ! - 1``: exact
    for every value of the variables."""
    if _numeral(b) != 1 or a.type != "ℕ":
        return False
    if a.op == "factorial":
        return True
    if a.op == "pow":
        c = _numeral(a.args[0])
        return c is not None and c >= 1
    return False


def positive_sub_proof(a: Term, b: Term, K: Ty) -> str | None:
    """The proof term of ``((a - b : ℕ) : K) = (a : K) - (b : K)`` (up to ``push_cast``) for a
    subtraction of :func:`positive_minus_one`, or ``None`` for any other."""
    if not positive_minus_one(a, b):
        return None
    if a.op == "factorial":
        return f"Prover.cast_factorial_sub_one (α := {K}) ({render_term(a.args[0])})"
    c = _numeral(a.args[0])
    assert c is not None
    return f"Prover.cast_pow_sub_one (α := {K}) {c} {c - 1} ({render_term(a.args[1])}) (by omega)"
