"""The Lean proof of a statement split at its ℕ subtractions (:mod:`wzprove.model.trunc_cases`).

As for the parity split (:mod:`wzprove.sketch.split_proof`), each certified case is a lemma
whose statement is rendered from the case's model and read back
(:func:`~wzprove.sketch.split_proof.case_lemma`) and whose proof is compiled by the
complete-proof compiler; the user's theorem is proved from them, one ``·`` block per case.

**Truncation** (one variable ``v``, truncating for ``v < t``; ``Nat.lt_or_ge``, Lean core)::

    rcases Nat.lt_or_ge v t with hsplit | hsplit
    · interval_cases v
      · decide                  -- v = 0: the closed ℕ statement, evaluated here first
      …                         -- one per value 0, …, t − 1
    · obtain ⟨m, rfl⟩ : ∃ m, v = m + t := ⟨v - t, by omega⟩
      rw [show (2 * (m + 1) - 1 : ℕ) = (2 * m + 1 : ℕ) by omega, …]
      exact T_caset m …

``interval_cases`` (Mathlib/Tactic/IntervalCases.lean) leaves one goal per value, ``v``
replaced by its numeral; each is a closed statement at ℕ or ℤ, evaluated exactly here under
Lean's semantics before ``decide`` is written (the kernel then evaluates it again); at ℚ or ℝ,
``norm_num [Finset.sum_range_succ]``, and ``if v = c`` tests decided in the case ``v = m + t``
by ``if_neg`` (:mod:`wzprove.sketch.split_values`).

**Difference** (``n - m`` in two variables)::

    rcases Nat.lt_or_ge n m with hsplit | hsplit
    · obtain ⟨j, rfl⟩ : ∃ j, m = n + 1 + j := ⟨m - (n + 1), by omega⟩
      have hz1 : Finset.Ico (n + 1 + j) (n + 1) = ∅ := Finset.Ico_eq_empty_of_le (by omega)
      have hz2 : Nat.choose n (n + 1 + j) = 0 := Nat.choose_eq_zero_of_lt (by omega)
      rw [hz1, hz2]
      all_goals simp
    · obtain ⟨j, rfl⟩ : ∃ j, n = m + j := ⟨n - m, by omega⟩
      rw [show (m + j - m : ℕ) = (j : ℕ) by omega]
      exact T_case0 j m

A case whose sides the engine found equal after :func:`~wzprove.model.trunc_cases.simplify_zero`
is closed by the facts that simplification used (each a linear ℕ inequality, checked here,
proved by ``omega``), rewritten in the order the simplification applies them, and ``simp`` for
what is left (``∑ x ∈ ∅``, ``x ^ 0``, ``↑0``, products with ``0`` and ``1``); a certified
case is its lemma after the rewrites of its now-exact subtractions.  Every branch is checked on
the model before anything is written: the user's sides with the substitution and the rewrites
applied, as the text says, are the case lemma's sides exactly.  :func:`replay_trunc_wrapper`
re-reads the written text and re-checks each step.

A case lemma whose ``∑ k ∈ Ico lo hi, f k`` the compiler does not take (``Ico 1`` at ℕ,
``Ico m``) is stated over ``range (hi - lo)`` with ``f (lo + k)`` (:func:`ico_shifted`,
certified by its own engine run: :func:`wzprove.pipeline.split._compile_case`); the branch
then rewrites by ``Finset.sum_Ico_eq_sum_range _ (lo : ℕ) (hi : ℕ)``
(Mathlib/Algebra/BigOperators/Intervals.lean: ``(f : ℕ → M) (m n : ℕ)``, the bounds given so
that the pattern is that one sum) and the length ``hi - lo`` to its exact value by ``omega``
before the lemma applies.  A sum ``∑ k ∈ Icc lo hi`` (``lo ≠ 0``; the WZ compiler takes
``Icc 0`` only) is first ``∑ k ∈ Ico lo (hi + 1)`` by ``Prover.sum_Icc_eq_sum_Ico_succ _
(lo : ℕ) (hi : ℕ)`` (Prover/Telescope.lean), then moved the same way: its lemma is over
``range (hi + 1 - lo)``.

Other forms (value cases with other variables left, hypotheses the branch cannot pass on, a
value case not at ℕ or ℤ) raise :class:`~wzprove.sketch.split_proof.SplitProofError`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_term
from wzprove.model.cases import Case, Split, _bounds
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm
from wzprove.model.trunc_cases import (
    _difference,
    _exceeds,
    exact_subtractions,
    simplify_zero,
)
from wzprove.sketch import split_low_shift as low_shift
from wzprove.sketch.split_proof import CaseLemma, SplitProofError, read_wrapper
from wzprove.sketch.split_values import decided_tests, if_neg_sides, replay_values, value_branch

#: Lean core: ``Nat.lt_or_ge (a b : ℕ) : a < b ∨ a ≥ b`` (Prover/MATHLIB.txt)
SPLIT_LEMMA = "Nat.lt_or_ge"
#: Mathlib: ``∑ k ∈ Ico m n, f k = ∑ k ∈ range (n - m), f (m + k)`` (Prover/MATHLIB.txt)
SHIFT_LEMMA = "Finset.sum_Ico_eq_sum_range"
#: Prover/Telescope.lean: ``∑ k ∈ Icc m n, f k = ∑ k ∈ Ico m (n + 1), f k``
ICC_LEMMA = "Prover.sum_Icc_eq_sum_Ico_succ"


def _post_order(t: Term) -> list[Term]:
    out: list[Term] = []
    for a in t.args:
        out += _post_order(a)
    out.append(t)
    return out


def _rewrites(
    sides: list[Term], rule: Callable[[Term], Term | None]
) -> tuple[list[tuple[Term, Term]], list[Term]]:
    """Innermost first, each ℕ subtraction that ``rule`` gives an exact value, replaced by it
    everywhere: the ``(old, new)`` pairs in order and the sides after them."""
    done: list[tuple[Term, Term]] = []
    while True:
        found = None
        for s in sides:
            for node in _post_order(s):
                if node.op == "sub" and node.type == "ℕ":
                    new = rule(node)
                    if new is not None and new != node:
                        found = (node, new)
                        break
            if found:
                break
        if found is None:
            return done, sides
        if any(t.op == "sub" for t in found[1].walk()):
            raise SplitProofError(f"the subtraction {found[0]} has no exact value")
        done.append(found)
        sides = [replace_subterm(s, *found) for s in sides]


def _show(a: Term, b: Term) -> str:
    try:
        return f"show {render_term(a)} = ({render_term(b)} : ℕ) by omega"
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for {a} = {b} ({exc})") from exc


def _moved(sides: list[Term], kind: str) -> Term | None:
    """The one ``∑ k ∈ kind lo hi`` (``lo ≠ 0``) of ``sides``, or ``None``."""
    found = {
        t
        for s in sides
        for t in s.walk()
        if t.op == "sum" and t.value.kind == kind and t.args[0] != Term.lit(0)  # type: ignore[union-attr]
    }
    return next(iter(found)) if len(found) == 1 else None


def _at_bounds(lemma: str, sides: list[Term], kind: str) -> str:
    """``lemma _ (lo : ℕ) (hi : ℕ)`` for the one ``kind`` sum of ``sides`` that it rewrites
    (:data:`SHIFT_LEMMA`, :data:`ICC_LEMMA`: ``f`` left to unification, the bounds explicit, so
    that ``rw`` 's pattern is that sum's)."""
    node = _moved(sides, kind)
    if node is None:
        raise SplitProofError(f"no one {kind} sum for {lemma}")
    lo, hi = (render_term(t) for t in node.args[:2])
    return f"{lemma} _ ({lo} : ℕ) ({hi} : ℕ)"


def _arguments(original: Identity, v: str, value: Term, lemma: CaseLemma, m: str) -> list[str]:
    """The case lemma's arguments: its variables, then each hypothesis as the user's (carried
    over, ``v`` substituted) or ``(by omega)`` (a bound on the new variable alone)."""
    names = dict(zip(original.hypotheses, original.hypothesis_names, strict=False))
    carried = {
        exact_subtractions(substitute(h, v, value), m): names.get(h, "")
        for h in original.hypotheses
    }
    args = [x.name for x in lemma.identity.variables]
    for h in lemma.identity.hypotheses:
        if carried.get(h):
            args.append(carried[h])
        elif h.free_vars() <= {m} and _bounds(h, m) is not None:
            args.append("(by omega)")
        else:
            raise SplitProofError(f"the hypothesis {h} of the case is not passed on")
    return args


def _bound_names(t: Term) -> set[str]:
    return {s.value.index for s in t.walk() if isinstance(s.value, SumBinder)}


def trunc_wrapper(original: Identity, split: Split, lemmas: dict[int, CaseLemma]) -> list[str]:
    """The proof lines of a one-variable truncation split (module docstring): ``lemmas``
    maps the residue of each certified case to its lemma."""
    v, m = split.variable, split.new_variable
    *value_cases, last = split.cases
    if len(value_cases) != 1 or value_cases[0].values is None or last.values is not None:
        raise SplitProofError("value cases with other variables left (no proof written yet)")
    t, values = last.residue, value_cases[0].values
    if tuple(values) != tuple(range(t)) or last.value is None:
        raise SplitProofError("the value cases are not 0, …, t − 1")
    if "hsplit" in original.hypothesis_names:
        raise SplitProofError("a hypothesis is named hsplit")
    if t not in lemmas:  # e.g. a case whose sides are the same term: no lemma was compiled
        raise SplitProofError(f"no compiled lemma for the case {v} = {m} + {t}")
    lines = [f"  rcases {SPLIT_LEMMA} {v} {t} with hsplit | hsplit"]
    lines += value_branch(original, v, values)
    lines += _exact_branch(original, v, m, last, lemmas[t], _trunc_rule(m), f"{v} - {t}")
    return lines


def _trunc_rule(m: str) -> Callable[[Term], Term | None]:
    return lambda node: exact_subtractions(node, m)


def _diff_rule(names: set[str]) -> Callable[[Term], Term | None]:
    def rule(node: Term) -> Term | None:
        x, y = node.args
        if _exceeds(x, y, names, False):
            return _difference(x, y, names)
        return None

    return rule


def _exact_branch(
    original: Identity,
    v: str,
    m: str,
    case: Case,
    lemma: CaseLemma,
    rule: Callable[[Term], Term | None],
    witness: str,
) -> list[str]:
    """``obtain`` the case's substitution, rewrite its exact subtractions, apply its lemma."""
    assert case.value is not None
    sides = [substitute(s, v, case.value) for s in (original.lhs, original.rhs)]
    if any(m in _bound_names(s) for s in sides):
        raise SplitProofError(f"a bound variable is named {m}")
    rewrites, sides = _rewrites(sides, rule)
    tests, sides = decided_tests(sides, m, [case.identity.lhs, case.identity.rhs])
    if sides != [case.identity.lhs, case.identity.rhs]:
        raise SplitProofError(f"case {case.substitution}: the rewrites do not give the case")
    texts = [_show(a, b) for a, b in rewrites] + tests
    exact = f"exact {lemma.name} {' '.join(_arguments(original, v, case.value, lemma, m))}"
    low = low_shift.low_shift_lines(sides, lemma.identity, exact)  # the lemma of low_shifted(case)
    if low is None and sides != [lemma.identity.lhs, lemma.identity.rhs]:  # of ico_shifted
        names = {x.name for x in lemma.identity.variables}
        as_ico = icc_as_ico(sides)
        if as_ico is not None:
            texts.append(_at_bounds(ICC_LEMMA, sides, "Icc"))
            sides = as_ico
        texts.append(_at_bounds(SHIFT_LEMMA, sides, "Ico"))
        sides, width, d = _shift_sides(sides, names)
        sides = [replace_subterm(s, width, d) for s in sides]
        texts.append(_show(width, d))
        if sides != [lemma.identity.lhs, lemma.identity.rhs]:
            raise SplitProofError(f"case {case.substitution}: its lemma is not the case")
    value = render_term(case.value)
    lines = [f"  · obtain ⟨{m}, rfl⟩ : ∃ {m}, {v} = {value} := ⟨{witness}, by omega⟩"]
    if texts:
        lines.append(f"    rw [{', '.join(texts)}]")
    return lines + (low or [f"    {exact}"])


