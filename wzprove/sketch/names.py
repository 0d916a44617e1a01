"""Lean module names for theorems: the file a sketch or a proof of a theorem is written to."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection, Sequence

#: subscript digits ``₀``–``₉`` read as ``0``–``9`` in module names
_SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


def module_name(theorem: str, taken: Collection[str] = ()) -> str:
    """A Lean module name (ASCII, CamelCase, starting with a capital letter) for a theorem.

    The last component of ``theorem`` is split at every run of characters other than ASCII
    letters and digits and the parts are capitalised; subscript digits are read as digits.
    Where that loses or changes a character of the component (anything but ASCII letters,
    digits and ``_``: ``s₁``, ``n'``, ``«x y»``), or where the name is already in ``taken``
    (the module names given to the other theorems of the same run, compared ignoring case:
    ``s1`` and ``s_1`` both read ``S1``), a stable 4-hex-digit hash of the full name (SHA-1
    of its UTF-8) is appended, so that ``s₁``, ``s₂`` and ``s1`` get three files.

    >>> module_name("Gould_identity_3_69")
    'GouldIdentity369'
    >>> module_name("sum_choose_sq")
    'SumChooseSq'
    >>> module_name("s₁"), module_name("s₂"), module_name("s_1", taken={"S1"})
    ('S1_0911', 'S2_1573', 'S1_f0a9')
    """
    last = theorem.split(".")[-1]
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", last.translate(_SUBSCRIPT_DIGITS)) if p]
    name = "".join(p[0].upper() + p[1:] for p in parts)
    if name and not name[0].isalpha():
        name = "T" + name
    name = name or "Sketch"
    folded = {t.casefold() for t in taken}
    if re.fullmatch(r"[A-Za-z0-9_]*", last) and name.casefold() not in folded:
        return name
    digest = hashlib.sha1(theorem.encode("utf-8")).hexdigest()[:4]
    candidate, i = f"{name}_{digest}", 2
    while candidate.casefold() in folded:  # a hash collision too: count on
        candidate, i = f"{name}_{digest}_{i}", i + 1
    return candidate


def module_names(theorems: Sequence[str]) -> list[str]:
    """One module name per theorem of a run, in order, all distinct even where case is
    ignored (macOS and Windows file systems fold case, so ``SumChoose.lean`` and
    ``Sumchoose.lean`` are one file there): each name is :func:`module_name` with the
    names given before it as ``taken``, so the first theorem keeps the plain name.

    >>> module_names(["sum_choose", "sumChoose", "sumchoose", "sum_choose"])
    ['SumChoose', 'SumChoose_95f4', 'Sumchoose_124e', 'SumChoose_8f99']
    """
    taken: set[str] = set()
    out: list[str] = []
    for theorem in theorems:
        name = module_name(theorem, taken)
        taken.add(name)
        out.append(name)
    return out
