"""The stages of ``prove`` after a certificate: sketch, fill, check.

Kept apart from :mod:`wzprove.pipeline.run` so that the stages before it (parse, falsity,
certify) import nothing from the Lean side.  Side effects live here: the sketch and proof
files, the Lean processes, the model.

Statuses (docs/design.md): ``kernel-checked`` only when the final fresh Lean check of the whole
proof file returned no error and the audit passed; ``certified`` when the certificate was
verified exactly but no Lean kernel check ran (no toolchain, or subgoals left open);
``failed`` when Lean ran on the assembled proof and rejected it; ``error`` when the toolchain
found does not work (it cannot check a one-line file, or every check crashed or timed out).

The ``proof`` field of the report: ``complete`` when the proof file has no side goal left —
either every step was compiled from the certificate and replayed exactly in Python
(:mod:`wzprove.sketch.complete`; without a toolchain the status stays ``certified``), or the
final Lean check accepted the whole file; ``partial`` when side goals are open or closed by
unchecked scripts (listed in ``open_goals``); ``none`` when no proof file was written or
Lean rejected it.
"""

from __future__ import annotations

import textwrap
import time
from pathlib import Path
from typing import Any

from wzprove.lean.audit import normalize, sorry_theorems
from wzprove.lean.labels import UNCHECKED_LABEL, replayed_label
from wzprove.lean.statement import unnamed_examples
from wzprove.model.limits import LimitError, check_output, hard_time_limit, read_input_text
from wzprove.pipeline.check import NO_ANSWER, SMOKE_TIMEOUT, toolchain_problem
from wzprove.pipeline.report import SubgoalReport
from wzprove.sketch.names import module_name

#: Printed once per run where no toolchain is found (the CLI shows each distinct note once).
NO_LEAN_NOTE = (
    "no Lean toolchain found: stopped at `certified` (the proof files are written but not "
    "checked by Lean). Install elan (https://github.com/leanprover/elan), then "
    "run `lake exe cache get` in this project, or set WZPROVE_LEAN."
)


def _module_name(name: str) -> str:
    return module_name(name)


def labelled(text: str, theorem: str) -> str:
    """The complete proof ``text`` of ``theorem`` (a whole statement file) under its label
    (:func:`~wzprove.lean.labels.replayed_label`), which names the file's other theorems
    still ``sorry`` in it."""
    kept = [t.name for t in sorry_theorems(normalize(text)) if t.name != theorem]
    return replayed_label(theorem, kept, len(unnamed_examples(text, ""))) + text


def _source_text(parsed: Any) -> str | None:
    loc = parsed.location
    if loc is None or str(loc.file).endswith(".jsonl") or "[" in str(loc.file):
        return None
    try:
        return read_input_text(loc.file)
    except (OSError, UnicodeDecodeError, LimitError):
        return None


def _write(path: Path, text: str) -> str:
    check_output(path)  # never the statement file itself
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return str(path)


def proof_path(opts: Any, parsed: Any, module: str | None) -> Path:
    """Where the proof file of ``parsed``'s theorem goes: ``OUT_DIR/Proofs/<module>.lean``
    (``module`` the run's unique file name, or the theorem's own)."""
    return Path(opts.out_dir) / "Proofs" / f"{module or _module_name(parsed.name)}.lean"


def write_compiled(
    report: Any,
    identity: Any,
    text: str,
    path: Path,
    opts: Any,
    what: str,
    written: str,
    parsed: Any = None,
) -> None:
    """Write a compiled, replayed proof ``text`` of ``identity``'s theorem to ``path`` (the
    linearity, induction and case-split proofs), as the statement file of ``parsed`` with
    that theorem's proof written in, the lemmas of ``text`` moved into it
    (:func:`wzprove.pipeline.placement.placed`).  Without a Lean toolchain: ``proof:
    complete``, the file labelled as replayed, ``written`` appended to the message; with
    one, Lean's check and the audit against the statement file decide ``kernel-checked`` (a
    rejection leaves ``certified`` with ``proof: none`` and Lean's message).
    ``what`` names the proof in messages ("linearity", "case split")."""
    from wzprove.lean.errors import NoLeanToolchain
    from wzprove.lean.toolchain import find_toolchain
    from wzprove.pipeline.check import check_text
    from wzprove.pipeline.placement import PlacementError, placed
    from wzprove.sketch.common import SketchError

    source = _source_text(parsed) if parsed is not None else None
    try:
        text, original = placed(text, identity, source)
    except (PlacementError, SketchError) as exc:  # SketchError: not at one place in the file
        report.message += f"; no {what} proof file: {exc}"
        return
    out_dir = Path(opts.out_dir)
    try:
        toolchain = find_toolchain(out_dir if (out_dir / "lakefile.lean").exists() else None)
    except NoLeanToolchain:
        report.proof_file = _write(path, labelled(text, identity.name))
        report.proof = "complete"
        report.message += f"; complete proof written ({written}; no Lean kernel check here)"
        report.note = NO_LEAN_NOTE
        return
    report.proof_file = _write(path, text)
    final = check_text(
        text,
        original,
        opts.lean_timeout_s,
        toolchain=toolchain,
        path=report.proof_file,
        theorem=identity.name,
    )
    if final.status == "kernel-checked":
        report.status, report.proof = "kernel-checked", "complete"
        report.message = f"{what}: Lean accepted the proof and the audit passed"
    else:
        report.proof = "none"
        report.message += f"; Lean rejected the {what} proof ({final.reason}): {final.message}"


