"""LeanDojo: import traced theorems as cold-start data, trace repositories, a Dojo back end.

* :func:`import_leandojo` (``wzprove data import-leandojo``): LeanDojo Benchmark 4 JSON →
  goals and (goal → tactic) pairs in the bootstrapping job's cold-start format;
* :func:`trace` (``wzprove data trace``): ``lean_dojo.trace`` on a repository, then the import;
* :class:`~wzprove.leandojo.dojo_driver.DojoDriver` (``--backend leandojo``): the Lean pool's
  driver on ``lean_dojo.Dojo``.

``lean_dojo`` is an optional dependency (``pip install 'wzprove[leandojo]'``), imported only
by :func:`trace` and the Dojo driver. See ``docs/leandojo.md``.
"""

from wzprove.leandojo.errors import (
    DojoBackendError,
    ImportFormatError,
    LeanDojoError,
    LeanDojoNotInstalled,
    NoNetwork,
    TraceError,
)
from wzprove.leandojo.importer import ImportStats, Relevance, import_leandojo, stats_table
from wzprove.leandojo.trace import TraceResult, trace

__all__ = [
    "DojoBackendError",
    "ImportFormatError",
    "ImportStats",
    "LeanDojoError",
    "LeanDojoNotInstalled",
    "NoNetwork",
    "Relevance",
    "TraceError",
    "TraceResult",
    "import_leandojo",
    "stats_table",
    "trace",
]
