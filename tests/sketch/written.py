"""The proof file ``prove`` writes from a flat compiled text (a golden file): the statement
file with the theorem's proof written in, the compiled lemmas moved in as ``have`` s
(:mod:`wzprove.pipeline.placement`), and that file passes the audit against the input."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wzprove.lean.audit import audit_text
from wzprove.pipeline.finish import labelled
from wzprove.pipeline.placement import placed


def written_from(flat: str, parsed: Any) -> str:
    """What ``prove`` writes (no Lean toolchain) for ``parsed``, read from a file, whose
    compiled text is ``flat`` (with or without a section of lemmas before the theorem)."""
    source = Path(parsed.location.file).read_text(encoding="utf-8")
    text, _ = placed(flat, parsed.identity, source)
    audit = audit_text(text, source, parsed.name)
    assert audit.passed, audit.failures
    assert "\nsection\n" not in text
    return labelled(text, parsed.name)
