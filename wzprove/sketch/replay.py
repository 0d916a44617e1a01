"""Replay of a complete Lean proof in Python: re-read the Lean text that was written and
re-check every arithmetic step exactly, before the proof is trusted (issue 14, item 4).

:func:`replay` takes the *proof body* of one theorem (the lines after ``:= by``), with the
types of the theorem's variables that the body may mention; :func:`replay_theorem` takes a
whole file and a theorem name and finds both.  Each top-level ``have NAME : ∀ …, … := by``
block is recognised by its tactic script and checked:

``linear-combination``
    ``intro``; ``have sᵢ := LEMMA args`` (the ``Prover`` step lemmas, ``mul_inv_cancel₀``,
    an earlier have instantiated, :mod:`wzprove.sketch.replay_facts`) and value facts
    ``have eᵢ : atom = (V : K) := by exact_mod_cast (show … = V by decide)`` / ``by norm_num``
    (checked exactly, kind ``evaluation``, by :mod:`wzprove.sketch.replay_init`);
    optionally ``refine mul_left_cancel₀ (show D ≠ 0 by positivity) ?_``; then
    ``linear_combination (norm := (push_cast; ring1)) e``.  Checked: goal.lhs − goal.rhs
    (times ``D``) − Σ cᵢ·(sᵢ.lhs − sᵢ.rhs) is the zero polynomial in the model of
    :mod:`wzprove.sketch.ring_model`; each ``(by omega)`` side condition (``side-condition``)
    is a linear ℕ identity once its ℕ subtractions are read as exact, each exactness
    ``B ≤ A`` following from the block's hypotheses (:class:`~wzprove.sketch.replay_steps.Omega`);
    each ``show X ≠ 0 by positivity`` is provable by positivity's rules and the facts ``0 <
    C(U, L)`` (:mod:`.replay_lead`; ``Prover.ne_zero_of_eq_cast_sub``: :mod:`.replay_nonzero`).
    Facts ``have sᵢ := Nat.cast_sub (R := K) (show B ≤ A by omega)`` (``B ≤ A`` checked from
    the hypotheses) state ``((A - B : ℕ) : K) = (A : K) - (B : K)``; a cast of an ℕ
    subtraction is otherwise an opaque atom (``push_cast`` leaves it; were it rewritten, the
    identity, checked for every value of the atom, would still hold).
``vanishing``
    ``intro``; ``rewrite [Nat.choose_eq_zero_of_lt (show U < L by omega)]``; ``simp``.  Checked:
    ``U < L`` follows from the hypotheses (linear, over ℕ) and ``Nat.choose U L`` is a factor
    of the left side whose vanishing makes it 0 (the right side is 0).
``lead``
    ``intro n hn``; optionally ``obtain ⟨t, rfl⟩ := Nat.exists_eq_add_of_le hn``;
    ``rw [show A = P by push_cast <;> ring]``; ``positivity``.  Checked: ``A`` is the goal's left
    side after ``n := m + t``, ``A = P`` as a polynomial identity, ``P > 0`` by positivity.
``side-condition``
    ``intro n``; ``omega`` for a linear ℕ equation (``2 * (n + 1) = 2 * n + 2``).  Checked:
    it follows by linear arithmetic over ℕ (exact subtractions only), as ``omega`` proves it.
``evaluation``
    ``intro i hi``; ``interval_cases i``; one bullet per value, each ``have v : X = c := by
    decide`` facts and a closing ``norm_num``/``simp``.  Checked: every fact and the equation at
    every value, exactly under Lean's semantics (:func:`wzprove.model.semantics.evaluate`;
    read by :func:`wzprove.sketch.replay_init.evaluation`).  The compiler's initial values
    (``∑ k ∈ Finset.range (i + 1), F i k = r i``) have instead bullets ``rw
    [Finset.sum_range_succ, …, Finset.sum_range_zero, zero_add]`` and a linear-combination
    block: that block is checked against the written-out sum ``F v 0 + … + F v v = r v``
    (:func:`wzprove.sketch.replay_init.bullet_goal`, step ``i = v``), and where the statement
    has no parameters the equation is also evaluated (closed sums: :mod:`.replay_closed`).

An opening ``obtain ⟨x, rfl⟩ : ∃ t : ℕ, x = t + c := ⟨x - c, by omega⟩`` (:mod:`.shift_start`) is
checked by :mod:`.replay_open` (``omega`` proves the witness; the goal moves to ``x + c`` as
``subst`` does), a split ``rcases Nat.eq_zero_or_pos x`` and its ``x = 0`` by :mod:`.replay_split`.

Every have's statement is also evaluated exactly on a small grid (a cross-check, not a
proof).  Not checked: that ``norm_num`` / ``simp`` close the evaluated goals (only that the
goals are true), the lines outside the ``have`` s (:attr:`ReplayReport.unchecked`), and
anything Lean's elaborator might do differently from :mod:`wzprove.lean.elaborate`.  A block
of none of the shapes above, or naming anything the replay cannot read, is a step with
``ok = False`` (kind ``unreadable``): nothing unread counts as replayed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from wzprove.lean.elaborate import Elaborator
from wzprove.lean.lexer import LexError, Token, tokenize
from wzprove.lean.syntax import Parser, QuantBinder, Syn
from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term, Ty
from wzprove.model.vocab import ReplayKind
from wzprove.sketch.replay_apply import CLOSING, Stmt, application, closer, intro_goal
from wzprove.sketch.replay_binders import read_hypotheses
from wzprove.sketch.replay_cases import cases_step, is_cases
from wzprove.sketch.replay_closed import closed_sum, exact_have, is_closed_sum
from wzprove.sketch.replay_facts import closing_have, earlier_fact
from wzprove.sketch.replay_init import evaluation, value_fact
from wzprove.sketch.replay_lead import lead_step, omega_step, positivity_fact, vanishing_step
from wzprove.sketch.replay_lemmas import LEMMAS, lemma_type
from wzprove.sketch.replay_nonzero import shown_nonzero
from wzprove.sketch.replay_split import opening
from wzprove.sketch.replay_steps import (
    Have,
    Omega,
    Unreadable,
    blocks,
    find_top,
    grid_check,
    groups,
    parse_lemma_call,
    rewritten_goal,
    side_condition,
    split_tactics,
    statement_tokens,
    theorem_body,
    words,
)
from wzprove.sketch.ring_model import Atoms, NotRing, ring_poly

__all__ = ["ReplayReport", "ReplayStep", "replay", "replay_theorem"]

_FILE = "<proof>"
_LC_NORM = ["(", "norm", ":=", "(", "push_cast", ";", "ring1", ")", ")"]


@dataclass(frozen=True)
class ReplayStep:
    """One checked step: the top-level ``have`` it belongs to, its kind, the verdict, what
    failed (empty when ok), the 1-based line of the step in the text, and the inner step's
    name (``s1``, ``refine``, ``v1``, ``i = 0``; empty for the have's main check)."""

    have: str
    kind: ReplayKind
    ok: bool
    detail: str
    line: int
    step: str = ""


@dataclass
class ReplayReport:
    """The replay of one proof body: ``steps`` in order, ``haves`` (name → first and last
    line of the block, 1-based, so that a caller can replace a failing proof by ``sorry``),
    and the top-level lines that are not ``have`` blocks and were not checked."""

    steps: list[ReplayStep] = field(default_factory=list)
    haves: dict[str, tuple[int, int]] = field(default_factory=dict)
    unchecked: list[tuple[int, str]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every step replayed (and there was at least one)."""
        return bool(self.steps) and all(s.ok for s in self.steps)

    def failed(self) -> list[str]:
        """Names of the haves with a step that did not replay, in order."""
        out: list[str] = []
        for s in self.steps:
            if not s.ok and s.have not in out:
                out.append(s.have)
        return out


def replay(
    body: str,
    variables: Mapping[str, Ty] | None = None,
    opens: frozenset[str] = frozenset(),
    prover_dir: Path | None = None,
) -> ReplayReport:
    """Replay the proof body ``body`` (the lines after ``:= by``); ``variables`` are the
    theorem's parameters in scope (name → type), ``opens`` the opened namespaces.  Never
    raises for bad input: what cannot be read is a failing step.

    >>> r = replay("  have h : ∀ n : ℕ, ((n + 1 : ℕ) : ℚ) = ((n : ℕ) : ℚ) + 1 := by\\n"
    ...            "    intro n\\n    linear_combination (norm := (push_cast; ring1)) 0")
    >>> [(s.have, s.kind, s.ok) for s in r.steps]
    [('h', 'linear-combination', True)]
    """
    return _Replayer(
        body, 0, len(body), dict(variables or {}), set(opens), prover_dir=prover_dir
    ).run()


def replay_theorem(text: str, name: str, prover_dir: Path | None = None) -> ReplayReport:
    """Replay the proof of theorem ``name`` in the Lean file ``text``: the parameters are the
    theorem's binders (``(m : ℕ)``), the opens the file's ``open`` commands before it; lines
    are the file's.  A missing theorem or a proof not of the form ``:= by …`` is a failing
    step."""
    report = ReplayReport()
    try:
        toks = tokenize(text, _FILE)
    except LexError as e:
        report.steps.append(ReplayStep(name, "unreadable", False, str(e), 1))
        return report
    opens: set[str] = set()
    for i, t in enumerate(toks):
        if t.kind == "ident" and t.text == "open" and t.column == 1:
            j = i + 1
            while toks[j].kind == "ident" and toks[j].line == t.line:
                opens.add(toks[j].text)
                j += 1
        if t.kind == "ident" and t.text in ("theorem", "lemma") and toks[i + 1].text == name:
            return _theorem(text, toks, i, opens, prover_dir)
    report.steps.append(ReplayStep(name, "unreadable", False, f"no theorem `{name}`", 1))
    return report


def _theorem(
    text: str, toks: list[Token], i: int, opens: set[str], prover_dir: Path | None
) -> ReplayReport:
    found = theorem_body(toks, i)
    if isinstance(found, int):
        report = ReplayReport()
        msg = "no `:= by` proof"
        report.steps.append(ReplayStep(toks[i + 1].text, "unreadable", False, msg, found))
        return report
    start, end, params = found
    goal = statement_tokens(toks, i)
    replayer = _Replayer(text, start, end, params, opens, goal, prover_dir)
    replayer.tokens = toks  # the file's tokens, read once
    prop = lambda g: replayer.elaborator(params).prop(replayer.parse(g))  # noqa: E731
    replayer.theorem_hyps, replayer.named_hyps = read_hypotheses(prop, toks, i, params)
    return replayer.run()


class _Replayer:
    def __init__(
        self,
        text: str,
        start: int,
        end: int,
        params: dict[str, Ty],
        opens: set[str],
        goal: list[Token] | None = None,
        prover_dir: Path | None = None,
    ):
        self.text, self.start, self.end = text, start, end
        self.params = params
        self.opens = opens
        self.report = ReplayReport()
        self.stmts: dict[str, Stmt] = {}
        self.prover_dir = prover_dir
        self.theorem_hyps: list[Term] = []
        self.named_hyps: dict[str, Term | None] = {}  # `sub_ne_zero.mpr hx`: the hypotheses
        self.block: dict[str, tuple[Term, Term]] = {}  # the facts of the block being read
        self.goal: Stmt | str = "a proof body replayed without its theorem"
        self.tokens: list[Token] | None = None  # the tokens of ``text``, when read already
        if goal:
            try:
                self.goal, _ = self._statement(goal, goal[0].line)
            except Unreadable as e:
                self.goal = f"the theorem's statement: {e.message}"
            except (WzproveError, RecursionError) as e:
                self.goal = f"the theorem's statement: {e}"

    # -- reading ---------------------------------------------------------------------------
    def run(self) -> ReplayReport:
        try:
            toks = [
                t
                for t in (self.tokens if self.tokens is not None else tokenize(self.text, _FILE))
                if t.kind != "eof" and self.start <= t.start < self.end
            ]
        except LexError as e:
            self.report.steps.append(ReplayStep("", "unreadable", False, str(e), 1))
            return self.report
        for at, item in enumerate(blocks(toks)):
            first = item[0]
            intro = words(item)[1:] if at == 0 and first.text == "intro" else []
            if intro and (got := intro_goal(self.goal, intro, self.params)) is not None:
                self.goal = got  # `theorem t : ∀ n : ℕ, …` opens with `intro n`
                self.params.update(dict.fromkeys(intro, "ℕ"))
            elif first.kind == "ident" and first.text == "have":
                if not self._closing_have(item):
                    self._have(item)
            elif first.text == "exact" and closer(item):
                application(self, item[1:], self.goal, self.params, self.prover_dir)
            elif first.text in ("obtain", "rcases", "·"):
                opening(self, item)  # type: ignore[arg-type]
            elif not exact_have(self, item):  # `exact h`: h's statement is the goal
                line = self.text[first.start : item[-1].end].splitlines()[0]
                self.report.unchecked.append((first.line, line.strip()))
                self.goal = rewritten_goal(self.goal, words(item))
                self._nested_closing(item)
        return self.report

    def _closing_have(self, item: list[Token]) -> bool:
        """``have NAME : T := Prover.… `` (term mode, a closing application): check the
        application against ``T``; whether ``item`` was one."""
        j = find_top(item, ":=", 3)
        if j is None or j + 1 >= len(item) or item[j + 1].text == "by" or not closer(item):
            return False
        name = item[1].text if item[1].kind == "ident" else "?"
        self.report.haves[name] = (item[0].line, item[-1].line)
        goal: Stmt | str
        try:
            if item[2].text != ":":
                raise Unreadable("expected `have NAME : statement := …`", item[0].line)
            goal, _ = self._statement(item[3:j], item[0].line)
        except Unreadable as e:
            goal = e.message
        except (WzproveError, RecursionError) as e:
            goal = str(e)
        closing_have(self, name, item[j + 1 :], goal, self.params, self.prover_dir)
        return True

    def _nested_closing(self, item: list[Token]) -> None:
        """Closing applications on the lines inside a top-level line (``cases n with | succ n
        => have key : T := Prover.…``): checked against the ``have`` 's statement; an
        ``exact`` there has a goal the replay does not know."""
        i = 1
        while i < len(item):
            if item[i].text not in ("have", "exact"):
                i += 1
                continue
            sub = blocks(item[i:])[0]
            i += len(sub)
            if not closer(sub):
                continue
            if sub[0].text == "exact":
                why = "an `exact` inside a case split"
                application(self, sub[1:], why, self.params, self.prover_dir)
            elif not self._closing_have(sub):
                self.add(CLOSING, "application", False, "not a term-mode `have`", sub[0].line)

    def _have(self, item: list[Token]) -> None:
        name = item[1].text if len(item) > 1 and item[1].kind == "ident" else "?"
        self.report.haves[name] = (item[0].line, item[-1].line)
        before = len(self.report.steps)
        try:
            h = self._read_have(name, item)
            self._dispatch(h)
        except Unreadable as e:
            self.add(name, e.kind, False, e.message, e.line or item[0].line)
        except (WzproveError, NotRing, RecursionError) as e:
            self.add(name, "unreadable", False, f"cannot read: {e}", item[0].line)
        except Exception as e:  # noqa: BLE001 - a replay failure is a step, never a crash
            self.add(name, "unreadable", False, f"replay error: {e!r}", item[0].line)
        if len(self.report.steps) == before:
            self.add(name, "unreadable", False, "nothing checked", item[0].line)

    def add(
        self, have: str, kind: ReplayKind, ok: bool, detail: str, line: int, step: str = ""
    ) -> None:
        self.report.steps.append(ReplayStep(have, kind, ok, detail, line, step))

    def _read_have(self, name: str, item: list[Token]) -> Have:
        if len(item) < 4 or item[2].text != ":":
            raise Unreadable("expected `have NAME : statement := by`", item[0].line)
        j = find_top(item, ":=", 3)
        if j is None or j + 1 >= len(item) or item[j + 1].text != "by":
            raise Unreadable("expected `:= by` after the statement", item[0].line)
        st, types = self._statement(item[3:j], item[0].line)
        self.stmts[name] = st
        tactics = split_tactics(item[j + 2 :])
        return Have(
            name,
            [(v, "ℕ") for v in st.vars],
            list(st.hyps),
            st.lhs,
            st.rhs,
            st.ty,
            st.rel,
            tactics,
            item[0].line,
            types,
        )

    def _statement(self, toks: list[Token], line: int) -> tuple[Stmt, dict[str, Ty]]:
        """A have's statement ``∀ x : ℕ, hyps → lhs R rhs`` and the names in its scope."""
        stmt = self.parse(toks)
        variables: list[tuple[str, Ty]] = []
        hyps: list[Syn] = []
        body = stmt
        while body.kind == "paren":
            body = body.args[0]
        if body.kind == "forall":
            for g in body.value:  # type: ignore[union-attr]
                assert isinstance(g, QuantBinder)
                if g.type is None or g.pred is not None or g.type.value not in ("ℕ", "Nat"):
                    raise Unreadable("∀ binders must be `x : ℕ`", line)
                variables.extend((n, "ℕ") for n in g.names)
            body = body.args[0]
        while body.kind == "binop" and body.value == "→":
            hyps.append(body.args[0])
            body = body.args[1]
        if not (body.kind == "binop" and body.value in ("=", "≠")):
            raise Unreadable("the conclusion is not `=` or `≠`", line)
        types = dict(self.params) | dict(variables)
        elab = self.elaborator(types)
        lhs, rhs, ty = elab.relation(body)
        hyp_terms = tuple(elab.prop(s) for s in hyps)
        names = tuple(v for v, _ in variables)
        return Stmt(names, hyp_terms, str(body.value), lhs, rhs, ty), types

    def elaborator(self, types: Mapping[str, Ty]) -> Elaborator:
        return Elaborator(dict(types), self.opens, _FILE, source=self.text)

    def parse(self, toks: list[Token]) -> Syn:
        if not toks:
            raise Unreadable("empty term", None)
        last = toks[-1]
        eof = Token("eof", "", last.end, last.end, last.line, last.column + 1)
        p = Parser([*toks, eof], _FILE, self.text)
        s = p.parse_expr(0)
        if p.peek().kind != "eof":
            raise Unreadable(f"unexpected `{p.peek().text}`", p.peek().line)
        return s

    def term(self, toks: list[Token], types: Mapping[str, Ty], expected: Ty | None) -> Term:
        return self.elaborator(types).elab(self.parse(toks), expected)

    # -- the kinds -------------------------------------------------------------------------
    def _dispatch(self, h: Have) -> None:
        heads = [words(t) for t in h.tactics]
        if not heads:
            raise Unreadable("the script is empty", h.line)
        if (h.variables or h.hyps) and heads[0][:1] != ["intro"]:
            raise Unreadable("the script does not start with `intro`", h.line)
        kind: ReplayKind
        if any(w[:1] == ["interval_cases"] for w in heads):
            kind = "evaluation"
            evaluation(self, h)
        elif any("linear_combination" in w for w in heads):
            kind = "linear-combination"
            self._lincomb(h)
        elif any(w[:3] == ["rewrite", "[", "Nat.choose_eq_zero_of_lt"] for w in heads):
            kind = "vanishing"
            vanishing_step(self, h)
        elif is_cases(h):  # the step by two cases (step_cases)
            kind = "application"
            cases_step(self, h)
        elif heads[-1] == ["positivity"]:
            kind = "lead"
            lead_step(self, h)
        elif heads[-1] == ["omega"] and len(heads) <= 2:
            kind = "side-condition"
            omega_step(self, h)
        else:
            raise Unreadable("the script has none of the replayed shapes", h.line)
        bad = grid_check(h)
        if bad:
            self.add(h.name, kind, False, f"the statement is false at {bad}", h.line, "grid")

    def intro(self, h: Have, toks: list[Token]) -> list[str]:
        names = [t.text for t in toks[1:]]
        want = [v for v, _ in h.variables]
        if len(names) != len(want) + len(h.hyps) or names[: len(want)] != want:
            raise Unreadable(
                f"`intro` should name {' '.join(want)} and the hypotheses", toks[0].line
            )
        return names[len(want) :]

    def _lincomb(self, h: Have) -> None:
        if h.rel != "=" or h.ty not in ("ℤ", "ℚ", "ℝ"):
            raise Unreadable("a linear_combination step proves an equation in ℤ, ℚ or ℝ", h.line)
        if is_closed_sum(h):  # ∑ over range N written out (:mod:`.replay_closed`)
            return closed_sum(self, h)
        if h.variables or h.hyps:  # a closed statement has nothing to introduce
            self.intro(h, h.tactics[0])
            rest = h.tactics[1:]
        else:
            rest = h.tactics
        self.combination(h, (h.lhs, h.rhs), rest, h.types, "")

    def combination(
        self,
        h: Have,
        goal_eq: tuple[Term, Term],
        tactics: list[list[Token]],
        types: Mapping[str, Ty],
        step: str,
        hyps: list[Term] | None = None,
    ) -> None:
        """Check a linear-combination block (``have`` facts, ``refine``, then
        ``linear_combination``) that proves ``goal_eq`` with the names ``types`` and the
        hypotheses ``hyps`` (default: the have's) in scope."""
        if not tactics:
            raise Unreadable("expected `linear_combination`", h.line)
        omega = Omega.of(h.hyps if hyps is None else hyps, types)
        proofs: dict[str, tuple[Term, Term]] = {}
        self.block = proofs  # the names `shown_nonzero` must not take for a hypothesis
        self.known: dict[str, Term] = {}  # this block's positivity facts
        factors: list[Term] = []  # each `refine mul_left_cancel₀` multiplies the goal
        for toks in tactics[:-1]:
            w = words(toks)
            if w[:1] == ["have"] and len(toks) > 3 and toks[2].text in (":=", ":"):
                sname = toks[1].text
                if toks[1].kind != "ident" or sname in types or sname in proofs | self.known:
                    raise Unreadable(f"`{sname}` shadows a name", toks[0].line)
                if "Nat.cast_pos.mpr" in w:
                    self.known[sname] = positivity_fact(self, h, sname, toks, types, omega)
                elif toks[2].text == ":=":
                    proofs[sname] = self._lemma(h, sname, toks[3:], types, omega)
                else:
                    proofs[sname] = value_fact(self, h, sname, toks, types)
            elif w[:2] == ["refine", "mul_left_cancel₀"] and w[-2:] == ["?", "_"]:
                group = groups(toks[2:-2])
                if len(group) != 1:
                    raise Unreadable(
                        "expected `refine mul_left_cancel₀ (show D ≠ 0 by positivity) ?_`",
                        toks[0].line,
                    )
                factors.append(shown_nonzero(self, h, "refine", group[0], types, self.known, omega))
            else:
                raise Unreadable(f"cannot read the tactic `{' '.join(w)[:80]}`", toks[0].line)
        last = tactics[-1]
        heavy = ["set_option", "maxHeartbeats"]
        if words(last[:2]) == heavy and len(last) > 4 and last[3].text == "in":
            last = last[4:]
        if [t.text for t in last[1:10]] != _LC_NORM or last[0].text != "linear_combination":
            raise Unreadable(
                "expected `linear_combination (norm := (push_cast; ring1)) e` last", last[0].line
            )
        combo = self.term(last[10:], dict(types) | {p: h.ty for p in proofs}, h.ty)
        atoms = Atoms()
        goal = ring_poly(goal_eq[0], atoms) - ring_poly(goal_eq[1], atoms)
        for factor in factors:
            goal = ring_poly(factor, atoms) * goal
        expr = ring_poly(combo, atoms)
        gens = {atoms.of_var(p): p for p in proofs}
        for key in atoms.index:
            if key[0] != "var" and any(  # type: ignore[index]
                isinstance(x, Term) and x.free_vars() & set(proofs)
                for x in key  # type: ignore[union-attr]
            ):
                raise Unreadable("a proof inside a cast, inverse or power", last[0].line)
        if expr.degree_in(gens) > 1:
            raise Unreadable(
                "a product of two proofs (linear_combination multiplies proofs only by terms)",
                last[0].line,
            )
        rest = expr
        for g, p in gens.items():
            coeff, rest = rest.split(g)
            lhs, rhs = proofs[p]
            goal = goal - coeff * (ring_poly(lhs, atoms) - ring_poly(rhs, atoms))
        ok = goal.is_zero()
        detail = "" if ok else "remainder ≠ 0: " + goal.show(atoms.names)
        self.add(h.name, "linear-combination", ok, detail, last[0].line, step)

    def _lemma(
        self, h: Have, sname: str, toks: list[Token], types: Mapping[str, Ty], omega: Omega
    ) -> tuple[Term, Term]:
        head, named, args = parse_lemma_call(toks)
        line = toks[0].line
        if head == "Nat.cast_sub":
            return self._cast_sub(h, sname, named, args, types, omega, line)
        if head == "mul_inv_cancel₀":
            if named or len(args) != 1:
                raise Unreadable("expected `mul_inv_cancel₀ (proof of a ≠ 0)`", line)
            a = shown_nonzero(self, h, sname, args[0], types, self.known, omega)
            return Term("mul", (a, Term("div", (Term.lit(1, h.ty), a), h.ty)), h.ty), Term.lit(
                1, h.ty
            )
        if head in self.stmts and head != h.name:  # an earlier have: `hratio1 n k (by omega)`
            return earlier_fact(self, h, sname, self.stmts[head], named, args, types, omega, line)
        lemma = LEMMAS.get(head.removeprefix("Prover.")) if head.startswith("Prover.") else None
        if lemma is None:
            raise Unreadable(f"unknown lemma `{head}`", line)
        if len(args) != len(lemma.params):
            raise Unreadable(f"`{head}` takes {len(lemma.params)} explicit arguments", line)
        alpha = lemma_type(lemma, named)
        if alpha == "":
            raise Unreadable(f"`{head}` is stated at {lemma.field}: no named arguments", line)
        terms: list[Term] = []
        for kind, arg in zip(lemma.params, args, strict=True):
            if kind in "hr":  # an ℕ side condition by omega, a real one (Ring.choose's) by ring
                tactic = "omega" if kind == "h" else "ring"
                if [t.text for t in arg] != ["(", "by", tactic, ")"]:
                    raise Unreadable(f"side condition of `{head}` is not `(by {tactic})`", line)
                continue
            term = self.term(arg, types, "ℕ" if kind == "n" else None)
            if kind == "c":
                alpha = alpha or term.type
                if term.type != alpha:
                    raise Unreadable(f"`{head}`: base of type {term.type}, not {alpha}", line)
            terms.append(term)
        if alpha != h.ty:
            raise Unreadable(f"`{head}` at type {alpha}, the goal is at {h.ty}", line)
        for want, got in lemma.sides(terms):
            ok, detail = side_condition(want, got, omega)
            self.add(h.name, "side-condition", ok, detail, line, sname)
        return lemma.equation(terms, h.ty)

    def _cast_sub(
        self,
        h: Have,
        sname: str,
        named: dict[str, str],
        args: list[list[Token]],
        types: Mapping[str, Ty],
        omega: Omega,
        line: int,
    ) -> tuple[Term, Term]:
        """``Nat.cast_sub (R := K) (show B ≤ A by omega)``: check ``B ≤ A`` from the block's
        hypotheses (a ``side-condition`` step) and return the statement (Mathlib
        ``Nat.cast_sub [AddGroupWithOne R] (h : m ≤ n) : ((n - m : ℕ) : R) = n - m``)
        ``((A - B : ℕ) : K) = ((A : ℕ) : K) - ((B : ℕ) : K)``."""
        ring = {"Real": "ℝ", "Rat": "ℚ", "Int": "ℤ"}.get(named.get("R", ""), named.get("R"))
        if set(named) != {"R"} or ring != h.ty or len(args) != 1:
            raise Unreadable(f"expected `Nat.cast_sub (R := {h.ty}) (show B ≤ A by omega)`", line)
        texts = words(args[0])
        if texts[:2] != ["(", "show"] or texts[-3:] != ["by", "omega", ")"]:
            raise Unreadable("expected `(show B ≤ A by omega)`", line)
        stmt = self.parse(args[0][2:-3])
        if not (stmt.kind == "binop" and stmt.value == "≤"):
            raise Unreadable("expected `show B ≤ A`", line)
        low, high, ty = self.elaborator(types).relation(stmt)
        if ty != "ℕ":
            raise Unreadable(f"`show B ≤ A` at type {ty}, not ℕ", line)
        ok, detail = omega.proves("≤", low, high)
        self.add(h.name, "side-condition", ok, detail, line, sname)
        k = h.ty
        lhs = Term("cast", (Term("sub", (high, low), "ℕ"),), k)
        rhs = Term("sub", (Term("cast", (high,), k), Term("cast", (low,), k)), k)
        return lhs, rhs