def _shift_sides(sides: list[Term], names: set[str]) -> tuple[list[Term], Term, Term]:
    """:data:`SHIFT_LEMMA` on the one ``∑ k ∈ Ico lo hi, f k`` (``lo ≠ 0``) of ``sides``: it
    becomes ``∑ k ∈ range (hi - lo), f (lo + k)``; returns the sides, ``hi - lo`` and its exact
    value (``hi ≥ lo`` coefficient-wise, so ``omega`` proves it)."""
    found = {
        t
        for s in sides
        for t in s.walk()
        if t.op == "sum" and t.value.kind == "Ico" and t.args[0] != Term.lit(0)  # type: ignore[union-attr]
    }
    if len(found) != 1:
        raise SplitProofError(f"{len(found)} Ico sums to move to a range (one is)")
    (node,) = found
    lo, hi, body = node.args
    assert isinstance(node.value, SumBinder)
    k = node.value.index
    if k in lo.free_vars() | hi.free_vars() or not _exceeds(hi, lo, names, False):
        raise SplitProofError(f"the Ico sum's length {hi} - {lo} is not exact")
    width = Term("sub", (hi, lo), "ℕ")
    moved = substitute(body, k, Term("add", (lo, Term.var(k)), "ℕ"))
    new = replace(node, value=replace(node.value, kind="range"), args=(Term.lit(0), width, moved))
    return [replace_subterm(s, node, new) for s in sides], width, _difference(hi, lo, names)


