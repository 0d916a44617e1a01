"""Proof sketches: identity model + certificate → a Lean file with named ``sorry`` subgoals.

A sketch is the user's Lean file, verbatim, with the proof body of one theorem replaced by a
proof that applies a theorem of the ``Prover`` library (``docs/lean-library.md``) to
closed-form definitions ``F``, ``G``, … bound by ``let`` inside the proof, and states every
side goal as ``have NAME : … := by sorry`` under a comment naming its kind.  Nothing is added
at top level except ``import Prover`` (see :attr:`Sketch.original`).  The side goals are those
of docs/design.md, "Shape of a WZ proof":

* ``wz`` (A = B, ch. 7) — ``Prover.wz_sum_eq``: ``r n ≠ 0`` (denominator), the ratios of
  ``F`` cleared of denominators (ratio), the pointwise WZ equation with ``G`` in closed form
  (:mod:`wzprove.sketch.terms`), ``G n 0 = 0``, ``G n (n+2) = 0``, ``F n (n+1) = 0``
  (boundary), ``F 0 0 = r 0`` (initial value).  A statement that holds only from some
  ``n0 > 0`` on goes through the recurrence form below with the first-order recurrence
  ``-r(n+1)·S(n) + r(n)·S(n+1) = 0``.
* ``zeilberger`` (A = B, ch. 6) — ``Prover.eq_of_recurrence_from`` with
  ``Prover.ct_recurrence``: the leading coefficient ``≠ 0`` (denominator), the pointwise
  telescoper equation (wz-equation), natural boundaries (boundary), the right side's
  recurrence (recurrence), ``J`` initial values (initial-value).  The recurrence is used
  from the first ``n`` past the zeros of the leading coefficient, with initial values from
  the statement's start up to there.  An inhomogeneous recurrence ``Σ_j a_j(n) S(n+j) =
  b(n)`` replaces ``G(n, 0) = 0``, ``G(n, n+J+1) = 0`` by ``G(n, n+J+1) - G(n, 0) = b(n)``
  (boundary) and asks ``Σ_j a_j(n) v(n+j) = b(n)`` of the right side; ``u - v`` then
  satisfies the homogeneous recurrence (derived in the sketch, no new Prover theorem).
* ``gosper`` (A = B, ch. 5) — ``Prover.sum_range_telescope``: the step
  ``F k = G (k+1) - G k`` (wz-equation) and ``G m - G 0 = rhs`` (boundary).

Before a sketch is returned, every definition and side goal is evaluated under Lean's
semantics on a grid (:mod:`wzprove.sketch.check`); a false side goal raises
:class:`SketchError` instead.

One module per proof shape: :mod:`wzprove.sketch.wz`, :mod:`wzprove.sketch.recurrence`,
:mod:`wzprove.sketch.gosper`; what they share in :mod:`wzprove.sketch.common`; this module
assembles the file (:func:`build_sketch`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from wzprove.lean.audit import find_targets
from wzprove.lean.heartbeats import with_budget
from wzprove.model.central import RW_LINE, central_argument, rewritten
from wzprove.model.identity import Identity, SumBinder, Term
from wzprove.model.reading import Reading
from wzprove.sketch.atoms import AtomError
from wzprove.sketch.check import (
    CheckReport,
    parameter_points,
)
from wzprove.sketch.common import (
    CHECK_SPAN,
    DEFAULT_HEADER,
    KINDS,
    Sketch,
    SketchError,
    Subgoal,
    _context,
    _Ctx,
    _fresh,
    _full_range,
    _Goal,
    _linear_upper,
    _Plan,
    _upper_is,
)
from wzprove.sketch.complete import complete_plan
from wzprove.sketch.complete_eval import complete_eval_plan
from wzprove.sketch.complete_gosper import complete_gosper_plan
from wzprove.sketch.complete_gosper_lt import complete_gosper_lt_plan
from wzprove.sketch.complete_pair import complete_pair_plan, is_pair
from wzprove.sketch.gosper import (
    _plan_gosper,
)
from wzprove.sketch.hygiene import unfit_reason
from wzprove.sketch.param_zero import zero_split_plan
from wzprove.sketch.recurrence import (
    _plan_recurrence,
)
from wzprove.sketch.replay import replay_theorem
from wzprove.sketch.terms import ClosedFormError
from wzprove.sketch.wz import (
    _plan_wz,
)
from wzprove.wz.certificate import Certificate

# -- assembly -------------------------------------------------------------------------------


def _hypotheses_are_bounds(ctx: _Ctx) -> None:
    """Hypotheses that mention the recurrence variable must amount to ``n ≥ start`` on the
    grid: the sketch's side goals quantify over all ``n ≥ start``."""
    n = ctx.n
    hyps = [h for h in ctx.identity.hypotheses if n in h.free_vars()]
    if not hyps:
        return
    for p in parameter_points(ctx.identity, [n, ctx.k]):
        for nv in range(ctx.start, ctx.start + CHECK_SPAN):
            env = dict(p)
            env[n] = Fraction(nv)
            try:
                ok = all(_evaluate_prop(h, env) for h in hyps)
            except Exception:  # noqa: BLE001
                ok = False
            if not ok:
                raise SketchError(
                    f"a hypothesis restricts {n} beyond {n} ≥ {ctx.start} "
                    f"(false at {n} = {nv}); the side goals quantify over all {n} ≥ "
                    f"{ctx.start}",
                    "out-of-scope",
                )


