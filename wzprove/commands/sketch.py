"""The ``sketch`` command as a function: Lean statements → proof sketches under ``Sketches/``.

For each theorem of the input: parse → falsity check → mathematical reading → certificate
(``wzprove.wz.certify``) → sketch (``wzprove.sketch.build``, with its numeric guard) → write
``Sketches/<Name>.lean``.  ``Sketches/`` is a Lake library of this project
(``lakefile.lean``), so a written sketch opens in VS Code with the Lean 4 extension and shows
each ``sorry`` goal in the infoview.

Statuses (docs/design.md, "What a result says"): ``certified`` (certificate checked in Python and a
sketch written; no Lean ran), ``false`` (counterexample), ``out-of-scope``, ``failed``,
``error``.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wzprove import __version__
from wzprove.lean.parser import ParsedTheorem, parse_file
from wzprove.model.errors import WzproveError
from wzprove.model.limits import LimitError, check_output, read_input_text
from wzprove.model.poly_params import polynomial_parameters
from wzprove.pipeline import FALSITY_TIME
from wzprove.sketch.build import Sketch, SketchError, build_sketch
from wzprove.sketch.names import module_names


@dataclass
class SketchResult:
    """One theorem's outcome: ``status``, ``message``, the written ``sketch_file`` (or
    ``None``), the method, the counterexample for ``false``, and the :class:`Sketch`."""

    name: str
    status: str
    message: str
    sketch_file: str | None = None
    method: str | None = None
    counterexample: dict[str, str] | None = None
    sketch: Sketch | None = field(default=None, repr=False)
    certificate: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON Lines object of ``wzprove sketch --json``."""
        return {
            "name": self.name,
            "status": self.status,
            "message": self.message,
            "sketch_file": self.sketch_file,
            "method": self.method,
            "counterexample": self.counterexample,
            "subgoals": [s.to_dict() for s in self.sketch.subgoals] if self.sketch else [],
            "certificate": self.certificate,
            "wzprove_version": __version__,
        }


def sketch_theorem(
    parsed: ParsedTheorem,
    source: str | None,
    timeout: float = 60.0,
    falsity_time: float = FALSITY_TIME,
) -> SketchResult:
    """Falsity → reading → certificate → sketch for one parsed theorem; writes nothing.

    ``source`` is the text of the Lean file (``None`` for a JSONL row); ``timeout`` the
    certificate search's budget, ``falsity_time`` caps the counterexample search's.  Never
    raises for bad input: every failure is a status with a message."""
    from wzprove.pipeline import ProveOptions, certify_theorem
    from wzprove.pipeline.run import TOO_DEEP

    try:
        done = certify_theorem(parsed, ProveOptions(timeout_s=timeout, falsity_time_s=falsity_time))
    except RecursionError:
        # the status `prove` gives (new-user F-E: exit 3 before)
        return SketchResult(parsed.name, "out-of-scope", TOO_DEEP)
    rep = done.report
    if not done.certified:
        return SketchResult(
            parsed.name,
            rep.status,
            rep.message,
            method=rep.method,
            counterexample=rep.counterexample,
            certificate=rep.certificate,
        )
    identity, reading, res, cert_obj = done.identity, done.reading, done.result, rep.certificate
    try:
        try:
            sk = build_sketch(identity, reading, res.certificate, source)
        except SketchError:
            # no sketch of this shape; the compiled proof may still exist, complete or with
            # named `sorry` goals where a step did not replay (and `prove` writes it): the
            # same status as `prove`
            sk = build_sketch(
                identity,
                reading,
                res.certificate,
                source,
                complete=True,
                deadline=time.monotonic() + max(30.0, timeout),
            )
    except SketchError as err:
        how = _dedicated_proof(identity, timeout)
        if how is not None:  # `prove` writes this proof, and says `certified`: the same here
            return SketchResult(
                parsed.name,
                "certified",
                f"{res.message}; no sketch of this shape ({err}); `wzprove prove` writes "
                f"its complete proof ({how})",
                method=res.method,
                certificate=cert_obj,
            )
        generic = sorted(polynomial_parameters(identity))
        if generic:  # `prove` says `certified` here and writes no proof: the same here
            return SketchResult(
                parsed.name,
                "certified",
                f"{res.message}; no sketch of this shape ({err}): the certificates are proved "
                f"for generic {', '.join(generic)} (a polynomial identity in them, "
                "model/poly_params.py), an argument the proof compiler does not write",
                method=res.method,
                certificate=cert_obj,
            )
        return SketchResult(
            parsed.name, err.status, f"sketch: {err}", method=res.method, certificate=cert_obj
        )
    except Exception as err:  # noqa: BLE001 - a fault of the generator ends this theorem only
        # the status `prove` gives for the same fault after its certificate
        what = TOO_DEEP if isinstance(err, RecursionError) else f"{type(err).__name__}: {err}"
        why = f"stopped after the certificate: {what}"
        return SketchResult(parsed.name, "failed", why, method=res.method, certificate=cert_obj)
    return SketchResult(
        parsed.name,
        "certified",
        f"{res.message}; sketch with {len(sk.subgoals)} subgoals "
        f"({sk.checked_points} grid points checked)",
        method=res.method,
        sketch=sk,
        certificate=cert_obj,
    )


