"""The options of one ``prove`` run (:class:`ProveOptions`) and the stage names.

Kept below the stages (:mod:`wzprove.pipeline.run`, :mod:`wzprove.pipeline.finish`) and the
commands, which all read them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Pipeline stages, in order; ``timings`` has one key per stage that ran.
STAGES = ("parse", "falsity", "certify", "sketch", "fill", "check")

#: Seconds of counterexample search per theorem at most, the same for ``prove`` and
#: ``sketch``: a cap only, since the search is a fixed number of points (below), so that
#: both commands reach the same status on the same input whatever the machine's load.
FALSITY_TIME = 3.0

#: The counterexample search of ``prove`` and ``sketch`` by points, not by time (issue 17):
#: its exact grid up to this many points, smallest first (the whole grid of up to three ℕ
#: variables or two rational ones) ...
FALSITY_GRID_POINTS = 2500
#: ... then, only where no certificate is verified and the grid found nothing, this many
#: seeded random points (two rounds of :data:`wzprove.falsity.search.ROUND_SIZE`).
FALSITY_RANDOM_POINTS = 96


def _help(text: str) -> dict[str, str]:
    """A field's ``metadata``: its help text, which the CLI shows as the option's help."""
    return {"help": text}


@dataclass
class ProveOptions:
    """Options of one ``prove`` run, each documented in its field's ``metadata["help"]``
        (read by the CLI for its options' help and defaults, so that they are written once).

        Units are in the names: ``_s`` seconds. Raises ``ValueError`` from ``__post_init__`` for a
        value no run can use (a time that is not positive — ``inf`` is no limit — or a count below
    its least).
    """

    out_dir: Path = field(
        default=Path("."), metadata=_help("Where Sketches/ and Proofs/ files go.")
    )
    model: str | None = field(
        default=None,
        metadata=_help(
            "LLM for subgoals: hf:PATH, vllm:PATH or openai:URL#MODEL (default: the "
            "tactic portfolio only)."
        ),
    )
    timeout_s: float = field(
        default=60.0,
        metadata=_help(
            "Seconds per theorem for every stage but Lean's checks: falsity search, reading, "
            "certificate search and verification, proof compiler and replay."
        ),
    )
    falsity_time_s: float = field(
        default=FALSITY_TIME,
        metadata=_help(
            "Seconds of counterexample search per theorem at most (a cap on its fixed "
            "number of points; as for sketch)."
        ),
    )
    lean_timeout_s: float = field(default=120.0, metadata=_help("Seconds per Lean check."))
    samples: int = field(default=4, metadata=_help("Model samples per subgoal."))
    rounds: int = field(
        default=1, metadata=_help("Self-correction rounds feeding Lean's errors back.")
    )
    max_tokens: int = field(default=512, metadata=_help("Most new tokens per model sample."))
    temperature: float = field(default=0.7, metadata=_help("Model sampling temperature."))
    wall_time_s: float = field(
        default=600.0, metadata=_help("Seconds of model work per identity, all subgoals.")
    )
    seed: int = field(
        default=0, metadata=_help("Random seed (counterexample search, model sampling).")
    )
    workers: int | None = field(
        default=None, metadata=_help("Lean processes (default: cores - 1).")
    )
    ray: str | None = field(
        default=None, metadata=_help("Run Lean workers on Ray: 'auto' or an address.")
    )

    def __post_init__(self) -> None:
        self.out_dir = Path(self.out_dir)
        for name in ("timeout_s", "falsity_time_s", "lean_timeout_s", "wall_time_s"):
            value = getattr(self, name)
            # math.inf is allowed: no limit (``--timeout inf``)
            if not (isinstance(value, (int, float)) and value > 0):
                raise ValueError(f"{name} must be a positive number of seconds, not {value!r}")
        for name, least in (("samples", 1), ("rounds", 0), ("max_tokens", 1)):
            if getattr(self, name) < least:
                raise ValueError(f"{name} must be at least {least}, not {getattr(self, name)}")
        if self.workers is not None and self.workers < 1:
            raise ValueError(f"workers must be at least 1, not {self.workers}")
        if not (0 <= self.temperature < math.inf):
            raise ValueError(f"temperature must be a number >= 0, not {self.temperature}")

    @classmethod
    def default(cls, name: str) -> Any:
        """The default of field ``name`` (for the CLI's options)."""
        return cls.__dataclass_fields__[name].default

    @classmethod
    def help(cls, name: str) -> str:
        """The help text of field ``name`` (for the CLI's options)."""
        return str(cls.__dataclass_fields__[name].metadata["help"])
