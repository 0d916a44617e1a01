"""Filling a sketch's subgoals: the tactic portfolio first, then the language model.

:func:`fill` takes the subgoals of a sketch, a :class:`~wzprove.prover.goals.Checker`
and optionally a :class:`~wzprove.prover.llm.LanguageModel`, and

1. tries the portfolio's scripts for each subgoal's kind, in order
   (:mod:`wzprove.prover.portfolio`), stopping at the first that Lean accepts;
2. for the subgoals left open, in rounds (round-robin over the subgoals, so one hard
   subgoal does not eat the budget): draws ``n`` samples, extracts a tactic block from
   each (:mod:`wzprove.prover.extract`), refuses blocks that break the audit's in-proof
   rules (:func:`wzprove.lean.audit.scan_body`: ``sorry``, ``native_decide``, commands…;
   also ``stop``, which is ``repeat sorry``) and checks every other one; a failed round's
   best attempt and Lean's errors go back to the model in the next round
   (self-correction, up to ``rounds`` times; the loop of DeepSeek-Prover-V1.5 and WZ-LLM,
   arXiv 2605.04472);
3. stops when every subgoal is closed or a cap of the :class:`~wzprove.prover.budget.Budget`
   is reached.

**When a candidate closes its subgoal.** The candidate replaces the ``sorry`` of its
``have`` (:func:`~wzprove.prover.splice.splice`), the other subgoals stay ``sorry``, and
the whole file is checked. It closes the subgoal when the check is ``ok`` (with Mathlib,
the other ``sorry``s are warnings), or when Lean reported errors but none inside the
filled ``have`` and exactly the same errors elsewhere as the unfilled sketch (the
*baseline*, checked once per sketch when first needed): a proof of one ``have`` cannot
change the errors of other parts. A timeout, crash or memory kill never closes anything.
The final proof is checked as a whole file and audited elsewhere (``wzprove.pipeline.check``).

Every attempt is recorded (:class:`~wzprove.prover.goals.Attempt`); so is which script
closed which kind (:class:`~wzprove.prover.portfolio.PortfolioStats`) and what the budget
spent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from wzprove.lean.audit import scan_body
from wzprove.prover.budget import Budget, BudgetTracker
from wzprove.prover.errors import BackendError
from wzprove.prover.extract import extract_tactic
from wzprove.prover.goals import Attempt, Checker, CheckOutcome, Subgoal
from wzprove.prover.llm import Completion, LanguageModel
from wzprove.prover.portfolio import PortfolioStats, scripts_for, with_opening
from wzprove.prover.prompt import Feedback, build_prompt
from wzprove.prover.splice import (
    find_hole,
    inside_errors,
    normalize_block,
    outside_errors,
    splice,
    splice_all,
)

#: tactics that leave a goal to ``sorry`` without writing the word (Lean 4 core's ``stop``
#: is ``repeat sorry``): with Mathlib the check would pass with a mere warning
_HIDDEN_SORRY = re.compile(r"(?<![\w.'!?])stop(?![\w'!?])")


@dataclass(frozen=True)
class FillConfig:
    """How :func:`fill` searches.

    Attributes:
        n: samples per subgoal per round.
        temperature: sampling temperature (0: greedy).
        rounds: self-correction rounds after the first round of samples.
        max_new_tokens: generated tokens per sample (the token budget may lower it).
        seed: base seed of the model's sampling (None: unseeded).
        use_portfolio: try the tactic portfolio first.
        portfolio: scripts per kind (default :data:`~wzprove.prover.portfolio.PORTFOLIO`).
        context_chars: how much of the sketch goes into a prompt.
        goal_states: before the model runs, check the unfilled sketch once and take each
            subgoal's goal state from the REPL's ``sorries`` (when the checker gives them).
    """

    n: int = 4
    temperature: float = 0.7
    rounds: int = 2
    max_new_tokens: int = 256
    seed: int | None = 0
    use_portfolio: bool = True
    portfolio: Mapping[str, Sequence[str]] | None = None
    context_chars: int = 6000
    goal_states: bool = True


@dataclass
class FillResult:
    """What :func:`fill` did.

    Attributes:
        subgoals: the subgoals' names, in order.
        closed: name → the attempt that closed it.
        attempts: every attempt, in order.
        stats: portfolio / model counts per kind.
        usage: what the budget spent (:meth:`BudgetTracker.to_dict`).
        stopped: the cap that stopped the search (``wall-time`` | ``samples`` | ``tokens``
            | ``checks``), ``backend-error``, or None (all closed, or nothing left to try).
        error: the back end's error message, if one stopped the search.
        text: the sketch with every closed subgoal filled in (None when the subgoals come
            from different sketches).
        model: the model's name, or None.
        goal_states: goal states taken from the REPL's ``sorries``, by subgoal name.
    """

    subgoals: list[str]
    closed: dict[str, Attempt]
    attempts: list[Attempt]
    stats: PortfolioStats
    usage: dict[str, Any]
    stopped: str | None = None
    error: str | None = None
    text: str | None = None
    model: str | None = None
    goal_states: dict[str, str] = field(default_factory=dict)

    @property
    def open(self) -> list[str]:
        """Names of the subgoals not closed."""
        return [s for s in self.subgoals if s not in self.closed]

    @property
    def complete(self) -> bool:
        """True when every subgoal is closed."""
        return not self.open

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dictionary (attempts and stats included)."""
        return {
            "subgoals": list(self.subgoals),
            "closed": {k: {"source": a.source, "text": a.text} for k, a in self.closed.items()},
            "open": self.open,
            "stopped": self.stopped,
            "error": self.error,
            "model": self.model,
            "goal_states": dict(self.goal_states),
            "usage": dict(self.usage),
            "stats": self.stats.to_dict(),
            "attempts": [a.to_dict() for a in self.attempts],
        }