def _evaluate_prop(h: Term, env: Mapping[str, Fraction]) -> bool:
    from wzprove.model.identity import evaluate

    return evaluate(h, env) is True


def _intro_line(identity: Identity, taken: set[str]) -> str | None:
    bound: set[str] = set()
    for text in identity.binders_text:
        head = text.split(":", 1)[0]
        bound |= set(re.findall(r"«[^»]*»|[^\s(){}\[\]⦃⦄]+", head))  # «x y» is one name
    names = [v.name for v in identity.variables if v.name not in bound]
    for hname in identity.hypothesis_names:
        if not hname:
            names.append(_fresh("h", taken))
    return "intro " + " ".join(names) if names else None


def _central_as_choose(identity: Identity) -> tuple[Identity, tuple[str, ...]]:
    """``identity`` with ``Nat.centralBinom x`` read as ``Nat.choose (2 * x) x`` and the line
    that rewrites the goal so (:mod:`wzprove.model.central`), where the rewrite is exact and
    no hypothesis names ``Nat.centralBinom`` (``rw`` rewrites the goal only)."""
    arg = central_argument(identity.lhs, identity.rhs)
    if arg is None or any(t.op == "centralbinom" for h in identity.hypotheses for t in h.walk()):
        return identity, ()
    lhs, rhs = rewritten(identity.lhs, arg), rewritten(identity.rhs, arg)
    return replace(identity, lhs=lhs, rhs=rhs), (RW_LINE,)


def _comment_block(ctx: _Ctx, plan: _Plan, report: CheckReport) -> list[str]:
    c = ctx.cert
    ref = {"wz": "A = B, ch. 7", "zeilberger": "A = B, ch. 6", "gosper": "A = B, ch. 5"}
    lines = [
        f"/- wzprove sketch: method {c.method} ({ref.get(c.method, '')}), closed by "
        f"{plan.prover_theorem}.",
        f"   summand F({c.variable}, {c.index}) = {c.summand};  right side = {c.rhs}",
        f"   certificate R = {c.R}",
    ]
    if c.G:
        lines.append(
            f"   G = {c.G}  (as R·F; the `let` below is its closed form, valid at the poles of R)"
        )
    if c.recurrence is not None:
        lines.append(
            f"   recurrence (order {c.recurrence.order}, variable {c.recurrence.variable})"
            f": coefficients {', '.join(c.recurrence.coefficients)}"
        )
    if plan.note:
        lines.append(f"   used here: {plan.note}")
    if c.start:
        lines.append(f"   from {c.variable} = {c.start} on")
    lines.append(
        "   engine checks: "
        + ", ".join(f"{x.name} {'ok' if x.passed else 'FAILED'}" for x in c.checks)
    )
    lines.append(
        f"   numeric guard: every side goal holds at {report.points} grid points under "
        "Lean's semantics."
    )
    lines.append("   Fill each subgoal's proof; the `let`s and the final step stay as they are. -/")
    return [
        x.replace("-/", "- /").replace("/-", "/ -") if 0 < i < len(lines) - 1 else x
        for i, x in enumerate(lines)
    ]


