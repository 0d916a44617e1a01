"""The step lemmas the replay knows (:mod:`wzprove.sketch.replay`), instantiated as model terms.

The step lemmas are those of the ``Prover`` library that the proof compiler uses, stated for
any field ``α`` (the statements the compiler's plan for issue 14 gives them)::

    cast_choose_lower_step (M L L' : ℕ) (h : L' = L + 1) :
        ((L : α) + 1) * (M.choose L' : α) = ((M : α) - L) * (M.choose L : α)
    cast_choose_upper_step (M M' L : ℕ) (h : M' = M + 1) :
        ((M : α) + 1) * (M.choose L : α) = ((M : α) + 1 - L) * (M'.choose L : α)
    cast_choose_congr (M M' L L' : ℕ) (hM : M' = M) (hL : L' = L) :
        (M'.choose L' : α) = (M.choose L : α)
    cast_factorial_step (M M' : ℕ) (h : M' = M + 1) :
        ((M : α) + 1) * (M.factorial : α) = (M'.factorial : α)
    cast_factorial_congr (M M' : ℕ) (h : M' = M) : (M'.factorial : α) = (M.factorial : α)
    pow_step (c : α) (E E' : ℕ) (h : E' = E + 1) : c ^ E' = c * c ^ E
    pow_congr (c : α) (E E' : ℕ) (h : E' = E) : c ^ E' = c ^ E
    neg_one_pow_two_mul_add (M D E : ℕ) (h : E = 2 * M + D) : (-1 : α) ^ E = (-1 : α) ^ D
    cast_ascFactorial_eq_div (U V N : ℕ) (h : U = V + 1) :
        ((U.ascFactorial N : ℕ) : α) = ((V + N).factorial : α) / (V.factorial : α)
    rpow_natCast_sub (c d0 E d : ℕ) (h : c = d0 + 1) :
        (c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d    (ℝ only)
    cast_choose_zero_left_mul (L : ℕ) : (L : α) * (Nat.choose 0 L : α) = 0
    cast_fib_step (E E' E'' : ℕ) (h1 : E' = E + 1) (h2 : E'' = E + 2) :
        (Nat.fib E'' : α) = (Nat.fib E : α) + (Nat.fib E' : α)
    cast_fib_congr (E E' : ℕ) (h : E' = E) : (Nat.fib E' : α) = (Nat.fib E : α)

and, at ℝ only, the steps of ``Ring.choose`` atoms (:mod:`wzprove.sketch.ring_choose_facts`;
``hr`` a ``(by ring)`` side condition, parameter kind ``r``)::

    ring_choose_lower_step (r r' : ℝ) (L L' : ℕ) (hr : r' = r) (hL : L' = L + 1) :
        ((L : ℝ) + 1) * Ring.choose r' L' = (r - L) * Ring.choose r L
    ring_choose_diag_step (r r' : ℝ) (L L' : ℕ) (hr : r' = r + 1) (hL : L' = L + 1) :
        ((L : ℝ) + 1) * Ring.choose r' L' = (r + 1) * Ring.choose r L
    ring_choose_congr (r r' : ℝ) (L L' : ℕ) (hr : r' = r) (hL : L' = L) :
        Ring.choose r' L' = Ring.choose r L
    ring_choose_zero_step (r : ℝ) (L : ℕ) (hL : L = 0) : Ring.choose r L = 1

If the library changes a statement, :data:`LEMMAS` must change with it (the replay of a proof
that uses a lemma not listed here fails: unknown lemma).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wzprove.model.identity import Term, Ty

# -- the step lemmas ------------------------------------------------------------------------

Equation = tuple[Term, Term]


@dataclass(frozen=True)
class Lemma:
    """A step lemma: ``params`` one letter per explicit argument (``n`` an ℕ term, ``c`` a
    term of the field, ``h`` a ``(by omega)`` side condition), ``equation`` the instantiated
    statement at a field, ``sides`` the side conditions as ℕ equations (want, got)."""

    params: str
    equation: Callable[[list[Term], Ty], Equation]
    sides: Callable[[list[Term]], list[Equation]]
    #: the one field a lemma without ``α`` is stated at (``Prover.rpow_natCast_sub``: ℝ)
    field: Ty | None = None


def _c(x: Term, k: Ty) -> Term:
    return Term("cast", (x,), k)


def _op(op: str, a: Term, b: Term, k: Ty) -> Term:
    return Term(op, (a, b), k)


def _succ(x: Term) -> Term:
    return Term("add", (x, Term.lit(1)), "ℕ")


def _choose(m: Term, j: Term) -> Term:
    return Term("choose", (m, j), "ℕ")


def _fact(m: Term) -> Term:
    return Term("factorial", (m,), "ℕ")


def _fib(m: Term) -> Term:
    return Term("fib", (m,), "ℕ")


def _lower(a: list[Term], k: Ty) -> Equation:
    m, low, low1 = a
    lhs = _op("mul", _op("add", _c(low, k), Term.lit(1, k), k), _c(_choose(m, low1), k), k)
    rhs = _op("mul", _op("sub", _c(m, k), _c(low, k), k), _c(_choose(m, low), k), k)
    return lhs, rhs


def _upper(a: list[Term], k: Ty) -> Equation:
    m, m1, low = a
    m_plus = _op("add", _c(m, k), Term.lit(1, k), k)
    lhs = _op("mul", m_plus, _c(_choose(m, low), k), k)
    rhs = _op("mul", _op("sub", m_plus, _c(low, k), k), _c(_choose(m1, low), k), k)
    return lhs, rhs


LEMMAS: dict[str, Lemma] = {
    "cast_choose_lower_step": Lemma("nnnh", _lower, lambda a: [(a[2], _succ(a[1]))]),
    "cast_choose_upper_step": Lemma("nnnh", _upper, lambda a: [(a[1], _succ(a[0]))]),
    "cast_choose_congr": Lemma(
        "nnnnhh",
        lambda a, k: (_c(_choose(a[1], a[3]), k), _c(_choose(a[0], a[2]), k)),
        lambda a: [(a[1], a[0]), (a[3], a[2])],
    ),
    "cast_factorial_step": Lemma(
        "nnh",
        lambda a, k: (
            _op("mul", _op("add", _c(a[0], k), Term.lit(1, k), k), _c(_fact(a[0]), k), k),
            _c(_fact(a[1]), k),
        ),
        lambda a: [(a[1], _succ(a[0]))],
    ),
    "cast_factorial_congr": Lemma(
        "nnh", lambda a, k: (_c(_fact(a[1]), k), _c(_fact(a[0]), k)), lambda a: [(a[1], a[0])]
    ),
    "pow_step": Lemma(
        "cnnh",
        lambda a, k: (_op("pow", a[0], a[2], k), _op("mul", a[0], _op("pow", a[0], a[1], k), k)),
        lambda a: [(a[2], _succ(a[1]))],
    ),
    "pow_congr": Lemma(
        "cnnh",
        lambda a, k: (_op("pow", a[0], a[2], k), _op("pow", a[0], a[1], k)),
        lambda a: [(a[2], a[1])],
    ),
    "neg_one_pow_two_mul_add": Lemma(
        "nnnh",
        lambda a, k: (
            _op("pow", (m := Term("neg", (Term.lit(1, k),), k)), a[2], k),
            _op("pow", m, a[1], k),
        ),
        lambda a: [(a[2], Term("add", (Term("mul", (Term.lit(2), a[0]), "ℕ"), a[1]), "ℕ"))],
    ),
    # `((c ^ E - 1 : ℕ) : α) = (c : α) ^ E - 1` where `c = d + 1`
    "cast_pow_sub_one": Lemma(
        "nnnh",
        lambda a, k: (
            _c(_op("sub", _op("pow", a[0], a[2], "ℕ"), Term.lit(1), "ℕ"), k),
            _op("sub", _op("pow", _c(a[0], k), a[2], k), Term.lit(1, k), k),
        ),
        lambda a: [(a[0], _succ(a[1]))],
    ),
    # `((M ! - 1 : ℕ) : α) = (M ! : α) - 1`
    "cast_factorial_sub_one": Lemma(
        "n",
        lambda a, k: (
            _c(_op("sub", _fact(a[0]), Term.lit(1), "ℕ"), k),
            _op("sub", _c(_fact(a[0]), k), Term.lit(1, k), k),
        ),
        lambda a: [],
    ),
    # `((U.descFactorial 2 : ℕ) : α) = U * (U - 1)`
    "cast_descFactorial_two": Lemma(
        "n",
        lambda a, k: (
            _c(Term("descfact", (a[0], Term.lit(2)), "ℕ"), k),
            _op("mul", _c(a[0], k), _op("sub", _c(a[0], k), Term.lit(1, k), k), k),
        ),
        lambda a: [],
    ),
    # `((U.ascFactorial 2 : ℕ) : α) = U * (U + 1)`
    "cast_ascFactorial_two": Lemma(
        "n",
        lambda a, k: (
            _c(Term("ascfact", (a[0], Term.lit(2)), "ℕ"), k),
            _op("mul", _c(a[0], k), _op("add", _c(a[0], k), Term.lit(1, k), k), k),
        ),
        lambda a: [],
    ),
    # `((U.ascFactorial N : ℕ) : α) = (V + N)! / V!` where `U = V + 1`
    "cast_ascFactorial_eq_div": Lemma(
        "nnnh",
        lambda a, k: (
            _c(Term("ascfact", (a[0], a[2]), "ℕ"), k),
            _op("div", _c(_fact(Term("add", (a[1], a[2]), "ℕ")), k), _c(_fact(a[1]), k), k),
        ),
        lambda a: [(a[0], _succ(a[1]))],
    ),
    # `(c : ℝ) ^ ((E : ℝ) - (d : ℝ)) = (c : ℝ) ^ E / (c : ℝ) ^ d` where `c = d0 + 1`
    "rpow_natCast_sub": Lemma(
        "nnnnh",
        lambda a, k: (
            _op("pow", _c(a[0], k), _op("sub", _c(a[2], k), _c(a[3], k), k), k),
            _op("div", _op("pow", _c(a[0], k), a[2], k), _op("pow", _c(a[0], k), a[3], k), k),
        ),
        lambda a: [(a[0], _succ(a[1]))],
        "ℝ",
    ),
    # `C(A, B) * C! * B! = A!` where `A = C + B`
    "cast_choose_mul_factorial": Lemma(
        "nnnh",
        lambda a, k: (
            _op(
                "mul",
                _op("mul", _c(_choose(a[0], a[1]), k), _c(_fact(a[2]), k), k),
                _c(_fact(a[1]), k),
                k,
            ),
            _c(_fact(a[0]), k),
        ),
        lambda a: [(a[0], Term("add", (a[2], a[1]), "ℕ"))],
    ),
    # `C(U, L) = 0` where `L = U + T + 1`
    "cast_choose_eq_zero_of_eq_add": Lemma(
        "nnnh",
        lambda a, k: (_c(_choose(a[0], a[1]), k), Term.lit(0, k)),
        lambda a: [(a[1], _succ(Term("add", (a[0], a[2]), "ℕ")))],
    ),
    "cast_fib_step": Lemma(
        "nnnhh",
        lambda a, k: (_c(_fib(a[2]), k), _op("add", _c(_fib(a[0]), k), _c(_fib(a[1]), k), k)),
        lambda a: [(a[1], _succ(a[0])), (a[2], Term("add", (a[0], Term.lit(2)), "ℕ"))],
    ),
    "cast_fib_congr": Lemma(
        "nnh", lambda a, k: (_c(_fib(a[1]), k), _c(_fib(a[0]), k)), lambda a: [(a[1], a[0])]
    ),
    "cast_choose_zero_left_mul": Lemma(
        "n",
        lambda a, k: (
            _op("mul", _c(a[0], k), _c(_choose(Term.lit(0), a[0]), k), k),
            Term.lit(0, k),
        ),
        lambda a: [],
    ),
}


def _rchoose(r: Term, low: Term) -> Term:
    return Term("binomial", (r, low), "ℝ")


def _rstep(a: list[Term], k: Ty, diag: bool) -> Equation:
    """``(L + 1)·C(r', L') = (r + 1)·C(r, L)`` (``diag``) or ``(r - L)·C(r, L)``."""
    r, r1, low, low1 = a
    lhs = _op("mul", _op("add", _c(low, k), Term.lit(1, k), k), _rchoose(r1, low1), k)
    factor = _op("add", r, Term.lit(1, k), k) if diag else _op("sub", r, _c(low, k), k)
    return lhs, _op("mul", factor, _rchoose(r, low), k)


LEMMAS |= {
    "ring_choose_lower_step": Lemma(
        "ccnnrh",
        lambda a, k: _rstep(a, k, False),
        lambda a: [(a[1], a[0]), (a[3], _succ(a[2]))],
        "ℝ",
    ),
    "ring_choose_diag_step": Lemma(
        "ccnnrh",
        lambda a, k: _rstep(a, k, True),
        lambda a: [(a[1], _op("add", a[0], Term.lit(1, "ℝ"), "ℝ")), (a[3], _succ(a[2]))],
        "ℝ",
    ),
    "ring_choose_congr": Lemma(
        "ccnnrh",
        lambda a, k: (_rchoose(a[1], a[3]), _rchoose(a[0], a[2])),
        lambda a: [(a[1], a[0]), (a[3], a[2])],
        "ℝ",
    ),
    "ring_choose_zero_step": Lemma(
        "cnh",
        lambda a, k: (_rchoose(a[0], a[1]), Term.lit(1, k)),
        lambda a: [(a[1], Term.lit(0))],
        "ℝ",
    ),
}


def lemma_type(lemma: Lemma, named: dict[str, str]) -> Ty | None:
    """The field a call of ``lemma`` is at: its one field (``""`` when the call names
    arguments it does not have), or the named ``α`` (``None`` when not given)."""
    if lemma.field is not None:
        return "" if named else lemma.field
    alpha = named.get("α")
    return None if alpha is None else {"Real": "ℝ", "Rat": "ℚ"}.get(alpha, alpha)
