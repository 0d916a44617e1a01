"""Layer 8, the commands: one module per CLI command, each a function returning the objects
the JSON shows (:mod:`wzprove.api` names them all).
"""
