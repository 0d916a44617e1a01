"""The Python API: one function per command, each returning the objects the JSON shows.

========================  ==========================================  ===========================
function                  command                                     returns
========================  ==========================================  ===========================
:func:`parse`             ``wzprove parse FILE``                      ``list[ParseResult]``
:func:`refute`            ``wzprove refute FILE``                     ``list[RefuteResult]``
:func:`certify`           ``wzprove certify LHS [RHS]``               the JSON object (``dict``)
:func:`sketch`            ``wzprove sketch FILE``                     ``list[SketchResult]``
:func:`check`             ``wzprove check FILE``                      ``CheckResult``
:func:`prove`             ``wzprove prove FILE`` / ``wzprove FILE``   ``Iterator[ProveReport]``
:func:`bench_run`         ``wzprove bench run SUITE``                 ``BenchResult``
:func:`bench_report`      ``wzprove bench report RUN...``             the Markdown table
:func:`train`             ``wzprove train --config``                  ``TrainResult``
:func:`data_generate`     ``wzprove data generate``                   ``DataSummary``
:func:`import_leandojo`   ``wzprove data import-leandojo``            ``ImportStats``
:func:`trace`             ``wzprove data trace``                      ``TraceResult``
========================  ==========================================  ===========================

Each name is the command's own function (in :mod:`wzprove.commands` or
:mod:`wzprove.pipeline`), imported on first use so that ``import wzprove.api`` stays fast;
:class:`ProveOptions` is the options object of :func:`prove` and :func:`bench_run`.

>>> from wzprove.api import certify
>>> certify("Sum(binomial(n, k), (k, 0, n))", "2**n")["status"]
'certified'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - the names as type checkers see them
    from wzprove.bootstrap.data import build_data as data_generate
    from wzprove.commands.bench import bench_report, bench_run
    from wzprove.commands.certify import certify
    from wzprove.commands.check import check
    from wzprove.commands.data import import_leandojo, trace
    from wzprove.commands.parse import parse
    from wzprove.commands.refute import refute
    from wzprove.commands.sketch import sketch
    from wzprove.commands.train import train
    from wzprove.pipeline import ProveOptions, prove

#: Each public name and its place, ``module:attr``.
COMMANDS: dict[str, str] = {
    "parse": "wzprove.commands.parse:parse",
    "refute": "wzprove.commands.refute:refute",
    "certify": "wzprove.commands.certify:certify",
    "sketch": "wzprove.commands.sketch:sketch",
    "check": "wzprove.commands.check:check",
    "prove": "wzprove.pipeline:prove",
    "bench_run": "wzprove.commands.bench:bench_run",
    "bench_report": "wzprove.commands.bench:bench_report",
    "train": "wzprove.commands.train:train",
    "data_generate": "wzprove.bootstrap.data:build_data",
    "import_leandojo": "wzprove.commands.data:import_leandojo",
    "trace": "wzprove.commands.data:trace",
    "ProveOptions": "wzprove.pipeline:ProveOptions",
}

__all__ = [
    "ProveOptions",
    "bench_report",
    "bench_run",
    "certify",
    "check",
    "data_generate",
    "import_leandojo",
    "parse",
    "prove",
    "refute",
    "sketch",
    "trace",
    "train",
]


def __getattr__(name: str) -> Any:
    """The command function ``name``, imported on first use (PEP 562)."""
    place = COMMANDS.get(name)
    if place is None:
        raise AttributeError(f"module 'wzprove.api' has no attribute {name!r}")
    module, attr = place.split(":")
    value = getattr(import_module(module), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *COMMANDS})
