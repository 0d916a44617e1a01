"""Layer 3, sketches: an identity and its certificate → a Lean proof sketch with named side
goals, one module per proof shape (:mod:`~wzprove.sketch.build` assembles the file).
"""