def icc_as_ico(sides: list[Term]) -> list[Term] | None:
    """:data:`ICC_LEMMA` on the one ``∑ k ∈ Icc lo hi, f k`` (``lo ≠ 0``) of ``sides``: it
    becomes ``∑ k ∈ Ico lo (hi + 1), f k`` (the same set of ℕ); ``None`` without one such sum."""
    found = {
        t
        for s in sides
        for t in s.walk()
        if t.op == "sum" and t.value.kind == "Icc" and t.args[0] != Term.lit(0)  # type: ignore[union-attr]
    }
    if len(found) != 1:
        return None
    (node,) = found
    assert isinstance(node.value, SumBinder)
    lo, hi, body = node.args
    top = Term("add", (hi, Term.lit(1, "ℕ")), "ℕ")
    new = replace(node, value=replace(node.value, kind="Ico"), args=(lo, top, body))
    return [replace_subterm(s, node, new) for s in sides]


def ico_shifted(identity: Identity) -> Identity | None:
    """``identity`` with its one ``Ico lo hi`` sum (``lo ≠ 0``) moved to ``range (hi − lo)``
    (:func:`_shift_sides`, the length reduced to its exact value), or ``None``: the statement
    of a case lemma the compiler can take where it cannot take the ``Ico`` sum (an ``Ico 1``
    sum at ℕ, an ``Ico m`` sum); the wrapper rewrites the case by :data:`SHIFT_LEMMA`.  An
    ``Icc lo hi`` sum (``lo ≠ 0``) is read as ``Ico lo (hi + 1)`` first (:func:`icc_as_ico`,
    the wrapper's :data:`ICC_LEMMA`)."""
    names = {x.name for x in identity.variables}
    start = [identity.lhs, identity.rhs]
    try:
        sides, width, d = _shift_sides(icc_as_ico(start) or start, names)
    except SplitProofError:
        return None
    lhs, rhs = (replace_subterm(s, width, d) for s in sides)
    return replace(identity, lhs=lhs, rhs=rhs, statement=None)


