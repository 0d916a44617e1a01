"""Prompts for filling one subgoal, and for correcting a failed attempt.

A prompt holds the goal (Lean's goal state from the REPL's ``sorries`` when a REPL ran,
else the ``have``'s statement), the subgoal's kind in words, and the sketch around the
``have`` (the other side goals still ``sorry``). A correction round adds the failed
attempt as the assistant's turn and Lean's error messages as the next user turn (the
self-correction loop of DeepSeek-Prover-V1.5 and of WZ-LLM, arXiv 2605.04472).

:class:`Prompt` carries both forms: chat ``messages`` (for chat templates and
``/v1/chat/completions``) and one plain ``text`` that ends inside an open `````lean``
fence (for ``/v1/completions`` and base models).

    >>> from wzprove.prover.goals import Subgoal
    >>> sk = "theorem t (n : ℕ) : True := by\\n  have h0 : (2:ℚ) ^ n ≠ 0 := by sorry\\n  trivial"
    >>> p = build_prompt(Subgoal("h0", "denominator", "(2:ℚ) ^ n ≠ 0", sk))
    >>> "(2:ℚ) ^ n ≠ 0" in p.messages[-1]["content"], p.text.endswith("```lean\\n")
    (True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from wzprove.prover.goals import KIND_DESCRIPTIONS, Subgoal

SYSTEM = (
    "You are an expert in Lean 4 and Mathlib. You prove goals with Mathlib tactics. "
    "Answer with one Lean 4 tactic block in a ```lean fence and nothing else."
)

INSTRUCTIONS = (
    "Reply with only the tactic block that replaces `sorry`, in one ```lean fence. "
    "Do not restate the `have`; do not use `sorry`, `admit` or `native_decide`."
)


@dataclass(frozen=True)
class Feedback:
    """A failed attempt to show the model: its tactic text and Lean's error messages."""

    text: str
    errors: tuple[str, ...] = ()
    verdict: str = "error"


@dataclass(frozen=True)
class Prompt:
    """A prompt in chat form (``messages``: role/content dictionaries) and plain form."""

    messages: tuple[dict[str, str], ...]
    text: str
    subgoal: str = ""
    round: int = 0


def context_window(context: str, anchor: str, chars: int) -> str:
    """At most ``chars`` characters of ``context`` around the first ``anchor``, cut at
    line boundaries, with ``…`` marking what was left out.

        >>> context_window("a\\nb\\nc\\nd", "c", 100)
        'a\\nb\\nc\\nd'
    """
    if len(context) <= chars:
        return context
    pos = max(0, context.find(anchor))
    start = max(0, pos - (2 * chars) // 3)
    end = min(len(context), start + chars)
    if start > 0:
        start = context.find("\n", start) + 1 or start
    if end < len(context):
        cut = context.rfind("\n", start, end)
        end = cut if cut > start else end
    head = "…\n" if start > 0 else ""
    tail = "\n…" if end < len(context) else ""
    return head + context[start:end] + tail


def _task(sg: Subgoal, context_chars: int) -> str:
    what = KIND_DESCRIPTIONS.get(sg.kind, sg.kind)
    if sg.goal_state:
        goal = f"Goal (Lean's goal state):\n```lean\n{sg.goal_state.strip()}\n```"
    else:
        goal = f"Goal:\n```lean\n{sg.statement.strip()}\n```"
    sketch = context_window(sg.context, f"have {sg.name}", context_chars)
    folded = ""
    if sg.definitions:
        names = ", ".join(sg.definitions)
        folded = (
            f"The goal's binders are not introduced yet, and {names} are `let` definitions "
            "that `simp` / `field_simp` leave folded unless named: start with `intros` and "
            f"`simp only [{names}] at *`.\n\n"
        )
    return (
        f"Prove the side goal `{sg.name}` ({sg.kind}: {what}).\n\n{goal}\n\n"
        f"It is the `have {sg.name}` in this Lean 4 proof sketch "
        f"(the other side goals are still `sorry`):\n```lean\n{sketch.rstrip()}\n```\n\n"
        f"{folded}{INSTRUCTIONS}"
    )


def _correction(fb: Feedback) -> str:
    errs = [e if len(e) <= 600 else e[:600] + " …" for e in fb.errors[:8]]
    if errs:
        said = "Lean reported these errors in it:\n" + "\n".join(f"- {e}" for e in errs)
    elif fb.verdict == "forbidden":
        said = "It was refused: it uses a forbidden command or tactic."
    elif fb.verdict == "no-tactic":
        said = "No tactic block could be read from it."
    else:
        said = f"Lean did not accept it ({fb.verdict})."
    return f"{said}\n\nWrite a corrected tactic block. {INSTRUCTIONS}"


def build_prompt(
    subgoal: Subgoal,
    feedback: Feedback | None = None,
    *,
    context_chars: int = 6000,
    round: int = 0,
) -> Prompt:
    """The prompt for ``subgoal``; with ``feedback``, the correction prompt.

    Args:
        subgoal: the subgoal (its ``goal_state`` is used when set, else its statement).
        feedback: the failed attempt and Lean's messages, for a correction round.
        context_chars: how much of the sketch to include (a window around the ``have``).
        round: the self-correction round (recorded on the prompt).
    Returns:
        the :class:`Prompt`.
    """
    msgs: list[dict[str, str]] = [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": _task(subgoal, context_chars)},
    ]
    if feedback is not None:
        msgs.append({"role": "assistant", "content": f"```lean\n{feedback.text}\n```"})
        msgs.append({"role": "user", "content": _correction(feedback)})
    parts = [SYSTEM, ""]
    for m in msgs[1:]:
        label = "Answer" if m["role"] == "assistant" else "Task"
        parts.append(f"### {label}\n{m['content']}\n")
    parts.append("### Answer\n```lean\n")
    return Prompt(tuple(msgs), "\n".join(parts), subgoal.name, round)
