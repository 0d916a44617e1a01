"""The model's input text for a side goal: one format for every kind of goal.

    >>> print(build_prompt("Eq N.z N.z", "prelude-eq"))
    -- kind: prelude-eq
    theorem goal : Eq N.z N.z :=
    >>> print(build_prompt("(k + 1) * f = g", "ratio-k", mode="tactic"))
    -- kind: ratio-k
    theorem goal : (k + 1) * f = g := by

The completion is the proof text that follows (a term, or tactics), ended by the
tokenizer's end-of-sequence token. Writing the goal as the start of the very Lean text
the verifier checks keeps training and checking aligned (the practice of DeepSeek-Prover,
Xin et al. 2024, arXiv 2405.14333, §2: the model continues the formal statement).
"""

from __future__ import annotations

from wzprove.bootstrap.records import PromptItem, provenance, stable_id

MODES = ("term", "tactic")


def build_prompt(goal_text: str, kind: str, mode: str = "term") -> str:
    """The prompt for one side goal.

    Args:
        goal_text: the Lean proposition (what follows ``theorem goal :``), one line or more.
        kind: the side goal's kind (a word, e.g. ``ratio-k``); shown to the model.
        mode: ``term`` (the prompt ends with ``:=``) or ``tactic`` (ends with ``:= by``).
    Raises:
        ValueError: empty goal or kind, or unknown mode.
    """
    if not goal_text.strip():
        raise ValueError("empty side goal text")
    if not kind.strip() or "\n" in kind:
        raise ValueError(f"bad side goal kind {kind!r}")
    if mode not in MODES:
        raise ValueError(f"unknown proof mode {mode!r} (expected 'term' or 'tactic')")
    tail = " := by" if mode == "tactic" else " :="
    return f"-- kind: {kind}\ntheorem goal : {goal_text.strip()}{tail}"


def make_item(
    goal_text: str,
    kind: str,
    header: str = "",
    mode: str = "term",
    meta: dict | None = None,
    source: str = "sidegoal",
    seed: int | None = None,
) -> PromptItem:
    """A :class:`PromptItem` for a side goal (id: a hash of header, goal and mode).

    Raises:
        ValueError: as :func:`build_prompt`.
    """
    prompt = build_prompt(goal_text, kind, mode)
    return PromptItem(
        id=stable_id(header, goal_text.strip(), mode),
        kind=kind,
        statement=goal_text.strip(),
        header=header,
        mode=mode,
        prompt=prompt,
        meta=dict(meta or {}),
        provenance=provenance(source, seed),
    )
