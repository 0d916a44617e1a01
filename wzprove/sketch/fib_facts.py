"""Facts for ``Nat.fib`` atoms in a compiled step (issue 14: a right side ``fib (n + 1)``).

A sum certified by the *same recurrence* (:mod:`wzprove.pipeline.induction`, Concrete
Mathematics §6.6) — ``Σ_k C(n − k, k) = fib (n + 1)`` — gets the proof of a Zeilberger
recurrence (:mod:`wzprove.sketch.complete`), whose ``hr`` and ``hinit`` mention the right
side's Fibonacci numbers.  :mod:`wzprove.sketch.lincomb` ties them like powers
(``c ^ (E + 1) = c · c ^ E``), each atom ``((Nat.fib E : ℕ) : K)`` of one family ``E = e + c``
(``e`` a fixed linear form, ``c`` a constant offset) brought down to the two smallest offsets
by ``Prover.cast_fib_step`` (``fib E'' = fib E + fib E'`` where ``E' = E + 1``, ``E'' = E + 2``;
Mathlib's ``Nat.fib_add_two`` with the arguments written as the goal writes them), spellings
tied by ``Prover.cast_fib_congr``, and an atom with a numeral argument valued by
``decide`` (``Nat.fib`` reduces in the kernel: Mathlib proves ``fib 2 = 1`` by ``rfl``).

>>> fib_value(7)
13
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.lean.render import render_term
from wzprove.model.identity import Ty
from wzprove.model.special import fib
from wzprove.sketch.atoms import Atom


def fib_value(m: int) -> int:
    """``Nat.fib m``."""
    return int(fib(m))


def fib_chain(nodes: Any, node: Any, ends: list[int]) -> None:
    """The step facts of one family: ``fib (e + c) = fib (e + c − 2) + fib (e + c − 1)`` for
    every offset ``c`` above the two smallest, the farthest eliminated first (its rank
    ``c − min``); ``node((c,))`` is the family's atom at offset ``c`` (made when missing)."""
    low = min(ends)
    for c in range(max(ends), low + 1, -1):
        (a0, y0), (a1, y1), (a2, x) = node((c - 2,)), node((c - 1,)), node((c,))
        proof = (
            f"Prover.cast_fib_step (α := {nodes.K}) {_txt(a0)} {_txt(a1)} {_txt(a2)} "
            "(by omega) (by omega)"
        )
        nodes._add(c - low, proof, x, sympy.Integer(1), y0 + y1)


def fib_congruence(K: Ty, atom: Atom, other: Atom) -> str:
    """The proof of ``atom = other`` for two spellings of one argument."""
    return f"Prover.cast_fib_congr (α := {K}) {_txt(other)} {_txt(atom)} (by omega)"


def _txt(atom: Atom) -> str:
    return f"({render_term(atom.args[0])})"
