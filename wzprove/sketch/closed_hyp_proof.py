"""The Lean proof of a closed-form identity (no sum) under hypotheses ``a ≤ v`` / ``a < v``
relating its ℕ variables (issue 14; LC-test test_048_1 ``C(n, k)·C(k, m) = C(n, k − m)·
C(n − k + m, m)`` for ``m ≤ k ≤ n``, BrokenMath ``symmetry`` ``C(n, k) = C(n, n − k)`` for
``k ≤ n``).

The linearity stage certified such a statement by substituting each hypothesis in turn,
``v = a + j`` (:func:`wzprove.model.hyp_cases.hypothesis_split`), after which every ℕ
subtraction of the closed form is exact.  The proof follows the same chain: one lemma per
substitution (:func:`~wzprove.sketch.split_proof.case_lemma`, written from the case's model
and read back), the last one, without hypotheses, proved by the closed-form compiler
(:func:`wzprove.sketch.complete_closed.closed_proof`: each binomial tied to factorials, one
``linear_combination`` checked exactly in Python), and each statement before it proved from
the next by the hypothesis wrapper (:func:`wzprove.sketch.hyp_proof.hypothesis_wrapper`)::

    obtain ⟨j, rfl⟩ : ∃ j, k = m + j := ⟨k - m, by omega⟩
    exact test_048_1_case0 n m j hkn

The whole text is re-read before it is returned: every wrapper by
:func:`~wzprove.sketch.hyp_proof.replay_hypothesis_wrapper`, the last lemma by the replay
(:func:`wzprove.sketch.linear_common.check_replay`) and its closing ``exact_mod_cast key``
by :func:`~wzprove.sketch.complete_closed._check_cast`.  No Mathlib lemma is used beyond
those of the closed-form compiler.
"""

from __future__ import annotations

from wzprove.lean.parser import parse_text
from wzprove.model.hyp_cases import hypothesis_split
from wzprove.model.identity import Identity
from wzprove.sketch.complete_closed import ClosedProofError, _check_cast, closed_proof
from wzprove.sketch.split_proof import CaseLemma, SplitProofError, case_lemma

#: at most this many hypotheses are substituted (as the linearity stage does)
MAX_SUBSTITUTIONS = 4


def _chain(identity: Identity) -> list[tuple[Identity, object, CaseLemma]]:
    """``[(statement, split, lemma), …]``: each hypothesis substituted in turn, the lemma of
    one step the statement of the next; the last lemma has no hypothesis left."""
    out: list[tuple[Identity, object, CaseLemma]] = []
    current = identity
    for _ in range(MAX_SUBSTITUTIONS):
        split = hypothesis_split(current)
        if split is None:
            break
        lemma = case_lemma(current, split.cases[0])
        out.append((current, split, lemma))
        current = lemma.identity
    if not out:
        raise ClosedProofError("no hypothesis a ≤ v / a < v to substitute")
    if current.hypotheses:
        raise ClosedProofError("hypotheses are left after the substitutions")
    return out


def closed_hyp_proof(identity: Identity) -> str:
    """The whole Lean file (module docstring), replayed; raises :class:`ClosedProofError` or
    :class:`~wzprove.sketch.split_proof.SplitProofError`."""
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.hyp_proof import hypothesis_wrapper
    from wzprove.sketch.linear_common import proof_header

    if identity.statement is None or identity.relation != "eq":
        raise ClosedProofError("a statement without Lean text, or not `=`")
    chain = _chain(identity)
    last = chain[-1][2]
    closed = closed_proof(last.identity)
    if not closed.startswith(DEFAULT_HEADER):
        raise SplitProofError("the substituted lemma's proof has another header")
    bodies = [closed[len(DEFAULT_HEADER) :].strip() + "\n"]
    main_lines: list[str] = []
    for statement, split, lemma in reversed(chain):
        lines = hypothesis_wrapper(statement, split, lemma)  # type: ignore[arg-type]
        if statement is identity:
            main_lines = lines
        else:
            bodies.append(statement.statement.rstrip() + " := by\n" + "\n".join(lines) + "\n")
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    section = "section\n" + opens + "\n\n" + "\n".join(bodies) + "\nend\n\n"
    main = identity.statement.rstrip() + " := by\n" + "\n".join(main_lines) + "\n"
    text = proof_header(identity) + section + main
    replay_closed_hyp(text, identity.name, [s.name for s, _, _ in chain], last.name)
    return text


def replay_closed_hyp(text: str, name: str, wrapped: list[str], last: str) -> None:
    """Re-read ``text``: each theorem of ``wrapped`` (``name`` first) proved by its
    hypothesis wrapper from the next, the lemma ``last`` (no hypotheses) by the closed-form
    compiler's replayed steps and its ``exact_mod_cast key``."""
    from wzprove.sketch.hyp_proof import replay_hypothesis_wrapper
    from wzprove.sketch.linear_common import check_replay

    if not wrapped or wrapped[0] != name:
        raise SplitProofError(f"replay: {name} is not the first theorem proved by a wrapper")
    for theorem in wrapped:
        replay_hypothesis_wrapper(text, theorem)
    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    if set(theorems) != {*wrapped, last}:
        raise SplitProofError("replay: the text holds other theorems than the chain's")
    got = theorems[last]
    if got.hypotheses or text.count("  have key : ") != 1:
        raise SplitProofError(f"replay: {last} has hypotheses, or `key` is not stated once")
    cast = got.domain in ("ℕ", "ℤ")
    check_replay(text, last, allowed=("exact_mod_cast key",) if cast else ())
    if cast:  # the one `have key` of the text, the last lemma's (the wrappers state none)
        _check_cast(text, got, "ℚ")
