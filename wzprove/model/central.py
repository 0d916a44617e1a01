"""``Nat.centralBinom x`` read as ``Nat.choose (2 * x) x`` by one ``rw`` (new-user run 15, L3).

Mathlib, ``Mathlib/Data/Nat/Choose/Central.lean``: ``Nat.centralBinom_eq_two_mul_choose (n :
ℕ) : centralBinom n = (2 * n).choose n`` (by ``rfl``: the definition).  The proof compiler
opens a proof with ``rw [Nat.centralBinom_eq_two_mul_choose]`` and proves the statement with
``Nat.choose (2 * x) x`` in place of ``Nat.centralBinom x``; the replay
(:mod:`wzprove.sketch.replay`) models that line with :func:`rewritten` on the goal it read.

Lean's ``rw`` instantiates the pattern ``Nat.centralBinom ?n`` at its first instance and
rewrites every instance of that one term; an instance under a binder that mentions the bound
variable is not found.  So the rewrite is modelled only where it is exact: every
``Nat.centralBinom`` of the two sides has one and the same argument, and none stands inside a
sum (where it might mention the index).  Anywhere else :func:`central_argument` is ``None``
and nothing is rewritten (the compiler keeps the statement; the replay's goal is unknown).
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.model.identity import Term
from wzprove.model.terms import replace_subterm

#: the Mathlib lemma of the rewrite, and the line the compiler writes
REWRITE = "Nat.centralBinom_eq_two_mul_choose"
RW_LINE = f"rw [{REWRITE}]"


def _instances(t: Term, in_sum: bool, out: list[tuple[Term, bool]]) -> None:
    if t.op == "centralbinom":
        out.append((t, in_sum))
    for a in t.args:
        _instances(a, in_sum or t.op in ("sum", "prod"), out)


def central_argument(*sides: Term) -> Term | None:
    """The one argument ``x`` of every ``Nat.centralBinom x`` in ``sides``, none inside a sum
    or product; ``None`` when there is no instance, two different arguments, or one inside.

    >>> n = Term("var", (), "ℕ", "n")
    >>> c = Term("centralbinom", (n,), "ℕ")
    >>> central_argument(Term("cast", (c,), "ℝ"), c) == n
    True
    >>> central_argument(c, Term("centralbinom", (Term.lit(1),), "ℕ")) is None
    True
    """
    found: list[tuple[Term, bool]] = []
    for side in sides:
        _instances(side, False, found)
    if not found or any(inside for _, inside in found) or len({t for t, _ in found}) != 1:
        return None
    return found[0][0].args[0]


def rewritten(term: Term, arg: Term) -> Term:
    """``term`` after ``rw [Nat.centralBinom_eq_two_mul_choose]`` at the instance
    ``Nat.centralBinom arg``: every such instance as ``Nat.choose (2 * arg) arg``."""
    two = Term("lit", (), "ℕ", Fraction(2))
    choose = Term("choose", (Term("mul", (two, arg), "ℕ"), arg), "ℕ")
    return replace_subterm(term, Term("centralbinom", (arg,), "ℕ"), choose)
