"""The comments ``prove`` puts on the first lines of a proof file, and how the audit drops them.

A label is one closed block comment that starts with ``/- wzprove: `` and holds no nested
``/-`` or ``-/`` (names in it are rendered so that they cannot close or open a comment), so that
dropping it changes nothing Lean reads.  The audit (:mod:`wzprove.lean.audit`) drops a leading
label the original lacks before holding the candidate to the original.

* :data:`UNCHECKED_LABEL`: a sketch filled without a Lean run (side goals hold unchecked guesses);
* :func:`replayed_label`: a complete proof of one theorem written without a Lean run; it names
  the theorem and the file's other theorems, which keep their ``sorry`` in that file;
* :func:`combined_label`: the input file with every complete proof of the run written in
  (``Proofs/<InputStem>.lean``, :mod:`wzprove.pipeline.whole_file`), naming the theorems it
  proves and those that keep their ``sorry``.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

#: the start every label has (and the only leading comment the audit drops)
LABEL_START = "/- wzprove: "

#: The label of a proof file written without a Lean run whose side goals hold unchecked scripts.
UNCHECKED_LABEL = (
    "/- wzprove: NOT CHECKED BY LEAN. No Lean toolchain ran when this file was written: each\n"
    "   side goal holds the first script of the tactic portfolio for its kind, unchecked, a\n"
    "   guess that may not close the goal. Run `wzprove check` on it before relying on it. -/\n"
)


def _name(name: str) -> str:
    """``name`` in backquotes, never opening or closing a comment.

    >>> _name("t"), _name("«a-/b»")
    ('`t`', '`«a- /b»`')
    """
    return "`" + name.replace("/-", "/ -").replace("-/", "- /") + "`"


def _names(names: Sequence[str]) -> str:
    return ", ".join(_name(n) for n in names)


def _comment(text: str) -> str:
    """``text`` as a label: wrapped at 92 columns, continuation lines indented by three."""
    lines = textwrap.wrap(
        LABEL_START + text + " -/", 92, subsequent_indent="   ", break_on_hyphens=False
    )
    return "\n".join(lines) + "\n"


def replayed_label(theorem: str, kept: Sequence[str] = (), examples: int = 0) -> str:
    """The label of a complete proof of ``theorem`` written without a Lean run (no side goal
    left: every step compiled from the certificate and replayed in Python); ``kept``: the
    file's other theorems, which keep their ``sorry`` in it; ``examples``: how many
    ``example``s the file has (:func:`examples_note`).

    >>> print(replayed_label("t", ["u"]), end="")
    /- wzprove: COMPLETE PROOF of `t`, NOT CHECKED BY A LEAN KERNEL HERE. Every step was derived
       from the verified certificate; each linear_combination and each evaluation was checked
       exactly in Python and replayed from this text. Run `wzprove check` on it. The other
       theorems of this file keep their `sorry` here: `u`. -/
    """
    text = (
        f"COMPLETE PROOF of {_name(theorem)}, NOT CHECKED BY A LEAN KERNEL HERE. Every step was "
        "derived from the verified certificate; each linear_combination and each evaluation "
        "was checked exactly in Python and replayed from this text. Run `wzprove check` on it."
    )
    if kept:
        text += f" The other theorems of this file keep their `sorry` here: {_names(kept)}."
    return _comment(text + examples_note(examples))


def examples_note(count: int) -> str:
    """The sentence a label ends with for a file with ``count`` ``example``s, which ``prove``
    does not read (they have no name) and copies as they are, a ``sorry`` included (new-user
    run 16: the label named every theorem left ``sorry`` but not them).

    >>> examples_note(0), examples_note(1)
    ('', ' The `example` of this file is not read by wzprove: it is left as written.')
    >>> examples_note(2)
    ' The 2 `example`s of this file are not read by wzprove: they are left as written.'
    """
    if count <= 0:
        return ""
    if count == 1:
        return " The `example` of this file is not read by wzprove: it is left as written."
    return (
        f" The {count} `example`s of this file are not read by wzprove: they are left as written."
    )


def combined_label(
    proved: Sequence[tuple[str, str]], kept: Sequence[str] = (), examples: int = 0
) -> str:
    """The label of the input file with every complete proof of a run written in: ``proved``
    holds ``(theorem, its own proof file in the same folder)``, ``kept`` the theorems left
    ``sorry``, ``examples`` the number of ``example``s (:func:`examples_note`).

    >>> print(combined_label([("t", "T.lean")], ["u"]), end="")
    /- wzprove: COMPLETE PROOFS of `t`, each copied from its own proof file in this folder
       (T.lean), where `wzprove prove` checked it (replayed exactly in Python, or by Lean where
       it ran). This file as a whole was NOT CHECKED BY A LEAN KERNEL HERE; run `wzprove check`
       on it. No complete proof of `u`: it keeps its `sorry`. -/
    """
    files = ", ".join(f for _, f in proved).replace("/-", "/ -").replace("-/", "- /")
    text = (
        f"COMPLETE PROOFS of {_names([t for t, _ in proved])}, each copied from its own proof "
        f"file in this folder ({files}), where `wzprove prove` checked it (replayed exactly "
        "in Python, or by Lean where it ran). This file as a whole was NOT CHECKED BY A LEAN "
        "KERNEL HERE; run `wzprove check` on it."
    )
    if kept:
        they = "it keeps its" if len(kept) == 1 else "they keep their"
        text += f" No complete proof of {_names(kept)}: {they} `sorry`."
    return _comment(text + examples_note(examples))


def drop_label(candidate: str, original: str) -> tuple[str, int]:
    """The candidate without a leading label the original does not start with, and how many
    lines were dropped: a block comment that starts with :data:`LABEL_START` at the first
    character and ends at the first ``-/`` with no ``/-`` before it (so it is one comment,
    not nested), followed by a newline.

    >>> drop_label(UNCHECKED_LABEL + "theorem t : True := trivial\\n", "")
    ('theorem t : True := trivial\\n', 3)
    >>> drop_label(replayed_label("t") + "theorem t : True := trivial\\n", "")
    ('theorem t : True := trivial\\n', 3)
    >>> drop_label("/- wzprove: /- x -/ -/\\ntheorem t : True := trivial\\n", "")[1]
    0
    """
    if not candidate.startswith(LABEL_START):
        return candidate, 0
    end = candidate.find("-/", len(LABEL_START))
    if end < 0 or "/-" in candidate[2:end] or not candidate.startswith("\n", end + 2):
        return candidate, 0
    label = candidate[: end + 3]
    if original.startswith(label):  # the original's own first lines: kept
        return candidate, 0
    return candidate[len(label) :], label.count("\n")
