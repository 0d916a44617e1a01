"""Shift facts of ``Ring.choose r L`` atoms (``r`` a real polynomial, ``L`` ℕ), for
:mod:`wzprove.sketch.lincomb` (LCI Gould 1.11: ``Ring.choose (z - k) (n - k)``, ``z`` real).

Atoms are grouped in *families*: the same non-constant parts of ``r`` and ``L`` and the same
fractional part of ``r`` 's constant, so that a member is the node ``(a, b)``: ``r = r₀ + a``,
``L = L₀ + b`` with integers ``a``, ``b``.  Every node goes to the family's base by

* diagonal steps ``(a, b) → (a - 1, b - 1)`` while ``a`` is above the family's least ``a*``:
  ``(L + 1)·C(r + 1, L + 1) = (r + 1)·C(r, L)`` (``Prover.ring_choose_diag_step``), then
* lower steps ``(a*, b) → (a*, b - 1)`` down to ``b* = min (b - (a - a*))``:
  ``(L + 1)·C(r, L + 1) = (r - L)·C(r, L)`` (``Prover.ring_choose_lower_step``);

with a numeral ``L`` (``L₀ = 0``) each node goes down by lower steps to ``L = 0`` instead,
whose value is ``1`` (``Prover.ring_choose_zero_step``, from ``Ring.choose_zero_right``).
Every step eliminates the atom with the larger ``L`` and multiplies by ``L + 1`` (the cast of
a natural number plus one, never 0): no division by ``r``, each fact a polynomial identity
valid for every real ``r`` — nothing generic about ``z`` is assumed.  ``Ring.choose`` never
vanishes by itself in these facts and no real upper step (``(r + 1 - L)·C(r + 1, L) = (r + 1)
·C(r, L)``, multiplier ``r + 1 - L``, possibly 0) is used.  Atoms of one node written
differently are tied by ``Prover.ring_choose_congr``.  The step lemmas take every argument
explicitly, as the goal writes it: the tops' equation by ``ring`` (the tops are written with
their casts pushed, :func:`wzprove.sketch.atoms.rchoose_atom`), the lower arguments' by
``omega`` (an ℕ subtraction only where the step's hypotheses make it exact).
"""

from __future__ import annotations

import math
from typing import Any

import sympy

from wzprove.lean.render import render_term
from wzprove.sketch.atoms import Atom, AtomError, linear_form, rchoose_atom, to_poly
from wzprove.sketch.terms import ClosedFormError, _poly

Node = tuple[int, int]


def collect(nodes: Any, atom: Atom, sym: sympy.Symbol) -> bool:
    """Whether ``atom`` is a ``Ring.choose`` atom; then it is kept for :func:`tie`."""
    if atom.kind != "rchoose":
        return False
    nodes.__dict__.setdefault("_rchoose", []).append((atom, sym))
    return True


def tie(nodes: Any) -> None:
    """The facts of every ``Ring.choose`` atom :func:`collect` kept (module docstring)."""
    groups: dict[tuple, list[tuple[Atom, sympy.Symbol, Node]]] = {}
    shapes: dict[tuple, tuple[sympy.Expr, sympy.Expr]] = {}
    for atom, sym in nodes.__dict__.pop("_rchoose", []):
        r = sympy.expand(to_poly(atom.args[0], nodes.table))
        low = sympy.expand(linear_form(atom.args[1], nodes.table))
        c, b = r.as_coeff_Add()[0], low.as_coeff_Add()[0]
        a = math.floor(c)
        key = (sympy.srepr(r - c), sympy.srepr(c - a), sympy.srepr(low - b))
        shapes[key] = (sympy.expand(r - a), sympy.expand(low - b))
        groups.setdefault(key, []).append((atom, sym, (int(a), int(b))))
    for key, members in groups.items():
        _Family(nodes, *shapes[key]).tie(members)


