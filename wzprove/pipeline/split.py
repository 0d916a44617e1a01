"""The certify stage for a statement split into residue classes (:mod:`wzprove.model.cases`).

A statement with ℕ floor divisions ``(a·v + b) / c`` is the conjunction of its cases
``v = M·m + r``, ``r = 0, …, M − 1`` (every natural number is in exactly one of them).  Each
case goes through the engine (:func:`wzprove.pipeline.engine.run_engine`); a case the
hypotheses leave empty needs nothing, one they leave finite is evaluated exactly at each of its
values.  The statement is ``certified`` only when every case is; the first case that is not
decides the status (``failed``, ``out-of-scope``, or ``false`` with a counterexample the engine
found and the exact evaluation confirms under Lean's semantics) and the message names it.  The
falsity search ran on the original statement before this stage.  The report's ``split``
records the variable, the modulus and each case's substitution, status and certificate.
After a certified split, :func:`finish_split` writes the proof file
(:mod:`wzprove.sketch.split_proof`, :mod:`wzprove.sketch.split_trunc_proof`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any

from wzprove.model.cases import Case, Split, finite_case_holds
from wzprove.model.identity import EvaluationError, Identity, evaluate
from wzprove.model.limits import hard_time_limit
from wzprove.model.trunc_cases import truncation_cause
from wzprove.pipeline.engine import EngineOutcome, run_engine
from wzprove.pipeline.options import ProveOptions
from wzprove.pipeline.report import ProveReport


@dataclass
class CertifiedSplit:
    """A split and, for each case in order, the engine's outcome (``None``: an empty or
    finite case, evaluated); only the cases looked at before the first failure."""

    split: Split
    outcomes: list[EngineOutcome | None] = field(default_factory=list)
    #: by case residue: how a case was certified other than by one engine run (a split of
    #: its own, :func:`_nested_difference`; its sums moved to ``range``, :func:`_moved_case`)
    nested: dict[int, str] = field(default_factory=dict)
    #: the rows of a nested split (each case's substitution, method and certificate)
    rows: list[dict[str, Any]] = field(default_factory=list)


def _case_row(case: Case, status: str, message: str, result: Any = None) -> dict[str, Any]:
    row: dict[str, Any] = {
        "substitution": case.substitution,
        "status": status,
        "message": message,
        "method": None,
        "certificate": None,
        "recurrence": None,
    }
    if case.values is not None:
        row["values"] = list(case.values)
    if result is not None:
        row["method"] = result.method
        row["certificate"] = result.certificate.to_dict() if result.certificate else None
        row["recurrence"] = asdict(result.recurrence) if result.recurrence else None
    return row


def _engine_counterexample(
    report: ProveReport, split: Split, case: Case, point: dict[str, str]
) -> None:
    """The engine reads a case without its hypotheses and in mathematical semantics: its
    counterexample is re-evaluated under Lean's reading of the case before it is believed."""
    env = {k: Fraction(v) for k, v in point.items()}
    try:
        verdict = case.identity.holds_at(env)
    except EvaluationError:
        verdict = True
    where = ", ".join(f"{k}={v}" for k, v in point.items())
    if verdict is None:
        report.status = "out-of-scope"
        report.message = (
            f"case {case.substitution}: the hypotheses exclude {where}, where the engine's "
            "reading of the sum and the right side differ; the engine proves identities for all "
            "values above lower bounds, other hypotheses are not handled yet"
        )
        return
    if verdict is False:
        if case.replaced is not None and case.value is not None:
            back = evaluate(case.value, env)
            original = {case.replaced: str(back)}
            env.pop(split.new_variable, None)
        else:
            m = int(env.pop(split.new_variable))
            original = {split.variable: str(split.modulus * m + case.residue)}
        original |= {k: str(v) for k, v in env.items()}
        report.status, report.counterexample = "false", original
        shown = ", ".join(f"{k}={v}" for k, v in original.items())
        report.message = f"counterexample {shown} (case {case.substitution}, found by the engine)"
        return
    report.status = "out-of-scope"
    report.message = (
        f"case {case.substitution}: the engine's reading differs from Lean's at {where}; its "
        "certificate would not prove the case"
    )


