"""Summaries of ``bench run`` results: a Markdown table and a matplotlib figure.

A *run* is one results file (JSON Lines rows of :mod:`wzprove.bench.runner`); its rows are
grouped by suite, and each (run, suite) pair is one column of the table and one group of the
figure, so that several runs (symbolic only, with a model, …) stand side by side.  The table's
rows are the number of items, the count of each status (docs/design.md's words, in their order),
the share solved (``kernel-checked`` or ``certified``), the median and total time per item,
and the wall time from the first item's start to the last item's end.  The figure has the
statuses per column as stacked bars and the time per item as an empirical CDF.
"""

from __future__ import annotations

import json
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from wzprove.bench.suites import BenchError
from wzprove.model.limits import MAX_RESULTS_BYTES, LimitError, read_input_text
from wzprove.model.output import STATUSES
from wzprove.model.vocab import Status

__all__ = [
    "STATUS_ORDER",
    "ReportError",
    "RunSummary",
    "load_rows",
    "read_rows",
    "skipped_note",
    "markdown_table",
    "plot_runs",
    "summarize",
]

#: status words in the order of docs/design.md (those a ``bench run`` row can have)
STATUS_ORDER = STATUSES
_SUCCESS = ("kernel-checked", "certified")
_COLORS: dict[Status, str] = {
    "kernel-checked": "#1a7f37",
    "certified": "#57ab5a",
    "false": "#8250df",
    "no-counterexample": "#bf8700",
    "parsed": "#768390",
    "rejected": "#cf222e",
    "out-of-scope": "#adbac7",
    "failed": "#e16f24",
    "error": "#a40e26",
}


class ReportError(BenchError):
    """A report cannot be made: no such file, no rows, or matplotlib missing."""


@dataclass
class RunSummary:
    """One column: the rows of ``suite`` in the run ``label``.

    ``counts``: status → rows; ``seconds``: time per item (the rows' ``seconds``, else the
    sum of their ``timings``); ``wall_seconds``: first start to last finish (``None`` when the
    rows carry no ``finished_at``; a resumed run's includes the pause).
    """

    label: str
    suite: str
    counts: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)
    wall_seconds: float | None = None

    @property
    def items(self) -> int:
        """Rows in this column."""
        return sum(self.counts.values())

    @property
    def solved(self) -> int:
        """Rows ``kernel-checked`` or ``certified``."""
        return sum(self.counts[s] for s in _SUCCESS)

    @property
    def success_rate(self) -> float:
        """``solved / items`` in percent (0 for no rows)."""
        return 100.0 * self.solved / self.items if self.items else 0.0

    @property
    def median_seconds(self) -> float | None:
        """Median time per item, ``None`` without rows."""
        return statistics.median(self.seconds) if self.seconds else None


def read_rows(path: str | Path) -> tuple[list[dict[str, Any]], list[int]]:
    """The rows of a results file and the numbers (1-based) of its non-blank lines that are
    not JSON objects with a ``name`` (a truncated last line, another kind of file).  The
    file is read within :data:`~wzprove.model.limits.MAX_RESULTS_BYTES` and must be a
    regular file; raises :class:`ReportError` if it cannot be read."""
    p = Path(path)
    try:
        text = read_input_text(p, MAX_RESULTS_BYTES)
    except LimitError as e:
        raise ReportError(str(e)) from e
    except (OSError, UnicodeDecodeError) as e:
        reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise ReportError(f"cannot read {p}: {reason}") from e
    rows: list[dict[str, Any]] = []
    skipped: list[int] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except ValueError:
            row = None
        if isinstance(row, dict) and isinstance(row.get("name"), str):
            rows.append(row)
        else:
            skipped.append(lineno)
    return rows, skipped


def load_rows(path: str | Path) -> list[dict[str, Any]]:
    """The rows of a results file (:func:`read_rows` without the skipped lines)."""
    return read_rows(path)[0]


def skipped_note(path: str | Path, skipped: Sequence[int]) -> str:
    """One line naming the lines of ``path`` that were skipped (``""`` for none).

    >>> skipped_note("r.jsonl", [2, 5])
    'Skipped 2 lines of r.jsonl that are not result rows (JSON objects with a name): 2, 5.'
    """
    if not skipped:
        return ""
    shown = ", ".join(map(str, skipped[:20])) + (", …" if len(skipped) > 20 else "")
    lines = "line" if len(skipped) == 1 else "lines"
    return (
        f"Skipped {len(skipped)} {lines} of {path} that are not result rows "
        f"(JSON objects with a name): {shown}."
    )


def _item_seconds(row: dict[str, Any]) -> float:
    if isinstance(row.get("seconds"), (int, float)):
        return float(row["seconds"])
    timings = row.get("timings") or {}
    return float(sum(v for v in timings.values() if isinstance(v, (int, float))))


