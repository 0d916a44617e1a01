"""Per-round and per-step metrics of a training run: JSON Lines and matplotlib plots."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wzprove.bootstrap.records import read_jsonl, write_jsonl


def append_metrics(path: str | os.PathLike[str], row: dict[str, Any]) -> None:
    """Append one JSON object to the metrics file at ``path``."""
    write_jsonl(path, [row], append=True)


def read_metrics(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """All rows of a metrics file ([] when it does not exist yet)."""
    return list(read_jsonl(path)) if Path(path).is_file() else []


def plot_metrics(
    rows: Sequence[dict[str, Any]],
    x: str,
    ys: Sequence[str],
    out: str | os.PathLike[str],
    title: str,
) -> Path | None:
    """Plot columns ``ys`` against ``x`` (one panel each) into the PNG file ``out``.

    Rows lacking a column are skipped for that panel. Returns the path, or None when
    matplotlib is missing or there is nothing to plot.
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    panels = [y for y in ys if any(y in r and r[y] is not None for r in rows)]
    if not panels:
        return None
    fig, axes = plt.subplots(1, len(panels), figsize=(4 * len(panels), 3.2), squeeze=False)
    for ax, y in zip(axes[0], panels, strict=True):
        pts = [(r[x], r[y]) for r in rows if r.get(y) is not None and x in r]
        ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o")
        ax.set_xlabel(x)
        ax.set_title(y)
        ax.grid(alpha=0.3)
    fig.suptitle(title)
    fig.tight_layout()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