class _Judge:
    """Checks candidates for subgoals: splicing, the baseline, the verdict, a cache."""

    def __init__(self, checker: Checker, tracker: BudgetTracker) -> None:
        self.checker = checker
        self.tracker = tracker
        self.baselines: dict[str, CheckOutcome] = {}
        self.cache: dict[tuple[str, str], Attempt] = {}

    def baseline(self, context: str) -> CheckOutcome | None:
        """The check of the unfilled sketch (once per sketch); None when over budget."""
        if context not in self.baselines:
            if not self.tracker.can_check():
                return None
            self.tracker.charge_check()
            self.baselines[context] = self.checker.check(context)
        return self.baselines[context]

    def _closes(self, sg: Subgoal, outcome: CheckOutcome, sp: Any) -> tuple[bool, str]:
        if outcome.kind != "error":
            return False, ""
        if inside_errors(outcome.messages, sp):
            return False, ""
        base = self.baseline(sg.context)
        if base is None or base.kind not in ("ok", "error"):
            return False, "errors outside the subgoal; the unfilled sketch has no usable check"
        hole = find_hole(sg.context, sg.name)
        # Lean elaborates a proof in order: the subgoal's block is judged only when nothing
        # before its `have` failed (an unknown import or a broken `let` would leave it
        # unelaborated, with no error inside it and the same errors elsewhere).
        early = [
            m
            for m in list(base.messages) + list(outcome.messages)
            if getattr(m, "severity", "") == "error"
            and int(getattr(m, "line", 0) or 0) < hole.have_line
        ]
        if early:
            first = early[0]
            return False, (
                f"the sketch does not elaborate before this subgoal (line "
                f"{getattr(first, 'line', '?')}: {str(getattr(first, 'text', ''))[:120]})"
            )
        before = outside_errors(base.messages, hole.have_line, hole.sorry_line, 0)
        after = outside_errors(outcome.messages, sp.first_line, sp.last_line, sp.delta)
        if before == after:
            return True, "closed; the sketch's other errors are unchanged"
        return False, "the candidate changed errors outside its subgoal"

    def judge(self, sg: Subgoal, text: str | None, **record: Any) -> Attempt:
        """The attempt for candidate ``text`` (``record``: source, raw, round, tokens...)."""
        base = {"subgoal": sg.name, "kind": sg.kind, **record}
        if not text or not text.strip():
            return Attempt(text="", verdict="no-tactic", detail="no tactic block", **base)
        text = "\n".join(normalize_block(text))
        bad = [f"{f.rule}: {f.detail}" for f in scan_body(text, 1)]
        if _HIDDEN_SORRY.search(text):
            bad.append("sorry: `stop` leaves the goal to sorry")
        if bad:
            return Attempt(text=text, verdict="forbidden", detail="; ".join(bad[:3]), **base)
        key = (sg.name, text)
        if key in self.cache:
            old = self.cache[key]
            return Attempt(
                text=text,
                verdict=old.verdict,
                lean_kind=old.lean_kind,
                messages=list(old.messages),
                detail="same text as an earlier attempt",
                cached=True,
                **base,
            )
        if not self.tracker.can_check():
            reason = self.tracker.exhausted() or "checks"
            return Attempt(text=text, verdict="unchecked", detail=f"budget: {reason}", **base)
        sp = splice(sg.context, sg.name, text)
        self.tracker.charge_check()
        outcome = self.checker.check(sp.text)
        errors = inside_errors(outcome.messages, sp)
        if outcome.ok:
            verdict, detail = "closed", ""
        elif outcome.kind in ("timeout", "crashed", "memory"):
            verdict, detail = outcome.kind, f"Lean check: {outcome.kind}"
        else:
            closes, detail = self._closes(sg, outcome, sp)
            verdict = "closed" if closes else "error"
        att = Attempt(
            text=text,
            verdict=verdict,
            check_s=outcome.seconds,
            lean_kind=outcome.kind,
            messages=errors,
            detail=detail,
            **base,
        )
        self.cache[key] = att
        return att


