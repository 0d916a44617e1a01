"""``wzprove data generate``: write a bootstrapping data set (identities, side goals, cold start).

Files written into ``out_dir`` (JSON Lines, every record with its provenance):

* ``identities.jsonl``: :class:`~wzprove.bootstrap.identities.IdentityRecord` (certified);
* ``prompts.jsonl``: :class:`~wzprove.bootstrap.records.PromptItem` side goals;
* ``cold_start.jsonl``: :class:`~wzprove.bootstrap.records.ProofPair` templates (unverified).

A training config points ``data.prompts`` / ``data.cold_start`` at the last two.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from wzprove.bootstrap.identities import generate_identities
from wzprove.bootstrap.records import write_jsonl
from wzprove.bootstrap.sidegoals import cold_start, side_goal_items


@dataclass
class DataSummary:
    """Counts of what :func:`build_data` wrote, and the generator's statistics."""

    out_dir: str
    identities: int
    prompts: int
    cold_start: int
    generator: dict[str, int]


def build_data(
    out_dir: str | os.PathLike[str], count: int, seed: int = 0, timeout: float = 10.0
) -> DataSummary:
    """Generate ``count`` certified identities and their side goals into ``out_dir``.

    Args:
        out_dir: directory (created).
        count: identities wanted (fewer when the tries run out; see ``generate_identities``).
        seed: generator seed.
        timeout: the engine's seconds per summand.
    """
    out = Path(out_dir)
    stats: dict[str, int] = {}
    records = generate_identities(count, seed=seed, timeout=timeout, stats=stats)
    items = side_goal_items(records, seed)
    pairs = cold_start(items)
    write_jsonl(out / "identities.jsonl", records)
    write_jsonl(out / "prompts.jsonl", items)
    write_jsonl(out / "cold_start.jsonl", pairs)
    return DataSummary(str(out), len(records), len(items), len(pairs), stats)