def certify_split(
    report: ProveReport, identity: Identity, split: Split, opts: ProveOptions
) -> CertifiedSplit:
    """Certify or evaluate every case of ``split`` (module docstring), filling ``report``:
    ``status``, ``message``, ``method`` and ``split``; returns the cases' outcomes."""
    done = CertifiedSplit(split)
    rows: list[dict[str, Any]] = []
    report.split = split.to_dict() | {"cases": rows}
    for case in split.cases:
        if case.values is not None:
            try:
                verdict = finite_case_holds(split, case, identity)
            except EvaluationError as exc:
                report.status = "out-of-scope"
                report.message = f"case {case.substitution}: cannot evaluate it: {exc}"
                rows.append(_case_row(case, report.status, report.message))
                return done
            if verdict is None:
                report.status = "out-of-scope"
                report.message = (
                    f"case {case.substitution}: the hypotheses leave finitely many values of "
                    f"{split.new_variable} but other variables remain; not evaluated"
                )
                rows.append(_case_row(case, report.status, report.message))
                return done
            if verdict is False:  # the falsity search, on a wider grid, should have found it
                report.status = "false"
                report.message = (
                    f"case {case.substitution} fails at one of its finitely many values"
                )
                rows.append(_case_row(case, report.status, report.message))
                return done
            var = split.new_variable if split.kind == "residue" else split.variable
            how = "empty" if not case.values else f"evaluated at {var} ∈ {list(case.values)}"
            rows.append(_case_row(case, "certified", how))
            done.outcomes.append(None)
            continue
        if case.identity.lhs == case.identity.rhs:
            # simplified by rules valid at every point (model/trunc_cases.simplify_zero)
            rows.append(_case_row(case, "certified", "both sides simplify to the same term"))
            done.outcomes.append(None)
            continue
        var = split.new_variable if split.kind == "hypothesis" else None
        outcome = run_engine(case.identity, opts, var)
        if split.kind == "difference" and outcome.status != "certified":
            # the engine's own choice of variable failed (an upper limit m + r has two):
            # the new variable, the others parameters
            again = run_engine(case.identity, opts, split.new_variable)
            outcome = again if again.status == "certified" else outcome
        if split.kind == "hypothesis" and outcome.status != "certified":
            inner = _nested_difference(case.identity, opts)
            if inner is not None:
                done.outcomes.append(None)
                done.nested[case.residue] = _nested_text(inner)
                row = _case_row(case, "certified", _nested_text(inner))
                rows.append(row | {"split": inner.split.to_dict() | {"rows": inner.rows}})
                continue
            moved = _moved_case(case.identity, opts)
            if moved is not None:
                done.outcomes.append(None)
                done.nested[case.residue] = moved
                rows.append(_case_row(case, "certified", moved))
                continue
        done.outcomes.append(outcome)
        result = outcome.result
        if result is not None and result.status == "false" and result.counterexample:
            rows.append(_case_row(case, "false", outcome.message, result))
            _engine_counterexample(report, split, case, dict(result.counterexample))
            return done
        if outcome.status != "certified" or result is None:
            status = "out-of-scope" if outcome.status == "error" else outcome.status
            rows.append(_case_row(case, status, outcome.message, result))
            report.status = status
            report.message = f"case {case.substitution}: {outcome.message}"
            return done
        rows.append(_case_row(case, "certified", outcome.message, result))
    methods = ", ".join(f"{r['substitution']}: {r['method'] or r['message']}" for r in rows)
    report.status = "certified"
    report.method = "case split"
    if split.kind == "residue":
        how = f"{split.modulus} cases {split.variable} = {split.modulus}·{split.new_variable} + r"
    elif split.kind == "hypothesis":
        how = f"the case {split.cases[0].substitution} the hypothesis on {split.variable} allows"
    elif split.kind == "cut":
        how = f"2 cases of {split.variable}, where a factor C(x, k) ends the sum"
    else:
        cause = truncation_cause(identity)
        how = f"{len(split.cases)} cases of {cause} in {split.variable}"
    report.message = f"certified in {how}, each verified exactly ({methods})"
    return done


