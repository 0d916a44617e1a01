"""The resumable, parallel batch runner behind ``wzprove bench run``.

Each item of a suite (:mod:`wzprove.bench.suites`) is proved by
:func:`wzprove.pipeline.prove_theorem`, up to ``pass_k`` whole attempts (attempt ``i`` uses
seed ``i``; pass@k as WZ-LLM counts it), in worker processes
(:class:`concurrent.futures.ProcessPoolExecutor` with the ``spawn`` start method) or in Ray
tasks.  Every row is appended to the results file as soon as its item finishes, then flushed
and synced to disk, so a killed run loses at most the items in flight; a rerun reads the
file, repairs a truncated last line, and skips the items that already have a row.

Rows are the prove report objects (:meth:`wzprove.pipeline.ProveReport.to_json`) plus
``suite``, ``attempt`` (attempts made), ``source_file``, ``seconds`` (wall time of the item in
its worker, all attempts) and ``finished_at`` (Unix time).

Each attempt runs under a hard wall-clock limit (:func:`attempt_limit`; ``SIGALRM`` in the
worker) on top of the stages' own cooperative deadlines: an attempt past it ends ``failed``.
A worker process that dies takes its item with it: the item is retried once in a fresh pool
and otherwise ends ``error``.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from wzprove.bench.suites import BenchError, SuiteItem
from wzprove.model.limits import MAX_RESULTS_BYTES, LimitError, read_input, timer_seconds
from wzprove.pipeline import ProveOptions, ProveReport, prove_theorem

__all__ = [
    "SUCCESS",
    "ResultsFile",
    "RunStats",
    "attempt_limit",
    "run_item",
    "run_items",
]

#: statuses that count as solved (pass@k stops at the first)
SUCCESS = frozenset({"kernel-checked", "certified"})
#: statuses another seed cannot change: a counterexample is exact, parsing is deterministic
FINAL = SUCCESS | {"false", "out-of-scope", "error"}


class _AttemptTimeout(BaseException):
    """Raised by SIGALRM inside an attempt; a BaseException, so that no ``except Exception``
    of the stages swallows it."""


def attempt_limit(options: ProveOptions) -> float:
    """The hard wall-clock limit of one attempt, in seconds: the falsity search, 1.5 times
    the certificate timeout, the model's wall time where a model is used, and 10 s of slack.
    The Lean check has its own limit in the pool."""
    model = options.wall_time_s if options.model else 0.0
    return options.falsity_time_s + 1.5 * options.timeout_s + model + 10.0


def _alarm(seconds: float | None) -> Callable[[], None]:
    """Arm SIGALRM for ``seconds`` (POSIX, main thread only; ``inf``: no alarm); returns the
    disarm function."""
    seconds = timer_seconds(seconds)
    usable = (
        seconds is not None
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        return lambda: None

    def fire(signum: int, frame: object) -> None:
        raise _AttemptTimeout

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)

    def disarm() -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)

    return disarm


def run_item(
    item: SuiteItem,
    suite: str,
    options: ProveOptions,
    pass_k: int = 1,
    hard_limit: float | None = None,
) -> dict[str, Any]:
    """Prove one item, up to ``pass_k`` attempts; return its result row.  Never raises.

    ``options``: the prove options (``seed`` is replaced by the attempt index 0, 1, …);
    ``hard_limit``: seconds per attempt (default :func:`attempt_limit`).  The attempts stop
    at the first status in :data:`FINAL`.  An attempt past the hard limit ends ``failed``;
    an exception inside the stages (a bug) ends ``error`` with its type and message.
    """
    t0 = time.perf_counter()
    limit = attempt_limit(options) if hard_limit is None else hard_limit
    parsed, parse_seconds = item.parse()
    report: ProveReport | None = None
    attempts = 0
    for attempt in range(max(1, pass_k)):
        attempts = attempt + 1
        opts = replace(options, seed=attempt)
        disarm = _alarm(limit)
        try:
            report = prove_theorem(parsed, opts, parse_seconds, module=item.module)
        except _AttemptTimeout:
            report = ProveReport(
                name=item.name,
                status="failed",
                message=f"no result within the hard limit of {limit:g} s per attempt "
                f"(certificate timeout {options.timeout_s:g} s)",
                model=opts.model,
                seed=attempt,
            )
        except Exception as exc:  # noqa: BLE001 - one bad item must not stop the run
            report = ProveReport(
                name=item.name,
                status="error",
                message=f"internal error while proving {item.name}: "
                f"{type(exc).__name__}: {exc}{_where(exc)}",
                model=opts.model,
                seed=attempt,
            )
        finally:
            disarm()
        if report.status in FINAL:
            break
    assert report is not None
    report.name = item.name
    row = report.to_json()
    row.update(
        suite=suite,
        attempt=attempts,
        source_file=item.source_file,
        seconds=round(time.perf_counter() - t0, 6),
        finished_at=round(time.time(), 3),
    )
    return row


def _where(exc: BaseException) -> str:
    """`` (at wzprove/…:LINE in FUNCTION)``: the innermost frame of ``exc``'s traceback that
    lies in this package (the bug to look at), or ``""``."""
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        parts = Path(frame.filename).parts
        if "wzprove" in parts:
            short = "/".join(parts[len(parts) - 1 - parts[::-1].index("wzprove") :])
            return f" (at {short}:{frame.lineno} in {frame.name})"
    return ""


# -- the results file ---------------------------------------------------------------------
class ResultsFile:
    """A JSON Lines results file opened for appending, one synced row at a time.

    On opening, a last line without its newline (a run killed mid-write) is completed if it
    is a whole JSON object and cut off otherwise; lines that are not JSON objects are
    ignored (and counted in ``bad_lines``).
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.rows: list[dict[str, Any]] = []
        self.bad_lines = 0
        self._repair_and_read()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fh = self.path.open("ab")

    def _repair_and_read(self) -> None:
        if not self.path.exists() or not self.path.is_file():
            return  # nothing to resume from (a device such as /dev/null is written only)
        try:
            data = read_input(self.path, MAX_RESULTS_BYTES)
        except LimitError as e:
            raise BenchError(f"--out {e}") from e
        if data and not data.endswith(b"\n"):
            cut = data.rfind(b"\n") + 1
            last = data[cut:]
            try:
                whole = isinstance(json.loads(last), dict)
            except ValueError:
                whole = False
            with self.path.open("r+b") as fh:
                if whole:
                    fh.seek(0, os.SEEK_END)
                    fh.write(b"\n")
                else:
                    fh.truncate(cut)
                fh.flush()
                os.fsync(fh.fileno())
            data = data + b"\n" if whole else data[:cut]
        for line in data.splitlines():
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except ValueError:
                self.bad_lines += 1
                continue
            if isinstance(row, dict) and isinstance(row.get("name"), str):
                self.rows.append(row)
            else:
                self.bad_lines += 1

    def done(self, suite: str) -> set[str]:
        """Names that already have a row of ``suite`` (rows without ``suite`` count too)."""
        return {r["name"] for r in self.rows if r.get("suite", suite) == suite}

    def append(self, row: dict[str, Any]) -> None:
        """Write one row, then flush and fsync, so that it survives a kill; a write that
        fails (a full disk: ``ENOSPC``, ``EIO``) raises :class:`BenchError` with the reason."""
        try:
            self._fh.write((json.dumps(row, ensure_ascii=False) + "\n").encode("utf-8"))
            self._fh.flush()
            if self.path.is_file():
                os.fsync(self._fh.fileno())
        except OSError as e:
            raise BenchError(f"cannot write {self.path}: {e.strerror or e}") from e
        self.rows.append(row)

    def close(self) -> None:
        """Close the file (a failing last flush raises :class:`BenchError`)."""
        try:
            self._fh.close()
        except OSError as e:
            raise BenchError(f"cannot write {self.path}: {e.strerror or e}") from e

    def __enter__(self) -> ResultsFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- executors ------------------------------------------------------------------------------
