"""What the complete proofs of statements certified by linearity share
(:mod:`wzprove.sketch.complete_linear`, :mod:`wzprove.sketch.complete_closed`,
:mod:`wzprove.sketch.complete_pieces`): the error, the proof file's header and the replay
of a written proof."""

from __future__ import annotations

import re

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Identity
from wzprove.sketch.common import DEFAULT_HEADER


class LinearProofError(WzproveError):
    """No complete Lean proof of this linearity statement; ``str`` says why."""


#: the top-level commands of a header that the proof file keeps
_KEEP = re.compile(r"^(import|open)\s")


def proof_header(identity: Identity) -> str:
    """The header of the proof file: the ``import`` and ``open`` lines before the statement
    (plus ``import Prover``), without the other theorems of its file (which may hold
    ``sorry``) or definitions copied from a definitions file (the statement's model names
    none: the compiler reads only Mathlib's operations, and the user's imports stay);
    :data:`~wzprove.sketch.common.DEFAULT_HEADER` when there are none."""
    from wzprove.sketch.build import with_prover_import

    kept = [x for x in str(identity.header).splitlines() if _KEEP.match(x)]
    if not kept:
        return DEFAULT_HEADER
    imports = [x for x in kept if x.startswith("import")]
    opens = [x for x in kept if not x.startswith("import")]
    text = "\n".join(imports) + "\n\n" + "".join(x + "\n" for x in opens)
    return with_prover_import(text.lstrip("\n") + "\n")


def check_replay(text: str, name: str, allowed: tuple[str, ...] = ()) -> None:
    """Re-read the proof of ``name`` in ``text`` (:func:`wzprove.sketch.replay.replay_theorem`):
    every step must replay and no top-level line be left unchecked but the lines ``allowed``
    (which the caller checks itself); raises :class:`LinearProofError` otherwise."""
    from wzprove.sketch.replay import replay_theorem

    report = replay_theorem(text, name)
    bad = [s for s in report.steps if not s.ok]
    if bad or not report.ok:
        s = bad[0] if bad else None
        why = f"{s.have} {s.step} ({s.kind}): {s.detail[:300]}" if s else "nothing replayed"
        raise LinearProofError(f"the proof does not replay: {why}")
    left = [(line, x) for line, x in report.unchecked if x not in allowed]
    if left:
        raise LinearProofError(f"lines the replay does not check: {left[:3]}")
