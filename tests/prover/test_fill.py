"""The fill loop: portfolio then model, every model output through the checker,
self-correction with Lean's messages, budget caps, and how a candidate closes a subgoal."""

from __future__ import annotations

import time

import pytest
from conftest import SKETCH, RuleChecker, ScriptedModel, subgoals

from wzprove.prover.budget import Budget
from wzprove.prover.errors import SubgoalNotFound
from wzprove.prover.goals import Subgoal
from wzprove.prover.openai_backend import OpenAIModel
from wzprove.prover.portfolio import with_opening
from wzprove.prover.search import FillConfig, fill
from wzprove.prover.splice import splice

NO_PORTFOLIO = FillConfig(use_portfolio=False, n=2, rounds=2, temperature=0.5)


def _only(name: str) -> list[Subgoal]:
    return [s for s in subgoals() if s.name == name]


def _checked(checker: RuleChecker, sg: Subgoal, text: str) -> bool:
    return bool(text) and splice(sg.context, sg.name, text).text in checker.calls


def test_model_outputs_go_through_the_checker_and_close_the_goal() -> None:
    model = ScriptedModel(
        [
            "I think this is easy.",  # no tactic
            "```lean\nby\n  sorry\n```",  # refused before Lean
            "```lean\nnlinarith [sq_nonneg n]\n```",  # Lean error
            "Here:\n```lean\nhave h_wz : foo := by\n  field_simp\n  ring_nf\n```\nDone.",
        ]
    )
    checker = RuleChecker(accept={"h_wz": {"field_simp\nring_nf"}})
    sg = _only("h_wz")[0]
    res = fill([sg], checker, model, Budget(), NO_PORTFOLIO)
    assert res.complete and res.closed["h_wz"].source == "model"
    assert res.closed["h_wz"].round == 1 and res.closed["h_wz"].text == "field_simp\nring_nf"
    verdicts = [(a.round, a.verdict) for a in res.attempts]
    assert verdicts == [(0, "no-tactic"), (0, "forbidden"), (1, "error"), (1, "closed")]
    for a in res.attempts:
        assert a.source == "model" and a.raw is not None and a.tokens == 10
        # every extracted, allowed candidate was checked; refused ones never reached Lean
        assert _checked(checker, sg, a.text) == (a.verdict in ("closed", "error"))
    # the two checked candidates, after the unfilled sketch (checked once for goal states)
    assert len(checker.calls) == 3 and checker.calls[0] == SKETCH
    assert res.stats.to_dict()["model"] == {"wz-equation": {"tried": 1, "closed": 1}}
    assert res.usage["samples"] == 4 and res.usage["tokens"] == 40
    assert "field_simp\n    ring_nf" in res.text


def test_lean_errors_are_fed_back_in_the_next_round() -> None:
    model = ScriptedModel(["```lean\nnlinarith\n```"])
    checker = RuleChecker()
    sg = _only("h_bdry")[0]
    res = fill([sg], checker, model, Budget(), FillConfig(use_portfolio=False, n=1, rounds=2))
    assert res.open == ["h_bdry"] and res.stopped is None
    assert len(model.prompts) == 3
    first, second = model.prompts[0], model.prompts[1]
    assert len(first.messages) == 2 and first.round == 0
    assert second.messages[2] == {"role": "assistant", "content": "```lean\nnlinarith\n```"}
    assert "unsolved goals" in second.messages[3]["content"]
    assert "(n.choose (n + 1) : ℚ) = 0" in second.messages[3]["content"]
    # the same text is checked once; later copies reuse the verdict
    assert len(checker.calls) == 1 + 1  # one candidate check + the baseline for goal states
    assert [a.cached for a in res.attempts] == [False, True, True]
    assert res.stats.to_dict()["model"] == {"boundary": {"tried": 1, "closed": 0}}


def test_portfolio_runs_first_then_model_gets_the_rest() -> None:
    checker = RuleChecker(accept={"h_den": {"positivity"}, "h_wz": {"linear_combination h"}})
    model = ScriptedModel(["```lean\nlinear_combination h\n```"])
    goals = [s for s in subgoals() if s.name in ("h_den", "h_wz")]
    res = fill(goals, checker, model, Budget(), FillConfig(n=1, rounds=0))
    assert res.closed["h_den"].source == "portfolio"
    assert res.closed["h_wz"].source == "model"
    assert [p.subgoal for p in model.prompts] == ["h_wz"]


def test_sample_cap_stops_the_loop() -> None:
    model = ScriptedModel(["```lean\nsimp\n```", "```lean\nring\n```", "```lean\nomega\n```"])
    cfg = FillConfig(use_portfolio=False, n=2, rounds=10)
    res = fill(_only("h_wz"), RuleChecker(), model, Budget(samples=5), cfg)
    assert [c["n"] for c in model.calls] == [2, 2, 1]
    assert res.usage["samples"] == 5 and res.stopped == "samples"