def finish(done: Any, parsed: Any, opts: Any, clock: Any, module: str | None = None) -> None:
    """:func:`_finish`, with a file that cannot be written reported as ``error``; ``module``
    names the files (``None``: from the theorem's name)."""
    try:
        _finish(done, parsed, opts, clock, module or _module_name(parsed.name))
    except OSError as exc:
        done.report.status = "error"
        where = exc.filename or opts.out_dir
        done.report.message = f"cannot write to {where}: {exc.strerror or exc}"


def _finish(done: Any, parsed: Any, opts: Any, clock: Any, module: str) -> None:
    """Sketch, fill, assemble, check and audit one certified theorem, updating
    ``done.report`` in place (see the module docstring for the statuses).

    The sketch goes to ``OUT/Sketches/<Name>.lean`` and the assembled proof to
    ``OUT/Proofs/<Name>.lean`` (both Lake libraries of this project).  Without a Lean
    toolchain, each subgoal gets the first script of its kind's portfolio, unchecked, so the
    proof file is a starting point; the report says so and stays ``certified``.
    """
    from wzprove.sketch.build import SketchError, build_sketch

    report = done.report
    out_dir = Path(opts.out_dir)
    with clock.stage("sketch"):
        try:
            # the compiler keeps to the theorem's time left, `opts.timeout_s` (its deadline,
            # and an alarm for what checks none: StageTimeout goes to the caller)
            with hard_time_limit(opts.timeout_s):
                sk = build_sketch(
                    done.identity,
                    done.reading,
                    done.result.certificate,
                    _source_text(parsed),
                    complete=True,
                    deadline=time.monotonic() + opts.timeout_s,
                )
        except SketchError as exc:
            # the same status `wzprove sketch` gives for this input
            report.status = exc.status
            report.message += f"; no Lean sketch: {exc}"
            return
        report.sketch_file = _write(out_dir / "Sketches" / f"{module}.lean", sk.text)
        if not sk.complete and sk.why_incomplete:
            why = textwrap.shorten(sk.why_incomplete, 300, placeholder=" …")  # at a word
            report.message += f"; no complete proof: {why}"

    from wzprove.lean.errors import NoLeanToolchain
    from wzprove.lean.toolchain import find_toolchain
    from wzprove.prover.goals import Subgoal
    from wzprove.prover.portfolio import scripts_for, with_opening

    defs = tuple(sk.definitions)
    subgoals = [
        Subgoal(s.name, s.kind, s.statement, sk.text, definitions=defs) for s in sk.subgoals
    ]
    try:
        toolchain = find_toolchain(out_dir if (out_dir / "lakefile.lean").exists() else None)
    except NoLeanToolchain:
        if sk.complete:
            report.proof_file = _write(
                out_dir / "Proofs" / f"{module}.lean", labelled(sk.text, sk.name)
            )
            report.proof = "complete"
            report.message += (
                "; complete proof written (every step derived from the certificate and "
                "replayed exactly in Python; no Lean kernel check here)"
            )
            report.note = NO_LEAN_NOTE
            return
        first = {s.name: with_opening(scripts_for(s.kind)[0], defs) for s in subgoals}
        text = UNCHECKED_LABEL + sk.fill(first)
        report.proof_file = _write(out_dir / "Proofs" / f"{module}.lean", text)
        report.subgoals = [
            SubgoalReport(s.name, s.kind, "portfolio" if s.name in first else None, 0, False)
            for s in subgoals
        ]
        report.proof = "partial"
        report.open_goals = [s.name for s in subgoals]
        report.message += (
            "; no Lean toolchain: proof file written unchecked (each side goal holds an "
            "unchecked portfolio script)"
        )
        report.note = NO_LEAN_NOTE
        return
    problem = toolchain_problem(toolchain, min(SMOKE_TIMEOUT, opts.lean_timeout_s))
    if problem is not None:
        report.status = "error"
        report.message = (
            f"the Lean toolchain {toolchain.describe()} does not work: it cannot check a "
            f"one-line file ({problem}); the certificate was verified exactly ({report.method})"
        )
        return
    report.lean_toolchain = _version(toolchain)
    if sk.complete:
        _check_complete(report, sk, toolchain, opts, clock, out_dir, module)
        return
    _fill_and_check(report, sk, subgoals, toolchain, opts, clock, out_dir, module)


