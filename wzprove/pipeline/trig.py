"""Certification of binomial sums of sines and cosines (issue 15): the stage after the engine
refused the plain reading (``sin``/``cos`` have no hypergeometric reading).

:func:`certify_trig` recognises ``∑ k ∈ range (n + 1), C(n,k) · ∏ bᵢ^k · f(k·θ) = ∏ cⱼ^n ·
f(n·φ)`` and checks the conditions ``1 + a·cos θ = ρ·cos φ``, ``a·sin θ = ρ·sin φ`` exactly
(:mod:`wzprove.model.trig_binomial`: the binomial theorem on ``(1 + a·e^{iθ})^n`` and de
Moivre's formula); only then ``certified``, method ``binomial-trig``.  The falsity search
has run on the statement before (``pipeline/run.py``).  The Lean proof is written by
:mod:`wzprove.pipeline.finish_trig`.
"""

from __future__ import annotations

from typing import Any

from wzprove.pipeline.induction import InductionOutcome
from wzprove.pipeline.options import ProveOptions

NO_PROOF = "no Lean proof at this stage (`wzprove prove` compiles one where it can)"


def certify_trig(identity: Any, opts: ProveOptions) -> InductionOutcome | None:
    """``certified`` with what was checked where the statement is a binomial sum of sines or
    cosines whose conditions hold exactly; ``failed`` with the condition where they do not;
    ``None`` where the statement is not of that form (the engine's reason stands)."""
    from wzprove.model.trig_binomial import TrigFormError, conditions_hold, recognise, record

    del opts  # the exact check is a few cancellations; the caller's alarm bounds it
    try:
        form = recognise(identity)
    except TrigFormError as exc:
        if not _has_trig(identity):
            return None
        # a statement with sin/cos that is not of the form: the engine's reason ("sin has no
        # sympy reading as a number") says nothing useful, so the report's note keeps why
        # the form was refused (new-user run 15)
        return InductionOutcome(
            "out-of-scope", f"not a binomial sum of sines/cosines this stage takes: {exc}"
        )
    rec = record(form)
    try:
        holds = conditions_hold(form)
    except TrigFormError as exc:  # an angle that is not a rational combination of variables
        return InductionOutcome(
            "out-of-scope", f"binomial sum of sines/cosines not decided: {exc}", rec
        )
    if not holds:
        return InductionOutcome(
            "failed",
            "binomial sum of sines/cosines: the conditions 1 + a·cos θ = ρ·cos φ, "
            f"a·sin θ = ρ·sin φ do not hold identically (a = {rec['a']}, θ = {rec['theta']}, "
            f"ρ = {rec['rho']}, φ = {rec['phi']}); not certified",
            rec,
        )
    return InductionOutcome(
        "certified",
        "certified as a binomial sum of sines/cosines: 1 + a·e^{iθ} = ρ·e^{iφ} checked exactly "
        f"(a = {rec['a']}, θ = {rec['theta']}, ρ = {rec['rho']}, φ = {rec['phi']}); the binomial "
        f"theorem and de Moivre's formula give the statement for every {form.n}; {NO_PROOF}",
        rec,
    )


def _has_trig(identity: Any) -> bool:
    """Whether a side of ``identity`` holds ``Real.sin`` or ``Real.cos``."""
    return any(
        t.op in ("sin", "cos") for side in (identity.lhs, identity.rhs) for t in side.walk()
    )
