"""Proofs by induction from a start ``n₀ > 0`` (issue 14, item 3): the wrapper around ``key``.

Where the induction step holds only from ``n₀`` (an ℕ subtraction ``n − 1`` is exact from
``n = 1`` on, :func:`wzprove.model.induction.least_start`), the proof of
:mod:`wzprove.sketch.induction_proof` states ``key : ∀ n : ℕ, P (n + n₀)`` and proves it by
induction on ``n`` (its case ``zero`` is ``P n₀``), the values below ``n₀`` by direct
evaluation, and the theorem by a case split::

      by_cases hn : n < n₀
      · interval_cases n
        all_goals norm_num [Finset.sum_range_succ]
      · obtain ⟨m, rfl⟩ : ∃ m : ℕ, n = m + n₀ := ⟨n - n₀, by omega⟩
        rw [show m + n₀ - d = m + (n₀ - d) by omega, …]
        exact_mod_cast key m

``P (n + n₀)`` has each exact subtraction ``(a·(n + n₀) + c) − d`` (``a·n₀ + c ≥ d``, ``d`` a
numeral) written ``a·n + (a·n₀ + c − d)``, so that the step's facts see linear arguments;
the ``rw`` makes the same change in the goal (the pattern occurs there literally after
``rfl``).  Only
statements that hold at every ``n < n₀`` whatever their hypotheses say are written (the
values are compared exactly here and again by the replay).

>>> from wzprove.model.identity import Term
>>> n = Term.var("n")
>>> sub = Term("sub", (n, Term.lit(1)), "ℕ")
>>> lhs, _, rw = shift_sides(Term("fib", (sub,), "ℕ"), Term.lit(0), "n", 1)
>>> str(lhs), [(str(a), str(b)) for a, b in rw]
('fib(n)', [('((m + 1) -[ℕ] 1)', 'm')])
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from wzprove.model.errors import WzproveError
from wzprove.model.identity import Term
from wzprove.model.semantics import evaluate
from wzprove.model.terms import replace_subterm, substitute
from wzprove.sketch.ring_model import Atoms, Poly, nat_linear

#: the fresh name of the closing case split (a statement binding it is refused)
M = "m"


def _plus(t: Term, c: int) -> Term:
    return t if c == 0 else Term("add", (t, Term.lit(c)), "ℕ")


def _linear(t: Term) -> tuple[int, int] | None:
    """``(a, c)`` where the ℕ term ``t`` is ``a·m + c`` built by ``+``, ``×`` from ``m`` and
    numerals; None otherwise."""
    if t.op == "var" and t.value == M:
        return 1, 0
    if t.op == "lit" and t.type == "ℕ":
        return 0, int(t.value)  # type: ignore[arg-type]
    parts = [_linear(a) for a in t.args] if t.op in ("add", "mul") else [None]
    if None in parts:
        return None
    (a1, c1), (a2, c2) = parts  # type: ignore[misc]
    if t.op == "add":
        return a1 + a2, c1 + c2
    return (a1 * c2 + a2 * c1, c1 * c2) if a1 * a2 == 0 else None


def _rewrite(t: Term, out: list[tuple[Term, Term]]) -> Term:
    """``t`` bottom-up with each exact subtraction ``(a·m + c) − d`` (``c ≥ d``) replaced by
    ``a·m + (c − d)``; the replacements, in order, appended to ``out``."""
    if t.args:
        t = replace(t, args=tuple(_rewrite(a, out) for a in t.args))
    if t.op == "sub" and t.type == "ℕ" and t.args[1].op == "lit":
        form, d = _linear(t.args[0]), int(t.args[1].value)  # type: ignore[arg-type]
        if form is not None and form[0] > 0 and form[1] >= d:
            m = Term.var(M)
            new = m if form[0] == 1 else Term("mul", (Term.lit(form[0]), m), "ℕ")
            new = _plus(new, form[1] - d)
            if (t, new) not in out:
                out.append((t, new))
            return new
    return t


def shift_sides(lhs: Term, rhs: Term, var: str, n0: int) -> tuple[Term, Term, list]:
    """The sides at ``var + n0`` (exact subtractions rewritten), in ``var``; and the rewrites
    ``(A, B)`` of the closing ``rw``, in the fresh name ``m``."""
    if n0 == 0:
        return lhs, rhs, []
    m = Term.var(M)
    rewrites: list[tuple[Term, Term]] = []
    sides = [_rewrite(substitute(s, var, _plus(m, n0)), rewrites) for s in (lhs, rhs)]
    back = [substitute(s, M, Term.var(var)) for s in sides]
    return back[0], back[1], rewrites


def below_start(lhs: Term, rhs: Term, var: str, n0: int) -> str | None:
    """None when both sides are equal at every ``var < n0`` (exactly, whatever the
    hypotheses say), else why not."""
    for v in range(n0):
        try:
            if evaluate(lhs, {var: v}) != evaluate(rhs, {var: v}):
                return f"the sides differ at {var} = {v}"
        except WzproveError as exc:
            return f"the statement cannot be evaluated at {var} = {v}: {exc}"
    return None


def closing_lines(var: str, n0: int, rewrites: list, zero: str, nat: bool, lean) -> list[str]:
    """The theorem's last lines from ``key`` (module docstring); ``lean`` renders a term."""
    lines = [
        f"  by_cases hn : {var} < {n0}",
        f"  · interval_cases {var}",
        f"    all_goals {zero}",
        f"  · obtain ⟨{M}, rfl⟩ : ∃ {M} : ℕ, {var} = {M} + {n0} := ⟨{var} - {n0}, by omega⟩",
    ]
    if rewrites:
        shows = ", ".join(f"show {lean(a)} = {lean(b)} by omega" for a, b in rewrites)
        lines.append(f"    rw [{shows}]")
    lines.append(f"    {'exact_mod_cast' if nat else 'exact'} key {M}")
    return lines


