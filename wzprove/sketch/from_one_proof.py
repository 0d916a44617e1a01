"""The Lean proof of a statement whose two sides are sums from 1, ``∑ k ∈ Icc 1 n`` (issue 14).

Such a sum may have a pole at ``k = 0`` (``(-1)^(k+1) C(n, k) / k = 1 / k``: the harmonic
numbers, wzprove-100 beyond_harmonic_alternating) that the creative-telescoping proofs over
``range (n + 1)`` cannot take.  The statement at ``n + 1`` with ``k ↦ 1 + k`` is over
``range (n + 1)`` and has no pole; it is a lemma ``<theorem>_from_one`` certified by its own
engine run and proved by the complete-proof compiler (:func:`shifted_lemma`).  The user's
theorem is proved from it::

    rcases Nat.eq_zero_or_pos n with rfl | hn
    · simp only [Finset.Icc_eq_empty (show ¬(1 : ℕ) ≤ 0 by norm_num), Finset.sum_empty]
    · obtain ⟨m, rfl⟩ : ∃ m, n = (m + 1 : ℕ) := ⟨n - 1, by omega⟩
      rw [Prover.sum_Icc_eq_sum_Ico_succ _ (1 : ℕ) ((m + 1 : ℕ) : ℕ),
        Finset.sum_Ico_eq_sum_range _ (1 : ℕ) (((m + 1) + 1 : ℕ) : ℕ), …   -- once per sum
        show (((m + 1) + 1) - 1 : ℕ) = ((m + 1 : ℕ) : ℕ) by omega]
      exact T_from_one m

At ``n = 0`` both sums are over ``Icc 1 0 = ∅`` (Mathlib ``Finset.Icc_eq_empty : ¬a ≤ b →
Icc a b = ∅``, ``Finset.sum_empty``; ``simp only`` closes ``0 = 0`` by ``eq_self``).  At
``n = m + 1`` each sum moves as in the split wrappers (:mod:`wzprove.sketch.split_trunc_proof`):
``Prover.sum_Icc_eq_sum_Ico_succ`` (Prover/Telescope.lean) to ``Ico 1 (m + 1 + 1)``, then
``Finset.sum_Ico_eq_sum_range`` (Mathlib/Algebra/BigOperators/Intervals.lean, ``∑ k ∈ Ico m n,
f k = ∑ k ∈ range (n - m), f (m + k)``) with the bounds explicit, so that each rewrite's
pattern is a sum with those bounds (``f`` is unified with the first one found; the two sums
have different bodies, so the second rewrite of the pair finds the other).  The length
``m + 1 + 1 - 1`` is rewritten to ``m + 1`` by ``omega``.

Only statements with no hypotheses, both sides such sums over the same ``Icc 1 n`` (``n`` a
variable of type ℕ, not in the index), are taken (:func:`from_one_form`).
:func:`replay_from_one` re-reads the written text and re-checks each step on the model.
"""

from __future__ import annotations

import re
from dataclasses import replace

from wzprove.lean.parser import parse_text
from wzprove.lean.render import RenderError, render_statement
from wzprove.model.identity import Identity, Term, substitute
from wzprove.model.terms import SumBinder, replace_subterm
from wzprove.sketch.exact_div_proof import read_lemma
from wzprove.sketch.split_proof import CaseLemma, SplitProofError
from wzprove.sketch.split_trunc_proof import (
    _RW_ITEM,
    ICC_LEMMA,
    SHIFT_LEMMA,
    _difference,
    _exceeds,
    _read,
)

#: Lean core: ``Nat.eq_zero_or_pos : ∀ (n : ℕ), n = 0 ∨ 0 < n`` (Prover/MATHLIB.txt)
ZERO_OR_POS = "Nat.eq_zero_or_pos"
#: the proof of the case ``n = 0`` (both sums over ``Icc 1 0 = ∅``)
EMPTY_CASE = "  · simp only [Finset.Icc_eq_empty (show ¬(1 : ℕ) ≤ 0 by norm_num), Finset.sum_empty]"
ONE = Term.lit(1, "ℕ")


def from_one_form(identity: Identity) -> str | None:
    """``n`` when both sides of ``identity`` are sums ``∑ k ∈ Icc 1 n, _`` with different
    bodies, ``n`` a ℕ variable of the statement, and there is no hypothesis; else None."""
    if identity.relation != "eq" or identity.hypotheses or identity.lhs == identity.rhs:
        return None
    bounds = set()
    for side in (identity.lhs, identity.rhs):
        if side.op != "sum" or not isinstance(side.value, SumBinder):
            return None
        if side.value.kind != "Icc" or side.value.index_type != "ℕ":
            return None
        lo, hi, _ = side.args
        if lo != ONE or hi.op != "var":
            return None
        bounds.add(hi.value)
    (n,) = bounds if len(bounds) == 1 else (None,)
    if not any(v.name == n and v.type == "ℕ" for v in identity.variables):
        return None
    if any(side.value.index == n for side in (identity.lhs, identity.rhs)):  # type: ignore[union-attr]
        return None
    return n  # type: ignore[return-value]


