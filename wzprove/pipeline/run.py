"""``prove`` as stages: parse → falsity → certify → sketch → fill → check → report.

Each stage is a function of the previous stage's result; :func:`prove_theorem` runs them for
one parsed theorem and keeps every stage's result and time in a :class:`ProveReport`, the
object that ``wzprove prove --json`` prints and the batch runner appends.  A statement found
false never reaches the certificate search, the prover or a model.  Nothing is reported
``kernel-checked`` without a Lean run that returned no error and an audit that passed.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from wzprove.lean.parser import ParsedTheorem, parse_file
from wzprove.model.limits import StageTimeout, hard_time_limit, past_limit, raise_if_past_limit
from wzprove.pipeline.engine import TOO_DEEP, explain_engine_counterexample
from wzprove.pipeline.engine import why_text as _why
from wzprove.pipeline.hyp_relation import has_relation, hypothesis_split
from wzprove.pipeline.options import FALSITY_GRID_POINTS, FALSITY_RANDOM_POINTS, ProveOptions
from wzprove.pipeline.report import ProveReport
from wzprove.sketch.names import module_names


class _Clock:
    def __init__(self, report: ProveReport):
        self.report = report

    def stage(self, name: str) -> _Timer:
        return _Timer(self.report, name)


class _Timer:
    def __init__(self, report: ProveReport, name: str):
        self.report, self.name = report, name

    def __enter__(self) -> None:
        self.t0 = time.perf_counter()

    def __exit__(self, *exc: object) -> None:
        self.report.timings[self.name] = round(time.perf_counter() - self.t0, 6)


@dataclass
class CertifiedTheorem:
    """The stages up to the certificate for one theorem: the report so far, the engine's
    reading of the statement and the engine's result (``None`` where a stage stopped)."""

    report: ProveReport
    identity: Any = None
    reading: Any = None
    result: Any = None
    split: Any = None

    @property
    def certified(self) -> bool:
        """Whether one certificate was found and verified exactly (a case split, whose cases
        each have theirs, is :attr:`split_certified`)."""
        return self.report.status == "certified" and self.result is not None

    @property
    def split_certified(self) -> bool:
        """Whether every case of a case split was certified or evaluated exactly."""
        return self.report.status == "certified" and self.split is not None


def certify_theorem(
    parsed: ParsedTheorem, options: ProveOptions | None = None, parse_seconds: float = 0.0
) -> CertifiedTheorem:
    """Falsity check, reading and certificate for one parsed theorem; never raises.

    Stages: the counterexample search's exact grid under Lean's semantics
    (:func:`wzprove.falsity.search`; a false statement stops here with its counterexample
    and a Lean disproof), the engine's
    reading of the statement (:func:`wzprove.model.reading.read`), and the certificate
    (:func:`wzprove.wz.certify.certify`: Gosper, WZ pair or Zeilberger, verified exactly).
    A statement with ℕ floor divisions ``(a·v + b) / c`` is certified by residue classes of
    ``v`` instead (:mod:`wzprove.model.cases`, :func:`wzprove.pipeline.split.certify_split`):
    ``out.split`` holds the cases, ``report.split`` each case's certificate.  A statement
    the reading refuses whose ℕ subtractions may truncate is split into the truncating values
    and the exact region (:mod:`wzprove.model.trunc_cases`, :func:`_truncation_split`).
    The search's random phase runs last, and only where the statement was neither
    certified nor found false (issue 17): a counterexample there makes the report ``false``
    as if found first.  Both phases are fixed numbers of points (the grid up to
    :data:`~wzprove.pipeline.options.FALSITY_GRID_POINTS`, then
    :data:`~wzprove.pipeline.options.FALSITY_RANDOM_POINTS` seeded random points), so the
    verdict does not depend on the machine's load; ``opts.falsity_time_s`` only caps both
    together.  ``report.falsity_points`` counts the points evaluated.
    """
    opts = options or ProveOptions()
    report = ProveReport(
        name=parsed.name,
        status="error",
        location=str(parsed.location) if parsed.location else None,
        model=opts.model,
        seed=opts.seed,
    )
    report.timings["parse"] = round(parse_seconds, 6)
    out = CertifiedTheorem(report)
    if parsed.status != "parsed" or parsed.identity is None:
        report.status, report.message = parsed.status, parsed.message
        return out
    out.identity = parsed.identity
    # `timeout_s` bounds every stage, the parse's share included (issue 12): the stages get
    # the time that is left, and an alarm at the deadline stops one that checks none
    deadline = time.monotonic() + opts.timeout_s - parse_seconds
    try:
        with hard_time_limit(max(deadline - time.monotonic(), 1e-3)):
            return _falsity_and_certificate(out, opts, _Clock(report), deadline)
    except StageTimeout as exc:
        if report.status != "false":  # a counterexample found stands (its disproof aside)
            report.status = "failed"
            report.message = (
                f"time limit: the falsity search, reading, certificate search and verification "
                f"ran {exc} (--timeout {opts.timeout_s:g} s); not certified"
            )
        return out


