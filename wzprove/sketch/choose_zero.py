"""``C(U, 0) = 1`` for an upper argument ``U`` the compiler cannot read as a linear form.

An initial value or a right side at a point may hold ``C((0 + m) − 1, 0)`` (LC-test
test_066_1, ``n · C(n + m − 1, n)`` at ``n = 0``): the subtraction may truncate (``m = 0``),
so :func:`wzprove.sketch.atoms.linear_form` refuses it, but ``Nat.choose_zero_right``
(``n.choose 0 = 1``, any ``n``) values the binomial whatever ``U`` is.  The fact is the one
:meth:`wzprove.sketch.lincomb._Nodes._base_value` writes for ``C(M, 0)``, replayed by
:func:`wzprove.sketch.replay_init.choose_value_fact` (shape ``zero``: only ``L = 0`` and the
value 1 are checked, as the lemma needs).  A lower argument ``a − a`` (Gould 16.3's boundary
term ``C(x + y + z − n, n − n)``) is first rewritten by ``Nat.sub_self`` (Lean core, ``n - n
= 0``; shape ``sub_self``).
"""

from __future__ import annotations

from typing import Any

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import Atom, AtomError, linear_form


def zero_lower(nodes: Any, atom: Atom, sym: sympy.Symbol) -> bool:
    """Whether ``atom`` is ``C(U, 0)`` with ``U`` not a linear form; then its value fact is
    added to ``nodes`` (a :class:`wzprove.sketch.lincomb._Nodes`)."""
    if atom.kind != "choose":
        return False
    U, L = atom.args
    # `C(U, a - a)` (Gould 16.3's boundary `C(x + y + z − n, n − n)`): `Nat.sub_self` first,
    # where `rw` meets no other `b - b` before `L` (the replay's shape `sub_self`)
    self_sub = L.op == "sub" and L.args[0] == L.args[1]
    if self_sub and any(t != L for t in U.walk() if t.op == "sub" and t.args[0] == t.args[1]):
        return False
    if L != Term.lit(0) and not self_sub:
        return False
    try:
        linear_form(U, nodes.table)
        return False  # a linear form: the families tie it as usual
    except AtomError:
        pass
    nodes._valued.add(sym)
    statement = f"{atom.text} = (1 : {nodes.K})"
    proof = "by rw [Nat.choose_zero_right, Nat.cast_one]"
    if self_sub:
        proof = "by rw [Nat.sub_self, Nat.choose_zero_right, Nat.cast_one]"
    nodes._add(-1, proof, sym, sympy.Integer(1), sympy.Integer(1), statement)
    return True
