"""Lean diagnostics: one model for ``lean --json`` lines and REPL ``messages`` entries.

``lean --json FILE`` prints one JSON object per message (Lean 4 ``Lean.SerialMessage``:
``fileName``, ``pos``, ``endPos``, ``severity``, ``data``, and since about v4.20 also
``caption``, ``kind``, ``isSilent``, ``keepFullRange``); the leanprover-community REPL
puts ``{pos, endPos, severity, data}`` objects in the ``messages`` list of a response,
with severity ``info`` rather than ``information``. Both are parsed tolerantly: unknown
fields are ignored and lines that are not JSON become ``information`` messages carrying
the raw text, so nothing Lean printed is lost.

    >>> m = parse_json_lines('{"severity":"error","pos":{"line":3,"column":4},"data":"boom"}')
    >>> m[0].severity, m[0].line, m[0].column, m[0].text
    ('error', 3, 4, 'boom')
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from typing import Any

_SEVERITY = {
    "information": "information",
    "info": "information",
    "warning": "warning",
    "error": "error",
    "trace": "information",
}


@dataclass(frozen=True)
class Message:
    """One Lean diagnostic: ``severity`` is ``error`` | ``warning`` | ``information``;
    ``line`` is 1-based and ``column`` 0-based, as Lean reports them (0 when unknown)."""

    severity: str
    line: int
    column: int
    text: str
    end_line: int | None = None
    end_column: int | None = None
    kind: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of command output (``severity``, ``line``, ``column``, ``text``...)."""
        return asdict(self)

    def shifted(self, lines: int) -> Message:
        """The same message with its line numbers moved down by ``lines`` (REPL body offsets)."""
        end = None if self.end_line is None else self.end_line + lines
        return Message(
            self.severity,
            self.line + lines if self.line else 0,
            self.column,
            self.text,
            end,
            self.end_column,
            self.kind,
        )


def _pos(obj: Any) -> tuple[int, int] | None:
    if isinstance(obj, dict):
        try:
            return int(obj.get("line", 0)), int(obj.get("column", 0))
        except (TypeError, ValueError):
            return None
    return None


def message_from_json(obj: dict[str, Any]) -> Message:
    """Build a :class:`Message` from one ``lean --json`` object or REPL message object.

    Args:
        obj: the decoded JSON object; missing fields default to unknown (0 / None).
    Returns:
        the message; an unknown severity string is kept as is (lower-cased).
    """
    sev_raw = str(obj.get("severity", "information")).lower()
    severity = _SEVERITY.get(sev_raw, sev_raw)
    start = _pos(obj.get("pos")) or (0, 0)
    end = _pos(obj.get("endPos"))
    text = obj.get("data", obj.get("text", ""))
    if not isinstance(text, str):
        text = json.dumps(text, ensure_ascii=False)
    kind = obj.get("kind")
    return Message(
        severity=severity,
        line=start[0],
        column=start[1],
        text=text.strip(),
        end_line=end[0] if end else None,
        end_column=end[1] if end else None,
        kind=kind if isinstance(kind, str) and kind != "[anonymous]" else None,
    )


def parse_json_lines(stdout: str) -> list[Message]:
    """Parse the standard output of ``lean --json``: one JSON object per line.

    Args:
        stdout: the whole standard output (may be empty, may hold non-JSON lines such as
            the output of ``IO.println`` or a runtime's abort text).
    Returns:
        the messages in order; a non-JSON line becomes an ``information`` message at
        line 0 with the raw text.
    """
    out: list[Message] = []
    for raw in stdout.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("{"):
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                obj = None
            if isinstance(obj, dict):
                out.append(message_from_json(obj))
                continue
        out.append(Message("information", 0, 0, line))
    return out


def has_error(messages: list[Message]) -> bool:
    """True when some message has severity ``error``."""
    return any(m.severity == "error" for m in messages)


_AXIOMS_RE = re.compile(r"'(?P<name>[^']+)'\s+depends on axioms:\s*\[(?P<list>[^\]]*)\]", re.S)
_NO_AXIOMS_RE = re.compile(r"'(?P<name>[^']+)'\s+does not depend on any axioms")


def parse_axioms(messages: list[Message]) -> dict[str, list[str]]:
    """Read the output of ``#print axioms NAME`` commands from Lean messages.

    Lean 4 prints ``'NAME' depends on axioms: [propext, Classical.choice, Quot.sound]``
    (the list may wrap over lines) or ``'NAME' does not depend on any axioms``.

    Args:
        messages: diagnostics of the run.
    Returns:
        ``{name: [axiom, ...]}`` for every such report found (empty list: no axioms).

    >>> m = Message("information", 9, 0, "'t' depends on axioms: [propext,\\n Quot.sound]")
    >>> parse_axioms([m])
    {'t': ['propext', 'Quot.sound']}
    """
    found: dict[str, list[str]] = {}
    for m in messages:
        if m.severity == "error":
            continue
        for hit in _AXIOMS_RE.finditer(m.text):
            names = [a.strip() for a in re.split(r"[,\s]+", hit.group("list")) if a.strip()]
            found[hit.group("name")] = names
        for hit in _NO_AXIOMS_RE.finditer(m.text):
            found[hit.group("name")] = []
    return found
