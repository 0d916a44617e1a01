"""The Lean text of ``Prover/BoundaryStep.lean``: creative telescoping for sums whose upper
bound grows by ``c`` per step, ``∑ k ∈ range (u n + 1), F n k = r n`` with
``u (n + 1) = u n + c`` (``range (2 * n + 1)``: ``u n = 2 * n``, ``c = 2``).

A. = B. (Petkovšek–Wilf–Zeilberger 1996, ch. 6): summed over ``k ≤ u n``, the telescoper
``t n k = Σ_j aj n * F (n + j) k = H n k - H n (k - 1)`` gives ``H n (u n)``, and each shifted
sum ``S (n + j)`` runs ``c · j`` terms further than ``u n``: ``S (n + j) = Σ_(k ≤ u n) F (n + j) k +
F (n + j) (u n + 1) + … + F (n + j) (u n + c · j)``.  Those boundary terms are written out in
``hr``, so the number of terms is fixed by ``(J, c)``: one theorem per order ``J ≤ 4`` and
step ``c ≤ 2`` (:data:`ORDERS`, :data:`STEPS`), all generated here from one template so that
they share one proof shape (the shape of ``Prover/Boundary.lean``'s theorems, whose ``c = 1``,
``u n = n`` case they generalise):

* ``hu_j : u (n + j) = u n + c·j`` by ``omega`` from ``hu n, hu (n + 1), …`` stated with
  their types (so no ``rw`` has to unify ``n + 2`` with ``?m + 1``);
* ``hs_j`` moves ``S (n + j)`` to ``range (u n + c·j + 1)`` (``rw [hu_j]``, after which both
  sides are the same term);
* ``e_j_i`` peels one term each (``Finset.sum_range_succ``, stated with its type);
* one ``linear_combination`` (coefficients ``aj n``, checked by :func:`check_combination`
  over atoms) and ``mul_left_cancel₀`` as in ``Prover/Boundary.lean``.

``python -m wzprove.sketch.step_library > Prover/BoundaryStep.lean`` regenerates the file;
``tests/test_step_library.py`` checks that the file is this text.
"""

from __future__ import annotations

import sympy

#: orders of the telescopers and steps of the upper bound that have a theorem
ORDERS = (1, 2, 3, 4)
STEPS = (1, 2)

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def theorem_name(order: int, step: int) -> str:
    """``sum_eq_of_telescoper_two_step_two`` for ``J = 2``, ``c = 2`` (in namespace
    ``Prover``)."""
    return f"sum_eq_of_telescoper_{_WORDS[order]}_step_{_WORDS[step]}"


def _shift(j: int) -> str:
    return "n" if j == 0 else f"(n + {j})"


def _tele(J: int, k: str) -> str:
    return " + ".join(f"a{j} n * F {_shift(j)} {k}" for j in range(J + 1))


def boundary(J: int, c: int) -> str:
    """``H n (u n) + a1 n * (F (n + 1) (u n + 1) + …) + …``: the right side of ``hr``."""
    parts = ["H n (u n)"]
    for j in range(1, J + 1):
        terms = [f"F (n + {j}) (u n + {i})" for i in range(1, c * j + 1)]
        inner = terms[0] if len(terms) == 1 else "(" + " + ".join(terms) + ")"
        parts.append(f"a{j} n * {inner}")
    return " + ".join(parts)


_OPS = ("+", "-", "=", "→", ":=")


