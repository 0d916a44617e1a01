"""wzprove: a neuro-symbolic prover for combinatorial identities in Lean 4.

See ``DESIGN.md`` of the project for the pipeline, the vocabulary and the
status words every part uses.
"""

__version__ = "0.1.0"
