"""A split's case whose sum vanishes below a variable, moved to a sum up to the new variable.

The difference split of LC-test test_003_1 (:mod:`wzprove.sketch.split_trunc_proof`) leaves
the case ``n = r + m``::

    ∑ k ∈ range (r + m + 1), C(r + m, k) · C(k, r) · 2 ^ k = 2 ^ r · 3 ^ m · C(r + m, r)

whose upper limit has the parameter ``r`` in it, which the complete-proof compiler does not
take (it proves sums up to ``c · m + d``).  The factor ``C(k, r)`` is 0 for ``k < r``
(``Nat.choose_eq_zero_of_lt``), so the sum is ``∑ i ∈ range (m + 1), f (r + i)``: the case
lemma is stated that way (:func:`low_shifted`, certified by its own engine run, as
:func:`~wzprove.sketch.split_trunc_proof.ico_shifted` does for ``Ico`` sums) and the branch
rewrites by ``Prover.sum_range_eq_of_low_zero`` (Prover/Telescope.lean), whose side goal
``∀ k, k < r → f k = 0`` ``simp`` closes with the vanishing binomial::

    rw [Prover.sum_range_eq_of_low_zero _ (r) (m + 1) (r + m + 1) (by omega)]
    · exact T_case0 m r
    · intro k hk
      simp [Nat.choose_eq_zero_of_lt hk]

Only a factor reached through products, casts and numerators counts (``f k`` is then 0 with
it); the bound ``U`` must be the one range sum's, ``U = L + W`` coefficient-wise.
:func:`replay_low_shift` re-reads those lines and re-checks each claim on the model.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from wzprove.lean.render import render_term
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm
from wzprove.model.trunc_cases import _difference, _exceeds, _linear_in
from wzprove.sketch.split_proof import SplitProofError

#: reads Lean ℕ terms in the given variables (split_trunc_proof._read)
Reader = Callable[[list[str], list[str]], list[Term]]

#: Prover/Telescope.lean: ``∑ k ∈ range U, f k = ∑ i ∈ range W, f (L + i)`` where ``U = L + W``
LOW_LEMMA = "Prover.sum_range_eq_of_low_zero"
#: Prover/Telescope.lean: ``∑ k ∈ range U, f k = 0`` where ``U ≤ L`` and ``f k = 0`` for ``k < L``
ZERO_LEMMA = "Prover.sum_range_eq_zero_of_low"
#: the side goal's names and its proof (under the branch's indentation)
SIDE = ["· intro k hk", "  simp [Nat.choose_eq_zero_of_lt hk]"]


def _factors(t: Term) -> list[Term]:
    """The factors of ``t`` through products, casts and numerators (each is 0 ⇒ ``t`` is 0,
    with Lean's ``0 / y = 0``)."""
    if t.op == "mul":
        return _factors(t.args[0]) + _factors(t.args[1])
    if t.op == "cast":
        return [t, *_factors(t.args[0])]
    if t.op == "div":
        return _factors(t.args[0])
    return [t]


def _low(node: Term) -> Term | None:
    """``L`` of a factor ``C(k, L)`` of the range sum ``node``'s summand (``k`` its index)."""
    assert isinstance(node.value, SumBinder)
    k = node.value.index
    for f in _factors(node.args[2]):
        if f.op == "choose" and f.args[0] == Term.var(k) and k not in f.args[1].free_vars():
            if f.args[1].type == "ℕ" and f.args[1] != Term.lit(0):
                return f.args[1]
    return None


def _sums(sides: list[Term]) -> list[Term]:
    return [
        t
        for s in sides
        for t in s.walk()
        if t.op == "sum" and isinstance(t.value, SumBinder) and t.value.kind == "range"
    ]


def _shift(sides: list[Term], names: set[str]) -> tuple[list[Term], Term, Term, Term] | None:
    """The sides with their one vanishing-below range sum moved, and ``(L, W, U)``."""
    found = [t for t in _sums(sides) if _low(t) is not None]
    if len(found) != 1 or len(_sums(sides)) != 1:
        return None
    (node,) = found
    U, body, low = node.args[1], node.args[2], _low(node)
    assert isinstance(node.value, SumBinder) and low is not None
    k = node.value.index
    if k in names or not _exceeds(U, low, names, False):
        return None
    W = _difference(U, low, names)
    moved = substitute(body, k, Term("add", (low, Term.var(k)), "ℕ"))
    new = replace(node, args=(Term.lit(0), W, moved))
    out = [replace_subterm(s, node, new) for s in sides]
    return out, low, W, U


def low_shifted(identity: Identity) -> Identity | None:
    """``identity`` with its one range sum whose summand has a factor ``C(k, L)`` moved to
    ``∑ k ∈ range (U − L), f (L + k)`` (module docstring), or ``None``."""
    names = {x.name for x in identity.variables}
    got = _shift([identity.lhs, identity.rhs], names)
    if got is None:
        return None
    lhs, rhs = got[0]
    return replace(identity, lhs=lhs, rhs=rhs, statement=None)


def low_shift_lines(
    sides: list[Term], lemma: Identity, exact: str, indent: str = "    "
) -> list[str] | None:
    """The branch's lines after its rewrites when ``lemma`` is ``sides`` shifted (module
    docstring): the rewrite, the lemma applied (``exact`` its text), the side goal; ``None``
    when the lemma is not that shift of ``sides``."""
    names = {x.name for x in lemma.variables}
    got = _shift(sides, names)
    if got is None or "k" in names or "hk" in names or got[0] != [lemma.lhs, lemma.rhs]:
        return None
    _, low, W, U = got
    args = " ".join(f"({render_term(t)})" for t in (low, W, U))
    head = [f"rw [{LOW_LEMMA} _ {args} (by omega)]", f"· {exact}"]
    return [indent + x for x in head + SIDE]


def zero_sum_proof(node: Term, names: set[str]) -> str | None:
    """The proof of ``∑ k ∈ range U, f k = 0`` for a range sum ``node`` whose summand has a
    factor ``C(k, L)`` with ``U ≤ L`` coefficient-wise (every term's binomial is 0: the case
    ``r = n + 1 + m`` of test_003_1), or ``None``.  ``f`` is left to unification with the
    fact's statement, so the side goal's ``simp`` meets the summand itself."""
    if node.op != "sum" or not isinstance(node.value, SumBinder) or node.value.kind != "range":
        return None
    if node.type != "ℕ":  # the fact is written `(∑ … : ℕ) = (0 : ℕ)`
        return None
    low, U = _low(node), node.args[1]
    if low is None or node.value.index in names or not _exceeds(low, U, names, False):
        return None
    return (
        f"{ZERO_LEMMA} _ ({render_term(low)}) ({render_term(U)}) (by omega) "
        "(fun k hk => by simp [Nat.choose_eq_zero_of_lt hk])"
    )


_RW = re.compile(
    r"^ *rw \[Prover\.sum_range_eq_of_low_zero _ \((.+)\) \((.+)\) \((.+)\) \(by omega\)\]$"
)


def replay_low_shift(
    sides: list[Term],
    lines: list[str],
    read: Reader,
    names: list[str],
    scope: set[str],
    indent: str = "    ",
) -> tuple[list[Term], list[str]]:
    """Re-check the shift written in ``lines`` (its rewrite, the applied lemma, the side goal)
    on ``sides``: the bound is the one range sum's, ``U = L + W`` coefficient-wise, the summand
    has the factor ``C(k, L)``, the side goal is the vanishing binomial's.  Returns the sides
    after the shift and the ``exact`` line (as an unbulleted branch line).  ``read`` reads
    Lean ℕ terms in ``names`` (:func:`~wzprove.sketch.split_trunc_proof._read`)."""
    got = _RW.match(lines[0]) if lines and lines[0].startswith(indent + "rw [") else None
    side = [indent + x for x in SIDE]
    if (
        got is None
        or len(lines) != 4
        or lines[2:] != side
        or not lines[1].startswith(indent + "· ")
    ):
        raise SplitProofError(f"replay: {LOW_LEMMA}: not the rewrite, the lemma and the side goal")
    low, W = read([got.group(1), got.group(2)], names)
    (U,) = read([got.group(3)], names)
    shifted = _shift(sides, scope)
    if shifted is None or shifted[1:] != (low, W, U):
        raise SplitProofError(
            f"replay: {LOW_LEMMA}: no range sum up to {got.group(3)} vanishing below "
            f"{got.group(1)} with {got.group(2)} terms left"
        )
    a, b, c = (_linear_in(t, scope) for t in (U, low, W))
    keys = set(a or {}) | set(b or {}) | set(c or {})
    if (
        a is None
        or b is None
        or c is None
        or any(a.get(x, 0) != b.get(x, 0) + c.get(x, 0) for x in keys)
    ):
        raise SplitProofError(
            f"replay: {LOW_LEMMA}: {got.group(3)} is not {got.group(1)} + {got.group(2)}"
        )
    return shifted[0], [indent + lines[1].removeprefix(indent + "· ")]