def left_until(opts: ProveOptions, deadline: float) -> ProveOptions | None:
    """``opts`` with ``timeout_s`` the seconds left before ``deadline`` (None if none are):
    what a later stage of the same theorem may take."""
    left = deadline - time.monotonic()
    return replace(opts, timeout_s=left) if left > 0 else None


def _left_or_stop(opts: ProveOptions, deadline: float) -> ProveOptions:
    """:func:`left_until`, raising :class:`StageTimeout` where no time is left."""
    rest = left_until(opts, deadline)
    if rest is None:
        raise StageTimeout(f"over {opts.timeout_s:g} s")
    return rest


def _falsity_and_certificate(
    out: CertifiedTheorem, opts: ProveOptions, clock: _Clock, deadline: float
) -> CertifiedTheorem:
    """The stages of :func:`certify_theorem` after the parse, by ``deadline``."""
    from wzprove.falsity import search

    report, identity = out.report, out.identity

    # The grid first (exact, under Lean's semantics, on the original statement); the
    # random phase only where no certificate is verified (issue 17): a verified
    # certificate proves the mathematical identity, and the grid is what protects
    # against a Lean reading that differs from it.
    with clock.stage("falsity"):
        try:
            found = search(
                identity,
                time_limit=min(opts.falsity_time_s, opts.timeout_s),
                seed=opts.seed,
                random_rounds=0,
                max_points=FALSITY_GRID_POINTS,
            )
        except Exception as exc:  # noqa: BLE001 - a fault of the search ends this theorem only
            raise_if_past_limit(exc)  # the limit's, not the statement's (a timeout as it ends)
            report.status = "out-of-scope"
            report.message = f"the counterexample search cannot evaluate it: {_why(exc)}"
            return out
    report.falsity_points = found.points_checked
    if found.counterexample is not None:
        return _false(out, identity, found.counterexample)
    out = _certify_stages(out, identity, _left_or_stop(opts, deadline), clock)
    if out.report.status in ("certified", "false"):
        return out
    left = min(opts.falsity_time_s - found.elapsed, deadline - time.monotonic())
    if left <= 0 or not found.variables:
        return out
    with clock.stage("falsity_random"):
        try:
            more = search(
                identity,
                time_limit=left,
                seed=opts.seed,
                grid=False,
                max_points=FALSITY_RANDOM_POINTS,
            )
        except Exception as exc:  # noqa: BLE001 - the grid ran; the engine's verdict stands
            raise_if_past_limit(exc)
            return out
    out.report.falsity_points += more.points_checked
    if more.counterexample is None:
        return out
    fresh = ProveReport(
        name=report.name,
        status="false",
        location=report.location,
        model=report.model,
        seed=report.seed,
        timings=dict(out.report.timings),
        falsity_points=out.report.falsity_points,
    )
    return _false(CertifiedTheorem(fresh, identity), identity, more.counterexample)


