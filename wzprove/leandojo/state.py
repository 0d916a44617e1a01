"""Pretty-printed Lean 4 tactic states: parse them, and restate a goal as a theorem.

A tactic state as Lean's ``ppGoal`` prints it (and as LeanDojo stores it in
``state_before`` / ``state_after``; LeanDojo, Yang et al. 2023, arXiv 2306.15626) is
a list of goals separated by blank lines; each goal is an optional ``case TAG`` line,
hypotheses ``names : type`` and the target ``⊢ type``; a long type continues on indented
lines (starting on the line after ``h :`` when even its head does not fit). ``no goals``
is the empty state.

:func:`goal_statement` turns one goal into a closed proposition
``∀ (x : A) (h : P x), T`` and the ``intro`` line that gives back the same local names,
so that ``intro x h`` followed by the traced tactic runs in the traced context. Names
Lean prints as inaccessible (``n✝``, ``inst✝¹``) cannot be written in source; they are
renamed (``n_inacc``, ``inst_inacc1``) consistently in the whole goal, and a tactic can
never have named them anyway.

    >>> g = parse_state("case succ\\nn k : ℕ\\nh : k ≤ n\\n⊢ k ≤ n + 1")[0]
    >>> g.case, g.hyps, g.target
    ('succ', [(['n', 'k'], 'ℕ'), (['h'], 'k ≤ n')], 'k ≤ n + 1')
    >>> goal_statement(g)
    ('∀ (n k : ℕ) (h : k ≤ n), k ≤ n + 1', ['n', 'k', 'h'])
    >>> parse_state("no goals")
    []
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from wzprove.model.errors import WzproveError
from wzprove.model.vocab import Status

_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_INACCESSIBLE = re.compile(r"([\w']+)✝([⁰¹²³⁴⁵⁶⁷⁸⁹]*)")
_HYP = re.compile(r"^(?P<names>[^\s:][^:]*?) :(?: (?P<type>.*))?$")
_METAVAR = re.compile(r"\?[A-Za-z_]")
#: markers of text that cannot be read back as Lean source
_ELIDED = "⋯"


class StateParseError(WzproveError, ValueError):
    """A tactic state is not in the ``ppGoal`` shape (the message says which line)."""


@dataclass
class Goal:
    """One goal of a tactic state.

    Attributes:
        case: the ``case`` tag, or None.
        hyps: ``[(names, type)]`` in order (several names share one type: ``n k : ℕ``).
        target: the text after ``⊢`` (continuation lines joined with a space).
    """

    case: str | None
    hyps: list[tuple[list[str], str]] = field(default_factory=list)
    target: str = ""

    def names(self) -> list[str]:
        """All hypothesis names, in order."""
        return [n for names, _ in self.hyps for n in names]


def parse_state(state: str) -> list[Goal]:
    """The goals of a pretty-printed tactic state (``no goals``: none).

    Args:
        state: the text of ``state_before`` / ``state_after`` or ``TacticState.pp``.
    Raises:
        StateParseError: a goal without ``⊢``, or a line that is neither a hypothesis, a
            target nor a continuation.
    """
    text = state.strip("\n")
    if not text.strip() or text.strip() == "no goals":
        return []
    goals: list[Goal] = []
    for block in re.split(r"\n\s*\n", text):
        goals.append(_parse_goal(block))
    return goals


def _parse_goal(block: str) -> Goal:
    lines = block.split("\n")
    goal = Goal(case=None)
    current: list[str] | None = None  # the entry that continuation lines extend
    entries: list[tuple[str, list[str]]] = []  # ("hyp" | "target", [text lines])
    for no, line in enumerate(lines):
        if no == 0 and line.startswith("case "):
            goal.case = line[5:].strip()
            continue
        if line[:1].isspace() and current is not None:
            current.append(line.strip())
            continue
        if line.startswith("⊢"):
            current = [line[1:].strip()]
            entries.append(("target", current))
            continue
        if _HYP.match(line):
            current = [line]
            entries.append(("hyp", current))
            continue
        raise StateParseError(f"unexpected line {no + 1} in a tactic state: {line[:80]!r}")
    targets = [e for e in entries if e[0] == "target"]
    if len(targets) != 1 or entries[-1][0] != "target":
        raise StateParseError("a goal must end with exactly one `⊢` line")
    for kind, parts in entries:
        joined = " ".join(p for p in parts if p)
        if kind == "target":
            goal.target = joined
        else:
            m = _HYP.match(joined)
            assert m is not None
            goal.hyps.append((m.group("names").split(), (m.group("type") or "").strip()))
    return goal


class NotExpressible(WzproveError, ValueError):
    """A goal cannot be restated as Lean source; ``reason`` is a short key for counting."""

    status: Status = "out-of-scope"

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        super().__init__(detail)


def rename_inaccessible(goal: Goal) -> Goal:
    """The goal with every ``x✝ⁱ`` replaced by a fresh ``x_inacci`` (same in all types).

    >>> g = rename_inaccessible(parse_state("n✝ : ℕ\\nh : n✝ = 0\\n⊢ n✝ + 1 = 1")[0])
    >>> g.hyps, g.target
    ([(['n_inacc'], 'ℕ'), (['h'], 'n_inacc = 0')], 'n_inacc + 1 = 1')
    """
    taken = set(goal.names())
    mapping: dict[str, str] = {}

    def fresh(m: re.Match[str]) -> str:
        old = m.group(0)
        if old not in mapping:
            base = f"{m.group(1)}_inacc{m.group(2).translate(_SUPERSCRIPT)}"
            new = base
            while new in taken:
                new += "'"
            taken.add(new)
            mapping[old] = new
        return mapping[old]

    hyps = [([_INACCESSIBLE.sub(fresh, n) for n in names], _INACCESSIBLE.sub(fresh, ty))
            for names, ty in goal.hyps]  # fmt: skip
    return Goal(goal.case, hyps, _INACCESSIBLE.sub(fresh, goal.target))


def goal_statement(goal: Goal) -> tuple[str, list[str]]:
    """The goal as a closed proposition and the names to ``intro`` (in order).

    Args:
        goal: a parsed goal.
    Returns:
        ``(statement, names)``: ``∀ (x y : A) (h : P), T`` (just ``T`` without
        hypotheses) and ``[x, y, h]``.
    Raises:
        NotExpressible: ``reason`` ``metavariable`` (``?m.5``, ``?u.7``), ``elided``
            (``⋯``, an omitted proof term) or ``let-binding`` (``x : T := v``).
    """
    g = rename_inaccessible(goal)
    texts = [ty for _, ty in g.hyps] + [g.target]
    for t in texts:
        if _METAVAR.search(t):
            raise NotExpressible("metavariable", f"metavariable in {t[:80]!r}")
        if _ELIDED in t:
            raise NotExpressible("elided", f"elided term `⋯` in {t[:80]!r}")
    for names, ty in g.hyps:
        if " := " in ty or ty.startswith(":= "):
            raise NotExpressible("let-binding", f"let-bound hypothesis {' '.join(names)}")
    if not g.target:
        raise NotExpressible("empty-target", "empty goal")
    binders = " ".join(f"({' '.join(names)} : {ty})" for names, ty in g.hyps)
    statement = f"∀ {binders}, {g.target}" if binders else g.target
    return statement, g.names()
