"""The options of one ``prove`` run (:class:`ProveOptions`) and the stage names.

Kept below the stages (:mod:`wzprove.pipeline.run`, :mod:`wzprove.pipeline.finish`) and the
commands, which all read them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

#: Pipeline stages, in order; ``timings`` has one key per stage that ran.
STAGES = ("parse", "falsity", "certify", "sketch", "fill", "check")

#: Seconds of counterexample search per theorem, the same for ``prove`` and ``sketch`` (so
#: that both commands reach the same status on the same input).
FALSITY_TIME = 1.0


@dataclass
class ProveOptions:
    """Options of one ``prove`` run.

    ``out_dir``: where sketch and proof files go (``Sketches``/``Proofs`` inside it);
    ``model``: an LLM spec (``hf:PATH``, ``vllm:PATH``, ``openai:URL#MODEL``) or ``None`` for
    the tactic portfolio only; ``timeout``: seconds for the certificate search;
    ``falsity_time``: seconds for the counterexample search; ``lean_timeout``: seconds per
    Lean check; ``samples``, ``rounds``, ``max_tokens``, ``temperature``, ``wall_time``:
    the model's budget per identity; ``seed``: random seed (falsity search, sampling);
    ``workers``: Lean processes; ``ray``: a Ray address or ``auto`` (default: no Ray).
    """

    out_dir: Path = Path(".")
    model: str | None = None
    timeout: float = 60.0
    falsity_time: float = FALSITY_TIME
    lean_timeout: float = 120.0
    samples: int = 4
    rounds: int = 1
    max_tokens: int = 512
    temperature: float = 0.7
    wall_time: float = 600.0
    seed: int = 0
    workers: int | None = None
    ray: str | None = None
