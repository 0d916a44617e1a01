"""The declaration-level heartbeat option of a written proof (review16).

Lean counts heartbeats per declaration: ``Core.Context.maxHeartbeats`` is set from the options
when a command starts, and every check compares the heartbeats spent since the declaration
began with it (``Lean.Core.checkMaxHeartbeats``, src/Lean/CoreM.lean).  The tactic form
``set_option maxHeartbeats N in tac`` only changes ``options`` (``withOptions`` updates
``options``, ``diag`` and ``maxRecDepth``, not ``maxHeartbeats``: Lean's
src/Lean/Elab/Tactic/BuiltinTactic.lean, ``elabSetOption``), so it raises no limit.  A proof
whose steps need more than Lean's default (200000 for the whole theorem) gets the command form
``set_option maxHeartbeats N in`` before its declaration (before its doc comment and
attributes: ``set_option … in`` takes one command, and a doc comment belongs to the
declaration after it).

The option changes no statement and cannot make a false statement pass (it only bounds how
long elaboration may run), so the audit (:mod:`wzprove.lean.audit`) accepts exactly this line
before a declaration, and nothing else, as an addition to the statement file.
"""

from __future__ import annotations

import re

#: Lean's default ``maxHeartbeats`` (src/Lean/CoreM.lean)
DEFAULT = 200_000
#: what one large step (a ``linear_combination`` marked heavy by the compiler) may spend
PER_HEAVY_STEP = 2_000_000
#: the in-tactic marker the compiler writes before a large step (no effect on the limit)
MARKER = "set_option maxHeartbeats"
#: the command line accepted before a declaration
LINE = re.compile(r"^set_option maxHeartbeats \d+ in$")
_HEAD = re.compile(r"(/--|@\[|theorem\b|lemma\b|private\b|protected\b|noncomputable\b)")


def budget(body: str) -> int:
    """The ``maxHeartbeats`` a proof ``body`` needs: 0 (keep Lean's default) when no step is
    marked heavy, else the default plus :data:`PER_HEAVY_STEP` per marked step.

    >>> budget("  linear_combination h")
    0
    >>> budget("  set_option maxHeartbeats 2000000 in linear_combination h")
    2200000
    """
    heavy = sum(1 for line in body.split("\n") if line.lstrip().startswith(MARKER))
    return DEFAULT + PER_HEAVY_STEP * heavy if heavy else 0


def line(n: int) -> str:
    """The command line (with its newline) that sets the limit to ``n``."""
    return f"set_option maxHeartbeats {n} in\n"


def head_start(text: str, start: int) -> int:
    """Where the declaration whose keyword line starts at ``start`` begins, with the doc
    comment and attribute lines right above it (blank lines between them allowed).

    >>> t = "x\\n\\n/-- doc\\n  more -/\\n@[simp]\\ntheorem t : True := trivial\\n"
    >>> t[head_start(t, t.index("theorem")):].startswith("/-- doc")
    True
    >>> head_start("x\\ntheorem t : True := trivial", 2)
    2
    """
    pos = start
    while True:
        before = text[:pos].rstrip()
        if before.endswith("-/"):
            doc = before.rfind("/--")
            if doc < 0 or before.rfind("/-", 0, len(before) - 2) > doc:
                return pos
            pos = text.rfind("\n", 0, doc) + 1
            if text[pos:doc].strip():
                return start
            continue
        prev = before.rfind("\n") + 1
        if before[prev:].lstrip().startswith("@["):
            pos = prev
            continue
        return pos


def strip_lines(text: str) -> tuple[str, int]:
    """``text`` without the heartbeat lines (:data:`LINE`) that stand right before a
    declaration, and how many were dropped."""
    lines = text.split("\n")
    kept: list[str] = []
    dropped = 0
    for i, ln in enumerate(lines):
        if LINE.match(ln):
            nxt = next((x for x in lines[i + 1 :] if x.strip()), "")
            if _HEAD.match(nxt.lstrip()):
                dropped += 1
                continue
        kept.append(ln)
    return "\n".join(kept), dropped


def with_budget(text: str, start: int, body: str) -> str:
    """``text`` with the heartbeat line before the declaration whose keyword line starts at
    ``start`` when ``body`` (its proof) needs one (:func:`budget`), in place of one already
    there (a proof file read again as a statement file); else ``text``.

    >>> t = "import Mathlib\\n\\ntheorem t : True := by\\n  trivial\\n"
    >>> once = with_budget(t, t.index("theorem"), MARKER)
    >>> once.count("in\\ntheorem"), with_budget(once, once.index("theorem"), MARKER) == once
    (1, True)
    """
    n = budget(body)
    if not n:
        return text
    at = head_start(text, start)
    prev = text.rfind("\n", 0, max(at - 1, 0)) + 1 if at else 0
    if at and LINE.match(text[prev : at - 1]):  # a budget line there already: replaced
        return text[:prev] + line(n) + text[at:]
    return text[:at] + line(n) + text[at:]
