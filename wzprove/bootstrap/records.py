"""Records of the bootstrapping data: prompts (open side goals), proof pairs, provenance.

Everything is stored as JSON Lines, one record per line, each with its provenance
(generator, seed, engine version, time), so that a data set can be traced to the run
that made it. The records are plain dataclasses; ``to_dict`` / ``from_dict`` are exact
inverses.

    >>> item = PromptItem(id="g1", kind="ratio-k", statement="Eq a a", header="prelude")
    >>> PromptItem.from_dict(item.to_dict()) == item
    True
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import wzprove
from wzprove.model.errors import WzproveError


class BootstrapError(WzproveError):
    """Base class of the typed errors of ``wzprove.bootstrap`` (the CLI prints the message)."""


class ConfigError(BootstrapError):
    """A training configuration is unreadable or has a bad value (the message says which key)."""


class DataError(BootstrapError):
    """A data file is unreadable or a record lacks a field (the message says file:line)."""


def provenance(generator: str, seed: int | None = None, **extra: Any) -> dict[str, Any]:
    """A provenance record: generator name, seed, wzprove (engine) version, UTC time.

    Args:
        generator: what made the record (e.g. ``"identity-grammar"``).
        seed: the random seed, if any.
        **extra: further JSON-ready fields (e.g. ``round=2``).
    """
    now = _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")
    return {
        "generator": generator,
        "seed": seed,
        "engine_version": wzprove.__version__,
        "time": now,
        **extra,
    }


@dataclass(frozen=True)
class PromptItem:
    """One goal to prove (an open side goal), as the model and the verifier see it.

    Attributes:
        id: a stable identifier (a hash of the statement unless given).
        kind: the side goal's kind (``ratio-k``, ``ratio-n``, ``wz-equation``, ``boundary``,
            ``base-case``, ``nonzero``, ``recurrence``, ``prelude-eq``, ...).
        statement: the Lean proposition (the text after ``theorem goal :``).
        header: Lean text above the theorem (``prelude`` + declarations, or imports).
        mode: ``term`` (proof after ``:=``) or ``tactic`` (proof after ``:= by``).
        prompt: the text the model is conditioned on (see ``sidegoals.build_prompt``).
        meta: free JSON-ready fields (source identity, certificate, ...).
        provenance: see :func:`provenance`.
    """

    id: str
    kind: str
    statement: str
    header: str = ""
    mode: str = "term"
    prompt: str = ""
    meta: dict[str, Any] = field(default_factory=dict, compare=False)
    provenance: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PromptItem:
        """Inverse of :meth:`to_dict`; unknown keys are ignored.

        Raises:
            DataError: ``id``, ``kind`` or ``statement`` is missing.
        """
        return _from_dict(cls, d, ("id", "kind", "statement"))


@dataclass(frozen=True)
class ProofPair:
    """A goal with a proof the verifier accepted (or, for cold start, a template proof).

    Attributes:
        prompt_id: the :class:`PromptItem` it proves.
        prompt: the model's input text.
        completion: the proof text as the model writes it.
        kind: the goal's kind.
        verified: True only when a :class:`~wzprove.bootstrap.verifier.Verifier` accepted it.
        verdict: the verifier's result kind (``ok``, ``error``, ...) or ``unchecked``.
        round: expert-iteration round that found it (0: cold start).
        provenance: see :func:`provenance`.
    """

    prompt_id: str
    prompt: str
    completion: str
    kind: str = ""
    verified: bool = False
    verdict: str = "unchecked"
    round: int = 0
    provenance: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary."""
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ProofPair:
        """Inverse of :meth:`to_dict`; unknown keys are ignored.

        Raises:
            DataError: ``prompt_id``, ``prompt`` or ``completion`` is missing.
        """
        return _from_dict(cls, d, ("prompt_id", "prompt", "completion"))


def _from_dict(cls: Any, d: dict[str, Any], required: tuple[str, ...]) -> Any:
    missing = [k for k in required if k not in d]
    if missing:
        raise DataError(f"{cls.__name__} record lacks {', '.join(missing)}")
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in d.items() if k in names})


def stable_id(*parts: str) -> str:
    """A short hex id from ``parts`` (SHA-256, 12 hex digits).

    >>> stable_id("a", "b") == stable_id("a", "b") != stable_id("ab")
    True
    """
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:12]


def write_jsonl(path: str | os.PathLike[str], records: Iterable[Any], append: bool = False) -> int:
    """Write records (dataclasses with ``to_dict`` or dicts) as JSON Lines; return the count.

    The file is written atomically (temporary file + rename) unless ``append``.
    """
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    lines = [
        json.dumps(r.to_dict() if hasattr(r, "to_dict") else r, ensure_ascii=False, sort_keys=True)
        for r in records
    ]
    text = "".join(line + "\n" for line in lines)
    if append:
        with p.open("a", encoding="utf-8") as fh:
            fh.write(text)
    else:
        tmp = p.with_suffix(p.suffix + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, p)
    return len(lines)


def read_jsonl(path: str | os.PathLike[str]) -> Iterator[dict[str, Any]]:
    """Yield the JSON objects of a JSON Lines file (blank lines skipped).

    Raises:
        DataError: the file is missing or a line is not a JSON object (``file:line``).
    """
    p = Path(path)
    if not p.is_file():
        raise DataError(f"{p}: no such data file")
    with p.open(encoding="utf-8") as fh:
        for no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise DataError(f"{p}:{no}: not JSON ({exc.msg})") from None
            if not isinstance(obj, dict):
                raise DataError(f"{p}:{no}: expected a JSON object")
            yield obj


def load_prompts(path: str | os.PathLike[str]) -> list[PromptItem]:
    """Read :class:`PromptItem` records from a JSON Lines file (see :func:`read_jsonl`)."""
    return [PromptItem.from_dict(d) for d in read_jsonl(path)]


def load_pairs(path: str | os.PathLike[str]) -> list[ProofPair]:
    """Read :class:`ProofPair` records from a JSON Lines file (see :func:`read_jsonl`)."""
    return [ProofPair.from_dict(d) for d in read_jsonl(path)]


def dedupe_pairs(pairs: Iterable[ProofPair], per_prompt: int | None = None) -> list[ProofPair]:
    """Distinct (prompt, completion) pairs, shortest completion first within each prompt.

    Args:
        pairs: candidate pairs (any order).
        per_prompt: keep at most this many per prompt (None: all).
    Returns:
        pairs ordered by prompt id (first appearance) and then by completion length and text;
        completions are compared after stripping surrounding white space.

    >>> ps = [ProofPair("a", "p", " xx"), ProofPair("a", "p", "x"), ProofPair("a", "p", "x ")]
    >>> [p.completion for p in dedupe_pairs(ps)]
    ['x', ' xx']
    """
    groups: dict[str, dict[str, ProofPair]] = {}
    for p in pairs:
        key = p.completion.strip()
        g = groups.setdefault(p.prompt_id, {})
        if key not in g or len(p.completion) < len(g[key].completion):
            g[key] = p
    out: list[ProofPair] = []
    for g in groups.values():
        ranked = sorted(g.values(), key=lambda q: (len(q.completion.strip()), q.completion.strip()))
        out.extend(ranked[:per_prompt] if per_prompt is not None else ranked)
    return out