@dataclass
class RunStats:
    """What one ``run_items`` call did: ``counts`` per status of the rows it wrote,
    ``skipped`` items that had a row already, ``wall_seconds`` of the call."""

    counts: Counter[str] = field(default_factory=Counter)
    written: int = 0
    skipped: int = 0
    wall_seconds: float = 0.0


_Job = tuple[SuiteItem, str, ProveOptions, int, float | None]


class _Serial:
    """Runs each job in this process (``workers == 1``)."""

    def __init__(self) -> None:
        self.pending: list[tuple[SuiteItem, dict[str, Any]]] = []

    def submit(self, job: _Job) -> None:
        self.pending.append((job[0], run_item(*job)))

    def results(self, timeout: float) -> list[tuple[SuiteItem, dict[str, Any]]]:
        out, self.pending = self.pending, []
        return out

    def in_flight(self) -> int:
        return len(self.pending)

    def close(self) -> None:
        return None


class _Pool:
    """A spawn-started process pool; a job whose worker died is retried once in a new pool,
    then ends ``error``."""

    def __init__(self, workers: int):
        self.workers = workers
        self.ctx = multiprocessing.get_context("spawn")
        self.pool = ProcessPoolExecutor(max_workers=workers, mp_context=self.ctx)
        self.futures: dict[Future[dict[str, Any]], _Job] = {}
        self.crashes: Counter[str] = Counter()

    def submit(self, job: _Job) -> None:
        self.futures[self.pool.submit(run_item, *job)] = job

    def in_flight(self) -> int:
        return len(self.futures)

    def results(self, timeout: float) -> list[tuple[SuiteItem, dict[str, Any]]]:
        if not self.futures:
            return []
        done, _ = wait(list(self.futures), timeout=timeout, return_when=FIRST_COMPLETED)
        out: list[tuple[SuiteItem, dict[str, Any]]] = []
        broken: list[_Job] = []
        for fut in done:
            job = self.futures.pop(fut)
            try:
                out.append((job[0], fut.result()))
            except BrokenProcessPool:
                broken.append(job)
            except Exception as exc:  # noqa: BLE001 - e.g. an item that cannot be pickled
                out.append((job[0], _error_row(job, f"{type(exc).__name__}: {exc}")))
        if broken:
            # every job of a broken pool fails; start a fresh pool and retry them once
            broken += list(self.futures.values())
            self.futures.clear()
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=self.ctx)
            for job in broken:
                self.crashes[job[0].name] += 1
                if self.crashes[job[0].name] > 1:
                    msg = "its worker process died twice (out of memory or a crash)"
                    out.append((job[0], _error_row(job, msg)))
                else:
                    self.submit(job)
        return out

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