def _zero_facts(t: Term, names: set[str], out: list[tuple[Term, Term, str]]) -> Term:
    """``t`` after :func:`simplify_zero`'s structural rules, bottom-up as it applies them,
    appending each ``(lhs, rhs, proof)`` used: an empty ``Ico``, a vanishing binomial, a
    truncated or exact ℕ subtraction.  The arithmetic rules (``x ^ 0``, products with ``0``
    or ``1``, casts of literals) are left to ``simp``."""
    if not t.args:
        return t
    if t.op in ("sum", "prod"):
        assert isinstance(t.value, SumBinder)
        lo, hi, body = t.args
        inner = names - {t.value.index}
        lo, hi = (_zero_facts(a, inner, out) for a in (lo, hi))
        if t.op == "sum" and t.value.kind == "Ico" and _exceeds(lo, hi, inner, False):
            # the fact is about the sum's set (`Finset.Ico lo hi = ∅`): kept as the sum itself
            empty = replace(t, args=(lo, hi, body))
            _add(out, (empty, Term.lit(0, t.type), "Finset.Ico_eq_empty_of_le (by omega)"))
            return Term.lit(0, t.type)
        if t.op == "sum" and t.value.kind == "range" and hi == Term.lit(0):
            return Term.lit(0, t.type)  # `∑ x ∈ range 0, _ = 0`: simp (Finset.sum_range_zero)
        zero = low_shift.zero_sum_proof(replace(t, args=(lo, hi, body)), inner)
        if zero is not None:  # every term's C(k, L) is 0 (sketch/split_low_shift.py)
            _add(out, (replace(t, args=(lo, hi, body)), Term.lit(0, t.type), zero))
            return Term.lit(0, t.type)
        if t.op == "sum" and t.value.kind in ("range", "Ico") and _exceeds(lo, hi, inner, False):
            raise SplitProofError("an empty sum of this form (no fact written for it yet)")
        return replace(t, args=(lo, hi, body))
    t = replace(t, args=tuple(_zero_facts(a, names, out) for a in t.args))
    zero = Term.lit(0, t.type)
    if t.op == "choose" and len(t.args) == 2 and _exceeds(t.args[1], t.args[0], names, True):
        _add(out, (t, zero, "Nat.choose_eq_zero_of_lt (by omega)"))
        return zero
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[1], t.args[0], names, False):
        _add(out, (t, zero, "by omega"))
        return zero
    if t.op == "sub" and t.type == "ℕ" and _exceeds(t.args[0], t.args[1], names, False):
        d = _difference(t.args[0], t.args[1], names)
        _add(out, (t, d, "by omega"))
        return d
    return simplify_zero(t, names)


