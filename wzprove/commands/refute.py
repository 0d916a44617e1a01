"""The ``refute`` command: look for counterexamples to the theorems of a file.

``refute(path)`` parses a ``.lean`` file (or an LCI-style ``.jsonl``) with
:mod:`wzprove.lean.parser`, and for each theorem in scope runs the counterexample search of
:mod:`wzprove.falsity` (exact evaluation under Lean's semantics).  Each theorem ends in one
status (docs/design.md): ``false`` (a counterexample, its exact side values and a Lean disproof),
``no-counterexample`` (the search found none — this proves nothing), ``out-of-scope`` (the
parser or the evaluator cannot read it) or ``error`` (bad input, with file:line:col).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wzprove import __version__
from wzprove.falsity.disproof import DisproofError
from wzprove.falsity.disproof import disproof as lean_disproof
from wzprove.falsity.search import DEFAULT_MAX_POINTS, DEFAULT_TIME_LIMIT, search
from wzprove.model.identity import EvaluationError, Identity, ModelError
from wzprove.model.limits import LimitError, read_input

#: A checker takes the whole Lean file text of a disproof (header + theorem) and says
#: whether Lean with Mathlib accepted it.
Checker = Callable[[str], bool]


@dataclass
class RefuteResult:
    """The outcome of ``refute`` for one theorem (one JSON Lines object).

    ``counterexample`` maps each variable to its exact value as a string; ``lhs``/``rhs``
    are the exact side values there; ``disproof`` is the Lean text of ``NAME_false``;
    ``disproof_checked`` is true only when a checker ran and accepted it;
    ``points_checked`` counts the points the search evaluated.
    """

    name: str
    status: str
    message: str = ""
    counterexample: dict[str, str] | None = None
    lhs: str | None = None
    rhs: str | None = None
    disproof: str | None = None
    disproof_checked: bool = False
    points_checked: int = 0
    location: str | None = None
    wzprove_version: str = field(default=__version__)

    def to_json(self) -> dict[str, Any]:
        """The JSON object of this result (keys as in docs/design.md, "Output")."""
        out: dict[str, Any] = {
            "name": self.name,
            "status": self.status,
            "message": self.message,
            "counterexample": self.counterexample,
            "lhs": self.lhs,
            "rhs": self.rhs,
            "disproof": self.disproof,
            "disproof_checked": self.disproof_checked,
            "points_checked": self.points_checked,
            "wzprove_version": self.wzprove_version,
        }
        if self.location is not None:
            out["location"] = self.location
        return out


def refute_identity(
    identity: Identity,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    seed: int = 0,
    max_points: int | None = DEFAULT_MAX_POINTS,
    checker: Checker | None = None,
) -> RefuteResult:
    """Search ``identity`` for a counterexample and build its :class:`RefuteResult`.

    ``time_limit`` (seconds, a cap), ``seed`` and ``max_points`` (the point budget: the
    points searched, None for the grid and every random round) go to
    :func:`wzprove.falsity.search`; ``checker``,
    when given, is called with the disproof's full file text (``identity.header`` and the
    theorem) and its answer is ``disproof_checked``.  Never raises for an identity the
    model can hold: an evaluation problem on every point gives ``out-of-scope``.
    """
    where = str(identity.source) if identity.source else None
    try:
        report = search(identity, time_limit=time_limit, seed=seed, max_points=max_points)
    except (ModelError, EvaluationError) as exc:
        return RefuteResult(
            identity.name, "out-of-scope", f"cannot evaluate: {exc}", location=where
        )
    found = report.counterexample
    if found is None:
        if report.points_checked == 0:
            searched = f" ({report.region})" if report.region else ""
            why = (
                f"nothing tested: the hypotheses hold at none of the points searched{searched}"
                " (this says nothing about the points outside them)"
                if report.points_excluded and not report.points_failed
                else "the statement cannot be evaluated at any point tried"
            )
            last = f" (last: {report.last_failure})" if report.last_failure else ""
            return RefuteResult(
                identity.name,
                "out-of-scope",
                f"{why}{last}; {report.summary()}",
                location=where,
            )
        return RefuteResult(
            identity.name,
            "no-counterexample",
            f"no counterexample found (this proves nothing): {report.summary()}",
            points_checked=report.points_checked,
            location=where,
        )
    disproof: str | None = None
    why_none = ""
    try:
        disproof, found = lean_disproof(identity, found)  # the point the disproof uses
    except DisproofError as exc:
        why_none = f"; no Lean disproof: {exc}"
    point = found.point_strings()
    shown = ", ".join(f"{k} = {v}" for k, v in point.items()) or "(no variables)"
    message = f"false at {shown}: lhs = {found.lhs}, rhs = {found.rhs}; {report.summary()}"
    message += why_none
    checked = False
    if disproof is not None and checker is not None:
        checked = bool(checker(f"{checker_header(identity)}\n\n{disproof}"))
    return RefuteResult(
        identity.name,
        "false",
        message,
        counterexample=point,
        lhs=str(found.lhs),
        rhs=str(found.rhs),
        disproof=disproof,
        disproof_checked=checked,
        points_checked=found.points_checked,
        location=where,
    )


def checker_header(identity: Identity) -> str:
    """The text a disproof is checked under: the statement's own header, or — for a
    statement read without one (an LCI-style JSONL row) — ``import Mathlib`` and the
    namespaces the parser read it under."""
    header = identity.header.strip()
    if header:
        return header
    from wzprove.lean.parser import DEFAULT_JSONL_OPENS

    return "import Mathlib\nopen " + " ".join(sorted(DEFAULT_JSONL_OPENS))


def refute(
    path: str | Path,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    seed: int = 0,
    max_points: int | None = DEFAULT_MAX_POINTS,
    checker: Checker | None = None,
    defs: str | Path | None = None,
) -> list[RefuteResult]:
    """Refute every theorem of the file at ``path`` (``.lean`` or LCI-style ``.jsonl``).

    ``defs``: the definitions file a ``.lean`` file imports (LC-test's
    ``Defs_Combinatorial_Identities.lean``), read in place of that import as the ``lc-test``
    loader does (:mod:`wzprove.bench.suites`); without it, a ``.lean`` file that imports a
    module other than Mathlib's gets the file of that module found beside it, if there is
    one — its own functions (``def f : ℕ → ℕ → ℕ`` by pattern matching) are then evaluated
    by their equations.  Returns one :class:`RefuteResult` per theorem, in file order.  A
    file that cannot be read gives a single ``error`` result naming the file; theorems the
    parser marks ``out-of-scope`` or ``error`` keep that status and its message.
    ``max_points``: the point budget of each search (:func:`refute_identity`).
    """
    from wzprove.lean.parser import parse_file

    p = Path(path)
    if not p.exists():  # the parser's row: the name and message parse and prove give
        return [refute_parsed(t) for t in parse_file(p)]
    try:
        parsed = _with_definitions(p, defs)
        if parsed is None:
            parsed = parse_file(p)
    except OSError as exc:
        return [RefuteResult(str(path), "error", f"{path}: cannot read: {exc}")]
    except ValueError as exc:  # SuiteError: the --defs file is missing or unreadable
        return [RefuteResult(str(path), "error", str(exc))]
    return [
        refute_parsed(t, time_limit=time_limit, seed=seed, max_points=max_points, checker=checker)
        for t in parsed
    ]


def _with_definitions(path: Path, defs: str | Path | None) -> list[Any] | None:
    """The theorems of ``path`` read with its definitions file (the ``lc-test`` loader), or
    ``None`` where there is none to read (no ``defs`` and no foreign import found beside)."""
    from wzprove.bench.suites import SuiteError, load_suite

    if path.suffix != ".lean":
        return None
    if defs is None:
        try:
            text = read_input(path).decode("utf-8", errors="replace")
        except (OSError, LimitError):
            return None  # parse_file reports it
        heads = (line.split() for line in text.splitlines())
        imports = [h[1] for h in heads if len(h) == 2 and h[0] == "import"]
        if all(m.split(".")[0] in ("Mathlib", "Std", "Lean") for m in imports):
            return None
    try:
        items = list(load_suite("lc-test", path, defs))
    except SuiteError:
        if defs is not None:
            raise
        return None
    return [item.parse()[0] for item in items]


def refute_parsed(
    theorem: Any,
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    seed: int = 0,
    max_points: int | None = DEFAULT_MAX_POINTS,
    checker: Checker | None = None,
) -> RefuteResult:
    """:func:`refute_identity` for one ``ParsedTheorem`` of :mod:`wzprove.lean.parser`;
    unparsed theorems keep the parser's status and message.  The result's ``name`` is the
    parser's (for a JSONL row its key, as ``parse`` and ``prove`` report it)."""
    where = str(theorem.location) if theorem.location is not None else None
    if theorem.status != "parsed" or theorem.identity is None:
        status = theorem.status if theorem.status in ("out-of-scope", "error") else "error"
        return RefuteResult(theorem.name, status, theorem.message, location=where)
    try:
        result = refute_identity(
            theorem.identity,
            time_limit=time_limit,
            seed=seed,
            max_points=max_points,
            checker=checker,
        )
    except Exception as exc:  # noqa: BLE001 - one theorem's failure never loses the others
        if isinstance(exc, RecursionError):
            from wzprove.pipeline.run import TOO_DEEP

            return RefuteResult(theorem.name, "out-of-scope", TOO_DEEP, location=where)
        why = f"internal failure of the search: {type(exc).__name__}: {exc}"
        return RefuteResult(theorem.name, "out-of-scope", why[:400], location=where)
    return replace(result, name=theorem.name)
