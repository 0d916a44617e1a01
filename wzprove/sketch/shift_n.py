"""The recurrence variable's start moved past the poles of the summand or of ``H`` (issue 14).

A statement such as ``∑ k ∈ range (n + 1), C(n, k)·C(n, k + 1) / n = C(2n, n) / (n + 1)``
with ``1 ≤ n`` has a summand whose denominator ``n`` vanishes at ``n = 0`` (the telescoper at
``n = 0`` is false under ``x / 0 = 0``), or a right side such as ``(-1)^n / n``.  When the
hypotheses give ``n ≥ s`` (as ``omega`` reads them) with ``s ≤`` the certificate's start,
the proof opens with

    obtain ⟨n, rfl⟩ : ∃ t : ℕ, n = t + s := ⟨n - s, by omega⟩

(:func:`wzprove.sketch.shift_start.obtain_lines`, checked and substituted by the replay,
:mod:`wzprove.sketch.replay_open`) and the construction runs on the statement with ``n``
replaced by ``n + s``: the sum is then one up to ``u n = n + s`` (``range (n + s + 1)``,
``Icc 0 (n + s)``, or ``range (c·(n + s) + d)``; ``range n`` becomes ``range (n + 1)``), which
``Prover.sum_eq_of_telescoper_<J>_step_<c>`` (``Prover/BoundaryStep.lean``) proves from
``n = 0`` on, its steps needed only for ``k < u n``; every denominator ``n + s + …`` is then
positive as written.  Nothing about the Lean library changes: the moved statement is an
ordinary statement the compiler already handles.
"""

from __future__ import annotations

from dataclasses import replace

from wzprove.sketch.common import _Ctx, _full_range, _linear_upper
from wzprove.sketch.shift_start import hypothesis_starts, shifted


def moved_recurrence(ctx: _Ctx) -> tuple[_Ctx, str, dict[str, int]] | None:
    """``(ctx', form, {n: s})``: ``ctx`` with its recurrence variable ``n`` replaced by
    ``n + s`` (``s`` the largest start the hypotheses give, at most the certificate's
    start), its start lowered by ``s`` and its form read again (a sum up to ``u n``); or
    ``None`` when the hypotheses give no start or the moved sum has no form that is
    compiled."""
    n = ctx.n
    others = {v.name for v in ctx.identity.variables if v.name != n}
    s = min(hypothesis_starts(ctx, others | {ctx.k}).get(n, 0), ctx.start)
    if s < 1:
        return None
    new = replace(shifted(ctx, {n: s}), start=ctx.start - s, u=None, step=1)
    form = _full_range(new)  # `range n` moved to `range (n + 1)`
    if form is not None:
        return new, form, {n: s}
    upper = _linear_upper(new)
    if upper is None:
        return None
    form, new.u, new.step = upper
    return new, form, {n: s}
