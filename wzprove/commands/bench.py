"""The functions behind ``wzprove bench run`` and ``wzprove bench report``.

``bench_run`` loads a suite (:mod:`wzprove.bench.suites`), runs the prover on each item
(:mod:`wzprove.bench.runner`: resumable, parallel, pass@k) and writes a Markdown summary and a
PNG beside the results file; ``bench_report`` puts several results files side by side
(:mod:`wzprove.bench.report`).  Errors are :class:`~wzprove.bench.suites.BenchError`s whose
message the CLI prints.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from wzprove.bench.report import (
    ReportError,
    RunSummary,
    load_rows,
    markdown_table,
    plot_runs,
    read_rows,
    skipped_note,
    summarize,
)
from wzprove.bench.runner import RunStats, run_items
from wzprove.bench.suites import BenchError, load_suite
from wzprove.pipeline import ProveOptions

__all__ = ["BenchResult", "BenchError", "bench_report", "bench_run"]


@dataclass
class BenchResult:
    """What ``bench_run`` did: ``stats`` of this call (rows written, skipped, wall time),
    ``summary`` of the whole results file for the suite, and the files written (``out``,
    ``markdown`` and ``png``; ``png`` is ``None`` when matplotlib is missing, with the reason
    in ``note``)."""

    stats: RunStats
    summary: RunSummary
    out: Path
    markdown: Path
    png: Path | None
    note: str = ""


def bench_run(
    suite: str,
    data: str | Path | None = None,
    out: str | Path = "results.jsonl",
    limit: int | None = None,
    workers: int = 1,
    ray: str | None = None,
    model: str | None = None,
    pass_k: int = 1,
    timeout: float = 60,
    defs: str | Path | None = None,
    progress: bool = True,
    *,
    options: ProveOptions | None = None,
) -> BenchResult:
    """Run suite ``suite`` into the JSON Lines file ``out``, resuming where it stopped.

    ``data``: the suite's file or folder (required for the public suites); ``limit``: the
    first N items only; ``workers``: processes (spawn); ``ray``: a Ray address (``auto``,
    ``local``, ``ray://…``) to run Ray tasks instead; ``model``: an LLM spec (``None``:
    symbolic only); ``pass_k``: whole attempts per item, attempt i with seed i, stopping at
    the first ``kernel-checked`` / ``certified``; ``timeout``: seconds for the certificate
    search per attempt; ``defs``: the definitions file of ``lc-test``; ``progress``: show a
    progress bar; ``options``: further prove options (``model``, ``timeout`` given here take
    precedence).  Writes ``out``, then ``out`` with suffix ``.md`` (the summary table) and
    ``.png`` (the figure).  Raises :class:`BenchError` for a bad suite, path or argument;
    bad items become ``error`` rows and the run goes on.
    """
    if timeout <= 0:
        raise BenchError(f"--timeout must be positive, not {timeout}")
    items = load_suite(suite, data, defs)
    base = options or ProveOptions()
    opts = replace(base, model=model if model is not None else base.model, timeout_s=float(timeout))
    stats = run_items(
        items,
        out,
        suite,
        opts,
        pass_k=pass_k,
        workers=workers,
        ray=ray,
        limit=limit,
        progress=progress,
    )
    out_path = Path(out)
    written = load_rows(out_path) if out_path.is_file() else []  # not /dev/null's
    rows = [r for r in written if r.get("suite", suite) == suite]
    summaries = summarize(rows, out_path.stem) or [RunSummary(out_path.stem, suite)]
    summary = summaries[0]
    md_path = out_path.with_suffix(".md")
    md_path.write_text(
        f"# wzprove bench: {suite}\n\n{markdown_table(summaries)}\n\n"
        f"This call: {stats.written} items run, {stats.skipped} skipped (done before), "
        f"{stats.wall_seconds:.1f} s wall time, {workers} worker(s).\n",
        encoding="utf-8",
    )
    png: Path | None = None
    note = ""
    try:
        png = plot_runs(summaries, out_path.with_suffix(".png"))
    except ReportError as exc:
        note = str(exc)
    return BenchResult(stats, summary, out_path, md_path, png, note)


def _labels(paths: list[Path]) -> list[str]:
    stems = [p.stem for p in paths]
    if len(set(stems)) == len(stems):
        return stems
    return [str(p) for p in paths]


def bench_report(
    paths: list[str | Path] | tuple[str | Path, ...],
    out_md: str | Path | None = None,
    out_png: str | Path | None = None,
) -> str:
    """One table (and, with ``out_png``, one figure) for several results files side by side.

    ``paths``: results files (each a run, labelled by its file name; each suite in it a
    column); ``out_md``: write the table there too; ``out_png``: write the figure there.
    Returns the Markdown table, followed by a line per file naming the lines that are not
    result rows (:func:`~wzprove.bench.report.skipped_note`), if any.  Raises
    :class:`~wzprove.bench.report.ReportError` when no path is given, a file cannot be
    read, none has rows, or matplotlib is missing for the figure.
    """
    if not paths:
        raise ReportError("bench report needs at least one results file")
    files = [Path(p) for p in paths]
    summaries: list[RunSummary] = []
    notes: list[str] = []
    for path, label in zip(files, _labels(files), strict=True):
        rows, skipped = read_rows(path)
        summaries += summarize(rows, label)
        notes += [skipped_note(path, skipped)] if skipped else []
    if not summaries:
        raise ReportError(
            f"no result rows in {', '.join(map(str, files))}" + "".join(f"; {n}" for n in notes)
        )
    table = markdown_table(summaries) + "".join(f"\n\n{n}" for n in notes)
    if out_md is not None:
        Path(out_md).write_text(table + "\n", encoding="utf-8")
    if out_png is not None:
        plot_runs(summaries, out_png)
    return table
