"""Bracket matching in Lean text (the renderer's atoms, a disproof's reading of a statement).

>>> closing_bracket("(a (b) c) d", 0), closing_bracket("(a", 0)
(8, -1)
"""

from __future__ import annotations


def closing_bracket(s: str, i: int) -> int:
    """The index of the bracket that closes the one at ``s[i]`` (``()``, ``[]``, ``{}``
    counted alike), or ``-1`` where it is never closed."""
    depth = 0
    for j in range(i, len(s)):
        if s[j] in "([{":
            depth += 1
        elif s[j] in ")]}":
            depth -= 1
            if depth == 0:
                return j
    return -1