def _final_check(report: Any, sk: Any, text: str, toolchain: Any, opts: Any, clock: Any) -> Any:
    """One fresh Lean check of the whole proof file ``text`` and its audit against the
    statement file (:func:`wzprove.pipeline.check.check_text`)."""
    from wzprove.pipeline.check import check_text

    with clock.stage("check"):
        return check_text(
            text,
            sk.original,
            opts.lean_timeout_s,
            toolchain=toolchain,
            path=report.proof_file,
            theorem=sk.name,
        )


def _check_complete(
    report: Any, sk: Any, toolchain: Any, opts: Any, clock: Any, out_dir: Path, module: str
) -> None:
    """Check a compiled complete proof (no side goal to fill) with Lean, once.

    Lean's verdict decides ``kernel-checked``; a rejection leaves ``certified`` (the
    certificate was verified exactly) with ``proof: none`` and Lean's message: a fault of
    the compiler or of the installation, not evidence against the identity."""

    report.proof_file = _write(out_dir / "Proofs" / f"{module}.lean", sk.text)
    final = _final_check(report, sk, sk.text, toolchain, opts, clock)
    if final.status == "kernel-checked":
        report.status = "kernel-checked"
        report.proof = "complete"
        report.message = f"{report.method}: Lean accepted the compiled proof and the audit passed"
    else:
        report.proof = "none"
        report.message += f"; Lean rejected the compiled proof ({final.reason}): {final.message}"


def _version(toolchain: Any) -> str | None:
    try:
        return toolchain.version()
    except Exception:  # noqa: BLE001 - the version is information only
        return None


def _fill_and_check(
    report: Any,
    sk: Any,
    subgoals: list[Any],
    toolchain: Any,
    opts: Any,
    clock: Any,
    out_dir: Path,
    module: str,
) -> None:
    from wzprove.lean.pool import LeanPool
    from wzprove.prover.budget import Budget
    from wzprove.prover.goals import PoolChecker
    from wzprove.prover.search import FillConfig, fill

    model = None
    if opts.model:
        from wzprove.prover.backends import load_model

        model = load_model(opts.model)
    budget = Budget(
        wall_s=opts.wall_time_s,
        samples=opts.samples * max(len(subgoals), 1) * (opts.rounds + 1),
        tokens=None,
    )
    config = FillConfig(
        n=opts.samples,
        temperature=opts.temperature,
        rounds=opts.rounds,
        max_new_tokens=opts.max_tokens,
        seed=opts.seed,
    )
    kwargs: dict[str, Any] = {"timeout": opts.lean_timeout_s, "ray": opts.ray}
    if opts.workers:
        kwargs["workers"] = opts.workers
    with clock.stage("fill"), LeanPool(toolchain, **kwargs) as pool:
        result = fill(subgoals, PoolChecker(pool), model, budget, config)
    report.tokens = int(result.usage.get("tokens", 0) or 0)
    ran = [a.lean_kind for a in result.attempts if a.lean_kind is not None]
    if ran and all(kind in NO_ANSWER for kind in ran) and not result.closed:
        report.status = "error"
        report.message = (
            f"the Lean toolchain {toolchain.describe()} gave no answer: all {len(ran)} "
            f"checks ended {', '.join(sorted(set(ran)))}; the certificate was verified "
            f"exactly ({report.method})"
        )
        return
    attempts: dict[str, int] = {}
    for a in result.attempts:
        attempts[a.subgoal] = attempts.get(a.subgoal, 0) + 1
    report.subgoals = [
        SubgoalReport(
            s.name,
            s.kind,
            result.closed[s.name].source if s.name in result.closed else None,
            attempts.get(s.name, 0),
            s.name in result.closed,
        )
        for s in subgoals
    ]
    tactics = {name: a.text for name, a in result.closed.items()}
    proof = sk.fill(tactics)
    report.proof_file = _write(out_dir / "Proofs" / f"{module}.lean", proof)
    if not result.complete:
        report.proof = "partial"
        report.open_goals = list(result.open)
        report.message += (
            f"; {len(result.open)} subgoal(s) left open ({', '.join(result.open)})"
            + (f", stopped by {result.stopped}" if result.stopped else "")
        )
        return
    final = _final_check(report, sk, proof, toolchain, opts, clock)
    if final.status == "kernel-checked":
        report.status = "kernel-checked"
        report.proof = "complete"
        report.message = f"{report.method}: Lean accepted the proof and the audit passed"
    else:
        report.status = "failed"
        report.proof = "none"
        report.message = f"final Lean check rejected the proof ({final.reason}): {final.message}"
