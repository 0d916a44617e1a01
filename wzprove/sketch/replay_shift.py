"""The shift facts of closed forms in one ℕ variable, as the replay checks them (issue 14).

A proof by induction of a statement with no sum (:mod:`wzprove.sketch.shift_ratio_proof`)
steps each factor ``T(n)`` of its sides to ``T(n + 1)`` by one fact ``m(n) · T(n + 1) =
r(n) · T(n)``, the instance of a lemma at ``n``.  This module holds those lemmas' statements,
transcribed from their Lean text (``Prover/ShiftRatio.lean``, ``Prover/Binomial.lean``,
Mathlib's ``pow_succ``), and :func:`check_shift_fact`, which re-reads a fact's proof term
from the written text and compares the fact with the lemma's instance at the arguments it
reads (the replay, :func:`wzprove.sketch.replay_induction.check_fact`, calls it for the
lemmas it does not know itself).  The compiler builds its facts with the same functions, so
what is written is what is checked.

* ``Prover.ring_choose_succ_mul (r) (m)``: ``((m : ℝ) + 1) * Ring.choose r (m + 1) = (r - m)
  * Ring.choose r m`` (``r`` a numeral);
* ``Prover.cast_choose_two_mul_succ (α := K) (m)``: ``((m : K) + 1) * ((2 * (m + 1)).choose (m +
  1) : K) = 2 * (2 * (m : K) + 1) * ((2 * m).choose m : K)``;
* ``Prover.cast_factorial_succ (α := K) (m)``: ``((m + 1)! : K) = ((m : K) + 1) * (m ! : K)``;
* ``Prover.cast_factorial_two_mul_succ (α := K) (m)``: ``((2 * (m + 1))! : K) = (2 * (m : K) + 2)
  * (2 * (m : K) + 1) * ((2 * m)! : K)``;
* ``Prover.rpow_neg_natCast_succ (c) (by norm_num) (m)``: ``c ^ (-((m + 1 : ℕ) : ℝ)) * c = c ^
  (-(m : ℝ))``, ``0 < c`` for a numeral ``c`` (what ``norm_num`` decides, checked exactly);
* ``Prover.gamma_nat_add_succ (c) (m) (show (m : ℝ) + c ≠ 0 by positivity)``: ``Real.Gamma
  (((m + 1 : ℕ) : ℝ) + c) = ((m : ℝ) + c) * Real.Gamma ((m : ℝ) + c)``, the side condition by
  positivity's rules (:func:`wzprove.sketch.ring_model.positive`);
* ``_root_.pow_succ c (m)`` (``c ^ (m + 1) = c ^ m * c``, checked by the replay itself for a
  numeral ``c``: :func:`pow_succ` is the instance the compiler writes).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from wzprove.model.identity import Term, Ty
from wzprove.sketch.ring_model import Atoms, is_numeral, positive, ring_poly

Pair = tuple[Term, Term]


def _succ(m: Term) -> Term:
    return Term("add", (m, Term.lit(1)), "ℕ")


def _two(m: Term) -> Term:
    return Term("mul", (Term.lit(2), m), "ℕ")


def _cast(m: Term, k: Ty) -> Term:
    return Term("cast", (m,), k)


def _plus_one(m: Term, k: Ty) -> Term:
    """``(m : K) + 1``."""
    return Term("add", (_cast(m, k), Term.lit(1, k)), k)


def ring_choose(r: Term, m: Term) -> Pair:
    """``Prover.ring_choose_succ_mul r m``."""
    k: Ty = "ℝ"
    top = Term("mul", (_plus_one(m, k), Term("binomial", (r, _succ(m)), k)), k)
    low = Term("mul", (Term("sub", (r, _cast(m, k)), k), Term("binomial", (r, m), k)), k)
    return top, low


def central_choose(m: Term, k: Ty) -> Pair:
    """``Prover.cast_choose_two_mul_succ (α := k) m``."""
    at = _cast(Term("choose", (_two(_succ(m)), _succ(m)), "ℕ"), k)
    two_m = Term("mul", (Term.lit(2, k), _cast(m, k)), k)
    factor = Term("mul", (Term.lit(2, k), Term("add", (two_m, Term.lit(1, k)), k)), k)
    below = _cast(Term("choose", (_two(m), m), "ℕ"), k)
    return Term("mul", (_plus_one(m, k), at), k), Term("mul", (factor, below), k)


def factorial_succ(m: Term, k: Ty) -> Pair:
    """``Prover.cast_factorial_succ (α := k) m``."""
    at = _cast(Term("factorial", (_succ(m),), "ℕ"), k)
    return at, Term("mul", (_plus_one(m, k), _cast(Term("factorial", (m,), "ℕ"), k)), k)


def factorial_two(m: Term, k: Ty) -> Pair:
    """``Prover.cast_factorial_two_mul_succ (α := k) m``."""
    at = _cast(Term("factorial", (_two(_succ(m)),), "ℕ"), k)
    two_m = Term("mul", (Term.lit(2, k), _cast(m, k)), k)
    factor = Term(
        "mul",
        (Term("add", (two_m, Term.lit(2, k)), k), Term("add", (two_m, Term.lit(1, k)), k)),
        k,
    )
    return at, Term("mul", (factor, _cast(Term("factorial", (_two(m),), "ℕ"), k)), k)


def rpow_neg(c: Term, m: Term) -> Pair:
    """``Prover.rpow_neg_natCast_succ c _ m``."""
    k: Ty = "ℝ"
    at = Term("pow", (c, Term("neg", (_cast(_succ(m), k),), k)), k)
    return Term("mul", (at, c), k), Term("pow", (c, Term("neg", (_cast(m, k),), k)), k)


def gamma_succ(c: Term, m: Term) -> Pair:
    """``Prover.gamma_nat_add_succ c m _``."""
    k: Ty = "ℝ"
    at = Term("gamma", (Term("add", (_cast(_succ(m), k), c), k),), k)
    arg = Term("add", (_cast(m, k), c), k)
    return at, Term("mul", (arg, Term("gamma", (arg,), k)), k)


def pow_succ(c: Term, m: Term, k: Ty) -> Pair:
    """``_root_.pow_succ c m``: ``c ^ (m + 1) = c ^ m * c``."""
    return Term("pow", (c, _succ(m)), k), Term("mul", (Term("pow", (c, m), k), c), k)


def value(c: Term) -> Fraction | None:
    """The value of a numeral term, as ``norm_num`` / ``ring`` evaluate it, else ``None``."""
    if not is_numeral(c) and not (
        c.op == "div" and all(is_numeral(a) for a in c.args)  # `(-1) / 2`
    ):
        return None
    atoms = Atoms()
    if c.op == "div":
        num, den = (ring_poly(a, atoms).constant() for a in c.args)
        return None if num is None or not den else num / den
    return ring_poly(c, atoms).constant()


def args_of(src: str) -> list[str]:
    """The parenthesised arguments of a lemma application, each without its outer
    parentheses; anything else between them refuses the whole (``[]``)."""
    out, depth, start = [], 0, -1
    for i, ch in enumerate(src):
        if ch == "(":
            if depth == 0:
                start = i + 1
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return []
            if depth == 0:
                out.append(src[start:i].strip())
        elif depth == 0 and not ch.isspace():
            return []
    return out if depth == 0 else []


#: lemma name → (number of arguments, the check of the fact against them)
Check = Callable[[Callable[..., Term], list[str], Pair, Ty], str | None]


def check_shift_fact(
    term: Callable[..., Term], lhs: Term, rhs: Term, proof: str, k: Ty
) -> str | None:
    """``None`` when ``lhs = rhs`` is the instance of the shift lemma ``proof`` applies,
    else why not; ``term(src, ty=…)`` reads a Lean term from the text.  Raises ``KeyError``
    for a lemma this module does not hold (the caller's "unknown lemma")."""
    head, _, rest = proof.partition(" ")
    args = args_of(rest)
    if head not in _CHECKS:
        raise KeyError(head)
    if not args:
        return f"expected `{head}` applied to parenthesised arguments"
    return _CHECKS[head](term, args, (lhs, rhs), k)


def _alpha(args: list[str], k: Ty) -> list[str] | None:
    """The arguments after ``(α := k)``, or ``None`` where the first is not that."""
    return args[1:] if args and args[0] == f"α := {k}" else None


def _ring_choose(term, args, fact, k) -> str | None:
    if k != "ℝ" or len(args) != 2:
        return "expected `Prover.ring_choose_succ_mul (r) (m)` over ℝ"
    r, m = term(args[0], ty="ℝ"), term(args[1], ty="ℕ")
    if value(r) is None:
        return f"{r} is not a numeral"
    return None if fact == ring_choose(r, m) else "not (m + 1) C(r, m + 1) = (r - m) C(r, m)"


def _at_cast(lemma: str, build: Callable[[Term, Ty], tuple[Term, Term]], what: str) -> Check:
    """The check of a lemma ``lemma (α := K) (m)`` whose instance is ``build(m, K)``."""

    def check(term, args, fact, k) -> str | None:
        rest = _alpha(args, k)
        if rest is None or len(rest) != 1:
            return f"expected `{lemma} (α := {k}) (m)`"
        return None if fact == build(term(rest[0], ty="ℕ"), k) else f"not {what}"

    return check


def _rpow(term, args, fact, k) -> str | None:
    if k != "ℝ" or len(args) != 3 or args[1] != "by norm_num":
        return "expected `Prover.rpow_neg_natCast_succ (c) (by norm_num) (m)` over ℝ"
    c, m = term(args[0], ty="ℝ"), term(args[2], ty="ℕ")
    v = value(c)
    if v is None or v <= 0:
        return f"norm_num does not show 0 < {c}: not a positive numeral"
    return None if fact == rpow_neg(c, m) else "not c ^ (-(m + 1)) * c = c ^ (-m)"


def _gamma(term, args, fact, k) -> str | None:
    pat = r"show (.*) ≠ 0 by positivity"
    side = re.fullmatch(pat, args[2]) if len(args) == 3 else None
    if k != "ℝ" or side is None:
        return "expected `Prover.gamma_nat_add_succ (c) (m) (show … ≠ 0 by positivity)`"
    c, m = term(args[0], ty="ℝ"), term(args[1], ty="ℕ")
    if value(c) is None:
        return f"{c} is not a numeral"
    arg = Term("add", (_cast(m, "ℝ"), c), "ℝ")
    if term(side.group(1), ty="ℝ") != arg:
        return "the side condition is not (m : ℝ) + c ≠ 0"
    if not positive(arg):
        return f"positivity's rules do not show {arg} > 0"
    return None if fact == gamma_succ(c, m) else "not Γ((m + 1) + c) = (m + c) Γ(m + c)"


_CHECKS: dict[str, Check] = {
    "Prover.ring_choose_succ_mul": _ring_choose,
    "Prover.cast_choose_two_mul_succ": _at_cast(
        "Prover.cast_choose_two_mul_succ",
        central_choose,
        "(m + 1) C(2 (m + 1), m + 1) = 2 (2 m + 1) C(2 m, m)",
    ),
    "Prover.cast_factorial_succ": _at_cast(
        "Prover.cast_factorial_succ", factorial_succ, "(m + 1)! = (m + 1) m!"
    ),
    "Prover.cast_factorial_two_mul_succ": _at_cast(
        "Prover.cast_factorial_two_mul_succ",
        factorial_two,
        "(2 (m + 1))! = (2 m + 2) (2 m + 1) (2 m)!",
    ),
    "Prover.rpow_neg_natCast_succ": _rpow,
    "Prover.gamma_nat_add_succ": _gamma,
}


__all__ = [
    "args_of",
    "central_choose",
    "check_shift_fact",
    "factorial_succ",
    "factorial_two",
    "gamma_succ",
    "pow_succ",
    "ring_choose",
    "rpow_neg",
    "value",
]
