"""The Lean proof of a statement certified through a hypothesis' case whose ``Ico`` sums were
moved to ``range`` (:func:`wzprove.model.shift_cases.moved_to_range`; LCI Gould 1.132)::

    obtain ⟨j, rfl⟩ : ∃ j, n = m + 1 + j := ⟨n - (m + 1), by omega⟩      -- hypothesis m < n
    obtain ⟨a, rfl⟩ : ∃ a, m = a + 1 := ⟨m - 1, by omega⟩                -- hypothesis m ≥ 1
    rw [Finset.sum_Ico_eq_sum_range, Finset.sum_Ico_eq_sum_range, Finset.mul_sum,
      show a + 1 + 1 + j - (a + 1) = j + 1 by omega]
    exact Eq.trans (Finset.sum_congr rfl fun k _ => by rw [show … by omega, …] <;> T)
      (Eq.trans (T_case0 j a) (Finset.sum_congr rfl fun k _ => by rw [show …] <;> T))

(``T`` is ``push_cast <;> ring``: ``rw`` may already close the goal by ``rfl``.)

A closed right side (the hockey stick ``∑ k ∈ Ico m (n + 1), C(k, m) = C(n + 1, m + 1)`` under
``m ≤ n``, scope15j) is stated by the case lemma as the goal has it, the lemma proved by the
engine's compiler (:mod:`wzprove.pipeline.hyp_moved`), and the proof closes with
``exact Eq.trans (Finset.sum_congr rfl fun k _ => by T) (T_case0 m j)``; the replay requires
the goal's closed side to be the lemma's exactly.

``obtain … rfl`` substitutes (Lean core; ``omega`` proves the witness from the hypothesis in
the context); ``Finset.sum_Ico_eq_sum_range`` (``∑ k ∈ Ico m n, f k = ∑ k ∈ range (n - m),
f (m + k)``) moves each ``Ico`` sum, ``Finset.mul_sum`` (``b * ∑ i ∈ s, f i = ∑ i ∈ s, b *
f i``) takes the factor before a sum into it, and each ``show x - y = d by omega`` rewrites an
ℕ subtraction whose value is exact (``x ≥ y`` coefficient-wise, every name ``≥ 0``).  The
case lemma ``T_case0`` states the sides so rewritten (one sum each over ``range``), proved by
the linearity compiler (form "one operator" over ``range``:
:mod:`wzprove.sketch.complete_operator`).  :func:`replay_moved_wrapper` re-reads the written
text and re-checks every step on the model: each substitution against a hypothesis, each
rewrite applied to the model as Lean applies it, each ``show`` exact, and both summand pairs
equal in the model of ``push_cast; ring1`` (:mod:`wzprove.sketch.ring_model`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_term
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm
from wzprove.model.trunc_cases import _difference, _exceeds, _linear_in, _lower_bound
from wzprove.sketch.split_proof import SplitProofError, proof_lines, read_nat

ICO = "Finset.sum_Ico_eq_sum_range"
MUL = "Finset.mul_sum"
_OBTAIN = re.compile(r"^  obtain ⟨(\w+), rfl⟩ : ∃ (\w+), (\w+) = (.+) := ⟨(.+), by omega⟩$")
_SHOW = re.compile(r"^show (.+) = (.+) by omega$")
_CONGR = r"Finset\.sum_congr rfl fun (\w+) _ => by (.+?)"
_EXACT = re.compile(
    rf"^  exact Eq\.trans \({_CONGR}\) \(Eq\.trans \((\S+)((?: \w+)*)\) \({_CONGR}\)\)$"
)
_EXACT_CLOSED = re.compile(rf"^  exact Eq\.trans \({_CONGR}\) \((\S+)((?: \w+)*)\)$")
_TAIL = "push_cast <;> ring"
_SORRY = re.compile(r"\b(sorry|admit)\b")


def _add(a: Term, b: Term) -> Term:
    return Term("add", (a, b), "ℕ")


def _nat_names(sides: list[Term], variables: set[str]) -> set[str]:
    names = set(variables)
    for side in sides:
        for t in side.walk():
            if t.op == "sum" and isinstance(t.value, SumBinder) and t.value.index_type == "ℕ":
                names.add(t.value.index)
    return names


def _first_ico(sides: list[Term]) -> Term | None:
    for side in sides:
        for t in side.walk():
            if t.op == "sum" and isinstance(t.value, SumBinder) and t.value.kind == "Ico":
                return t
    return None


def _move_ico(sides: list[Term]) -> list[Term]:
    """``Finset.sum_Ico_eq_sum_range`` at the first ``Ico`` sum (every copy of it, as ``rw``)."""
    node = _first_ico(sides)
    if node is None:
        raise SplitProofError(f"{ICO}: no Ico sum left")
    lo, hi, body = node.args
    k = node.value.index
    if k in lo.free_vars() | hi.free_vars():
        raise SplitProofError(f"{ICO}: the index in a limit")
    moved = substitute(body, k, _add(lo, Term.var(k)))
    width = Term("sub", (hi, lo), "ℕ")
    new = replace(node, value=replace(node.value, kind="range"), args=(Term.lit(0), width, moved))
    return [replace_subterm(s, node, new) for s in sides]


def _products(sides: list[Term]) -> list[Term]:
    return [
        t
        for side in sides
        for t in side.walk()
        if t.op == "mul"
        and t.args[1].op == "sum"
        and t.args[1].value.index not in t.args[0].free_vars()
    ]


def _mul_sum(sides: list[Term]) -> list[Term]:
    """``Finset.mul_sum`` at the one product ``b * ∑ i ∈ s, f i`` of the sides."""
    found = _products(sides)
    if len(set(found)) != 1:
        raise SplitProofError(f"{MUL}: not exactly one product of a factor and a sum")
    (node,) = set(found)
    b, s = node.args
    new = replace(s, args=(*s.args[:2], Term("mul", (b, s.args[2]), node.type)))
    return [replace_subterm(x, node, new) for x in sides]


def _exact_show(x: Term, y: Term, names: set[str]) -> bool:
    """Whether ``omega`` proves ``x = y``: ``x = p − q`` with ``p ≥ q`` coefficient-wise over
    ``names`` (each ``≥ 0``) and ``y`` the same linear form as ``p − q``."""
    if x.op != "sub" or x.type != "ℕ" or not _exceeds(x.args[0], x.args[1], names, False):
        return False
    a, b = _linear_in(_difference(x.args[0], x.args[1], names), names), _linear_in(y, names)
    clean = {k: v for k, v in (a or {}).items() if v}
    return b is not None and clean == {k: v for k, v in b.items() if v}


def _subtractions(t: Term, names: set[str]) -> list[Term]:
    """The exact ℕ subtractions of ``t``, innermost first, each once."""
    out: list[Term] = []
    for a in t.args:
        out += [x for x in _subtractions(a, names) if x not in out]
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[0], t.args[1], names, False):
        out.append(t)
    return out


def _evaluate(t: Term, names: set[str]) -> tuple[Term, list[tuple[Term, Term]]]:
    """``t`` with its exact ℕ subtractions evaluated, and the rewrites (``show``s) in order."""
    shows = []
    for x in _subtractions(t, names):
        if any(x == old for old, _ in shows):
            continue
        cur = x
        for old, new in shows:  # an inner one rewritten first
            cur = replace_subterm(cur, old, new)
        if cur not in list(t.walk()):
            continue
        y = _difference(cur.args[0], cur.args[1], names)
        shows.append((cur, y))
        t = replace_subterm(t, cur, y)
    return t, shows


def _show_text(shows: list[tuple[Term, Term]]) -> list[str]:
    return [f"show {render_term(x)} = {render_term(y)} by omega" for x, y in shows]


def _congr_tactic(shows: list[tuple[Term, Term]]) -> str:
    if not shows:
        return _TAIL
    return f"rw [{', '.join(_show_text(shows))}] <;> {_TAIL}"


def _fresh(taken: set[str]) -> str:
    return next(x for x in ("a", "b", "c", "d", "e", "p", "q") if x not in taken)


def moved_plan(original: Identity, v: str, value: Term, j: str, witness: Term):
    """The wrapper's lines but the last, and the sides the case lemma states (in the
    wrapper's names) with the lemma's variables; raises :class:`SplitProofError`."""
    try:
        obtain = [
            f"  obtain ⟨{j}, rfl⟩ : ∃ {j}, {v} = {render_term(value)} := "
            f"⟨{render_term(witness)}, by omega⟩"
        ]
    except RenderError as exc:
        raise SplitProofError(f"no Lean text ({exc})") from exc
    sides = [substitute(s, v, value) for s in (original.lhs, original.rhs)]
    hyps = [substitute(h, v, value) for h in original.hypotheses]
    variables = [x.name for x in original.variables if x.name != v] + [j]
    taken = set(variables) | set(original.hypothesis_names) | {"k", "m"}
    for w in list(variables):
        here = replace(original, hypotheses=hyps, variables=[])
        b = _lower_bound(here, w)
        if b <= 0:
            continue
        a = _fresh(taken)
        taken.add(a)
        shifted = _add(Term.var(a), Term.lit(b))
        obtain.append(f"  obtain ⟨{a}, rfl⟩ : ∃ {a}, {w} = {a} + {b} := ⟨{w} - {b}, by omega⟩")
        sides = [substitute(s, w, shifted) for s in sides]
        hyps = [substitute(h, w, shifted) for h in hyps]
        variables[variables.index(w)] = a
    rws = []
    while _first_ico(sides) is not None:
        sides = _move_ico(sides)
        rws.append(ICO)
    if _products(sides):
        sides = _mul_sum(sides)
        rws.append(MUL)
    names = _nat_names(sides, set(variables))
    for i in range(len(sides)):  # each width (one rewrite for equal ones)
        if sides[i].op == "sum" and sides[i].args[1].op == "sub":
            w = sides[i].args[1]
            if _exceeds(w.args[0], w.args[1], names, False):
                d = _difference(w.args[0], w.args[1], names)
                rws.append(f"show {render_term(w)} = {render_term(d)} by omega")
                sides = [replace_subterm(x, w, d) for x in sides]
    if not _is_range_sum(sides[0]) or (_is_range_sum(sides[1]) != _has_sum(sides[1])):
        raise SplitProofError("a side that is not one sum over range after the moves")
    lemma_sides, congrs = [], []
    for s in sides:
        if not _is_range_sum(s):  # a closed right side: the lemma states it as it is
            lemma_sides.append(s)
            congrs.append(None)
            continue
        body, shows = _evaluate(s.args[2], names)
        lemma_sides.append(replace(s, args=(*s.args[:2], body)))
        congrs.append(_congr_tactic(shows))
    lines = [*obtain, f"  rw [{', '.join(rws)}]"] if rws else obtain
    return lines, lemma_sides, variables, congrs


def _is_range_sum(t: Term) -> bool:
    return t.op == "sum" and isinstance(t.value, SumBinder) and t.value.kind == "range"


def _has_sum(t: Term) -> bool:
    return any(x.op in ("sum", "prod") for x in t.walk())


def moved_exact(lemma: str, args: list[str], congrs: list[str | None], index: str) -> str:
    """The wrapper's last line: ``Eq.trans`` of the left congruence, the lemma and the right
    congruence, or of the left congruence and the lemma where the right side is closed (the
    lemma states it as the goal does, ``congrs[1]`` is ``None``)."""
    if congrs[1] is None:
        return (
            f"  exact Eq.trans (Finset.sum_congr rfl fun {index} _ => by {congrs[0]}) "
            f"({lemma} {' '.join(args)})"
        )
    return (
        f"  exact Eq.trans (Finset.sum_congr rfl fun {index} _ => by {congrs[0]}) "
        f"(Eq.trans ({lemma} {' '.join(args)}) "
        f"(Finset.sum_congr rfl fun {index} _ => by {congrs[1]}))"
    )


# ----------------------------------------------------------------------------- the replay


def _fail(why: str) -> SplitProofError:
    return SplitProofError(f"replay: {why}")


def _apply_shows(texts: list[str], bodies: list[Term], names: set[str]) -> list[Term]:
    for item in texts:
        got = _SHOW.match(item)
        if got is None:
            raise _fail(f"a rewrite that is not `show … by omega`: {item[:80]}")
        x, y = (read_nat(got.group(i), sorted(names)) for i in (1, 2))
        if not _exact_show(x, y, names):
            raise _fail(f"omega does not prove {item[:80]} here")
        if not any(x in list(b.walk()) for b in bodies):
            raise _fail(f"`{got.group(1)}` does not occur")
        bodies = [replace_subterm(b, x, y) for b in bodies]
    return bodies


def _rewrites(tactic: str) -> list[str]:
    if tactic == _TAIL:
        return []
    got = re.fullmatch(rf"rw \[(.+)\] <;> {re.escape(_TAIL)}", tactic)
    if got is None:
        raise _fail(f"a congruence step that is not rw … <;> {_TAIL}")
    return [x.strip() for x in re.split(r", (?=show )", got.group(1))]


def replay_moved_wrapper(text: str, name: str) -> None:  # noqa: C901 - one check per line
    """Re-read the proof of ``name`` in ``text`` (module docstring) and re-check each step;
    raises :class:`SplitProofError` at the first one that does not hold."""
    from wzprove.sketch.hyp_proof import read_opening
    from wzprove.sketch.replay_operator import _poly_zero

    theorems = {p.name: p.identity for p in parse_text(text) if p.identity is not None}
    main = theorems.get(name)
    if main is None or main.statement is None:
        raise _fail(f"no theorem {name} in the text")
    body = proof_lines(text, main.statement)
    # a sorry in this proof or its lemmas' (the text before them is the user's file, whose
    # other theorems may still be open)
    if not body or _SORRY.search("\n".join(body)):
        raise _fail("no proof, or a sorry")
    j, v, value, _ = read_opening(
        main, body[0], "replay: the proof does not open with the hypothesis' obtain"
    )
    variables = [x.name for x in main.variables]
    sides = [substitute(s, v, value) for s in (main.lhs, main.rhs)]
    hyps = [substitute(h, v, value) for h in main.hypotheses]
    current = [x for x in variables if x != v] + [j]
    taken = set(variables) | set(main.hypothesis_names) | {j}
    i = 1
    while i < len(body) and (got := _OBTAIN.match(body[i])) is not None:
        a, w = got.group(1), got.group(3)
        shift = re.fullmatch(rf"{re.escape(a)} \+ (\d+)", got.group(4))
        if got.group(2) != a or a in taken or w not in current or shift is None:
            raise _fail(f"an obtain that is not `∃ a, w = a + b`: {body[i][:80]}")
        b = int(shift.group(1))
        if got.group(5) != f"{w} - {b}" or _lower_bound(replace(main, hypotheses=hyps), w) < b:
            raise _fail(f"{w} ≥ {b} does not follow from a hypothesis")
        shifted = _add(Term.var(a), Term.lit(b))
        sides = [substitute(s, w, shifted) for s in sides]
        hyps = [substitute(h, w, shifted) for h in hyps]
        current[current.index(w)] = a
        taken.add(a)
        i += 1
    rest = body[i:]
    if rest and rest[0].startswith("  rw ["):
        items = [x.strip() for x in re.split(r", (?=show |Finset\.)", rest[0][len("  rw [") : -1])]
        for item in items:
            if item == ICO:
                sides = _move_ico(sides)
            elif item == MUL:
                sides = _mul_sum(sides)
            else:  # no summation index in scope here: only the variables
                sides = _apply_shows([item], sides, set(current))
        rest = rest[1:]
    exact = _EXACT.match(rest[0]) if len(rest) == 1 else None
    closed = _EXACT_CLOSED.match(rest[0]) if len(rest) == 1 and exact is None else None
    if exact is not None:
        k1, tac1, lemma_name, args, k2, tac2 = exact.groups()
    elif closed is not None:  # the right side closed: the lemma's, as it is
        k1, tac1, lemma_name, args = closed.groups()
        k2, tac2 = k1, None
    else:
        raise _fail("the proof does not close with Eq.trans of two congruences and a lemma")
    lemma = theorems.get(lemma_name)
    if lemma is None or lemma_name == name or lemma.hypotheses:
        raise _fail(f"{lemma_name} is not a lemma of the text without hypotheses")
    start = min(
        (
            text.find(f"{kw} {lemma_name}")
            for kw in ("theorem", "lemma")
            if f"{kw} {lemma_name}" in text
        ),
        default=-1,
    )
    if start < 0 or _SORRY.search(text[start:]):
        raise _fail(f"no proof of {lemma_name}, or a sorry in it or after it")
    if any(x.type != "ℕ" for x in lemma.variables):
        raise _fail(f"{lemma_name} has a variable that is not ℕ")
    args_list = args.split()
    if len(args_list) != len(lemma.variables) or not set(args_list) <= set(current):
        raise _fail("the lemma's arguments are not variables in scope")
    lemma_sides = []
    for s in (lemma.lhs, lemma.rhs):
        for x, arg in zip(lemma.variables, args_list, strict=True):
            s = substitute(s, x.name, Term.var(f"#{arg}"))
        for arg in args_list:
            s = substitute(s, f"#{arg}", Term.var(arg))
        lemma_sides.append(s)
    for side, mine, k, tac in zip(sides, lemma_sides, (k1, k2), (tac1, tac2), strict=True):
        if tac is None:  # `Eq.trans _ (lemma …)`: the lemma's right side is the goal's
            if side != mine:
                raise _fail("the closed right side is not the lemma's")
            continue
        if side.op != "sum" or mine.op != "sum" or side.value != mine.value:
            raise _fail("a side and the lemma's are not sums of the same kind")
        if side.args[:2] != mine.args[:2] or side.value.kind != "range" or side.value.index != k:
            raise _fail("a side and the lemma's run over different ranges")
        names = _nat_names([side, mine], set(current))
        pair = _apply_shows(_rewrites(tac), [side.args[2], mine.args[2]], names)
        # the two summands compared as polynomials (no ℕ subtraction written between them)
        if not _poly_zero((pair[0], pair[1]), []):
            raise _fail("a summand and the lemma's differ after push_cast; ring")
