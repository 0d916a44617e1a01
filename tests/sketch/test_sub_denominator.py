"""A denominator written with a subtraction that is positive as a polynomial
(``((n : ℚ) - ((0 : ℕ) : ℚ)) + 1``, ``(n - n) + 1``: ``F(n, k)`` of the Catalan
convolution at ``k = 0`` and ``k = n``).  ``positivity`` reads the term as written and
cannot prove it nonzero, so the compiler proves ``X ≠ 0`` by
``Prover.ne_zero_of_eq_cast_sub`` (:mod:`wzprove.sketch.range_nonzero`), a constant as
``1 - 0``, and the replay accepts it; a ``positivity`` line for it does not replay."""

from __future__ import annotations

import sympy

from wzprove.model.identity import Term
from wzprove.sketch.atoms import AtomTable
from wzprove.sketch.lincomb import combination
from wzprove.sketch.range_nonzero import nonzero_by_range
from wzprove.sketch.replay import ReplayReport, replay

K = "ℚ"
N = Term.var("n")
TYPES = {"n": "ℕ", "m": "ℕ"}


def _cast(t: Term) -> Term:
    return Term("cast", (t,), K)


def _den(b: Term) -> Term:
    """``((n : ℚ) - (b : ℚ)) + 1``."""
    return Term("add", (Term("sub", (_cast(N), _cast(b)), K), Term.lit(1, K)), K)


X = _cast(Term.var("m"))


def _lhs(den: Term) -> Term:
    """``m / den · den`` (``= m`` for ``den ≠ 0``)."""
    return Term("mul", (Term("div", (X, den), K), den), K)


def _block(lines: list[str], den_text: str) -> str:
    body = "\n".join(f"    {line}" for line in lines)
    stmt = f"((m : ℕ) : ℚ) / {den_text} * {den_text} = ((m : ℕ) : ℚ)"
    return f"  have h : ∀ n m : ℕ, {stmt} := by\n    intro n m\n{body}\n"


def _failures(r: ReplayReport) -> list[tuple[str, str, str]]:
    return [(s.kind, s.step, s.detail) for s in r.steps if not s.ok]


ZERO_TEXT = "((((n : ℕ) : ℚ) - ((0 : ℕ) : ℚ)) + 1)"
SAME_TEXT = "((((n : ℕ) : ℚ) - ((n : ℕ) : ℚ)) + 1)"


def test_a_subtraction_positive_as_a_polynomial_is_proved_by_the_cast_lemma() -> None:
    lines = combination(_lhs(_den(Term.lit(0))), X, K, TYPES).lines(K)
    text = "\n".join(lines)
    assert "by positivity" not in lines[0]  # the multiplier `1 + n` is written by positivity
    assert "((1 + n : ℕ)) (0) (by omega) (by push_cast <;> ring))" in text
    r = replay(_block(lines, ZERO_TEXT))
    assert r.ok, _failures(r)


def test_a_constant_written_as_a_subtraction_is_one_minus_zero() -> None:
    lines = combination(_lhs(_den(N)), X, K, TYPES).lines(K)
    text = "\n".join(lines)
    assert "(1) (0) (by omega) (by push_cast <;> ring))" in text
    r = replay(_block(lines, SAME_TEXT))
    assert r.ok, _failures(r)


def test_positivity_on_the_subtraction_does_not_replay() -> None:
    lines = combination(_lhs(_den(Term.lit(0))), X, K, TYPES).lines(K)
    text = "\n".join(lines)
    start = text.index("(Prover.ne_zero_of_eq_cast_sub")
    end = text.index("(by push_cast <;> ring))", start) + len("(by push_cast <;> ring))")
    shown = f"(show ({ZERO_TEXT} : ℚ) ≠ 0 by positivity)"
    fails = _failures(replay(_block((text[:start] + shown + text[end:]).split("\n"), ZERO_TEXT)))
    assert fails and fails[0][0] == "positivity"
    assert "positivity cannot prove" in fails[0][2]


def test_a_zero_constant_has_no_nonzero_proof() -> None:
    table = AtomTable(K)
    assert nonzero_by_range("(0 : ℚ)", sympy.Integer(0), table, TYPES, K) is None
    assert nonzero_by_range("(2 : ℚ)", sympy.Integer(2), table, TYPES, K) == (
        "(Prover.ne_zero_of_eq_cast_sub ((2 : ℚ) : ℚ) (2) (0) (by omega) (by push_cast <;> ring))"
    )
