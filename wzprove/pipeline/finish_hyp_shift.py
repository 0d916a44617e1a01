"""The proof file of a certified statement ``∑ k ≤ v, f k = r`` under a hypothesis ``a ≤ v``
(or ``a < v``) whose summand has the factor ``C(k, a)`` (issue 14: wzprove-100
param_subset_of_subset, ``Σ_k C(n, k) C(k, j) = C(n, j) 2^(n − j)`` for ``j ≤ n``).

The engine certifies such a sum directly, but its recurrence holds from ``n = j`` on only (the
leading coefficient ``n − j + 1`` is not positive as written), which the complete-proof compiler
does not prove.  Through the hypothesis the statement is its case ``v = a + q``
(:func:`wzprove.model.hyp_cases.hypothesis_split`, certified by
:func:`wzprove.pipeline.split.certify_split`), whose sum vanishes below ``k = a``: the case
lemma sums from ``a`` on, up to the new variable (:mod:`wzprove.sketch.split_low_shift`), and
the theorem follows by ``obtain`` and ``Prover.sum_range_eq_of_low_zero``
(:mod:`wzprove.sketch.hyp_proof`) — the split's own proof file
(:func:`wzprove.pipeline.split._split_proof_text`, replayed from the text), written by
:func:`wzprove.pipeline.finish.write_compiled`.  Tried before the sketch, only for this shape.
"""

from __future__ import annotations

import copy
from typing import Any

from wzprove.pipeline.options import ProveOptions


def _split(identity: Any) -> Any:
    """The hypothesis split of ``identity`` whose one case is low-shiftable, or ``None``."""
    from wzprove.model.hyp_cases import hypothesis_split
    from wzprove.sketch.split_low_shift import low_shifted

    if identity is None or identity.statement is None or not identity.hypotheses:
        return None
    try:
        split = hypothesis_split(identity, None)
    except Exception:  # noqa: BLE001 - no split of this statement: not this shape
        return None
    if split is None or len(split.cases) != 1 or split.cases[0].values is not None:
        return None
    return split if low_shifted(split.cases[0].identity) is not None else None


def applies(identity: Any) -> bool:
    """Whether ``identity`` has a hypothesis split whose case sum vanishes below a variable."""
    return _split(identity) is not None


def proof_text(identity: Any, report: Any, opts: ProveOptions) -> str:
    """The whole proof file (the split's); raises ``SplitProofError`` / ``SketchError`` where
    there is no complete proof.  ``report`` is not changed (the split is certified on a copy)."""
    from wzprove.pipeline.split import _split_proof_text, certify_split
    from wzprove.sketch.split_proof import SplitProofError

    split = _split(identity)
    if split is None:
        raise SplitProofError("no hypothesis case whose sum vanishes below a variable")
    scratch = copy.deepcopy(report)
    done = certify_split(scratch, identity, split, opts)
    if scratch.status != "certified":
        raise SplitProofError(f"case {split.cases[0].substitution}: {scratch.message}")
    return _split_proof_text(identity, done, opts)


def finish_hyp_shift(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> bool:
    """Write the proof of a certified ``done`` through its hypothesis case; whether one was
    written (else ``done.report.message`` says why, and the caller writes the sketch)."""
    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.split_proof import SplitProofError

    report = done.report
    try:
        text = proof_text(done.identity, report, opts)
    except (SplitProofError, SketchError) as exc:
        report.message += f"; no proof through the hypothesis' case: {exc}"
        return False
    write_compiled(
        report,
        done.identity,
        text,
        proof_path(opts, parsed, module),
        opts,
        "hypothesis case",
        "the case the hypothesis allows, its sum from the vanishing terms on, compiled from its "
        "own certificate and replayed exactly in Python, re-read from the text",
        parsed=parsed,
    )
    return True