def _wrap(text: str, indent: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` characters (the first without
    ``indent``, the others after it), only after an operator (``+ - = → :=`` or a comma),
    preferring the least nested one, so that the pieces read as Lean terms."""
    words = text.split(" ")
    depths = []
    depth = 0
    for w in words:
        depth += w.count("(") - w.count(")")
        depths.append(depth)
    lines: list[str] = []
    start = 0
    while True:
        limit = width - (len(indent) if lines else 0)
        if len(" ".join(words[start:])) <= limit:
            lines.append(" ".join(words[start:]))
            break
        cands = [
            i
            for i in range(start, len(words) - 1)
            if (words[i] in _OPS or words[i].endswith(","))
            and len(" ".join(words[start : i + 1])) <= limit
        ]
        if not cands:
            lines.append(" ".join(words[start:]))
            break
        best = min(cands, key=lambda i: (depths[i], -i))
        lines.append(" ".join(words[start : best + 1]))
        start = best + 1
    return [lines[0]] + [indent + x for x in lines[1:]]


def _binder_list(J: int, c: int) -> list[str]:
    """The theorem's binders, in order."""
    a = " ".join(f"a{j}" for j in range(J + 1))
    lhs = " + ".join(f"a{j} n * r {_shift(j)}" for j in range(J + 1))
    return [
        "{K : Type*} [Field K] (F H : ℕ → ℕ → K)",
        f"({a} r : ℕ → K) (u : ℕ → ℕ)",
        "(s0 n0 : ℕ) (hs : s0 ≤ n0)",
        f"(hu : ∀ n, u (n + 1) = u n + {c})",
        f"(hct0 : ∀ n, {_tele(J, '0')} = H n 0)",
        f"(hct : ∀ n k, k < u n → {_tele(J, '(k + 1)')} = H n (k + 1) - H n k)",
        f"(hlead : ∀ n, n0 ≤ n → a{J} n ≠ 0)",
        f"(hr : ∀ n, n0 ≤ n → {lhs} = {boundary(J, c)})",
        f"(hinit : ∀ i, s0 ≤ i → i < n0 + {J} → ∑ k ∈ Finset.range (u i + 1), F i k = r i)",
    ]


_CONCLUSION = "∀ n, s0 ≤ n → ∑ k ∈ Finset.range (u n + 1), F n k = r n"


def statement(J: int, c: int) -> str:
    """The binders and conclusion of the theorem, on one line (what
    ``tests/test_prover_library.py`` compares, whitespace-normalised)."""
    return " ".join(_binder_list(J, c)) + " : " + _CONCLUSION


def _binders(J: int, c: int) -> list[str]:
    """The statement laid out one binder per line, continuations indented."""
    out: list[str] = []
    for b in _binder_list(J, c):
        out.extend("    " + x for x in _wrap(b, "  ", 96))
    out[-1] += " :"
    out.append(f"    {_CONCLUSION} := by")
    return out


def combination(J: int, c: int) -> str:
    """The ``linear_combination`` of the step (module docstring)."""
    terms = [f"a{j} n * hs{j}" for j in range(1, J + 1)]
    for j in range(1, J + 1):
        terms += [f"a{j} n * e{j}_{i}" for i in range(c * j, 0, -1)]
    terms += ["ht", "hd"]
    out = " + ".join(terms) + " - hrn"
    out += "".join(f" - a{j} n * h{j}" for j in range(J))
    return out


def check_combination(J: int, c: int) -> bool:
    """Whether :func:`combination` proves the step's goal, over atoms (a sum over a range is
    one atom per bound, as ``ring1`` sees it): goal − Σ coefficient · (lhs − rhs) = 0."""
    a = sympy.symbols(f"a0:{J + 1}")
    r = sympy.symbols(f"r0:{J + 1}")
    S = sympy.symbols(f"S0:{J + 1}")  # ∑ range (u (n + j) + 1), F (n + j)
    H, T = sympy.symbols("H T")  # H n (u n), the telescoper summed

    def P(j: int, i: int) -> sympy.Symbol:  # ∑ range (u n + i + 1), F (n + j)
        return sympy.Symbol(f"P{j}_{i}")

    def B(j: int, i: int) -> sympy.Symbol:  # F (n + j) (u n + i)
        return sympy.Symbol(f"B{j}_{i}")

    facts: dict[str, sympy.Expr] = {}
    for j in range(J):
        facts[f"h{j}"] = (S[0] if j == 0 else S[j]) - r[j]
    for j in range(1, J + 1):
        facts[f"hs{j}"] = S[j] - P(j, c * j)
        for i in range(1, c * j + 1):
            facts[f"e{j}_{i}"] = P(j, i) - P(j, i - 1) - B(j, i)
    facts["ht"] = T - H
    facts["hd"] = sum(a[j] * (S[0] if j == 0 else P(j, 0)) for j in range(J + 1)) - T
    facts["hrn"] = sum(a[j] * r[j] for j in range(J + 1)) - (
        H + sum(a[j] * B(j, i) for j in range(1, J + 1) for i in range(1, c * j + 1))
    )
    # P(0, 0) is S0: the j = 0 sum is over range (u n + 1) itself
    env = {sympy.Symbol("P0_0"): S[0]}
    combo = combination(J, c).replace(" n * ", " * ")
    value = sympy.sympify(combo, locals={**{str(x): x for x in a}, **facts})
    goal = a[J] * S[J] - a[J] * r[J]
    return sympy.expand((goal - value).subs(env)) == 0


def theorem(J: int, c: int) -> list[str]:
    """The Lean text of one theorem (docstring, statement, proof)."""
    name = theorem_name(J, c)
    tele_k = " + ".join(f"a{j} n * F {_shift(j)} k" for j in range(J + 1))
    lines = [
        f"/-- Creative telescoping of order {J} for `∑ k ∈ range (u n + 1), F n k` with",
        f"`u (n + 1) = u n + {c}` (`hu`): the step `hct` is needed for `k < u n` only, and `hr`",
        f"carries the {c}·j terms that `S (n + j)` has past `u n` (module docstring). -/",
        f"theorem {name}",
        *_binders(J, c),
        "  refine Prover.eq_of_step_from (fun m => ∑ k ∈ Finset.range (u m + 1), F m k) r s0 n0 "
        + str(J),
        "    hs hinit ?_",
        "  intro n hn hprev",
    ]
    for j in range(J):
        m = _shift(j)
        lines += [
            f"  have h{j} : ∑ k ∈ Finset.range (u {m} + 1), F {m} k = r {m} :=",
            f"    hprev {m} (by omega) (by omega)",
        ]
    lines += [
        "  have ht : ∑ k ∈ Finset.range (u n + 1),",
        *["      " + x for x in _wrap(f"({tele_k}) = H n (u n) :=", "      ", 94)],
        "    Prover.sum_range_succ_eq_of_step_zero_lt",
        *["      " + x for x in _wrap(f"(fun k => {tele_k})", "      ", 94)],
        "      (H n) (u n) (hct0 n) (fun k hk => hct n k hk)",
    ]
    hd_lhs = " +\n      ".join(
        f"a{j} n * ∑ k ∈ Finset.range (u n + 1), F {_shift(j)} k" for j in range(J + 1)
    )
    rws = ", ".join(["Finset.sum_add_distrib"] * J + ["Finset.mul_sum"] * (J + 1))
    lines += [
        f"  have hd : {hd_lhs} =",
        "      ∑ k ∈ Finset.range (u n + 1),",
        *["        " + x for x in _wrap(f"({tele_k}) := by", "        ", 92)],
        "    first",
        "      | (simp only [Finset.mul_sum, Finset.sum_add_distrib]; done)",
        *["      " + x for x in _wrap(f"| (rw [{rws}]; done)", "          ", 94)],
    ]
    # the upper bounds of the shifted sums
    for j in range(1, J + 1):
        if j == 1:
            lines.append(f"  have hu1 : u (n + 1) = u n + {c} := hu n")
            continue
        lines.append(f"  have hu{j} : u (n + {j}) = u n + {c * j} := by")
        for i in range(1, j + 1):
            prev = "n" if i == 1 else f"(n + {i - 1})"
            prev_u = "u n" if i == 1 else f"u (n + {i - 1})"
            lines.append(f"    have g{i} : u (n + {i}) = {prev_u} + {c} := hu {prev}")
        lines.append("    omega")
    for j in range(1, J + 1):
        lines += [
            f"  have hs{j} : ∑ k ∈ Finset.range (u (n + {j}) + 1), F (n + {j}) k =",
            f"      ∑ k ∈ Finset.range (u n + {c * j} + 1), F (n + {j}) k := by",
            f"    rw [hu{j}]",
        ]
        for i in range(c * j, 0, -1):
            below = "u n + 1" if i == 1 else f"u n + {i - 1} + 1"
            lines += [
                f"  have e{j}_{i} : ∑ k ∈ Finset.range (u n + {i} + 1), F (n + {j}) k =",
                f"      ∑ k ∈ Finset.range ({below}), F (n + {j}) k + F (n + {j}) (u n + {i}) :=",
                f"    Finset.sum_range_succ (F (n + {j})) (u n + {i})",
            ]
    lines += [
        "  have hrn := hr n hn",
        f"  have hlin : a{J} n * (∑ k ∈ Finset.range (u (n + {J}) + 1), F (n + {J}) k) =",
        f"      a{J} n * r (n + {J}) := by",
        *["    " + x for x in _wrap(f"linear_combination {combination(J, c)}", "      ", 96)],
        f"  show ∑ k ∈ Finset.range (u (n + {J}) + 1), F (n + {J}) k = r (n + {J})",
        "  exact mul_left_cancel₀ (hlead n hn) hlin",
    ]
    return lines


HEADER = """/-
Creative telescoping for `∑ k ∈ range (u n + 1), F n k = r n` where the upper bound grows by a
constant `c` per step (`u (n + 1) = u n + c`: `range (2 * n + 1)`, `Icc 0 (2 * n)`,
`range (n + 3)`), from `s0` on, with the boundary terms kept (A = B, Petkovšek–Wilf–Zeilberger
1996, ch. 6; `Prover/Boundary.lean` is the case `u n = n`).

With `t n k = ∑_{j=0}^{J} aj n * F (n + j) k`, `t n 0 = H n 0` and
`t n (k + 1) = H n (k + 1) - H n k` for `k < u n` give `∑_{k ≤ u n} t n k = H n (u n)`
(`Prover.sum_range_succ_eq_of_step_zero_lt`); `S (n + j)` runs to `u (n + j) = u n + c * j`,
`c * j` terms past `u n`, which `hr` carries:
`∑_j aj n * r (n + j) = H n (u n) + ∑_{j ≥ 1} aj n * (F (n + j) (u n + 1) + … +
F (n + j) (u n + c * j))`. With `aJ n ≠ 0` from `n0` on and the values at `s0 ≤ i < n0 + J`,
`S n = r n` for every `n ≥ s0` (`Prover.eq_of_step_from`).

One theorem per order `J` (1 … 4) and step `c` (1, 2), named
`sum_eq_of_telescoper_<J>_step_<c>`. This file is generated by
`python -m wzprove.sketch.step_library` from one template (tests/test_step_library.py checks
that it is that text, and that each `linear_combination` is an identity over its atoms).
Each proof states every shifted sum with its type: `hu_j : u (n + j) = u n + c * j` by
`omega` from `hu` at `n, n + 1, …` (stated with their types, so that the atoms are the same
terms), `hs_j` by `rw [hu_j]` (both sides are then the same term), `e_j_i` by
`Finset.sum_range_succ`, then one `linear_combination` and `mul_left_cancel₀`.

Mathlib lemmas used (checked in Mathlib's source; tag v4.25.0 via the index; Prover/MATHLIB.txt):
* `Finset.sum_range_succ (f : ℕ → M) (n : ℕ)` —
    Mathlib/Algebra/BigOperators/Group/Finset/Basic.lean
    `∑ x ∈ range (n + 1), f x = ∑ x ∈ range n, f x + f n`
* `Finset.sum_add_distrib` — same file
    `∑ i ∈ s, (f i + g i) = ∑ i ∈ s, f i + ∑ i ∈ s, g i`
* `Finset.mul_sum` — Mathlib/Algebra/BigOperators/Ring/Finset.lean
    `b * ∑ i ∈ s, f i = ∑ i ∈ s, b * f i`
* `mul_left_cancel₀` — Mathlib/Algebra/GroupWithZero/Defs.lean
    `a ≠ 0 → a * b = a * c → b = c`
* tactics `linear_combination` (Mathlib/Tactic/LinearCombination.lean), `omega` (Lean core)
-/
import Mathlib
import Prover.Telescope
import Prover.Recurrence

namespace Prover
"""


def library_text() -> str:
    """The whole file ``Prover/BoundaryStep.lean``."""
    out = [HEADER.rstrip("\n")]
    for c in STEPS:
        for J in ORDERS:
            out.append("")
            out.extend(theorem(J, c))
    out += ["", "end Prover", ""]
    return "\n".join(out)


if __name__ == "__main__":
    print(library_text(), end="")