def _dedicated_proof(identity: object, timeout: float) -> str | None:
    """Which of `prove`'s dedicated proofs (an exact ℕ division, sums from 1) compiles for a
    certified ``identity`` with no sketch, as `prove` would write it; ``None`` for none."""
    import importlib

    from wzprove.pipeline import ProveOptions
    from wzprove.pipeline.run import DEDICATED_PROOFS

    opts = ProveOptions(timeout_s=timeout)
    for where, (how, _) in DEDICATED_PROOFS.items():
        module = importlib.import_module(f"wzprove.pipeline.{where}")
        try:
            if module.applies(identity):
                module.proof_text(identity, opts)
                return how
        except Exception:  # noqa: BLE001 - no such proof: the sketch's own status stands
            continue
    return None


class OutputError(WzproveError, ValueError):
    """``out`` names one file but the input has several theorems to sketch (the CLI prints
    the message and exits 2)."""


def out_is_folder(out: str | Path) -> bool:
    """Whether ``-o OUT`` names a folder: an existing directory, or a path written with a
    trailing ``/``.

    >>> out_is_folder("Sketches/"), out_is_folder("one.lean")
    (True, False)
    """
    text = str(out)
    return text.endswith(("/", os.sep)) or Path(text).is_dir()


def sketch(
    path: str | Path,
    out: str | Path | None = None,
    out_dir: str | Path = "Sketches",
    theorem: str | None = None,
    timeout: float = 60.0,
    falsity_time: float = FALSITY_TIME,
) -> list[SketchResult]:
    """Sketch every theorem of ``path`` (``.lean`` or ``.jsonl``), or only ``theorem``.

    Args:
        path: the input file.
        out: a folder (an existing directory or a path ending in ``/``) for
            ``<Name>.lean`` files, or the one file to write when the input has one theorem
            (after ``theorem``); a file path with several theorems raises
            :class:`OutputError` before any work.
        out_dir: the directory for ``<Name>.lean`` files when ``out`` is not given.
        theorem: only the theorem of that name.
        timeout: seconds for the certificate search of each theorem.
        falsity_time: seconds at most for the counterexample search of each theorem (a
            fixed number of points: the time is a cap).
    Returns:
        one :class:`SketchResult` per theorem (``sketch_file`` set for those written).
    """
    p = Path(path)
    rows = parse_file(p)
    # file names distinct within the file, ignoring case; the same whatever --theorem picks
    modules = dict(zip(map(id, rows), module_names([r.name for r in rows]), strict=True))
    if theorem is not None:
        rows = [r for r in rows if r.name == theorem]
        if not rows:
            return [SketchResult(theorem, "error", f"no theorem {theorem} in {p}")]
    to_folder = out is not None and out_is_folder(out)
    if out is not None and not to_folder and len(rows) > 1:
        raise OutputError(
            f"-o {out}: {p} has {len(rows)} theorems; give a folder (an existing directory "
            f"or a path ending in /) or pick one with --theorem"
        )
    source: str | None = None
    if p.suffix != ".jsonl":
        try:
            source = read_input_text(p)
        except (OSError, UnicodeDecodeError, LimitError):
            source = None  # parse_file already reported it
    results = [sketch_theorem(r, source, timeout, falsity_time) for r in rows]
    module_of = {id(res): modules[id(row)] for res, row in zip(results, rows, strict=True)}
    written = [r for r in results if r.sketch is not None]
    for r in written:
        assert r.sketch is not None
        if out is not None and not to_folder:
            target = Path(out)
        else:
            base = Path(out) if out is not None else Path(out_dir)
            target = base / f"{module_of[id(r)]}.lean"
        try:
            check_output(target)  # never the statement file itself
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(r.sketch.text, encoding="utf-8")
        except OSError as err:
            r.status, r.message = "error", f"cannot write {target}: {err.strerror or err}"
            continue
        r.sketch_file = str(target)
    return results
