"""Closed-form statements with no sum, certified region by region (issue 15, item 3).

Where :func:`wzprove.pipeline.linear._no_sums` refuses a closed-form statement because a
binomial's arguments are not visibly ordered (``C(n + 2, k + 3)``: is ``k + 3 ≤ n + 2``?), or
the reading refuses it for an ℕ subtraction or a divisor that is positive only where the
hypotheses hold, the statement is rewritten into cases that together cover every point it
claims, and each case goes through ``_no_sums`` on its own (which proves it for every value of
its variables, binomials as factorials or by shift ratios):

1. an ℕ statement ``A − B = C`` is replaced by ``A = B + C``, which implies it at every point
   (``(B + C) − B = C``; Lean: ``Nat.add_sub_cancel_left``); the converse is not needed;
2. each ℕ variable with a literal lower bound ``b`` is written ``v + b``
   (:func:`~wzprove.model.region_cases.shift_lower_bounds`);
3. each hypothesis ``a ≤ v`` relating ℕ variables becomes ``v = a + j``
   (:func:`~wzprove.model.hyp_cases.hypothesis_split`: exactly the points it allows);
4. if that is still refused and two ℕ variables are left, the regions of
   :func:`~wzprove.model.region_cases.regions`, which partition ℕ².

Nothing is certified unless every case is; the original statement is then evaluated exactly
under Lean's semantics on a grid as the last guard.  No Lean proof is written for this form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from wzprove.model.identity import Identity, Term

#: the most hypothesis substitutions made one after the other
MAX_SUBSTITUTIONS = 4


def _has_sum(identity: Identity) -> bool:
    return any(
        t.op in ("sum", "prod", "tsum")
        for side in (identity.lhs, identity.rhs)
        for t in side.walk()
    )


def _difference_as_sum(identity: Identity) -> tuple[Identity, list[str]]:
    """``A − B = C`` at ℕ as ``A = B + C`` (module docstring, step 1)."""
    lhs, rhs = identity.lhs, identity.rhs
    if identity.domain != "ℕ":
        return identity, []
    if lhs.op != "sub" or lhs.type != "ℕ":
        if rhs.op != "sub" or rhs.type != "ℕ":
            return identity, []
        lhs, rhs = rhs, lhs
    a, b = lhs.args
    moved = replace(identity, lhs=a, rhs=Term("add", (b, rhs), "ℕ"))
    return moved, ["A − B = C from A = B + C"]


def certify_regions(
    identity: Identity, closed: Callable[[Identity], bool]
) -> tuple[str, dict[str, Any]] | None:
    """The statement certified case by case (module docstring), ``closed`` deciding each
    case (:func:`wzprove.pipeline.linear._no_sums` on its reading): the message and record of
    form ``closed forms by cases``; ``None`` where some case is refused or it has a sum.  The
    caller evaluates the original statement on a grid last."""
    from wzprove.model.hyp_cases import hypothesis_split
    from wzprove.model.region_cases import _simplified, regions, shift_lower_bounds

    if _has_sum(identity):
        return None
    case, done = _difference_as_sum(identity)
    case, shifted = shift_lower_bounds(case)
    done += shifted
    for _ in range(MAX_SUBSTITUTIONS):
        split = hypothesis_split(case)
        if split is None:
            break
        done.append(split.cases[0].substitution)
        case = _simplified(split.cases[0].identity)
    labels: list[str] = []
    if not done or not closed(case):
        names = [v.name for v in case.variables if v.type == "ℕ"]
        if len(names) != 2 or len(case.variables) != 2:
            return None
        parts = regions(case, names[0], names[1])
        if not all(closed(part) for _, part in parts):
            return None
        labels = [label for label, _ in parts]
    steps = "; ".join(done) or "none"
    how = f"{len(labels)} regions ({', '.join(labels)})" if labels else "one case"
    return (
        f"closed forms by cases: {how} after {steps}; in each, every binomial as factorials "
        "(or shift ratios) and lhs − rhs simplified to 0 exactly",
        {"form": "closed forms by cases", "steps": done, "regions": labels},
    )
