"""What ``wzprove data import-leandojo`` and ``wzprove data trace`` do (the CLI is thin).

    wzprove data import-leandojo PATH --out FILE.jsonl [--prompts-out FILE] [--limit N]
    wzprove data trace REPO_URL COMMIT --out FILE.jsonl [--dst-dir DIR] [--no-build-deps]

Both write the cold-start pairs to ``--out`` and the goals next to it
(``FILE.prompts.jsonl``), print a table of what was read, kept by each filter and
written, and return the counts. Every failure is a
:class:`~wzprove.leandojo.errors.LeanDojoError` whose message is the whole story (no
network, ``lean_dojo`` missing with ``pip install 'wzprove[leandojo]'``, a malformed file
with its place): the CLI prints it and exits with status 2. See ``docs/leandojo.md``.
"""

from __future__ import annotations

import os
from typing import Any

from wzprove.leandojo.importer import LEANDOJO_HEADER, ImportStats, stats_table
from wzprove.leandojo.importer import import_leandojo as _import
from wzprove.leandojo.trace import TraceResult
from wzprove.leandojo.trace import trace as _trace


def _show(stats: ImportStats, console: Any, quiet: bool) -> None:
    if quiet:
        return
    if console is None:
        from rich.console import Console

        console = Console()
    console.print(stats_table(stats))
    console.print(f"pairs: {stats.out}\ngoals: {stats.prompts_out}")


def import_leandojo(
    path: str | os.PathLike[str],
    out: str | os.PathLike[str],
    *,
    prompts_out: str | os.PathLike[str] | None = None,
    header: str = LEANDOJO_HEADER,
    limit: int | None = None,
    console: Any = None,
    quiet: bool = False,
) -> ImportStats:
    """``wzprove data import-leandojo PATH --out FILE.jsonl``.

    Args:
        path: a LeanDojo Benchmark 4 split file, JSON Lines of theorems, or the
            benchmark's directory.
        out: the pairs file (a training config's ``data.cold_start``).
        prompts_out: the goals file (``data.prompts``; default ``<out>.prompts.jsonl``).
        header: the Lean header of every goal.
        limit: keep at most this many theorems.
        console: a ``rich.console.Console`` for the table (default: standard output).
        quiet: print nothing.
    Returns:
        the counts (:class:`~wzprove.leandojo.importer.ImportStats`).
    Raises:
        ImportFormatError: unreadable input or a malformed record.
    """
    stats = _import(path, out, prompts_out=prompts_out, header=header, limit=limit)
    _show(stats, console, quiet)
    return stats


def trace(
    repo_url: str,
    commit: str,
    out: str | os.PathLike[str],
    *,
    dst_dir: str | os.PathLike[str] | None = None,
    build_deps: bool = True,
    prompts_out: str | os.PathLike[str] | None = None,
    limit: int | None = None,
    console: Any = None,
    quiet: bool = False,
) -> TraceResult:
    """``wzprove data trace REPO_URL COMMIT --out FILE.jsonl``: trace, then import.

    Args:
        repo_url: GitHub / Git URL or a local repository's path.
        commit: commit hash or tag.
        out: the pairs file; the traced theorems are kept as ``<out stem>.traced.json``.
        dst_dir: where LeanDojo copies the traced repository (default: its cache).
        build_deps: trace the dependencies too.
        prompts_out, limit, console, quiet: as :func:`import_leandojo`.
    Returns:
        the :class:`~wzprove.leandojo.trace.TraceResult`.
    Raises:
        NoNetwork: no network (found in about 2 s, before anything else).
        LeanDojoNotInstalled: ``lean_dojo`` missing (``pip install 'wzprove[leandojo]'``).
        TraceError: LeanDojo failed while tracing.
    """
    result = _trace(
        repo_url,
        commit,
        out,
        dst_dir=dst_dir,
        build_deps=build_deps,
        prompts_out=prompts_out,
        limit=limit,
    )
    if not quiet:
        _show(result.stats, console, quiet)
    return result