def _add(out: list[tuple[Term, Term, str]], fact: tuple[Term, Term, str]) -> None:
    """One rewrite per term: a second occurrence is rewritten by the first ``rw``."""
    if all(_key(f) != _key(fact) for f in out):
        out.append(fact)


def _key(fact: tuple[Term, Term, str]) -> tuple[Term, ...]:
    """What a fact rewrites: the term, or the ``Ico`` set ``(lo, hi)`` of an empty sum."""
    lhs = fact[0]
    return tuple(lhs.args[:2]) if fact[2].startswith("Finset.Ico_eq") else (lhs,)


def _fact_text(lhs: Term, rhs: Term, proof: str) -> str:
    if proof.startswith("Finset.Ico_eq"):
        a, b = (render_term(x) for x in lhs.args[:2])
        return f"Finset.Ico ({a} : ℕ) ({b} : ℕ) = ∅ := {proof}"
    return f"({render_term(lhs)} : ℕ) = ({render_term(rhs)} : ℕ) := {proof}"


def _zero_branch(original: Identity, v: str, j: str, case: Case, witness: str) -> list[str]:
    """``obtain`` the case's substitution, then the facts of :func:`_zero_facts` and simp."""
    assert case.value is not None
    names = {x.name for x in original.variables} | {j}
    sides = [substitute(s, v, case.value) for s in (original.lhs, original.rhs)]
    facts: list[tuple[Term, Term, str]] = []
    simple = [_zero_facts(s, names, facts) for s in sides]
    if simple[0] != simple[1] or [simplify_zero(s, names) for s in sides] != simple:
        raise SplitProofError(f"case {case.substitution}: the facts do not close it")
    taken = names | set(original.hypothesis_names) | {"hsplit"}
    value = render_term(case.value)
    lines = [f"  · obtain ⟨{j}, rfl⟩ : ∃ {j}, {v} = {value} := ⟨{witness}, by omega⟩"]
    hs = []
    for i, (lhs, rhs, proof) in enumerate(facts):
        h = f"hz{i + 1}"
        while h in taken:
            h += "'"
        hs.append(h)
        lines.append(f"    have {h} : {_fact_text(lhs, rhs, proof)}")
    if hs:
        lines.append(f"    rw [{', '.join(hs)}]")
    lines.append("    all_goals simp")
    return lines


