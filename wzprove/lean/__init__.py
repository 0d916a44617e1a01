"""Layer 2, Lean: Lean text (lexer, parser, elaboration, rendering, audit) and Lean processes
(drivers, REPL, pool, toolchain, messages).
"""
