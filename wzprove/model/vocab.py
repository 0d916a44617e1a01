"""The project's vocabulary, each word list defined once, as ``Literal`` types.

Every field, table and check that takes one of these words uses the type (or the tuple of its
words, :func:`typing.get_args`), never a copy of the list; ``tests/test_vocab.py`` checks that
every table keyed by a word list covers it. ``docs/design.md`` ("Vocabulary", "What a result
says") gives the meaning of each word.
"""

from __future__ import annotations

from typing import Literal, get_args

Status = Literal[
    "kernel-checked",
    "certified",
    "false",
    "no-counterexample",
    "parsed",
    "rejected",
    "out-of-scope",
    "failed",
    "error",
]
"""How one theorem ended (the ``status`` of every result row)."""

#: The status words, in the order of docs/design.md.
STATUSES: tuple[Status, ...] = get_args(Status)

#: Statuses that count as success for the exit code (0).
SUCCESS: frozenset[Status] = frozenset(
    {"kernel-checked", "certified", "parsed", "no-counterexample"}
)

SubgoalKind = Literal[
    "denominator", "ratio", "wz-equation", "boundary", "initial-value", "recurrence"
]
"""The kind of a side goal of a sketch (docs/design.md, "Shape of a WZ proof")."""

#: The side-goal kinds, in the order the sketch states them.
SUBGOAL_KINDS: tuple[SubgoalKind, ...] = get_args(SubgoalKind)

RunKind = Literal["ok", "error", "timeout", "crashed", "memory"]
"""What one Lean check gave (``LeanRun.kind``): no error, an error message, out of time,
the process died, out of memory."""

#: The Lean run kinds.
RUN_KINDS: tuple[RunKind, ...] = get_args(RunKind)

ProofState = Literal["complete", "partial", "none"]
"""How much of a proof file Lean accepted (the ``proof`` field of a ``prove`` row)."""

#: The proof states.
PROOF_STATES: tuple[ProofState, ...] = get_args(ProofState)

ReplayKind = Literal[
    "linear-combination",
    "side-condition",
    "positivity",
    "vanishing",
    "evaluation",
    "lead",
    "application",
    "unreadable",
]
"""The kind of a step of a complete proof that the Python replay re-checks
(:mod:`wzprove.sketch.replay`); ``application``: the closing application of a ``Prover``
theorem checked against the library's statement (:mod:`wzprove.sketch.replay_apply`);
``unreadable``: a block the replay could not read."""

#: The replay step kinds.
REPLAY_KINDS: tuple[ReplayKind, ...] = get_args(ReplayKind)
