"""Regions of two ℕ variables where every binomial's arguments are visibly ordered.

A closed-form statement in two ℕ variables ``u``, ``v`` (LC-test 083, Pascal's rule
``C(n + 2, k + 3) = C(n + 1, k + 2) + C(n + 1, k + 3)``) holds at every point of ℕ² exactly
when it holds in each of the regions

* ``u = v + T + j`` (``j`` a new ℕ variable),
* ``u = v + c`` for ``c = 0, …, T − 1``,
* ``v = u + c`` for ``c = 1, …, S``,
* ``v = u + S + 1 + j``,

because every point is in exactly one of them (``u − v`` is ``≥ T``, one of ``−S, …, T − 1``, or
``≤ −S − 1``; Lean: ``Nat.lt_or_ge`` and ``Nat.exists_eq_add_of_le``).  In each region a
binomial ``C(a, b)`` whose ``a − b`` is ``(u − v) + d`` with ``|d| ≤ min(S, T)`` has its
arguments visibly ordered after the substitution, and :func:`~wzprove.model.trunc_cases.
simplify_zero` rewrites it to 0 where ``b > a`` (``Nat.choose_eq_zero_of_lt``), and the ℕ
subtractions that became exact to their values.  Each region is its own statement (one
variable for a line ``u = v + c``, two for the far regions), certified by the caller
(:mod:`wzprove.pipeline.linear_regions`).

:func:`shift_lower_bounds` first writes each ℕ variable ``v`` with a literal lower bound ``b``
from the hypotheses as ``v + b`` (the statement is claimed only there; ``n ≥ 3`` makes
``n - 3`` exact), dropping the hypotheses that became true.  Nothing here decides truth.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from wzprove.model.cases import _bounds, _fresh
from wzprove.model.identity import Identity, Term, Variable
from wzprove.model.terms import substitute_fresh
from wzprove.model.trunc_cases import _lower_bound, simplify_zero

#: The most values ``T`` (and ``S``) split off one by one on each side of the diagonal.
MAX_OFFSET = 6


def _simplified(identity: Identity) -> Identity:
    """``identity`` with :func:`simplify_zero` applied to its sides and hypotheses."""
    names = {v.name for v in identity.variables}
    return replace(
        identity,
        lhs=simplify_zero(identity.lhs, names),
        rhs=simplify_zero(identity.rhs, names),
        hypotheses=[simplify_zero(h, names) for h in identity.hypotheses],
    )


def _plus(t: Term, c: int) -> Term:
    return Term("add", (t, Term.lit(c)), "ℕ") if c else t


def shift_lower_bounds(identity: Identity) -> tuple[Identity, list[str]]:
    """``identity`` with every ℕ variable ``v`` whose hypotheses in ``v`` alone give a least
    value ``b > 0`` written ``v + b`` (so ``v`` again ranges over all of ℕ), the hypotheses
    in ``v`` alone that only bound it from below dropped; and the substitutions made
    (``n ↦ n + 3``: the new ``n`` is the old one minus 3).

    >>> from wzprove.model.identity import Identity
    >>> n = Term.var("n")
    >>> h = Term("ge", (n, Term.lit(3)), "Prop")
    >>> side = Term("sub", (n, Term.lit(3)), "ℕ")
    >>> i = Identity("t", [Variable("n", "ℕ", "explicit")], [h], side, n, "ℕ")
    >>> out, done = shift_lower_bounds(i)
    >>> str(out.lhs), str(out.rhs), out.hypotheses, done
    ('n', '(n + 3)', [], ['n ↦ n + 3'])
    """
    done: list[str] = []
    for var in identity.variables:
        if var.type != "ℕ":
            continue
        b = _lower_bound(identity, var.name)
        if b <= 0:
            continue
        value = _plus(Term.var(var.name), b)
        kept = [
            h
            for h in identity.hypotheses
            if not (h.free_vars() == {var.name} and (_bounds(h, var.name) or (0, 0))[1] is None)
        ]

        def sub(t: Term, v: str = var.name, value: Term = value) -> Term:
            return substitute_fresh(t, v, value)

        identity = replace(
            identity,
            lhs=sub(identity.lhs),
            rhs=sub(identity.rhs),
            hypotheses=[sub(h) for h in kept],
        )
        done.append(f"{var.name} ↦ {var.name} + {b}")
    return (_simplified(identity) if done else identity), done


def offsets(identity: Identity) -> int:
    """``T = S``: one more than the largest natural literal in a binomial's arguments
    (at least 1, at most :data:`MAX_OFFSET`)."""
    largest = 0
    for side in (identity.lhs, identity.rhs):
        for t in side.walk():
            if t.op != "choose":
                continue
            for a in t.args:
                for s in a.walk():
                    v = s.value if s.op == "lit" else None
                    if isinstance(v, Fraction) and v.denominator == 1:
                        largest = max(largest, int(v))
    return min(largest + 1, MAX_OFFSET)


def _region(
    identity: Identity, gone: str, other: str, c: int, new: str | None, label: str
) -> tuple[str, Identity]:
    """The region ``gone = other + c (+ new)``: ``gone`` replaced, sides simplified."""
    value = _plus(Term.var(other), c)
    if new is not None:
        value = Term("add", (value, Term.var(new)), "ℕ")
    variables = [x for x in identity.variables if x.name != gone]
    if new is not None:
        variables.append(Variable(new, "ℕ", "explicit"))

    def sub(t: Term) -> Term:
        return substitute_fresh(t, gone, value)

    case = replace(
        identity,
        name=f"{identity.name}_region",
        variables=variables,
        hypotheses=[sub(h) for h in identity.hypotheses],
        hypothesis_names=[],
        lhs=sub(identity.lhs),
        rhs=sub(identity.rhs),
    )
    return label, _simplified(case)


def regions(identity: Identity, u: str, v: str, t: int | None = None) -> list[tuple[str, Identity]]:
    """The regions of the module docstring for the ℕ variables ``u`` and ``v`` with
    ``T = S = t`` (:func:`offsets` by default), each ``(label, identity)``.

    >>> from wzprove.model.identity import Identity
    >>> n, k = Term.var("n"), Term.var("k")
    >>> side = Term("choose", (n, k), "ℕ")
    >>> vs = [Variable("n", "ℕ", "explicit"), Variable("k", "ℕ", "explicit")]
    >>> i = Identity("t", vs, [], side, side, "ℕ")
    >>> [(lab, str(c.lhs)) for lab, c in regions(i, "n", "k", 1)]
    [('n = k + 1 + m', 'choose(((k + 1) + m), k)'), ('n = k', 'choose(k, k)'), \
('k = n + 1', '0'), ('k = n + 2 + m', '0')]
    """
    t = offsets(identity) if t is None else t
    j = _fresh(identity)
    out = [_region(identity, u, v, t, j, f"{u} = {v} + {t} + {j}")]
    out += [
        _region(identity, u, v, c, None, f"{u} = {v}" + (f" + {c}" if c else ""))
        for c in range(t - 1, -1, -1)
    ]
    out += [_region(identity, v, u, c, None, f"{v} = {u} + {c}") for c in range(1, t + 1)]
    out.append(_region(identity, v, u, t + 1, j, f"{v} = {u} + {t + 1} + {j}"))
    return out