class _Ray:
    """Ray tasks, one per job, on the cluster at ``address`` (``auto``, ``local``, or
    ``ray://host:port``); Ray is imported only here."""

    def __init__(self, address: str, workers: int):
        try:
            import ray
        except ImportError as exc:
            raise BenchError("--ray needs Ray: pip install 'wzprove[ray]'") from exc
        self.ray = ray
        self.started = not ray.is_initialized()
        if self.started:
            ray.init(
                address=None if address == "local" else address,
                ignore_reinit_error=True,
                include_dashboard=False,
                log_to_driver=False,
            )
        self.remote = ray.remote(num_cpus=1, max_retries=1)(run_item)
        self.refs: dict[Any, _Job] = {}

    def submit(self, job: _Job) -> None:
        self.refs[self.remote.remote(*job)] = job

    def in_flight(self) -> int:
        return len(self.refs)

    def results(self, timeout: float) -> list[tuple[SuiteItem, dict[str, Any]]]:
        if not self.refs:
            return []
        ready, _ = self.ray.wait(list(self.refs), num_returns=1, timeout=timeout)
        out = []
        for ref in ready:
            job = self.refs.pop(ref)
            try:
                out.append((job[0], self.ray.get(ref)))
            except Exception as exc:  # noqa: BLE001 - a task that died or raised
                out.append((job[0], _error_row(job, f"Ray task failed: {exc}")))
        return out

    def close(self) -> None:
        for ref in self.refs:
            self.ray.cancel(ref, force=True)
        if self.started:
            self.ray.shutdown()


