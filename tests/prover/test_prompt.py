"""Prompt contents: goal, kind, sketch context, instructions, correction feedback."""

from __future__ import annotations

from conftest import SKETCH, subgoals

from wzprove.prover.goals import KIND_DESCRIPTIONS, Subgoal
from wzprove.prover.prompt import Feedback, build_prompt, context_window


def _goal(name: str) -> Subgoal:
    return next(s for s in subgoals() if s.name == name)


def test_first_prompt_holds_goal_kind_and_sketch() -> None:
    sg = _goal("h_bdry")
    p = build_prompt(sg)
    system, user = p.messages[0]["content"], p.messages[1]["content"]
    assert [m["role"] for m in p.messages] == ["system", "user"]
    assert "Lean 4" in system and "Mathlib" in system
    assert "`h_bdry`" in user and "boundary" in user and KIND_DESCRIPTIONS["boundary"] in user
    assert "```lean\n(n.choose (n + 1) : ℚ) = 0\n```" in user
    assert "have h_bdry : (n.choose (n + 1) : ℚ) = 0 := by sorry" in user
    assert "theorem binom_sum" in user
    assert "do not use `sorry`" in user
    assert p.text.startswith(system) and p.text.endswith("### Answer\n```lean\n")
    assert user in p.text


def test_goal_state_replaces_the_statement() -> None:
    sg = _goal("h_den")
    sg = Subgoal(sg.name, sg.kind, sg.statement, sg.context, "n : ℕ\n⊢ 2 ^ n ≠ 0")
    user = build_prompt(sg).messages[1]["content"]
    assert "Goal (Lean's goal state):\n```lean\nn : ℕ\n⊢ 2 ^ n ≠ 0\n```" in user


def test_correction_prompt_feeds_back_attempt_and_errors() -> None:
    fb = Feedback("nlinarith", ("line 1: linarith failed to find a contradiction",), "error")
    p = build_prompt(_goal("h_wz"), fb, round=1)
    roles = [m["role"] for m in p.messages]
    assert roles == ["system", "user", "assistant", "user"]
    assert p.messages[2]["content"] == "```lean\nnlinarith\n```"
    assert "- line 1: linarith failed to find a contradiction" in p.messages[3]["content"]
    assert "corrected tactic block" in p.messages[3]["content"]
    assert p.round == 1 and "### Answer\n```lean\nnlinarith\n```" in p.text


def test_refused_attempt_feedback_says_why() -> None:
    p = build_prompt(_goal("h_wz"), Feedback("sorry", (), "forbidden"))
    assert "forbidden" in p.messages[3]["content"]


def test_long_sketch_is_cut_around_the_have() -> None:
    filler = "".join(f"-- line {i}\n" for i in range(2000))
    sg = _goal("h_init")
    big = Subgoal(sg.name, sg.kind, sg.statement, filler + SKETCH + filler)
    user = build_prompt(big, context_chars=800).messages[1]["content"]
    assert "have h_init" in user and "…" in user
    assert len(user) < 800 + 1200
    assert context_window("short", "x", 100) == "short"