def _nested_difference(identity: Identity, opts: ProveOptions) -> CertifiedSplit | None:
    """A hypothesis' case the engine did not certify, whose sum's upper limit holds two ℕ
    variables ``a``, ``b`` (Gould 6.26: ``n = r + m``, ``range (r + m + 1)``): the cases
    ``a = b + j`` and ``b = a + 1 + j`` (:func:`~wzprove.model.trunc_cases.difference_split`,
    a partition of ℕ²), each certified by the engine with ``j`` the recurrence variable;
    the certified split, or ``None`` where a case is not certified (either order tried)."""
    from wzprove.model.trunc_cases import difference_split

    lhs = identity.lhs
    if lhs.op != "sum" or identity.hypotheses:
        return None
    nat = {v.name for v in identity.variables if v.type == "ℕ"}
    upper = sorted(lhs.args[1].free_vars())
    if len(upper) != 2 or not set(upper) <= nat or len(identity.variables) != 2:
        return None
    for a, b in (upper, upper[::-1]):
        split = difference_split(identity, a, b)
        if split is None:
            return None
        done = CertifiedSplit(split)
        for case in split.cases:
            outcome = run_engine(case.identity, opts, split.new_variable)
            if outcome.status != "certified" or outcome.result is None:
                break
            done.outcomes.append(outcome)
            done.rows.append(_case_row(case, "certified", outcome.message, outcome.result))
        else:
            return done
    return None


def _moved_case(identity: Identity, opts: ProveOptions) -> str | None:
    """A hypothesis' case the engine did not certify whose ``Ico lo hi`` sums it cannot read
    (Gould 1.132: ``Ico m (m + 1 + j)``): lower bounds shifted out, the sums moved to
    ``range`` (:func:`~wzprove.model.shift_cases.moved_to_range`, compared with the case on a
    grid), then the engine, else linearity (:func:`~wzprove.pipeline.linear.certify_linear`);
    what certified it, or ``None``."""
    from wzprove.model.shift_cases import agrees, moved_to_range, shifts_of
    from wzprove.pipeline.linear import certify_linear

    found = moved_to_range(identity)
    if found is None:
        return None
    moved, how = found
    if agrees(identity, moved, shifts_of(how)) is not None:
        return None
    outcome = run_engine(moved, opts)
    if outcome.status == "certified" and outcome.result is not None:
        return f"after {', '.join(how)}: {outcome.message}"
    lin = certify_linear(moved, opts)
    if lin is not None and lin.status == "certified":
        return f"after {', '.join(how)}: {lin.message}"
    return None


def _nested_text(inner: CertifiedSplit) -> str:
    """What a case certified by a nested split says: its cases and their methods."""
    shown = ", ".join(f"{r['substitution']}: {r['method']}" for r in inner.rows)
    return f"by the cases {shown}, each verified exactly"


def certify_cut(report: ProveReport, identity: Identity, opts: ProveOptions) -> Any:
    """Where the reading refused a sum whose summand has a numerator factor ``C(x, k)``, the
    cases ``x = n + j`` and ``n = x + 1 + j`` (the sum cut where that factor vanishes:
    :mod:`wzprove.model.cut_cases`), each certified.  Returns the certified split, or
    ``None`` leaving ``report`` as it was (no such sum, or a case not certified: its reason
    goes to ``report.note``); a case found false makes the statement ``false``."""
    from wzprove.model.cases import CaseSplitError
    from wzprove.model.cut_cases import cut_split

    try:
        split = cut_split(identity)
    except CaseSplitError as exc:
        report.note = ((report.note or "") + f"; no cut split: {exc}").lstrip("; ")
        return None
    if split is None:
        return None
    before = (report.status, report.message, report.method)
    done = certify_split(report, identity, split, opts)
    if report.status in ("certified", "false"):
        return done
    report.note = ((report.note or "") + f"; by cut cases: {report.message}").lstrip("; ")
    report.status, report.message, report.method = before
    report.split = None
    return None


