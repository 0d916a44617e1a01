"""A pool of Lean workers: local threads (default) or Ray actors, one API.

Each worker owns one driver (:class:`~wzprove.lean.driver.FileDriver` or
:class:`~wzprove.lean.repl.ReplDriver`). A check runs under a wall-clock timeout and a
resident-memory cap; a process that crashes, is killed or times out is replaced and the
check retried once (``retries``); a persistent process is recycled after
``max_checks_per_process`` checks or past ``recycle_memory_mb``. Every check returns a
:class:`~wzprove.lean.driver.LeanRun` with a kind in ``ok | error | timeout | crashed |
memory``; a batch returns one run per text, in order, and loses none.

Local workers are threads that each wait on a Lean subprocess (the waiting releases the
GIL), scheduled by :class:`concurrent.futures.ThreadPoolExecutor`. With ``ray="auto"`` or
a cluster address the same :class:`Worker` objects live in Ray actors; Ray is imported
only then, never when this module is imported.
"""

from __future__ import annotations

import os
import queue
from collections.abc import Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

from wzprove.lean.driver import RETRY_KINDS, Driver, LeanRun, Limits
from wzprove.lean.drivers import driver_factory
from wzprove.lean.toolchain import Toolchain, find_toolchain


def default_workers() -> int:
    """Cores − 1, at least 1 (``os.sched_getaffinity`` where available)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


@dataclass(frozen=True)
class PoolConfig:
    """Settings of a pool (see :class:`LeanPool` for their meaning)."""

    workers: int = 1
    timeout_s: float = 60.0
    memory_mb: float | None = 8192.0
    max_checks_per_process: int = 64
    recycle_memory_mb: float | None = 6144.0
    retries: int = 1
    backend: str = "file"
    lean_args: tuple[str, ...] = ()
    poll_s: float = 0.05

    def limits(self) -> Limits:
        """The per-check :class:`Limits`."""
        return Limits(self.timeout_s, self.memory_mb, self.poll_s)


def make_driver(toolchain: Toolchain, config: PoolConfig) -> Driver:
    """A new driver of ``config.backend`` (``file``, ``repl``, ``leandojo`` or any other
    back end in the registry, :mod:`wzprove.lean.drivers`).

    Raises:
        ValueError: unknown back end.
        ReplUnavailable: ``repl`` asked for and the toolchain has none.
    """
    return driver_factory(config.backend)(toolchain, config)


class Worker:
    """One driver plus the retry and recycling policy; used by threads and Ray actors."""

    def __init__(self, toolchain: Toolchain, config: PoolConfig) -> None:
        self.toolchain = toolchain
        self.config = config
        self.driver = make_driver(toolchain, config)
        self.restarts = 0

    def _maybe_recycle(self) -> None:
        d, c = self.driver, self.config
        too_many = d.checks_done >= c.max_checks_per_process
        too_big = c.recycle_memory_mb is not None and d.rss_mb() > c.recycle_memory_mb
        if too_many or too_big:
            d.restart()
            self.restarts += 1

    def check(self, text: str) -> LeanRun:
        """Check ``text``; replace the process and retry after timeout / crash / memory."""
        history: list[str] = []
        run = LeanRun("crashed", detail="not run")
        for attempt in range(1 + max(0, self.config.retries)):
            self._maybe_recycle()
            run = self.driver.run(text, self.config.limits())
            run.attempts = attempt + 1
            run.history = list(history)
            if run.kind not in RETRY_KINDS:
                return run
            history.append(run.kind)
            self.driver.restart()
            self.restarts += 1
        return run

    def pid(self) -> int | None:
        """The id of the live Lean process, if any."""
        return self.driver.pid

    def close(self) -> None:
        """Stop the driver's process."""
        self.driver.close()


class _Slot(Protocol):
    def check(self, text: str) -> LeanRun: ...

    def pid(self) -> int | None: ...

    def close(self) -> None: ...


class _RaySlot:
    """A Ray actor holding a :class:`Worker`; recreated when the actor dies."""

    def __init__(self, actor_cls: Any, toolchain: Toolchain, config: PoolConfig) -> None:
        self._cls, self._tc, self._cfg = actor_cls, toolchain, config
        self.actor = actor_cls.remote(toolchain, config)

    def check(self, text: str) -> LeanRun:
        import ray

        try:
            return ray.get(self.actor.check.remote(text))
        except ray.exceptions.RayActorError as exc:
            self.actor = self._cls.remote(self._tc, self._cfg)
            return LeanRun("crashed", detail=f"Ray actor died: {exc}")

    def pid(self) -> int | None:
        import ray

        try:
            return ray.get(self.actor.pid.remote(), timeout=10)
        except Exception:  # noqa: BLE001 - dead actor: no pid
            return None

    def close(self) -> None:
        import ray

        try:
            ray.get(self.actor.close.remote(), timeout=10)
            ray.kill(self.actor)
        except Exception:  # noqa: BLE001 - already gone
            pass