def _false(out: CertifiedTheorem, identity: Any, ce: Any) -> CertifiedTheorem:
    """``out`` with its report ``false`` at the counterexample ``ce`` of the falsity search
    (found under Lean's semantics), with a Lean disproof where one can be written."""
    from wzprove.falsity import disproof

    report = out.report
    report.status = "false"
    try:  # the point the disproof is proved at (another counterexample for some sin/cos)
        report.disproof, ce = disproof(identity, ce)
    except Exception:  # noqa: BLE001 - a disproof is a bonus; the verdict stands
        report.disproof = None
    report.counterexample = ce.point_strings()
    report.message = (
        f"counterexample {', '.join(f'{k}={v}' for k, v in report.counterexample.items())}:"
        f" left side {ce.lhs}, right side {ce.rhs}"
    )
    return out


def _certify_stages(
    out: CertifiedTheorem, identity: Any, opts: ProveOptions, clock: _Clock
) -> CertifiedTheorem:
    """The stages after the falsity grid: a case split by residues, or the engine's
    reading and certificate (a truncation split or linearity where it refuses)."""
    report = out.report
    from wzprove.model.cases import CaseSplitError, split_residues
    from wzprove.pipeline.engine import run_engine

    try:
        split = split_residues(identity)
    except CaseSplitError as exc:
        split, no_split = None, f"; no case split: {exc}"
    except Exception as exc:  # noqa: BLE001 - a fault of the split leaves the plain reading
        raise_if_past_limit(exc)
        split, no_split = None, f"; no case split: {_why(exc)}"
    else:
        no_split = ""
    if split is not None:
        from wzprove.pipeline.split import certify_split

        with clock.stage("certify"):
            out.split = certify_split(report, identity, split, opts)
        return out
    with clock.stage("certify"):
        outcome = run_engine(identity, opts)
        if outcome.status == "out-of-scope" and not no_split and _split_first(identity, outcome):
            out.split = _truncation_split(report, identity, outcome, opts)
        if out.split is None and outcome.result is None and outcome.status == "out-of-scope":
            from wzprove.pipeline.split import certify_cut

            out.split = certify_cut(report, identity, opts)
    if out.split is not None:
        return out
    out.reading, result = outcome.reading, outcome.result
    if outcome.status == "out-of-scope" and any(
        _by_stage(report, identity, opts, stage) for stage in _STAGES
    ):
        return out
    if result is None:
        report.status, report.message = outcome.status, outcome.message + no_split
        return out
    if result.status == "false" and result.counterexample:
        if explain_engine_counterexample(report, identity, result):
            out.split = hypothesis_split(report, identity, result.counterexample, opts)
        return out
    if result.status in ("failed", "out-of-scope") and has_relation(identity):
        report.status, report.message = result.status, result.message
        out.split = hypothesis_split(report, identity, None, opts)
        if out.split is not None or report.status == "false":
            return out
        # the engine's verdict on the plain reading stands, the substitution's reason added
        result.message = report.message
    if result.status == "error":
        # the engine calls its input bad; the input is the parser's reading of valid Lean,
        # so this is a form the engine does not take, not the user's error
        report.status = "out-of-scope"
        report.message = f"the certificate engine does not take this reading: {result.message}"
        return out
    out.result = result
    report.method = result.method
    report.certificate = result.certificate.to_dict() if result.certificate else None
    report.recurrence = asdict(result.recurrence) if result.recurrence else None
    report.counterexample = result.counterexample
    report.status, report.message = result.status, result.message
    return out


def _split_first(identity: Any, outcome: Any) -> bool:
    """Whether to try the truncation split: the reading refused the statement, or the engine
    did and a side tests a variable's value (``if n = 0 then … else …``: split on it) or sums
    from a variable (``∑ k ∈ Ico m (n + 1)``:
    :func:`~wzprove.model.trunc_cases.lower_limit_pair`)."""
    from wzprove.model.trunc_cases import lower_limit_pair, value_tests

    if outcome.result is None or bool(value_tests(identity)):
        return True
    return lower_limit_pair(identity) is not None


