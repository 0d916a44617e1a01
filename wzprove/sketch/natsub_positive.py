"""Casts of ℕ terms that ``push_cast`` leaves whole but whose value is known for every value
of the variables: ``X - 1`` that never truncates because ``X ≥ 1`` (``c ^ E - 1`` for a
numeral ``c ≥ 1``, ``M ! - 1``: right sides such as ``2 ^ (n + 1) - 1`` or ``(n + 1)! - 1`` of
ℕ statements), ``Nat.descFactorial U 2 = U·(U - 1)`` (0 for ``U < 2``, as is the product) and
``Nat.ascFactorial U 2 = U·(U + 1)`` (a product of naturals: Mathlib's definition since 2024,
``n.ascFactorial (k + 1) = (n + k) * n.ascFactorial k``).

``omega`` cannot see ``1 ≤ 2 ^ (n + 1)``, so :func:`wzprove.sketch.lincomb` relates the cast of
such a subtraction to its difference by a ``Prover`` lemma instead of ``Nat.cast_sub``:

* ``Prover.cast_pow_sub_one (α := K) c d E (by omega)`` —
  ``((c ^ E - 1 : ℕ) : K) = (c : K) ^ E - 1`` where ``c = d + 1`` (a numeral fact);
* ``Prover.cast_factorial_sub_one (α := K) M`` — ``((M! - 1 : ℕ) : K) = (M! : K) - 1``;
* ``Prover.cast_descFactorial_two (α := K) U`` —
  ``((U.descFactorial 2 : ℕ) : K) = (U : K) * ((U : K) - 1)``;
* ``Prover.cast_ascFactorial_two (α := K) U`` —
  ``((U.ascFactorial 2 : ℕ) : K) = (U : K) * ((U : K) + 1)``;
* ``Prover.cast_ascFactorial_eq_div (α := K) U V N (by omega)`` (``U = V + 1``, ``K`` a field) —
  ``((U.ascFactorial N : ℕ) : K) = (V + N)! / V!``: a rising factorial of any length
  (``Nat.factorial_mul_ascFactorial``), its start written ``_ + c``, ``c ≥ 1``;
* ``Prover.rpow_natCast_sub c d0 E d (by omega)`` (``c = d0 + 1``, ℝ only) —
  ``(c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d``: a real power with a numeral
  base and a natural exponent less a numeral (``2 ^ ((n : ℝ) - 2)``), ``Real.rpow_sub`` and
  ``Real.rpow_natCast``.

Each is a fact ``atom = value`` (:func:`cast_fact`) that the elimination uses first: its value
may bring powers and factorials to the step, whose shift facts come after.

The replay reads both through its lemma table (:data:`wzprove.sketch.replay_lemmas.LEMMAS`).
"""

from __future__ import annotations

from fractions import Fraction

from wzprove.lean.render import render_term
from wzprove.model.identity import Term, Ty


def _numeral(t: Term) -> int | None:
    """The value of an ℕ literal, else ``None``."""
    if t.op == "lit" and isinstance(t.value, Fraction) and t.value.denominator == 1:
        return int(t.value)
    return None


def positive_minus_one(a: Term, b: Term) -> bool:
    """Whether ``a - b`` (ℕ) is ``c ^ E - 1`` with a numeral ``c ≥ 1`` or ``M ! - 1``: exact
    for every value of the variables."""
    if _numeral(b) != 1 or a.type != "ℕ":
        return False
    if a.op == "factorial":
        return True
    if a.op == "pow":
        c = _numeral(a.args[0])
        return c is not None and c >= 1
    return False


def positive_sub_proof(a: Term, b: Term, K: Ty) -> str | None:
    """The proof term of ``((a - b : ℕ) : K) = (a : K) - (b : K)`` (up to ``push_cast``) for a
    subtraction of :func:`positive_minus_one`, or ``None`` for any other."""
    if not positive_minus_one(a, b):
        return None
    if a.op == "factorial":
        return f"Prover.cast_factorial_sub_one (α := {K}) ({render_term(a.args[0])})"
    c = _numeral(a.args[0])
    assert c is not None
    return f"Prover.cast_pow_sub_one (α := {K}) {c} {c - 1} ({render_term(a.args[1])}) (by omega)"


def descfact_two(t: Term) -> bool:
    """Whether ``t`` is ``Nat.descFactorial U 2`` (the one falling factorial read)."""
    return t.op == "descfact" and _numeral(t.args[1]) == 2