def _exact_sub(a: Term, b: Term) -> bool:
    """Whether ``omega`` shows ``a = b`` for every ``m``: ``a = x − d`` with ``x`` linear with
    nonnegative coefficients and constant ``≥ d`` (no truncation), ``b`` its difference."""
    atoms = Atoms()
    if not (a.op == "sub" and a.args[1].op == "lit"):
        return False
    x, y = nat_linear(a.args[0], atoms), nat_linear(b, atoms)
    d = a.args[1].value
    if x is None or y is None or any(v < 0 for v in x.terms.values()):
        return False
    return x.terms.get((), Fraction(0)) >= d and (x - y - Poly.const(d)).is_zero()  # type: ignore[arg-type, operator]


def replay_closing(read, ident, key, lines: list[str], var: str, lift, zeros) -> list:
    """``(what, ok)`` for the closing ``lines`` after ``key`` (module docstring), re-read from
    the text: the case split, the values below ``n₀`` evaluated exactly, each ``rw`` an exact
    ℕ subtraction, and ``key`` the theorem at ``m + n₀`` with those rewrites (each side cast
    by ``lift`` for a ℕ statement: :func:`~wzprove.sketch.replay_induction.lift`)."""
    found = re.fullmatch(rf"by_cases hn : {var} < (\d+)", lines[0])
    n0 = int(found.group(1)) if found else 0
    nat = ident.domain == "ℕ"
    want = [
        f"· interval_cases {var}",
        f"· obtain ⟨{M}, rfl⟩ : ∃ {M} : ℕ, {var} = {M} + {n0} := ⟨{var} - {n0}, by omega⟩",
        f"{'exact_mod_cast' if nat else 'exact'} key {M}",
    ]
    has_rw = len(lines) == 6 and lines[4].startswith("rw [")
    if n0 < 1 or len(lines) != 5 + has_rw or [lines[1], lines[3], lines[-1]] != want:
        return [("the closing case split reads", False)]
    bad = below_start(ident.lhs, ident.rhs, var, n0)
    out = [(f"values below the start: {bad or 'evaluated equal'}", bad is None)]
    out.append(("their case: norm_num", lines[2] in (f"all_goals {z}" for z in zeros)))
    sides = [substitute(s, var, _plus(Term.var(M), n0)) for s in (ident.lhs, ident.rhs)]
    for a_src, b_src in re.findall(r"show (.*?) = (.*?) by omega", lines[4] if has_rw else ""):
        a, b = read.term(a_src, {M: "ℕ"}, "ℕ"), read.term(b_src, {M: "ℕ"}, "ℕ")
        out.append((f"rw: {a} = {b} by omega", _exact_sub(a, b)))
        sides = [replace_subterm(s, a, b) for s in sides]
    back = [substitute(s, M, Term.var(var)) for s in sides]
    stated = tuple(lift(s) for s in back) if nat else tuple(back)
    out.append((f"key states the theorem at {var} + {n0}", stated == tuple(key)))
    return out
