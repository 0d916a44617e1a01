"""A telescoper step split at an ℕ subtraction that may truncate inside the range.

Gould (16.3), ``C(x, k)·C(y, k)·C(z, n − k)·C(x + y + z − k, n − k) / C(n, k)``: the step at
``k + 1`` (``k < n``) holds ``C(x + y + z − (k + 1), …)``, whose upper argument truncates
where ``x + y + z ≤ k``, so no shift fact of that family can be stated for every ``k < n``.
There the summand is 0 for another reason: ``C(x, k + 1) = 0`` (``x ≤ k``) and
``C(x + y + z − k, n − k) = C(0, n − k) = 0`` (``k < n``).  The step is proved in two cases
(``Nat.lt_or_ge``, Lean core ``a < b ∨ a ≥ b``)::

    have hcase1 : ∀ n k : ℕ, k < n → k < x + y + z → STEP := by
      intro n k hk hk2
      …                                   -- the step's combination, the subtraction exact
    have hcase2 : ∀ n k : ℕ, k < n → x + y + z ≤ k → STEP := by
      intro n k hk hk2
      rewrite [Nat.choose_eq_zero_of_lt (show x < k + 1 by omega), …]
      simp                                -- every term of both sides has a vanishing factor
    have hct : ∀ n k : ℕ, k < n → STEP := by
      intro n k hk
      rcases Nat.lt_or_ge (k) (x + y + z) with hc | hc
      · exact hcase1 n k hk hc
      · exact hcase2 n k hk hc

The guard ``k < x + y + z`` is read off the first subtraction ``A − (t + c)`` (``c ≥ 1``)
that the step's hypothesis does not make exact: ``t + c − 1 < A``.  The first case is compiled
as any step under both hypotheses (one piece, else split into ratio facts,
:func:`~wzprove.sketch.ratio_split.split_combination`); the
second names each binomial ``C(U, L)`` of the step with ``U < L`` under ``k < n`` and the
negated guard (checked as ``omega`` proves it, truncated subtractions read as 0 where they
are, :class:`~wzprove.sketch.replay_steps.Omega`) and is written only where those zeros make
both sides 0 (:func:`~wzprove.sketch.replay_steps.vanishes`).  The replay re-reads the three
blocks: ``hcase2`` as a vanishing step (:mod:`.replay_lead`), ``hct`` by :mod:`.replay_cases`.

:func:`step_combination` is the compiler's entry for a step (``hct`` of
:mod:`wzprove.sketch.complete` and :mod:`wzprove.sketch.complete_pair`): one piece, the ratio
split, then these cases.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty
from wzprove.sketch.atoms import AtomError, AtomTable, linear_form
from wzprove.sketch.cleared_step import cleared_step, clears
from wzprove.sketch.facts import Combination
from wzprove.sketch.hyp_nonzero import NeHyp
from wzprove.sketch.lincomb import combination
from wzprove.sketch.ratio_split import RatioBlock, split_combination
from wzprove.sketch.replay_steps import Omega, vanishes
from wzprove.sketch.terms import ClosedFormError


@dataclass(frozen=True)
class CaseStep:
    """The lines of the step ``hct`` split at the guard ``a < b`` into the blocks
    ``first`` (``a < b``) and ``second`` (``b ≤ a``), after ``intro n k hk``."""

    guard: tuple[Term, Term]
    first: str
    second: str
    binders: tuple[str, str]

    def lines(self, K: Ty) -> list[str]:  # noqa: ARG002 - the Combination interface
        """``rcases Nat.lt_or_ge`` and one ``exact`` per case."""
        n, k = self.binders
        a, b = (render_term(t) for t in self.guard)
        return [
            f"rcases Nat.lt_or_ge ({a}) ({b}) with hc | hc",
            f"· exact {self.first} {n} {k} hk hc",
            f"· exact {self.second} {n} {k} hk hc",
        ]


def guard_of(lhs: Term, rhs: Term, K: Ty, hyp: tuple[Term, Term]) -> tuple[Term, Term]:
    """``(t + c − 1, A)`` for the first ℕ subtraction ``A − (t + c)`` (``c ≥ 1`` a numeral) of
    the step that ``hyp`` does not make exact; :class:`AtomError` where there is none."""
    table = AtomTable(K, hyps=(hyp,))
    for side in (lhs, rhs):
        for t in side.walk():
            if not (t.op == "sub" and t.type == "ℕ"):
                continue
            a, b = t.args
            try:
                if table.exact(linear_form(a, table) - linear_form(b, table)):
                    continue
            except AtomError:
                continue
            if b.op == "add" and b.args[1].op == "lit" and b.args[1].value >= 1:  # type: ignore[operator]
                c = int(b.args[1].value)  # type: ignore[arg-type]
                low = b.args[0] if c == 1 else Term("add", (b.args[0], Term.lit(c - 1)), "ℕ")
                return low, a
    raise AtomError("no ℕ subtraction of the step to split at")


def _binomials(t: Term) -> list[Term]:
    out: list[Term] = []
    for s in t.walk():
        if s.op == "choose" and s not in out:
            out.append(s)
    return out


def vanishing_lines(lhs: Term, rhs: Term, hyps: list[Term], types: Mapping[str, Ty]) -> list[str]:
    """``rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega), …]`` and ``simp`` for each
    binomial of the step with ``U < L`` under ``hyps``, where those zeros make both sides 0;
    :class:`AtomError` otherwise."""
    omega = Omega.of(hyps, types)
    zeros = [
        c
        for c in _binomials(Term("sub", (lhs, rhs), lhs.type))
        if omega.proves("<", c.args[0], c.args[1])[0]
    ]
    if not zeros or not (vanishes(lhs, zeros) and vanishes(rhs, zeros)):
        raise AtomError("the step outside the guard does not vanish by binomials U < L")
    # only the zeros needed: each rewrite must find its binomial (all of them occur)
    needed = list(zeros)
    for c in zeros:
        rest = [z for z in needed if z != c]
        if rest and vanishes(lhs, rest) and vanishes(rhs, rest):
            needed = rest
    items = ", ".join(
        f"Nat.choose_eq_zero_of_lt (show {render_term(c.args[0])} < {render_term(c.args[1])} "
        "by omega)"
        for c in needed
    )
    return [f"rewrite [{items}]", "simp"]


def case_step(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    hyp: tuple[Term, Term],
    binders: tuple[str, str],
    deadline: float | None,
    prefix: str = "hratio",
) -> tuple[CaseStep, list]:
    """The step split at its guard (module docstring): the :class:`CaseStep` and the blocks
    stated before it (the first case's ratio facts, the two cases).  Raises
    :class:`AtomError` where a case does not compile."""
    guard = guard_of(lhs, rhs, K, hyp)
    both = (hyp, guard)
    n, k = binders
    ct, blocks = _one_or_split(lhs, rhs, K, types, both, binders, deadline, prefix)
    a, b = hyp
    ga, gb = guard
    lt = Term("lt", (a, b), "Prop")
    outside = [lt, Term("le", (gb, ga), "Prop")]
    out_lines = vanishing_lines(lhs, rhs, outside, {**types, n: "ℕ", k: "ℕ"})
    head = f"∀ {n} {k} : ℕ, {render_term(a)} < {render_term(b)} → "
    step = f"{render_term(lhs)} = {render_term(rhs)}"
    base = prefix.replace("hratio", "hcase") if "hratio" in prefix else f"{prefix}_case"
    first, second = f"{base}1", f"{base}2"
    blocks.append(
        RatioBlock(
            first,
            f"{head}{render_term(ga)} < {render_term(gb)} → {step}",
            [f"intro {n} {k} hk hk2", *ct.lines(K)],
        )
    )
    blocks.append(
        RatioBlock(
            second,
            f"{head}{render_term(gb)} ≤ {render_term(ga)} → {step}",
            [f"intro {n} {k} hk hk2", *out_lines],
        )
    )
    return CaseStep(guard, first, second, binders), blocks


def _one_or_split(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    hyps: tuple[tuple[Term, Term], ...],
    binders: tuple[str, ...],
    deadline: float | None,
    prefix: str,
    nonzero: tuple[NeHyp, ...] = (),
) -> tuple[Combination, list[RatioBlock]]:
    """``lhs = rhs`` under ``hyps``: the one-piece combination, or, where that fails, the split
    one and its ratio facts (:func:`~wzprove.sketch.ratio_split.split_combination`).  Raises
    the one-piece :class:`AtomError` when both fail."""
    try:
        one = combination(lhs, rhs, K, types, "s", hyps=hyps, deadline=deadline, nonzero=nonzero)
        return one, []
    except AtomError as err:
        try:
            return split_combination(lhs, rhs, K, types, hyps, binders, deadline, prefix)
        except (AtomError, ClosedFormError):
            raise err from None


def step_combination(
    lhs: Term,
    rhs: Term,
    K: Ty,
    types: Mapping[str, Ty],
    hyp: tuple[Term, Term] | None,
    binders: tuple[str, ...],
    deadline: float | None = None,
    prefix: str = "hratio",
    nonzero: tuple[NeHyp, ...] = (),
) -> tuple[Combination, list[RatioBlock]]:
    """``lhs = rhs`` under ``hyp`` (``(a, b)``: ``a < b``; ``None``: none): the one-piece
    combination, or, where that fails, the split one (:mod:`wzprove.sketch.ratio_split`) and
    the ratio facts it uses, each ``∀`` over ``binders`` (``(n, k)`` for the step ``hct``;
    ``(n,)`` for the telescoper at ``k = 0`` and the recurrence ``hr``, whose terms are
    monomials in ``n`` alone: Gould 10.5's ``C(3n+3, n+1)³``, complete14k); where an ℕ
    subtraction of the step may truncate in the range, the step by two cases
    (:func:`case_step`).  Where ``H`` divides by many linear factors, the step is first tried
    with ``H``'s denominator cleared once (:mod:`wzprove.sketch.cleared_step`).  ``nonzero``:
    :func:`~wzprove.sketch.lincomb.combination` 's, for the one-piece combination only.
    Raises the one-piece :class:`AtomError` when these fail."""
    hyps = () if hyp is None else (hyp,)
    if hyp is not None and len(binders) == 2 and clears(rhs):  # H's denominator cleared once
        try:
            return cleared_step(lhs, rhs, K, types, hyp, binders, prefix)  # type: ignore
        except (AtomError, ClosedFormError):
            pass
    try:
        return _one_or_split(lhs, rhs, K, types, hyps, binders, deadline, prefix, nonzero)
    except AtomError as err:
        if "may truncate" not in str(err) or hyp is None:
            raise
        try:
            return case_step(lhs, rhs, K, types, hyp, binders, deadline, prefix)  # type: ignore
        except (AtomError, ClosedFormError):
            raise err from None