def difference_wrapper(original: Identity, split: Split, lemmas: dict[int, CaseLemma]) -> list[str]:
    """The proof lines of a two-variable difference split ``n - m`` (module docstring):
    ``lemmas`` maps the residue of each case the engine certified to its lemma; a case
    without one must be one whose sides simplify to the same term."""
    n, m = (x.strip() for x in split.variable.split(" - "))
    j = split.new_variable
    exact, below = split.cases
    names = {x.name for x in original.variables} | {j}
    if "hsplit" in original.hypothesis_names:
        raise SplitProofError("a hypothesis is named hsplit")
    lines = [f"  rcases {SPLIT_LEMMA} {n} {m} with hsplit | hsplit"]
    if below.residue in lemmas:
        raise SplitProofError(f"case {below.substitution}: a certified case below (not yet)")
    lines += _zero_branch(original, m, j, below, f"{m} - ({n} + 1)")
    if exact.residue not in lemmas:
        raise SplitProofError(f"case {exact.substitution} has no lemma")
    lines += _exact_branch(
        original, n, j, exact, lemmas[exact.residue], _diff_rule(names), f"{n} - {m}"
    )
    return lines


# -- replay: the written text re-read and re-checked on the model ---------------------------

_RCASES = re.compile(r"^  rcases Nat\.lt_or_ge (\w+) (\w+) with hsplit \| hsplit$")
_OBTAIN = re.compile(r"^  · obtain ⟨(\w+), rfl⟩ : ∃ \w+, (\w+) = (.+) := ⟨(.+), by omega⟩$")
_RW_ITEM = re.compile(
    r"show (.+?) = \((.+?) : ℕ\) by omega"
    r"|Finset\.sum_Ico_eq_sum_range _ \((.+?) : ℕ\) \((.+?) : ℕ\)(?=, |\])"
    r"|Prover\.sum_Icc_eq_sum_Ico_succ _ \((.+?) : ℕ\) \((.+?) : ℕ\)(?=, |\])"
    r"|if_neg \(show ¬\(\((.+?) : ℕ\) = \((.+?) : ℕ\)\) by omega\)"
)
_RW_STARTS = ("    rw [show", "    rw [Finset", f"    rw [{ICC_LEMMA}", "    rw [if_neg")
_HAVE = re.compile(r"^    have (\S+) : (.+) := (.+)$")
_ICO = re.compile(r"^Finset\.Ico \((.+) : ℕ\) \((.+) : ℕ\) = ∅$")
_EQ = re.compile(r"^\((.+) : ℕ\) = \((.+) : ℕ\)$")


