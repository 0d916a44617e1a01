"""Side goals of generated identities, as Lean text, and cold-start proofs for them.

The sketch generator (``wzprove.sketch.build``) will produce the real side goals of a WZ /
recurrence proof (docs/design.md, "Shape of a WZ proof": nonzero right side, ratios, the
pointwise WZ equation, boundaries, base case). Until then this module makes the clearly
simple ones of a summand ``F(n, k)`` itself, in Mathlib syntax over ``ℚ``:

* ``ratio-k``: ``q(n,k) * F(n,k+1) = p(n,k) * F(n,k)`` where ``F(n,k+1)/F(n,k) = p/q``
  (A = B, §3.1), stated cleared of denominators so that it also holds where ``q = 0``;
* ``ratio-n``: the same in ``n``;
* ``base-case``: ``∑ k ∈ Finset.range (s + 1), F(s, k) = S(s)`` at the recurrence's start.

Each goal is checked exactly on the grid ``0 <= n, k <= 8`` under Lean's semantics
(``Nat.choose a b = 0`` for ``b > a``) before it is emitted; a goal that fails anywhere is
dropped. The cold-start proofs are tactic templates (``push_cast``, ``field_simp``,
``ring``, ``simp``, ``decide``) marked unverified: no Mathlib exists here to check them, and
the training loop verifies them before use (``data.verify_cold_start``).

    >>> n, k = sympy.symbols("n k", integer=True, nonnegative=True)
    >>> lean_expr(sympy.binomial(n, k) * 2**k)
    '(2:ℚ) ^ k * (Nat.choose n k : ℚ)'
    >>> lhs, rhs = ratio_goal(sympy.binomial(n, k), k).split(" = ")
    >>> lhs
    '∀ n k : ℕ, ((1:ℚ) + (k:ℚ)) * (Nat.choose n (k + 1) : ℚ)'
    >>> rhs
    '(-(k:ℚ) + (n:ℚ)) * (Nat.choose n k : ℚ)'
    >>> lean_expr((k + 1) * 3**k)
    '(3:ℚ) ^ k * ((1:ℚ) + (k:ℚ))'
"""

from __future__ import annotations

from collections.abc import Sequence

import sympy
from sympy import Expr, Symbol

from wzprove.bootstrap.identities import IdentityRecord, K, N
from wzprove.bootstrap.prompts import make_item
from wzprove.bootstrap.records import PromptItem, ProofPair, provenance

MATHLIB_HEADER = "import Mathlib\nopen Finset"
CHECK_GRID = 8

COLD_START = {
    "ratio-k": [
        "intro n k\npush_cast [Nat.choose_succ_right_eq]\nring",
        "intro n k\nfield_simp\nring",
    ],
    "ratio-n": [
        "intro n k\npush_cast [Nat.succ_mul_choose_eq]\nring",
        "intro n k\nfield_simp\nring",
    ],
    "base-case": ["simp [Finset.sum_range_succ]", "decide", "norm_num [Finset.sum_range_succ]"],
}


def _nat(e: Expr) -> str:
    """A natural-number argument (linear in n, k with nonnegative coefficients) in Lean."""
    text = str(sympy.expand(e)).replace("**", "^")
    return text if text.isidentifier() or text.isdigit() else f"({text})"


def lean_expr(e: Expr) -> str:
    """Lean (Mathlib, over ``ℚ``) text of a grammar term or a polynomial in ``n``, ``k``.

    Raises:
        ValueError: a construct outside the grammar (the message names it).
    """
    if isinstance(e, sympy.Integer):
        return f"({int(e)}:ℚ)"
    if isinstance(e, sympy.Rational):
        return f"(({e.p}:ℚ) / {e.q})"
    if isinstance(e, Symbol):
        return f"({e.name}:ℚ)"
    if isinstance(e, sympy.binomial):
        top, bottom = e.args
        return f"(Nat.choose {_nat(top)} {_nat(bottom)} : ℚ)"
    if isinstance(e, sympy.Pow):
        base, ex = e.args
        if ex.is_Integer and int(ex) > 0:
            return f"{lean_expr(base)} ^ {int(ex)}"
        if ex.free_symbols and base.is_Integer:
            return f"{lean_expr(base)} ^ {_nat(ex)}"
        raise ValueError(f"power {e} is outside the side-goal grammar")
    if isinstance(e, sympy.Mul):
        coeff, rest = e.as_coeff_Mul()
        parts = [
            f"({lean_expr(a)})" if isinstance(a, sympy.Add) else lean_expr(a)
            for a in sympy.Mul.make_args(rest)
        ]
        if coeff == -1:
            return "-" + " * ".join(parts)
        if coeff != 1:
            parts.insert(0, lean_expr(coeff))
        return " * ".join(parts)
    if isinstance(e, sympy.Add):
        return " + ".join(lean_expr(a) for a in sorted(e.args, key=sympy.default_sort_key))
    raise ValueError(f"{e} is outside the side-goal grammar")