def _compile_case(identity: Identity, case: Case, certificate: Any, opts: ProveOptions) -> Any:
    """``(lemma, text)``: the case as a lemma (:func:`~wzprove.sketch.split_proof.case_lemma`)
    and its complete proof, compiled from the case's certificate.  Where the compiler does
    not take the case's ``Ico lo hi`` sum, the lemma is the case with that sum moved to
    ``range (hi − lo)`` (:func:`~wzprove.sketch.split_trunc_proof.ico_shifted`; the wrapper
    rewrites by ``Finset.sum_Ico_eq_sum_range``; an ``Icc lo hi`` sum, ``lo ≠ 0``, first to
    ``Ico lo (hi + 1)``), certified by its own engine run.  Raises
    ``SplitProofError`` where neither has a complete proof."""
    from dataclasses import replace

    from wzprove.sketch.common import SketchError
    from wzprove.sketch.split_low_shift import low_shifted
    from wzprove.sketch.split_proof import SplitProofError, case_lemma
    from wzprove.sketch.split_trunc_proof import ico_shifted

    try:
        return _compiled(case_lemma(identity, case), certificate, opts)
    except (SplitProofError, SketchError) as exc:
        moved = ico_shifted(case.identity) if case.identity.lhs.op == "sum" else None
        moved = moved or low_shifted(case.identity)
        if moved is None:
            raise SplitProofError(f"case {case.substitution}: {exc}") from exc
        outcome = run_engine(moved, opts)
        if outcome.status != "certified" or outcome.result is None:
            raise SplitProofError(
                f"case {case.substitution}: {exc}; with its sum over a range: {outcome.message}"
            ) from exc
        lemma = case_lemma(identity, replace(case, identity=moved))
        return _compiled(lemma, outcome.result.certificate, opts)


def _compiled(lemma: Any, certificate: Any, opts: ProveOptions) -> Any:
    """``(lemma, text)``: the lemma's complete proof (the compiler, then its replay)."""
    import time

    from wzprove.model.reading import read
    from wzprove.sketch.build import build_sketch
    from wzprove.sketch.common import DEFAULT_HEADER
    from wzprove.sketch.split_proof import SplitProofError

    sk = build_sketch(
        lemma.identity,
        read(lemma.identity),
        certificate,
        None,
        complete=True,
        deadline=time.monotonic() + opts.timeout_s,
    )
    if not sk.complete or not sk.text.startswith(DEFAULT_HEADER):
        raise SplitProofError(f"no complete proof ({(sk.why_incomplete or 'not complete')[:200]})")
    return lemma, sk.text[len(DEFAULT_HEADER) :].strip() + "\n"