def _read(texts: list[str], names: list[str]) -> list[Term]:
    """The ℕ terms ``texts`` in the variables ``names``, read by the statement parser."""
    binders = " ".join(f"({x} : ℕ)" for x in names)
    eq = " = ".join(f"({t} : ℕ)" for t in texts) if len(texts) == 2 else f"({texts[0]} : ℕ) = 0"
    (back,) = parse_text(f"theorem replay_read {binders} : {eq}")
    if back.identity is None:
        raise SplitProofError(f"replay: cannot read {texts}")
    return [back.identity.lhs, back.identity.rhs][: len(texts)]


def replay_trunc_wrapper(text: str, name: str, kind: str) -> None:
    """Re-read the truncation (``kind`` ``"truncation"``) or difference split proof of theorem
    ``name`` from ``text`` and re-check it on the model; raises :class:`SplitProofError` at the
    first step that does not hold.  Each branch: the ``obtain`` substitution must cover the
    branch of ``Nat.lt_or_ge`` (``v ≥ t`` ↦ ``v = m + t``; ``n ≥ m`` ↦ ``n = m + j``;
    ``n < m`` ↦ ``m = n + 1 + j``); each ``show A = B by omega`` must be a ℕ subtraction and
    its exact value; each ``have`` fact must be one of the facts the simplification of that
    case uses, in its order, each a linear inequality checked here; the sides after the
    rewrites must be the named case lemma's sides; each ``decide`` value must hold exactly."""
    theorems, main, opened, branches = read_wrapper(text, name, _RCASES, SPLIT_LEMMA)
    v, bound = opened.groups()
    branches = ["  · " + b.removeprefix("  · ") for b in branches]
    variables = [x.name for x in main.variables]
    if kind == "truncation":
        t = int(bound)
        replay_values(main, v, t, branches[0])
        _replay_branch(main, theorems, branches[1], v, f"{v} - {t}", [(1, t)], variables)
    else:
        first = _replay_branch(
            main, theorems, branches[0], bound, f"{bound} - ({v} + 1)", [(v, 1)], variables
        )
        second = _replay_branch(
            main, theorems, branches[1], v, f"{v} - {bound}", [bound], variables
        )
        if first != second:
            raise SplitProofError("replay: the two branches introduce different variables")