def _paren(text: str) -> str:
    return text if text.startswith("(") and text.endswith(")") and "+" not in text else f"({text})"


def _lean_value(e: Expr, env: dict[Symbol, int]) -> sympy.Rational:
    """``e`` at natural ``env`` under Lean's semantics (``Nat.choose a b = 0`` for b > a)."""
    return sympy.nsimplify(e.subs(env))


def ratio_parts(F: Expr, var: Symbol) -> tuple[Expr, Expr]:
    """``(p, q)`` polynomials with ``F(var+1)/F(var) = p/q`` (A = B, §3.1)."""
    from wzprove.wz.hypergeometric import ratio

    r = sympy.factor(ratio(F, var))
    p, q = sympy.fraction(r)
    return sympy.expand(p), sympy.expand(q)


def ratio_goal(F: Expr, var: Symbol) -> str | None:
    """The cleared ratio goal ``q * F(var+1) = p * F`` as Lean text, or None when it fails
    somewhere on the check grid (then it is not a true side goal in this form)."""
    p, q = ratio_parts(F, var)
    shifted = F.subs(var, var + 1)
    for nv in range(CHECK_GRID + 1):
        for kv in range(CHECK_GRID + 1):
            env = {N: nv, K: kv}
            lhs = _lean_value(q, env) * _lean_value(shifted, env)
            rhs = _lean_value(p, env) * _lean_value(F, env)
            if lhs != rhs:
                return None
    sh = lean_expr(shifted)  # shifted binomials print shifted, e.g. Nat.choose n (k + 1)
    return f"∀ n k : ℕ, {_paren(lean_expr(q))} * {sh} = {_paren(lean_expr(p))} * {lean_expr(F)}"


def base_case_goal(rec: IdentityRecord) -> str:
    """``∑ k ∈ Finset.range (s + 1), F(s, k) = S(s)`` at the start ``s`` of the recurrence."""
    F = sympy.sympify(rec.summand, locals={"n": N, "k": K})
    s = rec.start
    total = sum(_lean_value(F, {N: s, K: j}) for j in range(s + 1))
    body = lean_expr(F.subs(N, s))
    return f"∑ k ∈ Finset.range {s + 1}, {body} = {lean_expr(sympy.nsimplify(total))}"


def side_goal_items(records: Sequence[IdentityRecord], seed: int | None = None) -> list[PromptItem]:
    """Prompt items (tactic mode, Mathlib header) for the side goals of ``records``.

    Each item's ``meta`` names the identity (``identity_id``, ``summand``).
    """
    items: list[PromptItem] = []
    seen: set[str] = set()
    for rec in records:
        F = sympy.sympify(rec.summand, locals={"n": N, "k": K})
        goals: list[tuple[str, str | None]] = [
            ("ratio-k", _safe(ratio_goal, F, K)),
            ("ratio-n", _safe(ratio_goal, F, N)),
            ("base-case", _safe(base_case_goal, rec)),
        ]
        for kind, text in goals:
            if text is None or text in seen:
                continue
            seen.add(text)
            meta = {"identity_id": rec.id, "summand": rec.summand}
            items.append(make_item(text, kind, MATHLIB_HEADER, "tactic", meta, "sidegoals", seed))
    return items


def _safe(fn, *args):  # type: ignore[no-untyped-def]
    try:
        return fn(*args)
    except (ValueError, TypeError):
        return None


def cold_start(items: Sequence[PromptItem]) -> list[ProofPair]:
    """Template proofs for each item's kind (``COLD_START``), unverified."""
    out: list[ProofPair] = []
    for it in items:
        for proof in COLD_START.get(it.kind, []):
            out.append(
                ProofPair(
                    prompt_id=it.id,
                    prompt=it.prompt,
                    completion="\n" + proof,
                    kind=it.kind,
                    provenance=provenance("cold-start-template"),
                )
            )
    return out
