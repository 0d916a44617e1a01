"""The Lean proof of a statement certified by the *same recurrence* (issue 14, item 3).

:func:`wzprove.pipeline.induction.certify_induction` certifies ``Σ_k F(n, k) = R(n)`` where
``R`` is outside the engine's reading (``Nat.fib (n + 1)``) by the sum's certified
Zeilberger recurrence ``Σ_j a_j(n) S(n + j) = 0`` (Concrete Mathematics §6.6), which ``R``
satisfies identically, and the values at the first ``n``.  That is exactly what the
complete proof of a Zeilberger recurrence states (:mod:`wzprove.sketch.complete`,
``Prover.sum_eq_of_telescoper_<J>``): ``hct0``, ``hct`` from the sum's certificate,
``hr`` (``R`` satisfies the recurrence, boundary terms included) and ``hinit`` (the values)
over ``R`` itself — ``Nat.fib`` atoms tied by ``Prover.cast_fib_step``
(:mod:`wzprove.sketch.fib_facts`).  So the proof is the sketch compiler's, run with the
sum's own reading and certificate and the statement's right side; it is written only when
every block replays from the text (:func:`wzprove.sketch.build.build_sketch`).

Refused (:class:`~wzprove.sketch.induction_proof.InductionProofError`, the item keeps
``proof: none``): any block that does not compile or replay.
"""

from __future__ import annotations

from typing import Any

from wzprove.model.identity import Identity, Term
from wzprove.model.reading import read_sides
from wzprove.sketch.build import SketchError, build_sketch, certificate_from_dict
from wzprove.sketch.induction_proof import InductionProofError, induction_proof


def recurrence_proof(identity: Any, record: dict, deadline: float | None = None) -> str:
    """The whole proof file of ``identity`` certified by the same-recurrence ``record``
    (its ``certificate`` the sum's Zeilberger certificate), replayed before it is returned."""
    if record.get("kind") != "recurrence" or not record.get("certificate"):
        raise InductionProofError("not a same-recurrence certificate")
    if identity.statement is None:
        raise InductionProofError("the identity has no statement text")
    total = identity.lhs if identity.lhs.op == "sum" else identity.rhs
    if total.op != "sum":
        raise InductionProofError("neither side is a single sum")
    inner = Identity(
        name=identity.name,
        variables=list(identity.variables),
        hypotheses=[],
        lhs=total,
        rhs=Term.lit(0, total.type),
        domain=total.type,
    )
    try:
        sides = read_sides(inner)
        cert = certificate_from_dict(record["certificate"])
        if str(sides.lhs) != record.get("sum"):
            raise InductionProofError(f"the sum reads {sides.lhs}, not {record.get('sum')}")
        source = identity.header + identity.statement if identity.header.strip() else None
        sk = build_sketch(identity, sides, cert, source, complete=True, deadline=deadline)
    except (SketchError, ValueError, KeyError) as exc:
        raise InductionProofError(f"the recurrence's proof: {exc}") from exc
    if not sk.complete:
        raise InductionProofError(f"the recurrence's proof: {sk.why_incomplete}")
    return sk.text


def induction_text(identity: Any, record: dict, deadline: float | None = None) -> str:
    """The proof file of a statement certified by induction, by the kind of its ``record``:
    the same recurrence here, the first-order step by
    :func:`~wzprove.sketch.induction_proof.induction_proof`."""
    if record.get("kind") == "recurrence":
        return recurrence_proof(identity, record, deadline)
    return induction_proof(identity, record)