def _ray_actor_class() -> Any:
    import ray

    class LeanActor:
        def __init__(self, toolchain: Toolchain, config: PoolConfig) -> None:
            self.worker = Worker(toolchain, config)

        def check(self, text: str) -> LeanRun:
            return self.worker.check(text)

        def pid(self) -> int | None:
            return self.worker.pid()

        def close(self) -> None:
            self.worker.close()

    options: dict[str, Any] = {"num_cpus": 1, "max_concurrency": 2}
    try:
        from importlib.metadata import PackageNotFoundError, distribution

        distribution("wzprove")
    except PackageNotFoundError:
        # An uninstalled checkout: the package's parent directory goes on the actors'
        # PYTHONPATH.  (Installed, no runtime environment is needed, and none is set up: a
        # second Ray session in one process fails to create actors with one.)
        root = str(Path(__file__).resolve().parents[2])
        path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH", "")) if p)
        options["runtime_env"] = {"env_vars": {"PYTHONPATH": path}}
    return ray.remote(**options)(LeanActor)


def _ray_init(address: str) -> None:
    import ray

    if ray.is_initialized():
        return
    if address == "auto":
        try:
            ray.init(address="auto")
        except (ConnectionError, RuntimeError):
            ray.init()
    else:
        ray.init(address=address)


class LeanPool:
    """N Lean workers behind ``check`` / ``check_many`` / ``submit``.

    Args:
        toolchain: how to run Lean (default: :func:`~wzprove.lean.toolchain.find_toolchain`,
            which raises ``NoLeanToolchain`` where there is none).
        workers: number of workers (default: cores − 1, at least 1).
        timeout: wall-clock seconds per check.
        memory_mb: resident-memory cap per check in MiB (None: no cap).
        max_checks_per_process: recycle a persistent process after this many checks.
        recycle_memory_mb: recycle a persistent process whose resident memory is above this.
        retries: how often a timed-out / crashed / memory-killed check is retried in a new
            process (default 1).
        backend: ``file`` (``lean --json``), ``repl`` or ``leandojo`` (a LeanDojo ``Dojo``).
        ray: None (local threads), ``"auto"`` or a Ray address (Ray actors).
        lean_args: extra options for ``lean``.

    Use as a context manager, or call :meth:`close`.
    """

    def __init__(
        self,
        toolchain: Toolchain | None = None,
        *,
        workers: int | None = None,
        timeout: float = 60.0,
        memory_mb: float | None = 8192.0,
        max_checks_per_process: int = 64,
        recycle_memory_mb: float | None = 6144.0,
        retries: int = 1,
        backend: str = "file",
        ray: str | None = None,
        lean_args: Iterable[str] = (),
    ) -> None:
        self.toolchain = toolchain or find_toolchain()
        n = workers if workers is not None else default_workers()
        if n < 1:
            raise ValueError(f"workers must be at least 1, got {n}")
        self.config = PoolConfig(
            workers=n,
            timeout_s=float(timeout),
            memory_mb=memory_mb,
            max_checks_per_process=max_checks_per_process,
            recycle_memory_mb=recycle_memory_mb,
            retries=retries,
            backend=backend,
            lean_args=tuple(lean_args),
        )
        self.ray_address = ray
        self._slots: list[_Slot] = []
        if ray is not None:
            _ray_init(ray)
            cls = _ray_actor_class()
            self._slots = [_RaySlot(cls, self.toolchain, self.config) for _ in range(n)]
        else:
            self._slots = [Worker(self.toolchain, self.config) for _ in range(n)]
        self._free: queue.Queue[_Slot] = queue.Queue()
        for s in self._slots:
            self._free.put(s)
        self._executor = ThreadPoolExecutor(max_workers=n, thread_name_prefix="wzprove-lean")
        self._closed = False

    @property
    def workers(self) -> int:
        """Number of workers."""
        return self.config.workers

    def _run(self, text: str) -> LeanRun:
        slot = self._free.get()
        try:
            return slot.check(text)
        finally:
            self._free.put(slot)

    def submit(self, text: str) -> Future[LeanRun]:
        """Queue one check; the future's result is its :class:`LeanRun`."""
        if self._closed:
            raise RuntimeError("the Lean pool is closed")
        return self._executor.submit(self._run, text)

    def check(self, text: str) -> LeanRun:
        """Check one Lean text (blocking)."""
        return self.submit(text).result()

    def check_many(self, texts: Iterable[str]) -> list[LeanRun]:
        """Check many texts in parallel; one run per text, in the input's order."""
        futures = [self.submit(t) for t in texts]
        return [f.result() for f in futures]

    def active_pids(self) -> list[int]:
        """Ids of the Lean processes alive now (for monitoring; tests kill them)."""
        return [p for p in (s.pid() for s in self._slots) if p]

    def with_config(self, **changes: Any) -> PoolConfig:
        """The pool's config with some fields changed (for building a sibling pool)."""
        return replace(self.config, **changes)

    def close(self) -> None:
        """Stop the workers and their processes."""
        if self._closed:
            return
        self._closed = True
        self._executor.shutdown(wait=True, cancel_futures=True)
        for s in self._slots:
            s.close()

    def __enter__(self) -> LeanPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
