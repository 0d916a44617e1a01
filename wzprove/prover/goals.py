"""The prover's inputs and records: subgoals, the checker protocol, attempts.

A *subgoal* is one named side goal of a sketch (docs/design.md, "Shape of a WZ proof"):
``have NAME : STATEMENT := by sorry`` inside the sketch's Lean text, with a *kind* saying
which side goal it is. A *checker* checks a whole Lean file and answers a
:class:`CheckOutcome` (``ok`` only for a Lean run that ended normally and reported no
error). An :class:`Attempt` records one candidate proof of one subgoal.

    >>> sg = Subgoal("h_den", "denominator", "(2:ℚ) ^ n ≠ 0", "theorem t ...")
    >>> sg.kind in SUBGOAL_KINDS
    True
    >>> CheckOutcome.from_run(type("R", (), {"kind": "error", "messages": []})()).ok
    False
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Protocol, runtime_checkable

from wzprove.model.vocab import SUBGOAL_KINDS as SUBGOAL_KINDS
from wzprove.model.vocab import SubgoalKind

#: what each kind says, for prompts (docs/design.md, "Shape of a WZ proof", items 1-6)
KIND_DESCRIPTIONS: dict[SubgoalKind, str] = {
    "denominator": "a denominator (the right side r(n) or a certificate's denominator) is not zero",
    "ratio": "a ratio of consecutive summand terms, cleared of denominators "
    "(q(k)·F(n,k+1) = p(k)·F(n,k))",
    "wz-equation": "the pointwise WZ equation f(n+1,k) − f(n,k) = G(n,k+1) − G(n,k)",
    "boundary": "a boundary term of the telescoping sum vanishes (e.g. G(n,0) = 0)",
    "initial-value": "the identity at its first value of n (a finite computation)",
    "recurrence": "the right side satisfies the recurrence the sum satisfies",
}


@dataclass(frozen=True)
class Subgoal:
    """One side goal to fill.

    Attributes:
        name: the ``have`` name in the sketch (``h_ratio_k``).
        kind: one of :data:`SUBGOAL_KINDS` (other strings are allowed: the portfolio then
            tries only its generic scripts).
        statement: the ``have``'s statement as Lean text (``(2:ℚ) ^ n ≠ 0``).
        context: the whole sketch (Lean text) holding ``have name : … := by sorry``.
        goal_state: the goal as Lean prints it (from the REPL's ``sorries``), if known.
        definitions: the sketch's ``let`` names (``F``, ``G``, …) that the goal mentions
            folded: ``simp`` / ``field_simp`` unfold them only when named.
    """

    name: str
    kind: str
    statement: str
    context: str
    goal_state: str | None = None
    definitions: tuple[str, ...] = ()


@dataclass
class CheckOutcome:
    """What a checker answered for one Lean file.

    Attributes:
        ok: True only when Lean ended normally and reported no error.
        kind: ``ok`` | ``error`` | ``timeout`` | ``crashed`` | ``memory``.
        messages: Lean's diagnostics; each has ``severity``, ``line`` (1-based), ``column``
            and ``text`` (:class:`wzprove.lean.messages.Message`).
        sorries: REPL ``sorries`` entries (``goal``, ``pos``...), when a REPL ran.
        seconds: wall-clock seconds of the check.
    """

    ok: bool
    kind: str
    messages: list[Any] = field(default_factory=list)
    sorries: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0

    @classmethod
    def from_run(cls, run: Any) -> CheckOutcome:
        """Convert a :class:`wzprove.lean.driver.LeanRun` (or anything with ``kind`` and
        ``messages``) into a :class:`CheckOutcome`; ``ok`` iff ``kind == "ok"``."""
        kind = str(run.kind)
        return cls(
            ok=kind == "ok",
            kind=kind,
            messages=list(getattr(run, "messages", []) or []),
            sorries=list(getattr(run, "sorries", []) or []),
            seconds=float(getattr(run, "elapsed_s", 0.0) or 0.0),
        )

    def errors(self) -> list[Any]:
        """The messages of severity ``error``."""
        return [m for m in self.messages if getattr(m, "severity", "") == "error"]


@runtime_checkable
class Checker(Protocol):
    """Checks a whole Lean file: ``check(lean_text) -> CheckOutcome``."""

    def check(self, lean_text: str) -> CheckOutcome: ...


class PoolChecker:
    """A :class:`Checker` over a Lean pool or worker (anything whose ``check(text)``
    returns a :class:`~wzprove.lean.driver.LeanRun`, e.g.
    :class:`~wzprove.lean.pool.LeanPool`).

    Args:
        pool: the pool; it is not closed here.
    """

    def __init__(self, pool: Any) -> None:
        self.pool = pool

    def check(self, lean_text: str) -> CheckOutcome:
        """Check ``lean_text`` in the pool and convert the run."""
        return CheckOutcome.from_run(self.pool.check(lean_text))


#: verdicts of an attempt: ``closed``, a failing checker kind, refused before Lean
#: (``forbidden``: the audit's in-proof rules; ``no-tactic``: nothing to extract), or
#: ``unchecked`` (the budget ran out, or the subgoal was closed by an earlier sample)
VERDICTS = (
    "closed",
    "error",
    "timeout",
    "crashed",
    "memory",
    "forbidden",
    "no-tactic",
    "unchecked",
)


@dataclass
class Attempt:
    """One candidate proof of one subgoal.

    Attributes:
        subgoal: the subgoal's name.
        kind: the subgoal's kind.
        source: ``portfolio`` or ``model``.
        text: the tactic block as checked ('' when nothing could be extracted).
        verdict: one of :data:`VERDICTS`.
        raw: the model's whole output (None for portfolio scripts).
        round: self-correction round (0: first samples; portfolio: 0).
        tokens: generated tokens of this sample (0 for portfolio scripts).
        prompt_tokens: prompt tokens charged to this sample.
        gen_s: seconds of generation charged to this sample.
        check_s: seconds of the Lean check (0 when none ran).
        lean_kind: the checker's kind (None when no check ran).
        messages: error messages Lean reported inside the subgoal's proof.
        detail: why a candidate was refused or failed, in words.
        cached: the same text was already checked for this subgoal; its verdict is reused.
    """

    subgoal: str
    kind: str
    source: str
    text: str
    verdict: str
    raw: str | None = None
    round: int = 0
    tokens: int = 0
    prompt_tokens: int = 0
    gen_s: float = 0.0
    check_s: float = 0.0
    lean_kind: str | None = None
    messages: list[str] = field(default_factory=list)
    detail: str = ""
    cached: bool = False

    @property
    def seconds(self) -> float:
        """Generation plus check seconds."""
        return self.gen_s + self.check_s

    @property
    def closed(self) -> bool:
        """True when this attempt closed its subgoal."""
        return self.verdict == "closed"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary (seconds rounded)."""
        d = asdict(self)
        d["gen_s"] = round(self.gen_s, 4)
        d["check_s"] = round(self.check_s, 4)
        d["seconds"] = round(self.seconds, 4)
        return d