def ascfact_two(t: Term) -> bool:
    """Whether ``t`` is ``Nat.ascFactorial U 2`` (its value a polynomial in ``U``)."""
    return t.op == "ascfact" and _numeral(t.args[1]) == 2


def ascfact_start(U: Term) -> Term | None:
    """``V`` when the start ``U`` of a rising factorial is written ``V' + c`` (``c ≥ 1`` a numeral,
    ``V = V' + (c - 1)``): then ``U = V + 1``, positivity's extension for ``Nat.ascFactorial``
    (``Nat.ascFactorial_pos``, the start matched as ``_ + 1``) applies and
    ``Prover.cast_ascFactorial_eq_div`` gives its value; else ``None``."""
    if U.op != "add" or U.type != "ℕ":
        return None
    c = _numeral(U.args[1])
    if c is None or c < 1:
        return None
    return U.args[0] if c == 1 else Term("add", (U.args[0], Term.lit(c - 1)), "ℕ")


def ascfact_general(t: Term) -> bool:
    """Whether ``t`` is ``Nat.ascFactorial U N`` with a start ``U`` of :func:`ascfact_start`
    (any length ``N``: its value ``(V + N)! / V!``)."""
    return t.op == "ascfact" and ascfact_start(t.args[0]) is not None


def rpow_parts(t: Term) -> tuple[Term, Term, Term] | None:
    """``(c, E, d)`` (ℕ literals ``c ≥ 1``, ``d ≥ 1`` and an ℕ term ``E``) when ``t`` is the real
    power ``(c : ℝ) ^ ((E : ℝ) - d)`` (a numeral base, the exponent a cast natural less a
    numeral, ``2 ^ ((n : ℝ) - 2)``), else ``None``."""
    if t.op != "pow" or t.type != "ℝ":
        return None
    base, ex = t.args
    c = base.args[0] if base.op == "cast" and base.args[0].type == "ℕ" else base
    cv = _numeral(c) if c.op == "lit" else None
    if cv is None or cv < 1 or ex.type != "ℝ" or ex.op != "sub":
        return None
    e, d = ex.args
    dv = _numeral(d.args[0]) if d.op == "cast" else _numeral(d)
    if dv is None or dv < 1 or e.op != "cast" or e.args[0].type != "ℕ":
        return None
    return Term.lit(cv), e.args[0], Term.lit(dv)


def cast_fact(kind: str, args: tuple[Term, ...], K: Ty) -> tuple[str, Term] | None:
    """(proof, value at ``K``) of the atom ``kind(args)`` cast into ``K`` (module docstring),
    or ``None`` when it is not one of these."""
    if kind == "natsub":
        a, b = args
        proof = positive_sub_proof(a, b, K)
        if proof is None:
            return None
        return proof, Term("sub", (Term("cast", (a,), K), Term("cast", (b,), K)), K)
    if kind == "descfact" and _numeral(args[1]) == 2:
        u = Term("cast", (args[0],), K)
        value = Term("mul", (u, Term("sub", (u, Term.lit(1, K)), K)), K)
        return f"Prover.cast_descFactorial_two (α := {K}) ({render_term(args[0])})", value
    if kind == "ascfact" and _numeral(args[1]) == 2:
        u = Term("cast", (args[0],), K)
        value = Term("mul", (u, Term("add", (u, Term.lit(1, K)), K)), K)
        return f"Prover.cast_ascFactorial_two (α := {K}) ({render_term(args[0])})", value
    if kind == "ascfact" and K in ("ℚ", "ℝ") and (V := ascfact_start(args[0])) is not None:
        U, N = args
        fact = [
            Term("cast", (Term("factorial", (m,), "ℕ"),), K) for m in (Term("add", (V, N), "ℕ"), V)
        ]
        value = Term("div", (fact[0], fact[1]), K)
        proof = (
            f"Prover.cast_ascFactorial_eq_div (α := {K}) ({render_term(U)}) ({render_term(V)}) "
            f"({render_term(N)}) (by omega)"
        )
        return proof, value
    if kind == "rpow" and K == "ℝ":
        c, E, d = args
        cv, dv = _numeral(c), _numeral(d)
        assert cv is not None and dv is not None
        base = Term.lit(cv, K)
        value = Term("div", (Term("pow", (base, E), K), Term.lit(Fraction(cv) ** dv, K)), K)
        proof = f"Prover.rpow_natCast_sub {cv} {cv - 1} ({render_term(E)}) {dv} (by omega)"
        return proof, value
    return None