class _Family:
    """One family: ``r = r0 + a``, ``L = l0 + b`` (``r0``, ``l0`` sympy forms)."""

    def __init__(self, nodes: Any, r0: sympy.Expr, l0: sympy.Expr) -> None:
        self.nodes, self.r0, self.l0 = nodes, r0, l0
        self.rep: dict[Node, tuple[Atom, sympy.Symbol]] = {}

    def tie(self, members: list[tuple[Atom, sympy.Symbol, Node]]) -> None:
        for atom, sym, ab in members:
            if ab in self.rep:
                self._congruence((atom, sym), self.rep[ab])
            else:
                self.rep[ab] = (atom, sym)
        numeral = self.l0 == 0
        a_star = min(a for a, _ in self.rep)
        b_star = 0 if numeral else min(b - (a - a_star) for a, b in self.rep)
        todo: set[Node] = set()
        for a, b in list(self.rep):
            while True:
                todo.add((a, b))
                if not numeral and a > a_star:
                    a, b = a - 1, b - 1
                elif b > b_star:
                    b -= 1
                else:
                    break
        for a, b in sorted(todo, key=lambda ab: -ab[1]):  # the farthest first
            rank = b - b_star
            if not numeral and a > a_star:
                self._step("diag", (a, b), (a - 1, b - 1), rank)
            elif b > b_star:
                self._step("lower", (a, b), (a, b - 1), rank)
            elif numeral:
                self._zero(self.node((a, b)))

    def node(self, ab: Node) -> tuple[Atom, sympy.Symbol]:
        if ab not in self.rep:
            nodes = self.nodes
            names = nodes.table.names()
            r = sympy.expand(self.r0 + ab[0]).subs({s: sympy.Symbol(n) for s, n in names.items()})
            try:
                top = _poly(r, nodes.types, nodes.K)
            except ClosedFormError as err:
                raise AtomError(f"the top {r} of a Ring.choose: {err}") from err
            atom = rchoose_atom(top, nodes._nat(self.l0 + ab[1]), nodes.K)
            self.rep[ab] = (atom, nodes.table.atom(atom))
        return self.rep[ab]

    def _parts(self, atom: Atom) -> tuple[str, str, sympy.Expr, sympy.Expr]:
        """The texts of ``r`` and ``L``, the polynomial ``r`` and the cast of ``L``."""
        r, low = atom.args
        nodes = self.nodes
        cast = nodes._cast(low)
        return f"({render_term(r)})", f"({render_term(low)})", to_poly(r, nodes.table), cast

    def _step(self, how: str, src: Node, dst: Node, rank: int) -> None:
        """``(L + 1)·C(r', L') = (r + 1)·C(r, L)`` (diagonal) or ``= (r - L)·C(r, L)``
        (lower), the atom ``C(r', L')`` of ``src`` eliminated."""
        (big, x), (small, y) = self.node(src), self.node(dst)
        r_big, l_big, _, _ = self._parts(big)
        r_txt, l_txt, r, low = self._parts(small)
        proof = (
            f"Prover.ring_choose_{how}_step {r_txt} {r_big} {l_txt} {l_big} (by ring) (by omega)"
        )
        p = ((r + 1) if how == "diag" else (r - low)) * y
        self.nodes._add(rank, proof, x, low + 1, p)

    def _zero(self, base: tuple[Atom, sympy.Symbol]) -> None:
        atom, x = base
        r_txt, l_txt, _, _ = self._parts(atom)
        proof = f"Prover.ring_choose_zero_step {r_txt} {l_txt} (by omega)"
        self.nodes._add(-1, proof, x, sympy.Integer(1), sympy.Integer(1))

    def _congruence(self, dup: tuple[Atom, sympy.Symbol], rep: tuple[Atom, sympy.Symbol]) -> None:
        (atom, x), (atom_r, y) = dup, rep
        r_dup, l_dup, _, _ = self._parts(atom)
        r_rep, l_rep, _, _ = self._parts(atom_r)
        proof = f"Prover.ring_choose_congr {r_rep} {r_dup} {l_rep} {l_dup} (by ring) (by omega)"
        self.nodes._add(10**5, proof, x, sympy.Integer(1), y)