def _goal_states(subgoals: list[Subgoal], judge: _Judge) -> dict[str, str]:
    """Goal states from the REPL's ``sorries`` of each unfilled sketch, by subgoal name."""
    out: dict[str, str] = {}
    for sg in subgoals:
        if sg.goal_state:
            continue
        base = judge.baseline(sg.context)
        if base is None or not base.sorries:
            continue
        line = find_hole(sg.context, sg.name).sorry_line
        for s in base.sorries:
            pos = s.get("pos") or {}
            if int(pos.get("line", -1)) == line and s.get("goal"):
                out[sg.name] = str(s["goal"])
                break
    return out


def _pick_feedback(attempts: list[Attempt]) -> Feedback | None:
    """The attempt to correct next round: the first with Lean errors, else the first with
    any text."""
    for want in ("error", None):
        for a in attempts:
            if a.text and (want is None or (a.verdict == want and a.messages)):
                return Feedback(a.text, tuple(a.messages), a.verdict)
    return None


def fill(
    subgoals: Sequence[Subgoal],
    checker: Checker,
    model: LanguageModel | None = None,
    budget: Budget | None = None,
    config: FillConfig | None = None,
    *,
    tracker: BudgetTracker | None = None,
) -> FillResult:
    """Fill ``subgoals`` with the portfolio, then ``model``; check every candidate.

    Args:
        subgoals: the sketch's subgoals (each ``context`` holds its ``have … := by sorry``).
        checker: checks whole Lean files (:class:`~wzprove.prover.goals.PoolChecker` over
            the Lean pool in production).
        model: the language model (None: portfolio only).
        budget: caps per identity (default :class:`Budget()`).
        config: search settings (default :class:`FillConfig()`).
        tracker: a running tracker to charge (e.g. one shared with other stages).
    Returns:
        the :class:`FillResult`.
    Raises:
        SubgoalNotFound: a subgoal's ``have`` is missing or not ``by sorry`` in its sketch
            (checked before anything runs).
    """
    cfg = config or FillConfig()
    tracker = tracker or BudgetTracker(budget or Budget())
    goals = list(subgoals)
    for sg in goals:
        find_hole(sg.context, sg.name)
    judge = _Judge(checker, tracker)
    stats = PortfolioStats()
    attempts: list[Attempt] = []
    closed: dict[str, Attempt] = {}
    stopped: str | None = None
    error: str | None = None

    if cfg.use_portfolio:
        for sg in goals:
            for script in scripts_for(sg.kind, cfg.portfolio):
                if not tracker.can_check():
                    stopped = tracker.exhausted() or "checks"
                    break
                att = judge.judge(sg, with_opening(script, sg.definitions), source="portfolio")
                attempts.append(att)
                stats.record(sg.kind, script, att.closed)
                if att.closed:
                    closed[sg.name] = att
                    break
            if stopped:
                break

    states: dict[str, str] = {}
    todo = [sg for sg in goals if sg.name not in closed]
    if model is not None and todo and not stopped:
        if cfg.goal_states:
            states = _goal_states(todo, judge)
            todo = [replace(s, goal_state=states[s.name]) if s.name in states else s for s in todo]
        feedback: dict[str, Feedback | None] = {s.name: None for s in todo}
        for r in range(cfg.rounds + 1):
            for i, sg in enumerate(todo):
                if sg.name in closed:
                    continue
                stopped = tracker.exhausted()
                k = tracker.samples_allowed(cfg.n)
                m = tracker.tokens_allowed(k, cfg.max_new_tokens)
                if stopped is None and (k == 0 or m == 0):
                    stopped = "samples" if k == 0 else "tokens"
                if stopped:
                    break
                prompt = build_prompt(
                    sg, feedback[sg.name] if r else None, context_chars=cfg.context_chars, round=r
                )
                seed = None if cfg.seed is None else cfg.seed + 1000 * r + i
                try:
                    outs: list[Completion] = model.generate(
                        prompt,
                        n=k,
                        temperature=cfg.temperature,
                        max_new_tokens=m,
                        timeout_s=tracker.remaining_s(),
                        seed=seed,
                    )
                except BackendError as exc:
                    stopped, error = "backend-error", str(exc)
                    break
                tracker.charge_samples(
                    len(outs),
                    tokens=sum(c.tokens for c in outs),
                    prompt_tokens=max((c.prompt_tokens for c in outs), default=0),
                )
                this_round: list[Attempt] = []
                for c in outs:
                    record = {
                        "source": "model",
                        "raw": c.text,
                        "round": r,
                        "tokens": c.tokens,
                        "prompt_tokens": c.prompt_tokens,
                        "gen_s": c.seconds,
                    }
                    if sg.name in closed:
                        att = Attempt(
                            subgoal=sg.name,
                            kind=sg.kind,
                            text=extract_tactic(c.text, sg.name) or "",
                            verdict="unchecked",
                            detail="the subgoal was closed by an earlier sample",
                            **record,
                        )
                    else:
                        att = judge.judge(sg, extract_tactic(c.text, sg.name), **record)
                        if att.closed:
                            closed[sg.name] = att
                    attempts.append(att)
                    this_round.append(att)
                feedback[sg.name] = _pick_feedback(this_round) or feedback[sg.name]
            if stopped:
                break
        for sg in todo:
            stats.record_model(sg.kind, sg.name in closed)

    contexts = {sg.context for sg in goals}
    text = None
    if len(contexts) == 1:
        text = splice_all(goals[0].context, {n: a.text for n, a in closed.items()})
    return FillResult(
        subgoals=[sg.name for sg in goals],
        closed=closed,
        attempts=attempts,
        stats=stats,
        usage=tracker.to_dict(),
        stopped=stopped if len(closed) < len(goals) else None,
        error=error,
        text=text,
        model=getattr(model, "name", None) if model is not None else None,
        goal_states=states,
    )
