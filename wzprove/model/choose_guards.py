"""ℕ subtractions in a binomial's upper argument that may truncate only where it does not matter.

Lean's ``Nat.choose (a - b) c`` truncates ``a - b`` at 0; the engine's reading is the
generalised binomial of ``M = a - b`` (``binomial(M, c) = (-1)^c C(c - M - 1, c)`` for a
negative integer ``M``).  The two differ wherever ``M < 0`` and ``c > 0``, so the reading
(:func:`wzprove.model.reading.justify`) normally asks ``M ≥ 0`` on the whole range.  Two
sound weaker conditions suffice, each checked by the caller's linear test ``nonneg`` (a
Farkas-style sufficient test over the summation range, the variables' lower bounds and the
hypotheses):

* :func:`choose_guard`: ``M − c + 1 ≥ 0``.  Where ``M < 0`` this forces ``c ≤ M + 1 ≤ 0``,
  so ``c = 0``, and ``Nat.choose _ 0 = 1 = binomial(M, 0)`` (``Nat.choose_zero_right``);
  ``M ≤ −2`` cannot occur at all.  (Gould 3.168: ``C(x − 1 − k, n − k)`` with ``x ≥ n`` and
  ``k ≤ n`` truncates only at ``k = n = x``.)
* :func:`zero_guards`: another factor of the same product is ``Nat.choose p q`` with
  ``p ≥ 0`` and ``q − p − 1 ≥ λ·(−M − 1)`` for some ``λ ∈ {1, 2, 3}``: where ``M ≤ −1``,
  ``q > p ≥ 0`` and that factor is 0 in both readings (``Nat.choose_eq_zero_of_lt``), while
  the guarded factor is finite in both (a natural number; a polynomial in ``M``), so the
  product is 0 in both.  (Gould 16.3: ``C(x, k) · C(x + y + z − k, n − k)``.)

In both cases the subtraction may be a chain ``a − b₁ − … − bᵢ``: where ``M ≥ 0`` no link
truncates (each link is ``M`` plus ℕ terms ≥ 0, every ``bⱼ``, ``c``, ``p`` and ``q`` being
justified on their own by the caller), and where ``M < 0`` the guard covers any value the
chain takes in Lean.  A subtraction in one variable outside every sum is left to the
truncation split (:mod:`wzprove.model.trunc_cases`), which proves such statements by value
cases with complete proofs.
"""

from __future__ import annotations

from collections.abc import Callable

import sympy

from wzprove.model.identity import Term, show
from wzprove.model.linear_forms import linear_form

#: the caller's test that a linear form is ≥ 0 wherever the term stands
NonNeg = Callable[[sympy.Expr], bool]


def _split_off(upper: sympy.Expr, inside_sum: bool, nonneg: NonNeg) -> bool:
    """Whether the chain of value ``upper`` needs a guard here: it may be negative, and it
    is not one-variable outside the sums (module docstring)."""
    if nonneg(upper):
        return False  # the ordinary test justifies it
    return inside_sum or len(upper.free_symbols) >= 2


def choose_guard(
    t: Term, symbols: dict[str, sympy.Symbol], nonneg: NonNeg, inside_sum: bool
) -> bool:
    """Whether the binomial ``t = Nat.choose (a − b₁ − … − bᵢ) c`` agrees in both readings
    by ``M − c + 1 ≥ 0`` although ``M`` may be negative (module docstring)."""
    top, low = t.args[0], t.args[1]
    if not (top.op == "sub" and top.type == "ℕ" and low.type == "ℕ"):
        return False
    upper, lower = linear_form(top, symbols), linear_form(low, symbols)
    if upper is None or lower is None or not _split_off(upper, inside_sum, nonneg):
        return False
    return nonneg(upper - lower + 1)


def product_factors(t: Term) -> list[Term]:
    """The factors of the product ``t`` (through ``*`` and casts; casts stripped)."""
    while t.op == "cast":
        t = t.args[0]
    return product_factors(t.args[0]) + product_factors(t.args[1]) if t.op == "mul" else [t]


def zero_guards(
    factors: list[Term], symbols: dict[str, sympy.Symbol], nonneg: NonNeg, inside_sum: bool
) -> dict[int, int]:
    """``{i: j}``: factor ``i`` is a binomial whose upper chain may be negative, and factor
    ``j`` a binomial ``Nat.choose p q`` that is 0 wherever it is (module docstring)."""
    zeros: list[tuple[int, sympy.Expr, sympy.Expr]] = []
    for j, g in enumerate(factors):
        if g.op == "choose" and all(a.type == "ℕ" for a in g.args):
            p, q = (linear_form(a, symbols) for a in g.args)
            if p is not None and q is not None and nonneg(p):
                zeros.append((j, p, q))
    out: dict[int, int] = {}
    for i, f in enumerate(factors):
        if not (f.op == "choose" and f.args[0].op == "sub" and f.args[0].type == "ℕ"):
            continue
        if f.args[1].type != "ℕ":
            continue
        m = linear_form(f.args[0], symbols)
        if m is None or not _split_off(m, inside_sum, nonneg):
            continue
        for j, p, q in zeros:
            if j != i and any(nonneg(q - p - 1 - lam * (-m - 1)) for lam in (1, 2, 3)):
                out[i] = j
                break
    return out


def _operands(t: Term) -> list[Term]:
    """The operands of ``Nat.choose (a − b₁ − … − bᵢ) c`` still to be justified: ``a``,
    every ``bⱼ`` and ``c`` (the chain's links are what the guard covers)."""
    top, out = t.args[0], [t.args[1]]
    while top.op == "sub" and top.type == "ℕ":
        out.append(top.args[1])
        top = top.args[0]
    return [top, *out]


def guarded_parts(
    t: Term, symbols: dict[str, sympy.Symbol], nonneg: NonNeg, inside_sum: bool
) -> tuple[list[str], list[Term]] | None:
    """For a binomial or a product ``t`` with a chain a guard covers (:func:`choose_guard`,
    :func:`zero_guards`): the justification lines and the subterms the caller must still
    justify as usual; ``None`` where no guard applies (the caller's ordinary test)."""
    if t.op == "choose" and choose_guard(t, symbols, nonneg, inside_sum):
        why = f"{show(t.args[0])} < 0 only where {show(t.args[1])} = 0"
        return [why + ": both readings of the binomial are 1 there"], _operands(t)
    factors = product_factors(t) if t.op == "mul" else []
    zero = zero_guards(factors, symbols, nonneg, inside_sum) if factors else {}
    if not zero:
        return None
    lines, rest = [], []
    for i, f in enumerate(factors):
        if i in zero:
            why = f"{show(f.args[0])} < 0 only where {show(factors[zero[i]])} = 0"
            lines.append(why + ": the product is 0 in both readings")
            rest += _operands(f)
        else:
            rest.append(f)
    return lines, rest
