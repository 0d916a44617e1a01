"""The Lean proof of a statement split where a factor ``C(x, k)`` cuts its sum
(:mod:`wzprove.model.cut_cases`): the wrapper proving the user's theorem from its two case
lemmas, and its replay from the written text.

Each case lemma is compiled by the complete-proof compiler (as for the other splits:
:func:`wzprove.pipeline.split._compile_case`); the user's theorem, with ``S`` its range bound
``n + 1`` and ``f`` its summand, is proved by::

    rcases Nat.lt_or_ge x n with hsplit | hsplit
    · obtain ⟨m, rfl⟩ : ∃ m, n = x + 1 + m := ⟨n - (x + 1), by omega⟩
      refine Eq.trans ?_ (T_case1 x m)
      refine (Prover.sum_range_extend _ (m := x + 1) (by omega) (fun k hk _ => by rw
        [Nat.choose_eq_zero_of_lt (show x < k by omega)]; simp)).trans ?_   -- one line
      refine (Finset.sum_range_reflect _ (x + 1)).symm.trans ?_
      refine Finset.sum_congr rfl (fun k hk => ?_)
      have hk' : k < x + 1 := Finset.mem_range.mp hk
      have hc1 : ((x - k : ℕ) : ℝ) = -((k : ℕ) : ℝ) + ((x : ℕ) : ℝ) := by
        rw [Nat.cast_sub (show k ≤ x by omega)]; ring
      rw [show x + 1 - 1 - k = (x - k : ℕ) by omega, show … = (… : ℕ) by omega, hc1]
    · obtain ⟨m, rfl⟩ : ∃ m, x = n + m := ⟨x - n, by omega⟩
      exact T_case0 n m

* ``Prover.sum_range_extend`` (Prover/Telescope.lean: ``(f : ℕ → M) {m N : ℕ} (hmN : m ≤ N)
  (h : ∀ k, m ≤ k → k < N → f k = 0) : ∑ k ∈ range N, f k = ∑ k ∈ range m, f k``) cuts the sum
  to ``range (x + 1)``: each term past ``x`` has the numerator factor ``Nat.choose x k``, ``0``
  by ``Nat.choose_eq_zero_of_lt`` (Mathlib/Data/Nat/Choose/Basic.lean: ``n < k → n.choose k =
  0``), and ``simp`` closes ``↑0 / b * c = 0`` (``Nat.cast_zero``, ``zero_div``, ``zero_mul``);
* ``Finset.sum_range_reflect`` (Mathlib/Algebra/BigOperators/Intervals.lean: ``(f : ℕ → δ)
  (n : ℕ) : ∑ j ∈ range n, f (n - 1 - j) = ∑ j ∈ range n, f j``) reflects it;
* term by term (``Finset.sum_congr``), the reflected summand is rewritten to the lemma's: each
  ℕ subtraction exact on ``0 ≤ k ≤ x`` to its linear form (``omega``), each cast of such a
  subtraction to the lemma's combination of casts (``Nat.cast_sub``, then ``ring``); the sides
  are then the same term and ``rw`` closes the goal by ``rfl``.

Everything is checked on the model before it is written, and :func:`replay_cut_wrapper`
re-reads the written text and re-checks each step: the cut bound and the vanishing factor,
the reflection's bound, each rewrite a true ℕ identity on the range (linear forms, every
subtraction exact there), each cast fact by ``ring``'s normal form, and the rewritten sides
the same term.
"""

from __future__ import annotations

import re

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_term
from wzprove.model.cases import Split
from wzprove.model.cut_cases import _form, _normal, numerator_factors
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm
from wzprove.sketch.ring_model import Atoms, to_poly
from wzprove.sketch.split_proof import CaseLemma, SplitProofError, read_wrapper
from wzprove.sketch.split_trunc_proof import (
    SPLIT_LEMMA,
    _diff_rule,
    _exact_branch,
    _read,
    _replay_branch,
)

