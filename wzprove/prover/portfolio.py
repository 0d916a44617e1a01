"""The tactic portfolio: fixed Mathlib tactic scripts tried on each side goal first.

For each side-goal kind of a WZ / recurrence sketch (docs/design.md, "Shape of a WZ proof";
A = B, Petkovšek–Wilf–Zeilberger 1996, ch. 6-7 for where the side goals come from) an
ordered list of scripts, cheapest and most often right first: ``positivity`` and
``norm_num`` for a denominator ≠ 0, Pascal's rule and ``Nat.choose_succ_right_eq`` for
binomial ratios, ``field_simp; ring`` for the pointwise WZ equation (a rational-function
identity once the ratios are substituted), ``Nat.choose_eq_zero_of_lt`` for boundary
terms beyond the range, ``decide`` / ``norm_num [Finset.sum_range_succ]`` for an initial
value (a finite computation). Every script is tried through the checker; nothing is
trusted without a Lean run.

Every lemma a script names is listed in :data:`LEMMAS` with the Mathlib file that
states it (checked against leanprover-community/mathlib4's source); the tactics are
Lean 4 core / Mathlib tactics.

:class:`PortfolioStats` counts, per kind and per script, how often it was tried and how
often it closed the goal; the report and the benchmark write :meth:`PortfolioStats.to_dict`.

    >>> scripts_for("denominator")[0]
    'positivity'
    >>> s = PortfolioStats(); s.record("boundary", "simp", True); s.to_dict()["boundary"]["simp"]
    {'tried': 1, 'closed': 1}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wzprove.model.vocab import SubgoalKind

#: Mathlib lemmas the scripts name, and where Mathlib states them
LEMMAS = {
    "Nat.choose": "Mathlib/Data/Nat/Choose/Basic.lean (the definition; unfolds by simp)",
    "Nat.choose_succ_succ": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_succ_right_eq": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.succ_mul_choose_eq": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_mul_succ_eq": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_eq_zero_of_lt": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_succ_self": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_self": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_zero_right": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.choose_ne_zero": "Mathlib/Data/Nat/Choose/Basic.lean",
    "Nat.factorial_succ": "Mathlib/Data/Nat/Factorial/Basic.lean",
    "Nat.factorial_ne_zero": "Mathlib/Data/Nat/Factorial/Basic.lean",
    "Finset.sum_range_succ": "Mathlib/Algebra/BigOperators/Basic.lean (to_additive of "
    "Finset.prod_range_succ)",
    "Finset.sum_range_zero": "Mathlib/Algebra/BigOperators/Basic.lean (to_additive of "
    "Finset.prod_range_zero)",
    "pow_succ": "Mathlib/Algebra/Group/Defs.lean",
    "↓reduceIte": "Lean core simproc (Lean/Meta/Tactic/Simp/BuiltinSimprocs/Core.lean)",
    "Nat.reduceEqDiff": "Lean core simproc (Lean/Meta/Tactic/Simp/BuiltinSimprocs/Nat.lean)",
    "pow_ne_zero": "Mathlib root namespace (Algebra/GroupPower/Basic.lean, later "
    "RingTheory/Nilpotent/Defs.lean)",
}

#: ordered scripts per side-goal kind
PORTFOLIO: dict[SubgoalKind, tuple[str, ...]] = {
    "denominator": (
        "positivity",
        "norm_num",
        "exact pow_ne_zero _ (by norm_num)",
        "exact_mod_cast Nat.choose_ne_zero (by omega)",
        "norm_num [Nat.factorial_ne_zero]",
        "simp",
        "field_simp",
        "omega",
    ),
    "ratio": (
        "field_simp; ring",
        "push_cast; ring",
        "rw [Nat.choose_succ_right_eq]",
        "exact_mod_cast Nat.choose_succ_right_eq _ _",
        "exact_mod_cast Nat.succ_mul_choose_eq _ _",
        "exact_mod_cast Nat.choose_mul_succ_eq _ _",
        "simp [Nat.choose_succ_succ, Nat.factorial_succ]; ring",
        "ring",
    ),
    "wz-equation": (
        "field_simp; ring",
        "push_cast; ring",
        "ring",
        "simp [Nat.choose_succ_succ, Finset.sum_range_succ]; ring",
        "rw [Nat.choose_succ_succ]; push_cast; ring",
        "norm_num [Nat.choose_succ_succ, pow_succ]; ring",
        "field_simp; ring_nf",
    ),
    "boundary": (
        "simp",
        "norm_num",
        "simp [Nat.choose_eq_zero_of_lt]",
        "rw [Nat.choose_eq_zero_of_lt (by omega)]; simp",
        "simp [Nat.choose_succ_self]",
        "norm_num [Nat.choose_eq_zero_of_lt]",
        "field_simp",
    ),
    "initial-value": (
        "decide",
        "norm_num [Finset.sum_range_succ, Nat.choose]",
        "simp [Finset.sum_range_succ]",
        "rfl",
        "norm_num [Finset.sum_range_succ, Finset.sum_range_zero, Nat.choose_zero_right, "
        "Nat.choose_self]",
        "simp",
        "norm_num",
    ),
    "recurrence": (
        "field_simp; ring",
        "push_cast; ring",
        "ring",
        "simp [pow_succ, Nat.factorial_succ]; ring",
        "norm_num [Nat.choose_succ_succ, pow_succ]; ring",
        "field_simp; ring_nf",
    ),
}

#: tried after a kind's own scripts (and alone for an unknown kind)
GENERIC: tuple[str, ...] = ("simp", "norm_num", "ring", "field_simp; ring", "omega", "linarith")


def opening(definitions: Sequence[str]) -> str:
    """The lines every portfolio script starts with (issue 14 item 5): ``intros`` (a side
    goal is a ``∀`` over the variables with hypotheses) and, where the goal mentions the
    sketch's ``let`` names, ``simp only [F, G, …] at *`` to unfold them (``simp`` and
    ``field_simp`` leave a ``let`` value folded unless it is named; ``try``: a goal without
    them is left as it is).

    >>> print(opening(["F", "G"]))
    intros
    try simp only [F, G, ↓reduceIte, Nat.reduceEqDiff] at *
    """
    lines = ["intros"]
    if definitions:
        # `↓reduceIte`, `Nat.reduceEqDiff` (Lean core simprocs): `simp only` runs no simproc
        # unless named, and a `let` defined by cases leaves `if 1 = 0 then … else …`
        names = ", ".join([*definitions, "↓reduceIte", "Nat.reduceEqDiff"])
        lines.append(f"try simp only [{names}] at *")
    return "\n".join(lines)


def with_opening(script: str, definitions: Sequence[str]) -> str:
    """``script`` after :func:`opening`, run on every goal left (none when the opening
    already closed it).

    >>> print(with_opening("positivity", []))
    intros
    all_goals (positivity)
    """
    return f"{opening(definitions)}\nall_goals ({script})"


def scripts_for(kind: str, portfolio: Mapping[str, Sequence[str]] | None = None) -> list[str]:
    """The scripts to try on a subgoal of ``kind``: the kind's own, then :data:`GENERIC`,
    without repeats, in order.

    Args:
        kind: the side-goal kind (an unknown kind gets only the generic scripts).
        portfolio: scripts per kind (default :data:`PORTFOLIO`).
    """
    table = PORTFOLIO if portfolio is None else portfolio
    out: list[str] = []
    for s in list(table.get(kind, ())) + list(GENERIC):
        if s not in out:
            out.append(s)
    return out


@dataclass
class PortfolioStats:
    """Which script closed which kind: ``counts[kind][script] = [tried, closed]``; also
    how many subgoals of each kind the model closed (``model_closed``) and tried
    (``model_tried``)."""

    counts: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    model_tried: dict[str, int] = field(default_factory=dict)
    model_closed: dict[str, int] = field(default_factory=dict)

    def record(self, kind: str, script: str, closed: bool) -> None:
        """Count one portfolio try of ``script`` on a subgoal of ``kind``."""
        row = self.counts.setdefault(kind, {}).setdefault(script, [0, 0])
        row[0] += 1
        row[1] += int(closed)

    def record_model(self, kind: str, closed: bool) -> None:
        """Count one subgoal of ``kind`` handed to the model, and whether it closed it."""
        self.model_tried[kind] = self.model_tried.get(kind, 0) + 1
        if closed:
            self.model_closed[kind] = self.model_closed.get(kind, 0) + 1

    def closed_by(self, kind: str) -> dict[str, int]:
        """Script → how many subgoals of ``kind`` it closed (scripts that closed none left out)."""
        return {s: c for s, (_, c) in self.counts.get(kind, {}).items() if c}

    def merge(self, other: PortfolioStats) -> PortfolioStats:
        """Add ``other``'s counts into this object (for a whole benchmark run); returns self."""
        for kind, rows in other.counts.items():
            for script, (tried, closed) in rows.items():
                row = self.counts.setdefault(kind, {}).setdefault(script, [0, 0])
                row[0] += tried
                row[1] += closed
        for src, dst in (
            (other.model_tried, self.model_tried),
            (other.model_closed, self.model_closed),
        ):
            for kind, v in src.items():
                dst[kind] = dst.get(kind, 0) + v
        return self

    def to_dict(self) -> dict[str, Any]:
        """``{kind: {script: {"tried": t, "closed": c}}, "model": {kind: {...}}}``."""
        out: dict[str, Any] = {
            kind: {s: {"tried": t, "closed": c} for s, (t, c) in rows.items()}
            for kind, rows in self.counts.items()
        }
        if self.model_tried:
            out["model"] = {
                k: {"tried": t, "closed": self.model_closed.get(k, 0)}
                for k, t in self.model_tried.items()
            }
        return out
