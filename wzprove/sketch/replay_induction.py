"""Replay of a proof by induction on one ℕ variable (issue 14, item 3), re-read from its text.

The proof files of :mod:`wzprove.sketch.induction_proof` have one shape::

    theorem NAME (n : ℕ) : L = R := by
      have key : ∀ n : ℕ, L' = R' := by
        intro n
        induction n with
        | zero => norm_num [Finset.sum_range_succ]
        | succ n ih =>
          have s1 : A = B := PROOF
          …
          show L'[n + 1] = R'[n + 1]
          linear_combination (norm := (push_cast; ring1)) ih + c1 * s1 + …
      exact_mod_cast key n        -- `exact key n` where L = R is already in a field

Checked here from the text alone (the compiler's objects are not used):

* ``key`` states the theorem: its sides are the theorem's (a field), or the theorem's with the
  ℕ casts moved to the leaves as ``norm_cast`` moves them (:func:`lift`: ``Nat.cast_add``,
  ``Nat.cast_mul``, ``Nat.cast_pow``, ``Nat.cast_sum``, ``Nat.cast_ofNat``) for a ℕ statement;
* the case ``zero``: the statement at ``n = 0`` evaluated exactly under Lean's semantics
  (:func:`wzprove.model.semantics.evaluate`; that ``norm_num`` closes it is not checked);
* each fact ``sᵢ`` is an instance of the lemma it cites — ``Finset.sum_range_succ`` (Mathlib:
  ``∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n``), ``Nat.fib_add_two``
  (``fib (n + 2) = fib n + fib (n + 1)``, cast by ``exact_mod_cast``), ``harmonic_succ``
  (``harmonic (n + 1) = harmonic n + (↑(n + 1))⁻¹``), ``mul_inv_cancel₀`` (``a ≠ 0 → a * a⁻¹ =
  1``, ``a ≠ 0`` by positivity's rules: :func:`wzprove.sketch.ring_model.positive`); ℕ
  arguments are compared as linear forms (``n + 1 + 1`` and ``n + 2`` are defeq in Lean);
  ``Finset.sum_Icc_succ_top``, ``Nat.cast_sub`` (``1 ≤ fib a`` by ``Nat.fib_pos``, ``1 ≤ 2 ^ e``
  by positivity), ``Nat.sum_range_choose`` (``∑ m ∈ range (n + 1), n.choose m = 2 ^ n``, cast),
  ``pow_succ`` (``a ^ (n + 1) = a ^ n * a``) likewise; ``Finset.sum_range_one``
  (``∑ k ∈ range 1, f k = f 0``), ``Nat.choose_self`` (``↑(C(x, x)) = 1`` and its inverse),
  ``(e)⁻¹ = 1 / c`` where ``ring`` shows ``e = c`` for a numeral ``c ≠ 0``;
* ``show`` states ``key`` at ``n + 1``, and the ``linear_combination`` is exact in the model of
  ``push_cast; ring1`` (:mod:`wzprove.sketch.ring_model`): goal − (ih + Σ cᵢ·sᵢ) is the zero
  polynomial, each proof used linearly;
* the last line closes the theorem from ``key`` (which holds for every ``n``: the theorem's
  hypotheses, if any, are not needed); from a start ``n₀ > 0``, the closing case split of
  :mod:`wzprove.sketch.induction_start` (:func:`~wzprove.sketch.induction_start.replay_closing`);
* ``have cᵢ : ∀ n : ℕ, …`` blocks before ``key`` (closed forms of sums) are checked the same
  way, and a ``key`` with no ``induction`` is one ``linear_combination`` over facts
  ``sᵢ := cᵢ t`` (each the lemma's statement at ``n := t``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from wzprove.lean.elaborate import Elaborator
from wzprove.lean.lexer import tokenize
from wzprove.lean.parser import parse_text
from wzprove.lean.syntax import Parser
from wzprove.model.errors import WzproveError
from wzprove.model.identity import SumBinder, Term, Ty
from wzprove.model.semantics import evaluate
from wzprove.model.terms import substitute
from wzprove.sketch.induction_start import replay_closing
from wzprove.sketch.replay_shift import check_shift_fact
from wzprove.sketch.ring_model import Atoms, is_numeral, nat_linear, positive, ring_poly

_FILE = "<induction proof>"
LC = "linear_combination (norm := (push_cast; ring1)) "
ZERO = "norm_num [Finset.sum_range_succ]"
#: the case zero where a sum over ``Icc`` may be empty (``Icc 1 0``)
ZERO_ICC = "norm_num [Finset.sum_range_succ, Finset.Icc_eq_empty]"
#: the case zero of a closed form with no sum (:mod:`wzprove.sketch.shift_ratio_proof`)
ZERO_CLOSED = "norm_num [Ring.choose_zero_right]"
#: the same where ``Real.Gamma (↑n + 1 / 2)`` is at ``n = 0``: ``Γ(1/2) = √π`` first
ZERO_HALF = "rw [Nat.cast_zero, zero_add, Real.Gamma_one_half_eq]; norm_num"


class InductionReplayError(WzproveError):
    """A line of the proof that does not read or does not replay."""


@dataclass
class InductionReplay:
    """What was checked, one line each (``checked``), and what failed (``failed``)."""

    checked: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return bool(self.checked) and not self.failed


def lift(t: Term, k: Ty) -> Term:
    """The ℕ term ``t`` cast to the field ``k`` with the casts moved to its leaves, as
    ``norm_cast`` relates them: through ``+``, ``*``, ``^`` (ℕ exponent), ``∑`` and numerals;
    any other ℕ node (a subtraction, ``Nat.fib``, ``Nat.choose``…) stays under its cast.

    >>> n = Term.var("n")
    >>> str(lift(Term("mul", (n, Term("fib", (n,), "ℕ")), "ℕ"), "ℚ"))
    '((n : ℚ) * (fib(n) : ℚ))'
    """
    if t.op == "lit":
        return Term.lit(t.value, k)  # type: ignore[arg-type]
    if t.op in ("add", "mul"):
        return Term(t.op, tuple(lift(a, k) for a in t.args), k)
    if t.op == "pow":
        return Term("pow", (lift(t.args[0], k), t.args[1]), k)
    if t.op == "sum":
        lo, hi, body = t.args
        return Term("sum", (lo, hi, lift(body, k)), k, t.value)
    return Term("cast", (t,), k)


def succ_of(t: Term, var: str) -> Term:
    """``t`` with ``var`` replaced by ``var + 1`` (the goal of the case ``succ``)."""
    return substitute(t, var, Term("add", (Term.var(var), Term.lit(1)), "ℕ"))


class _Reader:
    def __init__(self, text: str, types: Mapping[str, Ty]):
        self.text, self.types = text, dict(types)

    def term(self, src: str, types: Mapping[str, Ty] | None = None, ty: Ty | None = None) -> Term:
        toks = [t for t in tokenize(src, _FILE) if t.kind != "eof"]
        if not toks:
            raise InductionReplayError("an empty term")
        last = toks[-1]
        eof = type(last)("eof", "", last.end, last.end, last.line, last.column + 1)
        p = Parser([*toks, eof], _FILE, src)
        syn = p.parse_expr(0)
        if p.peek().kind != "eof":
            raise InductionReplayError(f"cannot read `{src[:60]}`")
        elab = Elaborator(dict(types or self.types), set(), _FILE, source=src)
        return elab.elab(syn, ty)

    def equation(self, src: str, ty: Ty) -> tuple[Term, Term]:
        toks = [t for t in tokenize(src, _FILE) if t.kind != "eof"]
        depth = 0
        for t in toks:
            if t.kind == "sym" and t.text in "([{":
                depth += 1
            elif t.kind == "sym" and t.text in ")]}":
                depth -= 1
            elif depth == 0 and t.text == "=":
                return self.term(src[: t.start], ty=ty), self.term(src[t.end :], ty=ty)
        raise InductionReplayError(f"no `=` in `{src[:60]}`")


def _affine(t: Term, atoms: Atoms | None = None) -> dict | None:
    """A ℕ term as a linear form (no truncation), comparable across spellings."""
    p = nat_linear(t, atoms or Atoms())
    return None if p is None else dict(p.terms)


def _same_nat(a: Term, b: Term) -> bool:
    atoms = Atoms()
    fa, fb = _affine(a, atoms), _affine(b, atoms)
    return fa is not None and fa == fb


def _le_plus_one(low: Term, top: Term) -> bool:
    """Whether ``low ≤ top + 1`` for every value of the variables (``omega``): ``low`` a
    numeral, ``top`` a linear form with nonnegative coefficients."""
    form = _affine(top)
    if low.op != "lit" or form is None or any(v < 0 for v in form.values()):
        return False
    return low.value <= form.get((), Fraction(0)) + 1  # type: ignore[operator]


def _plus(t: Term, c: int) -> Term:
    return Term("add", (t, Term.lit(c)), "ℕ")


def _split_args(src: str) -> list[str]:
    """Top-level space-separated arguments of a lemma call (parenthesised groups)."""
    out, depth, cur = [], 0, ""
    for ch in src.strip():
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == " " and depth == 0:
            if cur:
                out.append(cur)
            cur = ""
            continue
        cur += ch
    if cur:
        out.append(cur)
    return out


def _unparen(s: str) -> str:
    s = s.strip()
    while s.startswith("(") and s.endswith(")"):
        depth = 0
        for i, ch in enumerate(s):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and i < len(s) - 1:
                return s
        s = s[1:-1].strip()
    return s


def check_fact(r: _Reader, lhs: Term, rhs: Term, proof: str, k: Ty, var: str) -> str | None:
    """``None`` when ``lhs = rhs`` is the instance of the lemma ``proof`` cites, else why not."""
    head, _, rest = proof.partition(" ")
    if head == "Finset.sum_range_succ":
        args = _split_args(rest)
        m = re.fullmatch(r"fun (\w+) => (.*)", _unparen(args[0])) if len(args) == 2 else None
        if m is None:
            return "expected `Finset.sum_range_succ (fun k => f) (m)`"
        idx = m.group(1)
        body = r.term(m.group(2), {**r.types, idx: "ℕ"}, k)
        top = r.term(args[1], ty="ℕ")
        binder = SumBinder(idx, "ℕ", "range")
        if not (lhs.op == "sum" and lhs.value == binder and lhs.args[2] == body):
            return "the left side is not ∑ over range of the function"
        if not _same_nat(lhs.args[1], _plus(top, 1)):
            return "the left sum's range is not m + 1"
        want = Term(
            "add",
            (Term("sum", (Term.lit(0), top, body), k, binder), substitute(body, idx, top)),
            k,
        )
        return None if rhs == want else "the right side is not ∑ over range m + f m"
    if proof.startswith("by rw [show ") and proof.endswith(" by ring] <;> norm_num"):
        pat = r"by rw \[show (.*) = (\(-?\d+(?: / \d+)? : [ℚℝ]\)) by ring\] <;> norm_num"
        m = re.fullmatch(pat, proof)
        den, c = (r.term(m.group(1), ty=k), r.term(m.group(2), ty=k)) if m else (None, None)
        atoms = Atoms()
        value = ring_poly(c, atoms).terms if c is not None else {}
        if den is None or set(value) != {()} or not is_numeral(c):  # type: ignore[arg-type]
            return "expected `by rw [show e = c by ring] <;> norm_num`, a numeral c ≠ 0"
        if not (ring_poly(den, atoms) - ring_poly(c, atoms)).is_zero():  # type: ignore[arg-type]
            return f"ring does not show {den} = {c}"
        inv = ring_poly(rhs, atoms).terms if is_numeral(rhs) else {}
        ok = lhs == Term("div", (Term.lit(1, k), den), k) and inv == {(): 1 / value[()]}
        return None if ok else "not e⁻¹ = 1 / c"
    if head == "Finset.sum_range_one":
        m = re.fullmatch(r"fun (\w+) => (.*)", _unparen(rest))
        if m is None:
            return "expected `Finset.sum_range_one (fun k => f)`"
        idx = m.group(1)
        body = r.term(m.group(2), {**r.types, idx: "ℕ"}, k)
        want = Term("sum", (Term.lit(0), Term.lit(1), body), k, SumBinder(idx, "ℕ", "range"))
        ok = lhs == want and rhs == substitute(body, idx, Term.lit(0))
        return None if ok else "not ∑ k ∈ range 1, f k = f 0"
    if proof.startswith(("by exact_mod_cast Nat.choose_self (", "by rw [Nat.choose_self (")):
        inv = proof.startswith("by rw")
        pat = (
            r"by rw \[Nat\.choose_self \((.*)\)\] <;> norm_num"
            if inv
            else (r"by exact_mod_cast Nat\.choose_self \((.*)\)")
        )
        m = re.fullmatch(pat, proof)
        if m is None:
            return "expected `Nat.choose_self (x)` by exact_mod_cast, or rw for the inverse"
        x = r.term(m.group(1), ty="ℕ")
        want: Term = Term("cast", (Term("choose", (x, x), "ℕ"),), k)
        if inv:
            want = Term("div", (Term.lit(1, k), want), k)
        return None if (lhs, rhs) == (want, Term.lit(1, k)) else "not ↑(C(x, x)) = 1"
    if head == "Finset.sum_Icc_succ_top":
        m = re.fullmatch(r"\(show (\w+|\d+) ≤ (.*) \+ 1 by omega\) \(fun (\w+) => (.*)\)", rest)
        if m is None:
            return "expected `Finset.sum_Icc_succ_top (show a ≤ b + 1 by omega) (fun k => f)`"
        low, top = r.term(m.group(1), ty="ℕ"), r.term(m.group(2), ty="ℕ")
        idx = m.group(3)
        body = r.term(m.group(4), {**r.types, idx: "ℕ"}, k)
        binder = SumBinder(idx, "ℕ", "Icc")
        if not _le_plus_one(low, top):
            return f"{low} ≤ {top} + 1 is not shown by omega"
        if not (lhs.op == "sum" and lhs.value == binder and lhs.args[2] == body):
            return "the left side is not ∑ over Icc of the function"
        if lhs.args[0] != low or not _same_nat(lhs.args[1], _plus(top, 1)):
            return "the left sum is not over Icc a (b + 1)"
        last = substitute(body, idx, _plus(top, 1))
        want = Term("add", (Term("sum", (low, top, body), k, binder), last), k)
        return None if rhs == want else "the right side is not ∑ over Icc a b + f (b + 1)"
    if head == "Nat.cast_sub" and rest.endswith(" by positivity))"):
        m = re.fullmatch(r"\(Nat\.succ_le_of_lt \(show 0 < (.*) by positivity\)\)", rest)
        big = r.term(m.group(1), ty="ℕ") if m else None
        if big is None or not (big.op == "pow" and big.args[0] == Term.lit(2)):
            return "expected `Nat.cast_sub (Nat.succ_le_of_lt (show 0 < 2 ^ e by positivity))`"
        want_l = Term("cast", (Term("sub", (big, Term.lit(1)), "ℕ"),), k)
        want_r = Term("sub", (Term("cast", (big,), k), Term("cast", (Term.lit(1),), k)), k)
        return None if (lhs, rhs) == (want_l, want_r) else "not ↑(2 ^ e - 1) = ↑(2 ^ e) - ↑1"
    if head == "Nat.cast_sub":
        pat = r"\(Nat\.succ_le_of_lt \(Nat\.fib_pos\.mpr \(show 0 < (.*) by omega\)\)\)"
        m = re.fullmatch(pat, rest)
        if m is None:
            return "expected `Nat.cast_sub (Nat.succ_le_of_lt (Nat.fib_pos.mpr (show 0 < a …)))`"
        arg = r.term(m.group(1), ty="ℕ")
        form = _affine(arg)
        if form is None or form.get((), Fraction(0)) < 1 or any(v < 0 for v in form.values()):
            return f"0 < {arg} is not shown by omega"
        big = Term("fib", (arg,), "ℕ")
        want_l = Term("cast", (Term("sub", (big, Term.lit(1)), "ℕ"),), k)
        want_r = Term("sub", (Term("cast", (big,), k), Term("cast", (Term.lit(1),), k)), k)
        return None if (lhs, rhs) == (want_l, want_r) else "not ↑(fib a - 1) = ↑(fib a) - ↑1"
    if proof.startswith("by exact_mod_cast (Nat.fib_add_two (n := "):
        m = re.fullmatch(r"by exact_mod_cast \(Nat\.fib_add_two \(n := (.*)\)\)", proof)
        if m is None:
            return "expected `by exact_mod_cast (Nat.fib_add_two (n := m))`"
        base = r.term(m.group(1), ty="ℕ")
        fibs = [lhs, *(rhs.args if rhs.op == "add" else ())]
        if len(fibs) != 3 or not all(
            f.op == "cast" and f.type == k and f.args[0].op == "fib" for f in fibs
        ):
            return "expected ↑(fib a) = ↑(fib b) + ↑(fib c)"
        a, b, c = (f.args[0].args[0] for f in fibs)
        ok = _same_nat(a, _plus(base, 2)) and _same_nat(b, base) and _same_nat(c, _plus(base, 1))
        return None if ok else "the arguments are not m + 2, m, m + 1"
    if proof.startswith("by exact_mod_cast (Nat.sum_range_choose ("):
        m = re.fullmatch(r"by exact_mod_cast \(Nat\.sum_range_choose \((.*)\)\)", proof)
        if m is None:
            return "expected `by exact_mod_cast (Nat.sum_range_choose (m))`"
        top = r.term(m.group(1), ty="ℕ")
        if not (lhs.op == "sum" and isinstance(lhs.value, SumBinder)):
            return "the left side is not a sum"
        idx = lhs.value.index
        body = Term("cast", (Term("choose", (top, Term.var(idx)), "ℕ"),), k)
        want = Term("sum", (Term.lit(0), _plus(top, 1), body), k, SumBinder(idx, "ℕ", "range"))
        power = Term("pow", (Term.lit(2, k), top), k)
        return None if (lhs, rhs) == (want, power) else "not ∑ k < m + 1, C(m, k) = 2 ^ m"
    if head == "_root_.pow_succ":  # `_root_`: `open Nat` would make `pow_succ` ambiguous
        args = _split_args(rest)
        if len(args) != 2:
            return "expected `_root_.pow_succ c (m)`"
        base, top = r.term(args[0], ty=k), r.term(args[1], ty="ℕ")
        if not is_numeral(base):  # `2`, `(-1 : ℝ)`
            return "pow_succ of a base that is not a numeral"
        want = Term("mul", (Term("pow", (base, top), k), base), k)
        ok = lhs.op == "pow" and lhs.args[0] == base and _same_nat(lhs.args[1], _plus(top, 1))
        return None if ok and rhs == want else "not c ^ (m + 1) = c ^ m * c"
    if head == "harmonic_succ":
        if k != "ℚ":
            return "harmonic_succ is stated in ℚ"
        base = r.term(rest, ty="ℕ")
        if not (lhs.op == "harmonic" and _same_nat(lhs.args[0], _plus(base, 1))):
            return "the left side is not harmonic (m + 1)"
        # `↑(m + 2)` written for `↑((m + 1) + 1)`: the same ℕ, and defeq in Lean (offsets)
        h = Term("harmonic", (base,), k)
        inv = rhs.args[1] if rhs.op == "add" and rhs.args[0] == h and rhs.type == k else None
        one = Term.lit(1, k)
        top = inv.args[1] if inv is not None and inv.op == "div" and inv.args[0] == one else None
        ok = top is not None and top.op == "cast" and top.type == k
        ok = ok and _same_nat(top.args[0], _plus(base, 1))  # type: ignore[union-attr]
        return None if ok else "the right side is not harmonic m + (↑(m + 1))⁻¹"
    if head == "mul_inv_cancel₀":
        m = re.fullmatch(r"\(show (.*) ≠ 0 by positivity\)", rest.strip())
        if m is None:
            return "expected `mul_inv_cancel₀ (show a ≠ 0 by positivity)`"
        a = r.term(m.group(1), ty=k)
        if not positive(a):
            return f"positivity's rules do not show {a} > 0"
        want = Term("mul", (a, Term("div", (Term.lit(1, k), a), k)), k)
        return None if (lhs, rhs) == (want, Term.lit(1, k)) else "not a * a⁻¹ = 1"
    try:  # the shift facts of closed forms (Prover/ShiftRatio.lean)
        return check_shift_fact(r.term, lhs, rhs, proof, k)
    except KeyError:
        return f"unknown lemma `{head}`"


def _combination(r: _Reader, goal, proofs: dict[str, tuple[Term, Term]], src: str, k: Ty):
    combo = r.term(src, {**r.types, **{p: k for p in proofs}}, k)
    atoms = Atoms()
    rest = ring_poly(combo, atoms)
    gens = {atoms.of_var(p): p for p in proofs}
    for key in atoms.index:
        if key[0] != "var" and any(  # type: ignore[index]
            isinstance(x, Term) and x.free_vars() & set(proofs)
            for x in key  # type: ignore[union-attr]
        ):
            return "a proof inside a cast, inverse or power"
    if rest.degree_in(gens) > 1:
        return "a product of two proofs"
    value = ring_poly(goal[0], atoms) - ring_poly(goal[1], atoms)
    for g, p in gens.items():
        coeff, rest = rest.split(g)
        lhs, rhs = proofs[p]
        value = value - coeff * (ring_poly(lhs, atoms) - ring_poly(rhs, atoms))
    if not rest.is_zero():
        return "a term without a proof in the combination"
    return None if value.is_zero() else "remainder ≠ 0: " + value.show(atoms.names)


def replay_induction(text: str, name: str) -> InductionReplay:
    """Replay the proof of ``name`` in ``text`` (module docstring); never raises for bad
    input: what does not read is a failure."""
    out = InductionReplay()
    try:
        _replay(text, name, out)
    except (WzproveError, RecursionError, IndexError, ValueError) as exc:
        out.failed.append(f"unreadable: {exc}")
    return out


def _replay(text: str, name: str, out: InductionReplay) -> None:
    found = [p for p in parse_text(text) if p.name == name and p.identity is not None]
    if len(found) != 1:
        raise InductionReplayError(f"no theorem `{name}`")
    ident = found[0].identity
    assert ident is not None
    names = [v.name for v in ident.variables]
    if len(names) != 1 or ident.variables[0].type != "ℕ":
        raise InductionReplayError("the theorem is not in one ℕ variable")
    var = names[0]
    nat = ident.domain == "ℕ"
    k: Ty = "ℚ" if nat else ident.domain
    body = text[text.index(f"theorem {name}") :].split(":= by\n", 1)[1]
    body = re.sub(r"/-.*?-/", "", body, count=1, flags=re.S)  # the opening comment
    lines = [ln.strip() for ln in body.splitlines() if ln.strip()]
    r = _Reader(text, {var: "ℕ"})
    lemmas: dict[str, tuple[Term, Term]] = {}
    i = 0
    while i < len(lines) and "key" not in lemmas:
        m = re.fullmatch(rf"have (key|c\d+) : ∀ {var} : ℕ, (.*) := by", lines[i])
        if m is None or m.group(1) in lemmas or lines[i + 1] != f"intro {var}":
            raise InductionReplayError(f"expected `have NAME : ∀ {var} : ℕ, L = R := by`, intro")
        stmt = r.equation(m.group(2), k)
        block = _Block(r, out, m.group(1), stmt, lemmas, var, k)
        if lines[i + 2] == f"induction {var} with":
            i = block.induction(lines, i + 3)
        else:
            i = block.direct(lines, i + 2)
        lemmas[m.group(1)] = stmt
    if "key" not in lemmas:
        raise InductionReplayError("no `have key`")
    if lines[i].startswith("by_cases hn : "):  # a start above 0
        cast = lambda t: lift(t, k)  # noqa: E731 - the theorem's sides cast as key states them
        zeros = (ZERO, ZERO_ICC)
        for what, ok in replay_closing(r, ident, lemmas["key"], lines[i:], var, cast, zeros):
            _verdict(out, what, ok)
        return
    want = (lift(ident.lhs, k), lift(ident.rhs, k)) if nat else (ident.lhs, ident.rhs)
    _verdict(out, "key states the theorem", lemmas["key"] == want)
    close = f"exact_mod_cast key {var}" if nat else f"exact key {var}"
    _verdict(out, f"closed by `{close}`", lines[i:] == [close])


class _Block:
    """One ``have NAME : ∀ n : ℕ, L = R`` of the proof: by induction, or directly from the
    lemmas before it."""

    def __init__(self, r: _Reader, out: InductionReplay, name: str, stmt, lemmas, var: str, k):
        self.r, self.out, self.name, self.stmt = r, out, name, stmt
        self.lemmas, self.var, self.k = lemmas, var, k

    def induction(self, lines: list[str], i: int) -> int:
        """The cases ``zero`` (evaluated) and ``succ`` (facts, ``show``, the step)."""
        var, stmt = self.var, self.stmt
        zeros = (ZERO, ZERO_ICC, ZERO_CLOSED, ZERO_HALF)
        zero = lines[i] in tuple(f"| zero => {z}" for z in zeros)
        if lines[i] == f"| zero => {ZERO_HALF}":  # its rewrites need Γ(↑0 + 1 / 2)
            self.verdict("Γ(↑n + 1 / 2) for the case zero's rewrites", _half_gamma(stmt, var))
        if not zero or lines[i + 1] != f"| succ {var} ih =>":
            raise InductionReplayError("expected the case zero, then `| succ n ih =>`")
        try:
            values = [evaluate(s, {var: 0}) for s in stmt]
            self.verdict("the case zero evaluates equal", values[0] == values[1])
        except WzproveError as exc:
            self.verdict(f"the case zero cannot be evaluated: {exc}", False)
        proofs, i = self.facts(lines, i + 2, {"ih": stmt})
        if not lines[i].startswith("show "):
            raise InductionReplayError("expected `show` after the facts")
        goal = self.r.equation(lines[i][len("show ") :], self.k)
        self.verdict("show states it at n + 1", goal == tuple(succ_of(s, var) for s in stmt))
        return self.combination(lines, i + 1, goal, proofs)

    def direct(self, lines: list[str], i: int) -> int:
        """Facts (instances of the lemmas before), then the combination for the statement."""
        proofs, i = self.facts(lines, i, {})
        return self.combination(lines, i, self.stmt, proofs)

    def facts(self, lines: list[str], i: int, proofs: dict) -> tuple[dict, int]:
        while lines[i].startswith("have s"):
            m = re.fullmatch(r"have (s\d+) : (.*?) := (.*)", lines[i])
            if m is None or m.group(1) in proofs:
                raise InductionReplayError(f"cannot read `{lines[i][:60]}`")
            fact = self.r.equation(m.group(2), self.k)
            lemma = re.fullmatch(r"(c\d+) (.*)", m.group(3))
            if lemma and lemma.group(1) in self.lemmas:
                at = self.r.term(lemma.group(2), ty="ℕ")
                want = tuple(substitute(s, self.var, at) for s in self.lemmas[lemma.group(1)])
                why = None if fact == want else f"not {lemma.group(1)} at {at}"
            else:
                why = check_fact(self.r, *fact, m.group(3), self.k, self.var)
            self.verdict(f"{m.group(1)}: {why or m.group(3).split(' (')[0]}", why is None)
            proofs[m.group(1)] = fact
            i += 1
        return proofs, i

    def combination(self, lines: list[str], i: int, goal, proofs: dict) -> int:
        if not lines[i].startswith(LC):
            raise InductionReplayError("expected `linear_combination (norm := (push_cast; ring1))`")
        why = _combination(self.r, goal, proofs, lines[i][len(LC) :], self.k)
        self.verdict(f"the step: {why or 'linear_combination replayed'}", why is None)
        return i + 1

    def verdict(self, what: str, ok: bool) -> None:
        _verdict(self.out, what if self.name == "key" else f"{self.name}: {what}", ok)


def _half_gamma(stmt: tuple[Term, Term], var: str) -> bool:
    """Whether a side holds ``Real.Gamma ((var : ℝ) + 1 / 2)`` (so that ``Nat.cast_zero``,
    ``zero_add`` and ``Real.Gamma_one_half_eq`` rewrite at ``var = 0``)."""
    half = Term("div", (Term.lit(1, "ℝ"), Term.lit(2, "ℝ")), "ℝ")
    arg = Term("add", (Term("cast", (Term.var(var),), "ℝ"), half), "ℝ")
    return any(t == Term("gamma", (arg,), "ℝ") for side in stmt for t in side.walk())


def _verdict(out: InductionReplay, what: str, ok: bool) -> None:
    (out.checked if ok else out.failed).append(what)


__all__ = ["InductionReplay", "InductionReplayError", "lift", "replay_induction", "succ_of"]