def _truncation_split(report: ProveReport, identity: Any, outcome: Any, opts: ProveOptions) -> Any:
    """Where the reading refused the statement, its ℕ subtractions split into the truncating
    values and the exact region (:mod:`wzprove.model.trunc_cases`), every case certified or
    evaluated (:func:`wzprove.pipeline.split.certify_split`).  Returns the certified split, or
    ``None`` leaving ``report`` to the plain outcome: where there is no such split, or where a
    case is neither certified nor false (then the plain reason is kept, the case's appended).
    A case evaluated false, or one whose engine counterexample holds under Lean's semantics,
    makes the statement ``false``."""
    from wzprove.model.cases import CaseSplitError
    from wzprove.model.trunc_cases import truncation_split
    from wzprove.pipeline.split import certify_split

    try:
        split = truncation_split(identity)
    except CaseSplitError as exc:
        outcome.message += f"; no truncation split: {exc}"
        return None
    except Exception as exc:  # noqa: BLE001 - a fault of the split leaves the plain outcome
        raise_if_past_limit(exc)
        outcome.message += f"; no truncation split: {_why(exc)}"
        return None
    if split is None:
        return None
    done = certify_split(report, identity, split, opts)
    if report.status in ("certified", "false"):
        return done
    outcome.message += f"; by truncation cases: {report.message}"
    report.split = None
    return None


#: the stages after a refused reading: stage → (module of wzprove.pipeline, function, method)
_STAGES = {
    "trig": ("trig", "certify_trig", "binomial-trig"),
    "linear": ("linear", "certify_linear", "linearity"),
    "induction": ("induction", "certify_induction", "induction"),
}


def _by_stage(report: ProveReport, identity: Any, opts: ProveOptions, stage: str) -> bool:
    """Where the engine refused the plain reading, certify as a binomial sum of sines or cosines
    (``trig``: :mod:`wzprove.pipeline.trig`), by ``linear``ity (a factor before a
    sum, several sums, a summand that is a sum of terms: :mod:`wzprove.pipeline.linear`) or
    by ``induction`` on one ℕ variable (``Nat.fib``, ``harmonic``, nested sums:
    :mod:`wzprove.pipeline.induction`); whether that decided the report (certified, its
    record in the report's field of that name; else the engine's reason stands, the stage's
    noted)."""
    import importlib

    where, fn, method = _STAGES[stage]
    certify_by = getattr(importlib.import_module(f"wzprove.pipeline.{where}"), fn)

    with _Clock(report).stage(stage):
        try:
            # bounded like the engine (issue 12, item 4): the operator check of a sum times
            # C(n, 250) expands degree-250 polynomials for minutes (breaker12m)
            with hard_time_limit(opts.timeout_s):
                done = certify_by(identity, opts)
        except StageTimeout as exc:
            report.note = ((report.note or "") + f"; by {method}: time limit ({exc})").lstrip("; ")
            return False
        except Exception as exc:  # noqa: BLE001 - a fault here leaves the engine's verdict
            report.note = ((report.note or "") + f"; by {method}: {_why(exc)}").lstrip("; ")
            return False
    if done is None:
        return False
    if done.status == "certified":
        report.status, report.message = "certified", done.message
        report.method, report.proof = method, "none"
        setattr(report, stage, done.record)
        return True
    report.note = ((report.note or "") + f"; {done.message}").lstrip("; ")
    return False


def prove_theorem(
    parsed: ParsedTheorem,
    options: ProveOptions | None = None,
    parse_seconds: float = 0.0,
    module: str | None = None,
) -> ProveReport:
    """All stages for one parsed theorem (see :func:`certify_theorem`), then, where a
    certificate was found, the sketch, the subgoal filling and the final Lean check and
    audit (:mod:`wzprove.pipeline.finish`); never raises for bad input.  ``module``: the
    name of its sketch and proof files (distinct within a run, :func:`module_names`;
    ``None``: :func:`module_name` of the theorem's name)."""
    opts = options or ProveOptions()
    # every stage but Lean's checks, the parse's share included (issue 12)
    deadline = time.monotonic() + opts.timeout_s - parse_seconds
    done = certify_theorem(parsed, opts, parse_seconds)
    if done.report.status == "certified":
        _proofs(done, parsed, opts, module, deadline)
    return done.report


