"""The input file with every complete proof of a run written in: ``Proofs/<InputStem>.lean``.

Each theorem's own proof file (``Proofs/<Name>.lean``) is the whole input with that one
theorem's proof written in, the others still ``sorry``.  A Lean user wants one file that
mirrors the input (new-user run 15, M2): :class:`WholeFile` splices the proof body of each
theorem whose own file holds a complete proof (``proof: complete``) into the input, in place
of its ``sorry``, and labels the result with the theorems it proves and those that keep their
``sorry`` (:func:`wzprove.lean.labels.combined_label`).  The file is rewritten after each
theorem, so it holds every complete proof so far; each row names it (``all_proofs_file``).

Nothing is proved here: each body is copied verbatim from a file the pipeline wrote and
checked (replayed exactly in Python, or by Lean); the result is written only when the audit
(:func:`wzprove.lean.audit.audit_text`) accepts it against the input for each theorem it
proves (the statement file kept verbatim outside those bodies, no ``sorry`` in them).  Only a
``.lean`` input with more than one theorem, run as a whole (no ``--theorem``), gets the file:
for one theorem it would repeat the theorem's own file.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wzprove.lean import heartbeats
from wzprove.lean.audit import audit_text, find_targets, normalize, sorry_theorems
from wzprove.lean.labels import combined_label, drop_label
from wzprove.lean.statement import unnamed_examples
from wzprove.model.limits import LimitError, check_output, read_input_text
from wzprove.sketch.names import module_name


def spliced(source: str, proofs: Sequence[tuple[str, str]]) -> str | None:
    """``source`` (a statement file) with the proof body of each ``(theorem, proof file
    text)`` of ``proofs`` written in, ``import Prover`` as the proof files have it; ``None``
    when a theorem is not found once in both texts.  The bodies are copied, not read."""
    text: str | None = None
    orig = normalize(source)
    for name, proof in proofs:
        cand, _ = drop_label(normalize(proof), orig)
        if text is None:
            text = cand
            continue
        new, cur = find_targets(cand, name), find_targets(text, name)
        if len(new) != 1 or len(cur) != 1:
            return None
        text = (
            text[: cur[0].sep_end]
            + cand[new[0].sep_end : new[0].body_end]
            + text[cur[0].body_end :]
        )
        text = _with_budget_line(text, cur[0].start, _budget_line(cand, new[0].start))
    return text


def _budget_line(text: str, start: int) -> str:
    """The ``set_option maxHeartbeats N in`` line right before the declaration whose keyword
    line starts at ``start`` (:mod:`wzprove.lean.heartbeats`), with its newline, or ``""``."""
    head = heartbeats.head_start(text, start)
    prev = text[: max(head - 1, 0)]
    last = prev[prev.rfind("\n") + 1 :]
    return last + "\n" if head > 0 and heartbeats.LINE.match(last) else ""


def _with_budget_line(text: str, start: int, line: str) -> str:
    """``text`` with ``line`` before the declaration at ``start`` (unless it has one)."""
    if not line or _budget_line(text, start):
        return text
    head = heartbeats.head_start(text, start)
    return text[:head] + line + text[head:]


class WholeFile:
    """The file of every complete proof of one run over ``source_file`` (see the module
    docstring); :meth:`add` takes each report as it is made."""

    def __init__(self, source_file: str | Path, out_dir: Path, modules: Sequence[str]):
        self.path = (
            Path(out_dir) / "Proofs" / f"{module_name(Path(source_file).stem, modules)}.lean"
        )
        try:
            self.source: str | None = read_input_text(Path(source_file))
        except (OSError, UnicodeDecodeError, LimitError):
            self.source = None
        left = sorry_theorems(normalize(self.source)) if self.source else []
        self.open = {t.name for t in left} | {t.full_name for t in left}
        self.proved: dict[str, str] = {}  # theorem -> its own proof file
        self.written = False

    def add(self, report: Any) -> None:
        """Take ``report``: a complete proof of a theorem the input leaves ``sorry`` goes into
        the file, which is rewritten; the row names the file once it exists."""
        complete = report.proof == "complete" and report.status in ("certified", "kernel-checked")
        if complete and report.proof_file and report.name in self.open:
            self.proved[report.name] = report.proof_file
            self._write()
        if self.written:
            report.all_proofs_file = str(self.path)

    def _write(self) -> None:
        assert self.source is not None  # `open` is empty without it
        try:
            proofs = [(n, Path(f).read_text(encoding="utf-8")) for n, f in self.proved.items()]
        except (OSError, UnicodeDecodeError):
            return
        text = spliced(self.source, proofs)
        if text is None:
            return
        kept = [t.name for t in sorry_theorems(text)]
        proved = [(n, Path(f).name) for n, f in self.proved.items()]
        text = combined_label(proved, kept, len(unnamed_examples(text, ""))) + text
        if not all(audit_text(text, self.source, name).passed for name in self.proved):
            return  # never a file the audit rejects (a fault of the splice, not of a proof)
        check_output(self.path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(text, encoding="utf-8")
        self.written = True


def whole_file(
    path: str | Path, parsed: Sequence[Any], opts: Any, modules: Sequence[str]
) -> WholeFile | None:
    """The :class:`WholeFile` of a run over ``path`` (all of its theorems ``parsed``, named
    ``modules``), or ``None`` where none is written (a ``.jsonl`` input, one theorem)."""
    if Path(path).suffix != ".lean" or len(parsed) < 2:
        return None
    return WholeFile(path, Path(opts.out_dir), modules)