def build_sketch(
    identity: Identity,
    reading: Reading,
    certificate: Certificate,
    source: str | None = None,
    complete: bool = False,
    deadline: float | None = None,
) -> Sketch:
    """The sketch of ``identity``'s proof from its ``certificate``.

    Args:
        identity: the parsed statement (``statement``, ``header`` verbatim from the file).
        reading: its mathematical reading (:func:`wzprove.model.reading.read`).
        certificate: a certified certificate for ``reading`` (``wzprove.wz.certify``).
        source: the text of the user's Lean file (the sketch keeps it verbatim except the
            theorem's proof body); ``None`` for a statement without a file (a JSONL row):
            then the file is :data:`DEFAULT_HEADER` and the statement.
        complete: first try the complete proof (:mod:`wzprove.sketch.complete`: no side
            goal, every step derived from the certificate and checked exactly); the sketch
            with named ``sorry`` goals where it does not apply (``Sketch.why_incomplete``).
        deadline: ``time.monotonic()`` after which the proof compiler gives up (the sketch
            is written instead).
    Returns:
        the :class:`Sketch`.
    Raises:
        SketchError: unsupported form (``out-of-scope``) or no closed form that passes the
            numeric guard (``failed``).
    """
    if not certificate.certified:
        raise SketchError("the certificate is not certified", "failed")
    if identity.statement is None:
        raise SketchError("the identity has no statement text (not read from Lean)", "error")
    stated = identity  # as written; the proof below is of `identity`, reached by `opening`
    identity, opening = _central_as_choose(identity)
    ctx = _context(identity, reading, certificate)
    ctx.deadline = deadline
    ctx.opening = opening
    method = certificate.method
    if method in ("wz", "zeilberger"):
        form = _full_range(ctx)
        binder = ctx.sum_term.value
        assert isinstance(binder, SumBinder)
        if (
            form is None
            and complete
            and binder.kind == "range"
            and _upper_is(ctx.sum_term.args[1], ctx.n, 0)
        ):
            form = "range-n"  # only the complete proof handles `range n`
        if form is None and complete and binder.kind == "Ico":
            form = _ico_form(ctx)
        upper = _linear_upper(ctx) if form is None and complete else None
        if upper is not None:
            # only the complete proof handles `range (2 * n + 1)`, `Icc 0 (2 * n)`, …
            form, ctx.u, ctx.step = upper
        if form is None:
            raise SketchError(
                f"{method} sketches need ∑ {ctx.k} ∈ range ({ctx.n} + 1) or Icc 0 {ctx.n}",
                "out-of-scope",
            )
        # the complete proof uses no hypothesis on n but its start (`x ≥ n` unused: a step
        # that needed it would not check); the sketch's side goals quantify over all n
        plan, report, why = _complete(ctx, form) if complete else (None, CheckReport(), "")
        try:
            if plan is None:
                _hypotheses_are_bounds(ctx)
        except SketchError as err:
            why_not = f"{err}; no complete proof: {why}" if why else str(err)
            raise SketchError(why_not, err.status) from err
        if plan is None and ctx.u is not None:
            # a parameter in d (`range (r + m + 1)`): out of the sketch's scope, as before
            # the complete proof took it
            raise SketchError(
                f"{method} sketches need ∑ {ctx.k} ∈ range ({ctx.n} + 1); the complete proof "
                f"of a sum up to c·{ctx.n} + d failed: {why}",
                "out-of-scope" if ctx.u.free_vars() - {ctx.n} else "failed",
            )
        if plan is None and form not in ("range", "Icc"):
            raise SketchError(f"{method} sketches need ∑ {ctx.k} ∈ range ({ctx.n} + 1): {why}")
        try:
            if plan is None and method == "wz" and ctx.start == 0:
                plan, report = _plan_wz(ctx, form)
            elif plan is None:
                plan, report = _plan_recurrence(ctx, form, wz_from=(method == "wz"))
        except SketchError as err:
            if why:
                raise SketchError(f"{err}; no complete proof: {why}", err.status) from err
            raise
    elif method == "gosper":
        plan, report, why = _complete(ctx, None) if complete else (None, CheckReport(), "")
        try:
            if plan is None:
                plan, report = _plan_gosper(ctx)
        except SketchError as err:
            if why:
                raise SketchError(f"{err}; no complete proof: {why}", err.status) from err
            raise
    elif method == "evaluation" and complete:  # a closed sum (:mod:`.complete_eval`)
        try:
            plan, report = complete_eval_plan(ctx), CheckReport()
        except (SketchError, AtomError, ClosedFormError) as err:
            raise SketchError(
                f"no sketch for a closed sum; no complete proof: {err}", "out-of-scope"
            ) from err
    else:
        raise SketchError(f"no sketch for method {method!r}", "out-of-scope")
    complete = plan.note == "complete"
    failed: dict[str, str] = {}
    sk = _assemble(identity, ctx, plan, report, source, failed)
    if complete:
        # issue 14 item 4: re-read the written text; a step that does not replay is not
        # written — its `have` becomes a named `sorry` goal
        failed = _not_replayed(sk.text, identity.name, [b[0] for b in plan.blocks])
        unfit = unfit_reason(sk.text, identity, {ctx.n})
        if unfit or CLOSING in failed:
            # the Prover theorem would not accept the compiled haves, or the proof cannot
            # stand as written (sketch/hygiene): no compiled text at all
            why = unfit or f"not replayed: the closing application: {failed[CLOSING]}"
            try:
                sk = build_sketch(stated, reading, certificate, source)
            except SketchError as err:
                raise SketchError(f"{err}; no complete proof: {why}", err.status) from err
            sk.why_incomplete = why
            return sk
        if failed:
            sk = _assemble(identity, ctx, plan, report, source, failed)
            why = "not replayed: " + "; ".join(f"{k}: {v}" for k, v in failed.items())
            # the proof's own comment must not call it complete (new-user run 12e, F-B)
            sk.text = sk.text.replace(
                "wzprove proof (complete):",
                f"wzprove proof (partial: {', '.join(failed)} did not replay, left `sorry`):",
            )
    sk.complete = complete and not failed
    sk.why_incomplete = "" if sk.complete else why
    return sk


