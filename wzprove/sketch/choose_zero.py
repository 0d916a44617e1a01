"""``C(U, 0) = 1`` for an upper argument ``U`` the compiler cannot read as a linear form.

An initial value or a right side at a point may hold ``C((0 + m) − 1, 0)`` (LC-test
test_066_1, ``n · C(n + m − 1, n)`` at ``n = 0``): the subtraction may truncate (``m = 0``),
so :func:`wzprove.sketch.atoms.linear_form` refuses it, but ``Nat.choose_zero_right``
(``n.choose 0 = 1``, any ``n``) values the binomial whatever ``U`` is.  The fact is the one
:meth:`wzprove.sketch.lincomb._Nodes._base_value` writes for ``C(M, 0)``, replayed by
:func:`wzprove.sketch.replay_init.choose_value_fact` (shape ``zero``: only ``L = 0`` and the
value 1 are checked, as the lemma needs).
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import Atom, AtomError, linear_form


def zero_lower(nodes: Any, atom: Atom, sym: sympy.Symbol) -> bool:
    """Whether ``atom`` is ``C(U, 0)`` with ``U`` not a linear form; then its value fact is
    added to ``nodes`` (a :class:`wzprove.sketch.lincomb._Nodes`)."""
    if atom.kind != "choose" or atom.args[1] != Term.lit(0):
        return False
    try:
        linear_form(atom.args[0], nodes.table)
        return False  # a linear form: the families tie it as usual
    except AtomError:
        pass
    nodes._valued.add(sym)
    statement = f"{atom.text} = (1 : {nodes.K})"
    proof = "by rw [Nat.choose_zero_right, Nat.cast_one]"
    nodes._add(-1, proof, sym, sympy.Integer(1), sympy.Integer(1), statement)
    return True