def _replay_branch(
    main: Identity,
    theorems: dict[str, Identity],
    branch: str,
    v: str,
    witness: str,
    shape: list[object],
    variables: list[str],
) -> str:
    """One ``obtain`` branch re-checked (:func:`replay_trunc_wrapper`); returns its variable.
    ``shape`` is the substituted value's summands after the new variable's (an integer, or a
    variable name, or a ``(name, integer)`` pair) — ``[(1, t)]`` is ``m + t``."""
    lines = branch.splitlines()
    got = _OBTAIN.match(lines[0])
    if got is None or got.group(2) != v or got.group(4) != witness:
        raise SplitProofError(f"replay: the branch does not obtain {v} from {witness}")
    j = got.group(1)
    if j in variables:
        raise SplitProofError(f"replay: {j} is already a variable")
    names = [*variables, j]
    (value,) = _read([got.group(3)], names)
    if isinstance(shape[0], tuple) and isinstance(shape[0][0], int):
        want = Term("add", (Term.var(j), Term.lit(shape[0][1])), "ℕ")
    elif isinstance(shape[0], tuple):
        n = Term.var(shape[0][0])
        want = Term("add", (Term("add", (n, Term.lit(1)), "ℕ"), Term.var(j)), "ℕ")
    else:
        want = Term("add", (Term.var(shape[0]), Term.var(j)), "ℕ")
    if value != want:
        raise SplitProofError(f"replay: {v} = {got.group(3)} is not the branch's case")
    sides = [substitute(s, v, value) for s in (main.lhs, main.rhs)]
    scope = set(names) - {v}
    rest = lines[1:]
    if rest and rest[0].startswith(_RW_STARTS):
        for item in _RW_ITEM.finditer(rest[0]):
            if item.group(7) is not None:  # a decided test (:mod:`.split_values`)
                sides = if_neg_sides(sides, *_read([item.group(7), item.group(8)], names), j)
                continue
            for lemma, kind, at in ((SHIFT_LEMMA, "Ico", 3), (ICC_LEMMA, "Icc", 5)):
                node = _moved(sides, kind) if item.group(0).startswith(lemma) else None
                bounds = _read([item.group(at), item.group(at + 1)], names) if node else None
                if node is not None and bounds != list(node.args[:2]):
                    raise SplitProofError(f"replay: {lemma}'s bounds are not the {kind} sum's")
            if item.group(0).startswith(SHIFT_LEMMA):
                sides = _shift_sides(sides, scope)[0]
                continue
            if item.group(0).startswith(ICC_LEMMA):
                as_ico = icc_as_ico(sides)
                if as_ico is None:
                    raise SplitProofError(f"replay: no Icc sum for {ICC_LEMMA} to rewrite")
                sides = as_ico
                continue
            a, b = _read([item.group(1), item.group(2)], names)
            a_text, b_text = item.group(1), item.group(2)
            if a.op != "sub" or a.type != "ℕ" or any(t.op == "sub" for t in b.walk()):
                raise SplitProofError(f"replay: {a_text} is not a ℕ subtraction and its value")
            exact = _exceeds(*a.args, scope, False) and _difference(*a.args, scope) == b
            if not exact and exact_subtractions(a, j) != b:
                raise SplitProofError(f"replay: {a_text} = {b_text} is not its value")
            sides = [replace_subterm(s, a, b) for s in sides]
        rest = rest[1:]
    if rest and rest[0].startswith(f"    rw [{low_shift.LOW_LEMMA}"):  # sketch/split_low_shift.py
        sides, rest = low_shift.replay_low_shift(sides, rest, _read, names, scope)
    if rest and rest[0].startswith("    exact "):
        used, *args = rest[0].split()[1:]
        lemma = theorems.get(used)
        if lemma is None or [lemma.lhs, lemma.rhs] != sides or len(rest) != 1:
            raise SplitProofError(f"replay: the branch {v} = … does not end in its case lemma")
        if args[: len(lemma.variables)] != [x.name for x in lemma.variables]:
            raise SplitProofError(f"replay: the arguments of {used} are not its variables")
        return j
    facts: list[tuple[Term, Term, str]] = []
    simple = [_zero_facts(s, scope, facts) for s in sides]
    read, hs = [], []
    for line in rest:
        h = _HAVE.match(line)
        if h is None:
            break
        stmt = h.group(2)
        hs.append(h.group(1))
        ico, eq = _ICO.match(stmt), _EQ.match(stmt)
        if ico:
            lo, hi = _read(list(ico.groups()), names)
            read.append(((lo, hi), h.group(3)))
        elif eq:
            lhs, rhs = _read(list(eq.groups()), names)
            read.append(((lhs,), h.group(3)))
            if (lhs, rhs) not in [(f[0], f[1]) for f in facts]:
                raise SplitProofError(f"replay: the fact {stmt} is not the simplification's")
        else:
            raise SplitProofError(f"replay: cannot read the fact {stmt}")
    if read != [(_key(f), f[2]) for f in facts] or simple[0] != simple[1]:
        raise SplitProofError(f"replay: the facts of the branch {v} = … do not close it")
    tail = rest[len(read) :]
    if hs and (not tail or tail[0] != f"    rw [{', '.join(hs)}]"):
        raise SplitProofError("replay: the facts are not rewritten in their order")
    if tail[-1:] != ["    all_goals simp"] or len(tail) != 1 + bool(hs):
        raise SplitProofError("replay: the branch does not end in simp")
    return j