#: the pseudo-have name of the replay's check of the closing application
CLOSING = "(closing)"


def _ico_form(ctx: _Ctx) -> str | None:
    """``Ico 0 (n + 1)``, ``Ico 0 n`` (rewritten to ``range``) and ``Ico 1 (n + 1)`` (the first
    term moves to the right side), which only the complete proof handles."""
    lo, hi = ctx.sum_term.args[:2]
    if lo == Term.lit(0) and _upper_is(hi, ctx.n, 1):
        return "Ico0"
    if lo == Term.lit(0) and _upper_is(hi, ctx.n, 0):
        return "Ico0-n"
    if lo == Term.lit(1) and _upper_is(hi, ctx.n, 1):
        return "Ico1"
    return None


def _not_replayed(text: str, name: str, blocks: list[str]) -> dict[str, str]:
    """The compiled ``have``s of ``name`` in ``text`` that do not replay, with why: a step
    that fails, or a block the replay has no step for.  The closing lines (Lean's part: the
    Prover theorem applied, casts) are not the replay's to check."""
    report = replay_theorem(text, name)
    out: dict[str, str] = {}
    seen: set[str] = set()
    for step in report.steps:
        if step.have == CLOSING and not step.ok:
            out.setdefault(CLOSING, f"{step.step} {step.detail}".strip()[:200])
        if step.have in blocks:
            seen.add(step.have)
            if not step.ok:
                out.setdefault(step.have, f"{step.kind} {step.step} {step.detail}".strip()[:200])
    for b in blocks:
        if b not in seen:
            out[b] = "no replayed step"
    return out