def _split_proof_text(identity: Identity, done: CertifiedSplit, opts: ProveOptions) -> str:
    """The whole proof file of a certified split: the header, the case lemmas (each proved by
    the complete-proof compiler, in a section that opens what its proof uses) and the user's
    theorem proved from them (:mod:`wzprove.sketch.split_proof` for a parity split,
    :mod:`wzprove.sketch.split_trunc_proof` for a truncation or difference split, whose
    evaluated cases and cases with equal sides have no lemma: the wrapper proves them).
    Raises ``SplitProofError`` or ``SketchError`` where there is no complete proof."""
    from wzprove.sketch.build import lemma_then_theorem
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.hygiene import unfit_reason
    from wzprove.sketch.split_proof import (
        SplitProofError,
        parity_wrapper,
        replay_wrapper,
    )
    from wzprove.sketch.split_trunc_proof import (
        difference_wrapper,
        replay_trunc_wrapper,
        trunc_wrapper,
    )

    if identity.statement is None:
        raise SplitProofError("the statement has no Lean text")
    lemmas, bodies = {}, []
    for case, outcome in zip(done.split.cases, done.outcomes, strict=True):
        if case.residue in done.nested:
            if done.split.kind == "hypothesis" and "Ico sums moved to range" in done.nested[0]:
                from wzprove.pipeline.hyp_moved import moved_proof_text

                return moved_proof_text(identity, done, opts, _compiled)  # hyp_moved_proof
            raise SplitProofError(
                f"case {case.substitution} is certified {done.nested[case.residue]}; that "
                "proof is not written yet"
            )
        if outcome is None or outcome.result is None:
            if done.split.kind == "residue":
                raise SplitProofError(f"case {case.substitution} has no certificate to compile")
            continue  # evaluated, or both sides the same term: the wrapper proves it
        try:
            lemma, body = _compile_case(identity, case, outcome.result.certificate, opts)
        except (SplitProofError, SketchError) as exc:
            if done.split.kind != "hypothesis":
                raise
            from wzprove.pipeline.hyp_edge import edge_proof_text

            try:  # its edge v = a apart (pipeline/hyp_edge.py)
                return edge_proof_text(identity, done, opts, _compile_case)
            except (SplitProofError, SketchError) as edge:
                raise SplitProofError(f"{exc}; with the edge apart: {edge}") from exc
        lemmas[case.residue] = lemma
        bodies.append(body)
    if done.split.kind == "hypothesis":
        from wzprove.sketch.hyp_proof import hypothesis_wrapper

        wrapper = hypothesis_wrapper(identity, done.split, lemmas[0])
    elif done.split.kind == "residue":
        wrapper = parity_wrapper(identity, done.split, list(lemmas.values()))
    elif done.split.kind == "truncation":
        wrapper = trunc_wrapper(identity, done.split, lemmas)
    elif done.split.kind == "cut":
        from wzprove.sketch.split_cut_proof import cut_wrapper

        wrapper = cut_wrapper(identity, done.split, lemmas)
    else:
        wrapper = difference_wrapper(identity, done.split, lemmas)
    text = lemma_then_theorem(identity, "\n".join(bodies), wrapper)
    if done.split.kind == "hypothesis":
        from wzprove.sketch.hyp_proof import replay_hypothesis_wrapper

        replay_hypothesis_wrapper(text, identity.name)
    elif done.split.kind == "residue":
        replay_wrapper(text, identity.name)
    elif done.split.kind == "cut":
        from wzprove.sketch.split_cut_proof import replay_cut_wrapper

        replay_cut_wrapper(text, identity.name)
    else:
        replay_trunc_wrapper(text, identity.name, done.split.kind)
    unfit = unfit_reason(text, identity, ())
    if unfit:  # e.g. a name the wrapper binds is a variable of the statement (sketch/hygiene)
        raise SplitProofError(unfit.replace("the compiled proof", "the split's proof", 1))
    return text


#: how the proof of each kind of split opens (the message of a written proof)
_OPENING = {
    "residue": "Nat.even_or_odd'",
    "truncation": "Nat.lt_or_ge, interval_cases and decide below the bound",
    "difference": "Nat.lt_or_ge, the empty case by its vanishing facts",
    "hypothesis": "obtain ⟨j, rfl⟩ by omega from the hypothesis",
    "cut": "Nat.lt_or_ge, the sum cut where Nat.choose x k = 0 and reflected",
}


def finish_split(done: Any, parsed: Any, opts: ProveOptions, module: str | None = None) -> None:
    """After a certified split: the proof file (:func:`_split_proof_text`), written to
    ``OUT/Proofs/<module>.lean`` by :func:`wzprove.pipeline.finish.write_compiled` (without a
    toolchain ``certified`` with ``proof: complete``; with one, Lean's check decides).  Where
    no proof is written the message says why and ``proof`` stays ``none``."""

    from wzprove.pipeline.finish import proof_path, write_compiled
    from wzprove.sketch.common import SketchError
    from wzprove.sketch.split_proof import SplitProofError

    report = done.report
    try:
        with hard_time_limit(opts.timeout_s):  # the time left (StageTimeout to the caller)
            text = _split_proof_text(done.identity, done.split, opts)
    except (SplitProofError, SketchError) as exc:
        report.message += f"; no Lean proof of the split: {exc}"
        return
    path = proof_path(opts, parsed, module)
    write_compiled(
        report,
        done.identity,
        text,
        path,
        opts,
        "case split",
        f"{_OPENING[done.split.split.kind]}, then each case lemma compiled from its certificate "
        "and replayed exactly in Python, each evaluated case checked exactly, the split re-read "
        "from the text and checked on the model",
        parsed=parsed,
    )