def _error_row(job: _Job, why: str) -> dict[str, Any]:
    item, suite, options = job[0], job[1], job[2]
    report = ProveReport(name=item.name, status="error", message=why, model=options.model)
    row = report.to_json()
    row.update(
        suite=suite,
        attempt=0,
        source_file=item.source_file,
        seconds=0.0,
        finished_at=round(time.time(), 3),
    )
    return row


# -- the loop ---------------------------------------------------------------------------------
def _progress(enabled: bool, suite: str, total: int | None) -> Any:
    """A rich progress bar on stderr whose description shows the counts per status."""
    if not enabled:
        return None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    progress = Progress(
        TextColumn("[bold]{task.fields[suite]}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("{task.description}"),
        console=Console(stderr=True),
    )
    progress.start()
    progress.add_task("", total=total, suite=suite)
    return progress


def _describe(counts: Counter[str]) -> str:
    return " · ".join(f"{status} {n}" for status, n in sorted(counts.items()))


def run_items(
    items: Iterable[SuiteItem],
    out: str | Path,
    suite: str,
    options: ProveOptions,
    *,
    pass_k: int = 1,
    workers: int = 1,
    ray: str | None = None,
    limit: int | None = None,
    progress: bool = True,
    hard_limit: float | None = None,
) -> RunStats:
    """Run every item of ``items`` that has no row in ``out`` yet; append one row each.

    ``items``: a suite's items (consumed lazily, at most ``2 × workers`` ahead of the results);
    ``out``: the JSON Lines file (created or resumed); ``suite``: the name put in each row;
    ``options``: prove options; ``pass_k``: attempts per item; ``workers``: processes (1: in
    this process); ``ray``: a Ray address (then Ray tasks instead of processes); ``limit``:
    only the first ``limit`` items of the suite count (rows already written included);
    ``progress``: show a progress bar; ``hard_limit``: seconds per attempt (default
    :func:`attempt_limit`).  Raises :class:`~wzprove.bench.suites.BenchError` for a bad
    argument; never for a bad item.
    """
    if workers < 1:
        raise BenchError(f"--workers must be at least 1, not {workers}")
    if pass_k < 1:
        raise BenchError(f"--pass-k must be at least 1, not {pass_k}")
    if limit is not None and limit < 0:
        raise BenchError(f"--limit must not be negative, not {limit}")
    t0 = time.perf_counter()
    stats = RunStats()
    with ResultsFile(out) as results:
        done = results.done(suite)
        source: Iterator[SuiteItem] = iter(items)
        if limit is not None:
            source = (item for i, item in enumerate(source) if i < limit)
        executor: _Serial | _Pool | _Ray
        if ray is not None:
            executor = _Ray(ray, workers)
        elif workers == 1:
            executor = _Serial()
        else:
            executor = _Pool(workers)
        bar = _progress(progress, suite, limit)
        seen = 0
        live: Counter[str] = Counter()
        window = 2 * workers
        exhausted = False
        try:
            while True:
                while not exhausted and executor.in_flight() < window:
                    item = next(source, None)
                    if item is None:
                        exhausted = True
                        break
                    seen += 1
                    if item.name in done:
                        stats.skipped += 1
                        live["(done before)"] += 1
                        if bar is not None:
                            bar.update(0, advance=1, description=_describe(live))
                        continue
                    done.add(item.name)
                    executor.submit((item, suite, options, pass_k, hard_limit))
                    if isinstance(executor, _Serial):
                        break
                if exhausted and bar is not None:
                    bar.update(0, total=seen)
                finished = executor.results(timeout=0.5)
                for _, row in finished:
                    results.append(row)
                    stats.counts[row["status"]] += 1
                    stats.written += 1
                    live[row["status"]] += 1
                    if bar is not None:
                        bar.update(0, advance=1, description=_describe(live))
                if exhausted and executor.in_flight() == 0:
                    break
        finally:
            executor.close()
            if bar is not None:
                bar.stop()
    stats.wall_seconds = time.perf_counter() - t0
    return stats