def _assemble(
    identity: Identity,
    ctx: _Ctx,
    plan: _Plan,
    report: CheckReport,
    source: str | None,
    failed: Mapping[str, str],
) -> Sketch:
    """The sketch file of ``plan``: its side goals (and the compiled blocks named in
    ``failed``) as named ``sorry`` goals, the other compiled blocks written out."""
    taken = set(ctx.names.values()) | {v.name for v in identity.variables}
    complete = plan.note == "complete"
    body: list[str] = [] if complete else list(_comment_block(ctx, plan, report))
    intro = _intro_line(identity, taken)
    if intro:
        body.append(intro)
    body.extend(ctx.opening)
    for name, ty, value in plan.lets:
        body.append(f"let {name} : {ty} := {value}")
    goals = list(plan.goals) + [
        _Goal(name, kind, stmt, f"{kind} (compiled, not replayed: {failed[name]})")
        for name, kind, stmt, _ in plan.blocks
        if name in failed
    ]
    if complete:  # the header comment first
        body.extend(plan.derived)
    marks: list[tuple[str, _Goal]] = []
    for g in goals:
        body.append(f"-- {g.comment}")
        body.append(f"have {g.name} : {g.statement} := by")
        body.append(f"  \u2063sorry:{g.name}\u2063")
        marks.append((g.name, g))
    if not complete:
        body.extend(plan.derived)
    for name, _, stmt, lines in plan.blocks:
        if name not in failed:
            body.append(f"have {name} : {stmt} := by")
            body.extend(f"  {x}" for x in lines)
    body.extend(plan.closing)
    proof = "\n".join("  " + line for line in body)
    text, original = _splice(identity, source, proof)
    sketch_text, offsets, lines = _resolve_marks(text)
    subgoals = [
        Subgoal(name, g.kind, g.statement, lines[name] - 1, f"-- {g.comment}") for name, g in marks
    ]
    return Sketch(
        name=identity.name,
        method=ctx.cert.method,
        text=sketch_text,
        subgoals=subgoals,
        certificate=ctx.cert.to_dict(),
        original=original,
        definitions=[x[0] for x in plan.lets],
        prover_theorem=plan.prover_theorem,
        checked_points=report.points,
        sorry_offsets=offsets,
    )


def _complete(ctx: _Ctx, form: str | None) -> tuple[_Plan | None, CheckReport, str]:
    """The complete proof's plan (:mod:`wzprove.sketch.complete`, Gosper sums
    :mod:`wzprove.sketch.complete_gosper`, a sum equal to a sum
    :mod:`wzprove.sketch.complete_pair`), or ``None`` and why not."""
    try:
        rec = ctx.cert.recurrence
        order0 = rec is not None and rec.order == 0 and rec.coefficients in (["1"], ["-1"])
        if order0 and rec.coefficients == ["-1"]:
            ctx = replace(ctx, R=-ctx.R)  # -F = ΔG is F = Δ(-G): Gosper's certificate is -R
        if form is None or order0:
            # a telescoper of order 0 with a_0 = ±1 is Gosper's certificate in k (n a parameter)
            try:
                return complete_gosper_plan(ctx), CheckReport(), ""
            except (SketchError, AtomError, ClosedFormError) as err:
                try:  # the step only inside the range (`(-1)^k / C(n, k)`)
                    return complete_gosper_lt_plan(ctx), CheckReport(), ""
                except (SketchError, AtomError, ClosedFormError) as err2:
                    try:  # a parameter at 0 as its own case (:mod:`.param_zero`)
                        return zero_split_plan(ctx), CheckReport(), ""
                    except (SketchError, AtomError, ClosedFormError) as err3:
                        inside = "the same" if str(err2) == str(err) else err2
                        why = f"{err}; inside the range: {inside}; {err3}"
                        return None, CheckReport(), why
        if is_pair(ctx):  # the right side is a sum (:mod:`wzprove.sketch.complete_pair`)
            return complete_pair_plan(ctx, form), CheckReport(), ""
        return complete_plan(ctx, form), CheckReport(), ""
    except (SketchError, AtomError, ClosedFormError) as err:
        return None, CheckReport(), str(err)
    except Exception as err:  # noqa: BLE001 - a fault of the compiler leaves the sketch
        return None, CheckReport(), f"complete-proof compiler: {type(err).__name__}: {err}"


def _resolve_marks(text: str) -> tuple[str, dict[str, int], dict[str, int]]:
    offsets: dict[str, int] = {}
    lines: dict[str, int] = {}
    out = []
    pos = 0
    length = 0
    for m in re.finditer("\u2063sorry:([^\u2063]+)\u2063", text):
        chunk = text[pos : m.start()]
        out.append(chunk)
        length += len(chunk)
        offsets[m.group(1)] = length
        out.append("sorry")
        length += len("sorry")
        pos = m.end()
    out.append(text[pos:])
    result = "".join(out)
    for name, off in offsets.items():
        lines[name] = result.count("\n", 0, off) + 1
    return result, offsets, lines