#: Prover/Telescope.lean: the sum cut where its terms vanish
CUT_LEMMA = "Prover.sum_range_extend"
#: Mathlib/Algebra/BigOperators/Intervals.lean
REFLECT_LEMMA = "Finset.sum_range_reflect"
#: names the wrapper binds (none may be a variable of the statement)
_BOUND = ("hsplit", "hk", "hk'")


def _text(t: Term) -> str:
    try:
        return render_term(t)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for {t} ({exc})") from exc


def _sum(t: Term) -> tuple[Term, Term, Term, str]:
    if t.op != "sum" or not isinstance(t.value, SumBinder) or t.value.kind != "range":
        raise SplitProofError("the left side is not a sum over a range")
    lo, hi, body = t.args
    if lo != Term.lit(0):
        raise SplitProofError("the sum does not start at 0")
    return lo, hi, body, t.value.index


def _nat(a: str, b: object) -> Term:
    """``a + b`` at ℕ (``b`` a variable name or an integer)."""
    right = Term.lit(b) if isinstance(b, int) else Term.var(str(b))
    return Term("add", (Term.var(a), right), "ℕ")


def _pairs(t: Term, names: set[str], k: str, x: str) -> list[tuple[Term, Term]]:
    """The outermost nodes that :func:`wzprove.model.cut_cases._normal` rewrites in the
    reflected summand ``t``, each with its rewritten form (identical ones left out)."""
    new = _normal(t, names, k, x)
    if new == t:
        return []
    if t.op in ("cast", "add", "sub", "mul") and _normal_here(t, names, k, x):
        return [(t, new)]
    return [p for a in t.args for p in _pairs(a, names, k, x)]


def _normal_here(t: Term, names: set[str], k: str, x: str) -> bool:
    """Whether ``_normal`` rewrites ``t`` at its root (not only inside)."""
    if t.op == "cast" and t.type in ("ℚ", "ℝ") and t.args[0].type == "ℕ":
        form = _form(t.args[0], names, k, x)
        return form is not None and any(u.op == "sub" for u in t.args[0].walk())
    if t.type == "ℕ" and t.op in ("add", "sub", "mul"):
        form = _form(t, names, k, x)
        return form is not None and all(c >= 0 for key, c in form.items() if key != k)
    return False


def _cast_sub(old: Term) -> Term:
    """``Nat.cast_sub``'s right side for the cast ``old`` of ``a - b``: ``↑a - ↑b``."""
    a, b = old.args[0].args
    return Term("sub", (Term("cast", (a,), old.type), Term("cast", (b,), old.type)), old.type)


def _cast_fact_ok(old: Term, new: Term) -> bool:
    """``↑(a - b) = new`` after ``rw [Nat.cast_sub _]`` is ``↑a - ↑b = new``, closed by ``ring``
    (not already the same term, where ``rw`` would close it and ``ring`` find no goal)."""
    if old.op != "cast" or old.args[0].op != "sub" or old.args[0].type != "ℕ":
        return False
    if any(u.op == "sub" for a in old.args[0].args for u in a.walk()):
        return False
    pushed = _cast_sub(old)
    atoms = Atoms()
    return pushed != new and to_poly(pushed, atoms) == to_poly(new, atoms)


