"""Layer 5, the pipeline: the stages of ``prove`` (parse → falsity → certify → sketch → fill →
check → report).

:mod:`~wzprove.pipeline.options` (:class:`ProveOptions`) and :mod:`~wzprove.pipeline.report`
(:class:`ProveReport`, :class:`SubgoalReport`) sit below the stages;
:mod:`~wzprove.pipeline.run` runs parse → falsity → certify, :mod:`~wzprove.pipeline.finish`
the sketch, fill and check stages, :mod:`~wzprove.pipeline.check` the Lean check of a file.
"""

from wzprove.pipeline.options import FALSITY_TIME, STAGES, ProveOptions
from wzprove.pipeline.report import ProveReport, SubgoalReport
from wzprove.pipeline.run import CertifiedTheorem, certify_theorem, prove, prove_theorem

__all__ = [
    "FALSITY_TIME",
    "STAGES",
    "CertifiedTheorem",
    "ProveOptions",
    "ProveReport",
    "SubgoalReport",
    "certify_theorem",
    "prove",
    "prove_theorem",
]