def test_token_cap_sizes_and_stops_the_calls() -> None:
    model = ScriptedModel(["```lean\nsimp\n```", "```lean\nring\n```"], tokens_per=10)
    cfg = FillConfig(use_portfolio=False, n=2, rounds=10, max_new_tokens=10)
    res = fill(_only("h_wz"), RuleChecker(), model, Budget(tokens=45, samples=None), cfg)
    assert [c["max_new_tokens"] for c in model.calls] == [10, 10, 2]
    assert res.usage["tokens"] == 44 <= 45 and res.stopped == "tokens"


def test_wall_time_cap_stops_the_loop_and_bounds_each_call() -> None:
    model = ScriptedModel(["```lean\nsimp\n```"], delay=0.3)
    cfg = FillConfig(use_portfolio=False, n=1, rounds=10)
    t0 = time.monotonic()
    res = fill(_only("h_wz"), RuleChecker(), model, Budget(wall_s=0.5, samples=None), cfg)
    assert time.monotonic() - t0 < 1.5
    assert len(model.calls) == 2 and res.stopped == "wall-time"
    assert model.calls[0]["timeout_s"] <= 0.5
    assert model.calls[1]["timeout_s"] < model.calls[0]["timeout_s"] - 0.25


def test_check_cap_stops_the_portfolio() -> None:
    checker = RuleChecker()
    res = fill(subgoals(), checker, None, Budget(checks=3))
    assert len(checker.calls) == 3 and res.stopped == "checks"
    assert res.usage["checks"] == 3


def test_errors_elsewhere_in_the_sketch_do_not_block_a_subgoal() -> None:
    # The sketch's last line does not elaborate; a correct `have` proof still closes.
    checker = RuleChecker(
        accept={"h_den": {"positivity"}}, outside={"wz_telescope": "unknown identifier"}
    )
    res = fill(_only("h_den"), checker, None)
    assert res.complete and res.closed["h_den"].text == with_opening("positivity", ())
    assert res.closed["h_den"].lean_kind == "error"
    assert "unchanged" in res.closed["h_den"].detail
    assert checker.calls[-1] == SKETCH  # the baseline: the unfilled sketch, checked once
    assert len(checker.calls) == 2


def test_timeouts_never_close() -> None:
    checker = RuleChecker(accept={"h_init": {"decide"}}, timeout_on=frozenset({"decide"}))
    res = fill(_only("h_init"), checker, None)
    first = res.attempts[0]
    assert first.text == with_opening("decide", ())
    assert first.verdict == "timeout" and not first.closed
    assert "h_init" not in res.closed


def test_goal_states_come_from_the_repl_sorries() -> None:
    checker = RuleChecker(sorries=True)
    model = ScriptedModel(["```lean\nsimp\n```"])
    cfg = FillConfig(use_portfolio=False, n=1, rounds=0)
    res = fill(_only("h_den"), checker, model, Budget(), cfg)
    assert res.goal_states == {"h_den": "n : ℕ\n⊢ (2 : ℚ) ^ n ≠ 0 "}
    user = model.prompts[0].messages[1]["content"]
    assert "Goal (Lean's goal state):\n```lean\nn : ℕ\n⊢ (2 : ℚ) ^ n ≠ 0\n```" in user


def test_injected_commands_are_refused_before_lean() -> None:
    model = ScriptedModel(
        [
            "```lean\nsimp\n#eval IO.println 1\n```",
            "```lean\nnative_decide\n```",
            "```lean\nsimp\nstop\n```",
        ]
    )
    checker = RuleChecker()
    cfg = FillConfig(use_portfolio=False, n=3, rounds=0)
    res = fill(_only("h_init"), checker, model, Budget(), cfg)
    assert [a.verdict for a in res.attempts] == ["forbidden"] * 3
    assert "stop" in res.attempts[2].detail
    assert "top-level-command" in res.attempts[0].detail
    assert not any("#eval" in c or "native_decide" in c for c in checker.calls)


def test_missing_have_is_bad_input_before_any_check() -> None:
    checker = RuleChecker()
    with pytest.raises(SubgoalNotFound, match="h_nope"):
        fill([Subgoal("h_nope", "ratio", "x", SKETCH)], checker)
    assert checker.calls == []


def test_unreachable_server_stops_with_backend_error() -> None:
    model = OpenAIModel("http://127.0.0.1:9/v1", "m", timeout_s=5)
    res = fill(_only("h_wz"), RuleChecker(), model, Budget(), NO_PORTFOLIO)
    assert res.stopped == "backend-error" and "127.0.0.1:9" in res.error
    assert res.to_dict()["open"] == ["h_wz"]


def test_errors_before_the_have_mean_it_was_never_judged() -> None:
    # An error above the `have` (here: the `open` line) leaves its block unelaborated:
    # no error inside it proves nothing, so the candidate does not close the subgoal.
    checker = RuleChecker(accept={"h_den": {"positivity"}}, outside={"open Finset": "unknown"})
    res = fill(_only("h_den"), checker, None, Budget(checks=2))
    first = res.attempts[0]
    assert first.text == with_opening("positivity", ()) and first.verdict == "error"
    assert "does not elaborate before this subgoal" in first.detail
    assert "h_den" not in res.closed