def cut_wrapper(original: Identity, split: Split, lemmas: dict[int, CaseLemma]) -> list[str]:
    """The proof lines of a cut split (module docstring), ``lemmas`` the two case lemmas."""
    x, n = (v.strip() for v in split.variable.split(" - "))
    m = split.new_variable
    wide, narrow = split.cases
    if set(lemmas) != {0, 1}:
        raise SplitProofError("a case of the cut has no lemma")
    names = {v.name for v in original.variables}
    _, _, body, k = _sum(original.lhs)
    taken = k in names or m in names or m == k or names & set(_BOUND)
    if taken or any(v.startswith("hc") for v in names):
        raise SplitProofError("a name the wrapper binds is a variable of the statement")
    lines = [f"  rcases {SPLIT_LEMMA} {x} {n} with hsplit | hsplit"]
    past = narrow.value
    assert past is not None
    lemma = lemmas[1]
    args = " ".join(v.name for v in lemma.identity.variables)
    cut = _text(_nat(x, 1))
    lines += [
        f"  · obtain ⟨{m}, rfl⟩ : ∃ {m}, {n} = {_text(past)} := ⟨{n} - ({x} + 1), by omega⟩",
        f"    refine Eq.trans ?_ ({lemma.name} {args})",
        f"    refine ({CUT_LEMMA} _ (m := {cut}) (by omega) (fun {k} hk _ => by rw "
        f"[Nat.choose_eq_zero_of_lt (show {x} < {k} by omega)]; simp)).trans ?_",
        f"    refine ({REFLECT_LEMMA} _ ({cut})).symm.trans ?_",
        f"    refine Finset.sum_congr rfl (fun {k} hk => ?_)",
        f"    have hk' : {k} < {cut} := Finset.mem_range.mp hk",
    ]
    flipped = substitute(body, k, Term("sub", (Term.var(x), Term.var(k)), "ℕ"))
    nat = {v.name for v in original.variables if v.type == "ℕ"} | {k}
    items = [f"show {_text(_reflected_index(x, k))} = ({x} - {k} : ℕ) by omega"]
    facts = 0
    for old, new in dict.fromkeys(_pairs(flipped, nat, k, x)):  # each once: rw rewrites all
        old, new = substitute(old, n, past), substitute(new, n, past)
        if old.op != "cast":
            items.append(f"show {_text(old)} = ({_text(new)} : ℕ) by omega")
        elif _cast_sub(old) == new:
            a, b = old.args[0].args
            items.append(f"Nat.cast_sub (show {_text(b)} ≤ {_text(a)} by omega)")
        elif _cast_fact_ok(old, new):
            facts += 1
            a, b = old.args[0].args
            lines += [
                f"    have hc{facts} : ({_text(old.args[0])} : {old.type}) = {_text(new)} := by",
                f"      rw [Nat.cast_sub (show {_text(b)} ≤ {_text(a)} by omega)]; ring",
            ]
            items.append(f"hc{facts}")
        else:
            raise SplitProofError(f"no rewrite of {old} to {new}")
    lines.append(f"    rw [{', '.join(items)}]")
    lines += _exact_branch(original, x, m, wide, lemmas[0], _diff_rule(names | {m}), f"{x} - {n}")
    return lines


def _reflected_index(x: str, k: str) -> Term:
    """``x + 1 - 1 - k``: the index ``Finset.sum_range_reflect`` writes for ``range (x + 1)``."""
    inner = Term("sub", (_nat(x, 1), Term.lit(1)), "ℕ")
    return Term("sub", (inner, Term.var(k)), "ℕ")


# -- replay: the written text re-read and re-checked on the model ---------------------------

_RCASES = re.compile(r"^  rcases Nat\.lt_or_ge (\w+) (\w+) with hsplit \| hsplit$")
_OBTAIN = re.compile(r"^  · obtain ⟨(\w+), rfl⟩ : ∃ \w+, (\w+) = (.+) := ⟨(.+), by omega⟩$")
_TRANS = re.compile(r"^    refine Eq\.trans \?_ \((\S+)((?: \w+)*)\)$")
_CUT = re.compile(
    r"^    refine \(Prover\.sum_range_extend _ \(m := (.+?)\) \(by omega\) \(fun (\w+) hk _ => "
    r"by rw \[Nat\.choose_eq_zero_of_lt \(show (\w+) < (\w+) by omega\)\]; simp\)\)\.trans \?_$"
)
_REFLECT = re.compile(r"^    refine \(Finset\.sum_range_reflect _ \((.+)\)\)\.symm\.trans \?_$")
_CONGR = re.compile(r"^    refine Finset\.sum_congr rfl \(fun (\w+) hk => \?_\)$")
_MEM = re.compile(r"^    have hk' : (\w+) < (.+) := Finset\.mem_range\.mp hk$")
_FACT = re.compile(r"^    have (hc\d+) : \((.+) : (ℝ|ℚ)\) = (.+) := by$")
_FACT_PROOF = re.compile(r"^      rw \[Nat\.cast_sub \(show (.+) ≤ (.+) by omega\)\]; ring$")
_ITEM = re.compile(
    r"show (.+?) = \((.+?) : ℕ\) by omega(?=, |\]$)"
    r"|Nat\.cast_sub \(show (.+?) ≤ (.+?) by omega\)(?=, |\]$)"
    r"|(hc\d+)(?=, |\]$)"
)


