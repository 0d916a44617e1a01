"""ℚ/ℝ variables in which a statement is a polynomial: the upper argument of ``Ring.choose``.

Mathlib's ``Ring.choose r k`` is ``descPochhammer ℤ k`` at ``r`` over ``k!``
(``Ring.descPochhammer_eq_factorial_smul_choose``, ``Mathlib/RingTheory/Binomial.lean``), a
polynomial of degree ``k`` in ``r``.  When a ℚ or ℝ variable ``z`` occurs in both sides only
through ``+``, ``−``, ``·``, powers with ℕ exponents, divisions by ``z``-free terms, casts,
finite sums and products with ``z``-free limits, and the upper argument of ``Ring.choose``,
then for fixed values of the other variables each side is a polynomial in ``z``.  A polynomial
identity that holds at infinitely many values holds at all of them, so the engine may prove it
for *generic* ``z`` only: every ``z`` transcendental over the field of the other parameters
(all reals but countably many for fixed other values), where no gamma argument
``c·z + …`` with a nonzero rational ``c`` is an integer and no nonzero polynomial in ``z``
with such coefficients vanishes (:mod:`wzprove.wz.exceptional`, the ``generic`` domain).

>>> from wzprove.lean.parser import parse_text
>>> (t,) = parse_text("theorem t (n : ℕ) (z x : ℝ) : ∑ k ∈ Finset.range (n + 1), "
...                   "Ring.choose z k * x ^ k = Ring.choose (z + x) n := by sorry")
>>> sorted(polynomial_parameters(t.identity))
['x', 'z']
>>> (t,) = parse_text("theorem t (n : ℕ) (z : ℝ) : Ring.choose z n / z = 0 := by sorry")
>>> polynomial_parameters(t.identity)
set()
"""

from __future__ import annotations

from wzprove.model.identity import Identity
from wzprove.model.terms import Term

#: Operations under which a polynomial in ``z`` stays one (all operands polynomials).
_RING_OPS = ("add", "sub", "mul", "neg", "cast")


def _polynomial(t: Term, z: str) -> bool:
    """Whether ``t`` is a polynomial in the variable ``z`` for fixed other variables."""
    if z not in t.free_vars():
        return True
    if t.op == "var":
        return True
    if t.op in _RING_OPS:
        return t.type in ("ℚ", "ℝ", "ℂ") and all(_polynomial(a, z) for a in t.args)
    if t.op == "pow":
        base, ex = t.args
        return ex.type == "ℕ" and z not in ex.free_vars() and _polynomial(base, z)
    if t.op == "div":
        return z not in t.args[1].free_vars() and _polynomial(t.args[0], z)
    if t.op == "binomial":
        return z not in t.args[1].free_vars() and _polynomial(t.args[0], z)
    if t.op in ("sum", "prod"):
        lo, hi, body = t.args
        free = lo.free_vars() | hi.free_vars()
        return z not in free and _polynomial(body, z)
    return False


def _in_ring_choose(t: Term, z: str) -> bool:
    if t.op == "binomial" and z in t.args[0].free_vars():
        return True
    return any(_in_ring_choose(a, z) for a in t.args)


def polynomial_parameters(identity: Identity) -> set[str]:
    """The ℚ/ℝ variables ``z`` of ``identity`` that no hypothesis mentions, that occur in the
    upper argument of a ``Ring.choose``, and in which both sides are polynomials (module
    docstring)."""
    out = set()
    for v in identity.variables:
        if v.type not in ("ℚ", "ℝ") or any(v.name in h.free_vars() for h in identity.hypotheses):
            continue
        sides = (identity.lhs, identity.rhs)
        if any(_in_ring_choose(s, v.name) for s in sides) and all(
            _polynomial(s, v.name) for s in sides
        ):
            out.add(v.name)
    return out
