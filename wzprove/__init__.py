"""wzprove: a neuro-symbolic prover for combinatorial identities in Lean 4.

See ``docs/design.md`` for the pipeline, the layout, the vocabulary and the status words
every part uses.
"""

__version__ = "0.1.0"