def _line(lines: list[str], i: int, pattern: re.Pattern[str], what: str) -> re.Match[str]:
    got = pattern.match(lines[i]) if i < len(lines) else None
    if got is None:
        raise SplitProofError(f"replay: {what} is not where the cut's proof has it")
    return got


def _field(text: str, names: list[str], ty: str) -> Term:
    binders = " ".join(f"({v} : ℕ)" for v in names)
    (back,) = parse_text(f"theorem replay_read {binders} : ({text} : {ty}) = 0")
    if back.identity is None:
        raise SplitProofError(f"replay: cannot read {text}")
    return back.identity.lhs


def _on_range(a: Term, b: Term, names: set[str], k: str, x: str) -> bool:
    """``a = b`` at ℕ wherever ``0 ≤ k ≤ x`` (every subtraction exact there, same linear form)."""
    fa, fb = _form(a, names, k, x), _form(b, names, k, x)
    if fa is None or fb is None:
        return False
    return {key: c for key, c in fa.items() if c} == {key: c for key, c in fb.items() if c}


def _zero_when(body: Term, node: Term) -> bool:
    """Whether ``body`` is ``0`` once ``node`` (one of its numerator factors) is: what
    ``simp`` closes with ``Nat.cast_zero``, ``zero_div``, ``zero_mul``, ``mul_zero``."""
    return any(f == node for f in numerator_factors(body))