def _moved_sum(node: Term, width: Term) -> Term:
    """``∑ k ∈ Icc 1 hi, f k`` as ``∑ k ∈ range width, f (1 + k)``."""
    assert isinstance(node.value, SumBinder)
    k = node.value.index
    body = substitute(node.args[2], k, Term("add", (ONE, Term.var(k)), "ℕ"))
    binder = replace(node.value, kind="range")
    return replace(node, value=binder, args=(Term.lit(0), width, body))


def shifted_lemma(identity: Identity) -> CaseLemma:
    """The statement at ``n + 1`` with each sum over ``range (n + 1)`` and ``k ↦ 1 + k``, as a
    lemma ``<theorem>_from_one`` (every variable explicit), written and read back; raises
    :class:`SplitProofError` where the form does not apply or the text does not read back."""
    n = from_one_form(identity)
    if n is None:
        raise SplitProofError("not two sums ∑ k ∈ Icc 1 n with no hypothesis")
    succ = Term("add", (Term.var(n), ONE), "ℕ")
    lhs, rhs = (_moved_sum(substitute(s, n, succ), succ) for s in (identity.lhs, identity.rhs))
    model = replace(
        identity,
        name=f"{identity.name}_from_one",
        variables=[replace(v, binder="explicit") for v in identity.variables],
        hypothesis_names=[],
        lhs=lhs,
        rhs=rhs,
        statement=None,
    )
    try:
        text = render_statement(model)
    except RenderError as exc:
        raise SplitProofError(f"no Lean text for the shifted statement ({exc})") from exc
    (back,) = parse_text(text)
    read = back.identity
    if back.status != "parsed" or read is None or (read.lhs, read.rhs) != (lhs, rhs):
        raise SplitProofError("the shifted statement's Lean text does not read back")
    return CaseLemma(model.name, text, read)


def _fresh(base: str, taken: set[str]) -> str:
    name = base
    while name in taken:
        name += "'"
    return name


def _taken(identity: Identity) -> set[str]:
    names = {v.name for v in identity.variables}
    return (
        names
        | {t.value.index for t in identity.lhs.walk() if isinstance(t.value, SumBinder)}
        | {t.value.index for t in identity.rhs.walk() if isinstance(t.value, SumBinder)}
    )


def from_one_wrapper(identity: Identity, lemma: CaseLemma) -> list[str]:
    """The proof lines of the user's theorem (module docstring)."""
    n = from_one_form(identity)
    if n is None:
        raise SplitProofError("not two sums ∑ k ∈ Icc 1 n with no hypothesis")
    taken = _taken(identity)
    m, hn = _fresh("m", taken), _fresh("hn", taken)
    m1 = f"(({m} + 1 : ℕ) : ℕ)"
    top = f"((({m} + 1) + 1 : ℕ) : ℕ)"
    pair = [f"{ICC_LEMMA} _ (1 : ℕ) {m1}", f"{SHIFT_LEMMA} _ (1 : ℕ) {top}"]
    width = f"show ((({m} + 1) + 1) - 1 : ℕ) = {m1} by omega"
    args = " ".join(m if v.name == n else v.name for v in identity.variables)
    lines = [
        f"  rcases {ZERO_OR_POS} {n} with rfl | {hn}",
        EMPTY_CASE,
        f"  · obtain ⟨{m}, rfl⟩ : ∃ {m}, {n} = ({m} + 1 : ℕ) := ⟨{n} - 1, by omega⟩",
        f"    rw [{', '.join(pair + pair + [width])}]",
        f"    exact {lemma.name} {args}",
    ]
    _check(identity, lemma, lines)  # the model of what Lean does, before anything is written
    return lines


_OPEN = re.compile(r"^  rcases Nat\.eq_zero_or_pos (\w+) with rfl \| (\S+)$")
_OBTAIN = re.compile(
    r"^  · obtain ⟨(\S+), rfl⟩ : ∃ (\S+), (\w+) = \((\S+) \+ 1 : ℕ\) := ⟨(\w+) - 1, by omega⟩$"
)
_REWRITE = re.compile(r"^    rw \[(.+)\]$")
_EXACT = re.compile(r"^    exact (\S+)((?: \S+)*)$")


def _sums(sides: list[Term], kind: str, bounds: list[Term]) -> list[Term]:
    """The sums of ``kind`` over ``bounds`` in ``sides``, in the order they are walked."""
    out = []
    for s in sides:
        for t in s.walk():
            if t.op == "sum" and isinstance(t.value, SumBinder) and t.value.kind == kind:
                if list(t.args[:2]) == bounds and t not in out:
                    out.append(t)
    return out