def _proofs(
    done: CertifiedTheorem,
    parsed: ParsedTheorem,
    opts: ProveOptions,
    module: str | None,
    deadline: float,
) -> None:
    """The proof of a certified ``done`` (the proof compiler, its replay, the files, Lean's
    check where a toolchain is found) within what is left of the theorem's ``timeout_s``
    before ``deadline``: where the compiler runs out of it, ``done`` stays ``certified``
    with ``proof: none`` (or ``partial``) and the message says the time limit was reached.
    Lean's checks keep to ``lean_timeout_s`` instead."""
    if left_until(opts, deadline) is None:
        _out_of_time(done, opts, "before the proof compiler")
        return
    generic = _generic_parameters(done)
    # one operator (LCI Gould 1.11): each written step is a polynomial identity valid for every
    # value, replayed before the proof counts (sketch/complete_operator.py): no generic argument
    one_operator = (done.report.linear or {}).get("form") == "one operator"
    if done.report.status == "certified" and generic and not one_operator:
        done.report.proof = "none"
        done.report.message += (
            f"; no Lean proof: the certificates are proved for generic {', '.join(generic)} "
            "(a polynomial identity in them, model/poly_params.py), an argument the proof "
            "compiler does not write"
        )
        return
    if done.split_certified:
        _finish_by(done, parsed, opts, module, "split.finish_split", "of the split", deadline)
    method = done.report.method
    if done.report.status == "certified" and method in _FINISHERS:
        _finish_by(done, parsed, opts, module, _FINISHERS[method], f"by {method}", deadline)
    for where in DEDICATED_PROOFS:
        if done.certified and _dedicated_proof(done, parsed, opts, module, where, deadline):
            return
    if done.certified:
        from wzprove.pipeline import finish

        try:
            finish.finish(done, parsed, _left_or_stop(opts, deadline), _Clock(done.report), module)
        except StageTimeout:
            _out_of_time(done, opts, "in the proof compiler")
        except Exception as exc:  # noqa: BLE001 - a fault after the certificate ends this one
            if past_limit():  # the limit's work (CPython may turn it into another error)
                _out_of_time(done, opts, "in the proof compiler")
                return
            done.report.status = "failed"
            done.report.proof = "none"
            done.report.message += f"; stopped after the certificate: {_why(exc)}"


def _out_of_time(done: CertifiedTheorem, opts: ProveOptions, where: str) -> None:
    """``done`` stays ``certified``; no proof file (``proof: none``), and the message says
    the time limit was reached ``where``."""
    report = done.report
    report.proof = "none" if report.proof_file is None else report.proof
    report.message += (
        f"; no Lean proof: the time limit (--timeout {opts.timeout_s:g} s) was reached {where}"
    )


def _generic_parameters(done: CertifiedTheorem) -> list[str]:
    """The variables the engine reads as ``generic`` (:mod:`wzprove.model.poly_params`):
    any certificate of the statement may rest on the polynomial argument for them."""
    from wzprove.model.poly_params import polynomial_parameters

    if done.identity is None:
        return []
    return sorted(polynomial_parameters(done.identity))


#: the proof writers of certificates that are not one sum's (``module.function``)
_FINISHERS = {
    "linearity": "finish_linear.finish_linear",
    "induction": "finish_induction.finish_induction",
    "binomial-trig": "finish_trig.finish_trig",
}