def replay_cut_wrapper(text: str, name: str) -> None:
    """Re-read the cut split's proof of theorem ``name`` from ``text`` and re-check every
    step on the model (module docstring); raises :class:`SplitProofError` at the first that
    does not hold."""
    theorems, main, opened, branches = read_wrapper(text, name, _RCASES, SPLIT_LEMMA)
    x, n = opened.groups()
    branches = ["  · " + b.removeprefix("  · ") for b in branches]
    variables = [v.name for v in main.variables]
    lines = branches[0].splitlines()
    got = _line(lines, 0, _OBTAIN, "the obtain")
    m = got.group(1)
    if got.group(2) != n or got.group(4) != f"{n} - ({x} + 1)" or m in variables:
        raise SplitProofError(f"replay: the branch does not obtain {n} from {n} - ({x} + 1)")
    names = [*variables, m]
    (value,) = _read([got.group(3)], names)
    if value != Term("add", (_nat(x, 1), Term.var(m)), "ℕ"):
        raise SplitProofError(f"replay: {n} = {got.group(3)} is not the case {n} > {x}")
    lhs, rhs = (substitute(s, n, value) for s in (main.lhs, main.rhs))
    got = _line(lines, 1, _TRANS, "the case lemma")
    lemma = theorems.get(got.group(1))
    if lemma is None or lemma.rhs != rhs:
        raise SplitProofError("replay: the case lemma's right side is not the statement's")
    if got.group(2).split() != [v.name for v in lemma.variables]:
        raise SplitProofError(f"replay: the arguments of {got.group(1)} are not its variables")
    _, hi, body, k = _sum(lhs)
    _, lemma_hi, lemma_body, lemma_k = _sum(lemma.lhs)
    got = _line(lines, 2, _CUT, "the cut")
    (bound,) = _read([got.group(1)], names)
    scope = set(names)
    if got.group(3) != x or bound != _nat(x, 1) or bound != lemma_hi:
        raise SplitProofError(f"replay: the cut is not at {x} + 1, the lemma's range")
    if any(c < 0 for c in _minus(hi, bound, scope).values()):
        raise SplitProofError("replay: the cut bound exceeds the sum's range")
    j = got.group(2)
    vanishing = Term("choose", (Term.var(x), Term.var(j)), "ℕ")
    zero = _zero_when(substitute(body, k, Term.var(j)), vanishing)
    if got.group(4) != j or j in names or not zero:
        raise SplitProofError(f"replay: Nat.choose {x} k is not a factor that zeroes the terms")
    got = _line(lines, 3, _REFLECT, "the reflection")
    if _read([got.group(1)], names) != [bound]:
        raise SplitProofError("replay: the reflection is not over the cut range")
    i = _line(lines, 4, _CONGR, "the term-by-term step").group(1)
    got = _line(lines, 5, _MEM, "the index bound")
    if got.group(1) != i or _read([got.group(2)], names) != [bound] or i in names:
        raise SplitProofError("replay: the index bound is not the range's")
    where = [*names, i]
    sides = [
        substitute(body, k, _reflected_index(x, i)),
        substitute(lemma_body, lemma_k, Term.var(i)),
    ]
    facts: dict[str, tuple[Term, Term]] = {}
    at = 6
    while at < len(lines) and _FACT.match(lines[at]):
        fact = _FACT.match(lines[at])
        assert fact is not None
        proof = _line(lines, at + 1, _FACT_PROOF, "the cast fact's proof")
        old = _field(fact.group(2), where, fact.group(3))
        new = _field(fact.group(4), where, fact.group(3))
        a, b = _read([proof.group(2), proof.group(1)], where)
        if old.op != "cast" or old.args[0] != Term("sub", (a, b), "ℕ"):
            raise SplitProofError(f"replay: {fact.group(1)} is not Nat.cast_sub's subtraction")
        if not _on_range(Term("sub", (a, b), "ℕ"), Term("sub", (a, b), "ℕ"), set(where), i, x):
            raise SplitProofError(f"replay: {proof.group(1)} ≤ {proof.group(2)} is not known")
        if not _cast_fact_ok(old, new):
            raise SplitProofError(f"replay: ring does not close {fact.group(1)}")
        facts[fact.group(1)] = (old, new)
        at += 2
    if at != len(lines) - 1 or not lines[at].startswith("    rw [") or not lines[at].endswith("]"):
        raise SplitProofError("replay: the branch does not end in one rw")
    items = list(_ITEM.finditer(lines[at]))
    if ", ".join(item.group(0) for item in items) != lines[at][len("    rw [") : -1]:
        raise SplitProofError("replay: cannot read the rewrites")
    for item in items:
        if item.group(1) is not None:
            a, b = _read([item.group(1), item.group(2)], where)
            if not _on_range(a, b, set(where), i, x):
                raise SplitProofError(f"replay: {item.group(1)} = {item.group(2)} does not hold")
            old, new = a, b
        elif item.group(3) is not None:
            b, a = _read([item.group(3), item.group(4)], where)
            if not _on_range(Term("sub", (a, b), "ℕ"), Term("sub", (a, b), "ℕ"), set(where), i, x):
                raise SplitProofError(f"replay: {item.group(3)} ≤ {item.group(4)} is not known")
            ty = main.domain
            old = Term("cast", (Term("sub", (a, b), "ℕ"),), ty)
            new = _cast_sub(old)
        else:
            if item.group(5) not in facts:
                raise SplitProofError(f"replay: no fact {item.group(5)}")
            old, new = facts[item.group(5)]
        after = [replace_subterm(s, old, new) for s in sides]
        if after == sides:
            raise SplitProofError(f"replay: {item.group(0)} rewrites nothing")
        sides = after
    if sides[0] != sides[1]:
        raise SplitProofError("replay: the rewritten summand is not the case lemma's")
    if _replay_branch(main, theorems, branches[1], x, f"{x} - {n}", [n], variables) != m:
        raise SplitProofError("replay: the two branches introduce different variables")


def _minus(a: Term, b: Term, scope: set[str]) -> dict[str, int]:
    """The linear form of ``a - b`` (both linear ℕ terms without subtraction)."""
    fa, fb = _form(a, scope, "__", "__"), _form(b, scope, "__", "__")
    if fa is None or fb is None:
        raise SplitProofError(f"replay: {a} or {b} is not linear")
    return {key: fa.get(key, 0) - fb.get(key, 0) for key in fa.keys() | fb.keys()}