def _step(sides: list[Term], item: re.Match[str], scope: set[str], names: list[str]) -> list[Term]:
    """One item of the ``rw`` list applied to the model ``sides`` (as Lean rewrites: the
    lemma's bounds must be a sum's of that kind; a ``show`` must be a ℕ subtraction and its
    exact value)."""
    text = item.group(0)
    for lemma, kind, at in ((ICC_LEMMA, "Icc", 5), (SHIFT_LEMMA, "Ico", 3)):
        if not text.startswith(lemma):
            continue
        lo, hi = _read([item.group(at), item.group(at + 1)], names)
        found = _sums(sides, kind, [lo, hi])
        if not found or lo == Term.lit(0, "ℕ"):
            raise SplitProofError(f"replay: no {kind} sum with {lemma}'s bounds to rewrite")
        node = found[0]  # the sums with these bounds end up moved alike, in either order
        assert isinstance(node.value, SumBinder)
        if kind == "Icc":
            top = Term("add", (hi, ONE), "ℕ")
            new = replace(node, value=replace(node.value, kind="Ico"), args=(lo, top, node.args[2]))
        else:
            k = node.value.index
            if k in lo.free_vars() | hi.free_vars():
                raise SplitProofError("replay: the Ico sum's bounds hold its index")
            width = Term("sub", (hi, lo), "ℕ")
            body = substitute(node.args[2], k, Term("add", (lo, Term.var(k)), "ℕ"))
            binder = replace(node.value, kind="range")
            new = replace(node, value=binder, args=(Term.lit(0), width, body))
        return [replace_subterm(s, node, new) for s in sides]
    a, b = _read([item.group(1), item.group(2)], names)
    if a.op != "sub" or a.type != "ℕ" or any(t.op == "sub" for t in b.walk()):
        raise SplitProofError(f"replay: {item.group(1)} is not a ℕ subtraction and its value")
    if not (_exceeds(*a.args, scope, False) and _difference(*a.args, scope) == b):
        raise SplitProofError(f"replay: {item.group(1)} = {item.group(2)} is not its value")
    return [replace_subterm(s, a, b) for s in sides]


def _check(identity: Identity, lemma: CaseLemma, lines: list[str]) -> None:
    """The proof ``lines`` re-checked on the model of ``identity`` and its ``lemma``:
    the split, the empty case, the substitution, each rewrite, the lemma's sides and
    arguments (:func:`replay_from_one`)."""
    n = from_one_form(identity)
    if n is None:
        raise SplitProofError("replay: the theorem is not two sums ∑ k ∈ Icc 1 n")
    variables = [v.name for v in identity.variables]
    if len(lines) != 5:
        raise SplitProofError("replay: the proof is not the split, the empty case and the lemma")
    opened = _OPEN.match(lines[0])
    if opened is None or opened.group(1) != n or opened.group(2) in _taken(identity):
        raise SplitProofError(f"replay: the proof does not open with {ZERO_OR_POS} {n}")
    if lines[1] != EMPTY_CASE:  # both sides ∑ over Icc 1 n (from_one_form): empty at n = 0
        raise SplitProofError("replay: the case n = 0 is not the two empty sums")
    got = _OBTAIN.match(lines[2])
    if got is None:
        raise SplitProofError("replay: the case n ≥ 1 does not obtain n = m + 1")
    m, bound, v, m_again, witness = got.groups()
    if not (m == bound == m_again) or v != n or witness != n or m in _taken(identity):
        raise SplitProofError(f"replay: the case does not obtain {n} = m + 1 for a new m")
    names = [*variables, m]
    value = Term("add", (Term.var(m), ONE), "ℕ")
    sides = [substitute(s, n, value) for s in (identity.lhs, identity.rhs)]
    scope = set(names) - {n}
    rewrite = _REWRITE.match(lines[3])
    if rewrite is None:
        raise SplitProofError("replay: no rewrite to the range sums")
    items = list(_RW_ITEM.finditer(rewrite.group(1)))
    if ", ".join(i.group(0) for i in items) != rewrite.group(1):
        raise SplitProofError("replay: a rewrite that is not read")
    for item in items:
        sides = _step(sides, item, scope, names)
    exact = _EXACT.match(lines[4])
    if exact is None or exact.group(1) != lemma.name:
        raise SplitProofError(f"replay: the case n = m + 1 does not end in {lemma.name}")
    args = exact.group(2).split()
    if args != [m if x == n else x for x in variables]:
        raise SplitProofError(f"replay: the arguments of {lemma.name} are not the variables")
    want = [substitute(s, n, Term.var(m)) for s in (lemma.identity.lhs, lemma.identity.rhs)]
    if sides != want:
        raise SplitProofError("replay: after the rewrites the goal is not the lemma's statement")


def replay_from_one(text: str, name: str) -> None:
    """Re-read the proof of theorem ``name`` from ``text``: the lemma it applies must be the
    shifted statement built from the theorem's own sides (:func:`shifted_lemma`), and the
    theorem's proof must re-check on the model step by step (:func:`_check`: the ``n = 0``
    case two sums over ``Icc 1 0``; each ``rw`` item's bounds a sum's; each length its exact
    value; the sides after the rewrites the lemma's at ``m``)."""
    main, expected, got, rest = read_lemma(text, name, shifted_lemma, "shifted statement")
    body = rest.splitlines()
    lines = []
    for line in body:
        if not line.strip():
            break
        lines.append(line)
    if body[len(lines) :] and any(x.startswith("  ") for x in body[len(lines) :]):
        raise SplitProofError("replay: more proof text after the lemma's application")
    _check(main, CaseLemma(expected.name, expected.statement, got), lines)