def summarize(rows: Sequence[dict[str, Any]], label: str) -> list[RunSummary]:
    """One :class:`RunSummary` per suite of ``rows`` (in order of first appearance); a row
    without ``suite`` counts under ``-``.  The last row of a name wins (a name is one item)."""
    last: dict[tuple[str, str], dict[str, Any]] = {}
    for row in rows:
        last[(str(row.get("suite") or "-"), row["name"])] = row
    by_suite: dict[str, RunSummary] = {}
    spans: dict[str, list[tuple[float, float]]] = {}
    for (suite, _), row in last.items():
        s = by_suite.setdefault(suite, RunSummary(label, suite))
        s.counts[str(row.get("status"))] += 1
        sec = _item_seconds(row)
        s.seconds.append(sec)
        if isinstance(row.get("finished_at"), (int, float)):
            spans.setdefault(suite, []).append((row["finished_at"] - sec, row["finished_at"]))
    for suite, s in by_suite.items():
        if spans.get(suite) and len(spans[suite]) == s.items:
            s.wall_seconds = max(b for _, b in spans[suite]) - min(a for a, _ in spans[suite])
    return list(by_suite.values())


def _column(s: RunSummary) -> str:
    """A column's title: ``label (suite)``, or the label alone where it is the suite."""
    return s.label if s.label == s.suite else f"{s.label} ({s.suite})"


def _fmt_seconds(x: float | None) -> str:
    if x is None:
        return "–"
    return f"{x:.2f} s" if x < 100 else f"{x:.0f} s"


def markdown_table(summaries: Sequence[RunSummary]) -> str:
    """The Markdown table, one column per summary (``label`` and ``suite`` in the header).

    >>> s = RunSummary("sym", "lci", Counter({"certified": 1, "failed": 3}), [1, 2, 3, 4])
    >>> print(markdown_table([s]))
    | | sym (lci) |
    |---|---:|
    | items | 4 |
    | certified | 1 |
    | failed | 3 |
    | success | 25.0 % |
    | median time / item | 2.50 s |
    | total time of items | 10.00 s |
    | wall time | – |
    """
    statuses = [st for st in STATUS_ORDER if any(s.counts[st] for s in summaries)]
    statuses += sorted(
        {st for s in summaries for st in s.counts if st not in STATUS_ORDER and s.counts[st]}
    )
    head = "| | " + " | ".join(_column(s) for s in summaries) + " |"
    lines = [head, "|---|" + "---:|" * len(summaries)]

    def row(title: str, cells: list[str]) -> None:
        lines.append(f"| {title} | " + " | ".join(cells) + " |")

    row("items", [str(s.items) for s in summaries])
    for st in statuses:
        row(st, [str(s.counts[st]) for s in summaries])
    row("success", [f"{s.success_rate:.1f} %" for s in summaries])
    row("median time / item", [_fmt_seconds(s.median_seconds) for s in summaries])
    row("total time of items", [_fmt_seconds(sum(s.seconds)) for s in summaries])
    row("wall time", [_fmt_seconds(s.wall_seconds) for s in summaries])
    return "\n".join(lines)


def plot_runs(summaries: Sequence[RunSummary], out_png: str | Path) -> Path:
    """Write the figure to ``out_png``: statuses per column as stacked bars (left) and the
    empirical CDF of the time per item, one line per column (right).  Raises
    :class:`ReportError` when matplotlib is missing (``pip install 'wzprove[bench]'``)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise ReportError(
            "the plot needs matplotlib, which is not installed: pip install 'wzprove[bench]'"
        ) from exc
    labels = [_column(s).replace(" (", "\n(") for s in summaries]
    statuses = [st for st in STATUS_ORDER if any(s.counts[st] for s in summaries)]
    statuses += sorted({st for s in summaries for st in s.counts if st not in statuses})
    fig, (bars, cdf) = plt.subplots(1, 2, figsize=(max(9.0, 4 + 1.4 * len(summaries)), 4.5))
    bottoms = [0] * len(summaries)
    xs = list(range(len(summaries)))
    for st in statuses:
        heights = [s.counts[st] for s in summaries]
        bars.bar(xs, heights, bottom=bottoms, label=st, color=_COLORS.get(st))
        bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
    bars.set_xticks(xs, labels, fontsize=8)
    bars.set_ylabel("items")
    bars.set_title("status per suite")
    bars.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    for s, label in zip(summaries, labels, strict=True):
        ts = sorted(s.seconds)
        if ts:
            ys = [(i + 1) / len(ts) for i in range(len(ts))]
            cdf.step(ts, ys, where="post", label=label.replace("\n", " "))
    cdf.set_xscale("symlog", linthresh=0.1)
    cdf.set_xlabel("seconds per item")
    cdf.set_ylabel("fraction of items done")
    cdf.set_ylim(0, 1.02)
    cdf.set_title("time per item (CDF)")
    cdf.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    out = Path(out_png)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=120)
    plt.close(fig)
    return out
