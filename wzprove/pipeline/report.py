"""The report of one ``prove`` run: :class:`ProveReport` (the ``prove --json`` row) and
:class:`SubgoalReport` (one side goal of its sketch).

Kept below the stages that fill them, so that no stage imports another's module for them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from wzprove import __version__
from wzprove.model.vocab import ProofState, Status, SubgoalKind


@dataclass
class SubgoalReport:
    """How one side goal of the sketch ended: its kind, what closed it (``portfolio`` or
    ``model``; ``None``: open), attempts made, and whether Lean checked the step that closes
    it (``checked: false`` for a script written without a Lean run)."""

    name: str
    kind: SubgoalKind
    closed_by: str | None
    attempts: int
    checked: bool = False


@dataclass
class ProveReport:
    """The result of proving one theorem (the ``prove --json`` row).

    ``status`` is one of docs/design.md's words; ``timings`` maps stage names to seconds;
    ``proof`` is ``complete`` (Lean accepted the whole proof file), ``partial`` (a proof file
    whose ``open_goals`` are open or closed only by unchecked scripts) or ``none``; ``split``
    records a case split (:mod:`wzprove.pipeline.split`): the variable, the modulus and each
    case with its own certificate; ``linear`` a statement certified by linearity
    (:mod:`wzprove.pipeline.linear`): its pieces and their certificates; ``induction`` a
    statement certified by induction (:mod:`wzprove.pipeline.induction`): what was checked;
    ``trig`` a binomial sum of sines/cosines (:mod:`wzprove.pipeline.trig`): ``a``, ``θ``,
    ``ρ``, ``φ`` and the conditions checked exactly;
    ``all_proofs_file`` the input file with every complete proof of the run so far written
    in (:mod:`wzprove.pipeline.whole_file`; ``None`` until one is written);
    ``falsity_points`` the points the counterexample search evaluated (its grid, and its
    random phase where that ran: only when no certificate was verified).
    """

    name: str
    status: Status
    message: str = ""
    method: str | None = None
    certificate: dict[str, Any] | None = None
    recurrence: dict[str, Any] | None = None
    counterexample: dict[str, str] | None = None
    disproof: str | None = None
    proof_file: str | None = None
    sketch_file: str | None = None
    subgoals: list[SubgoalReport] = field(default_factory=list)
    proof: ProofState = "none"
    open_goals: list[str] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    tokens: int = 0
    location: str | None = None
    lean_toolchain: str | None = None
    model: str | None = None
    seed: int | None = None
    note: str | None = None
    split: dict[str, Any] | None = None
    linear: dict[str, Any] | None = None
    induction: dict[str, Any] | None = None
    trig: dict[str, Any] | None = None
    falsity_points: int = 0
    all_proofs_file: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The JSON object: every field, plus ``wzprove_version``."""
        out = asdict(self)
        out["wzprove_version"] = __version__
        return out