def with_prover_import(text: str) -> str:
    """``text`` with ``import Prover`` after its last ``import`` line (and ``import Mathlib``
    first when it imports nothing).  Unchanged when it already imports ``Prover``."""
    if re.search(r"^import\s+Prover\s*$", text, re.M):
        return text
    imports = list(re.finditer(r"^import\s+\S+[^\n]*\n?", text, re.M))
    if not imports:
        return (
            "import Mathlib\nimport Prover\n"
            + ("\n" if text and not text.startswith("\n") else "")
            + text
        )
    end = imports[-1].end()
    sep = "" if text[end - 1 : end] == "\n" else "\n"
    return text[:end] + sep + "import Prover\n" + text[end:]


def lemma_then_theorem(identity: Identity, body: str, lines: list[str]) -> str:
    """The proof file: the statement file's header (with ``import Prover``), the compiled
    lemma ``body`` in a section with the default ``open``s, then the theorem (its doc comment
    kept: a doc comment before ``section`` is not Lean syntax) with the proof ``lines``."""
    header = with_prover_import(identity.header) if identity.header.strip() else DEFAULT_HEADER
    doc = re.search(r"/--(?:(?!-/).)*-/\s*\Z", header, re.S)
    header, doc_text = (header[: doc.start()], doc.group(0)) if doc else (header, "")
    opens = DEFAULT_HEADER[DEFAULT_HEADER.index("open") :].strip()
    section = "section\n" + opens + "\n\n" + body + "\nend\n\n"
    statement = doc_text + identity.statement.rstrip()
    return header + section + statement + " := by\n" + "\n".join(lines) + "\n"


def _statement_start(identity: Identity, source: str) -> int:
    """Where the statement of ``identity`` starts in ``source``: after its header, or, where
    the text was read with something put in front (a suite's definitions file in place of
    its import), at the one place the statement occurs."""
    statement = identity.statement or ""
    start = len(identity.header)
    if source[start : start + len(statement)] == statement:
        return start
    first = source.find(statement)
    if first < 0 or source.find(statement, first + 1) >= 0:
        raise SketchError("the statement is not at one place in the source text", "failed")
    return first


def _splice(identity: Identity, source: str | None, proof: str) -> tuple[str, str]:
    """(sketch text, original) — the proof body of the theorem replaced by ``proof``."""
    assert identity.statement is not None
    if source is None:
        text = DEFAULT_HEADER + identity.statement.rstrip()
        return (text + " := by\n" + proof + "\n", text + " := by\n  sorry\n")
    source = source.replace("\r\n", "\n")
    targets = find_targets(source, identity.name)
    start = _statement_start(identity, source)
    stmt_end = start + len(identity.statement)
    target = next((t for t in targets if t.start <= start < t.sep_end), None)
    if target is None:
        # a statement without a proof: add one
        before, after = source[:stmt_end], source[stmt_end:]
        sketch = with_budget(before, start, proof) + " := by\n" + proof + after
        original = before + " := by\n  sorry" + after
    else:
        # a heavy proof's heartbeat budget before the declaration (wzprove.lean.heartbeats);
        # a text without a statement file (a lemma of another writer) gets it where placed
        head = with_budget(source[: target.sep_end], target.start, proof)
        sketch = head + " by\n" + proof + source[target.body_end :]
        original = source
    if not sketch.endswith("\n"):
        sketch += "\n"
    return with_prover_import(sketch), with_prover_import(original)


def splice_proof(identity: Identity, source: str | None, proof: str) -> tuple[str, str]:
    """``(proof file, original)``: the statement file ``source`` with the proof body of
    ``identity``'s theorem replaced by ``proof`` (its lines, no trailing newline) and
    ``import Prover`` added, and the original the audit holds it to (``None``: the default
    header and the statement)."""
    return _splice(identity, source, proof)


def certificate_from_dict(d: Mapping[str, Any]) -> Certificate:
    """Read a certificate object back (a thin wrapper for callers holding JSON)."""
    return Certificate.from_dict(dict(d))


__all__: Sequence[str] = (
    "DEFAULT_HEADER",
    "KINDS",
    "Sketch",
    "SketchError",
    "Subgoal",
    "build_sketch",
    "splice_proof",
    "with_prover_import",
)
