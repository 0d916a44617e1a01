"""Layer 0, the model: identities and terms, their exact values under Lean's semantics, their
sympy readings, the vocabulary, the error root and exit codes, output conventions.
"""