def _finish_by(
    done: Any,
    parsed: Any,
    opts: ProveOptions,
    module: str | None,
    where: str,
    how: str,
    deadline: float,
) -> None:
    """The proof file of a certificate of that kind (``where``: ``module.function`` under
    ``wzprove.pipeline``) by ``deadline``; a fault there, or the time running out, leaves
    the statement certified with no Lean proof, saying why."""
    import importlib

    name, fn = where.rsplit(".", 1)
    finisher = getattr(importlib.import_module(f"wzprove.pipeline.{name}"), fn)
    try:
        rest = _left_or_stop(opts, deadline)
        with _Clock(done.report).stage("sketch"):
            finisher(done, parsed, rest, module)
    except StageTimeout:
        _out_of_time(done, opts, f"in the proof compiler ({how})")
    except Exception as exc:  # noqa: BLE001 - a fault after the certificates ends this one
        if past_limit():
            _out_of_time(done, opts, f"in the proof compiler ({how})")
            return
        done.report.proof = "none"
        done.report.message += f"; no Lean proof {how}: {_why(exc)}"


#: prove's dedicated proofs (modules of ``wzprove.pipeline``, each with ``applies`` and
#: ``proof_text``): what the proof is, and what the message says when one faults
DEDICATED_PROOFS = {
    "finish_exact": ("an exact ℕ division", "no exact-division proof"),
    "finish_from_one": ("sums from 1", "no proof through the sums from 0"),
    "finish_hyp_shift": ("a hypothesis' case", "no proof through the hypothesis' case"),
}


def _dedicated_proof(
    done: Any, parsed: Any, opts: ProveOptions, module: str | None, where: str, deadline: float
) -> bool:
    """For a certified statement of the shape ``wzprove.pipeline.<where>`` proves
    (:mod:`~wzprove.pipeline.finish_exact`, :mod:`~wzprove.pipeline.finish_from_one`): its
    proof file; whether one was written (else the caller writes the sketch)."""
    import importlib

    finisher = importlib.import_module(f"wzprove.pipeline.{where}")
    try:
        if not finisher.applies(done.identity):
            return False
        rest = _left_or_stop(opts, deadline)
        with _Clock(done.report).stage("sketch"):
            return getattr(finisher, where)(done, parsed, rest, module)
    except StageTimeout:
        _out_of_time(done, opts, f"in the proof compiler ({DEDICATED_PROOFS[where][0]})")
        return True  # no time is left for another proof
    except Exception as exc:  # noqa: BLE001 - a fault here leaves the sketch to be written
        if past_limit():
            _out_of_time(done, opts, f"in the proof compiler ({DEDICATED_PROOFS[where][0]})")
            return True
        done.report.message += f"; {DEDICATED_PROOFS[where][1]}: {_why(exc)}"
        return False


def prove(
    path: str | Path, options: ProveOptions | None = None, theorem: str | None = None
) -> Iterator[ProveReport]:
    """Prove every theorem of a ``.lean`` or LCI-style ``.jsonl`` file, one report each, as
    they finish.  ``theorem`` picks one theorem by name; if none matches, one ``error``
    report says so."""
    t0 = time.perf_counter()
    parsed = parse_file(path)
    seconds = (time.perf_counter() - t0) / max(len(parsed), 1)
    # file names distinct within the file, ignoring case; the same whatever --theorem picks
    modules = dict(zip(map(id, parsed), module_names([p.name for p in parsed]), strict=True))
    if theorem is not None:
        chosen = [p for p in parsed if p.name == theorem]
        if not chosen:
            names = ", ".join(p.name for p in parsed[:10])
            yield ProveReport(
                name=theorem,
                status="error",
                message=f"{path}: no theorem named {theorem} (found: {names})",
            )
            return
        parsed = chosen
    from wzprove.pipeline.whole_file import whole_file  # the Lean side's text tools

    whole = whole_file(path, parsed, options or ProveOptions(), list(modules.values()))
    for p in parsed:
        try:
            report = prove_theorem(p, options, seconds, modules[id(p)])
        except RecursionError:
            # a deep term beyond what a stage's recursion reaches: this theorem's row says
            # so, and the others still run (new-user F-E: exit 3 and a lost row before)
            report = ProveReport(name=p.name, status="out-of-scope", message=TOO_DEEP)
        if whole is not None:
            whole.add(report)
        yield report
